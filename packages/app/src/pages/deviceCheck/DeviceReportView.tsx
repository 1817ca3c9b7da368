import { Link } from 'react-router-dom';
import { routePath } from '@finedu/domain';
import { DeviceCheckList, StateView } from '@finedu/ui';
import { formatDateTime } from '../../components/format';
import { useViewState } from '../../components/tableState';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { Column } from './Column';
import { rowsOf, useDeviceCheckListLabels } from './deviceCheckView';

/** A stored report, read-only (`/test?report=<id>`): the owner, a teacher of the college or the help desk. */
export function DeviceReportView({ id }: { id: string }) {
  const t = useT();
  const { deviceCheck } = useServices();
  const labels = useDeviceCheckListLabels();
  const report = useQuery((signal) => deviceCheck.report(id, { signal, silent: true }), [deviceCheck, id]);
  const view = useViewState(report, {}, () => false);
  const back = <Link to={routePath('FullTest')}>{t('deviceCheck.backToMine')}</Link>;
  if (view.state !== 'ready' || !report.data) {
    return (
      <Column>
        <StateView state={view.state} {...view.stateMessages} />
        {back}
      </Column>
    );
  }
  const data = report.data;
  return (
    <Column>
      <DeviceCheckList
        aria-describedby="device-report-owner"
        rows={rowsOf(t, data.checks.map((check) => ({ key: check.key, state: check.status, value: check.value, detail: check.detail, skipped: check.status === 'skipped' })))}
        verdict={data.verdict}
        reportId={data.id}
        checkedAt={formatDateTime(data.created_at)}
        labels={{ ...labels, title: t('deviceCheck.reportOf', { name: data.user_name, username: data.username }) }}
      />
      <p id="device-report-owner">{t('deviceCheck.readOnly', { agent: data.user_agent })}</p>
      {back}
    </Column>
  );
}
