import styled from 'styled-components';

export const FigureTableWrap = styled.div`
  overflow-x: auto;
  padding: var(--ui-space-3);
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;

export const FigureTable = styled.table`
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption { text-align: left; font-weight: 600; color: var(--ui-color-text); padding-bottom: var(--ui-space-2); }
  th, td { padding: var(--ui-space-1) var(--ui-space-3); border-bottom: 1px solid var(--ui-color-border); text-align: right; white-space: nowrap; }
  th:first-child, td:first-child { text-align: left; }
`;
