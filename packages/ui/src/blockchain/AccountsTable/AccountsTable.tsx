import { formatYuan } from '@finedu/domain';
import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { DataTable, type DataTableColumn } from '../../DataTable';
import type { DataViewState, StateViewMessages } from '../../StateView';
import { StatusBadge } from '../../StatusBadge';
import { ExplorerSummary, ExplorerTableRoot, Muted, NameCell, NumberCell } from '../explorerTable.styles';
import { explorerStateMessages } from '../explorerState';
import { defaultAccountsTableLabels, type AccountsTableLabels } from './accountsTableLabels';
import type { LedgerAccountView } from './types';

export interface AccountsTableProps extends HTMLAttributes<HTMLDivElement> {
  accounts: readonly LedgerAccountView[];
  /** Loading, error or denied; by default `empty` without accounts and `ready` with them. */
  state?: DataViewState;
  stateMessages?: StateViewMessages;
  labels?: Partial<AccountsTableLabels>;
}

const Money = ({ fen }: { fen: number }) => <NumberCell data-negative={fen < 0 || undefined}>{formatYuan(fen)}</NumberCell>;

/** The explorer's accounts (issue 11): each organization, its type, whether it validates blocks, its balance and credit line in ¥. */
export const AccountsTable = forwardRef<HTMLDivElement, AccountsTableProps>(function AccountsTable({ accounts, state, stateMessages, labels: given, ...rest }, ref) {
  const labels = useMemo(() => ({ ...defaultAccountsTableLabels, ...given, columns: { ...defaultAccountsTableLabels.columns, ...given?.columns } }), [given]);
  const shown = state ?? (accounts.length === 0 ? 'empty' : 'ready');
  const validators = accounts.filter((account) => account.validator).length;
  const total = accounts.reduce((sum, account) => sum + account.balance, 0);

  const columns = useMemo<DataTableColumn<LedgerAccountView>[]>(
    () => [
      { key: 'organization', title: labels.columns.organization, render: (account) => <NameCell>{account.organization}</NameCell> },
      { key: 'type', title: labels.columns.type, render: (account) => <Muted>{account.type}</Muted> },
      {
        key: 'validator',
        title: labels.columns.validator,
        render: (account) => (account.validator ? <StatusBadge tone="primary">{labels.validator}</StatusBadge> : <StatusBadge tone="neutral">{labels.notValidator}</StatusBadge>),
      },
      { key: 'balance', title: labels.columns.balance, align: 'right', render: (account) => <Money fen={account.balance} /> },
      { key: 'credit', title: labels.columns.credit, align: 'right', render: (account) => <Money fen={account.credit} /> },
    ],
    [labels],
  );

  return (
    <ExplorerTableRoot ref={ref} {...rest}>
      {shown === 'ready' && <ExplorerSummary>{labels.summary(accounts.length, validators, formatYuan(total))}</ExplorerSummary>}
      <DataTable
        aria-label={labels.table}
        columns={columns}
        rows={accounts}
        rowKey="id"
        state={shown}
        stateMessages={explorerStateMessages(labels, stateMessages)}
        labels={{ loading: labels.loading }}
      />
    </ExplorerTableRoot>
  );
});
