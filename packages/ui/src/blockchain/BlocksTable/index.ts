export { BlocksTable } from './BlocksTable';
export type { BlocksTableProps } from './BlocksTable';
export { blocksTableLabelsEnUS, defaultBlocksTableLabels } from './blocksTableLabels';
export type { BlocksTableLabels } from './blocksTableLabels';
