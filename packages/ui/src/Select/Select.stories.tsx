import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    'aria-label': '学期',
    placeholder: '请选择学期',
    defaultValue: '',
    onChange: fn(),
    options: [
      { value: '2024-1', label: '2024 春季学期' },
      { value: '2024-2', label: '2024 秋季学期' },
      { value: '2025-1', label: '2025 春季学期', disabled: true },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '学期' });
    await userEvent.selectOptions(select, '2024-2');
    await expect(select).toHaveValue('2024-2');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Selected: Story = { args: { defaultValue: '2024-1' } };
export const Disabled: Story = { args: { disabled: true } };
