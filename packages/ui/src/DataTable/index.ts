export { DataTable } from './DataTable';
export type { DataTableProps, DataTableColumn, DataTableAlign } from './DataTable';
export type { DataTablePaging } from './DataTablePagination';
export type { DataTableLabels } from './DataTableLabels';
