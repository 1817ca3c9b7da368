export { DataTable } from './DataTable';
export { DataTableAction } from './DataTableAction';
export type { DataTableActionProps } from './DataTableAction';
export type { DataTableProps, DataTableColumn, DataTableAlign } from './DataTable';
export type { DataTablePaging } from './DataTablePagination';
export type { DataTableLabels } from './DataTableLabels';
