import styled from 'styled-components';

const Delta = styled.span`
  &[data-trend='rise'] { color: var(--ui-color-rise); }
  &[data-trend='fall'] { color: var(--ui-color-fall); }
`;

/** Story-only cell: a score delta in the locale's market colours (red up in zh-CN). */
export function DataTableDelta({ value }: { value: number }) {
  const trend = value > 0 ? 'rise' : value < 0 ? 'fall' : 'flat';
  return <Delta data-trend={trend}>{value > 0 ? `+${value.toFixed(2)}` : value.toFixed(2)}</Delta>;
}
