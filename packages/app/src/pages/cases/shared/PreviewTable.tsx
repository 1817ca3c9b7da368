import type { TablePreview } from '@finedu/domain';
import { TableSample } from '@finedu/ui';
import { useMemo } from 'react';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useT } from '../../../i18n/useT';

/** Rows of a dataset preview (or a processed result): the same view as a CSV or Excel resource's preview. */
export function PreviewTable({ preview, label }: { preview: TablePreview; label: string }) {
  const t = useT();
  const tableLabels = useDataTableLabels();
  const labels = useMemo(() => ({ none: t('common.none'), rows: (shown: number, total: number) => t('case.previewRows', { shown, total }) }), [t]);
  return <TableSample preview={preview} label={label} labels={labels} tableLabels={tableLabels} />;
}
