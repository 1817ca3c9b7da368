import { ROLES } from '@finedu/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Permission } from './Permission';
import { PermissionProvider } from './PermissionContext';

const meta = {
  title: 'Access/Permission',
  component: Permission,
  args: {
    role: 'sys_admin',
    requirement: ['sys_admin', 'edu_admin'],
    children: <Button variant="danger">删除用户</Button>,
  },
  argTypes: {
    role: { control: 'select', options: [...ROLES] },
    requirement: { control: 'object' },
  },
} satisfies Meta<typeof Permission>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Allowed: Story = {
  args: { role: 'edu_admin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '删除用户' })).toBeVisible();
  },
};

export const Denied: Story = {
  args: { role: 'edu_student', fallback: <span>（仅管理员可见的操作已隐藏）</span> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '删除用户' })).toBeNull();
    await expect(canvas.getByText('（仅管理员可见的操作已隐藏）')).toBeVisible();
  },
};

export const PrefixFromProvider: Story = {
  args: { role: undefined, requirement: 'edu' },
  render: (args) => (
    <PermissionProvider role="edu_teacher">
      <Permission {...args} />
      <Permission requirement="sys">
        <Button>系统设置</Button>
      </Permission>
    </PermissionProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '删除用户' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '系统设置' })).toBeNull();
  },
};
