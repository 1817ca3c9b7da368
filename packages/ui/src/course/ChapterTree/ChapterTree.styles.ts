import styled from 'styled-components';

export const ChapterTreeList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  & & { padding-left: var(--ui-space-4); }
`;

export const ChapterTreeItem = styled.li`
  outline: none;

  &:focus-visible > [data-row] { outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color); outline-offset: calc(-1 * var(--ui-focus-ring-width)); }
  &[aria-selected='true'] > [data-row], &[data-current='true'] > [data-row] { background: var(--ui-color-primary-subtle); color: var(--ui-color-primary); font-weight: var(--ui-font-weight-medium); }
  &[data-drop='before'] > [data-row] { box-shadow: inset 0 2px 0 var(--ui-color-primary); }
  &[data-drop='after'] > [data-row] { box-shadow: inset 0 -2px 0 var(--ui-color-primary); }
  &[data-dragging='true'] > [data-row] { opacity: 0.5; }
`;

export const ChapterTreeRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-height: 36px;
  padding: 0 var(--ui-space-2);
  border-radius: var(--ui-radius-md);
  cursor: pointer;
  color: var(--ui-color-text);

  &:hover { background: var(--ui-color-surface-hover); }
  [data-level='1'] > & { font-weight: var(--ui-font-weight-medium); }
`;

export const ChapterTreeTitle = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ChapterTreeSelect = styled.button`
  flex: 1;
  min-width: 0;
  padding: var(--ui-space-1) 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-align: left;
  cursor: pointer;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  border-radius: var(--ui-radius-sm);

  &:focus-visible { outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color); outline-offset: var(--ui-focus-ring-offset); }
`;

export const ChapterTreeReadMark = styled.span`
  flex-shrink: 0;
  color: var(--ui-color-success);
  font-size: var(--ui-font-size-sm);
`;

export const ChapterTreeHandle = styled.span`
  flex-shrink: 0;
  cursor: grab;
  color: var(--ui-color-text-placeholder);
  user-select: none;
`;

export const ChapterTreeMove = styled.button`
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface);
  color: var(--ui-color-text-secondary);
  cursor: pointer;
  line-height: 1;

  &:hover:not(:disabled) { border-color: var(--ui-color-primary); color: var(--ui-color-primary); }
  &:disabled { cursor: not-allowed; color: var(--ui-color-text-disabled); }
  &:focus-visible { outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color); outline-offset: var(--ui-focus-ring-offset); }
`;
