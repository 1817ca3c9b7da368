import styled from 'styled-components';

/** The explorer tables' box: the row whose select button is pressed is highlighted (its button says so in words too). */
export const ExplorerTableRoot = styled.div`
  container: explorer-table / inline-size;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  min-width: 0;

  & tr:has([aria-pressed='true']) > td { background: var(--ui-color-primary-subtle); }

  /*
   * The lab shows these tables in panels narrower than the page, not only on phones: whenever the box is narrow the
   * table keeps a readable width and scrolls sideways inside its frame, as DataTable does below a phone's width.
   */
  @container explorer-table (max-width: 767px) {
    & > [data-state] > [data-scroll] { overflow-x: auto; container-type: inline-size; }
    & > [data-state] > [data-scroll] > table { min-width: 720px; }
  }
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

/** A name that reads badly broken over two lines (核心企业 / A): the table scrolls sideways instead. */
export const NameCell = styled.span`
  white-space: nowrap;
`;
