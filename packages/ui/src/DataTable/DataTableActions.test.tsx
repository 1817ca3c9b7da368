import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from './DataTable';
import { DataTableActions, type DataTableActionItem } from './DataTableActions';
import { examColumns, examRows, type ExamRow } from './DataTable.fixtures';

const actionsOf = (onClick: (key: string) => void): DataTableActionItem[] => [
  { key: 'edit', label: '编辑', onClick: () => onClick('edit') },
  { key: 'grade', label: '阅卷', href: '/exam/1/grade' },
  { key: 'copy', label: '复制', onClick: () => onClick('copy') },
  { key: 'delete', label: '删除', tone: 'danger', onClick: () => onClick('delete') },
];

function renderTable(actions: (row: ExamRow) => readonly (DataTableActionItem | false)[], max?: number) {
  return render(
    <DataTable
      aria-label="考试列表"
      columns={examColumns}
      rows={examRows.slice(0, 1)}
      rowKey="id"
      labels={{ more: 'More' }}
      rowActions={(row) => <DataTableActions actions={actions(row)} max={max} moreLabel={`More actions: ${row.title}`} />}
    />,
  );
}

describe('DataTableActions', () => {
  it('keeps up to max actions in the row, as buttons and links', () => {
    renderTable(() => actionsOf(jest.fn()).slice(0, 3));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '阅卷' })).toHaveAttribute('href', '/exam/1/grade');
    expect(within(table).getByRole('button', { name: '复制' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /More/ })).toBeNull();
  });

  it('puts the actions beyond max - 1 under a menu named by the table labels, and runs the chosen one', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderTable(() => actionsOf(onClick));
    const more = screen.getByRole('button', { name: `More actions: ${examRows[0]!.title}` });
    expect(more).toHaveTextContent('More');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: '复制' })).toBeNull();

    await user.click(more);
    const menu = screen.getByRole('menu');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['复制', '删除']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.click(items[1]!);
    expect(onClick).toHaveBeenCalledWith('delete');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
  });

  it('closes on Escape and on a click outside, without running anything', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderTable(() => actionsOf(onClick));
    const more = screen.getByRole('button', { name: /More actions/ });
    await user.click(more);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
    await user.click(more);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('skips the actions the user may not take, and a disabled item does nothing', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderTable(() => [
      ...actionsOf(onClick).slice(0, 3),
      false,
      { key: 'archive', label: '归档', onClick: () => onClick('archive'), disabled: true, disabledReason: '考试未结束' },
      { key: 'delete', label: '删除', onClick: () => onClick('delete') },
    ]);
    await user.click(screen.getByRole('button', { name: /More actions/ }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['复制', '归档', '删除']);
    expect(items[1]).toHaveAttribute('aria-disabled', 'true');
    expect(items[1]).toHaveAttribute('title', '考试未结束');
    // Arrow keys skip the disabled item.
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[2]).toHaveFocus();
    await user.click(items[1]!);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('DataTable column kinds', () => {
  it('gives time and status columns their fixed widths and right-aligns numbers', () => {
    const { container } = renderTable(() => []);
    const widths = [...container.querySelectorAll('col')].map((col) => col.getAttribute('width'));
    expect(widths.slice(0, 3)).toEqual([null, '104', '164']);
    const headers = screen.getAllByRole('columnheader');
    expect(headers[3]).toHaveAttribute('data-align', 'right');
    expect(screen.getByText('60 分钟').closest('td')).toHaveAttribute('data-align', 'right');
    expect(screen.getByText('进行中').closest('td')).toHaveAttribute('data-kind', 'status');
  });
});
