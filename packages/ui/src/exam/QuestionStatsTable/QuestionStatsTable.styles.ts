import styled from 'styled-components';

export const QuestionStatsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  min-width: 0;
`;

export const QuestionStatsValue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  justify-content: flex-end;
  font-variant-numeric: tabular-nums;

  &[data-level='poor'] { color: var(--ui-color-warning); font-weight: var(--ui-font-weight-medium); }
  &[data-level='negative'] { color: var(--ui-color-danger); font-weight: var(--ui-font-weight-medium); }
`;

export const QuestionStatsHint = styled.span`
  padding: 0 var(--ui-space-1);
  border-radius: var(--ui-radius-sm);
  font-size: var(--ui-font-size-sm);
  background: var(--ui-color-surface-hover);
  color: var(--ui-color-text-secondary);

  [data-level='poor'] > & { background: var(--ui-color-warning-subtle); color: var(--ui-color-warning); }
  [data-level='negative'] > & { background: var(--ui-color-danger-subtle); color: var(--ui-color-danger); }
`;

export const QuestionStatsLegend = styled.p`
  margin: 0;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
`;
