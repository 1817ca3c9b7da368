/** Every visible string of the DataTable; the app passes translated ones. */
export interface DataTableLabels {
  /** Header of the row-actions column. */
  actions: string;
  /** Screen-reader name of the header checkbox. */
  selectAll: string;
  /** Screen-reader name of a row's checkbox (1-based row number on the page). */
  selectRow: (rowNumber: number) => string;
  /** The bulk bar's count. */
  selected: (count: number) => string;
  /** The bulk bar's clear button. */
  clearSelection: string;
  /** Total count beside the pager. */
  total: (count: number) => string;
  /** A page-size option. */
  pageSize: (size: number) => string;
  /** Screen-reader name of the page-size selector. */
  pageSizeLabel: string;
  /** Names the pager landmark. */
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** Screen-reader name of a page button. */
  page: (page: number) => string;
  /** Screen-reader text while loading. */
  loading: string;
  /** The button of a row's menu of further actions. */
  more: string;
}

export const DEFAULT_DATA_TABLE_LABELS: DataTableLabels = {
  actions: '操作',
  selectAll: '全选本页',
  selectRow: (rowNumber) => `选择第 ${rowNumber} 行`,
  selected: (count) => `已选 ${count} 项`,
  clearSelection: '取消选择',
  total: (count) => `共 ${count.toLocaleString('zh-CN')} 条`,
  pageSize: (size) => `${size} 条/页`,
  pageSizeLabel: '每页条数',
  pagination: '分页',
  previousPage: '上一页',
  nextPage: '下一页',
  page: (page) => `第 ${page} 页`,
  loading: '加载中…',
  more: '更多',
};
