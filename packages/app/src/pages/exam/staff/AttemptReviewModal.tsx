import styled from 'styled-components';
import { Button, Modal, StateView } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { useStaffViewState } from './useStaffViewState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { GradedQuestionView } from './GradedQuestionView';
import { Muted } from './staffParts';

const Summary = styled.p`
  margin: 0 0 var(--ui-space-4);
  font-variant-numeric: tabular-nums;
`;

const Questions = styled.ol`
  display: grid;
  /* A column no wider than the dialog: a long line of code scrolls in its block instead of widening the list. */
  grid-template-columns: minmax(0, 1fr);
  gap: var(--ui-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Events = styled.ul`
  margin: 0 0 var(--ui-space-4);
  padding-left: var(--ui-space-5);
`;

/** "没有异常事件" keeps the same space before the questions as a list of events. */
const NoEvents = styled(Muted)`
  display: block;
  margin: 0 0 var(--ui-space-4);
`;

/** A staff review of one attempt: every question in result mode (response, awarded, key, comment) and the attempt's events. */
export function AttemptReviewModal({ examId, attemptId, onClose }: { examId: number; attemptId: number; onClose: () => void }) {
  const t = useT();
  const { exam } = useServices();
  const review = useQuery((signal) => exam.reviewAttempt(examId, attemptId, { signal, silent: true }), [examId, attemptId]);
  const view = useStaffViewState(review, {}, () => false);
  const data = review.data;
  return (
    <Modal open size="large" onClose={onClose} closeLabel={t('common.close')} title={data ? t('exam.staff.review.title', { name: data.user_name }) : t('exam.staff.users.review')} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <StateView state={view.state} {...view.stateMessages}>
        {data && (
          <>
            <Summary>
              {t('exam.staff.review.summary', {
                status: t(`exam.staff.attempt.${data.status}`),
                score: data.score === null ? t('exam.staff.review.pending') : data.score,
                total: data.total_score,
                submitted: formatDateTime(data.submitted_at),
              })}
            </Summary>
            <h3>{t('exam.staff.review.events', { count: data.events.length })}</h3>
            {data.events.length === 0 ? (
              <NoEvents>{t('exam.staff.events.empty')}</NoEvents>
            ) : (
              <Events>
                {data.events.map((event) => (
                  <li key={event.id}>
                    {formatDateTime(event.at)} · {t(`exam.staff.event.${event.type}`)}
                    {event.detail ? ` · ${event.detail}` : ''}
                  </li>
                ))}
              </Events>
            )}
            <Questions aria-label={t('exam.staff.review.questions')}>
              {data.questions.map((question) => (
                <li key={question.question_id}>
                  <GradedQuestionView question={question} />
                </li>
              ))}
            </Questions>
          </>
        )}
      </StateView>
    </Modal>
  );
}
