export { SyncStatus } from './SyncStatus';
export type { SyncState, SyncStatusProps } from './SyncStatus';
export { defaultSyncStatusLabels } from './syncStatusLabels';
export type { SyncStatusLabels } from './syncStatusLabels';
