import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { ListTable, type ListTablePaging } from './ListTable';
import { sampleClassColumns, sampleClasses, type SampleClass } from './ListTable.fixtures';

const meta = {
  title: 'Data display/ListTable',
  component: ListTable<SampleClass>,
  args: {
    'aria-label': '班级',
    columns: sampleClassColumns,
    rowKey: 'id',
    data: { list: sampleClasses(10), total: 45 },
    paging: { page: 1, pageSize: 10 },
    onPagingChange: fn(),
    onRetry: fn(),
    messages: { emptyTitle: '还没有班级', emptyDescription: '新建一个班级，再把学生加进来。' },
  },
  decorators: [
    (Story) => (
      <Card padding="compact">
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof ListTable<SampleClass>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: function Render(args) {
    const [paging, setPaging] = useState<ListTablePaging>(args.paging);
    return (
      <ListTable
        {...args}
        paging={paging}
        data={{ list: sampleClasses(paging.pageSize, (paging.page - 1) * paging.pageSize + 1).slice(0, Math.max(0, 45 - (paging.page - 1) * paging.pageSize)), total: 45 }}
        onPagingChange={(next) => {
          args.onPagingChange(next);
          setPaging(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共 45 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPagingChange).toHaveBeenCalledWith({ page: 2, pageSize: 10 });
    await expect(canvas.getByRole('cell', { name: '金融 2311 班' })).toBeVisible();
  },
};

export const Loading: Story = { args: { data: undefined, loading: true } };

export const Empty: Story = {
  args: { data: { list: [], total: 0 }, messages: { emptyTitle: '还没有班级', emptyDescription: '新建一个班级，再把学生加进来。', emptyAction: <Button variant="primary">新建班级</Button> } },
};

export const Error: Story = {
  args: { data: undefined, error: { message: '网络连接中断，请稍后重试。' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Denied: Story = {
  args: { data: undefined, error: { message: '你的账号没有查看班级的权限。', denied: true }, messages: { deniedContact: '如需访问，请联系本院管理员开通权限。' } },
};
