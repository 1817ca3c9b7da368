import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ThemeProvider } from '../../ThemeProvider';
import { merkleFixture } from '../fixtures';
import { levelSizes, nodeRole, nodeSpan } from './merkleLayout';
import { MerkleProofView, type MerkleProofViewProps } from './MerkleProofView';
import { merkleProofViewLabelsEnUS } from './merkleProofViewLabels';

const renderView = (props: MerkleProofViewProps) =>
  render(
    <ThemeProvider>
      <MerkleProofView {...props} />
    </ThemeProvider>,
  );

test('the layout: level sizes pair an odd node with itself; the proof marks ancestors and their siblings', () => {
  expect(levelSizes(8)).toEqual([8, 4, 2, 1]);
  expect(levelSizes(5)).toEqual([5, 3, 2, 1]);
  expect(levelSizes(1)).toEqual([1]);
  const sizes = levelSizes(8);
  expect(nodeRole(5, sizes, 0, 5)).toBe('leaf');
  expect(nodeRole(5, sizes, 0, 4)).toBe('sibling');
  expect(nodeRole(5, sizes, 1, 2)).toBe('path');
  expect(nodeRole(5, sizes, 1, 3)).toBe('sibling');
  expect(nodeRole(5, sizes, 2, 0)).toBe('sibling');
  expect(nodeRole(5, sizes, 3, 0)).toBe('path');
  expect(nodeRole(5, sizes, 0, 0)).toBeNull();
  // Leaf 4 of 5 is paired with itself: no sibling on the leaf level.
  const odd = levelSizes(5);
  expect(nodeRole(4, odd, 0, 5)).toBeNull();
  expect(nodeRole(null, odd, 0, 0)).toBeNull();
  expect(nodeSpan(5, 1, 2)).toEqual([4, 5]);
  expect(nodeSpan(8, 2, 1)).toEqual([4, 8]);
});

test('the chosen leaf, its path and the sibling hashes are highlighted and named', async () => {
  const { leaves, levels, steps } = merkleFixture(8, 5);
  const { container } = renderView({ leaves, levels, leafIndex: 5, steps, currentStep: -1, verified: null, onSelectLeaf: () => {}, onStepChange: () => {} });
  expect(screen.getByRole('region', { name: 'Merkle 证明' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').filter((item) => item.dataset.level !== undefined)).toHaveLength(8 + 4 + 2 + 1);
  expect(screen.getByRole('button', { name: '交易 6：Tx-0006（所选交易）' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: '交易 5：Tx-0005（兄弟哈希）' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '第 1 层 节点 3（证明路径）' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '第 1 层 节点 4（兄弟哈希）' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Merkle 根（证明路径）' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '第 1 层 节点 1' })).toBeInTheDocument();
  expect(screen.getByText('点击“下一步”开始验证。')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '上一步' })).toBeDisabled();
  expect(await axe(container)).toHaveNoViolations();
});

test('steps forward and back; the verdict says whether the root matched', async () => {
  const user = userEvent.setup();
  const { leaves, levels, steps } = merkleFixture(8, 2);
  function Harness({ verdictAtEnd }: { verdictAtEnd: boolean }) {
    const [step, setStep] = useState(-1);
    return (
      <MerkleProofView leaves={leaves} levels={levels} leafIndex={2} steps={steps} currentStep={step} onStepChange={setStep} verified={step === steps.length - 1 ? verdictAtEnd : null} />
    );
  }
  render(
    <ThemeProvider>
      <Harness verdictAtEnd />
    </ThemeProvider>,
  );
  const next = screen.getByRole('button', { name: '下一步' });
  await user.click(next);
  expect(screen.getByText('第 1 步，共 3 步')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('验证进行中');
  const first = screen.getByRole('listitem', { current: 'step' });
  expect(within(first).getByTitle(steps[0]!.left)).toBeInTheDocument();
  expect(within(first).getByTitle(steps[0]!.right)).toBeInTheDocument();
  await user.click(next);
  await user.click(next);
  expect(next).toBeDisabled();
  expect(screen.getByText('第 3 步，共 3 步')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('✓ 验证通过：算出的根与区块中的 Merkle 根一致');
  await user.click(screen.getByRole('button', { name: '上一步' }));
  expect(screen.getByText('第 2 步，共 3 步')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('验证进行中');
});

test('a failed proof says so; no leaf chosen asks for one; an empty block says it has no transactions', () => {
  const forged = merkleFixture(5, 4, true);
  const { rerender } = renderView({ ...forged, leafIndex: 4, currentStep: forged.steps.length - 1, verified: false });
  expect(screen.getByRole('status')).toHaveTextContent('✕ 验证失败：算出的根与区块中的 Merkle 根不一致');
  expect(screen.getAllByRole('listitem', { current: 'step' })).toHaveLength(1);
  rerender(
    <ThemeProvider>
      <MerkleProofView {...forged} leafIndex={null} currentStep={-1} verified={null} />
    </ThemeProvider>,
  );
  expect(screen.getByText('选择一笔交易，查看它的证明路径。')).toBeInTheDocument();
  rerender(
    <ThemeProvider>
      <MerkleProofView leaves={[]} levels={[]} leafIndex={null} steps={[]} currentStep={-1} verified={null} labels={merkleProofViewLabelsEnUS} />
    </ThemeProvider>,
  );
  expect(screen.getByText('This block has no transactions')).toBeInTheDocument();
});

test('choosing a leaf calls back with its index', async () => {
  const user = userEvent.setup();
  const chosen: number[] = [];
  const { leaves, levels } = merkleFixture(4, 0);
  renderView({ leaves, levels, leafIndex: null, steps: [], currentStep: -1, verified: null, onSelectLeaf: (index) => chosen.push(index) });
  await user.click(screen.getByRole('button', { name: '交易 3：Tx-0003' }));
  expect(chosen).toEqual([2]);
});
