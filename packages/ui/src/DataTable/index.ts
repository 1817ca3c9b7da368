export { DataTable } from './DataTable';
export { DataTableAction } from './DataTableAction';
export type { DataTableActionProps } from './DataTableAction';
export { DataTableActions } from './DataTableActions';
export type { DataTableActionItem, DataTableActionsProps } from './DataTableActions';
export type { DataTableProps, DataTableColumn, DataTableAlign, DataTableColumnKind, DataTablePhoneLayout } from './DataTable';
export type { DataTablePaging } from './DataTablePagination';
export type { DataTableLabels } from './DataTableLabels';
