import type { TablePreview } from '@finedu/domain';
import { DataTable, type DataTableColumn } from '@finedu/ui';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useT } from '../../../i18n/useT';

interface Row {
  index: number;
  cells: readonly (string | number | null)[];
}

/** Rows of a dataset preview (or a processed result) in a plain table; numbers right-aligned. */
export function PreviewTable({ preview, label }: { preview: TablePreview; label: string }) {
  const t = useT();
  const tableLabels = useDataTableLabels();
  const numeric = preview.columns.map((_, index) => preview.rows.length > 0 && preview.rows.every((row) => row[index] === null || typeof row[index] === 'number'));
  const columns: DataTableColumn<Row>[] = preview.columns.map((name, index) => ({
    key: `c${index}`,
    title: name,
    kind: numeric[index] ? 'number' : 'text',
    render: (row) => {
      const value = row.cells[index];
      return value === null || value === undefined ? t('common.none') : typeof value === 'number' ? formatNumber(value) : value;
    },
  }));
  return (
    <>
      <DataTable<Row> aria-label={label} columns={columns} rows={preview.rows.map((cells, index) => ({ index, cells }))} rowKey={(row) => String(row.index)} labels={tableLabels} state="ready" />
      <p>{t('case.previewRows', { shown: preview.rows.length, total: preview.total_rows })}</p>
    </>
  );
}

const formatNumber = (value: number): string => (Number.isInteger(value) ? value.toLocaleString('en-US') : value.toLocaleString('en-US', { maximumFractionDigits: 6 }));
