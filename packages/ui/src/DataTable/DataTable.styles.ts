import styled from 'styled-components';
import { menuItem, menuSurface } from '../internal/menuStyles';

export const DataTableRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-width: 0;
`;

export const DataTableBulkBar = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-3);
  min-height: 40px;
  padding: var(--ui-space-1) var(--ui-space-4);
  border: 1px solid var(--ui-color-primary-subtle);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-primary-subtle);
  color: var(--ui-color-text);
`;

export const DataTableBulkActions = styled.div`
  display: flex;
  gap: var(--ui-space-2);
  margin-left: auto;
`;

/** `page` scroll: the header sticks under the app header; `contained`: the table scrolls in its own box. */
export const DataTableScroller = styled.div`
  min-width: 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);

  &[data-scroll='contained'] {
    overflow: auto;
    max-height: var(--ui-table-max-height, 480px);
  }

  /*
   * A table wider than its box on a wide screen too (many columns, long actions): it scrolls sideways in its box
   * rather than running past the card (its header then no longer sticks, as on a phone).
   */
  &[data-scroll='page'][data-overflows] { overflow-x: auto; }

  /*
   * Scrolled sideways on a wide screen, the row's actions (查看答卷, 编辑 …) stay in sight at the box's right edge:
   * the last columns are what scroll out of view, and the actions are what the row is opened for.
   */
  @media (min-width: 768px) {
    &[data-overflows] th[data-part='actions'], &[data-overflows] td[data-part='actions'] {
      position: sticky;
      right: 0;
      box-shadow: inset 1px 0 0 var(--ui-color-border);
    }
    &[data-overflows] td[data-part='actions'] { z-index: 1; background: var(--ui-color-surface); }
    &[data-overflows] th[data-part='actions'] { z-index: 2; }
    &[data-overflows] tr:hover > td[data-part='actions'] { background: var(--ui-color-surface-muted); }
    &[data-overflows] tr[aria-selected='true'] > td[data-part='actions'] { background: var(--ui-color-primary-subtle); }
  }

  /*
   * A phone is narrower than most tables: rather than squeezing every column to a character's width, the table
   * keeps a readable width and scrolls sideways in its box (the header then no longer sticks).
   */
  @media (max-width: 767px) {
    /* The box is a size container so the empty / error / denied message can take the visible width (cqw). */
    &[data-scroll='page'][data-phone='scroll'] { overflow-x: auto; container-type: inline-size; }
    &[data-scroll='page'][data-phone='scroll'] > table { min-width: 720px; }

    /*
     * Short values keep to one line and the table scrolls; the first column (the row's name) stays in sight,
     * wrapping within 40 % of the screen, so a scrolled row still says whose it is.
     */
    &[data-phone='scroll'] th, &[data-phone='scroll'] td:not([data-part='state']) { white-space: nowrap; }
    &[data-phone='scroll'] tr > th:first-child, &[data-phone='scroll'] tr > td:first-child:not([data-part='state']) {
      position: sticky;
      left: 0;
      max-width: 40vw;
      white-space: normal;
      box-shadow: inset -1px 0 0 var(--ui-color-border);
    }
    &[data-phone='scroll'] tr > td:first-child:not([data-part='state']) { z-index: 1; background: var(--ui-color-surface); }
    &[data-phone='scroll'] tr > th:first-child { z-index: 2; }

    /*
     * Cards: each row is a card of labelled lines (its first column, the row's name, as the card's title) with the
     * row's actions at its foot, all within the screen's width. The header row stays for screen readers only.
     */
    &[data-phone='cards'] { border: 0; border-radius: 0; container-type: inline-size; }
    &[data-phone='cards'] > table, &[data-phone='cards'] tbody { display: block; background: transparent; }
    &[data-phone='cards'] thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    &[data-phone='cards'] tbody { display: grid; gap: var(--ui-space-3); }
    &[data-phone='cards'] tr {
      display: flex;
      flex-direction: column;
      gap: var(--ui-space-1);
      padding: var(--ui-space-3) var(--ui-space-4);
      border: 1px solid var(--ui-color-border);
      border-radius: var(--ui-radius-md);
      background: var(--ui-color-surface);
    }
    &[data-phone='cards'] tr > td {
      display: flex;
      align-items: baseline;
      justify-content: space-between;
      gap: var(--ui-space-3);
      height: auto;
      min-height: 28px;
      padding: 0;
      border: 0;
      background: transparent;
      text-align: right;
      white-space: normal;
    }
    &[data-phone='cards'] tr:hover > td, &[data-phone='cards'] tr[aria-selected='true'] > td { background: transparent; }
    &[data-phone='cards'] tr[aria-selected='true'] { background: var(--ui-color-primary-subtle); }
    &[data-phone='cards'] tr > td:first-child:not([data-part='state']):not([data-part='select']) {
      justify-content: flex-start;
      font-weight: var(--ui-font-weight-medium);
      text-align: left;
    }
    &[data-phone='cards'] tr > td:first-child > [data-part='cell-label'] { display: none; }
    &[data-phone='cards'] td[data-part='select'] { width: auto; justify-content: flex-start; }
    &[data-phone='cards'] td[data-part='actions'] {
      justify-content: flex-end;
      margin-top: var(--ui-space-1);
      padding-top: var(--ui-space-2);
      border-top: 1px solid var(--ui-color-border);
    }
    &[data-phone='cards'] td[data-part='actions'] > * { flex-wrap: wrap; justify-content: flex-end; white-space: normal; }
    /* A row with no action for now (a closed exam) ends at its last value, without an empty foot. */
    &[data-phone='cards'] td[data-part='actions']:not(:has(button, a)) { display: none; }
    &[data-phone='cards'] td[data-part='state'] { display: block; padding: var(--ui-space-4); }
    &[data-phone='cards'] [data-part='cell-label'] { display: block; }
  }
`;

