import styled from 'styled-components';

export const GradebookRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  min-width: 0;
  max-width: 100%;
`;

/** A score cell: its state as a data attribute (counted, overridden, missing, zero_missing, excluded, uncategorised). */
export const GradebookCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-state='missing'],
  &[data-state='excluded'],
  &[data-state='uncategorised'] {
    color: var(--ui-color-text-secondary);
  }
  &[data-state='zero_missing'] {
    color: var(--ui-color-danger);
  }
  &[data-state='overridden'] {
    color: var(--ui-color-primary);
    font-weight: var(--ui-font-weight-medium);
  }
`;

export const GradebookTag = styled.span`
  padding: 0 var(--ui-space-1);
  border-radius: var(--ui-radius-sm);
  font-size: var(--ui-font-size-sm);
  font-weight: normal;
  background: var(--ui-color-surface-hover);
  color: var(--ui-color-text-secondary);

  &[data-tone='warning'] {
    background: var(--ui-color-warning-subtle);
    color: var(--ui-color-warning);
  }
  &[data-tone='primary'] {
    background: var(--ui-color-primary-subtle);
    color: var(--ui-color-primary);
  }
`;

export const GradebookEdit = styled.button`
  all: unset;
  /* Its screen-reader text is positioned: kept inside the table's scroll box, never widening the page. */
  position: relative;
  cursor: pointer;
  border-radius: var(--ui-radius-sm);

  &:focus-visible {
    outline: 2px solid var(--ui-color-primary);
    outline-offset: 2px;
  }
  &:hover {
    background: var(--ui-color-surface-hover);
  }
`;

export const GradebookNote = styled.p`
  margin: 0;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);

  &[data-tone='success'] {
    color: var(--ui-color-success);
  }
`;

/** An item's header: it wraps within a narrow column, so the categories and the total stay in sight on a wide screen. */
export const GradebookHeader = styled.span`
  display: inline-block;
  /* Wide enough that a heading wraps by words, not two characters a line, when a phone squeezes the columns. */
  min-width: 6em;
  max-width: 9em;
  white-space: normal;
  text-align: right;
`;
