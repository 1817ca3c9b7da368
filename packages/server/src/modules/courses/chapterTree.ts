// The chapter tree (chapter → section) built from flat rows, and its reading order.
import type { ChapterNode } from '@finedu/domain';
import type { ChapterRow } from '../../db/schema/index.js';

/**
 * Rows in sibling order → tree; a section whose parent is gone is dropped. `openCases`: the linked cases the reader
 * may see (`openCaseIds`); the others are not counted, so the count tells nothing of unpublished cases.
 */
export function buildTree(rows: ChapterRow[], read: ReadonlySet<number> = new Set(), openCases?: ReadonlySet<number>): ChapterNode[] {
  const node = (row: ChapterRow): ChapterNode => ({
    id: row.id,
    parent_id: row.parentId,
    title: row.title,
    sort: row.sort,
    resource_count: row.resourceIds.length,
    case_count: openCases === undefined ? row.caseIds.length : row.caseIds.filter((id) => openCases.has(id)).length,
    exam_count: row.examIds.length,
    read: read.has(row.id),
    children: [],
  });
  const top = rows.filter((r) => r.parentId === null).map(node);
  const byId = new Map(top.map((n) => [n.id, n]));
  for (const row of rows) {
    if (row.parentId === null) continue;
    byId.get(row.parentId)?.children.push(node(row));
  }
  return top;
}

/** Chapters and sections in reading order: each chapter, then its sections. */
export function readingOrder(tree: ChapterNode[]): ChapterNode[] {
  return tree.flatMap((chapter) => [chapter, ...chapter.children]);
}
