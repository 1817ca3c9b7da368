import styled from 'styled-components';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-width: 0;
`;

/** The lab's step rail beside its main area; one column on a phone. */
export const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 320px) minmax(0, 1fr);
  gap: var(--ui-space-4);
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-3);
`;

export const SectionTitle = styled.h2`
  margin: 0 0 var(--ui-space-3);
  font-size: var(--ui-font-size-h4);
  line-height: 1.4;
`;

export const Note = styled.p`
  margin: 0;
  color: var(--ui-color-text-secondary);
  line-height: 1.7;
`;

export const Banner = styled.p`
  margin: 0;
  padding: var(--ui-space-3) var(--ui-space-4);
  border-radius: var(--ui-radius-md);
  border-left: 3px solid var(--ui-color-primary);
  background: var(--ui-color-primary-subtle);
`;

export const Mono = styled.code`
  font-family: var(--ui-font-family-code);
  overflow-wrap: anywhere;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: var(--ui-space-3);
  margin: 0;
  dt {
    color: var(--ui-color-text-secondary);
    font-size: var(--ui-font-size-sm);
  }
  dd {
    margin: var(--ui-space-1) 0 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** A plain table that scrolls sideways on a phone. */
export const TableScroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: var(--ui-space-2) var(--ui-space-3);
    border-bottom: 1px solid var(--ui-color-border);
    text-align: left;
    white-space: nowrap;
  }
  td.wrap {
    white-space: normal;
    min-width: 14em;
  }
`;
