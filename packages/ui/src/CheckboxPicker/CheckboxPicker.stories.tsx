import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxPicker, type CheckboxPickerOption } from './CheckboxPicker';

const students: CheckboxPickerOption[] = [
  { id: 1, label: '李明', details: ['s2301001', '2023010101'] },
  { id: 2, label: '王芳', details: ['s2301002', '2023010102'] },
  { id: 3, label: '张伟', details: ['s2302001', '2023020101'] },
  { id: 4, label: '刘洋', details: ['s2302002', null] },
  { id: 5, label: '陈静', details: ['s2303001', '2023030101'] },
  { id: 6, label: '欧阳晓明', details: ['s2303002', '2023030102'] },
];

const meta = {
  title: 'Forms/CheckboxPicker',
  component: CheckboxPicker,
  args: { 'aria-label': '学生', options: students, selected: new Set([2]), onChange: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState<Set<number>>(new Set(args.selected));
    return (
      <CheckboxPicker
        {...args}
        selected={selected}
        onChange={(next) => {
          args.onChange(next);
          setSelected(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CheckboxPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已选 1 / 6')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索' }), 's2302');
    const list = canvas.getByRole('group', { name: '学生' });
    await expect(within(list).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选搜索结果（2）' }));
    await expect(canvas.getByText('已选 3 / 6')).toBeVisible();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索' }), '赵');
    await expect(canvas.getByRole('status')).toHaveTextContent('没有匹配的项');
    await expect(canvas.getByRole('checkbox', { name: '全选搜索结果（0）' })).toBeDisabled();
  },
};

/** One column on a phone, every name and 学号 in sight. */
export const Phone: Story = {
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('group', { name: '学生' });
    for (const box of within(list).getAllByRole('checkbox')) await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
