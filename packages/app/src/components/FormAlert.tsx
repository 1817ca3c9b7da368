import styled from 'styled-components';
import type { ReactNode } from 'react';

const AlertBox = styled.div`
  margin-bottom: var(--ui-space-4, 16px);
  padding: var(--ui-space-2, 8px) var(--ui-space-3, 12px);
  border: 1px solid var(--ui-color-danger, #dc2626);
  border-radius: var(--ui-radius-sm, 4px);
  background: var(--ui-color-danger-subtle, #fef2f2);
  color: var(--ui-color-danger-active, #b91c1c);
  font-size: var(--ui-font-size-base, 14px);
`;

/** A form-level error (the server's message) above the buttons; fields keep what was typed. */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return <AlertBox role="alert">{children}</AlertBox>;
}
