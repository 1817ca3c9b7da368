import styled from 'styled-components';
import { menuItem, menuSurface } from '../internal/menuStyles';

export const UserMenuRoot = styled.div`
  position: relative;
  display: inline-flex;
`;

export const UserMenuTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  height: 40px;
  padding: 0 var(--ui-space-2);
  border: 0;
  border-radius: var(--ui-radius-md);
  background: transparent;
  color: var(--ui-color-text);
  font: inherit;
  cursor: pointer;

  &:hover, &[aria-expanded='true'] { background: var(--ui-color-surface-hover); }
`;

export const UserMenuAvatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: var(--ui-color-primary);
  color: var(--ui-color-on-primary);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-medium);

  &::before { content: attr(data-initial); }
`;

export const UserMenuIdentity = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  line-height: 1.3;

  /* On a phone only the avatar shows; the name stays the button's accessible name. */
  @media (max-width: 767px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const UserMenuRole = styled.span`
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;

export const UserMenuList = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  min-width: 160px;
  ${menuSurface}
`;

export const UserMenuItem = styled.li`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  padding: var(--ui-space-2) var(--ui-space-3);
  ${menuItem}
`;
