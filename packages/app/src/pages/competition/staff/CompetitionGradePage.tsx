import { useState } from 'react';
import styled from 'styled-components';
import { SESSION_STAGES, type CompetitionResult, type CompetitionSession } from '@finedu/domain';
import { Button, ConfirmDialog, DataTable, DataTableActions, FormAlert, Select, StatusBadge, Tabs, useToast, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { Actions } from '../../../components/Actions';
import { formatDateTime } from '../../../components/format';
import { saveBlob } from '../../../components/saveBlob';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { Muted, Numeric } from '../shared/competitionParts';
import { AdjustResultModal } from './AdjustResultModal';
import { AdvanceModal } from './AdvanceModal';
import { CompetitionDetailFrame, type CompetitionContext } from './CompetitionDetailFrame';
import { useCompetitionSessions } from './CompetitionExaminePage';
import { OverallResults } from './OverallResults';

const Bar = styled(Actions)`
  align-items: center;
  margin-bottom: var(--ui-space-4);
`;

const SessionPick = styled.div`
  flex: 1 1 240px;
  max-width: 360px;
`;

/** The grade tab: results per session (adjustment with a reason, the 复核 list, publish, export, certificates) and overall. */
export default function CompetitionGradePage() {
  return <CompetitionDetailFrame tab="grade">{(context) => <GradeViews {...context} />}</CompetitionDetailFrame>;
}

type GradeView = 'session' | 'overall';

function GradeViews(context: CompetitionContext) {
  const t = useT();
  const [view, setView] = useState<GradeView>('session');
  return (
    <Tabs
      aria-label={t('competition.grade.views')}
      activeKey={view}
      onChange={(key) => setView(key as GradeView)}
      items={[
        { key: 'session', label: t('competition.grade.bySession'), content: view === 'session' ? <SessionResults {...context} /> : undefined },
        { key: 'overall', label: t('competition.overall.title'), content: view === 'overall' ? <OverallResults competitionId={context.competition.id} /> : undefined },
      ]}
    />
  );
}

const score = (value: number | null) => (value === null ? '—' : String(value));

function SessionResults({ competition, canManage }: CompetitionContext) {
  const t = useT();
  const toast = useToast();
  const labels = useDataTableLabels();
  const { competition: client } = useServices();
  const sessions = useCompetitionSessions(competition.id);
  const [chosen, setChosen] = useState('');
  const [reviewOnly, setReviewOnly] = useState(false);
  const [busy, setBusy] = useState<'compute' | 'publish' | 'export' | null>(null);
  const [failure, setFailure] = useState('');
  const [adjusting, setAdjusting] = useState<CompetitionResult | null>(null);
  const [advancing, setAdvancing] = useState(false);
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const [chosenRows, setChosenRows] = useState<string[]>([]);
  const session: CompetitionSession | undefined = (sessions.data ?? []).find((item) => String(item.id) === chosen) ?? sessions.data?.[0];
  const results = useQuery<CompetitionResult[]>(
    (signal) => (session === undefined ? Promise.resolve([]) : reviewOnly ? client.reviewList(competition.id, session.id, 10, { signal, silent: true }) : client.results(competition.id, session.id, {}, { signal, silent: true })),
    [competition.id, session?.id, reviewOnly],
  );
  const noSessions = sessions.status === 'success' && sessions.data.length === 0;
  const view = useViewState(
    noSessions ? { ...sessions, data: [] as CompetitionResult[] } : results,
    noSessions ? { emptyTitle: t('competition.grade.noSessions'), emptyDescription: t('competition.grade.noSessionsHint') } : { emptyTitle: t('competition.grade.emptyTitle'), emptyDescription: t('competition.grade.emptyDescription') },
  );
  const published = (results.data ?? []).some((result) => result.published);
  const stageIndex = (item: CompetitionSession) => SESSION_STAGES.indexOf(item.stage);
  const nextSessions = session === undefined ? [] : (sessions.data ?? []).filter((item) => stageIndex(item) > stageIndex(session));

  const run = async (kind: 'compute' | 'publish' | 'export') => {
    if (session === undefined) return;
    setBusy(kind);
    setFailure('');
    try {
      if (kind === 'compute') await client.computeResults(competition.id, session.id, { silent: true });
      if (kind === 'publish') await client.publishResults(competition.id, session.id, { silent: true });
      if (kind === 'export') saveBlob(await client.exportResults(competition.id, session.id, {}, { silent: true }), `${competition.title}-${session.title}.xlsx`);
      if (kind !== 'export') toast.success(t(`competition.grade.done.${kind}`));
      results.reload();
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
    } finally {
      setBusy(null);
    }
  };

  const certificate = async (result: CompetitionResult) => {
    try {
      saveBlob(await client.certificate(result.id, { silent: true }), `${result.team_name}.pdf`);
    } catch (error) {
      toast.error(errorText(error, t('common.loadFailed')));
    }
  };

  const columns: DataTableColumn<CompetitionResult>[] = [
    { key: 'rank', title: t('competition.grade.rank'), kind: 'number', render: (row) => <Numeric>{row.rank ?? '—'}</Numeric> },
    { key: 'team_name', title: t('competition.team.name'), ellipsis: 200 },
    { key: 'members', title: t('competition.team.members'), ellipsis: 200, render: (row) => row.members.join('、') },
    { key: 'edu_title', title: t('competition.user.school'), ellipsis: 160, render: (row) => row.edu_title ?? '—' },
    { key: 'score', title: t('competition.grade.score'), kind: 'number', render: (row) => <Numeric>{score(row.score)}</Numeric> },
    {
      key: 'final_score',
      title: t('competition.grade.final'),
      kind: 'number',
      render: (row) => <Numeric title={row.adjust_reason ?? undefined}>{row.adjusted_score === null ? score(row.final_score) : t('competition.grade.adjustedMark', { score: score(row.final_score) })}</Numeric>,
    },
    { key: 'reached_at', title: t('competition.grade.reachedAt'), kind: 'time', render: (row) => <Numeric>{formatDateTime(row.reached_at)}</Numeric> },
    { key: 'award', title: t('competition.grade.award'), nowrap: true, render: (row) => row.award ?? '—' },
    {
      key: 'flags',
      title: t('competition.grade.state'),
      nowrap: true,
      render: (row) => (
        <>
          {row.advanced && <StatusBadge tone="success">{t('competition.grade.advanced')}</StatusBadge>} {row.published ? <StatusBadge tone="primary">{t('competition.grade.published')}</StatusBadge> : <StatusBadge tone="neutral">{t('competition.grade.unpublished')}</StatusBadge>}
        </>
      ),
    },
  ];

  return (
    <>
      {session !== undefined && (
        <Bar>
          <SessionPick>
            <Select aria-label={t('competition.grade.session')} value={String(session.id)} onChange={(event) => setChosen(event.target.value)} options={(sessions.data ?? []).map((item) => ({ value: String(item.id), label: `${t(`competition.session.stage.${item.stage}`)} · ${item.title}` }))} />
          </SessionPick>
          <Button variant={reviewOnly ? 'primary' : 'default'} aria-pressed={reviewOnly} onClick={() => setReviewOnly(!reviewOnly)}>
            {t('competition.grade.reviewList')}
          </Button>
          {canManage && (
            <>
              <Button loading={busy === 'compute'} disabled={busy !== null || session.state !== 'ended'} onClick={() => void run('compute')}>
                {t('competition.grade.compute')}
              </Button>
              <Button disabled={busy !== null || session.state !== 'ended' || (results.data ?? []).length === 0 || nextSessions.length === 0} onClick={() => setAdvancing(true)}>
                {t('competition.advance.open')}
              </Button>
              <Button variant="primary" loading={busy === 'publish'} disabled={busy !== null || session.state !== 'ended' || (results.data ?? []).length === 0 || published} onClick={() => setConfirmingPublish(true)}>
                {t('competition.grade.publish')}
              </Button>
            </>
          )}
          <Button icon={actionIcon('export')} loading={busy === 'export'} disabled={busy !== null || (results.data ?? []).length === 0} onClick={() => void run('export')}>
            {t('competition.grade.export')}
          </Button>
          {session.state !== 'ended' && <Muted>{t('competition.grade.notEnded')}</Muted>}
        </Bar>
      )}
      {failure !== '' && <FormAlert>{failure}</FormAlert>}
      <DataTable<CompetitionResult>
        aria-label={t('competition.tab.grade')}
        columns={columns}
        rows={noSessions ? [] : (results.data ?? [])}
        rowKey={(row) => String(row.team_id)}
        labels={labels}
        state={view.state}
        stateMessages={view.stateMessages}
        selectable={canManage}
        selectedKeys={chosenRows}
        onSelectionChange={setChosenRows}
        rowActions={(row) => (
          <DataTableActions
            actions={[
              canManage && { key: 'adjust', label: t('competition.grade.adjust'), ariaLabel: t('competition.grade.adjustNamed', { name: row.team_name }), onClick: () => setAdjusting(row) },
              row.published && row.award !== null && { key: 'certificate', label: t('competition.grade.certificate'), ariaLabel: t('competition.grade.certificateNamed', { name: row.team_name }), onClick: () => void certificate(row) },
            ]}
          />
        )}
      />
      {session !== undefined && (
        <ConfirmDialog
          open={confirmingPublish}
          title={t('competition.grade.publishConfirmTitle')}
          description={t('competition.grade.publishConfirmText', { session: session.title, teams: (results.data ?? []).length })}
          confirmLabel={t('competition.grade.publish')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          onCancel={() => setConfirmingPublish(false)}
          onConfirm={async () => {
            setConfirmingPublish(false);
            await run('publish');
          }}
        />
      )}
      {advancing && session !== undefined && (
        <AdvanceModal
          competitionId={competition.id}
          session={session}
          next={nextSessions}
          chosenTeamIds={chosenRows.map(Number)}
          onClose={() => setAdvancing(false)}
          onDone={() => {
            setAdvancing(false);
            setChosenRows([]);
            results.reload();
          }}
        />
      )}
      {adjusting !== null && (
        <AdjustResultModal
          competitionId={competition.id}
          result={adjusting}
          onClose={() => setAdjusting(null)}
          onSaved={() => {
            setAdjusting(null);
            results.reload();
          }}
        />
      )}
    </>
  );
}
