import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ThemeProvider } from '../../ThemeProvider';
import { LEDGER_ACCOUNTS } from '../fixtures';
import { AccountsTable } from './AccountsTable';
import { accountsTableLabelsEnUS } from './accountsTableLabels';

const meta = {
  title: 'Blockchain/AccountsTable',
  component: AccountsTable,
  args: { accounts: LEDGER_ACCOUNTS },
  argTypes: { accounts: { control: false } },
} satisfies Meta<typeof AccountsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five organizations: validators, balances and credit lines in ¥ (an overdrawn supplier with its minus sign). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-¥12,500.00')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { accounts: [] },
};

export const Loading: Story = {
  args: { accounts: [], state: 'loading' },
};

export const LoadError: Story = {
  args: { accounts: [], state: 'error', stateMessages: { errorMessage: '账户读取超时，请稍后重试。', onRetry: fn() } },
};

export const Denied: Story = {
  args: { accounts: [], state: 'denied', stateMessages: { deniedReason: '这是其他同学的实验记录，只有本人和任课教师可以查看。' } },
};

export const English: Story = {
  args: { labels: accountsTableLabelsEnUS },
  render: (args) => (
    <ThemeProvider locale="en-US">
      <AccountsTable {...args} />
    </ThemeProvider>
  ),
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <AccountsTable {...args} />
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
