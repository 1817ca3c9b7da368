import styled from 'styled-components';

export const ProgressBarRoot = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-width: 0;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
`;

/** A native <progress>: its value drives the bar, so no style is computed from props. */
export const ProgressBarTrack = styled.progress`
  flex: 1;
  min-width: 48px;
  height: 6px;
  border: 0;
  border-radius: var(--ui-radius-full);
  overflow: hidden;
  appearance: none;
  background: var(--ui-color-border);
  color: var(--ui-color-primary);

  &::-webkit-progress-bar { background: var(--ui-color-border); border-radius: var(--ui-radius-full); }
  &::-webkit-progress-value { background: var(--ui-color-primary); border-radius: var(--ui-radius-full); transition: width var(--ui-motion-duration) linear; }
  &::-moz-progress-bar { background: var(--ui-color-primary); border-radius: var(--ui-radius-full); }

  [data-state='complete'] > &::-webkit-progress-value { background: var(--ui-color-success); }
  [data-state='complete'] > &::-moz-progress-bar { background: var(--ui-color-success); }
`;

export const ProgressBarValue = styled.span`
  flex-shrink: 0;
  min-width: 3em;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;
