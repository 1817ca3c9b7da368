import styled from 'styled-components';

/** Filters above a table (DESIGN.md: filter bar, then the table). */
export const FilterBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  align-items: center;
  margin-bottom: var(--ui-space-4);
  & > input,
  & > div {
    width: auto;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
`;
