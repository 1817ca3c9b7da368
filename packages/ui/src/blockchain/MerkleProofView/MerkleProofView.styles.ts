import styled from 'styled-components';

export const Root = styled.section`
  min-width: 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-card);
  /* Lays out by its own width (a phone, or a narrow column beside the chain). */
  container-type: inline-size;
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(240px, 320px);
  grid-template-areas: 'title title' 'legend legend' 'tree panel';
  gap: var(--ui-space-3) var(--ui-space-5);
  min-width: 0;
  padding: var(--ui-space-5);

  /* A wide tree (more than eight leaves) takes the full width, the steps go under it. */
  &[data-many] {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'title' 'legend' 'tree' 'panel';
  }

  @container (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'title' 'legend' 'tree' 'panel';
    padding: var(--ui-space-4);
  }
`;

export const Title = styled.h2`
  grid-area: title;
  margin: 0;
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-bold);
  color: var(--ui-color-text);
`;

export const Legend = styled.ul`
  grid-area: legend;
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-1) var(--ui-space-4);
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
`;

export const Swatch = styled.span`
  width: 14px;
  height: 14px;
  border-radius: var(--ui-radius-sm);
  border: 2px solid var(--ui-color-border-strong);
  box-sizing: border-box;

  &[data-role='leaf'] { border-color: var(--ui-color-primary); background: var(--ui-color-primary); }
  &[data-role='path'] { border-color: var(--ui-color-primary); background: var(--ui-color-primary-subtle); }
  &[data-role='sibling'] { border-color: var(--ui-color-warning); border-style: dashed; background: var(--ui-color-warning-subtle); }
`;

export const TreeScroller = styled.div`
  grid-area: tree;
  min-width: 0;
  overflow-x: auto;
  padding: var(--ui-space-1);
`;

export const Tree = styled.div`
  display: grid;
  row-gap: var(--ui-space-4);
  column-gap: var(--ui-space-1);
  align-items: end;
`;

export const NodeCell = styled.div`
  position: relative;
  display: flex;
  justify-content: center;

  /* The bracket down to this node's children: a stem, then a bar from the left child's centre to the right one's. */
  &[data-inner]::before {
    content: '';
    position: absolute;
    left: 50%;
    top: 100%;
    height: 8px;
    border-left: 1px solid var(--ui-color-border-strong);
  }
  &[data-inner]::after {
    content: '';
    position: absolute;
    top: calc(100% + 8px);
    left: var(--bracket-left);
    width: calc(var(--bracket-right) - var(--bracket-left));
    height: 8px;
    box-sizing: border-box;
    border: 1px solid var(--ui-color-border-strong);
    border-bottom: 0;
  }
`;

export const Node = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 60px;
  padding: 2px var(--ui-space-1);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-muted);
  font: inherit;
  color: var(--ui-color-text);

  &:is(button) { cursor: pointer; }
  &:is(button):hover { border-color: var(--ui-color-primary); }
  &:focus-visible {
    outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color);
    outline-offset: var(--ui-focus-ring-offset);
  }

  &[data-role='leaf'] { border: 2px solid var(--ui-color-primary); background: var(--ui-color-primary); color: var(--ui-color-on-primary); }
  &[data-role='path'] { border: 2px solid var(--ui-color-primary); background: var(--ui-color-primary-subtle); }
  &[data-role='sibling'] { border: 2px dashed var(--ui-color-warning); background: var(--ui-color-warning-subtle); }
`;

export const NodeLabel = styled.span`
  font-size: var(--ui-font-size-sm);
  line-height: 18px;
  font-weight: var(--ui-font-weight-medium);
  white-space: nowrap;
`;

export const NodeHash = styled.code`
  font-family: var(--ui-font-family-code);
  font-size: var(--ui-font-size-sm);
  line-height: 18px;

  &::before { content: attr(data-short); }
`;

export const Panel = styled.section`
  grid-area: panel;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  min-width: 0;
  padding-left: var(--ui-space-5);
  border-left: 1px solid var(--ui-color-border);

  & p { margin: 0; color: var(--ui-color-text-secondary); }

  [data-many] > & {
    padding: var(--ui-space-4) 0 0;
    border-left: 0;
    border-top: 1px solid var(--ui-color-border);
  }

  @container (max-width: 640px) {
    padding: var(--ui-space-4) 0 0;
    border-left: 0;
    border-top: 1px solid var(--ui-color-border);
  }
`;

export const StepPosition = styled.p`
  font-size: var(--ui-font-size-sm);
`;

export const StepList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  margin: 0;
  padding: 0 0 0 var(--ui-space-5);
  font-size: var(--ui-font-size-sm);
`;

export const Step = styled.li`
  padding: 2px var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  color: var(--ui-color-text-secondary);

  & > * + * { margin-left: var(--ui-space-1); }
  &[data-current] { background: var(--ui-color-primary-subtle); color: var(--ui-color-text); }
`;

export const StepHash = styled.code`
  font-family: var(--ui-font-family-code);
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text);

  &[data-result] { font-weight: var(--ui-font-weight-bold); color: var(--ui-color-primary); }
`;

export const ExpectedRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
`;

export const Verdict = styled.p`
  &&& {
    margin: 0;
    font-weight: var(--ui-font-weight-medium);
    color: var(--ui-color-text-secondary);
  }
  &&&:empty { display: none; }
  &&&[data-verdict='verified'] { padding: var(--ui-space-2) var(--ui-space-3); border-radius: var(--ui-radius-md); background: var(--ui-color-success-subtle); color: var(--ui-color-success); }
  &&&[data-verdict='failed'] { padding: var(--ui-space-2) var(--ui-space-3); border-radius: var(--ui-radius-md); background: var(--ui-color-danger-subtle); color: var(--ui-color-danger-active); }
`;

export const Controls = styled.div`
  display: flex;
  gap: var(--ui-space-2);
`;

export const Empty = styled.p`
  grid-area: tree;
  margin: 0;
  color: var(--ui-color-text-secondary);
`;
