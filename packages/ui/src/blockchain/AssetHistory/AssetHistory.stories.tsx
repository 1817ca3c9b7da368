import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeProvider } from '../../ThemeProvider';
import { BILL_HISTORY } from '../fixtures';
import { AssetHistory, type AssetHistoryProps } from './AssetHistory';
import { assetHistoryLabelsEnUS } from './assetHistoryLabels';

const onSelectTransaction = fn();

const meta = {
  title: 'Blockchain/AssetHistory',
  component: AssetHistory,
  args: { asset: '票据 BILL-001', entries: BILL_HISTORY },
  argTypes: { entries: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <AssetHistory {...args} />
    </div>
  ),
} satisfies Meta<typeof AssetHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 签发 → 背书 → 贴现 in blocks (贴现 is the current state); 承兑 still waits in the mempool. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('当前状态')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

function Selectable(args: AssetHistoryProps) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: 560 }}>
      <AssetHistory
        {...args}
        selectedTxId={selected}
        onSelectTransaction={(id) => {
          setSelected(id);
          onSelectTransaction(id);
        }}
      />
    </div>
  );
}

/** Each transaction id is a button: the lab shows the transaction and its Merkle proof. */
export const SelectTransaction: Story = {
  render: (args) => <Selectable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, second] = canvas.getAllByRole('button');
    await userEvent.click(second!);
    await expect(onSelectTransaction).toHaveBeenCalledWith(BILL_HISTORY[1]!.txId);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Empty: Story = {
  args: { entries: [] },
};

export const Loading: Story = {
  args: { entries: [], state: 'loading' },
};

export const LoadError: Story = {
  args: { entries: [], state: 'error', stateMessages: { errorMessage: '状态历史读取超时，请稍后重试。', onRetry: fn() } },
};

export const Denied: Story = {
  args: { entries: [], state: 'denied', stateMessages: { deniedReason: '这是其他同学的实验记录，只有本人和任课教师可以查看。' } },
};

export const English: Story = {
  args: {
    asset: 'Bill BILL-001',
    labels: assetHistoryLabelsEnUS,
    entries: BILL_HISTORY.map((entry, index) => ({
      ...entry,
      state: ['Issued', 'Endorsed', 'Discounted', 'Accepted'][index]!,
      transition: ['Issue', 'Endorse', 'Discount', 'Accept'][index]!,
      by: ['Core enterprise A', 'Supplier C', 'Supplier E', 'Core enterprise A'][index]!,
    })),
  },
  render: (args) => (
    <ThemeProvider locale="en-US">
      <div style={{ maxWidth: 560 }}>
        <AssetHistory {...args} />
      </div>
    </ThemeProvider>
  ),
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <AssetHistory {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('section') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};
