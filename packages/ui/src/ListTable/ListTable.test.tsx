import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ListTable, listTableState, type ListTableProps } from './ListTable';
import { sampleClassColumns, sampleClasses, type SampleClass } from './ListTable.fixtures';

const renderTable = (props: Partial<ListTableProps<SampleClass>> = {}) => {
  const onPagingChange = jest.fn();
  const onRetry = jest.fn();
  const view = render(
    <ListTable<SampleClass>
      aria-label="班级"
      columns={sampleClassColumns}
      rowKey="id"
      data={{ list: sampleClasses(20), total: 45 }}
      paging={{ page: 1, pageSize: 20 }}
      onPagingChange={onPagingChange}
      onRetry={onRetry}
      {...props}
    />,
  );
  return { ...view, onPagingChange, onRetry };
};

describe('listTableState', () => {
  it('shows the skeleton only before the first answer, and keeps the old rows while the next page loads', () => {
    expect(listTableState(undefined, true, undefined)).toBe('loading');
    expect(listTableState({ list: [1], total: 1 }, true, undefined)).toBe('ready');
    expect(listTableState({ list: [], total: 0 }, false, undefined)).toBe('empty');
    expect(listTableState({ list: [1], total: 1 }, false, { message: 'x' })).toBe('error');
    expect(listTableState(undefined, false, { message: 'x', denied: true })).toBe('denied');
  });
});

describe('ListTable', () => {
  it('shows the rows of the current page with the total, and asks for the next page', async () => {
    const user = userEvent.setup();
    const { onPagingChange } = renderTable();
    const table = screen.getByRole('table', { name: '班级' });
    expect(within(table).getByRole('cell', { name: '金融 2301 班' })).toBeInTheDocument();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPagingChange).toHaveBeenCalledWith({ page: 2, pageSize: 20 });
    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '50');
    expect(onPagingChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10 条/页', '20 条/页', '50 条/页']);
  });

  it('says what is empty and what to do next', () => {
    renderTable({ data: { list: [], total: 0 }, messages: { emptyTitle: '还没有班级', emptyDescription: '新建一个班级，再把学生加进来。' } });
    expect(screen.getByText('还没有班级')).toBeInTheDocument();
    expect(screen.getByText('新建一个班级，再把学生加进来。')).toBeInTheDocument();
  });

  it('shows what went wrong with a retry', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderTable({ data: undefined, error: { message: '网络异常' } });
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says why access is denied and who can grant it', () => {
    renderTable({ data: undefined, error: { message: '没有查看班级的权限', denied: true }, messages: { deniedContact: '请联系本院管理员' } });
    expect(screen.getByText('无权访问')).toBeInTheDocument();
    expect(screen.getByText('没有查看班级的权限')).toBeInTheDocument();
    expect(screen.getByText('请联系本院管理员')).toBeInTheDocument();
  });

  it('is busy with a skeleton before the first answer, in the language it is given', () => {
    renderTable({ data: undefined, loading: true, labels: { loading: 'Loading…' } });
    expect(screen.getByRole('table', { name: '班级' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderTable({ selectable: true, rowActions: (row) => <button type="button">编辑 {row.name}</button> });
    expect(await axe(container)).toHaveNoViolations();
  });
});
