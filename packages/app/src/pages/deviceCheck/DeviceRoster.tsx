import { useState } from 'react';
import styled from 'styled-components';
import { DEVICE_CHECK_VALID_DAYS, type DeviceCheckRoster, type DeviceCheckRosterRow } from '@finedu/domain';
import { Card, DataTable, DataTableActions, FilterBar, Select, StateView, StatusBadge, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../components/format';
import { useViewState } from '../../components/tableState';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useDataTableLabels } from '../../list/useListLabels';
import { useRowLink } from '../../list/useRowLink';
import { useServices } from '../../services/ServicesContext';
import { useCollegeClasses } from '../exam/staff/useCollegeClasses';
import { VERDICT_TONE } from './deviceCheckView';
import { reportLink } from './MyDeviceReports';

/** The students of one class with their latest device check, and the counts (the college's staff). */
export function DeviceRoster() {
  const t = useT();
  const classes = useCollegeClasses();
  const classesView = useViewState(classes, { emptyTitle: t('deviceCheck.roster.noClasses') });
  const [picked, setClassId] = useState('');
  // A teacher with one class sees it at once.
  const only = classes.data?.length === 1 ? String(classes.data[0]!.id) : '';
  const classId = picked || only;
  const options = (classes.data ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  return (
    <Card title={t('deviceCheck.tab.roster')}>
      <Stack>
        {classesView.state !== 'ready' ? (
          <StateView state={classesView.state} {...classesView.stateMessages} />
        ) : (
          <>
            <FilterBar onSubmit={(event) => event.preventDefault()}>
              <Select aria-label={t('deviceCheck.roster.class')} options={options} placeholder={t('deviceCheck.roster.pick')} value={classId} onChange={(event) => setClassId(event.target.value)} />
            </FilterBar>
            {classId === '' ? <StateView state="empty" emptyTitle={t('deviceCheck.roster.pick')} emptyDescription={t('deviceCheck.roster.pickHint')} /> : <RosterTable query={{ class_id: Number(classId) }} />}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** A roster (a class's or an exam's) as counts and a table; also used in an exam's candidates tab. */
export function RosterTable({ query, compact = false }: { query: { class_id: number } | { exam_id: number }; compact?: boolean }) {
  const t = useT();
  const { deviceCheck } = useServices();
  const tableLabels = useDataTableLabels();
  const rowLink = useRowLink();
  const key = JSON.stringify(query);
  const roster = useQuery((signal) => deviceCheck.roster(query, { signal, silent: true }), [deviceCheck, key]);
  const view = useViewState<DeviceCheckRoster>(roster, { emptyTitle: t('deviceCheck.roster.empty') }, (data) => data.rows.length === 0);
  const data = roster.data;
  const columns: DataTableColumn<DeviceCheckRosterRow>[] = [
    { key: 'name', title: t('deviceCheck.col.student'), ellipsis: 200, render: (row) => `${row.name}（${row.username}）` },
    { key: 'class_name', title: t('deviceCheck.col.class'), ellipsis: 160, render: (row) => row.class_name ?? t('common.none') },
    {
      key: 'verdict',
      title: t('deviceCheck.col.verdict'),
      kind: 'status',
      render: (row) =>
        row.report ? <StatusBadge tone={row.report.current ? VERDICT_TONE[row.report.verdict] : 'neutral'}>{t(`deviceCheck.verdict.${row.report.verdict}`)}</StatusBadge> : <StatusBadge>{t('deviceCheck.noReport')}</StatusBadge>,
    },
    { key: 'time', title: t('deviceCheck.col.time'), kind: 'time', render: (row) => formatDateTime(row.report?.created_at) },
    {
      key: 'validity',
      title: t('deviceCheck.col.validity'),
      nowrap: true,
      render: (row) => (row.report === null ? t('common.none') : row.report.current ? t('deviceCheck.current') : t('deviceCheck.expired', { days: DEVICE_CHECK_VALID_DAYS })),
    },
  ];
  const total = data ? data.counts.pass + data.counts.warn + data.counts.fail + data.counts.none : 0;
  return (
    <Stack>
      {data && view.state === 'ready' && (
        <Counts role="status">
          {t('deviceCheck.roster.counts', { total, ...data.counts })}
          {data.counts.none === total && !compact && <span> {t('deviceCheck.roster.noneChecked')}</span>}
        </Counts>
      )}
      <DataTable<DeviceCheckRosterRow>
        aria-label={data?.title ?? t('deviceCheck.tab.roster')}
        columns={compact ? columns.filter((column) => column.key !== 'class_name') : columns}
        rows={data?.rows ?? []}
        rowKey={(row) => String(row.user_id)}
        rowActions={(row) => (
          <DataTableActions actions={[row.report && { key: 'report', label: t('deviceCheck.view'), ariaLabel: t('deviceCheck.viewOf', { name: row.name }), ...rowLink(reportLink(row.report.id)) }]} />
        )}
        scroll="contained"
        labels={tableLabels}
        state={view.state}
        stateMessages={view.stateMessages}
      />
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
`;

const Counts = styled.p`
  margin: 0;
  color: var(--ui-color-text-secondary);
`;
