import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GradebookTable } from './GradebookTable';
import { emptyBook, overriddenBook, partialBook, weightedBook } from './GradebookTable.fixtures';
import { gradebookTableLabelsEnUS } from './gradebookTableLabels';

const meta = {
  title: 'Exam/GradebookTable',
  component: GradebookTable,
  args: { book: weightedBook },
} satisfies Meta<typeof GradebookTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Categories with weights: each category's percent, the total and its letter. */
export const Weighted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '平时 40%' })).toBeVisible();
    await expect(canvas.getByText('94.40')).toBeVisible();
    await expect(canvas.getByText('优秀')).toBeVisible();
  },
};

/** Work not done is "缺", not 0; a case waiting for its rubric marks is "待批阅"; nothing done = no total. */
export const Partial: Story = {
  args: { book: partialBook },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('缺').length).toBeGreaterThan(0);
    await expect(canvas.getByText('待批阅')).toBeVisible();
  },
};

/** Overridden scores say so, with the original beside them; cells open the override on click. */
export const Overridden: Story = {
  args: { book: overriddenBook, onEdit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('已改')).toHaveLength(2);
    await expect(canvas.getByText('原分 40')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /修改 王五 的「总评」$/ }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ user_id: 13 }), 'total');
  },
};

/** After the 教务 export: the file's name under the table. */
export const Exported: Story = {
  args: { exportedAs: '金融数据分析基础-总评.xlsx' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('已导出 金融数据分析基础-总评.xlsx');
  },
};

export const Empty: Story = { args: { book: emptyBook } };
export const Loading: Story = { args: { book: emptyBook, state: 'loading' } };
export const LoadError: Story = { args: { book: emptyBook, state: 'error', stateMessages: { errorTitle: '成绩册加载失败', errorMessage: '网络异常，请稍后重试' } } };
export const Denied: Story = { args: { book: emptyBook, state: 'denied', stateMessages: { deniedTitle: '无权查看', deniedReason: '只有本课程的任课教师和学院管理员可以查看成绩册', deniedContact: '如需查看，请联系学院管理员。' } } };

/** On a 390 px phone (tagged `phone`) the table scrolls sideways inside its own box; the page does not widen. */
export const PhoneWidth: Story = {
  tags: ['phone'],
  args: { book: overriddenBook },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '课程成绩册' });
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const English: Story = { args: { book: overriddenBook, labels: gradebookTableLabelsEnUS } };
