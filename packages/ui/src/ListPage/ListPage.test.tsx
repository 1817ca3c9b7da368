import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Button } from '../Button';
import { DataTableAction } from '../DataTable';
import { Select } from '../Select';
import { sampleClassColumns, sampleClasses, type SampleClass } from '../ListTable/ListTable.fixtures';
import { ListPage, type ListPageProps } from './ListPage';

type Props = Partial<ListPageProps<SampleClass>> & { onSearch?: (keyword: string | undefined) => void; onDelete?: (row: SampleClass) => void };

function ClassesPage({ onSearch = jest.fn(), onDelete = jest.fn(), ...props }: Props) {
  const [asked, setAsked] = useState<SampleClass | null>(null);
  return (
    <ListPage<SampleClass>
      title="班级管理"
      description="本院的班级与成员。"
      actions={<Button variant="primary">新建班级</Button>}
      search={{ placeholder: '搜索班级名称', onSearch, filters: <Select aria-label="年级" placeholder="全部年级" options={[{ value: '2023', label: '2023' }]} /> }}
      table={{
        'aria-label': '班级',
        columns: sampleClassColumns,
        rowKey: 'id',
        data: { list: sampleClasses(3), total: 3 },
        paging: { page: 1, pageSize: 20 },
        onPagingChange: jest.fn(),
        rowActions: (row) => (
          <DataTableAction onClick={() => setAsked(row)}>删除</DataTableAction>
        ),
      }}
      confirm={{
        open: asked !== null,
        variant: 'danger',
        title: '删除班级',
        description: asked ? `确定删除「${asked.name}」？` : undefined,
        confirmLabel: '删除',
        onCancel: () => setAsked(null),
        onConfirm: () => {
          if (asked) onDelete(asked);
          setAsked(null);
        },
      }}
      {...props}
    />
  );
}

describe('ListPage', () => {
  it('puts the header, the search form and the table in that order', () => {
    render(<ClassesPage />);
    const heading = screen.getByRole('heading', { level: 1, name: '班级管理' });
    const search = screen.getByRole('search');
    const table = screen.getByRole('table', { name: '班级' });
    expect(heading.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(search.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(search).getByRole('combobox', { name: '年级' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建班级' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
  });

  it('puts a summary between the header and the list', () => {
    render(<ClassesPage summary={<section aria-label="待办与提醒">学生 120</section>} />);
    const heading = screen.getByRole('heading', { level: 1 });
    const summary = screen.getByRole('region', { name: '待办与提醒' });
    expect(heading.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the table by the page title unless told otherwise', () => {
    const { unmount } = render(<ClassesPage title="班级列表" table={{ columns: sampleClassColumns, rowKey: 'id', data: { list: [], total: 0 }, paging: { page: 1, pageSize: 20 }, onPagingChange: jest.fn() }} />);
    expect(screen.getByRole('table', { name: '班级列表' })).toBeInTheDocument();
    unmount();
    render(<ClassesPage />);
    expect(screen.getByRole('table', { name: '班级' })).toBeInTheDocument();
  });

  it('searches with the keyword, named in the language it is given', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<ClassesPage onSearch={onSearch} labels={{ search: 'Search', searchButton: 'Go' }} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '金融{Enter}');
    expect(onSearch).toHaveBeenCalledWith('金融');
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });

  it('asks before a row action and runs it on the row asked about', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn();
    render(<ClassesPage onDelete={onDelete} />);
    await user.click(within(screen.getAllByRole('row')[2] as HTMLElement).getByRole('button', { name: '删除' }));
    const dialog = screen.getByRole('dialog', { name: '删除班级' });
    expect(dialog).toHaveTextContent('确定删除「金融 2302 班」？');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows bulk actions once rows are selected', async () => {
    const user = userEvent.setup();
    const copy = jest.fn();
    render(
      <ClassesPage
        table={{
          // No rowKey: rows are told apart by their id.
          'aria-label': '班级',
          columns: sampleClassColumns,
          data: { list: sampleClasses(3), total: 3 },
          paging: { page: 1, pageSize: 20 },
          onPagingChange: jest.fn(),
          selectable: true,
          bulkActions: (keys) => <Button onClick={() => copy(keys)}>复制 {keys.length} 个</Button>,
        }}
      />,
    );
    expect(screen.queryByRole('button', { name: /复制/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await user.click(screen.getByRole('button', { name: '复制 1 个' }));
    expect(copy).toHaveBeenCalledWith(['1']);
  });

  it('as a panel has no page header of its own, and names its toolbar', () => {
    render(<ClassesPage variant="panel" toolbar={<Button>导入</Button>} toolbarLabel="班级操作" />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(within(screen.getByRole('toolbar', { name: '班级操作' })).getByRole('button', { name: '导入' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<ClassesPage aside={<nav aria-label="分类">全部</nav>} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
