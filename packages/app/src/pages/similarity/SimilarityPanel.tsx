import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { SimilarityPair, SimilarityReport, SimilarityScope } from '@finedu/domain';
import { Button, Card, DataTable, DataTableActions, FormAlert, Modal, StateView, useToast, type DataTableColumn } from '@finedu/ui';
import { SimilarityPairView, SimilarityScoreBar, type SimilarityPairViewLabels } from '@finedu/ui';
import { formatDateTime } from '../../components/format';
import { useViewState } from '../../components/tableState';
import { useQuery, toQueryError } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useDataTableLabels } from '../../list/useListLabels';
import { useServices } from '../../services/ServicesContext';

/** How often a queued or running report is read again. */
export const SIMILARITY_POLL_MS = 1500;

type Row = SimilarityPair & { rank: number };

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-3);
  margin-bottom: var(--ui-space-3);
`;

const Excerpt = styled.pre`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: var(--ui-font-family-code);
  font-size: var(--ui-font-size-sm);
`;

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
`;

/** The pair view's texts in the user's language. */
export function useSimilarityLabels(): SimilarityPairViewLabels {
  const t = useT();
  return useMemo(
    () => ({
      score: (percent) => t('similarity.scoreOf', { percent }),
      regions: t('similarity.regions'),
      region: (index, a, b) => t('similarity.region', { index, a, b }),
      lines: (from, to) => (from === to ? t('similarity.line', { from }) : t('similarity.lines', { from, to })),
      marker: (index) => t('similarity.marker', { index }),
      noRegions: t('similarity.noRegions'),
      emptyCode: t('similarity.emptyCode'),
    }),
    [t],
  );
}

/**
 * The similarity check of one scope (a case and a class, or an exam's programming item): start or rerun it, follow it
 * while it runs, the ranked pairs with their score bars, the identical outputs of different code, and a pair side by side.
 */
