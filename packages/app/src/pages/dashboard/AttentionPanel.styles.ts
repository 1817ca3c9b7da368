import styled from 'styled-components';

/** The panel's sections side by side at 1440 px, one under another at 390 px. */
export const AttentionGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: var(--ui-space-4);
`;

export const AttentionRoot = styled.div`
  margin-bottom: var(--ui-space-5);
`;

export const AttentionSection = styled.section`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  padding: var(--ui-space-3) var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  h3 {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: var(--ui-space-2);
    margin: 0;
    font-size: var(--ui-font-size-base);
    font-weight: var(--ui-font-weight-medium);
    color: var(--ui-color-text);
  }
`;

export const SectionCount = styled.span`
  font-size: var(--ui-font-size-h3);
  font-variant-numeric: tabular-nums;
  color: var(--ui-color-primary);
  &[data-zero='true'] { color: var(--ui-color-text-placeholder); }
`;

export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  li { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
  a { color: var(--ui-color-text); font-weight: var(--ui-font-weight-medium); text-decoration: none; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  a:hover, a:focus-visible { color: var(--ui-color-primary); text-decoration: underline; }
  span { color: var(--ui-color-text-secondary); font-size: var(--ui-font-size-sm); overflow-wrap: anywhere; }
`;

export const NoneText = styled.p`
  margin: 0;
  color: var(--ui-color-text-placeholder);
  font-size: var(--ui-font-size-sm);
`;

/** The admins' counts: each a link to the page where the figure is acted on. */
export const CountGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  gap: var(--ui-space-3);
  a {
    display: flex;
    flex-direction: column;
    gap: var(--ui-space-1);
    padding: var(--ui-space-3) var(--ui-space-4);
    border: 1px solid var(--ui-color-border);
    border-radius: var(--ui-radius-md);
    color: var(--ui-color-text-secondary);
    text-decoration: none;
    font-size: var(--ui-font-size-sm);
  }
  a:hover, a:focus-visible { border-color: var(--ui-color-primary); color: var(--ui-color-primary); }
  strong { color: var(--ui-color-text); font-size: var(--ui-font-size-h3); font-weight: var(--ui-font-weight-medium); font-variant-numeric: tabular-nums; }
`;
