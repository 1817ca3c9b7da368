import styled from 'styled-components';

export const ExamTimerRoot = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-3);
  padding: var(--ui-space-1) var(--ui-space-3);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);

  &[data-level='warning'] { border-color: var(--ui-color-warning); background: var(--ui-color-warning-subtle); color: var(--ui-color-warning); }
  &[data-level='critical'], &[data-level='expired'] { border-color: var(--ui-color-danger); background: var(--ui-color-danger-subtle); color: var(--ui-color-danger); }
`;

export const ExamTimerLabel = styled.span`
  font-size: var(--ui-font-size-sm);
  color: inherit;
`;

export const ExamTimerTime = styled.span`
  font-family: var(--ui-font-family-code);
  font-size: var(--ui-font-size-h3);
  font-weight: var(--ui-font-weight-bold);
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;

  [data-level='critical'] > & { animation: exam-timer-pulse 1s ease-in-out infinite; }
  @keyframes exam-timer-pulse { 50% { opacity: 0.55; } }
`;

export const ExamTimerMessage = styled.span`
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-medium);
  /* Stays rendered while empty: a live region must exist before its text changes. */
`;
