import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeProvider } from '../../ThemeProvider';
import { PBFT_EVENTS, PBFT_NODES, POW_EVENTS, POW_NODES, RAFT_EVENTS, RAFT_NODES } from '../fixtures';
import { ConsensusPlayer } from './ConsensusPlayer';
import { consensusPlayerLabelsEnUS } from './consensusPlayerLabels';

const onIndexChange = fn();

const meta = {
  title: 'Blockchain/ConsensusPlayer',
  component: ConsensusPlayer,
  args: { protocol: 'pbft', nodes: PBFT_NODES, events: PBFT_EVENTS, quorum: 3, votingPhases: ['prepare', 'commit'], onIndexChange },
  argTypes: { nodes: { control: false }, events: { control: false } },
} satisfies Meta<typeof ConsensusPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step through a PBFT round by hand. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(onIndexChange).toHaveBeenCalledWith(0);
    await expect(canvas.getByText('预准备：央行节点 预准备 → 全体，通过')).toBeVisible();
  },
};

/** PBFT with four nodes (f = 1): the faulty node's prepare and commit do not count; the others still reach 3 of 4. */
export const PbftWithFaultyNode: Story = {
  args: { defaultIndex: 8 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('故障节点')).toBeVisible();
    await expect(canvas.getAllByText('3/4 通过（需 3）')).toHaveLength(2);
    await expect(canvas.getByText('提交：保理公司 D 提交 → 全体，未通过')).toBeVisible();
  },
};

export const PbftNotStarted: Story = {};

/** Raft: election (timeout, request vote, votes, leader), log replication and commit. */
export const Raft: Story = {
  args: { protocol: 'raft', nodes: RAFT_NODES, events: RAFT_EVENTS, quorum: 2, votingPhases: ['election', 'append'], defaultIndex: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('日志复制：核心企业 A 确认 → 商业银行 B，通过')).toBeVisible();
  },
};

/** Proof of work: nonce tries under the target fail until one is found, broadcast and accepted. */
export const ProofOfWork: Story = {
  args: { protocol: 'pow', nodes: POW_NODES, events: POW_EVENTS, quorum: undefined, votingPhases: [], defaultIndex: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('出块：核心企业 A 找到 nonce，通过')).toBeVisible();
  },
};

export const NoEvents: Story = {
  args: { events: [] },
};

export const English: Story = {
  args: { defaultIndex: 8, labels: consensusPlayerLabelsEnUS },
  render: (args) => (
    <ThemeProvider locale="en-US">
      <ConsensusPlayer {...args} />
    </ThemeProvider>
  ),
};

/** A phone (390 px): the lanes scroll sideways inside the player, the controls wrap. */
export const PhoneWidth: Story = {
  args: { defaultIndex: 8 },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <ConsensusPlayer {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('section') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};
