import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { ThemeProvider } from '../../ThemeProvider';
import { LEDGER_ACCOUNTS } from '../fixtures';
import { AccountsTable, type AccountsTableProps } from './AccountsTable';
import { accountsTableLabelsEnUS } from './accountsTableLabels';

const renderTable = (props: AccountsTableProps) =>
  render(
    <ThemeProvider>
      <AccountsTable {...props} />
    </ThemeProvider>,
  );

const rowOf = (organization: string) => screen.getByRole('cell', { name: organization }).closest('tr')!;

test('each organization with its type, validator or not, balance and credit in ¥ with separators', async () => {
  const { container } = renderTable({ accounts: LEDGER_ACCOUNTS });
  const table = screen.getByRole('table', { name: '账户与余额' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['机构', '类型', '验证节点', '余额', '授信额度']);
  const bank = within(rowOf('商业银行 B'));
  expect(bank.getByText('商业银行')).toBeInTheDocument();
  expect(bank.getByText('是')).toBeInTheDocument();
  expect(bank.getByText('¥1,250,000,000.00')).toBeInTheDocument();
  const supplier = within(rowOf('一级供应商 C'));
  expect(supplier.getByText('否')).toBeInTheDocument();
  expect(supplier.getByText('¥3,580,250.75')).toBeInTheDocument();
  expect(supplier.getByText('¥5,000,000.00')).toBeInTheDocument();
  const overdrawn = within(rowOf('二级供应商 E')).getByText('-¥12,500.00');
  expect(overdrawn).toHaveAttribute('data-negative');
  expect(screen.getByText('共 5 个账户（3 个验证节点），余额合计 ¥1,339,967,750.75')).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

test('empty, loading, error and denied states', () => {
  const { rerender } = renderTable({ accounts: [] });
  expect(screen.getByText('还没有账户')).toBeInTheDocument();
  rerender(
    <ThemeProvider>
      <AccountsTable accounts={[]} state="loading" />
    </ThemeProvider>,
  );
  expect(screen.getByText('正在加载账户…')).toBeInTheDocument();
  rerender(
    <ThemeProvider>
      <AccountsTable accounts={[]} state="error" />
    </ThemeProvider>,
  );
  expect(screen.getByText('账户加载失败')).toBeInTheDocument();
  rerender(
    <ThemeProvider>
      <AccountsTable accounts={LEDGER_ACCOUNTS} state="denied" />
    </ThemeProvider>,
  );
  expect(screen.getByText('无权查看这些账户')).toBeInTheDocument();
  expect(screen.queryByText('商业银行 B')).not.toBeInTheDocument();
});

test('English labels', () => {
  renderTable({ accounts: LEDGER_ACCOUNTS, labels: accountsTableLabelsEnUS });
  expect(screen.getByRole('table', { name: 'Accounts and balances' })).toBeInTheDocument();
  expect(screen.getByText('5 accounts (3 validators), ¥1,339,967,750.75 in total')).toBeInTheDocument();
  expect(screen.getAllByText('Yes')).toHaveLength(3);
});
