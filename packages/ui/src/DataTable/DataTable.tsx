import { forwardRef, useMemo, useRef, useState, type ForwardedRef, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { EllipsisText } from '../EllipsisText';
import { useScrollsX } from '../internal/useScrollsX';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { Skeleton } from '../Skeleton';
import { StateView, type DataViewState, type StateViewMessages } from '../StateView';
import {
  DataTableBulkActions,
  DataTableBulkBar,
  DataTableCell,
  DataTableCellLabel,
  DataTableHeadCell,
  DataTableRoot,
  DataTableRow,
  DataTableRowActions,
  DataTableScroller,
  DataTableTable,
} from './DataTable.styles';
import { DataTableLabelsContext } from './DataTableActions';
import { DEFAULT_DATA_TABLE_LABELS, type DataTableLabels } from './DataTableLabels';
import { DataTablePagination, type DataTablePaging } from './DataTablePagination';

export type DataTableAlign = 'left' | 'center' | 'right';

/**
 * What a column holds, for the table conventions (DESIGN.md, Lists): `time` (a date and time: one line, 164 px),
 * `status` (a state word or badge: one line, 104 px), `number` (right-aligned, one line). A column's own `width` or
 * `align` wins.
 */
export type DataTableColumnKind = 'text' | 'time' | 'status' | 'number';

const KIND_WIDTH: Partial<Record<DataTableColumnKind, number>> = { time: 164, status: 104 };
/** The widest an `ellipsis` column grows before its text is cut (px). */
const DEFAULT_ELLIPSIS_WIDTH = 320;

export interface DataTableColumn<T> {
  /** Column id; also the row field shown when there is no `render`. */
  key: string;
  /** Header text. */
  title: ReactNode;
  /** Cell content; by default the row's `key` field. */
  render?: (row: T, index: number) => ReactNode;
  /** `right` for numbers (money, scores, counts). */
  align?: DataTableAlign;
  /** Column width (px number or CSS length). */
  width?: number | string;
  /**
   * Keep the cell on one line (times, codes, short states). Right- and centre-aligned columns (numbers) never wrap;
   * other cells wrap only between words, never inside a Chinese word ("未发布" is not cut into "未发/布").
   */
  nowrap?: boolean;
  /** What the column holds: sets its width, alignment and wrapping by the table conventions. */
  kind?: DataTableColumnKind;
  /**
   * Long text (names, titles) on one line, cut with "…" at this width (px; `true` = 320) with the whole text in a
   * tooltip on hover and focus. `tooltip` says what the tooltip shows when the cell renders more than a string.
   */
  ellipsis?: boolean | number;
  /** The tooltip's text of an `ellipsis` cell; the cell's field by default. */
  tooltip?: (row: T) => ReactNode;
}

/**
 * How the table shows on a phone (narrower than 768 px): `scroll` keeps the table at a readable width and scrolls it
 * sideways in its box (a staff list of many columns); `cards` turns each row into a card, one labelled line per column
 * and the row's actions at its foot, so a short list (a student's exams, grades) has its status, score and action in
 * sight without a swipe.
 */
export type DataTablePhoneLayout = 'scroll' | 'cards';

export interface DataTableProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The columns, left to right. */
  columns: readonly DataTableColumn<T>[];
  /** The rows of the current page. */
  rows: readonly T[];
  /** A row's stable id: a field name or a function. */
  rowKey: keyof T | ((row: T) => string);
  /** Which of the four data-view states to show; `ready` shows the rows. */
  state?: DataViewState;
  /** Texts and actions of the empty, error and denied states. */
  stateMessages?: StateViewMessages;
  /** Paging below the table; omit for a single page. */
  pagination?: DataTablePaging;
  /** Adds a checkbox column. */
  selectable?: boolean;
  /** Selected row ids (controlled). */
  selectedKeys?: readonly string[];
  /** Called with the selected row ids. */
  onSelectionChange?: (keys: string[]) => void;
  /** Actions on the selected rows, shown in a bar that appears on selection. */
  bulkActions?: (selectedKeys: string[]) => ReactNode;
  /** Actions of one row, shown in a last column at the right end. */
  rowActions?: (row: T) => ReactNode;
  /** Names the table for screen readers. */
  'aria-label'?: string;
  /** Number of skeleton rows while loading. */
  skeletonRows?: number;
  /** `page`: the header sticks under the app header; `contained`: the table scrolls in its own box. */
  scroll?: 'page' | 'contained';
  /** Visible strings; the defaults are zh-CN. */
  labels?: Partial<DataTableLabels>;
  /** On a phone: the table scrolls sideways in its box (`scroll`), or each row becomes a card (`cards`). */
  phoneLayout?: DataTablePhoneLayout;
}

