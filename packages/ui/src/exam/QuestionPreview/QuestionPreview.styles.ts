import styled from 'styled-components';

export const QuestionPreviewRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-width: 0;
`;

export const QuestionPreviewMeta = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: var(--ui-space-2) var(--ui-space-4);
  padding: var(--ui-space-3) var(--ui-space-4);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-muted);

  div { display: flex; gap: var(--ui-space-2); min-width: 0; }
  dt { color: var(--ui-color-text-secondary); white-space: nowrap; }
  dt::after { content: '：'; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
`;

export const QuestionPreviewKey = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  padding: var(--ui-space-3) var(--ui-space-4);
  border-left: 3px solid var(--ui-color-success);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-success-subtle);

  h3, h4 { margin: 0; font-size: var(--ui-font-size-base); font-weight: var(--ui-font-weight-bold); }
  dl { margin: 0; display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: var(--ui-space-2) var(--ui-space-3); }
  dt { color: var(--ui-color-text-secondary); }
  dd { margin: 0; min-width: 0; }
  details summary { cursor: pointer; }
`;
