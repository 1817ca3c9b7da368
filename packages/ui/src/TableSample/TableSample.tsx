import { useMemo, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { TablePreview } from '@finedu/domain';
import { DataTable, type DataTableColumn, type DataTableLabels } from '../DataTable';

/** Every visible string of the TableSample; the app passes translated ones. */
export interface TableSampleLabels {
  /** An empty cell. */
  none: string;
  /** The line under the table: how many rows are shown of how many. */
  rows: (shown: number, total: number) => string;
}

export const DEFAULT_TABLE_SAMPLE_LABELS: TableSampleLabels = {
  none: '—',
  rows: (shown, total) => `显示 ${shown} 行，共 ${total} 行`,
};

export interface TableSampleProps extends HTMLAttributes<HTMLDivElement> {
  /** The table's first rows, as the server reads a CSV or XLSX file (a case's dataset, a resource, a processed result). */
  preview: TablePreview;
  /** Accessible name of the table. */
  label: string;
  /** Visible strings; the defaults are zh-CN. */
  labels?: Partial<TableSampleLabels>;
  /** The table's own strings (its empty state). */
  tableLabels?: Partial<DataTableLabels>;
}

interface Row {
  index: number;
  cells: readonly (string | number | null)[];
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  min-width: 0;

  > p {
    margin: 0;
    color: var(--ui-color-text-secondary);
    font-size: var(--ui-font-size-sm);
  }
`;

const formatNumber = (value: number): string => (Number.isInteger(value) ? value.toLocaleString('en-US') : value.toLocaleString('en-US', { maximumFractionDigits: 6 }));

/**
 * The first rows of a table file in a plain table: numbers right-aligned with their thousands separated, empty cells as
 * a dash, and how many rows there are in all. One view for a case's dataset tab, its processed results and a CSV or
 * Excel resource in the library or a chapter.
 */
export function TableSample({ preview, label, labels: labelOverrides, tableLabels, ...rest }: TableSampleProps) {
  const labels = useMemo(() => ({ ...DEFAULT_TABLE_SAMPLE_LABELS, ...labelOverrides }), [labelOverrides]);
  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const numeric = preview.columns.map((_, index) => preview.rows.length > 0 && preview.rows.every((row) => row[index] === null || typeof row[index] === 'number'));
    return preview.columns.map((name, index) => ({
      key: `c${index}`,
      title: name,
      kind: numeric[index] ? 'number' : 'text',
      render: (row: Row) => {
        const value = row.cells[index];
        return value === null || value === undefined ? labels.none : typeof value === 'number' ? formatNumber(value) : value;
      },
    }));
  }, [preview, labels]);
  const rows = useMemo(() => preview.rows.map((cells, index) => ({ index, cells })), [preview]);
  return (
    <Root data-table-sample="" {...rest}>
      <DataTable<Row> aria-label={label} columns={columns} rows={rows} rowKey={(row) => String(row.index)} labels={tableLabels} state="ready" />
      <p>{labels.rows(preview.rows.length, preview.total_rows)}</p>
    </Root>
  );
}
