import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Navigation/UserMenu',
  component: UserMenu,
  args: {
    userName: '王老师',
    roleLabel: '教师',
    onSelect: fn(),
    items: [
      { key: 'profile', label: '个人信息' },
      { key: 'password', label: '修改密码' },
      { key: 'logout', label: '退出登录', tone: 'danger' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '王老师 教师' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: '个人信息' }));
    await expect(args.onSelect).toHaveBeenCalledWith('profile');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '王老师 教师' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};
