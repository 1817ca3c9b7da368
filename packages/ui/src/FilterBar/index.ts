export { FilterBar } from './FilterBar';
export type { FilterBarProps } from './FilterBar';
