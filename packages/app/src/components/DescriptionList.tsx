import styled from 'styled-components';

/** Label / value pairs in a two-column grid (details pages). */
export const DescriptionList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, max-content) minmax(160px, 1fr));
  gap: var(--ui-space-3) var(--ui-space-4);
  margin: 0;
  dt {
    color: var(--ui-color-text-secondary);
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;
