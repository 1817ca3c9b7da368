import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from '../../ThemeProvider';
import { miningChain, repairedChain, tamperedChain, validChain } from '../fixtures';
import { BlockChainView, type BlockChainViewProps } from './BlockChainView';
import { blockChainViewLabelsEnUS } from './blockChainViewLabels';
import { shortHash } from './shortHash';

const renderChain = (props: BlockChainViewProps) =>
  render(
    <ThemeProvider>
      <BlockChainView {...props} />
    </ThemeProvider>,
  );

test('each block is a list item with its facts; hashes are short on the card and full in the title', async () => {
  const blocks = validChain(3);
  const { container } = renderChain({ blocks });
  expect(screen.getByRole('region', { name: '区块链' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  const second = screen.getByRole('article', { name: '区块 #1' });
  expect(within(second).getByText('有效')).toBeInTheDocument();
  const hash = blocks[1]!.hash;
  expect(within(second).getByText(shortHash(hash))).toHaveAttribute('aria-hidden', 'true');
  expect(within(second).getByTitle(hash)).toBeInTheDocument();
  expect(within(second).getByTitle(blocks[0]!.hash)).toBeInTheDocument(); // the previous hash
  expect(within(second).getByText(blocks[1]!.proposer)).toBeInTheDocument();
  expect(within(second).getByText(blocks[1]!.time)).toBeInTheDocument();
  expect(within(second).getByText('Nonce').nextElementSibling).toHaveTextContent('8,919');
  expect(screen.getByText('共 3 个区块，所有链接有效')).toBeInTheDocument();
  // Each link between two blocks is said in words; the first block has none.
  expect(screen.getByText('区块 #0 → #1：链接有效')).toBeInTheDocument();
  expect(screen.getByText('区块 #1 → #2：链接有效')).toBeInTheDocument();
  expect(await axe(container)).toHaveNoViolations();
});

test('a tampered block and its broken link are labelled in words, not only in colour', async () => {
  const { container } = renderChain({ blocks: tamperedChain(4, 1) });
  expect(within(screen.getByRole('article', { name: '区块 #1' })).getByText('已被篡改')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: '区块 #0' })).getByText('有效')).toBeInTheDocument();
  expect(screen.getByText('✕ 链接断开')).toBeVisible();
  expect(screen.getByText('区块 #1 → #2：链接断开')).toBeInTheDocument();
  expect(screen.getByText('共 4 个区块，1 处断链')).toBeInTheDocument();
  expect(container.querySelectorAll('[data-status="broken"]').length).toBeGreaterThan(0);
  expect(await axe(container)).toHaveNoViolations();
});

test('a mining block shows the live nonce and a spinner, and is busy; a repaired block says so', () => {
  const { rerender } = renderChain({ blocks: miningChain(2, 4096) });
  const mining = screen.getByRole('article', { name: '区块 #2' });
  expect(mining).toHaveAttribute('aria-busy', 'true');
  expect(within(mining).getByText('挖矿中')).toBeInTheDocument();
  expect(within(mining).getByTestId('block-mining-spinner')).toBeInTheDocument();
  expect(within(mining).getByText('正在寻找 nonce…')).toBeInTheDocument();
  expect(within(mining).getByTestId('block-live-nonce')).toHaveTextContent('4,096');
  rerender(
    <ThemeProvider>
      <BlockChainView blocks={miningChain(2, 5120)} />
    </ThemeProvider>,
  );
  expect(screen.getByTestId('block-live-nonce')).toHaveTextContent('5,120');

  rerender(
    <ThemeProvider>
      <BlockChainView blocks={repairedChain(3, 1)} />
    </ThemeProvider>,
  );
  expect(within(screen.getByRole('article', { name: '区块 #1' })).getByText('已修复')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: '区块 #2' })).getByText('已修复')).toBeInTheDocument();
  expect(screen.getByText('共 3 个区块，所有链接有效')).toBeInTheDocument();
});

test('blocks are selected by keyboard (Tab, Enter) and by click, once per action', async () => {
  const user = userEvent.setup();
  const selected: number[] = [];
  renderChain({ blocks: validChain(3), selectedHeight: 1, onSelect: (height) => selected.push(height) });
  const buttons = screen.getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['区块 #0', '区块 #1', '区块 #2']);
  expect(screen.getByRole('button', { name: '区块 #1' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: '区块 #0' })).toHaveAttribute('aria-pressed', 'false');
  await user.tab();
  expect(buttons[0]).toHaveFocus();
  await user.tab();
  expect(buttons[1]).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('article', { name: '区块 #2' }).querySelector('dl')!);
  expect(selected).toEqual([1, 2]);
});

test('empty and loading states', () => {
  const { rerender } = renderChain({ blocks: [] });
  expect(screen.getByText('链上还没有区块')).toBeInTheDocument();
  expect(screen.getByText('提交交易并出块后，区块会显示在这里。')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  rerender(
    <ThemeProvider>
      <BlockChainView blocks={[]} loading />
    </ThemeProvider>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('正在加载区块…');
  expect(screen.getByRole('region', { name: '区块链' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getAllByTestId('block-skeleton')).toHaveLength(3);
});

test('error (with a retry) and denied states', async () => {
  const user = userEvent.setup();
  let retried = 0;
  const { rerender } = renderChain({ blocks: [], error: '链数据读取超时', onRetry: () => (retried += 1) });
  expect(screen.getByText('区块加载失败')).toBeInTheDocument();
  expect(screen.getByText('链数据读取超时')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重试' }));
  expect(retried).toBe(1);
  rerender(
    <ThemeProvider>
      <BlockChainView blocks={validChain(2)} denied={{ reason: '这是其他同学的实验记录', contact: '请联系任课教师' }} />
    </ThemeProvider>,
  );
  expect(screen.getByText('无权查看这条链')).toBeInTheDocument();
  expect(screen.getByText('这是其他同学的实验记录')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

test('English labels', () => {
  renderChain({ blocks: tamperedChain(3, 1), labels: blockChainViewLabelsEnUS });
  expect(screen.getByRole('region', { name: 'Blockchain' })).toBeInTheDocument();
  expect(screen.getByText('3 blocks, 1 broken link')).toBeInTheDocument();
  expect(screen.getByText('✕ Link broken')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Block #1' })).getByText('Tampered')).toBeInTheDocument();
});
