export { ChapterTree } from './ChapterTree';
export type { ChapterTreeMode, ChapterTreeProps } from './ChapterTree';
export type { ChapterTreeLabels } from './ChapterTreeLabels';
export type { ChapterTreeId, ChapterTreeNode } from './chapterTreeModel';
