import styled from 'styled-components';

export const ListPageRoot = styled.div`
  min-width: 0;
`;

/** A side column (e.g. categories) beside the list; stacked above it on narrow screens. */
export const ListPageColumns = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: var(--ui-space-4);
  align-items: start;

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const ListPageToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
  margin-bottom: var(--ui-space-4);
`;
