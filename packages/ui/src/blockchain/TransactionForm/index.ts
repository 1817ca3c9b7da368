export { TransactionForm } from './TransactionForm';
export type { TransactionFormProps } from './TransactionForm';
export { defaultTransactionFormLabels, transactionFormLabelsEnUS } from './transactionFormLabels';
export type { TransactionFormLabels } from './transactionFormLabels';
export type { TransactionFieldType, TransactionFormField, TransactionFormStep, TransactionFormValues, TransactionOrganization } from './types';
