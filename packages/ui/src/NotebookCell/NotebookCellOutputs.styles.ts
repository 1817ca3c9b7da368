import styled from 'styled-components';

export const NotebookCellOutputsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  min-width: 0;

  &:empty { display: none; }
`;

export const NotebookCellTextOutput = styled.pre`
  margin: 0;
  padding: var(--ui-space-1) 0;
  font-family: var(--ui-font-family-code);
  font-size: 13px;
  line-height: 20px;
  color: var(--ui-color-text);
  white-space: pre-wrap;
  word-break: break-word;
  overflow-x: auto;

  &[data-output='stderr'] {
    padding: var(--ui-space-1) var(--ui-space-2);
    background: var(--ui-color-danger-subtle);
    border-radius: var(--ui-radius-sm);
  }
  &[data-output='error'] {
    padding: var(--ui-space-2);
    background: var(--ui-color-danger-subtle);
    border-left: 3px solid var(--ui-color-danger);
    border-radius: var(--ui-radius-sm);
    white-space: pre;
  }
  &[data-output='unsupported'] { color: var(--ui-color-text-placeholder); font-family: inherit; }
`;

/** Sanitized kernel HTML: pandas tables get the dense, tabular-number table look of the product. */
export const NotebookCellHtmlOutput = styled.div`
  max-width: 100%;
  overflow-x: auto;
  font-size: var(--ui-font-size-sm);

  table {
    border-collapse: collapse;
    border: 0;
    font-variant-numeric: tabular-nums;
  }
  th, td {
    padding: var(--ui-space-1) var(--ui-space-3);
    border: 0;
    border-bottom: 1px solid var(--ui-color-border);
    text-align: right;
    white-space: nowrap;
  }
  thead th { background: var(--ui-color-surface-muted); font-weight: var(--ui-font-weight-bold); border-bottom-color: var(--ui-color-border-strong); }
  tbody th { font-weight: var(--ui-font-weight-medium); }
  tbody tr:hover { background: var(--ui-color-primary-subtle); }
  img { max-width: 100%; }
  a { color: var(--ui-color-primary); }
`;

export const NotebookCellImageOutput = styled.img`
  display: block;
  /* The output column is a flex column: without this a small chart would be stretched to its width. */
  align-self: flex-start;
  max-width: 100%;
  height: auto;
  background: var(--ui-color-surface);
`;
