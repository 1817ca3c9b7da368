import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { Paged } from '@finedu/domain';
import type { QueryState } from '../hooks/useQuery';
import { LocaleProvider } from '../i18n/LocaleContext';
import { ListTable, type ListTableSource } from './ListTable';

// The app's test setup has no axe matcher (only the ui package's does).
expect.extend(toHaveNoViolations);

interface Klass {
  id: number;
  name: string;
}

const source = (state: QueryState<Paged<Klass>>, setPaging = jest.fn()): ListTableSource<Klass> => ({
  query: { ...state, reload: jest.fn() },
  paging: { page: 1, pageSize: 20 },
  setPaging,
});

const page = (list: Klass[], total = list.length): Paged<Klass> => ({ list, total, page: 1, page_size: 20 });

const renderTable = (list: ListTableSource<Klass>, deniedContact?: string) =>
  render(
    <LocaleProvider initialLocale="zh-CN">
      <ListTable<Klass> aria-label="班级" columns={[{ key: 'name', title: '班级名称' }]} rowKey="id" list={list} empty={{ emptyTitle: '还没有班级' }} deniedContact={deniedContact} />
    </LocaleProvider>,
  );

describe('ListTable', () => {
  it('shows the rows of the current page and changes page through the list', async () => {
    const user = userEvent.setup();
    const setPaging = jest.fn();
    const rows = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, name: `金融 ${index + 1} 班` }));
    renderTable(source({ status: 'success', data: page(rows, 45), error: undefined }, setPaging));
    const table = screen.getByRole('table', { name: '班级' });
    expect(within(table).getByRole('cell', { name: '金融 1 班' })).toBeInTheDocument();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(setPaging).toHaveBeenCalledWith({ page: 2, pageSize: 20 });
  });

  it('says what is empty', () => {
    renderTable(source({ status: 'success', data: page([]), error: undefined }));
    expect(screen.getByText('还没有班级')).toBeInTheDocument();
  });

  it('names who to ask when access is denied', () => {
    renderTable(source({ status: 'error', data: undefined, error: { message: '没有权限', code: 0, denied: true } }), '请联系本院管理员');
    expect(screen.getByText('请联系本院管理员')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderTable(source({ status: 'success', data: page([{ id: 1, name: '金融 1 班' }]), error: undefined }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
