import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuestionNavigator, type QuestionNavigatorItem, type QuestionNavigatorProps } from './QuestionNavigator';

const items: QuestionNavigatorItem[] = [
  ...Array.from({ length: 10 }, (_, i) => ({ section: '一、单项选择题', answered: i < 6, flagged: i === 3 })),
  ...Array.from({ length: 5 }, (_, i) => ({ section: '二、判断题', answered: i % 2 === 0, flagged: false })),
  { section: '三、案例分析题', answered: false, flagged: true },
];

function Controlled(args: QuestionNavigatorProps) {
  const [current, setCurrent] = useState(args.current);
  return (
    <QuestionNavigator
      {...args}
      current={current}
      onSelect={(index) => {
        setCurrent(index);
        args.onSelect(index);
      }}
    />
  );
}

const meta = {
  title: 'Exam/QuestionNavigator',
  component: QuestionNavigator,
  render: (args) => <Controlled {...args} />,
  args: { items, current: 0, onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuestionNavigator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SelectQuestion: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '答题卡' })).toHaveTextContent('已答 9 / 16 · 标记 2');
    await userEvent.click(canvas.getByRole('button', { name: /^第 16 题/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(15);
    await expect(canvas.getByRole('button', { name: '第 16 题，未作答，已标记，当前题' })).toHaveAttribute('aria-current', 'step');
  },
};

export const Empty: Story = { args: { items: [] } };
export const AllAnswered: Story = { args: { items: items.map((item) => ({ ...item, answered: true, flagged: false })), current: 15 } };
