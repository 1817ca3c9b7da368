import type { GradedQuestion } from '@finedu/domain';
import { QuestionView } from '@finedu/ui';
import { useStaffQuestionLabels } from './useStaffQuestionLabels';

/** One graded question of an attempt in result mode: response, awarded / score, marks, key, analysis, tests and comment. */
export function GradedQuestionView({ question }: { question: GradedQuestion }) {
  const labels = useStaffQuestionLabels();
  return <QuestionView result={question} labels={labels} codeEngine="plain" />;
}
