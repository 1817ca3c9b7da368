import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const ButtonRoot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--ui-space-2);
  height: var(--ui-layout-control-height);
  padding: 0 var(--ui-space-4);
  border: 1px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font: inherit;
  font-weight: var(--ui-font-weight-regular);
  white-space: nowrap;
  /*
   * Never wider than its box: a long label (上一节：<the chapter's title>) is cut with "…" instead of pushing the page
   * wider than a phone. As a flex item (a pager, a toolbar) the button may shrink below its label's width too.
   */
  min-width: 0;
  max-width: 100%;
  cursor: pointer;
  transition:
    background-color var(--ui-motion-duration) var(--ui-motion-easing),
    border-color var(--ui-motion-duration) var(--ui-motion-easing),
    color var(--ui-motion-duration) var(--ui-motion-easing);

  &:hover:not(:disabled) { border-color: var(--ui-color-primary); color: var(--ui-color-primary); }
  &:active:not(:disabled) { border-color: var(--ui-color-primary-active); color: var(--ui-color-primary-active); }

  &[data-variant='primary'] {
    background: var(--ui-color-primary);
    border-color: var(--ui-color-primary);
    color: var(--ui-color-on-primary);
  }
  &[data-variant='primary']:hover:not(:disabled) { background: var(--ui-color-primary-hover); border-color: var(--ui-color-primary-hover); color: var(--ui-color-on-primary); }
  &[data-variant='primary']:active:not(:disabled) { background: var(--ui-color-primary-active); border-color: var(--ui-color-primary-active); }

  &[data-variant='danger'] {
    background: var(--ui-color-danger);
    border-color: var(--ui-color-danger);
    color: var(--ui-color-on-primary);
  }
  &[data-variant='danger']:hover:not(:disabled) { background: var(--ui-color-danger-active); border-color: var(--ui-color-danger-active); color: var(--ui-color-on-primary); }

  &[data-variant='link'] {
    height: auto;
    padding: 0;
    border-color: transparent;
    background: transparent;
    color: var(--ui-color-primary);
  }
  &[data-variant='link']:hover:not(:disabled) { border-color: transparent; color: var(--ui-color-primary-active); text-decoration: underline; }

  &[data-size='small'] { height: var(--ui-layout-control-height-sm); padding: 0 var(--ui-space-2); font-size: var(--ui-font-size-sm); }
  &[data-size='large'] { height: var(--ui-layout-control-height-lg); padding: 0 var(--ui-space-5); font-size: var(--ui-font-size-h4); }
  &[data-variant='link'][data-size] { height: auto; padding: 0; }

  &[data-block='true'] { display: flex; width: 100%; }

  &:disabled {
    cursor: not-allowed;
    border-color: var(--ui-color-border);
    background: var(--ui-color-surface-hover);
    color: var(--ui-color-text-disabled);
  }
  &[data-variant='link']:disabled { background: transparent; border-color: transparent; }
  &[data-loading='true'] { cursor: progress; }
`;

export const ButtonSpinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** The label: cut with "…" when the button is narrower than it (clipped sideways only: its height and baseline stay). */
export const ButtonLabel = styled.span`
  min-width: 0;
  overflow-x: clip;
  text-overflow: ellipsis;
`;

export const ButtonIcon = styled.span`
  display: inline-flex;
  font-size: 1.1em;
`;
