import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { Button } from '../../Button';
import { DataTable, type DataTableColumn } from '../../DataTable';
import type { DataViewState, StateViewMessages } from '../../StateView';
import { StatusBadge, type StatusBadgeTone } from '../../StatusBadge';
import { shortHash } from '../BlockChainView/shortHash';
import type { ChainBlockStatus, ChainBlockView } from '../BlockChainView/types';
import { ExplorerSummary, ExplorerTableRoot, HashCell, Muted, NameCell, NumberCell } from '../explorerTable.styles';
import { explorerStateMessages } from '../explorerState';
import { defaultBlocksTableLabels, type BlocksTableLabels } from './blocksTableLabels';

export interface BlocksTableProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** The blocks, lowest height first (the same view model as BlockChainView). */
  blocks: readonly ChainBlockView[];
  /** The selected block's height (its row highlighted, its button pressed). */
  selectedHeight?: number | null;
  /** Adds a "查看" button per row, called with the block's height. */
  onSelect?: (height: number) => void;
  /** Loading, error or denied; by default `empty` without blocks and `ready` with them. */
  state?: DataViewState;
  /** Texts and actions of the non-ready states (e.g. the server's error message and `onRetry`). */
  stateMessages?: StateViewMessages;
  labels?: Partial<BlocksTableLabels>;
}

const TONE: Record<ChainBlockStatus, StatusBadgeTone> = { valid: 'success', broken: 'danger', mining: 'warning', repaired: 'primary' };

const Hash = ({ value }: { value: string }) => <HashCell title={value}>{shortHash(value)}</HashCell>;

/**
 * The explorer's block list (issue 11): height, short hash, previous hash, Merkle root, nonce, proposer, transaction
 * count, time and whether the block is valid, in words (a tampered block and a broken link say so, not only in red).
 */
export const BlocksTable = forwardRef<HTMLDivElement, BlocksTableProps>(function BlocksTable(
  { blocks, selectedHeight = null, onSelect, state, stateMessages, labels: given, ...rest },
  ref,
) {
  const labels = useMemo(
    () => ({ ...defaultBlocksTableLabels, ...given, columns: { ...defaultBlocksTableLabels.columns, ...given?.columns }, status: { ...defaultBlocksTableLabels.status, ...given?.status } }),
    [given],
  );
  const shown = state ?? (blocks.length === 0 ? 'empty' : 'ready');
  const invalid = blocks.filter((block) => block.status === 'broken').length;
  // A block being mined is not on the chain yet: the summary counts the mined ones.

  const columns = useMemo<DataTableColumn<ChainBlockView>[]>(
    () => [
      { key: 'height', title: labels.columns.height, align: 'right', width: 72, render: (block) => <NumberCell>#{block.height}</NumberCell> },
      { key: 'hash', title: labels.columns.hash, render: (block) => (block.status === 'mining' || block.hash === '' ? <Muted>{labels.searching}</Muted> : <Hash value={block.hash} />) },
      { key: 'prevHash', title: labels.columns.prevHash, render: (block) => <Hash value={block.prevHash} /> },
      { key: 'merkleRoot', title: labels.columns.merkleRoot, render: (block) => <Hash value={block.merkleRoot} /> },
      { key: 'nonce', title: labels.columns.nonce, align: 'right', render: (block) => <NumberCell>{block.nonce.toLocaleString('en-US')}</NumberCell> },
      { key: 'proposer', title: labels.columns.proposer, render: (block) => <NameCell>{block.proposer}</NameCell> },
      { key: 'txCount', title: labels.columns.txCount, align: 'right', render: (block) => <NumberCell>{block.txCount}</NumberCell> },
      { key: 'time', title: labels.columns.time, render: (block) => <NumberCell>{block.time}</NumberCell> },
      {
        key: 'status',
        title: labels.columns.status,
        render: (block, index) => (
          <StatusBadge tone={TONE[block.status]}>
            {block.status === 'broken' ? `✕ ${labels.status.broken}` : labels.status[block.status]}
            {index > 0 && block.linkStatus === 'broken' && ` · ${labels.linkBroken}`}
          </StatusBadge>
        ),
      },
    ],
    [labels],
  );

  return (
    <ExplorerTableRoot ref={ref} {...rest}>
      {shown === 'ready' && <ExplorerSummary>{labels.summary(blocks.filter((block) => block.status !== 'mining').length, invalid)}</ExplorerSummary>}
      <DataTable
        aria-label={labels.table}
        columns={columns}
        rows={blocks}
        rowKey={(block) => String(block.height)}
        state={shown}
        stateMessages={explorerStateMessages(labels, stateMessages)}
        labels={{ actions: labels.actions, loading: labels.loading }}
        rowActions={
          onSelect
            ? (block) => (
                <Button variant="link" aria-pressed={selectedHeight === block.height} aria-label={labels.selectBlock(block.height)} onClick={() => onSelect(block.height)}>
                  {labels.select}
                </Button>
              )
            : undefined
        }
      />
    </ExplorerTableRoot>
  );
});
