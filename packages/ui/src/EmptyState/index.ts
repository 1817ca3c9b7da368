export { EmptyState } from './EmptyState';
export type { EmptyStateProps, EmptyStateTone } from './EmptyState';