const cellValue = <T,>(row: T, key: string): ReactNode => {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : value === null || value === undefined ? '' : String(value);
};

const alignOf = (column: DataTableColumn<never>): DataTableAlign => column.align ?? (column.kind === 'number' ? 'right' : 'left');

function DataTableInner<T>(
  {
    columns,
    rows,
    rowKey,
    state = 'ready',
    stateMessages,
    pagination,
    selectable = false,
    selectedKeys: selectedProp,
    onSelectionChange,
    bulkActions,
    rowActions,
    'aria-label': ariaLabel,
    skeletonRows = 5,
    scroll = 'page',
    labels: labelOverrides,
    phoneLayout = 'scroll',
    ...rest
  }: DataTableProps<T>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const labels = useMemo(() => ({ ...DEFAULT_DATA_TABLE_LABELS, ...labelOverrides }), [labelOverrides]);
  const keyOf = (row: T): string => (typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey]));
  const [innerSelected, setInnerSelected] = useState<string[]>([]);
  const selected = selectedProp ? [...selectedProp] : innerSelected;
  const setSelected = (keys: string[]) => {
    if (!selectedProp) setInnerSelected(keys);
    onSelectionChange?.(keys);
  };

  const ready = state === 'ready';
  const pageKeys = ready ? rows.map(keyOf) : [];
  const selectedOnPage = pageKeys.filter((key) => selected.includes(key));
  const allOnPage = pageKeys.length > 0 && selectedOnPage.length === pageKeys.length;
  const cards = phoneLayout === 'cards';
  const columnCount = columns.length + (selectable ? 1 : 0) + (rowActions ? 1 : 0);

  const toggleAll = () => setSelected(allOnPage ? selected.filter((key) => !pageKeys.includes(key)) : [...new Set([...selected, ...pageKeys])]);
  const toggleRow = (key: string) => setSelected(selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key]);

  const body = (() => {
    switch (state) {
      case 'ready':
        return rows.map((row, index) => {
          const key = keyOf(row);
          const isSelected = selected.includes(key);
          return (
            <DataTableRow key={key} aria-selected={selectable ? isSelected : undefined}>
              {selectable && (
                <DataTableCell data-part="select">
                  <Checkbox aria-label={labels.selectRow(index + 1)} checked={isSelected} onChange={() => toggleRow(key)} />
                </DataTableCell>
              )}
              {columns.map((column) => {
                const content = column.render ? column.render(row, index) : cellValue(row, column.key);
                return (
                  <DataTableCell key={column.key} data-align={alignOf(column)} data-kind={column.kind} data-nowrap={column.nowrap ? 'true' : undefined}>
                    {/* The column's name beside the value on a phone's card; the header row already names it for screen readers. */}
                    {cards && <DataTableCellLabel data-part="cell-label" aria-hidden="true">{column.title}</DataTableCellLabel>}
                    {column.ellipsis ? (
                      <EllipsisText
                        maxWidth={typeof column.ellipsis === 'number' ? column.ellipsis : DEFAULT_ELLIPSIS_WIDTH}
                        tooltip={column.tooltip ? column.tooltip(row) : typeof content === 'string' ? undefined : cellValue(row, column.key) || undefined}
                      >
                        {content}
                      </EllipsisText>
                    ) : (
                      content
                    )}
                  </DataTableCell>
                );
              })}
              {rowActions && (
                <DataTableCell data-part="actions" data-align="right">
                  <DataTableRowActions>
                    <DataTableLabelsContext.Provider value={labels}>{rowActions(row)}</DataTableLabelsContext.Provider>
                  </DataTableRowActions>
                </DataTableCell>
              )}
            </DataTableRow>
          );
        });
      case 'loading':
        return Array.from({ length: skeletonRows }, (_, index) => (
          <DataTableRow key={index}>
            {Array.from({ length: columnCount }, (__, cell) => (
              <DataTableCell key={cell}>
                <Skeleton lines={1} />
              </DataTableCell>
            ))}
          </DataTableRow>
        ));
      case 'empty':
      case 'error':
      case 'denied':
        return (
          <DataTableRow>
            <DataTableCell data-part="state" colSpan={columnCount}>
              <StateView state={state} {...stateMessages} />
            </DataTableCell>
          </DataTableRow>
        );
      default:
        return state satisfies never;
    }
  })();

  const scroller = useRef<HTMLDivElement>(null);
  // A table wider than its box (a phone) scrolls sideways: the keyboard must reach that scroll too.
  const scrolls = useScrollsX(scroller);
  return (
    <DataTableRoot ref={ref} data-state={state} {...rest}>
      {selectable && selected.length > 0 && (
        <DataTableBulkBar data-part="bulk-bar">
          <span aria-live="polite">{labels.selected(selected.length)}</span>
          <Button variant="link" onClick={() => setSelected([])}>
            {labels.clearSelection}
          </Button>
          {bulkActions && <DataTableBulkActions>{bulkActions(selected)}</DataTableBulkActions>}
        </DataTableBulkBar>
      )}
      <DataTableScroller
        ref={scroller}
        data-scroll={scroll}
        data-phone={phoneLayout}
        data-overflows={scrolls || undefined}
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls && ariaLabel ? 'region' : undefined}
        aria-label={scrolls ? ariaLabel : undefined}
      >
        <DataTableTable aria-label={ariaLabel} aria-busy={state === 'loading' || undefined}>
          {state === 'loading' && <VisuallyHidden as="caption">{labels.loading}</VisuallyHidden>}
          <colgroup>
            {selectable && <col />}
            {columns.map((column) => (
              <col key={column.key} width={column.width ?? (column.kind ? KIND_WIDTH[column.kind] : undefined)} />
            ))}
            {rowActions && <col />}
          </colgroup>
          <thead>
            <tr>
              {selectable && (
                <DataTableHeadCell data-part="select" scope="col">
                  <Checkbox
                    aria-label={labels.selectAll}
                    checked={allOnPage}
                    indeterminate={selectedOnPage.length > 0 && !allOnPage}
                    disabled={!ready || rows.length === 0}
                    onChange={toggleAll}
                  />
                </DataTableHeadCell>
              )}
              {columns.map((column) => (
                <DataTableHeadCell key={column.key} scope="col" data-align={alignOf(column)}>
                  {column.title}
                </DataTableHeadCell>
              ))}
              {rowActions && (
                <DataTableHeadCell scope="col" data-align="right" data-part="actions">
                  {labels.actions}
                </DataTableHeadCell>
              )}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </DataTableTable>
      </DataTableScroller>
      {pagination && ready && <DataTablePagination {...pagination} labels={labels} />}
    </DataTableRoot>
  );
}

/**
 * The list table: sticky header, 48 px rows, tabular numbers, paging (10/20/50) with the total,
 * selection with a bulk-action bar, row actions at the right end, and the four data-view states.
 */
export const DataTable = forwardRef(DataTableInner) as <T>(props: DataTableProps<T> & { ref?: Ref<HTMLDivElement> }) => ReactElement;
