import styled from 'styled-components';

/**
 * Controls keep their natural widths and wrap on narrow screens: a select ~180 px, the search box ~260 px,
 * each able to shrink to its minimum before the row wraps.
 */
export const FilterBarRoot = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  align-items: center;
  margin: 0 0 var(--ui-space-4);

  & > * { flex: 0 0 auto; }
  & > select { flex: 0 1 180px; width: 180px; min-width: 120px; }
  & > input { flex: 0 1 260px; width: 260px; min-width: 160px; }
`;