export const DataTableTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-variant-numeric: tabular-nums;
  background: var(--ui-color-surface);

  &[aria-busy='true'] { cursor: progress; }
`;

export const DataTableHeadCell = styled.th`
  position: sticky;
  top: var(--ui-table-sticky-top, 0px);
  z-index: 1;
  height: var(--ui-layout-table-row-height);
  padding: 0 var(--ui-space-4);
  border-bottom: 1px solid var(--ui-color-border);
  background: var(--ui-color-surface-muted);
  color: var(--ui-color-text);
  font-weight: var(--ui-font-weight-medium);
  text-align: left;
  white-space: nowrap;

  [data-scroll='contained'] & { top: 0; }
  &:first-child { border-top-left-radius: var(--ui-radius-md); }
  &:last-child { border-top-right-radius: var(--ui-radius-md); }
  &[data-align='right'] { text-align: right; }
  &[data-align='center'] { text-align: center; }
  &[data-part='select'] { width: 48px; padding-right: 0; }
`;

export const DataTableRow = styled.tr`
  &:hover > td { background: var(--ui-color-surface-muted); }
  &[aria-selected='true'] > td { background: var(--ui-color-primary-subtle); }
  &:last-child > td { border-bottom: 0; }
`;

export const DataTableCell = styled.td`
  height: var(--ui-layout-table-row-height);
  padding: 0 var(--ui-space-4);
  border-bottom: 1px solid var(--ui-color-border);
  color: var(--ui-color-text);
  vertical-align: middle;
  /* Lines break between words only: a short Chinese word (未发布, 数据集) is never split across lines. */
  word-break: keep-all;
  overflow-wrap: break-word;

  &[data-align='right'] { text-align: right; white-space: nowrap; }
  &[data-align='center'] { text-align: center; white-space: nowrap; }
  &[data-nowrap='true'], &[data-kind='time'], &[data-kind='status'] { white-space: nowrap; }
  &[data-part='select'] { width: 48px; padding-right: 0; }
  &[data-part='actions'] { white-space: nowrap; }
  &[data-part='state'] { height: auto; padding: var(--ui-space-4); }
  /*
   * In a table wider than its scrolling box (a phone), the message of an empty, failed or refused table keeps to the
   * visible part of the box instead of centring on the 720 px table, where it would be out of sight.
   */
  &[data-part='state'] > * { position: sticky; left: var(--ui-space-4); max-width: calc(100cqw - 2 * var(--ui-space-4)); }
`;

/** A column's name beside its value on a phone's card; hidden where the table has its header row. */
export const DataTableCellLabel = styled.span`
  display: none;
  flex: none;
  max-width: 45%;
  color: var(--ui-color-text-secondary);
  font-weight: var(--ui-font-weight-regular);
  text-align: left;
`;

/** A row's actions keep to one line (the ones that do not fit go under "更多"). */
export const DataTableRowActions = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-3);
  white-space: nowrap;

  && > [data-tone='danger'], && > [data-tone='danger']:hover:not(:disabled) { color: var(--ui-color-danger); }
`;

export const DataTableFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: var(--ui-space-3);
  color: var(--ui-color-text-secondary);
`;

export const DataTablePageList = styled.ul`
  display: flex;
  align-items: center;
  gap: var(--ui-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DataTablePageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: 0 var(--ui-space-2);
  border: 1px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) { border-color: var(--ui-color-primary); color: var(--ui-color-primary); }
  &[aria-current='page'] { border-color: var(--ui-color-primary); background: var(--ui-color-primary); color: var(--ui-color-on-primary); }
  &:disabled { color: var(--ui-color-text-disabled); cursor: not-allowed; }
`;

export const DataTableEllipsis = styled.span`
  padding: 0 var(--ui-space-1);
`;

export const DataTablePageSize = styled.div`
  width: 112px;
`;

/** A row action that navigates: looks like the link-styled action buttons. */
export const DataTableLinkAction = styled.a`
  color: var(--ui-color-primary);
  font-size: var(--ui-font-size-sm);
  text-decoration: none;
  white-space: nowrap;

  &:hover { color: var(--ui-color-primary-active); text-decoration: underline; }
  &:focus-visible { outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color); outline-offset: 2px; }
  &[data-tone='danger'] { color: var(--ui-color-danger); }
`;

export const DataTableMoreChevron = styled.svg`
  width: 12px;
  height: 12px;
  margin-left: 2px;
  vertical-align: -1px;
`;

/** The "more" menu of a row: opens under its button, right-aligned, above the table's sticky header. */
export const DataTableMenu = styled.ul`
  position: fixed;
  min-width: 120px;
  ${menuSurface}
`;

export const DataTableMenuItem = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  padding: var(--ui-space-2) var(--ui-space-3);
  border: 0;
  background: transparent;
  font: inherit;
  font-size: var(--ui-font-size-sm);
  text-align: left;
  text-decoration: none;
  ${menuItem}
  &[aria-disabled='true'] { color: var(--ui-color-text-disabled); cursor: not-allowed; }
`;
