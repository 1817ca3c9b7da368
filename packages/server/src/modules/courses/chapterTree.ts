// The chapter tree (chapter → section) built from flat rows, and its reading order.
import type { ChapterNode } from '@finedu/domain';
import type { ChapterRow } from '../../db/schema/index.js';

/** Rows in sibling order → tree; a section whose parent is gone is dropped. */
export function buildTree(rows: ChapterRow[], read: ReadonlySet<number> = new Set()): ChapterNode[] {
  const node = (row: ChapterRow): ChapterNode => ({
    id: row.id,
    parent_id: row.parentId,
    title: row.title,
    sort: row.sort,
    resource_count: row.resourceIds.length,
    case_count: row.caseIds.length,
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
