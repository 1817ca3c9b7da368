import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': '密码', placeholder: '请输入密码', showLabel: '显示', hideLabel: '隐藏' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('密码', { selector: 'input' });
    await userEvent.type(input, 'abc123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: '显示' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: '隐藏' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret' } };
