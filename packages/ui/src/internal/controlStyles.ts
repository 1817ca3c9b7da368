import { css } from 'styled-components';

/** The box every text-like control shares (input, select, textarea). */
export const controlBox = css`
  width: 100%;
  min-height: var(--ui-layout-control-height);
  padding: 4px var(--ui-space-3);
  border: 1px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font: inherit;
  transition: border-color var(--ui-motion-duration) var(--ui-motion-easing);

  &::placeholder { color: var(--ui-color-text-placeholder); }
  &:hover:not(:disabled) { border-color: var(--ui-color-primary-hover); }
  &:focus { outline: none; border-color: var(--ui-color-primary); box-shadow: 0 0 0 2px var(--ui-color-primary-subtle), 0 0 0 3px var(--ui-focus-ring-color); }
  &:disabled { background: var(--ui-color-surface-hover); color: var(--ui-color-text-disabled); cursor: not-allowed; }
  &[aria-invalid='true'] { border-color: var(--ui-color-danger); }
  &[aria-invalid='true']:focus { box-shadow: 0 0 0 3px var(--ui-color-danger-subtle), 0 0 0 3px var(--ui-color-danger); }
`;
