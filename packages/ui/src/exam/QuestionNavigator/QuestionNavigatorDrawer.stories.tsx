import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../Button';
import { QuestionNavigator, type QuestionNavigatorItem } from './QuestionNavigator';
import { QuestionNavigatorDrawer, type QuestionNavigatorDrawerProps } from './QuestionNavigatorDrawer';

const items: QuestionNavigatorItem[] = [
  ...Array.from({ length: 10 }, (_, i) => ({ section: '一、单项选择题', answered: i < 6, flagged: i === 3 })),
  ...Array.from({ length: 5 }, (_, i) => ({ section: '二、判断题', answered: i % 2 === 0, flagged: false })),
  { section: '三、案例分析题', answered: false, flagged: true },
];

/** The exam page's use: the answer sheet and the display-mode switch; picking a question closes the drawer. */
function ExamSheet({ onSelect, ...args }: Omit<QuestionNavigatorDrawerProps, 'children'> & { onSelect: (index: number) => void }) {
  const [open, setOpen] = useState(args.defaultOpen ?? false);
  const [current, setCurrent] = useState(2);
  return (
    <QuestionNavigatorDrawer
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange?.(next);
      }}
    >
      <QuestionNavigator
        items={items}
        current={current}
        onSelect={(index) => {
          setCurrent(index);
          setOpen(false);
          onSelect(index);
        }}
      />
      <div role="group" aria-label="显示方式" style={{ display: 'flex', gap: 12 }}>
        <Button size="small" variant="primary" aria-pressed>
          逐题
        </Button>
        <Button size="small" aria-pressed={false}>
          全部
        </Button>
      </div>
    </QuestionNavigatorDrawer>
  );
}

const meta = {
  title: 'Exam/QuestionNavigatorDrawer',
  component: QuestionNavigatorDrawer,
  render: (args) => <ExamSheet {...args} onSelect={args.onSelect} />,
  args: { answered: 9, total: 16, collapse: 'auto', children: null, onOpenChange: fn(), onSelect: fn() },
} satisfies Meta<QuestionNavigatorDrawerProps & { onSelect: (index: number) => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the content as it is (here in the exam page's 240 px column), no toggle. */
export const Playground: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * A phone (390 × 844): only the toggle shows. The frame's transform makes it the containing block of the fixed drawer,
 * so the story looks the same in any browser window.
 */
const phone: Story['decorators'] = [
  (Story) => (
    <div style={{ width: 390, height: 844, padding: 16, boxSizing: 'border-box', transform: 'translateZ(0)', overflow: 'hidden', background: 'var(--ui-color-page)' }}>
      <Story />
    </div>
  ),
];

export const Compact: Story = {
  args: { collapse: 'always' },
  decorators: phone,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '题目导航 已答 9/16' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: '答题卡' })).toBeNull();
    // Open, pick question 12: the drawer closes.
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: '第 3 题，已作答，当前题' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: /^第 12 题/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(11);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Escape closes it and gives focus back to the toggle.
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const CompactOpen: Story = {
  ...Compact,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^题目导航/ }));
    const dialog = canvas.getByRole('dialog', { name: '题目导航' });
    await expect(within(dialog).getByRole('navigation', { name: '答题卡' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '第 3 题，已作答，当前题' })).toHaveFocus();
  },
};
