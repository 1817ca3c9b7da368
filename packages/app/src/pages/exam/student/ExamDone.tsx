import { routePath, type StudentExam, type SubmitResult } from '@finedu/domain';
import { formatDateTime } from '../../../components/format';
import { useT } from '../../../i18n/useT';
import { ActionLink, GateCard, Row } from './ExamFrame.styles';

/** After submitting: when, the score when the server gives it, and where to see the result once released. */
export function ExamDone({ exam, result }: { exam: StudentExam; result: SubmitResult }) {
  const t = useT();
  return (
    <GateCard aria-labelledby="exam-done-title">
      <h2 id="exam-done-title">{t('exam.student.done.title')}</h2>
      <p>{exam.title}</p>
      <p>{t('exam.student.done.submittedAt', { time: formatDateTime(result.submitted_at) })}</p>
      {result.score !== null ? (
        <p data-testid="exam-score">{t('exam.student.done.score', { score: result.score, total: exam.total_score })}</p>
      ) : (
        <p>{t('exam.student.done.pending')}</p>
      )}
      <Row>
        {result.results_available && <ActionLink to={`${routePath('EduGrade')}?attempt=${result.attempt_id}`}>{t('exam.student.done.result')}</ActionLink>}
        <ActionLink to={routePath('EduGrade')}>{t('exam.student.done.grades')}</ActionLink>
        <ActionLink to={routePath('ExamIndex')}>{t('exam.student.backToList')}</ActionLink>
      </Row>
    </GateCard>
  );
}
