import { routePath, studentExamStatus, submitResultFacts, type StudentExam, type SubmitResult } from '@finedu/domain';
import { formatDateTime } from '../../../components/format';
import { useT } from '../../../i18n/useT';
import { ActionLink, GateCard, Row } from './ExamFrame.styles';
import { PHASE_LABEL } from './examState';

/** After submitting: when, the status and score as the one rule reads them, and the links the server will honour. */
export function ExamDone({ exam, result }: { exam: StudentExam; result: SubmitResult }) {
  const t = useT();
  const view = studentExamStatus(submitResultFacts(exam, result));
  return (
    <GateCard aria-labelledby="exam-done-title">
      <h2 id="exam-done-title">{t('exam.student.done.title')}</h2>
      <p>{exam.title}</p>
      <p>{t('exam.student.done.submittedAt', { time: formatDateTime(result.submitted_at) })}</p>
      <p data-testid="exam-phase" role="status">
        {t(PHASE_LABEL[view.phase])}
      </p>
      {view.score !== null && <p data-testid="exam-score">{t('exam.student.done.score', { score: view.score, total: exam.total_score })}</p>}
      <Row>
        {view.actions.includes('review') && <ActionLink to={`${routePath('EduGrade')}?attempt=${result.attempt_id}`}>{t('exam.student.action.review')}</ActionLink>}
        <ActionLink to={routePath('EduGrade')}>{t('exam.student.done.grades')}</ActionLink>
        <ActionLink to={routePath('ExamIndex')}>{t('exam.student.backToList')}</ActionLink>
      </Row>
    </GateCard>
  );
}
