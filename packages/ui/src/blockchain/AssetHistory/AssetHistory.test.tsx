import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from '../../ThemeProvider';
import { shortHash } from '../BlockChainView/shortHash';
import { BILL_HISTORY } from '../fixtures';
import { AssetHistory, type AssetHistoryProps } from './AssetHistory';
import { assetHistoryLabelsEnUS } from './assetHistoryLabels';

const renderHistory = (props: Partial<AssetHistoryProps> = {}) =>
  render(
    <ThemeProvider>
      <AssetHistory asset="票据 BILL-001" entries={BILL_HISTORY} {...props} />
    </ThemeProvider>,
  );

test('the states in order as a timeline: transition, by whom, transaction, block and time; current and pending marked', async () => {
  const { container } = renderHistory();
  const region = screen.getByRole('region', { name: '票据 BILL-001 的状态历史' });
  const items = within(region).getAllByRole('listitem');
  expect(items.map((item) => item.textContent?.slice(0, 3))).toEqual(['已签发', '已背书', '已贴现', '已承兑']);
  const endorsed = within(items[1]!);
  expect(endorsed.getByText('状态转换：').nextElementSibling).toHaveTextContent('背书');
  expect(endorsed.getByText('操作方：').nextElementSibling).toHaveTextContent('一级供应商 C');
  expect(endorsed.getByText('交易：').nextElementSibling).toHaveTextContent(shortHash(BILL_HISTORY[1]!.txId));
  expect(endorsed.getByTitle(BILL_HISTORY[1]!.txId)).toBeInTheDocument();
  expect(endorsed.getByText('区块：').nextElementSibling).toHaveTextContent('#2');
  expect(endorsed.getByText('时间：').nextElementSibling).toHaveTextContent('2026-11-25 10:18');
  // The last state in a block is the current one; the accepted one still waits in the mempool.
  expect(within(items[2]!).getByText('当前状态')).toBeInTheDocument();
  expect(screen.getAllByText('当前状态')).toHaveLength(1);
  expect(within(items[3]!).getAllByText('待打包')).toHaveLength(2);
  expect(items[3]).toHaveAttribute('data-pending');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

test('a transaction id selects the transaction when the lab asks for it', async () => {
  const user = userEvent.setup();
  const onSelectTransaction = jest.fn();
  const { container } = renderHistory({ onSelectTransaction, selectedTxId: BILL_HISTORY[0]!.txId });
  expect(screen.getByRole('button', { name: `查看交易 ${shortHash(BILL_HISTORY[0]!.txId)}` })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: `查看交易 ${shortHash(BILL_HISTORY[2]!.txId)}` }));
  expect(onSelectTransaction).toHaveBeenCalledWith(BILL_HISTORY[2]!.txId);
  expect(await axe(container)).toHaveNoViolations();
});

test('empty, loading, error with retry, and denied states', async () => {
  const user = userEvent.setup();
  const onRetry = jest.fn();
  const { rerender } = renderHistory({ entries: [] });
  expect(screen.getByText('这项资产还没有状态记录')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  rerender(
    <ThemeProvider>
      <AssetHistory asset="票据 BILL-001" entries={[]} state="loading" />
    </ThemeProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('正在加载状态历史…');
  rerender(
    <ThemeProvider>
      <AssetHistory asset="票据 BILL-001" entries={[]} state="error" stateMessages={{ errorMessage: '读取超时', onRetry }} />
    </ThemeProvider>,
  );
  expect(screen.getByText('状态历史加载失败')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  rerender(
    <ThemeProvider>
      <AssetHistory asset="票据 BILL-001" entries={BILL_HISTORY} state="denied" />
    </ThemeProvider>,
  );
  expect(screen.getByText('无权查看这项资产')).toBeInTheDocument();
  expect(screen.queryByText('已背书')).not.toBeInTheDocument();
});

test('English labels', () => {
  renderHistory({ labels: assetHistoryLabelsEnUS, asset: 'Bill BILL-001' });
  expect(screen.getByRole('region', { name: 'History of Bill BILL-001' })).toBeInTheDocument();
  expect(screen.getByText('Current state')).toBeInTheDocument();
  expect(screen.getAllByText('Transition:')).toHaveLength(4);
});
