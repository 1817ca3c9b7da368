import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SessionPaperUpdate, routePath, type CompetitionPaper, type CompetitionSession } from '@finedu/domain';
import { DataTable, DataTableActions, FormField, Select, TextInput, useToast, type DataTableColumn } from '@finedu/ui';
import { FormModal } from '../../../components/FormModal';
import { useViewState } from '../../../components/tableState';
import { useFormSave } from '../../../forms/useFormSave';
import { validateWith } from '../../../forms/validate';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useServices } from '../../../services/ServicesContext';
import { Muted, TimeWindow, Toolbar } from '../shared/competitionParts';
import { CompetitionDetailFrame, type CompetitionContext } from './CompetitionDetailFrame';
import { useCompetitionSessions } from './CompetitionExaminePage';

/** The paper tab: the papers quiz sessions use (built with the PaperBuilder in the paper bank), one per quiz session. */
export default function CompetitionPaperPage() {
  return <CompetitionDetailFrame tab="paper">{(context) => <PaperTab {...context} />}</CompetitionDetailFrame>;
}

function PaperTab({ competition, canManage, area }: CompetitionContext) {
  const t = useT();
  const labels = useDataTableLabels();
  const { competition: client } = useServices();
  const sessions = useCompetitionSessions(competition.id);
  const papers = useQuery<CompetitionPaper[]>((signal) => client.papers(competition.id, { signal, silent: true }), [competition.id]);
  const [setting, setSetting] = useState<CompetitionSession | null>(null);
  const quizzes = (sessions.data ?? []).filter((session) => session.kind === 'quiz');
  const view = useViewState(sessions, { emptyTitle: t('competition.paper.emptyTitle'), emptyDescription: t('competition.paper.emptyDescription') }, (data) => data.every((session) => session.kind !== 'quiz'));
  const paperOf = (session: CompetitionSession) => papers.data?.find((paper) => paper.session_ids.includes(session.id));

  const columns: DataTableColumn<CompetitionSession>[] = [
    { key: 'title', title: t('competition.session.field.title'), ellipsis: 240 },
    { key: 'stage', title: t('competition.session.field.stage'), nowrap: true, render: (row) => t(`competition.session.stage.${row.stage}`) },
    { key: 'window', title: t('competition.session.window'), render: (row) => <TimeWindow start={row.start_at} end={row.end_at} /> },
    {
      key: 'paper',
      title: t('competition.paper.paper'),
      ellipsis: 280,
      tooltip: (row) => {
        const paper = paperOf(row);
        return paper ? t('competition.paper.summary', { title: paper.title, count: paper.question_count, score: paper.total_score }) : t('competition.paper.none');
      },
      render: (row) => {
        const paper = paperOf(row);
        return paper ? t('competition.paper.summary', { title: paper.title, count: paper.question_count, score: paper.total_score }) : <Muted>{t('competition.paper.none')}</Muted>;
      },
    },
  ];

  return (
    <>
      <Toolbar>
        <Muted>
          {t('competition.paper.bankHint')} <Link to={routePath(area === 'AdminCompetition' ? 'AdminPaper' : 'EduPaper')}>{t('competition.paper.bank')}</Link>
        </Muted>
      </Toolbar>
      <DataTable<CompetitionSession>
        aria-label={t('competition.tab.paper')}
        columns={columns}
        rows={quizzes}
        rowKey={(row) => String(row.id)}
        labels={labels}
        state={view.state}
        stateMessages={view.stateMessages}
        rowActions={
          canManage
            ? (row) =>
                <DataTableActions actions={[row.state === 'upcoming' && { key: 'set', label: t('competition.paper.set'), ariaLabel: t('competition.paper.setNamed', { title: row.title }), onClick: () => setSetting(row) }]} />
            : undefined
        }
      />
      {setting !== null && (
        <SessionPaperModal
          competitionId={competition.id}
          session={setting}
          papers={papers.data ?? []}
          onClose={() => setSetting(null)}
          onSaved={() => {
            setSetting(null);
            papers.reload();
            sessions.reload();
          }}
        />
      )}
    </>
  );
}

function SessionPaperModal({ competitionId, session, papers, onClose, onSaved }: { competitionId: number; session: CompetitionSession; papers: readonly CompetitionPaper[]; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const toast = useToast();
  const { competition } = useServices();
  const form = useFormSave();
  const current = papers.find((paper) => paper.session_ids.includes(session.id));
  const [paperId, setPaperId] = useState(current ? String(current.paper_id) : '');
  const windowMinutes = Math.floor((Date.parse(session.end_at) - Date.parse(session.start_at)) / 60000);
  const [minutes, setMinutes] = useState(String(Math.min(Math.max(windowMinutes, 1), 120)));
  const submit = () => {
    const label = (field: string) => t(field === 'paper_id' ? 'competition.paper.paper' : 'competition.paper.duration');
    const checked = validateWith(SessionPaperUpdate, { paper_id: paperId === '' ? undefined : Number(paperId), duration_minutes: minutes.trim() === '' ? undefined : Number(minutes) }, label, t);
    if (!checked.ok) return form.reject(checked.errors);
    if (checked.data.duration_minutes > windowMinutes) return form.reject({ duration_minutes: t('competition.paper.overWindow', { minutes: windowMinutes }) });
    return form.send(async () => {
      await competition.setSessionPaper(competitionId, session.id, checked.data, { silent: true });
      toast.success(t('competition.paper.saved'));
      onSaved();
    });
  };
  return (
    <FormModal formId="competition-paper-form" title={t('competition.paper.setNamed', { title: session.title })} onClose={onClose} onSubmit={form.handleSubmit(submit)} saving={form.saving} failure={form.failure}>
      <FormField label={t('competition.paper.paper')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.paper_id} help={papers.length === 0 ? t('competition.paper.noPapers') : undefined}>
        <Select name="paper_id" placeholder={t('common.selectPlaceholder')} value={paperId} onChange={(event) => setPaperId(event.target.value)} options={papers.map((paper) => ({ value: String(paper.paper_id), label: t('competition.paper.summary', { title: paper.title, count: paper.question_count, score: paper.total_score }) }))} />
      </FormField>
      <FormField label={t('competition.paper.duration')} labelSuffix={t('common.fieldSuffix')} required error={form.errors.duration_minutes}>
        <TextInput name="duration_minutes" type="number" min={1} max={600} value={minutes} onChange={(event) => setMinutes(event.target.value)} />
      </FormField>
    </FormModal>
  );
}
