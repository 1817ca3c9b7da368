import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { ChapterTreeEditor } from './ChapterTreeEditor';
import { DEFAULT_CHAPTER_TREE_LABELS, type ChapterTreeLabels } from './ChapterTreeLabels';
import { ChapterTreeReader } from './ChapterTreeReader';
import type { ChapterTreeId, ChapterTreeNode } from './chapterTreeModel';

/** `read`: a navigable tree for learners; `edit`: reorder by drag and drop or move buttons. */
export type ChapterTreeMode = 'read' | 'edit';

export interface ChapterTreeProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** Chapters in order, each with its sections. */
  items: readonly ChapterTreeNode[];
  /** The item being read or edited. */
  currentId?: ChapterTreeId;
  /** Items the learner has read (marked with a check). */
  readIds?: readonly ChapterTreeId[];
  /** Called when an item is opened (click, Enter or Space). */
  onSelect?: (id: ChapterTreeId) => void;
  /** Read or edit; `read` by default. */
  mode?: ChapterTreeMode;
  /** Edit mode: the new order of the children of `parentId` (null for the chapters). */
  onReorder?: (parentId: ChapterTreeId | null, orderedIds: ChapterTreeId[]) => void;
  /** Visible strings; the defaults are zh-CN. */
  labels?: Partial<ChapterTreeLabels>;
}

/** The chapter → section tree of a course, with current and read marks, keyboard navigation and an editable mode. */
export const ChapterTree = forwardRef<HTMLElement, ChapterTreeProps>(function ChapterTree(
  { items, currentId, readIds = [], onSelect, mode = 'read', onReorder, labels: labelOverrides, ...rest },
  ref,
) {
  const labels = useMemo(() => ({ ...DEFAULT_CHAPTER_TREE_LABELS, ...labelOverrides }), [labelOverrides]);
  const read = useMemo(() => new Set(readIds), [readIds]);
  return (
    <nav ref={ref} data-mode={mode} aria-label={labels.tree} {...rest}>
      {mode === 'edit' ? (
        <ChapterTreeEditor items={items} currentId={currentId} onSelect={onSelect} onReorder={onReorder} labels={labels} />
      ) : (
        <ChapterTreeReader items={items} currentId={currentId} readIds={read} onSelect={onSelect} labels={labels} />
      )}
    </nav>
  );
});
