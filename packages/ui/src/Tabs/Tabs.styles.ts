import styled from 'styled-components';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const TabsList = styled.div`
  display: flex;
  gap: var(--ui-space-5);
  border-bottom: 1px solid var(--ui-color-border);
  margin-bottom: var(--ui-space-4);

  [data-stretch='true'] > & { gap: 0; }
`;

export const TabsTab = styled.button`
  position: relative;
  padding: var(--ui-space-3) 0;
  border: 0;
  background: transparent;
  color: var(--ui-color-text-secondary);
  font: inherit;
  font-size: var(--ui-font-size-h4);
  cursor: pointer;

  [data-stretch='true'] > div > & { flex: 1; }

  &:hover:not(:disabled) { color: var(--ui-color-primary); }
  &[aria-selected='true'] { color: var(--ui-color-primary); font-weight: var(--ui-font-weight-medium); }
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: -1px;
    height: 2px;
    background: var(--ui-color-primary);
  }
  &:disabled { color: var(--ui-color-text-disabled); cursor: not-allowed; }
`;

export const TabsPanel = styled.div`
  min-width: 0;
  &:focus-visible { outline-offset: 4px; }
`;
