import styled from 'styled-components';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/**
 * The tab row scrolls sideways when the tabs do not fit (seven tabs on a 390 px phone) instead of wrapping or
 * widening the page. A scroll box clips what sticks out of it, so the row gets room above and below for the focus
 * ring and pays it back with negative margins (never at the sides, which would widen the row past its container);
 * at the sides the ring is drawn inside the tab.
 * The rule under the tabs is a background 3 px above the bottom padding (where the old border was), drawn at the
 * box's visible width, so it does not scroll away with the tabs.
 */
export const TabsList = styled.div`
  position: relative;
  display: flex;
  gap: var(--ui-space-5);
  overflow-x: auto;
  overflow-y: hidden;
  scrollbar-width: thin;
  padding: var(--ui-space-1) 0;
  margin: calc(-1 * var(--ui-space-1)) 0 calc(var(--ui-space-4) - var(--ui-space-1) + 1px);
  background: linear-gradient(var(--ui-color-border), var(--ui-color-border)) center bottom calc(var(--ui-space-1) - 1px) / 100% 1px no-repeat;

  [data-stretch='true'] > & { gap: 0; }
`;

export const TabsTab = styled.button`
  position: relative;
  flex: none;
  padding: var(--ui-space-3) 0;
  border: 0;
  background: transparent;
  color: var(--ui-color-text-secondary);
  font: inherit;
  font-size: var(--ui-font-size-h4);
  white-space: nowrap;
  cursor: pointer;

  [data-stretch='true'] > div > & { flex: 1; }

  &:focus-visible { outline-offset: -2px; }
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
