import styled from 'styled-components';

export const AppLayoutMenuList = styled.ul`
  margin: 0;
  padding: var(--ui-space-2);
  list-style: none;

  & & { padding: 0; }
`;

export const AppLayoutMenuEntry = styled.a`
  display: flex;
  align-items: center;
  gap: var(--ui-space-3);
  width: 100%;
  min-height: 40px;
  margin-bottom: var(--ui-space-1);
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 0;
  border-radius: var(--ui-radius-md);
  background: transparent;
  color: var(--ui-color-sider-text);
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover { background: var(--ui-color-sider-item-hover); color: var(--ui-color-sider-text-active); }
  &[aria-current='page'] { background: var(--ui-color-sider-item-active); color: var(--ui-color-sider-text-active); }
  &[data-depth='1'] { padding-left: 44px; }
  &:focus-visible { outline-color: var(--ui-color-sider-text-active); outline-offset: -2px; }

  [data-collapsed='true'] & { justify-content: center; padding: 0; }
`;

export const AppLayoutMenuIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  font-size: 16px;

  &[data-fallback='true'] {
    border-radius: var(--ui-radius-sm);
    background: var(--ui-color-sider-item-hover);
    font-size: var(--ui-font-size-sm);
  }
`;

/** A label longer than the menu is wide (English, mostly) wraps to a second line rather than being cut. */
export const AppLayoutMenuLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const AppLayoutMenuChevron = styled.span`
  display: inline-flex;
  font-size: var(--ui-font-size-base);
  transition: transform var(--ui-motion-duration) var(--ui-motion-easing);

  [aria-expanded='true'] > & { transform: rotate(180deg); }
`;
