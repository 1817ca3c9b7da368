import { forwardRef, useEffect, useId, useRef, type CSSProperties, type HTMLAttributes } from 'react';
import { Button } from '../../Button';
import { scrollIntoViewX } from '../scrollIntoViewX';
import { levelSizes, nodeRole, nodeSpan, type MerkleNodeRole } from './merkleLayout';
import { defaultMerkleProofViewLabels, type MerkleProofViewLabels } from './merkleProofViewLabels';
import {
  Controls,
  Empty,
  ExpectedRoot,
  Layout,
  Legend,
  LegendItem,
  Node,
  NodeCell,
  NodeHash,
  NodeLabel,
  Panel,
  Root,
  Step,
  StepHash,
  StepList,
  StepPosition,
  Swatch,
  Title,
  Tree,
  TreeScroller,
  Verdict,
} from './MerkleProofView.styles';

/** One transaction (leaf) of the tree. */
export interface MerkleLeaf {
  /** A short name of the transaction (its id or a summary). */
  label: string;
  /** The leaf hash (of the transaction). */
  hash: string;
}

/** One verification step: hash the pair, get the next level's hash. */
export interface MerkleProofStep {
  left: string;
  right: string;
  result: string;
}

export interface MerkleProofViewProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The transactions, in block order (up to about 16 lay out well; more scroll sideways). */
  leaves: readonly MerkleLeaf[];
  /**
   * The hashes of the levels above the leaves, bottom up, the last being `[root]`; an odd last node is paired with
   * itself. A missing hash shows as "…".
   */
  levels: readonly (readonly string[])[];
  /** The chosen leaf (its proof path highlighted), or null. */
  leafIndex: number | null;
  /** Makes the leaves buttons that choose a transaction. */
  onSelectLeaf?: (index: number) => void;
  /** The verification of the chosen leaf, one step per level. */
  steps: readonly MerkleProofStep[];
  /** The step shown now (0-based); -1 before the first. Earlier steps show as done, later ones stay hidden. */
  currentStep: number;
  /** Called with the step to show (the "previous" and "next" buttons). */
  onStepChange?: (step: number) => void;
  /** The outcome once the last step is done: true verified, false failed, null not decided yet. */
  verified: boolean | null;
  /** The Merkle root stored in the block header, compared with the last step's result (default: the tree's root). */
  expectedRoot?: string;
  labels?: Partial<MerkleProofViewLabels>;
}

const SHORT = (hash: string) => (hash.length > 8 ? `${hash.slice(0, 6)}…` : hash);

/**
 * A Merkle tree of a block's transactions with the chosen transaction's proof path highlighted (its ancestors and the
 * sibling hashes the proof carries, each said in words too), and a step-by-step verification beside it with previous
 * and next buttons and the verdict: the computed root against the root in the block (issue 11).
 */
