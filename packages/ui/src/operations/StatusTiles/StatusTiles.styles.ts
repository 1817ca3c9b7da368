import styled from 'styled-components';

export const TilesGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: var(--ui-space-3);
`;

export const Tile = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  min-width: 0;
  padding: var(--ui-space-3) var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-left: 4px solid var(--ui-color-text-disabled);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);

  &[data-status='ok'] { border-left-color: var(--ui-color-success); }
  &[data-status='warn'] { border-left-color: var(--ui-color-warning); background: var(--ui-color-warning-subtle); }
  &[data-status='bad'] { border-left-color: var(--ui-color-danger); background: var(--ui-color-danger-subtle); }
`;

export const TileHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: var(--ui-space-2);
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
`;

export const TileValue = styled.div`
  font-size: 24px;
  line-height: 32px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: var(--ui-color-text);
  overflow-wrap: anywhere;
`;

export const TileHint = styled.div`
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
`;
