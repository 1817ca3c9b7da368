import { css } from 'styled-components';

/** The panel of a drop-down menu (the user menu, a row's 更多 menu): a bordered list above the page. */
export const menuSurface = css`
  z-index: var(--ui-z-dropdown);
  margin: 0;
  padding: var(--ui-space-1);
  list-style: none;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-popover);
`;

/** One entry of such a menu: highlighted on hover and focus, a focus ring for the keyboard, red when it destroys. */
export const menuItem = css`
  border-radius: var(--ui-radius-sm);
  color: var(--ui-color-text);
  cursor: pointer;
  white-space: nowrap;

  &:hover, &:focus { background: var(--ui-color-surface-hover); outline: none; }
  &:focus-visible { outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color); outline-offset: -2px; }
  &[data-tone='danger'] { color: var(--ui-color-danger); }
`;
