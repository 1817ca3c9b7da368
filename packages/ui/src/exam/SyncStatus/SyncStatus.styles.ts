import styled from 'styled-components';

export const SyncStatusIndicator = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
  font-variant-numeric: tabular-nums;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: var(--ui-radius-full);
    background: var(--ui-color-success);
    flex-shrink: 0;
  }
  &[data-state='saving']::before { background: var(--ui-color-info); animation: sync-status-blink 1s ease-in-out infinite; }
  &[data-state='pending']::before { background: var(--ui-color-warning); }
  &[data-state='pending'] { color: var(--ui-color-warning); }
  @keyframes sync-status-blink { 50% { opacity: 0.3; } }
`;

export const SyncStatusBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2) var(--ui-space-4);
  padding: var(--ui-space-3) var(--ui-space-4);
  border: 1px solid var(--ui-color-warning);
  border-left-width: 4px;
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-warning-subtle);
  color: var(--ui-color-text);

  &[data-state='error'] { border-color: var(--ui-color-danger); background: var(--ui-color-danger-subtle); }
  strong { color: var(--ui-color-warning); font-size: var(--ui-font-size-h4); }
  &[data-state='error'] strong { color: var(--ui-color-danger); }
  p { margin: 0; flex: 1; min-width: 240px; }
`;
