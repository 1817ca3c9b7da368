/** Every visible string of the ChapterTree; the app passes translated ones. */
export interface ChapterTreeLabels {
  /** Accessible name of the tree (or of the list in edit mode). */
  tree: string;
  /** Read mark, announced after a title. */
  read: string;
  /** Move-up button of an item. */
  moveUp: (title: string) => string;
  /** Move-down button of an item. */
  moveDown: (title: string) => string;
  /** Tooltip of the drag handle. */
  dragHandle: string;
  /** Announced after a move (live region). */
  moved: (title: string, position: number, total: number) => string;
}

export const DEFAULT_CHAPTER_TREE_LABELS: ChapterTreeLabels = {
  tree: '章节目录',
  read: '已学',
  moveUp: (title) => `上移 ${title}`,
  moveDown: (title) => `下移 ${title}`,
  dragHandle: '拖动以调整顺序',
  moved: (title, position, total) => `${title} 已移到第 ${position} 位（共 ${total} 项）`,
};
