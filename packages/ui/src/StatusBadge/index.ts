export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps, StatusBadgeTone, StatusBadgeAppearance } from './StatusBadge';
