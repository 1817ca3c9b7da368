import styled from 'styled-components';

export const NotebookCellRoot = styled.div`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  gap: var(--ui-space-2);
  padding: var(--ui-space-3) var(--ui-space-3) var(--ui-space-3) 0;
  border: 1px solid transparent;
  border-left: 3px solid transparent;
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
  transition: border-color var(--ui-motion-duration) var(--ui-motion-easing);

  &:focus-within { border-color: var(--ui-color-border); }
  &[data-state='queued'] { border-left-color: var(--ui-color-warning); }
  &[data-state='running'] { border-left-color: var(--ui-color-primary); }
  &[data-state='error'] { border-left-color: var(--ui-color-danger); }
`;

export const NotebookCellPrompt = styled.div`
  /* Level with the first code line: below the toolbar, inside the editor's padding. */
  padding-top: calc(var(--ui-layout-control-height-sm) + var(--ui-space-2) + 9px);
  text-align: right;
  font-family: var(--ui-font-family-code);
  font-size: var(--ui-font-size-sm);
  line-height: 20px;
  color: var(--ui-color-text-placeholder);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  [data-state='running'] > &, [data-state='queued'] > & { color: var(--ui-color-primary); }
  [data-state='error'] > & { color: var(--ui-color-danger); }
`;

export const NotebookCellBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  min-width: 0;
`;

export const NotebookCellToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
  min-height: var(--ui-layout-control-height-sm);
`;

export const NotebookCellSpacer = styled.span`
  flex: 1;
`;

export const NotebookCellStatus = styled.span`
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-placeholder);

  [data-state='running'] &, [data-state='queued'] & { color: var(--ui-color-primary); }
  [data-state='error'] & { color: var(--ui-color-danger); }
`;

export const NotebookCellBadge = styled.span`
  display: inline-flex;
  align-items: center;
  height: 20px;
  padding: 0 var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface-hover);
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);

  &[data-access='locked'] { background: var(--ui-color-warning-subtle); color: var(--ui-color-warning); }
`;
