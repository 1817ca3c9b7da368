import { useState } from 'react';
import styled from 'styled-components';
import type { Exam, Question } from '@finedu/domain';
import { Button, ConfirmDialog, StateView, useToast } from '@finedu/ui';
import { useStaffViewState } from './useStaffViewState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { AnswerKeyModal } from './AnswerKeyModal';
import { isObjective } from './answerKey';
import { ExamDetailFrame } from './ExamDetailFrame';
import { FrozenQuestionView } from './FrozenQuestionView';
import { Muted, Toolbar } from './staffParts';

const Section = styled.section`
  margin-top: var(--ui-space-5);
  h3 {
    margin: 0 0 var(--ui-space-2);
  }
`;

const Item = styled.li`
  padding: var(--ui-space-3) 0;
  border-bottom: 1px solid var(--ui-color-border);
  position: relative;
  header {
    position: absolute;
    top: var(--ui-space-3);
    right: 0;
  }
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** ExamDetailPaper (/edu/examine/:id/paper): the frozen paper with its keys; change an objective key (regrades), regrade all. */
export default function ExamDetailPaperPage() {
  return <ExamDetailFrame tab="paper">{({ exam, reload }) => <FrozenPaper exam={exam} reloadExam={reload} />}</ExamDetailFrame>;
}

function FrozenPaper({ exam, reloadExam }: { exam: Exam; reloadExam: () => void }) {
  const t = useT();
  const toast = useToast();
  const services = useServices();
  const paper = useQuery((signal) => services.exam.getExamPaper(exam.id, { signal, silent: true }), [exam.id]);
  const view = useStaffViewState(paper, { emptyTitle: t('exam.staff.paper.empty') }, (data) => data.sections.every((section) => section.questions.length === 0));
  const [editing, setEditing] = useState<Question | null>(null);
  const [regrading, setRegrading] = useState(false);
  let order = 0;

  return (
    <>
      <Toolbar>
        <Button onClick={() => setRegrading(true)}>{t('exam.staff.regrade')}</Button>
        {paper.data && <Muted>{t('exam.staff.paper.total', { score: paper.data.total_score, count: exam.question_count })}</Muted>}
      </Toolbar>
      <StateView state={view.state} {...view.stateMessages}>
        {paper.data?.sections.map((section, sectionIndex) => (
          <Section key={sectionIndex} aria-label={section.title}>
            <h3>{section.title}</h3>
            {section.description && <Muted>{section.description}</Muted>}
            <List>
              {section.questions.map((entry) => {
                order += 1;
                return (
                  <Item key={entry.question_id}>
                    {isObjective(entry.question.type) && (
                      <header>
                        <Button size="small" onClick={() => setEditing(entry.question)} aria-label={t('exam.staff.key.changeOf', { order })}>
                          {t('exam.staff.key.change')}
                        </Button>
                      </header>
                    )}
                    <FrozenQuestionView question={{ ...entry.question, score: entry.score }} number={order} />
                  </Item>
                );
              })}
            </List>
          </Section>
        ))}
      </StateView>
      {editing && (
        <AnswerKeyModal
          examId={exam.id}
          question={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            // Every submitted attempt is regraded against the new key.
            toast.success(t('exam.staff.key.saved', { count: exam.submitted_count }));
            setEditing(null);
            paper.reload();
            reloadExam();
          }}
        />
      )}
      <ConfirmDialog
        open={regrading}
        title={t('exam.staff.regradeTitle')}
        description={t('exam.staff.regradeText')}
        confirmLabel={t('exam.staff.regrade')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        onCancel={() => setRegrading(false)}
        onConfirm={async () => {
          try {
            const result = await services.exam.regrade(exam.id, { silent: true });
            toast.success(t('exam.staff.regraded', { count: result.regraded }));
            reloadExam();
          } catch (error) {
            toast.error(errorText(error, t('common.loadFailed')));
          }
          setRegrading(false);
        }}
      />
    </>
  );
}
