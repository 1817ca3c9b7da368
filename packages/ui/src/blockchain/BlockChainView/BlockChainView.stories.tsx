import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../Button';
import { ThemeProvider } from '../../ThemeProvider';
import { miningChain, repairedChain, tamperedChain, validChain } from '../fixtures';
import { BlockChainView, type BlockChainViewProps } from './BlockChainView';
import { blockChainViewLabelsEnUS } from './blockChainViewLabels';

const onSelect = fn();

const meta = {
  title: 'Blockchain/BlockChainView',
  component: BlockChainView,
  args: { blocks: validChain(4), onSelect },
  argTypes: { blocks: { control: false } },
} satisfies Meta<typeof BlockChainView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A selectable chain: pressing a block's button (or clicking its card) selects it. */
function Selectable(args: BlockChainViewProps) {
  const [selected, setSelected] = useState<number | null>(args.selectedHeight ?? null);
  return (
    <BlockChainView
      {...args}
      selectedHeight={selected}
      onSelect={(height) => {
        setSelected(height);
        args.onSelect?.(height);
      }}
    />
  );
}

/** Four valid blocks, every link valid; Tab to a block and press Enter to select it. */
export const Playground: Story = {
  render: (args) => <Selectable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共 4 个区块，所有链接有效')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '区块 #2' }));
    await expect(onSelect).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: '区块 #2' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** No block yet: what to do next. */
export const EmptyChain: Story = {
  args: { blocks: [], emptyAction: <Button variant="primary">去提交第一笔交易</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('链上还没有区块')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { blocks: [], loading: true },
};

export const LoadError: Story = {
  args: { blocks: [], error: '链数据读取超时，请稍后重试。', onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** Another student's attempt: why not, and who can grant it. */
export const Denied: Story = {
  args: { denied: { reason: '这是其他同学的实验记录，只有本人和任课教师可以查看。', contact: '如需查看，请联系任课教师。' } },
};

/** A block being mined on top of the chain: spinner, and the nonce tried now. */
export const Mining: Story = {
  args: { blocks: miningChain(3, 48213) },
  play: async ({ canvasElement }) => {
    const mining = within(canvasElement).getByRole('article', { name: '区块 #3' });
    await expect(within(mining).getByText('挖矿中')).toBeVisible();
    await expect(within(mining).getByText('48,213')).toBeVisible();
  },
};

/** The nonce counting up as the lab's worker reports tries (it stands still when the user prefers reduced motion). */
function LiveMining(args: BlockChainViewProps) {
  const [nonce, setNonce] = useState(48213);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timer = window.setInterval(() => setNonce((n) => n + 137), 80);
    return () => window.clearInterval(timer);
  }, []);
  return <BlockChainView {...args} blocks={miningChain(3, nonce)} />;
}

export const MiningLive: Story = {
  render: (args) => <LiveMining {...args} />,
};

/** Block #2's transaction was edited: its hash changed, the link to #3 is broken, the nodes reject #2 onwards. */
export const BrokenByTampering: Story = {
  args: { blocks: tamperedChain(5, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('✕ 链接断开')).toBeVisible();
    await expect(canvas.getByText('共 5 个区块，1 处断链')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: '区块 #2' })).getByText('已被篡改')).toBeVisible();
  },
};

/** Re-mined from the tampered block on: linked again, the re-mined blocks highlighted. */
export const Repaired: Story = {
  args: { blocks: repairedChain(5, 2), selectedHeight: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('已修复')).toHaveLength(3);
    await expect(canvas.getByText('共 5 个区块，所有链接有效')).toBeVisible();
  },
};

/** Keyboard focus shows a block's hashes in full. */
export const FocusShowsFullHash: Story = {
  args: { blocks: validChain(3) },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    const block = within(canvasElement).getByRole('article', { name: '区块 #1' });
    await expect(within(block).getByRole('button', { name: '区块 #1' })).toHaveFocus();
    const full = block.querySelector('[data-full]') as HTMLElement;
    await expect(full.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

export const English: Story = {
  args: { blocks: tamperedChain(4, 1), labels: blockChainViewLabelsEnUS },
  render: (args) => (
    <ThemeProvider locale="en-US">
      <BlockChainView {...args} />
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4 blocks, 1 broken link')).toBeVisible();
  },
};

/** A phone (390 px): the chain scrolls sideways inside its box (the selected block, after the broken link, kept in sight); the page does not. */
export const PhoneWidth: Story = {
  args: { blocks: tamperedChain(4, 1), selectedHeight: 2 },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <BlockChainView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('section') as HTMLElement;
    const chain = root.querySelector('ol') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
    await expect(chain.scrollWidth).toBeGreaterThan(chain.clientWidth);
  },
};
