import { DEFAULT_DATA_TABLE_LABELS, type DataTableLabels } from '../DataTable/DataTableLabels';

/** Every visible string of a ListTable: the table's, and the headings of its error and denied states. */
export interface ListTableLabels extends DataTableLabels {
  /** Empty: the heading when the page gives none. */
  emptyTitle: string;
  /** Error: heading (the message is the error's). */
  errorTitle: string;
  /** Error: the retry button. */
  retry: string;
  /** Denied: heading (the reason is the error's). */
  deniedTitle: string;
  /** Denied: who can grant access. */
  deniedContact: string;
}

export const DEFAULT_LIST_TABLE_LABELS: ListTableLabels = {
  ...DEFAULT_DATA_TABLE_LABELS,
  emptyTitle: '暂无数据',
  errorTitle: '加载失败',
  retry: '重试',
  deniedTitle: '无权访问',
  deniedContact: '如需访问，请联系管理员开通权限。',
};
