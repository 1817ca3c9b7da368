import styled from 'styled-components';
import { controlBox } from '../internal/controlStyles';

export const SelectRoot = styled.select`
  ${controlBox}
  height: var(--ui-layout-control-height);
  padding-right: var(--ui-space-6);
  appearance: none;
  background-image: linear-gradient(45deg, transparent 50%, var(--ui-color-text-secondary) 50%),
    linear-gradient(135deg, var(--ui-color-text-secondary) 50%, transparent 50%);
  background-position: calc(100% - 16px) 50%, calc(100% - 11px) 50%;
  background-size: 5px 5px, 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;

  &[data-size='small'] { height: var(--ui-layout-control-height-sm); min-height: var(--ui-layout-control-height-sm); padding-top: 0; padding-bottom: 0; }
  &[data-size='large'] { height: var(--ui-layout-control-height-lg); }
`;
