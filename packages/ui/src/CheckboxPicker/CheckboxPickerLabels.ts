/** The picker's visible strings. */
export interface CheckboxPickerLabels {
  /** Accessible name of the search box. */
  search: string;
  /** Hint inside the search box. */
  searchPlaceholder: string;
  /** "Select all" with no search. */
  selectAll: string;
  /** "Select all" over the `count` options the search shows. */
  selectAllMatching: (count: number) => string;
  /** How many of the `total` options are ticked. */
  count: (selected: number, total: number) => string;
  /** The search matches nothing. */
  noMatch: string;
}

export const DEFAULT_CHECKBOX_PICKER_LABELS: CheckboxPickerLabels = {
  search: '搜索',
  searchPlaceholder: '按姓名、用户名或学号搜索',
  selectAll: '全选',
  selectAllMatching: (count) => `全选搜索结果（${count}）`,
  count: (selected, total) => `已选 ${selected} / ${total}`,
  noMatch: '没有匹配的项',
};
