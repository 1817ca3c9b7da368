export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps, ProgressBarState } from './ProgressBar';
