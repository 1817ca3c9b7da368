import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from '../Select';
import { TextInput } from '../TextInput';
import { Textarea } from '../Textarea';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: '姓名', labelSuffix: '：', required: false, layout: 'horizontal', children: <TextInput placeholder="请输入姓名" /> },
  argTypes: { layout: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '姓名' });
    await userEvent.type(input, '张老师');
    await expect(input).toHaveValue('张老师');
  },
};

export const Required: Story = {
  args: { label: '手机号', required: true, help: '用于接收短信验证码', children: <TextInput type="tel" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '手机号' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('用于接收短信验证码');
  },
};

export const WithError: Story = {
  args: { label: '邮箱', required: true, error: '邮箱格式不正确', children: <TextInput type="email" defaultValue="teacher@" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '邮箱' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('邮箱格式不正确');
    await expect(input).toHaveValue('teacher@');
  },
};

export const Vertical: Story = {
  args: { label: '备注', layout: 'vertical', children: <Textarea placeholder="选填" /> },
};

export const EnglishLabel: Story = {
  args: { label: 'College', labelSuffix: ':', children: <Select options={[{ value: '1', label: 'School of Finance' }]} placeholder="Select…" /> },
};
