export { AccountsTable } from './AccountsTable';
export type { AccountsTableProps } from './AccountsTable';
export { accountsTableLabelsEnUS, defaultAccountsTableLabels } from './accountsTableLabels';
export type { AccountsTableLabels } from './accountsTableLabels';
export type { LedgerAccountView } from './types';
