export { ListTable, listTableState } from './ListTable';
export type { ListTableProps, ListTablePage, ListTablePaging, ListTableError, ListTableMessages } from './ListTable';
export { DEFAULT_LIST_TABLE_LABELS } from './ListTableLabels';
export type { ListTableLabels } from './ListTableLabels';
