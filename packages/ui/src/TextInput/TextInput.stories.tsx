import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from './TextInput';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { 'aria-label': '用户名', placeholder: '请输入用户名', size: 'medium', disabled: false },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '用户名' });
    await userEvent.type(input, 'teacher01');
    await expect(input).toHaveValue('teacher01');
  },
};

export const Filled: Story = { args: { defaultValue: '张三' } };
export const Invalid: Story = { args: { defaultValue: 'abc', 'aria-invalid': true } };
export const Disabled: Story = { args: { defaultValue: '不可编辑', disabled: true } };
