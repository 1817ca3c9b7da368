import styled from 'styled-components';

/**
 * The board adapts to its own width (a container query), not the window's: the same compact rows show in a
 * phone, a narrow side panel or a 375 px story frame.
 */
export const BoardRoot = styled.section`
  container: competition-board / inline-size;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-width: 0;
  font-variant-numeric: tabular-nums;
`;

export const BoardHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2) var(--ui-space-4);

  h2 {
    margin: 0;
    font-size: var(--ui-font-size-h3);
    font-weight: var(--ui-font-weight-bold);
    line-height: 1.4;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const BoardMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2) var(--ui-space-4);
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;

export const BoardActions = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  margin-left: auto;
`;

export const BoardMetric = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  padding: 0 var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-primary-subtle);
  color: var(--ui-color-primary);
  line-height: 22px;
  white-space: nowrap;
`;

/** A dot and a word; colour never carries the state alone. */
export const BoardConnectionIndicator = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  white-space: nowrap;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: var(--ui-radius-full);
    background: var(--ui-color-text-disabled);
  }
  &[data-connection='live']::before { background: var(--ui-color-success); }
  &[data-connection='connecting']::before { background: var(--ui-color-info); }
  &[data-connection='reconnecting'] { color: var(--ui-color-warning); }
  &[data-connection='reconnecting']::before { background: var(--ui-color-warning); }
  &[data-connection='offline'] { color: var(--ui-color-danger); }
  &[data-connection='offline']::before { background: var(--ui-color-danger); }
`;

export const BoardBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2) var(--ui-space-4);
  padding: var(--ui-space-3) var(--ui-space-4);
  border: 1px solid var(--ui-color-info);
  border-left-width: 4px;
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-info-subtle);
  color: var(--ui-color-text);

  strong { color: var(--ui-color-info); }
  p { margin: 0; flex: 1 1 240px; min-width: 0; }

  &[data-tone='warning'] { border-color: var(--ui-color-warning); background: var(--ui-color-warning-subtle); }
  &[data-tone='warning'] strong { color: var(--ui-color-warning); }
  &[data-tone='danger'] { border-color: var(--ui-color-danger); background: var(--ui-color-danger-subtle); }
  &[data-tone='danger'] strong { color: var(--ui-color-danger); }
`;

/** The viewer's own entry, pinned above the rows whatever the page. */
export const BoardMe = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  align-items: center;
  gap: var(--ui-space-1) var(--ui-space-4);
  padding: var(--ui-space-3) var(--ui-space-4);
  border: 1px solid var(--ui-color-primary);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-primary-subtle);

  [data-part='me-label'] { color: var(--ui-color-primary); font-weight: var(--ui-font-weight-medium); white-space: nowrap; }
  [data-part='me-name'] { min-width: 0; }
  [data-part='me-name'] strong { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  [data-part='me-name'] small { display: block; color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); }
  [data-part='me-score'] { text-align: right; font-weight: var(--ui-font-weight-bold); white-space: nowrap; }
  [data-part='me-score'] small { display: block; color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); font-weight: var(--ui-font-weight-regular); }

  /*
   * A phone: the label, then the team's name and its note on the whole width (beside the score they were cut to a
   * character or two), then the score and its time (which may wrap) with "jump to me" at the right.
   */
  @container competition-board (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
    [data-part='me-label'], [data-part='me-name'] { grid-column: 1 / -1; }
    [data-part='me-score'] { min-width: 0; text-align: left; white-space: normal; }
    [data-part='me-jump'] { justify-self: end; }
  }
`;

export const BoardTableBox = styled.div`
  min-width: 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  overflow: hidden;
`;

export const BoardTable = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  background: var(--ui-color-surface);

  th, td {
    height: var(--ui-layout-table-row-height);
    padding: 0 var(--ui-space-4);
    border-bottom: 1px solid var(--ui-color-border);
    text-align: left;
    vertical-align: middle;
  }
  tbody th { font-weight: var(--ui-font-weight-regular); }
  thead th {
    background: var(--ui-color-surface-muted);
    font-weight: var(--ui-font-weight-medium);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  tbody tr:last-child > * { border-bottom: 0; }
  tbody tr:hover > * { background: var(--ui-color-surface-muted); }
  tbody tr[data-me='true'] > * { background: var(--ui-color-primary-subtle); }
  tbody tr[data-me='true'] > :first-child { box-shadow: inset 3px 0 0 var(--ui-color-primary); }
  tbody tr:focus-visible { outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color); outline-offset: -2px; }

  [data-col='rank'] { width: 72px; }
  [data-col='change'] { width: 88px; }
  [data-col='score'] { width: 160px; text-align: right; }
  [data-col='submissions'] { width: 96px; text-align: right; }
  [data-col='time'] { width: 240px; }
  td[data-col='rank'] { font-weight: var(--ui-font-weight-bold); }
  td[data-col='score'] { font-weight: var(--ui-font-weight-medium); }
  td[data-col='time'] { color: var(--ui-color-text-secondary); }

  [data-part='name'] { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  [data-part='college'] { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); line-height: 1.4; }

  /* Compact rows on a phone: rank with its arrow, the team, the score; counts and times stay in the pinned row. */
  @container competition-board (max-width: 599px) {
    th, td { padding: 0 var(--ui-space-2); }
    [data-col='submissions'], [data-col='time'] { display: none; }
    [data-col='rank'] { width: 44px; }
    [data-col='change'] { width: 48px; }
    [data-col='score'] { width: 108px; }
  }
`;

/** ▲ 3 / ▼ 2 / –, in the locale's market colours (zh-CN: up is red). */
export const BoardRankChange = styled.span`
  white-space: nowrap;
  color: var(--ui-color-text-secondary);
  &[data-change='up'] { color: var(--ui-color-rise); }
  &[data-change='down'] { color: var(--ui-color-fall); }
  &[data-change='new'] { color: var(--ui-color-primary); font-size: var(--ui-font-size-sm); }
`;

export const BoardFooter = styled.div`
  min-width: 0;
`;

export const BoardChartFigure = styled.figure`
  margin: 0;
  padding: var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  min-width: 0;

  figcaption {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--ui-space-2);
    margin-bottom: var(--ui-space-2);
    font-weight: var(--ui-font-weight-medium);
  }
  /* One height at every width: the canvas is sized once when drawn, so it must not hang on a container query. */
  --ui-chart-height: 340px;
  @container competition-board (max-width: 599px) {
    padding: var(--ui-space-2);
  }
`;

export const BoardChartTable = styled.div`
  max-height: 320px;
  overflow: auto;

  table { width: 100%; border-collapse: collapse; }
  th, td { padding: var(--ui-space-1) var(--ui-space-2); border-bottom: 1px solid var(--ui-color-border); text-align: left; }
  th { background: var(--ui-color-surface-muted); font-weight: var(--ui-font-weight-medium); position: sticky; top: 0; }
  [data-align='right'] { text-align: right; }
`;
