import styled from 'styled-components';

export const ScoreDistributionRoot = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-width: 0;

  figcaption { display: flex; align-items: center; justify-content: space-between; gap: var(--ui-space-3); font-weight: var(--ui-font-weight-bold); font-size: var(--ui-font-size-h4); }
`;

export const ScoreDistributionCanvas = styled.div`
  width: 100%;
  height: 320px;
`;

export const ScoreDistributionTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  th, td { padding: var(--ui-space-2) var(--ui-space-3); border-bottom: 1px solid var(--ui-color-border); text-align: left; }
  th { background: var(--ui-color-surface-muted); color: var(--ui-color-text-secondary); font-weight: var(--ui-font-weight-medium); }
  th[data-align='right'], td[data-align='right'] { text-align: right; }
`;

export const ScoreDistributionEmpty = styled.p`
  margin: 0;
  padding: var(--ui-space-6) 0;
  text-align: center;
  color: var(--ui-color-text-secondary);
`;
