import styled, { css } from 'styled-components';

/**
 * Below this width the drawer collapses (data-collapse="auto"). CSS custom properties cannot be used in
 * media queries, so the breakpoint is a constant; pages that lay out around the drawer use the same one.
 */
export const questionNavigatorCompactMedia = '(max-width: 767.98px)';

export const QuestionNavigatorDrawerToggle = styled.button`
  display: none;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-3);
  width: 100%;
  min-height: var(--ui-layout-control-height-lg);
  padding: 0 var(--ui-space-4);
  border: 1px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font: inherit;
  font-weight: var(--ui-font-weight-medium);
  cursor: pointer;
  box-sizing: border-box;

  &:hover { border-color: var(--ui-color-primary); }
  &:focus-visible { outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color); outline-offset: var(--ui-focus-ring-offset); }
  /* A chevron that points up when the sheet is open. */
  &::after {
    content: '';
    width: 7px;
    height: 7px;
    margin: 0 var(--ui-space-1) 3px 0;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(-135deg);
  }
  &[aria-expanded='false']::after { margin-bottom: 0; margin-top: -3px; transform: rotate(45deg); }
`;

export const QuestionNavigatorDrawerProgress = styled.span`
  margin-left: auto;
  color: var(--ui-color-text-secondary);
  font-weight: var(--ui-font-weight-regular);
  font-variant-numeric: tabular-nums;
`;

export const QuestionNavigatorDrawerBackdrop = styled.div`
  display: none;
  position: fixed;
  inset: 0;
  z-index: var(--ui-z-modal);
  background: var(--ui-color-overlay);
`;

/** Wide screens: the content as it is, one column with the page's rhythm. */
export const QuestionNavigatorDrawerPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-width: 0;
`;

export const QuestionNavigatorDrawerHeader = styled.div`
  display: none;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-3);

  h2 { margin: 0; font-size: var(--ui-font-size-h4); font-weight: var(--ui-font-weight-bold); }
`;

export const QuestionNavigatorDrawerClose = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--ui-layout-control-height-lg);
  height: var(--ui-layout-control-height-lg);
  margin: calc(-1 * var(--ui-space-2)) calc(-1 * var(--ui-space-2)) calc(-1 * var(--ui-space-2)) 0;
  border: 0;
  border-radius: var(--ui-radius-md);
  background: transparent;
  color: var(--ui-color-text-secondary);
  font: inherit;
  font-size: var(--ui-font-size-h4);
  line-height: 1;
  cursor: pointer;

  &:hover { background: var(--ui-color-surface-hover); color: var(--ui-color-text); }
  &:focus-visible { outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color); outline-offset: 0; }
`;

/** Compact: only the toggle shows; the content opens as a bottom sheet over a backdrop. */
const compact = css`
  ${QuestionNavigatorDrawerToggle} { display: flex; }
  ${QuestionNavigatorDrawerHeader} { display: flex; }
  ${QuestionNavigatorDrawerPanel} { display: none; }
  &[data-state='open'] ${QuestionNavigatorDrawerBackdrop} { display: block; }
  &[data-state='open'] ${QuestionNavigatorDrawerPanel} {
    display: flex;
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: var(--ui-z-modal);
    max-height: min(80vh, 640px);
    overflow-y: auto;
    overscroll-behavior: contain;
    padding: var(--ui-space-4);
    background: var(--ui-color-surface);
    border-radius: var(--ui-radius-lg) var(--ui-radius-lg) 0 0;
    box-shadow: var(--ui-shadow-modal);
    box-sizing: border-box;
  }
`;

export const QuestionNavigatorDrawerRoot = styled.div`
  min-width: 0;
  &[data-collapse='always'] { ${compact} }
  @media ${questionNavigatorCompactMedia} {
    &[data-collapse='auto'] { ${compact} }
  }
`;
