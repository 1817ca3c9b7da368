import styled from 'styled-components';

export const LocaleSwitchRoot = styled.div`
  display: inline-flex;
  flex-shrink: 0;
  padding: 2px;
  border: 1px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
`;

export const LocaleSwitchOption = styled.button`
  height: 24px;
  padding: 0 var(--ui-space-2);
  border: 0;
  border-radius: var(--ui-radius-sm);
  background: transparent;
  color: var(--ui-color-text-secondary);
  font: inherit;
  font-size: var(--ui-font-size-sm);
  white-space: nowrap;
  cursor: pointer;

  &:hover { color: var(--ui-color-primary); }
  &[aria-pressed='true'] { background: var(--ui-color-primary); color: var(--ui-color-on-primary); }
`;
