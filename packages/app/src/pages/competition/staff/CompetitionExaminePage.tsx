import { useState } from 'react';
import type { CompetitionSession } from '@finedu/domain';
import { Button, DataTable, DataTableActions, type DataTableColumn } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useServices } from '../../../services/ServicesContext';
import { CompetitionBoardSlot } from '../shared/CompetitionBoardSlot';
import { BoardArea, Numeric, SessionStateTag, TimeWindow, Toolbar } from '../shared/competitionParts';
import { useAskFirst } from '../../../list/useAskFirst';
import { CompetitionDetailFrame, type CompetitionContext } from './CompetitionDetailFrame';
import { SessionFormModal } from './SessionFormModal';
import { SessionSubmissions } from './SessionSubmissions';

/** The examine tab: match sessions (场次) by stage, quiz or data modelling, with their window, freeze and board. */
export default function CompetitionExaminePage() {
  return <CompetitionDetailFrame tab="examine">{(context) => <ExamineTab {...context} />}</CompetitionDetailFrame>;
}

/** The competition's sessions. */
export function useCompetitionSessions(competitionId: number) {
  const { competition } = useServices();
  return useQuery<CompetitionSession[]>((signal) => competition.sessions(competitionId, { signal, silent: true }), [competitionId]);
}

function ExamineTab({ competition, reload, canManage }: CompetitionContext) {
  const t = useT();
  const labels = useDataTableLabels();
  const { competition: client } = useServices();
  const sessions = useCompetitionSessions(competition.id);
  const [editing, setEditing] = useState<CompetitionSession | null | undefined>(undefined);
  const [board, setBoard] = useState<number | null>(null);
  const changed = () => {
    sessions.reload();
    reload();
  };
  const remove = useAskFirst<CompetitionSession>({
    run: (session) => client.removeSession(competition.id, session.id, { silent: true }),
    doneMessage: t('competition.session.deleted'),
    onDone: changed,
    title: t('competition.session.deleteTitle'),
    description: (session) => t('competition.session.deleteText', { title: session.title }),
  });
  const create = (
    <Button variant="primary" onClick={() => setEditing(null)}>
      {t('competition.session.create')}
    </Button>
  );
  const view = useViewState(sessions, { emptyTitle: t('competition.session.emptyTitle'), emptyDescription: t('competition.session.emptyDescription'), emptyAction: canManage ? create : undefined });

  const columns: DataTableColumn<CompetitionSession>[] = [
    { key: 'stage', title: t('competition.session.field.stage'), nowrap: true, render: (row) => t(`competition.session.stage.${row.stage}`) },
    { key: 'title', title: t('competition.session.field.title'), ellipsis: 240 },
    { key: 'kind', title: t('competition.session.field.kind'), nowrap: true, render: (row) => t(`competition.session.kind.${row.kind}`) },
    { key: 'window', title: t('competition.session.window'), render: (row) => <TimeWindow start={row.start_at} end={row.end_at} /> },
    { key: 'freeze_at', title: t('competition.session.field.freeze_at'), kind: 'time', render: (row) => <Numeric>{formatDateTime(row.freeze_at)}</Numeric> },
    { key: 'metric', title: t('competition.session.field.metric'), nowrap: true, render: (row) => `${t(`competition.metric.${row.metric}`)} ${t(`competition.direction.short.${row.direction}`)}` },
    { key: 'state', title: t('competition.session.state'), kind: 'status', render: (row) => <SessionStateTag state={row.state} /> },
  ];

  return (
    <>
      {canManage && <Toolbar>{create}</Toolbar>}
      <DataTable<CompetitionSession>
        aria-label={t('competition.tab.examine')}
        columns={columns}
        rows={sessions.data ?? []}
        rowKey={(row) => String(row.id)}
        labels={labels}
        state={view.state}
        stateMessages={view.stateMessages}
        rowActions={(row) => (
          <DataTableActions
            moreLabel={t('table.moreOf', { name: row.title })}
            actions={[
              row.kind === 'modelling' && { key: 'board', label: t('competition.session.board'), ariaLabel: t('competition.session.boardNamed', { title: row.title }), onClick: () => setBoard(board === row.id ? null : row.id) },
              canManage && { key: 'edit', label: t('common.edit'), ariaLabel: t('competition.editNamed', { title: row.title }), onClick: () => setEditing(row) },
              canManage && row.state === 'upcoming' && { key: 'delete', label: t('common.delete'), tone: 'danger', ariaLabel: t('competition.deleteNamed', { title: row.title }), onClick: () => remove.ask(row) },
            ]}
          />
        )}
      />
      {board !== null && (
        <BoardArea>
          <CompetitionBoardSlot sessionId={board} />
          <SessionSubmissions sessionId={board} readOnly={!canManage} />
        </BoardArea>
      )}
      {remove.dialog}
      {editing !== undefined && (
        <SessionFormModal
          competitionId={competition.id}
          session={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            changed();
          }}
        />
      )}
    </>
  );
}
