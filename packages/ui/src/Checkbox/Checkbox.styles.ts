import styled from 'styled-components';

export const CheckboxRoot = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-height: var(--ui-layout-control-height-sm);
  color: var(--ui-color-text);
  cursor: pointer;

  &[data-disabled='true'] { color: var(--ui-color-text-disabled); cursor: not-allowed; }
`;

export const CheckboxInput = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: var(--ui-color-primary);
  cursor: inherit;
`;
