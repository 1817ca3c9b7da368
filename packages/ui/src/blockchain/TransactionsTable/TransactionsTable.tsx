import { formatYuan } from '@finedu/domain';
import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { Button } from '../../Button';
import { DataTable, type DataTableColumn } from '../../DataTable';
import type { DataViewState, StateViewMessages } from '../../StateView';
import { StatusBadge } from '../../StatusBadge';
import { shortHash } from '../BlockChainView/shortHash';
import { ExplorerSummary, ExplorerTableRoot, HashCell, Muted, NameCell, NumberCell } from '../explorerTable.styles';
import { explorerStateMessages } from '../explorerState';
import { defaultTransactionsTableLabels, type TransactionsTableLabels } from './transactionsTableLabels';
import type { LedgerTransactionView } from './types';

export interface TransactionsTableProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  transactions: readonly LedgerTransactionView[];
  /** The selected transaction's id (its row highlighted, its button pressed). */
  selectedId?: string | null;
  /** Adds a "Merkle 证明" button to each transaction in a block, called with its id (the lab shows its proof). */
  onSelect?: (id: string) => void;
  /** Loading, error or denied; by default `empty` without transactions and `ready` with them. */
  state?: DataViewState;
  stateMessages?: StateViewMessages;
  labels?: Partial<TransactionsTableLabels>;
}

/**
 * The explorer's transaction list (issue 11): id, block height (or 待打包 while in the mempool), signer, action,
 * asset, amount in ¥ and whether the signature verifies, in words and a mark, not only in colour.
 */
export const TransactionsTable = forwardRef<HTMLDivElement, TransactionsTableProps>(function TransactionsTable(
  { transactions, selectedId = null, onSelect, state, stateMessages, labels: given, ...rest },
  ref,
) {
  const labels = useMemo(() => ({ ...defaultTransactionsTableLabels, ...given, columns: { ...defaultTransactionsTableLabels.columns, ...given?.columns } }), [given]);
  const shown = state ?? (transactions.length === 0 ? 'empty' : 'ready');
  const pending = transactions.filter((tx) => tx.blockHeight === null).length;
  const invalid = transactions.filter((tx) => !tx.signatureValid).length;
  const withTime = transactions.some((tx) => tx.time !== undefined);

  const columns = useMemo<DataTableColumn<LedgerTransactionView>[]>(
    () => [
      { key: 'id', title: labels.columns.id, render: (tx) => <HashCell title={tx.id}>{shortHash(tx.id)}</HashCell> },
      {
        key: 'block',
        title: labels.columns.block,
        render: (tx) => (tx.blockHeight === null ? <StatusBadge tone="warning">{labels.pending}</StatusBadge> : <NumberCell>#{tx.blockHeight}</NumberCell>),
      },
      { key: 'from', title: labels.columns.from, render: (tx) => <NameCell>{tx.from}</NameCell> },
      { key: 'action', title: labels.columns.action, render: (tx) => <NameCell>{tx.action}</NameCell> },
      { key: 'asset', title: labels.columns.asset, render: (tx) => <Muted>{tx.asset}</Muted> },
      {
        key: 'amount',
        title: labels.columns.amount,
        align: 'right',
        render: (tx) => (tx.amount === null ? <Muted>{labels.noAmount}</Muted> : <NumberCell>{formatYuan(tx.amount)}</NumberCell>),
      },
      {
        key: 'signature',
        title: labels.columns.signature,
        render: (tx) =>
          tx.signatureValid ? (
            <StatusBadge tone="success">✓ {labels.signatureValid}</StatusBadge>
          ) : (
            <StatusBadge tone="danger" data-invalid="">
              ✕ {labels.signatureInvalid}
            </StatusBadge>
          ),
      },
      ...(withTime ? [{ key: 'time', title: labels.columns.time, render: (tx: LedgerTransactionView) => <NumberCell>{tx.time}</NumberCell> }] : []),
    ],
    [labels, withTime],
  );

  return (
    <ExplorerTableRoot ref={ref} {...rest}>
      {shown === 'ready' && <ExplorerSummary>{labels.summary(transactions.length, pending, invalid)}</ExplorerSummary>}
      <DataTable
        aria-label={labels.table}
        columns={columns}
        rows={transactions}
        rowKey="id"
        state={shown}
        stateMessages={explorerStateMessages(labels, stateMessages)}
        labels={{ actions: labels.actions, loading: labels.loading }}
        rowActions={
          onSelect
            ? (tx) =>
                // A transaction in the mempool is in no block yet, so it has no Merkle proof.
                tx.blockHeight === null ? null : (
                  <Button variant="link" aria-pressed={selectedId === tx.id} aria-label={labels.selectTransaction(shortHash(tx.id))} onClick={() => onSelect(tx.id)}>
                    {labels.select}
                  </Button>
                )
            : undefined
        }
      />
    </ExplorerTableRoot>
  );
});
