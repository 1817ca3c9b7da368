import styled from 'styled-components';

/** A bordered group of an editor's fields under its legend (a dataset, a test, the generator's preview). */
export const ItemBox = styled.fieldset`
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  margin: 0 0 var(--ui-space-3);
  padding: var(--ui-space-3);
  legend {
    font-weight: var(--ui-font-weight-medium);
  }
`;
