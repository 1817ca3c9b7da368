import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from '../../ThemeProvider';
import { shortHash } from '../BlockChainView/shortHash';
import { miningChain, tamperedChain, validChain } from '../fixtures';
import { BlocksTable, type BlocksTableProps } from './BlocksTable';
import { blocksTableLabelsEnUS } from './blocksTableLabels';

const renderTable = (props: BlocksTableProps) =>
  render(
    <ThemeProvider>
      <BlocksTable {...props} />
    </ThemeProvider>,
  );

const rowOf = (height: number) => screen.getByRole('cell', { name: `#${height}` }).closest('tr')!;

test('one row per block with its facts; hashes short, full in the title', async () => {
  const blocks = validChain(3);
  const { container } = renderTable({ blocks });
  const table = screen.getByRole('table', { name: '区块列表' });
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['高度', '哈希', '前一区块哈希', 'Merkle 根', 'Nonce', '出块节点', '交易数', '时间', '状态']);
  const row = within(rowOf(1));
  expect(row.getByTitle(blocks[1]!.hash)).toHaveTextContent(shortHash(blocks[1]!.hash));
  expect(row.getByTitle(blocks[0]!.hash)).toBeInTheDocument(); // previous hash
  expect(row.getByTitle(blocks[1]!.merkleRoot)).toBeInTheDocument();
  expect(row.getByText('8,919')).toBeInTheDocument();
  expect(row.getByText(blocks[1]!.proposer)).toBeInTheDocument();
  expect(row.getByText('有效')).toBeInTheDocument();
  expect(screen.getByText('共 3 个区块，全部有效')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

test('a tampered block and its broken link are said in words; a mining block has no hash yet', () => {
  renderTable({ blocks: tamperedChain(4, 1) });
  expect(within(rowOf(1)).getByText('✕ 已被篡改')).toBeInTheDocument();
  expect(within(rowOf(2)).getByText('✕ 已被篡改 · 链接断开')).toBeInTheDocument();
  expect(within(rowOf(0)).getByText('有效')).toBeInTheDocument();
  expect(screen.getByText('共 4 个区块，3 个无效')).toBeInTheDocument();
});

test('a mining block shows that its hash is being searched', () => {
  renderTable({ blocks: miningChain(2, 4096) });
  expect(within(rowOf(2)).getByText('计算中…')).toBeInTheDocument();
  expect(within(rowOf(2)).getByText('挖矿中')).toBeInTheDocument();
  expect(within(rowOf(2)).getByText('4,096')).toBeInTheDocument();
  expect(screen.getByText('共 2 个区块，全部有效')).toBeInTheDocument();
});

test('selecting a block: its button is pressed, and the callback gets the height', async () => {
  const user = userEvent.setup();
  const onSelect = jest.fn();
  renderTable({ blocks: validChain(3), selectedHeight: 0, onSelect });
  expect(screen.getByRole('columnheader', { name: '操作' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '查看区块 #0' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: '查看区块 #2' })).toHaveAttribute('aria-pressed', 'false');
  await user.click(screen.getByRole('button', { name: '查看区块 #2' }));
  expect(onSelect).toHaveBeenCalledWith(2);
});

test('empty, loading, error with retry, and denied states', async () => {
  const user = userEvent.setup();
  const onRetry = jest.fn();
  const { rerender } = renderTable({ blocks: [] });
  expect(screen.getByText('还没有区块')).toBeInTheDocument();
  expect(screen.getByText('提交交易并出块后，区块会列在这里。')).toBeInTheDocument();
  rerender(
    <ThemeProvider>
      <BlocksTable blocks={[]} state="loading" />
    </ThemeProvider>,
  );
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText('正在加载区块…')).toBeInTheDocument();
  rerender(
    <ThemeProvider>
      <BlocksTable blocks={[]} state="error" stateMessages={{ errorMessage: '链数据读取超时', onRetry }} />
    </ThemeProvider>,
  );
  expect(screen.getByText('区块加载失败')).toBeInTheDocument();
  expect(screen.getByText('链数据读取超时')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  rerender(
    <ThemeProvider>
      <BlocksTable blocks={validChain(2)} state="denied" stateMessages={{ deniedReason: '这是其他同学的实验记录' }} />
    </ThemeProvider>,
  );
  expect(screen.getByText('无权查看这条链')).toBeInTheDocument();
  expect(screen.getByText('这是其他同学的实验记录')).toBeInTheDocument();
  expect(screen.queryByText('#1')).not.toBeInTheDocument();
});

test('English labels', () => {
  renderTable({ blocks: tamperedChain(3, 2), labels: blocksTableLabelsEnUS, onSelect: () => undefined });
  expect(screen.getByRole('table', { name: 'Blocks' })).toBeInTheDocument();
  expect(screen.getByText('3 blocks, 1 invalid')).toBeInTheDocument();
  expect(screen.getByText('✕ Tampered')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'View block #1' })).toBeInTheDocument();
});
