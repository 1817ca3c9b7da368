export { TransactionsTable } from './TransactionsTable';
export type { TransactionsTableProps } from './TransactionsTable';
export { defaultTransactionsTableLabels, transactionsTableLabelsEnUS } from './transactionsTableLabels';
export type { TransactionsTableLabels } from './transactionsTableLabels';
export type { LedgerTransactionView } from './types';
