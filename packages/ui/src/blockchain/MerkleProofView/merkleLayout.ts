/** The highlight of one tree node for a chosen leaf. */
export type MerkleNodeRole = 'leaf' | 'path' | 'sibling' | null;

/**
 * Node counts per level of a tree over `leafCount` leaves, leaves first, root last. An odd node at the end of a level
 * is paired with itself (as Bitcoin does), so each level has ceil(n / 2) parents.
 */
export const levelSizes = (leafCount: number): number[] => {
  if (leafCount <= 0) return [];
  const sizes = [leafCount];
  while (sizes[sizes.length - 1]! > 1) sizes.push(Math.ceil(sizes[sizes.length - 1]! / 2));
  return sizes;
};

/**
 * Which nodes the proof of leaf `leaf` touches: the leaf, its ancestors (the path, up to the root) and, on each level
 * below the root, the ancestor's sibling (the hash the proof carries). A last odd node is its own sibling: no
 * sibling is marked then.
 */
export const nodeRole = (leaf: number | null, sizes: readonly number[], level: number, index: number): MerkleNodeRole => {
  if (leaf === null) return null;
  const own = leaf >> level;
  if (index === own) return level === 0 ? 'leaf' : 'path';
  const size = sizes[level] ?? 0;
  if (level < sizes.length - 1 && index === (own ^ 1) && index < size) return 'sibling';
  return null;
};

/** The leaf columns [start, end) a node spans, for laying the tree out on a grid of leaves. */
export const nodeSpan = (leafCount: number, level: number, index: number): [number, number] => {
  const width = 2 ** level;
  return [index * width, Math.min((index + 1) * width, leafCount)];
};
