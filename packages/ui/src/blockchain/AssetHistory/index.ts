export { AssetHistory } from './AssetHistory';
export type { AssetHistoryProps } from './AssetHistory';
export { assetHistoryLabelsEnUS, defaultAssetHistoryLabels } from './assetHistoryLabels';
export type { AssetHistoryLabels } from './assetHistoryLabels';
export type { AssetHistoryEntry } from './types';
