import { Card, DataTable, type DataTableColumn } from '@finedu/ui';
import type { LoginRecord } from '@finedu/domain';
import { formatDateTime } from '../../components/format';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { useViewState } from '../../components/tableState';
import { useDataTableLabels } from '../../list/useListLabels';

/** Recent sign-ins (GET /api/admin/login/info): time, IP, browser, method. */
export function LoginHistoryCard() {
  const t = useT();
  const { auth } = useServices();
  const query = useQuery((signal) => auth.loginInfo({ signal, silent: true }), [auth]);
  const view = useViewState(query, { emptyTitle: t('current.historyEmpty') });
  const tableLabels = useDataTableLabels();
  const columns: DataTableColumn<LoginRecord>[] = [
    { key: 'created_at', title: t('current.historyTime'), kind: 'time', render: (row) => formatDateTime(row.created_at) },
    { key: 'ip', title: t('current.historyIp'), nowrap: true, render: (row) => row.ip },
    { key: 'browser', title: t('current.historyBrowser'), ellipsis: 240, render: (row) => row.browser },
    { key: 'method', title: t('current.historyMethod'), nowrap: true, render: (row) => t(row.method === 'sms' ? 'current.method.sms' : 'current.method.password') },
  ];
  return (
    <Card title={t('current.history')} padding="none">
      <DataTable<LoginRecord> columns={columns} rows={query.data ?? []} rowKey={(row) => String(row.id)} aria-label={t('current.history')} labels={tableLabels} state={view.state} stateMessages={view.stateMessages} />
    </Card>
  );
}
