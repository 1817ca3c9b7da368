import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeProvider } from '../../ThemeProvider';
import { shortHash } from '../BlockChainView/shortHash';
import { LEDGER_TRANSACTIONS } from '../fixtures';
import { TransactionsTable, type TransactionsTableProps } from './TransactionsTable';
import { transactionsTableLabelsEnUS } from './transactionsTableLabels';

const onSelect = fn();
const VALID = LEDGER_TRANSACTIONS.filter((tx) => tx.signatureValid);

const meta = {
  title: 'Blockchain/TransactionsTable',
  component: TransactionsTable,
  args: { transactions: VALID },
  argTypes: { transactions: { control: false } },
} satisfies Meta<typeof TransactionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function Selectable(args: TransactionsTableProps) {
  const [selected, setSelected] = useState<string | null>(args.selectedId ?? null);
  return (
    <TransactionsTable
      {...args}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
    />
  );
}

/** Transactions in blocks and one waiting in the mempool (待打包); "Merkle 证明" selects a transaction for its proof. */
export const Playground: Story = {
  render: (args) => <Selectable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const id = LEDGER_TRANSACTIONS[1]!.id;
    await userEvent.click(canvas.getByRole('button', { name: `查看交易 ${shortHash(id)} 的 Merkle 证明` }));
    await expect(onSelect).toHaveBeenCalledWith(id);
    await expect(canvas.getAllByRole('button', { pressed: true })).toHaveLength(1);
  },
};

/** A transaction whose signature does not verify: ✕ 无效, in words and red. */
export const InvalidSignature: Story = {
  args: { transactions: LEDGER_TRANSACTIONS, onSelect },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('✕ 无效')).toBeVisible();
    await expect(within(canvasElement).getByText('共 5 笔交易，1 笔待打包，1 笔签名无效')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { transactions: [] },
};

export const Loading: Story = {
  args: { transactions: [], state: 'loading' },
};

export const LoadError: Story = {
  args: { transactions: [], state: 'error', stateMessages: { errorMessage: '交易读取超时，请稍后重试。', onRetry: fn() } },
};

export const Denied: Story = {
  args: { transactions: [], state: 'denied', stateMessages: { deniedReason: '这是其他同学的实验记录，只有本人和任课教师可以查看。' } },
};

export const English: Story = {
  args: { transactions: LEDGER_TRANSACTIONS, labels: transactionsTableLabelsEnUS, onSelect },
  render: (args) => (
    <ThemeProvider locale="en-US">
      <TransactionsTable {...args} />
    </ThemeProvider>
  ),
};

export const PhoneWidth: Story = {
  args: { transactions: LEDGER_TRANSACTIONS, onSelect },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <TransactionsTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The table scrolls sideways inside its frame; the component's box does not grow past the screen.
    const scroller = canvasElement.querySelector('[data-scroll]') as HTMLElement;
    const root = scroller.parentElement!.parentElement!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  },
};