export const MerkleProofView = forwardRef<HTMLElement, MerkleProofViewProps>(function MerkleProofView(
  { leaves, levels, leafIndex, onSelectLeaf, steps, currentStep, onStepChange, verified, expectedRoot, labels: given, ...rest },
  ref,
) {
  const labels = { ...defaultMerkleProofViewLabels, ...given };
  const titleId = useId();
  const sizes = levelSizes(leaves.length);
  const top = sizes.length - 1;
  const root = levels[levels.length - 1]?.[0] ?? (leaves.length === 1 ? leaves[0]!.hash : '');
  const comparedRoot = expectedRoot ?? root;
  const roleName: Record<Exclude<MerkleNodeRole, null>, string> = { leaf: labels.roleLeaf, path: labels.rolePath, sibling: labels.roleSibling };
  const chosen = leafIndex !== null && leafIndex >= 0 && leafIndex < leaves.length ? leafIndex : null;
  const last = steps.length - 1;
  const step = Math.max(-1, Math.min(currentStep, last));
  const scroller = useRef<HTMLDivElement>(null);

  // Keep the chosen leaf in sight when the tree scrolls sideways (a phone, sixteen leaves).
  useEffect(() => {
    if (chosen !== null) scrollIntoViewX(scroller.current, scroller.current?.querySelector(`[data-leaf="${chosen}"]`));
  }, [chosen, leaves.length]);

  if (leaves.length === 0) {
    return (
      <Root ref={ref} aria-labelledby={titleId} {...rest}>
        <Layout>
          <Title id={titleId}>{labels.title}</Title>
          <Empty>{labels.empty}</Empty>
        </Layout>
      </Root>
    );
  }

  // Rows from the root (top) down to the leaves.
  const rows = sizes.map((size, level) => ({ level, size })).reverse();

  return (
    <Root ref={ref} aria-labelledby={titleId} {...rest}>
      <Layout data-many={leaves.length > 8 ? '' : undefined}>
      <Title id={titleId}>{labels.title}</Title>
      <Legend>
        <LegendItem>
          <Swatch data-role="leaf" aria-hidden="true" />
          {labels.legendLeaf}
        </LegendItem>
        <LegendItem>
          <Swatch data-role="path" aria-hidden="true" />
          {labels.legendPath}
        </LegendItem>
        <LegendItem>
          <Swatch data-role="sibling" aria-hidden="true" />
          {labels.legendSibling}
        </LegendItem>
      </Legend>
      <TreeScroller ref={scroller}>
        <Tree role="list" style={{ gridTemplateColumns: `repeat(${leaves.length}, minmax(68px, 1fr))` } as CSSProperties}>
          {rows.flatMap(({ level, size }) =>
            Array.from({ length: size }, (_, index) => {
              const [start, end] = nodeSpan(leaves.length, level, index);
              const role = nodeRole(chosen, sizes, level, index);
              const hash = level === 0 ? leaves[index]!.hash : (levels[level - 1]?.[index] ?? '');
              const isRoot = level === top;
              const name = level === 0 ? labels.leaf(index, leaves[index]!.label) : isRoot ? labels.root : labels.node(level, index);
              const accessible = role ? labels.withRole(name, roleName[role]) : name;
              // The bracket to this node's children: from the left child's centre to the right one's (or straight down).
              let bracket: CSSProperties = {};
              if (level > 0) {
                const mid = Math.min(start + 2 ** (level - 1), end);
                const width = end - start;
                const left = (((start + mid) / 2 - start) / width) * 100;
                const right = mid < end ? (((mid + end) / 2 - start) / width) * 100 : left;
                bracket = { '--bracket-left': `${left}%`, '--bracket-right': `${right}%` } as CSSProperties;
              }
              const content = (
                <>
                  {level === 0 && <NodeLabel>{leaves[index]!.label}</NodeLabel>}
                  {isRoot && <NodeLabel>{labels.root}</NodeLabel>}
                  {/* The short hash is drawn from an attribute (CSS generated content), not a text node: the node's name says which
                      node it is, and a button's visible text must stay inside its name (WCAG 2.5.3). Full hash in the title. */}
                  <NodeHash title={hash || undefined} data-short={hash ? SHORT(hash) : '…'} aria-hidden="true" />
                </>
              );
              return (
                <NodeCell
                  key={`${level}-${index}`}
                  role="listitem"
                  data-level={level}
                  data-leaf={level === 0 ? index : undefined}
                  data-inner={level > 0 ? '' : undefined}
                  style={{ gridColumn: `${start + 1} / ${end + 1}`, gridRow: top - level + 1, ...bracket }}
                >
                  {level === 0 && onSelectLeaf ? (
                    <Node as="button" type="button" data-role={role ?? undefined} aria-label={accessible} aria-pressed={chosen === index} onClick={() => onSelectLeaf(index)}>
                      {content}
                    </Node>
                  ) : (
                    <Node data-role={role ?? undefined} aria-label={accessible} role="img">
                      {content}
                    </Node>
                  )}
                </NodeCell>
              );
            }),
          )}
        </Tree>
      </TreeScroller>
      <Panel aria-label={labels.steps}>
        <Title as="h3">{labels.steps}</Title>
        {chosen === null ? (
          <p>{labels.pickLeaf}</p>
        ) : (
          <>
            <StepPosition>{step < 0 ? labels.notStarted : labels.stepOf(step + 1, steps.length)}</StepPosition>
            <StepList>
              {steps.map((item, index) =>
                index > step ? null : (
                  <Step key={index} aria-current={index === step ? 'step' : undefined} data-current={index === step ? '' : undefined}>
                    <span>{labels.combine}</span>
                    <StepHash title={item.left}>{SHORT(item.left)}</StepHash>
                    <span aria-hidden="true">‖</span>
                    <StepHash title={item.right}>{SHORT(item.right)}</StepHash>
                    <span aria-hidden="true">→</span>
                    <StepHash data-result="" title={item.result}>
                      {SHORT(item.result)}
                    </StepHash>
                  </Step>
                ),
              )}
            </StepList>
            {comparedRoot && (
              <ExpectedRoot>
                <span>{labels.expectedRoot}</span>
                <StepHash title={comparedRoot}>{SHORT(comparedRoot)}</StepHash>
              </ExpectedRoot>
            )}
            <Verdict role="status" data-verdict={verified === null ? 'pending' : verified ? 'verified' : 'failed'}>
              {verified === null ? (step >= 0 ? labels.verdict.pending : '') : verified ? `✓ ${labels.verdict.verified}` : `✕ ${labels.verdict.failed}`}
            </Verdict>
            <Controls>
              <Button size="small" disabled={!onStepChange || step < 0} onClick={() => onStepChange?.(step - 1)}>
                {labels.prev}
              </Button>
              <Button size="small" variant="primary" disabled={!onStepChange || step >= last} onClick={() => onStepChange?.(step + 1)}>
                {labels.next}
              </Button>
            </Controls>
          </>
        )}
      </Panel>
      </Layout>
    </Root>
  );
});
