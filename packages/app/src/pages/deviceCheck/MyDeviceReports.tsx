import { Link } from 'react-router-dom';
import { DEVICE_CHECK_VALID_DAYS, routePath, type DeviceCheckReportSummary } from '@finedu/domain';
import { Card, DataTable, StatusBadge, type DataTableColumn } from '@finedu/ui';
import { emptyIcon } from '../../components/actionIcons';
import { formatDateTime } from '../../components/format';
import { useViewState } from '../../components/tableState';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useDataTableLabels } from '../../list/useListLabels';
import { useServices } from '../../services/ServicesContext';
import { VERDICT_TONE } from './deviceCheckView';

export const reportLink = (id: string) => `${routePath('FullTest')}?report=${encodeURIComponent(id)}`;

/** The user's latest reports, newest first; reloaded when `version` changes (a report was saved). */
export function MyDeviceReports({ version = 0 }: { version?: number }) {
  const t = useT();
  const { deviceCheck } = useServices();
  const tableLabels = useDataTableLabels();
  const reports = useQuery((signal) => deviceCheck.myReports({ signal, silent: true }), [deviceCheck, version]);
  const view = useViewState(reports, { emptyIcon: emptyIcon('deviceReports'), emptyTitle: t('deviceCheck.mine.empty'), emptyDescription: t('deviceCheck.mine.emptyHint') });
  const columns: DataTableColumn<DeviceCheckReportSummary>[] = [
    { key: 'created_at', title: t('deviceCheck.col.time'), kind: 'time', render: (row) => formatDateTime(row.created_at) },
    { key: 'verdict', title: t('deviceCheck.col.verdict'), kind: 'status', render: (row) => <StatusBadge tone={VERDICT_TONE[row.verdict]}>{t(`deviceCheck.verdict.${row.verdict}`)}</StatusBadge> },
    { key: 'current', title: t('deviceCheck.col.validity'), nowrap: true, render: (row) => (row.current ? t('deviceCheck.current') : t('deviceCheck.expired', { days: DEVICE_CHECK_VALID_DAYS })) },
    { key: 'exam_id', title: t('deviceCheck.col.exam'), nowrap: true, render: (row) => (row.exam_id === null ? t('common.none') : `#${row.exam_id}`) },
    { key: 'id', title: t('deviceCheck.col.report'), nowrap: true, render: (row) => <Link to={reportLink(row.id)}>{row.id}</Link> },
  ];
  return (
    <Card title={t('deviceCheck.mine')} padding="none">
      <DataTable<DeviceCheckReportSummary>
        aria-label={t('deviceCheck.mine')}
        columns={columns}
        rows={reports.data ?? []}
        rowKey="id"
        scroll="contained"
        labels={tableLabels}
        state={view.state}
        stateMessages={view.stateMessages}
      />
    </Card>
  );
}
