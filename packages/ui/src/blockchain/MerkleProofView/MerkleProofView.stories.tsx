import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeProvider } from '../../ThemeProvider';
import { merkleFixture } from '../fixtures';
import { MerkleProofView, type MerkleProofViewProps } from './MerkleProofView';
import { merkleProofViewLabelsEnUS } from './merkleProofViewLabels';

const eight = merkleFixture(8, 5);
const forged = merkleFixture(5, 4, true);
const sixteen = merkleFixture(16, 10);

const meta = {
  title: 'Blockchain/MerkleProofView',
  component: MerkleProofView,
  args: { leaves: eight.leaves, levels: eight.levels, leafIndex: 5, steps: eight.steps, currentStep: -1, verified: null, onSelectLeaf: fn(), onStepChange: fn() },
  argTypes: { leaves: { control: false }, levels: { control: false }, steps: { control: false } },
} satisfies Meta<typeof MerkleProofView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a leaf and step through its proof; the verdict comes after the last step (the app compares the roots). */
function Interactive(args: MerkleProofViewProps) {
  const [leaf, setLeaf] = useState<number | null>(args.leafIndex);
  const [step, setStep] = useState(args.currentStep);
  const data = merkleFixture(args.leaves.length, leaf ?? 0);
  const done = leaf !== null && step === data.steps.length - 1;
  return (
    <MerkleProofView
      {...args}
      leafIndex={leaf}
      steps={data.steps}
      currentStep={step}
      verified={done ? data.steps[data.steps.length - 1]!.result === data.root : null}
      onSelectLeaf={(index) => {
        setLeaf(index);
        setStep(-1);
      }}
      onStepChange={setStep}
    />
  );
}

export const Playground: Story = {
  args: { leafIndex: null },
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '交易 3：Tx-0003' }));
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await expect(canvas.getByText('第 1 步，共 3 步')).toBeVisible();
  },
};

/** Before a leaf is chosen. */
export const NoLeafChosen: Story = {
  args: { leafIndex: null },
};

/** Step 2 of 3 under way: the path and the sibling hashes highlighted. */
export const ProofInProgress: Story = {
  args: { currentStep: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('第 2 步，共 3 步')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('验证进行中');
  },
};

export const Verified: Story = {
  args: { currentStep: 2, verified: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('验证通过');
  },
};

/** A forged transaction (five leaves, the last paired with itself): the computed root does not match. */
export const Failed: Story = {
  args: { leaves: forged.leaves, levels: forged.levels, leafIndex: 4, steps: forged.steps, currentStep: forged.steps.length - 1, verified: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('验证失败');
  },
};

/** Sixteen transactions, the largest block the lab makes. */
export const SixteenLeaves: Story = {
  args: { leaves: sixteen.leaves, levels: sixteen.levels, leafIndex: 10, steps: sixteen.steps, currentStep: 0 },
};

export const EmptyBlock: Story = {
  args: { leaves: [], levels: [], leafIndex: null, steps: [] },
};

export const English: Story = {
  args: { currentStep: 2, verified: true, labels: merkleProofViewLabelsEnUS },
  render: (args) => (
    <ThemeProvider locale="en-US">
      <MerkleProofView {...args} />
    </ThemeProvider>
  ),
};

/** A phone (390 px): the steps go under the tree, the tree scrolls sideways. */
export const PhoneWidth: Story = {
  args: { currentStep: 1 },
  globals: { viewport: { value: 'mobile1' } },
  render: (args) => (
    <div style={{ width: 358 }}>
      <MerkleProofView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('section') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};
