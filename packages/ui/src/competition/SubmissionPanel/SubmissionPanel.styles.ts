import styled from 'styled-components';

/** Adapts to its own width (a container query): compact rows in a phone or a narrow column. */
export const PanelRoot = styled.section`
  container: submission-panel / inline-size;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-width: 0;
  font-variant-numeric: tabular-nums;

  h3 {
    margin: 0 0 var(--ui-space-2);
    font-size: var(--ui-font-size-h4);
    font-weight: var(--ui-font-weight-bold);
  }
`;

export const PanelTop = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: var(--ui-space-4);

  @container submission-panel (max-width: 719px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const PanelBox = styled.div`
  min-width: 0;
  padding: var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);

  p { margin: 0 0 var(--ui-space-2); }
  [data-part='hint'] { color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); }
`;

export const PanelSample = styled.figure`
  margin: var(--ui-space-2) 0 0;

  figcaption { color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); }
  pre {
    margin: var(--ui-space-1) 0 0;
    padding: var(--ui-space-2) var(--ui-space-3);
    border-radius: var(--ui-radius-sm);
    background: var(--ui-color-surface-muted);
    border: 1px solid var(--ui-color-border);
    font-family: var(--ui-font-family-code);
    font-size: var(--ui-font-size-sm);
    line-height: 1.6;
    overflow-x: auto;
  }
`;

export const PanelLimits = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: var(--ui-space-2) var(--ui-space-3);
  margin: 0;

  dt { color: var(--ui-color-text-secondary); white-space: nowrap; }
  dd { margin: 0; min-width: 0; }
  dd[data-exhausted='true'] strong { color: var(--ui-color-danger); }
  dd small { display: block; color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); }
`;

export const PanelNotice = styled.p`
  margin: 0;
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 1px solid var(--ui-color-warning);
  border-left-width: 4px;
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-warning-subtle);
  color: var(--ui-color-text);

  &[data-part='refused'] { margin-bottom: var(--ui-space-2); }
  &[data-tone='danger'] { border-color: var(--ui-color-danger); background: var(--ui-color-danger-subtle); }
  &[data-tone='info'] { border-color: var(--ui-color-info); background: var(--ui-color-info-subtle); }
`;

export const PanelFinals = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--ui-space-1) var(--ui-space-3);
  margin-bottom: var(--ui-space-2);

  strong { font-weight: var(--ui-font-weight-medium); }
  span { color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); }
`;

export const PanelTableBox = styled.div`
  min-width: 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  overflow: hidden;
`;

export const PanelTable = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  background: var(--ui-color-surface);

  th, td {
    min-height: var(--ui-layout-table-row-height);
    padding: var(--ui-space-3) var(--ui-space-4);
    border-bottom: 1px solid var(--ui-color-border);
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  /* A heading longer than its column (English, the metric's name) wraps: never cut to "Public score (A…". */
  thead th {
    background: var(--ui-color-surface-muted);
    font-weight: var(--ui-font-weight-medium);
    overflow-wrap: normal;
    word-break: normal;
  }
  tbody th { font-weight: var(--ui-font-weight-regular); }
  tbody tr:last-child > * { border-bottom: 0; }
  tbody tr[data-selected='true'] > * { background: var(--ui-color-primary-subtle); }

  [data-col='number'] { width: 64px; }
  [data-col='time'] { width: 216px; }
  [data-col='status'] { width: 30%; }
  [data-col='score'] { width: 150px; text-align: right; }
  [data-col='final'] { width: 96px; text-align: center; }
  td[data-col='score'] { font-weight: var(--ui-font-weight-medium); }
  td[data-col='status'] > span:first-child { vertical-align: top; }
  [data-part='file-inline'], [data-part='score-inline'] { display: none; }
  [data-part='error'] {
    display: block;
    margin-top: var(--ui-space-1);
    color: var(--ui-color-danger);
    font-size: var(--ui-font-size-sm);
    white-space: pre-line;
  }

  /* A phone: the file name moves under the time, the score under the status; their columns go. */
  @container submission-panel (max-width: 599px) {
    th, td { padding: var(--ui-space-2); }
    /* Narrow columns: headers wrap rather than hide the time zone. */
    thead th { white-space: normal; overflow: visible; overflow-wrap: normal; vertical-align: bottom; line-height: 1.4; }
    [data-col='number'], [data-col='file'], [data-col='score'] { display: none; }
    [data-col='time'] { width: 40%; }
    [data-col='status'] { width: auto; }
    [data-col='final'] { width: 72px; }
    [data-part='file-inline'] { display: block; color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); }
    [data-part='score-inline'] { display: block; font-weight: var(--ui-font-weight-medium); }
  }
`;
