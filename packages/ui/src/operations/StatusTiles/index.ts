export { StatusTiles } from './StatusTiles';
export type { StatusTilesProps } from './StatusTiles';
export { defaultStatusTilesLabels, statusTilesLabelsEnUS } from './statusTilesLabels';
export type { StatusTilesLabels } from './statusTilesLabels';
