import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from '../../ThemeProvider';
import { shortHash } from '../BlockChainView/shortHash';
import { LEDGER_TRANSACTIONS } from '../fixtures';
import { TransactionsTable, type TransactionsTableProps } from './TransactionsTable';
import { transactionsTableLabelsEnUS } from './transactionsTableLabels';

const renderTable = (props: TransactionsTableProps) =>
  render(
    <ThemeProvider>
      <TransactionsTable {...props} />
    </ThemeProvider>,
  );

const rowOf = (index: number) => screen.getByTitle(LEDGER_TRANSACTIONS[index]!.id).closest('tr')!;

test('one row per transaction: short id, block or 待打包, signer, action, asset, ¥ amount, signature in words', async () => {
  const { container } = renderTable({ transactions: LEDGER_TRANSACTIONS });
  const table = screen.getByRole('table', { name: '交易列表' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['交易 ID', '区块', '发起机构', '动作', '资产', '金额', '签名', '时间']);
  const first = within(rowOf(0));
  expect(first.getByTitle(LEDGER_TRANSACTIONS[0]!.id)).toHaveTextContent(shortHash(LEDGER_TRANSACTIONS[0]!.id));
  expect(first.getByText('#1')).toBeInTheDocument();
  expect(first.getByText('核心企业 A')).toBeInTheDocument();
  expect(first.getByText('签发')).toBeInTheDocument();
  expect(first.getByText('¥500,000.00')).toBeInTheDocument();
  expect(first.getByText('✓ 有效')).toBeInTheDocument();
  expect(within(rowOf(2)).getByText('✕ 无效')).toBeInTheDocument();
  expect(within(rowOf(3)).getByText('¥491,250.50')).toBeInTheDocument();
  const pending = within(rowOf(4));
  expect(pending.getByText('待打包')).toBeInTheDocument();
  expect(pending.getByText('—')).toBeInTheDocument();
  expect(screen.getByText('共 5 笔交易，1 笔待打包，1 笔签名无效')).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

test('selecting a transaction in a block asks for its Merkle proof; one in the mempool has none', async () => {
  const user = userEvent.setup();
  const onSelect = jest.fn();
  renderTable({ transactions: LEDGER_TRANSACTIONS, selectedId: LEDGER_TRANSACTIONS[1]!.id, onSelect });
  const buttons = screen.getAllByRole('button', { name: /Merkle 证明/ });
  expect(buttons).toHaveLength(4);
  expect(within(rowOf(4)).queryByRole('button')).not.toBeInTheDocument();
  expect(within(rowOf(1)).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  const third = within(rowOf(3)).getByRole('button', { name: `查看交易 ${shortHash(LEDGER_TRANSACTIONS[3]!.id)} 的 Merkle 证明` });
  expect(third).toHaveAttribute('aria-pressed', 'false');
  await user.click(third);
  expect(onSelect).toHaveBeenCalledWith(LEDGER_TRANSACTIONS[3]!.id);
});

test('without times there is no time column', () => {
  renderTable({ transactions: LEDGER_TRANSACTIONS.map(({ time: _time, ...tx }) => tx) });
  expect(screen.queryByRole('columnheader', { name: '时间' })).not.toBeInTheDocument();
});

test('empty, loading, error and denied states', () => {
  const { rerender } = renderTable({ transactions: [] });
  expect(screen.getByText('还没有交易')).toBeInTheDocument();
  expect(screen.queryByText(/共 0 笔/)).not.toBeInTheDocument();
  rerender(
    <ThemeProvider>
      <TransactionsTable transactions={[]} state="loading" />
    </ThemeProvider>,
  );
  expect(screen.getByText('正在加载交易…')).toBeInTheDocument();
  rerender(
    <ThemeProvider>
      <TransactionsTable transactions={[]} state="error" stateMessages={{ errorMessage: '网络错误' }} />
    </ThemeProvider>,
  );
  expect(screen.getByText('交易加载失败')).toBeInTheDocument();
  expect(screen.getByText('网络错误')).toBeInTheDocument();
  rerender(
    <ThemeProvider>
      <TransactionsTable transactions={LEDGER_TRANSACTIONS} state="denied" />
    </ThemeProvider>,
  );
  expect(screen.getByText('无权查看这些交易')).toBeInTheDocument();
  expect(screen.queryByText('待打包')).not.toBeInTheDocument();
});

test('English labels', () => {
  renderTable({ transactions: LEDGER_TRANSACTIONS, labels: transactionsTableLabelsEnUS, onSelect: () => undefined });
  expect(screen.getByRole('table', { name: 'Transactions' })).toBeInTheDocument();
  expect(screen.getByText('5 transactions, 1 pending, 1 with an invalid signature')).toBeInTheDocument();
  expect(screen.getByText('✕ Invalid')).toBeInTheDocument();
  expect(screen.getByText('Pending')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /Show the Merkle proof of transaction/ })).toHaveLength(4);
});
