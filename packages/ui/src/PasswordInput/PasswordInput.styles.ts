import styled from 'styled-components';
import { controlBox } from '../internal/controlStyles';

export const PasswordInputRoot = styled.div`
  position: relative;
  display: flex;
  width: 100%;
`;

export const PasswordInputField = styled.input`
  ${controlBox}
  height: var(--ui-layout-control-height);
  padding-right: 64px;

  &[data-size='large'] { height: var(--ui-layout-control-height-lg); font-size: var(--ui-font-size-h4); }
`;

export const PasswordInputToggle = styled.button`
  position: absolute;
  top: 50%;
  right: var(--ui-space-2);
  transform: translateY(-50%);
  padding: 0 var(--ui-space-1);
  border: 0;
  border-radius: var(--ui-radius-sm);
  background: transparent;
  color: var(--ui-color-primary);
  font: inherit;
  font-size: var(--ui-font-size-sm);
  cursor: pointer;

  &:hover { color: var(--ui-color-primary-active); }
  &:disabled { color: var(--ui-color-text-disabled); cursor: not-allowed; }
`;
