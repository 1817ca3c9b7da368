import styled from 'styled-components';

/** One line, cut with "…" at `--ui-ellipsis-max` (or the box's width when it is narrower). */
export const EllipsisTextRoot = styled.span`
  display: block;
  max-width: var(--ui-ellipsis-max, 100%);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &:focus-visible { outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color); outline-offset: 2px; }
`;

export const EllipsisTooltip = styled.span`
  position: fixed;
  z-index: var(--ui-z-toast);
  max-width: min(420px, calc(100vw - 16px));
  padding: var(--ui-space-1) var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-text);
  color: var(--ui-color-surface);
  font-size: var(--ui-font-size-sm);
  line-height: 1.5;
  white-space: normal;
  overflow-wrap: anywhere;
  pointer-events: none;
  box-shadow: var(--ui-shadow-popover);
`;
