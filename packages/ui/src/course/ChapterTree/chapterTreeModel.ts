/** An id of a chapter or section. */
export type ChapterTreeId = string | number;

/** A chapter with its sections (or any deeper level): the tree is ordered as given. */
export interface ChapterTreeNode {
  id: ChapterTreeId;
  title: string;
  children?: readonly ChapterTreeNode[];
}

/** A node as shown: its depth and parent, in reading order. */
export interface VisibleNode {
  node: ChapterTreeNode;
  level: number;
  parentId: ChapterTreeId | null;
}

/** The nodes a reader can reach with the arrow keys: every node whose ancestors are expanded. */
export function visibleNodes(items: readonly ChapterTreeNode[], collapsed: ReadonlySet<ChapterTreeId>, level = 1, parentId: ChapterTreeId | null = null): VisibleNode[] {
  return items.flatMap((node) => [
    { node, level, parentId },
    ...(node.children && node.children.length > 0 && !collapsed.has(node.id) ? visibleNodes(node.children, collapsed, level + 1, node.id) : []),
  ]);
}

/** The siblings of `parentId` (the top level for null). */
export function siblingsOf(items: readonly ChapterTreeNode[], parentId: ChapterTreeId | null): readonly ChapterTreeNode[] {
  if (parentId === null) return items;
  for (const node of items) {
    if (node.id === parentId) return node.children ?? [];
    const found = siblingsOf(node.children ?? [], parentId);
    if (found.length > 0) return found;
  }
  return [];
}

/** Ids of `siblings` with `movedId` placed before or after `targetId` (unchanged if either is missing). */
export function reorderIds(siblings: readonly ChapterTreeId[], movedId: ChapterTreeId, targetId: ChapterTreeId, place: 'before' | 'after'): ChapterTreeId[] {
  if (movedId === targetId || !siblings.includes(movedId) || !siblings.includes(targetId)) return [...siblings];
  const rest = siblings.filter((id) => id !== movedId);
  const index = rest.indexOf(targetId) + (place === 'after' ? 1 : 0);
  return [...rest.slice(0, index), movedId, ...rest.slice(index)];
}

/** Ids of `siblings` with `movedId` one step up or down (unchanged at the ends). */
export function moveId(siblings: readonly ChapterTreeId[], movedId: ChapterTreeId, direction: 'up' | 'down'): ChapterTreeId[] {
  const index = siblings.indexOf(movedId);
  const target = siblings[direction === 'up' ? index - 1 : index + 1];
  if (index < 0 || target === undefined) return [...siblings];
  return reorderIds(siblings, movedId, target, direction === 'up' ? 'before' : 'after');
}

/** `items` with the children of `parentId` put in the order of `orderedIds` (what a parent does with `onReorder`). */
export function applyOrder(items: readonly ChapterTreeNode[], parentId: ChapterTreeId | null, orderedIds: readonly ChapterTreeId[]): ChapterTreeNode[] {
  const sort = (nodes: readonly ChapterTreeNode[]) => [...nodes].sort((a, b) => orderedIds.indexOf(a.id) - orderedIds.indexOf(b.id));
  if (parentId === null) return sort(items);
  return items.map((node) =>
    node.id === parentId ? { ...node, children: sort(node.children ?? []) } : node.children ? { ...node, children: applyOrder(node.children, parentId, orderedIds) } : node,
  );
}
