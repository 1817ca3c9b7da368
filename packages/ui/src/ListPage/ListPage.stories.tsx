import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { DataTableAction } from '../DataTable';
import { Select } from '../Select';
import { StatusBadge } from '../StatusBadge';
import type { ListTablePaging } from '../ListTable';
import { sampleClassColumns, sampleClasses, type SampleClass } from '../ListTable/ListTable.fixtures';
import { ListPage, type ListPageProps } from './ListPage';

const TOTAL = 45;

const columns = [...sampleClassColumns, { key: 'status', title: '状态', render: (row: SampleClass) => <StatusBadge tone={row.id % 4 === 0 ? 'neutral' : 'success'}>{row.id % 4 === 0 ? '停用' : '启用'}</StatusBadge> }];

const pageOf = ({ page, pageSize }: ListTablePaging) => sampleClasses(pageSize, (page - 1) * pageSize + 1).slice(0, Math.max(0, TOTAL - (page - 1) * pageSize));

type Args = ListPageProps<SampleClass> & { onDelete: (row: SampleClass) => void };

/** A classes page wired as an app would: paging, search, a row action that asks first. */
function ClassesPage({ onDelete, ...args }: Args) {
  const [paging, setPaging] = useState<ListTablePaging>(args.table.paging);
  const [asked, setAsked] = useState<SampleClass | null>(null);
  const ready = args.table.data !== undefined && args.table.data.list.length > 0;
  return (
    <ListPage<SampleClass>
      {...args}
      table={{
        ...args.table,
        paging,
        data: ready ? { list: pageOf(paging), total: TOTAL } : args.table.data,
        onPagingChange: (next) => {
          args.table.onPagingChange(next);
          setPaging(next);
        },
        rowActions: (row) => (
          <>
            <DataTableAction>编辑</DataTableAction>
            <DataTableAction onClick={() => setAsked(row)}>删除</DataTableAction>
          </>
        ),
      }}
      confirm={{
        open: asked !== null,
        variant: 'danger',
        title: '删除班级',
        description: asked ? `确定删除「${asked.name}」？班级成员不会被删除。` : undefined,
        confirmLabel: '删除',
        onCancel: () => setAsked(null),
        onConfirm: () => {
          if (asked) onDelete(asked);
          setAsked(null);
        },
      }}
    />
  );
}

const meta = {
  title: 'Layout/ListPage',
  component: ClassesPage,
  parameters: { layout: 'fullscreen' },
  args: {
    variant: 'page',
    title: '班级管理',
    description: '本院的班级、班主任与成员。',
    actions: <Button variant="primary">新建班级</Button>,
    search: {
      placeholder: '搜索班级名称',
      onSearch: fn(),
      filters: <Select aria-label="年级" placeholder="全部年级" options={[{ value: '2023', label: '2023 级' }]} />,
    },
    table: {
      'aria-label': '班级',
      columns,
      rowKey: 'id',
      data: { list: sampleClasses(10), total: TOTAL },
      paging: { page: 1, pageSize: 10 },
      onPagingChange: fn(),
      onRetry: fn(),
      messages: { emptyTitle: '还没有班级', emptyDescription: '新建一个班级，再把学生加进来。', emptyAction: <Button variant="primary">新建班级</Button> },
    },
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: 'var(--ui-color-page)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClassesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '班级管理' })).toBeVisible();
    await expect(canvas.getByText('共 45 条')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索' }), '金融{Enter}');
    await expect(args.search?.onSearch).toHaveBeenCalledWith('金融');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByRole('cell', { name: '金融 2311 班' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: '搜索' }));
  },
};

export const Loading: Story = { args: { table: { ...meta.args.table, data: undefined, loading: true } } };

export const Empty: Story = { args: { table: { ...meta.args.table, data: { list: [], total: 0 } } } };

export const Error: Story = {
  args: { table: { ...meta.args.table, data: undefined, error: { message: '网络连接中断，请稍后重试。' } } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试' }));
    await expect(args.table.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Denied: Story = {
  args: { table: { ...meta.args.table, data: undefined, error: { message: '你的账号没有查看班级的权限。', denied: true }, messages: { deniedContact: '如需访问，请联系本院管理员开通权限。' } } },
};

export const WithSelection: Story = {
  args: {
    table: { ...meta.args.table, selectable: true, selectedKeys: ['2', '3'], bulkActions: (keys: string[]) => <Button size="small" variant="primary">{`导出 ${keys.length} 个班级`}</Button> },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '导出 2 个班级' })).toBeVisible();
  },
};

export const Confirming: Story = {
  tags: ['snapshot-viewport'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('cell', { name: '金融 2302 班' }).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: '删除' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: '删除班级' });
    await expect(dialog).toHaveTextContent('确定删除「金融 2302 班」？');
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Panel: Story = {
  args: {
    variant: 'panel',
    toolbar: (
      <>
        <Button variant="primary">新建班级</Button>
        <Button>导入</Button>
      </>
    ),
    toolbarLabel: '班级操作',
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, background: 'var(--ui-color-surface)' }}>
        <Story />
      </div>
    ),
  ],
};

export const WithAside: Story = {
  args: {
    aside: (
      <nav aria-label="年级" style={{ padding: 16, borderRadius: 8, background: 'var(--ui-color-surface)' }}>
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
          <li>全部年级</li>
          <li>2023 级</li>
          <li>2022 级</li>
        </ul>
      </nav>
    ),
  },
};

/** A landing page's summary (the attention panel) between the header and the list. */
export const WithSummary: Story = {
  args: {
    summary: (
      <section aria-label="待办与提醒" style={{ marginBottom: 24, padding: 16, borderRadius: 8, background: 'var(--ui-color-surface)' }}>
        学生 120 · 教师 8 · 班级 4 · 进行中的考试 2
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('region', { name: '待办与提醒' });
    const table = canvas.getByRole('table');
    // The summary sits above the list.
    await expect(summary.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};
