import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { OperationsFigure, OperationsHistory, OperationsOverview, OperationsQueue, OperationsRange } from '@finedu/domain';
import { Button, Card, FigureChart, PageHeader, StateView, StatusTiles, Tabs, defaultStatusTilesLabels, statusTilesLabelsEnUS } from '@finedu/ui';
import { actionIcon } from '../../components/actionIcons';
import { formatDateTime } from '../../components/format';
import { useViewState } from '../../components/tableState';
import { useQuery } from '../../hooks/useQuery';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { AlertsTable, ExamsTable, JobsTable, KernelsTable, QueueTables, SessionsTable } from './operationsTables';
import { ThresholdsModal } from './ThresholdsModal';

/** The tiles, in the order an operator reads them: who is on, what runs, then the machine. */
const TILES: OperationsFigure[] = [
  'users_active_5m',
  'exams_in_progress',
  'answers_saved_per_minute',
  'kernels_running',
  'scoring_queue',
  'requests_per_minute',
  'errors_per_minute',
  'cpu_percent',
  'memory_rss_bytes',
  'event_loop_lag_p99_seconds',
  'db_pool_waiting',
  'disk_free_bytes',
];

const CHARTS: Array<{ id: string; figures: OperationsFigure[] }> = [
  { id: 'users', figures: ['users_active_5m', 'exams_in_progress'] },
  // Errors first: the palette's first colour is the alarming one (red in zh-CN).
  { id: 'traffic', figures: ['errors_per_minute', 'requests_per_minute'] },
  { id: 'cpu', figures: ['cpu_percent'] },
  { id: 'memory', figures: ['memory_rss_bytes'] },
  { id: 'lag', figures: ['event_loop_lag_p99_seconds'] },
  { id: 'kernels', figures: ['kernels_running', 'scoring_queue'] },
  { id: 'disk', figures: ['disk_free_bytes'] },
];

const RANGES: OperationsRange[] = ['1h', '24h', '7d'];
const REFRESH_MS = 10_000;

/** Reloads every REFRESH_MS while the page is visible (a hidden tab costs the server nothing). */
function useEvery(reload: () => void, ms: number): boolean {
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  useEffect(() => {
    const onVisibility = () => {
      const nowHidden = document.visibilityState === 'hidden';
      setHidden(nowHidden);
      if (!nowHidden) reload();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') reload();
    }, ms);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [reload, ms]);
  return hidden;
}

/**
 * Operations (/admin/operations, system admins): status tiles against editable thresholds, trends of 1 h / 24 h /
 * 7 d with the alerts raised in them, running kernels (with a stop), exams and competition sessions in progress,
 * the scheduled jobs and the job queue of the cluster; the whole page refreshes itself while it is open.
 */
export default function OperationsPage() {
  const t = useT();
  const { locale } = useLocale();
  const { operations } = useServices();
  const [range, setRange] = useState<OperationsRange>('1h');
  const [editing, setEditing] = useState(false);

  const overview = useQuery<OperationsOverview>((signal) => operations.overview({ signal, silent: true }), [operations]);
  const history = useQuery<OperationsHistory>((signal) => operations.history(range, { signal, silent: true }), [operations, range]);
  const queue = useQuery<OperationsQueue>((signal) => operations.queue({ signal, silent: true }), [operations]);
  const { reload: reloadOverview } = overview;
  const { reload: reloadHistory } = history;
  const { reload: reloadQueue } = queue;
  const reloadAll = useCallback(() => {
    reloadOverview();
    reloadHistory();
    reloadQueue();
  }, [reloadOverview, reloadHistory, reloadQueue]);
  const paused = useEvery(reloadAll, REFRESH_MS);
  const view = useViewState(overview, {}, () => false);
  const historyView = useViewState(history, {}, () => false);
  // Empty lists are the tables' own empty states.
  const queueView = useViewState(queue, {}, () => false);

  const data = overview.data;
  const zone = data?.time_zone ?? 'Asia/Shanghai';
  // The figures' names are the tiles' (one wording on the whole page).
  const tileLabels = locale === 'en-US' ? statusTilesLabelsEnUS : defaultStatusTilesLabels;
  const figureNames = tileLabels.figure;

  return (
    <Page>
      <PageHeader
        title={t('operations.title')}
        description={
          data === undefined
            ? undefined
            : `${t('operations.description', { time: formatDateTime(data.server_now, zone), zone })}${paused ? ` · ${t('operations.paused')}` : ''}`
        }
        extra={
          <>
            <Button icon={actionIcon('refresh')} onClick={reloadAll}>{t('operations.refresh')}</Button>
            <Button icon={actionIcon('settings')} variant="primary" disabled={data === undefined} onClick={() => setEditing(true)}>
              {t('operations.thresholds')}
            </Button>
          </>
        }
      />
      <StateView state={view.state} {...view.stateMessages}>
        {data !== undefined && (
          <>
            <StatusTiles figures={TILES} values={data.figures} thresholds={data.thresholds} labels={tileLabels} />

            <Card title={t('operations.trends')}>
              <Tabs
                aria-label={t('operations.range')}
                activeKey={range}
                onChange={(key) => setRange(key as OperationsRange)}
                items={RANGES.map((r) => ({
                  key: r,
                  label: t(`operations.range.${r}`),
                  content:
                    r !== range ? null : (
                      <StateView state={historyView.state} {...historyView.stateMessages}>
                        <Charts>
                          {CHARTS.map((chart) => (
                            <FigureChart
                              key={chart.id}
                              points={history.data?.points ?? []}
                              figures={chart.figures}
                              names={figureNames}
                              title={`${t(`operations.chart.${chart.id}` as never)}（${zone}）`}
                              timeZone={zone}
                              emptyText={t('operations.chart.empty')}
                              timeHeader={t('operations.chart.time')}
                            />
                          ))}
                        </Charts>
                      </StateView>
                    ),
                }))}
              />
            </Card>

            <Card title={t('operations.alerts')}>
              <AlertsTable alerts={history.data?.alerts ?? []} names={figureNames} timeZone={zone} />
            </Card>

            <Card title={t('operations.kernels')}>
              <KernelsTable overview={data} onStopped={reloadOverview} />
            </Card>

            <TwoColumns>
              <Card title={t('operations.exams')}>
                <ExamsTable exams={data.exams} timeZone={zone} />
              </Card>
              <Card title={t('operations.sessions')}>
                <SessionsTable sessions={data.competition_sessions} timeZone={zone} />
              </Card>
            </TwoColumns>

            <Card title={t('operations.jobs')}>
              <JobsTable jobs={data.jobs} timeZone={zone} />
            </Card>

            <Card title={t('operations.queue')}>
              <StateView state={queueView.state} {...queueView.stateMessages}>
                {queue.data !== undefined && <QueueTables queue={queue.data} timeZone={zone} />}
              </StateView>
            </Card>

            <Instance>
              {t('operations.instance', {
                pid: data.instance.pid,
                node: data.instance.node,
                database: data.instance.database === 'postgres' ? 'PostgreSQL' : 'PGlite',
                started: formatDateTime(data.instance.started_at, zone),
              })}
            </Instance>
          </>
        )}
      </StateView>
      {editing && data !== undefined && (
        <ThresholdsModal
          thresholds={data.thresholds}
          names={figureNames}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            reloadAll();
          }}
        />
      )}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-width: 0;
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: var(--ui-space-4);
  margin-top: var(--ui-space-3);
`;

const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 480px), 1fr));
  gap: var(--ui-space-4);
`;

const Instance = styled.p`
  margin: 0;
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;
