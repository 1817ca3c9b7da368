import styled from 'styled-components';

/** A row of buttons (a form's, a toolbar's), wrapping when narrow. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
`;
