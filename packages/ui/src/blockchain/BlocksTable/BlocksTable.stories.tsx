import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeProvider } from '../../ThemeProvider';
import { miningChain, repairedChain, tamperedChain, validChain } from '../fixtures';
import { BlocksTable, type BlocksTableProps } from './BlocksTable';
import { blocksTableLabelsEnUS } from './blocksTableLabels';

const onSelect = fn();

const meta = {
  title: 'Blockchain/BlocksTable',
  component: BlocksTable,
  args: { blocks: validChain(5) },
  argTypes: { blocks: { control: false } },
} satisfies Meta<typeof BlocksTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function Selectable(args: BlocksTableProps) {
  const [selected, setSelected] = useState<number | null>(args.selectedHeight ?? null);
  return (
    <BlocksTable
      {...args}
      selectedHeight={selected}
      onSelect={(height) => {
        setSelected(height);
        onSelect(height);
      }}
    />
  );
}

/** Five valid blocks; 查看 selects a block (its row highlighted). */
export const Playground: Story = {
  render: (args) => <Selectable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共 5 个区块，全部有效')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查看区块 #2' }));
    await expect(onSelect).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: '查看区块 #2' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Block #2 was tampered with: it and every later block are invalid, the broken link named. */
export const Tampered: Story = {
  args: { blocks: tamperedChain(5, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('✕ 已被篡改 · 链接断开')).toBeVisible();
  },
};

export const Repaired: Story = {
  args: { blocks: repairedChain(5, 2) },
};

export const Mining: Story = {
  args: { blocks: miningChain(3, 48213) },
};

export const Empty: Story = {
  args: { blocks: [] },
};

export const Loading: Story = {
  args: { blocks: [], state: 'loading' },
};

export const LoadError: Story = {
  args: { blocks: [], state: 'error', stateMessages: { errorMessage: '链数据读取超时，请稍后重试。', onRetry: fn() } },
};

export const Denied: Story = {
  args: { blocks: [], state: 'denied', stateMessages: { deniedReason: '这是其他同学的实验记录，只有本人和任课教师可以查看。', deniedContact: '如需查看，请联系任课教师。' } },
};

export const English: Story = {
  args: { blocks: tamperedChain(4, 2), labels: blocksTableLabelsEnUS, onSelect, selectedHeight: 1 },
  render: (args) => (
    <ThemeProvider locale="en-US">
      <BlocksTable {...args} />
    </ThemeProvider>
  ),
};

/** A phone: the table keeps a readable width and scrolls sideways in its box; the page does not. */
export const PhoneWidth: Story = {
  args: { blocks: tamperedChain(4, 2), onSelect },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <BlocksTable {...args} />
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
