import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { DataTable, type DataTableColumn } from './DataTable';
import { studentColumns, studentScores, type StudentScore } from './DataTable.fixtures';
import { DataTableDelta } from './DataTableDelta.story';

const columns: DataTableColumn<StudentScore>[] = [
  ...studentColumns,
  { key: 'delta', title: '较上次', align: 'right', width: 120, render: (row) => <DataTableDelta value={row.delta} /> },
];

const meta = {
  title: 'Data display/DataTable',
  component: DataTable<StudentScore>,
  args: {
    'aria-label': '学生成绩',
    columns,
    rows: studentScores,
    rowKey: 'id',
    state: 'ready',
    pagination: { page: 1, pageSize: 10, total: 5, onPageChange: fn() },
  },
  argTypes: { state: { control: 'inline-radio', options: ['ready', 'loading', 'empty', 'error', 'denied'] } },
  decorators: [
    (Story) => (
      <Card padding="compact">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof DataTable<StudentScore>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '学生成绩' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(canvasElement).getByText('共 5 条')).toBeVisible();
  },
};

export const Paged: Story = {
  render: function Render(args) {
    const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
    return (
      <DataTable
        {...args}
        pagination={{
          ...paging,
          total: 1234,
          onPageChange: (page, pageSize) => {
            args.pagination?.onPageChange(page, pageSize);
            setPaging({ page, pageSize });
          },
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共 1,234 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(2, 10);
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '20');
    await expect(args.pagination?.onPageChange).toHaveBeenLastCalledWith(1, 20);
  },
};

export const Selection: Story = {
  args: {
    selectable: true,
    onSelectionChange: fn(),
    bulkActions: (keys: string[]) => (
      <>
        <Button size="small">导出 {keys.length} 人</Button>
        <Button size="small" variant="danger">
          移出班级
        </Button>
      </>
    ),
    rowActions: (row: StudentScore) => (
      <>
        <Button variant="link" aria-label={`查看 ${row.name}`}>
          查看
        </Button>
        <Button variant="link" aria-label={`编辑 ${row.name}`}>
          编辑
        </Button>
      </>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/已选/)).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择第 1 行' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择第 3 行' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['s1', 's3']);
    await expect(canvas.getByText('已选 2 项')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导出 2 人' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { state: 'empty', rows: [], stateMessages: { emptyTitle: '还没有成绩', emptyDescription: '考试结束并阅卷后，成绩会出现在这里。', emptyAction: <Button variant="primary">导入成绩</Button> } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '导入成绩' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: 'error', rows: [], stateMessages: { errorTitle: '成绩加载失败', errorMessage: '网络错误 -2', onRetry: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络错误 -2');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.stateMessages?.onRetry).toHaveBeenCalled();
  },
};

export const Denied: Story = {
  args: { state: 'denied', rows: [], stateMessages: { deniedReason: '成绩仅对本课程教师和学院管理员开放。', deniedContact: '如需查看，请联系学院管理员。' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('如需查看，请联系学院管理员。')).toBeVisible();
  },
};

/** A phone (tagged `phone`): short values stay on one line, the table scrolls sideways in its box and the name column stays in sight. */
export const Phone: Story = {
  tags: ['phone'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '学生成绩' });
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const firstCell = table.querySelector('tbody td') as HTMLElement;
    await expect(getComputedStyle(firstCell).position).toBe('sticky');
    // The page itself does not scroll sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * A wide screen with more columns than the card holds (an exam's candidates with their actions): the table scrolls
 * sideways in its box, which the keyboard can reach, instead of running past the card.
 */
export const WiderThanItsBox: Story = {
  args: {
    columns: [
      ...columns,
      ...['开始时间', '交卷时间', '作答次数', '延时', '设备检测', '异常事件'].map(
        (title, i): DataTableColumn<StudentScore> => ({ key: `extra${i}`, title, width: 160, render: () => '2026-11-27 06:33' }),
      ),
    ],
    rowActions: (row: StudentScore) => (
      <>
        <Button variant="link" aria-label={`延时：${row.name}`}>
          延时
        </Button>
        <Button variant="link" aria-label={`查看答卷：${row.name}`}>
          查看答卷
        </Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div data-testid="box" style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('region', { name: '学生成绩' });
    await expect(table.scrollWidth).toBeGreaterThan(table.clientWidth);
    await expect(getComputedStyle(table).overflowX).toBe('auto');
    await expect(table).toHaveAttribute('tabindex', '0');
    // Nothing runs past the box.
    const box = within(canvasElement).getByTestId('box');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
    // The row's actions stay in sight at the box's right edge, before and after scrolling sideways.
    const action = within(canvasElement).getAllByRole('button', { name: /^查看答卷：/ })[0]!;
    const inside = () => action.getBoundingClientRect().right <= table.getBoundingClientRect().right + 1;
    await expect(inside()).toBe(true);
    table.scrollLeft = 200;
    await expect(inside()).toBe(true);
    table.scrollLeft = 0;
  },
};
