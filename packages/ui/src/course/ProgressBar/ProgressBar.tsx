import { forwardRef, type HTMLAttributes } from 'react';
import { ProgressBarRoot, ProgressBarTrack, ProgressBarValue } from './ProgressBar.styles';

/** Where a learner stands: nothing read yet, part way, or everything read. */
export type ProgressBarState = 'empty' | 'partial' | 'complete';

export interface ProgressBarProps extends HTMLAttributes<HTMLDivElement> {
  /** Percent done, 0–100 (clamped). */
  value: number;
  /** Accessible name of the bar, e.g. "学习进度". */
  label: string;
  /** Show the percentage beside the bar. */
  showValue?: boolean;
}

/** Clamp to 0–100 and round to a whole percent (NaN counts as 0). */
export const clampPercent = (value: number): number => (Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0);

export const progressState = (percent: number): ProgressBarState => (percent <= 0 ? 'empty' : percent >= 100 ? 'complete' : 'partial');

/** A thin progress bar with its percentage (a native `<progress>`, so screen readers announce it). */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar({ value, label, showValue = true, ...rest }, ref) {
  const percent = clampPercent(value);
  return (
    <ProgressBarRoot ref={ref} data-state={progressState(percent)} {...rest}>
      <ProgressBarTrack max={100} value={percent} aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-valuetext={`${percent}%`} />
      {showValue && <ProgressBarValue aria-hidden="true">{percent}%</ProgressBarValue>}
    </ProgressBarRoot>
  );
});
