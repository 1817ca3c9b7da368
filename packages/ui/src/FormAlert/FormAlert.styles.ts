import styled from 'styled-components';

export const FormAlertRoot = styled.div`
  margin-bottom: var(--ui-space-4);
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 1px solid var(--ui-color-danger);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-danger-subtle);
  color: var(--ui-color-danger-active);
  font-size: var(--ui-font-size-base);
`;
