import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { 'aria-label': '课程简介', placeholder: '介绍课程目标与内容', resize: 'vertical', rows: 4 },
  argTypes: { resize: { control: 'inline-radio', options: ['vertical', 'none'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: '课程简介' });
    await userEvent.type(textarea, '量化投资基础');
    await expect(textarea).toHaveValue('量化投资基础');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '已归档课程' } };
