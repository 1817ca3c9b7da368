import {
  FIGURE_UNITS,
  type OperationsAlert,
  type OperationsCompetitionSession,
  type OperationsExam,
  type OperationsFigure,
  type OperationsJob,
  type OperationsKernel,
  type OperationsOverview,
  type OperationsQueue,
  type OperationsQueueFailure,
  type OperationsQueueRow,
} from '@finedu/domain';
import { DataTable, DataTableActions, StatusBadge, formatFigure, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../components/format';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { useAskFirst } from '../../list/useAskFirst';
import { useDataTableLabels } from '../../list/useListLabels';
import { useServices } from '../../services/ServicesContext';

/** Jobs with a name in the catalog; another (a later module's) shows its own id. */
const KNOWN_JOBS = new Set(['exams.close-overdue', 'uploads.abort-abandoned', 'competitions.freeze-boards', 'competitions.rank-snapshots', 'competitions.rescan-scoring', 'operations.sample']);

/** Queues of one-off jobs with a name in the catalog; the scheduled jobs' queues are named like their jobs. */
const KNOWN_QUEUES = new Set(['exams.grade-program', 'classroom.evaluate', 'similarity.report', 'competitions.score']);

const bytes = (value: number | null, locale: string) => formatFigure(value, 'bytes', locale);

/** `3 分 20 秒` / `2 h 5 min`: how long ago `since` was, at `now`. */
function age(since: string | null, now: string, locale: string): string {
  if (since === null) return '—';
  const seconds = Math.max(0, Math.round((Date.parse(now) - Date.parse(since)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (locale === 'en-US') return h > 0 ? `${h} h ${m} min` : m > 0 ? `${m} min ${s} s` : `${s} s`;
  return h > 0 ? `${h} 小时 ${m} 分` : m > 0 ? `${m} 分 ${s} 秒` : `${s} 秒`;
}

export function KernelsTable({ overview, onStopped }: { overview: OperationsOverview; onStopped: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const { operations } = useServices();
  const labels = useDataTableLabels();
  const stop = useAskFirst<OperationsKernel>({
    run: (row) => operations.stopKernel(row.kernel_id, { silent: true }),
    doneMessage: t('operations.kernels.stopped'),
    onDone: onStopped,
    title: t('operations.kernels.stopTitle'),
    description: (row) => t('operations.kernels.stopText', { user: row.user_name ?? t('operations.kernels.unknownUser'), notebook: row.notebook || row.kernel_id }),
    confirmLabel: t('operations.kernels.stop'),
  });
  const columns: DataTableColumn<OperationsKernel>[] = [
    { key: 'user', title: t('operations.kernels.user'), ellipsis: 200, render: (row) => (row.user_name === null ? t('operations.kernels.unknownUser') : `${row.user_name}（${row.username}）`) },
    { key: 'college', title: t('operations.kernels.college'), ellipsis: 160, render: (row) => row.college ?? '—' },
    { key: 'notebook', title: t('operations.kernels.notebook'), ellipsis: 200, render: (row) => row.notebook || '—' },
    { key: 'state', title: t('operations.kernels.state'), kind: 'status', render: (row) => <StatusBadge tone={row.execution_state === 'busy' ? 'primary' : row.execution_state === 'idle' ? 'success' : 'neutral'}>{row.execution_state}</StatusBadge> },
    { key: 'connections', title: t('operations.kernels.connections'), kind: 'number', render: (row) => row.connections },
    { key: 'age', title: t('operations.kernels.age'), kind: 'number', render: (row) => age(row.started_at, overview.server_now, locale) },
    { key: 'memory', title: t('operations.kernels.memory'), kind: 'number', render: (row) => bytes(row.memory_bytes, locale) },
    { key: 'cpu', title: t('operations.kernels.cpu'), kind: 'number', render: (row) => (row.cpu_seconds === null ? '—' : `${row.cpu_seconds} s`) },
    { key: 'activity', title: t('operations.kernels.lastActivity'), kind: 'time', render: (row) => formatDateTime(row.last_activity, overview.time_zone) },
  ];
  return (
    <>
      <DataTable
        aria-label={t('operations.kernels')}
        columns={columns}
        rows={overview.kernels}
        rowKey="kernel_id"
        state={overview.kernels.length === 0 ? 'empty' : 'ready'}
        stateMessages={{ emptyTitle: overview.notebook ? t('operations.kernels.none') : t('operations.kernels.noNotebook') }}
        rowActions={(row) => (
          <DataTableActions actions={[{ key: 'stop', label: t('operations.kernels.stop'), tone: 'danger', onClick: () => stop.ask(row) }]} />
        )}
        scroll="contained"
        labels={labels}
      />
      {overview.kernels.some((k) => k.memory_bytes !== null) && <Note>{t('operations.kernels.note')}</Note>}
      {stop.dialog}
    </>
  );
}

export function ExamsTable({ exams, timeZone }: { exams: OperationsExam[]; timeZone: string }) {
  const t = useT();
  const labels = useDataTableLabels();
  const columns: DataTableColumn<OperationsExam>[] = [
    { key: 'title', title: t('operations.exams.title'), ellipsis: 200, render: (row) => (row.college === null ? row.title : `${row.title}（${row.college}）`) },
    { key: 'in_progress', title: t('operations.exams.inProgress'), kind: 'number' },
    { key: 'submitted', title: t('operations.exams.submitted'), kind: 'number' },
    { key: 'answers_last_minute', title: t('operations.exams.answers'), kind: 'number' },
    { key: 'last_deadline', title: t('operations.exams.deadline'), kind: 'time', render: (row) => formatDateTime(row.last_deadline, timeZone) },
  ];
  return <DataTable aria-label={t('operations.exams')} columns={columns} rows={exams} rowKey="exam_id" state={exams.length === 0 ? 'empty' : 'ready'} stateMessages={{ emptyTitle: t('operations.exams.none') }} scroll="contained" labels={labels} />;
}

export function SessionsTable({ sessions, timeZone }: { sessions: OperationsCompetitionSession[]; timeZone: string }) {
  const t = useT();
  const labels = useDataTableLabels();
  const columns: DataTableColumn<OperationsCompetitionSession>[] = [
    { key: 'title', title: t('operations.sessions.title'), ellipsis: 200, render: (row) => `${row.title}（${row.competition}）` },
    { key: 'end_at', title: t('operations.sessions.end'), kind: 'time', render: (row) => formatDateTime(row.end_at, timeZone) },
    { key: 'queue', title: t('operations.sessions.queue'), kind: 'number' },
    { key: 'failed', title: t('operations.sessions.failed'), kind: 'number' },
  ];
  return (
    <DataTable
      aria-label={t('operations.sessions')}
      columns={columns}
      rows={sessions}
      rowKey="session_id"
      state={sessions.length === 0 ? 'empty' : 'ready'}
      stateMessages={{ emptyTitle: t('operations.sessions.none') }}
      scroll="contained"
      labels={labels}
    />
  );
}

export function JobsTable({ jobs, timeZone }: { jobs: OperationsJob[]; timeZone: string }) {
  const t = useT();
  const labels = useDataTableLabels();
  const name = (job: string) => (KNOWN_JOBS.has(job) ? t(`operations.job.${job}` as never) : job);
  const columns: DataTableColumn<OperationsJob>[] = [
    { key: 'name', title: t('operations.jobs.name'), ellipsis: 240, render: (row) => name(row.name) },
    { key: 'interval', title: t('operations.jobs.interval'), kind: 'number', render: (row) => `${row.interval_s} s` },
    { key: 'last_run', title: t('operations.jobs.lastRun'), kind: 'time', render: (row) => (row.last_run_at === null ? t('operations.jobs.never') : formatDateTime(row.last_run_at, timeZone)) },
    { key: 'last_success', title: t('operations.jobs.lastSuccess'), kind: 'time', render: (row) => formatDateTime(row.last_success_at, timeZone) },
    { key: 'duration', title: t('operations.jobs.duration'), kind: 'number', render: (row) => (row.last_duration_ms === null ? '—' : `${row.last_duration_ms} ms`) },
    { key: 'failures', title: t('operations.jobs.failures'), kind: 'number' },
    {
      key: 'status',
      title: t('operations.jobs.status'),
      kind: 'status',
      render: (row) =>
        row.late ? (
          <StatusBadge tone="danger">{t('operations.jobs.late')}</StatusBadge>
        ) : row.last_ok === false ? (
          <StatusBadge tone="warning" title={row.last_error ?? undefined}>
            {t('operations.jobs.failed')}
          </StatusBadge>
        ) : (
          <StatusBadge tone="success">{t('operations.jobs.ok')}</StatusBadge>
        ),
    },
  ];
  return <DataTable aria-label={t('operations.jobs')} columns={columns} rows={jobs} rowKey="name" state={jobs.length === 0 ? 'empty' : 'ready'} stateMessages={{ emptyTitle: t('operations.jobs.none') }} scroll="contained" labels={labels} />;
}

/** `12 s` / `3 min 20 s` / `2 h 5 min`: a duration in seconds. */
function seconds(total: number | null, locale: string): string {
  if (total === null) return '—';
  return age(new Date(0).toISOString(), new Date(total * 1000).toISOString(), locale);
}

/** The durable job queue of the cluster (issue 19): jobs per queue by state, and the last failures. */
export function QueueTables({ queue, timeZone }: { queue: OperationsQueue; timeZone: string }) {
  const t = useT();
  const { locale } = useLocale();
  const labels = useDataTableLabels();
  const name = (queueName: string) =>
    KNOWN_QUEUES.has(queueName) ? t(`operations.queue.${queueName}` as never) : KNOWN_JOBS.has(queueName) ? t(`operations.job.${queueName}` as never) : queueName;
  const count = (state: keyof OperationsQueueRow['counts'], tone?: 'danger' | 'warning') => (row: OperationsQueueRow) => {
    const n = row.counts[state] ?? 0;
    return n > 0 && tone !== undefined ? <StatusBadge tone={tone}>{n}</StatusBadge> : String(n);
  };
  const columns: DataTableColumn<OperationsQueueRow>[] = [
    { key: 'name', title: t('operations.queue.name'), ellipsis: 240, render: (row) => name(row.name) },
    { key: 'created', title: t('operations.queue.created'), kind: 'number', render: count('created') },
    { key: 'retry', title: t('operations.queue.retry'), kind: 'number', render: count('retry', 'warning') },
    { key: 'active', title: t('operations.queue.active'), kind: 'number', render: count('active') },
    { key: 'completed', title: t('operations.queue.completed'), kind: 'number', render: count('completed') },
    { key: 'failed', title: t('operations.queue.failed'), kind: 'number', render: count('failed', 'danger') },
    { key: 'oldest', title: t('operations.queue.oldest'), kind: 'number', render: (row) => seconds(row.oldest_waiting_s, locale) },
  ];
  const failureColumns: DataTableColumn<OperationsQueueFailure>[] = [
    { key: 'queue', title: t('operations.queue.name'), ellipsis: 200, render: (row) => name(row.queue) },
    { key: 'at', title: t('operations.queue.failures.at'), kind: 'time', render: (row) => formatDateTime(row.failed_at, timeZone) },
    { key: 'retries', title: t('operations.queue.failures.retries'), kind: 'number' },
    { key: 'error', title: t('operations.queue.failures.error'), ellipsis: 420, render: (row) => row.error || '—' },
  ];
  return (
    <>
      <DataTable
        aria-label={t('operations.queue')}
        columns={columns}
        rows={queue.queues}
        rowKey="name"
        state={queue.queues.length === 0 ? 'empty' : 'ready'}
        stateMessages={{ emptyTitle: t('operations.queue.none') }}
        scroll="contained"
        labels={labels}
      />
      <Note>{t('operations.queue.hint', { minutes: Math.round(queue.recent_s / 60) })}</Note>
      <Note>
        {t('operations.queue.instances', {
          count: queue.instances.length,
          list: queue.instances.map((i) => t('operations.queue.instance', { host: i.host, pid: i.pid, at: formatDateTime(i.heartbeat_at, timeZone) })).join(locale === 'en-US' ? ', ' : '，'),
        })}
      </Note>
      <h3 style={{ margin: 'var(--ui-space-4) 0 var(--ui-space-2)', fontSize: 'var(--ui-font-size-md)' }}>{t('operations.queue.failures')}</h3>
      <DataTable
        aria-label={t('operations.queue.failures')}
        columns={failureColumns}
        rows={queue.failures}
        rowKey="job_id"
        state={queue.failures.length === 0 ? 'empty' : 'ready'}
        stateMessages={{ emptyTitle: t('operations.queue.failures.none') }}
        scroll="contained"
        labels={labels}
      />
    </>
  );
}

export function AlertsTable({ alerts, names, timeZone }: { alerts: OperationsAlert[]; names: Partial<Record<OperationsFigure, string>>; timeZone: string }) {
  const t = useT();
  const { locale } = useLocale();
  const labels = useDataTableLabels();
  const what = (alert: OperationsAlert) => {
    if (alert.kind === 'threshold' && alert.figure !== null) return t('operations.alerts.threshold', { figure: names[alert.figure] ?? alert.figure });
    if (alert.kind === 'job_late') return t('operations.alerts.jobLate', { job: alert.job ?? '' });
    return t('operations.alerts.jobFailed', { job: alert.job ?? '', message: alert.message ?? '' });
  };
  const columns: DataTableColumn<OperationsAlert>[] = [
    { key: 'level', title: t('operations.alerts.level'), kind: 'status', render: (row) => <StatusBadge tone={row.level === 'bad' ? 'danger' : 'warning'}>{t(`operations.alerts.${row.level}`)}</StatusBadge> },
    { key: 'what', title: t('operations.alerts.what'), render: what },
    {
      key: 'when',
      title: t('operations.alerts.when'),
      nowrap: true,
      render: (row) =>
        row.to === null ? t('operations.alerts.ongoing', { from: formatDateTime(row.from, timeZone) }) : row.to === row.from ? formatDateTime(row.from, timeZone) : `${formatDateTime(row.from, timeZone)} – ${formatDateTime(row.to, timeZone).slice(11)}`,
    },
    { key: 'worst', title: t('operations.alerts.worst'), kind: 'number', render: (row) => (row.figure === null || row.worst === null ? '—' : formatFigure(row.worst, FIGURE_UNITS[row.figure], locale)) },
  ];
  return (
    <DataTable
      aria-label={t('operations.alerts')}
      columns={columns}
      rows={alerts}
      rowKey={(row) => `${row.kind}:${row.figure ?? row.job}:${row.from}`}
      state={alerts.length === 0 ? 'empty' : 'ready'}
      stateMessages={{ emptyTitle: t('operations.alerts.empty') }}
      scroll="contained"
      labels={labels}
    />
  );
}

function Note({ children }: { children: string }) {
  return <p style={{ margin: 'var(--ui-space-2) 0 0', color: 'var(--ui-color-text-secondary)', fontSize: 'var(--ui-font-size-sm)' }}>{children}</p>;
}
