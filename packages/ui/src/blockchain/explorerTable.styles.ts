import styled from 'styled-components';

/** The explorer tables' box: the row whose select button is pressed is highlighted (its button says so in words too). */
export const ExplorerTableRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  min-width: 0;

  & tr:has([aria-pressed='true']) > td { background: var(--ui-color-primary-subtle); }
`;

export const ExplorerSummary = styled.p`
  margin: 0;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
`;

/** A hash in a cell: short, monospace, full in its title. */
export const HashCell = styled.code`
  font-family: var(--ui-font-family-code);
  font-size: var(--ui-font-size-sm);
  white-space: nowrap;
`;

/** Money and counts: tabular, never wrapped; a negative balance in the danger colour (and with its minus sign). */
export const NumberCell = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-negative] { color: var(--ui-color-danger); }
`;

export const Muted = styled.span`
  color: var(--ui-color-text-secondary);
  white-space: nowrap;
`;
