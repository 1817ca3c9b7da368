import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { myGradeFacts, studentExamStatus, type MyGrade } from '@finedu/domain';
import { Button, Card, DataTable, DataTableActions, PageHeader, QuestionView, StateView, type DataTableColumn } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { formatDateTime } from '../../../components/format';
import { useViewState } from '../../../components/tableState';
import { useDataTableLabels } from '../../../list/useListLabels';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { BlockLabGrades } from './BlockLabGrades';
import { CourseGrades } from './CourseGrades';
import { PHASE_LABEL } from './examState';
import { useQuestionViewLabels } from './useQuestionViewLabels';

const Muted = styled.span`
  color: var(--ui-color-text-secondary);
`;

const Questions = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  margin-top: var(--ui-space-4);
  h2 {
    margin: 0;
    font-size: var(--ui-font-size-h4);
  }
`;

const Score = styled.p`
  margin: 0;
  font-size: var(--ui-font-size-h3);
  font-variant-numeric: tabular-nums;
`;

const parseAttempt = (raw: string | null): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/** EduGrade (/edu/grade): my grades and blockchain lab scores; `?attempt=<id>` shows one released attempt question by question. */
export default function EduGradePage() {
  const [params, setParams] = useSearchParams();
  const attemptId = parseAttempt(params.get('attempt'));
  return attemptId === null ? <GradeList onOpen={(id) => setParams({ attempt: String(id) })} /> : <AttemptResultView attemptId={attemptId} onBack={() => setParams({})} />;
}

function GradeList({ onOpen }: { onOpen: (attemptId: number) => void }) {
  const t = useT();
  const { exam } = useServices();
  const query = useQuery((signal) => exam.myGrades({ signal, silent: true }).then((data) => data.list), []);
  const view = useViewState(query, { emptyTitle: t('exam.student.grades.empty'), emptyDescription: t('exam.student.grades.emptyHint') });
  const labels = useDataTableLabels();
  const columns: DataTableColumn<MyGrade>[] = [
    { key: 'exam_title', title: t('exam.student.grades.exam'), ellipsis: 320 },
    { key: 'submitted_at', title: t('exam.student.grades.submittedAt'), kind: 'time', render: (row) => formatDateTime(row.submitted_at) },
    { key: 'status', title: t('exam.student.col.status'), kind: 'status', render: (row) => t(PHASE_LABEL[studentExamStatus(myGradeFacts(row)).phase]) },
    {
      key: 'score',
      title: t('exam.student.grades.score'),
      kind: 'number',
      render: (row) => {
        const { score } = studentExamStatus(myGradeFacts(row));
        return score === null ? <Muted>{t('common.none')}</Muted> : score;
      },
    },
    { key: 'total_score', title: t('exam.student.grades.total'), kind: 'number' },
  ];
  return (
    <>
      <PageHeader title={t('exam.student.grades.title')} />
      <Card>
        <DataTable<MyGrade>
          aria-label={t('exam.student.grades.label')}
          columns={columns}
          rows={query.data ?? []}
          rowKey={(row) => String(row.attempt_id)}
          rowActions={(row) => (
            // 查看答卷 only where the server serves the review (never for an exam that publishes no answers).
            <DataTableActions actions={[studentExamStatus(myGradeFacts(row)).actions.includes('review') && { key: 'review', label: t('exam.student.action.review'), onClick: () => onOpen(row.attempt_id) }]} />
          )}
          labels={labels}
          phoneLayout="cards"
          state={view.state}
          stateMessages={view.stateMessages}
        />
      </Card>
      <CourseGrades />
      <BlockLabGrades />
    </>
  );
}

function AttemptResultView({ attemptId, onBack }: { attemptId: number; onBack: () => void }) {
  const t = useT();
  const { exam } = useServices();
  const labels = useQuestionViewLabels();
  const query = useQuery((signal) => exam.getResult(attemptId, { signal, silent: true }), [attemptId]);
  const view = useViewState(query, { emptyTitle: t('exam.student.result.notFound') }, () => false);
  const result = query.data;
  return (
    <>
      <PageHeader title={result ? t('exam.student.result.title', { title: result.exam_title }) : t('exam.student.grades.title')} extra={<Button icon={actionIcon('back')} onClick={onBack}>{t('exam.student.result.back')}</Button>} />
      <StateView state={view.state} {...view.stateMessages}>
        {result && (
          <Card>
            <Score data-testid="result-score">{result.score === null ? t('exam.student.phase.marking') : t('exam.student.result.score', { score: result.score, total: result.total_score })}</Score>
            <p>
              <Muted>{t('exam.student.done.submittedAt', { time: formatDateTime(result.submitted_at) })}</Muted>
            </p>
            {!result.keys_released && (
              <p data-testid="result-keys-withheld">
                <Muted>{t('exam.student.result.keysWithheld')}</Muted>
              </p>
            )}
            <Questions aria-label={t('exam.student.result.questions')}>
              <h2>{t('exam.student.result.questions')}</h2>
              {result.questions.map((question, index) => (
                <QuestionView key={question.question_id} result={question} number={index + 1} labels={labels} />
              ))}
            </Questions>
          </Card>
        )}
      </StateView>
    </>
  );
}
