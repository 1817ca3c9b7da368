import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { DataTable } from './DataTable';
import { DataTableAction } from './DataTableAction';
import { studentColumns, studentScores } from './DataTable.fixtures';
import { visiblePages } from './DataTablePagination';

describe('DataTable', () => {
  it('renders a named table with headers, rows and right-aligned numbers', async () => {
    const { container } = render(<DataTable aria-label="学生成绩" columns={studentColumns} rows={studentScores} rowKey="id" />);
    const table = screen.getByRole('table', { name: '学生成绩' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['姓名', '班级', '成绩']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const scoreCell = within(table).getByRole('cell', { name: '92.50' });
    expect(scoreCell).toHaveAttribute('data-align', 'right');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('pages: total, page buttons, next/previous and page size', async () => {
    const onPageChange = jest.fn();
    render(
      <DataTable
        aria-label="学生成绩"
        columns={studentColumns}
        rows={studentScores}
        rowKey="id"
        pagination={{ page: 2, pageSize: 10, total: 95, onPageChange }}
      />,
    );
    expect(screen.getByText('共 95 条')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3, 10);
    await userEvent.click(within(pager).getByRole('button', { name: '第 10 页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10, 10);
    const sizes = screen.getByRole('combobox', { name: '每页条数' });
    expect(within(sizes).getAllByRole('option').map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页', '50 条/页']);
    await userEvent.selectOptions(sizes, '50');
    expect(onPageChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('disables previous on the first page', () => {
    render(<DataTable columns={studentColumns} rows={studentScores} rowKey="id" pagination={{ page: 1, pageSize: 10, total: 5, onPageChange: jest.fn() }} />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('shows the bulk bar on selection and passes the selected ids to bulk actions', async () => {
    const onSelectionChange = jest.fn();
    const { container } = render(
      <DataTable
        aria-label="学生成绩"
        columns={studentColumns}
        rows={studentScores}
        rowKey="id"
        selectable
        onSelectionChange={onSelectionChange}
        bulkActions={(keys) => <button type="button">批量删除 {keys.length}</button>}
      />,
    );
    expect(screen.queryByText(/已选/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['s2']);
    expect(screen.getByText('已选 1 项')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '全选本页' })).toBePartiallyChecked();
    expect(screen.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByRole('button', { name: '批量删除 5' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('button', { name: '取消选择' }));
    expect(screen.queryByText(/已选/)).not.toBeInTheDocument();
  });

  it('puts row actions in a last column', async () => {
    const onEdit = jest.fn();
    render(
      <DataTable
        columns={studentColumns}
        rows={studentScores}
        rowKey={(row) => row.id}
        rowActions={(row) => (
          <button type="button" onClick={() => onEdit(row.id)}>
            编辑 {row.name}
          </button>
        )}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers[headers.length - 1]).toHaveTextContent('操作');
    await userEvent.click(screen.getByRole('button', { name: '编辑 王芳' }));
    expect(onEdit).toHaveBeenCalledWith('s2');
  });

  it('shows skeleton rows while loading and hides the pager', async () => {
    const { container } = render(
      <DataTable aria-label="学生成绩" columns={studentColumns} rows={[]} rowKey="id" state="loading" skeletonRows={3} pagination={{ page: 1, pageSize: 10, total: 0, onPageChange: jest.fn() }} />,
    );
    const table = screen.getByRole('table', { name: '学生成绩' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows empty, error (with retry) and denied states inside the table', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(
      <DataTable columns={studentColumns} rows={[]} rowKey="id" state="empty" stateMessages={{ emptyTitle: '还没有成绩', emptyAction: <button type="button">导入成绩</button> }} />,
    );
    expect(screen.getByText('还没有成绩')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导入成绩' })).toBeInTheDocument();

    rerender(<DataTable columns={studentColumns} rows={[]} rowKey="id" state="error" stateMessages={{ errorMessage: '系统错误', onRetry }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('系统错误');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();

    rerender(<DataTable columns={studentColumns} rows={[]} rowKey="id" state="denied" stateMessages={{ deniedContact: '请联系学校管理员' }} />);
    expect(screen.getByText('无权访问')).toBeInTheDocument();
    expect(screen.getByText('请联系学校管理员')).toBeInTheDocument();
  });
});

describe('visiblePages', () => {
  it('lists every page when few, and the ends with neighbours when many', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(visiblePages(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});

describe('DataTableAction', () => {
  it('is a small link-styled button in the row-actions column that runs its action and never submits a form', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const edit = jest.fn();
    const { container } = render(
      <form onSubmit={onSubmit}>
        <DataTable aria-label="学生成绩" columns={studentColumns} rows={studentScores.slice(0, 1)} rowKey="id" rowActions={(row) => <DataTableAction onClick={() => edit(row.id)}>编辑</DataTableAction>} />
      </form>,
    );
    const action = screen.getByRole('button', { name: '编辑' });
    expect(action).toHaveAttribute('data-variant', 'link');
    expect(action).toHaveAttribute('data-size', 'small');
    await user.click(action);
    expect(edit).toHaveBeenCalledWith('s1');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('labels each value for a phone card when asked, and keeps the header row for screen readers', async () => {
    const { container, rerender } = render(<DataTable aria-label="学生成绩" columns={studentColumns} rows={studentScores} rowKey="id" rowActions={() => <button type="button">查看</button>} />);
    expect(container.querySelector('[data-phone]')).toHaveAttribute('data-phone', 'scroll');
    expect(container.querySelector('[data-part="cell-label"]')).toBeNull();

    rerender(<DataTable aria-label="学生成绩" columns={studentColumns} rows={studentScores} rowKey="id" rowActions={() => <button type="button">查看</button>} phoneLayout="cards" />);
    expect(container.querySelector('[data-phone]')).toHaveAttribute('data-phone', 'cards');
    const table = screen.getByRole('table', { name: '学生成绩' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['姓名', '班级', '成绩', '操作']);
    const firstRow = within(table).getAllByRole('row')[1]!;
    const labels = [...firstRow.querySelectorAll('[data-part="cell-label"]')];
    expect(labels.map((label) => label.textContent)).toEqual(['姓名', '班级', '成绩']);
    expect(labels.every((label) => label.getAttribute('aria-hidden') === 'true')).toBe(true);
    // The cell's accessible name stays its value: the label beside it is for the eye only.
    expect(within(firstRow).getByRole('cell', { name: '92.50' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});

