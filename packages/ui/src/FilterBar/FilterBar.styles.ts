import styled from 'styled-components';

/**
 * Controls keep their natural widths (a select 160 px, the search box 240 px) and wrap onto the next line when
 * the row is full; a control alone on a line too narrow for it shrinks to its minimum. A select of long names (a
 * course, an exam: `data-width="wide"`) is 280 px, so the chosen name is read whole.
 */
export const FilterBarRoot = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  align-items: center;
  margin: 0 0 var(--ui-space-4);

  & > * { flex: 0 0 auto; }
  & > select { flex: 0 1 160px; width: 160px; min-width: 120px; }
  & > select[data-width='wide'] { flex-basis: 280px; width: 280px; }
  & > input { flex: 0 1 240px; width: 240px; min-width: 160px; }

  /* On a phone each field takes the whole line; the buttons keep theirs. */
  @media (max-width: 767px) {
    & > select, & > input { flex: 1 1 100%; width: 100%; }
  }
`;
