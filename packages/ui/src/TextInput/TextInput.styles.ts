import styled from 'styled-components';
import { controlBox } from '../internal/controlStyles';

export const TextInputRoot = styled.input`
  ${controlBox}
  height: var(--ui-layout-control-height);

  &[type='date'], &[type='datetime-local'], &[type='time'], &[type='number'] { font-variant-numeric: tabular-nums; }

  &[data-size='small'] { height: var(--ui-layout-control-height-sm); min-height: var(--ui-layout-control-height-sm); padding: 0 var(--ui-space-2); }
  &[data-size='large'] { height: var(--ui-layout-control-height-lg); min-height: var(--ui-layout-control-height-lg); font-size: var(--ui-font-size-h4); }
`;