export function SimilarityPanel({ scope }: { scope: SimilarityScope }) {
  const t = useT();
  const toast = useToast();
  const { similarity } = useServices();
  const labels = useSimilarityLabels();
  const tableLabels = useDataTableLabels();
  const key = JSON.stringify(scope);
  const latest = useQuery((signal) => similarity.latest(scope, { signal, silent: true }), [key]);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [comparing, setComparing] = useState<SimilarityPair | null>(null);
  const report = latest.data?.report ?? null;
  const busy = report !== null && (report.status === 'queued' || report.status === 'running');
  const view = useViewState(latest, { emptyTitle: t('similarity.emptyTitle'), emptyDescription: t('similarity.emptyDescription') }, (data) => data.submissions < 2 && data.report === null);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => latest.reload(), SIMILARITY_POLL_MS);
    return () => clearTimeout(timer);
  }, [busy, latest.data, latest.reload]);

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      await similarity.start(scope, { silent: true });
      toast.success(t('similarity.started'));
      latest.reload();
    } catch (error) {
      setStartError(toQueryError(error).message);
    } finally {
      setStarting(false);
    }
  };

  const nameOf = (r: SimilarityReport, id: number) => {
    const s = r.students.find((x) => x.user_id === id);
    return s ? `${s.name}（${s.username}）` : String(id);
  };

  const columns = (r: SimilarityReport): DataTableColumn<Row>[] => [
    { key: 'rank', title: t('similarity.rank'), kind: 'number', render: (row) => row.rank },
    { key: 'a', title: t('similarity.studentA'), ellipsis: 200, render: (row) => nameOf(r, row.a) },
    { key: 'b', title: t('similarity.studentB'), ellipsis: 200, render: (row) => nameOf(r, row.b) },
    { key: 'score', title: t('similarity.score'), width: 200, render: (row) => <SimilarityScoreBar score={row.score} labels={labels} /> },
    { key: 'shared', title: t('similarity.shared'), kind: 'number', render: (row) => row.shared },
  ];

  return (
    <div>
      <p>{t('similarity.description')}</p>
      <StateView state={view.state} {...view.stateMessages}>
        {latest.data && (
          <>
            <Bar>
              <span>{t('similarity.submissions', { count: latest.data.submissions })}</span>
              <Button variant="primary" loading={starting || busy} disabled={latest.data.submissions < 2} onClick={() => void start()}>
                {report === null ? t('similarity.start') : t('similarity.restart')}
              </Button>
            </Bar>
            <FormAlert>{startError ?? undefined}</FormAlert>
            {report === null && <p>{t('similarity.notRun')}</p>}
            {busy && <p role="status">{report.status === 'queued' ? t('similarity.queued') : t('similarity.running')}</p>}
            {report?.status === 'failed' && <FormAlert>{t('similarity.failed', { error: report.error ?? '' })}</FormAlert>}
            {report?.status === 'done' && (
              <Cards>
                <p>{t('similarity.finished', { at: formatDateTime(report.finished_at), count: report.submissions, ms: report.duration_ms ?? 0 })}</p>
                <Card title={t('similarity.pairs')}>
                  <DataTable<Row>
                    aria-label={t('similarity.pairs')}
                    columns={columns(report)}
                    rows={report.pairs.map((p, i) => ({ ...p, rank: i + 1 }))}
                    rowKey={(row) => `${row.a}-${row.b}`}
                    labels={tableLabels}
                    state={report.pairs.length === 0 ? 'empty' : 'ready'}
                    stateMessages={{ emptyTitle: t('similarity.noPairs') }}
                    rowActions={(row) => (
                      <DataTableActions
                        actions={[{ key: 'compare', label: t('similarity.compare'), ariaLabel: t('similarity.compareOf', { a: nameOf(report, row.a), b: nameOf(report, row.b) }), onClick: () => setComparing(row) }]}
                      />
                    )}
                  />
                </Card>
                <Card title={t('similarity.outputs')}>
                  {!report.outputs_compared ? (
                    <p>{t('similarity.outputsNotCompared')}</p>
                  ) : report.output_groups.length === 0 ? (
                    <p>{t('similarity.outputsNone')}</p>
                  ) : (
                    <ul aria-label={t('similarity.outputs')}>
                      {report.output_groups.map((g) => (
                        <li key={g.user_ids.join('-')}>
                          <p>{t('similarity.outputGroup', { count: g.user_ids.length, names: g.user_ids.map((id) => nameOf(report, id)).join('、') })}</p>
                          <Excerpt>{g.excerpt}</Excerpt>
                        </li>
                      ))}
                    </ul>
                  )}
                </Card>
                {comparing && <PairModal report={report} pair={comparing} labels={labels} title={t('similarity.pairTitle', { a: nameOf(report, comparing.a), b: nameOf(report, comparing.b) })} onClose={() => setComparing(null)} />}
              </Cards>
            )}
          </>
        )}
      </StateView>
    </div>
  );
}

function PairModal({ report, pair, labels, title, onClose }: { report: SimilarityReport; pair: SimilarityPair; labels: SimilarityPairViewLabels; title: string; onClose: () => void }) {
  const t = useT();
  const { similarity } = useServices();
  const query = useQuery((signal) => similarity.pair(report.id, pair.a, pair.b, { signal, silent: true }), [report.id, pair.a, pair.b]);
  const view = useViewState(query, {}, () => false);
  return (
    <Modal open size="large" title={title} onClose={onClose} closeLabel={t('common.close')}>
      <StateView state={view.state} {...view.stateMessages}>
        {query.data && (
          <>
            <SimilarityScoreBar score={query.data.score} labels={labels} />
            <SimilarityPairView
              a={{ title: `${query.data.a.name}（${query.data.a.username}）`, code: query.data.a.code }}
              b={{ title: `${query.data.b.name}（${query.data.b.username}）`, code: query.data.b.code }}
              regions={query.data.regions}
              labels={labels}
            />
          </>
        )}
      </StateView>
    </Modal>
  );
}
