import type { Question } from '@finedu/domain';
import { QuestionPreview } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { useQuestionPreviewLabels } from './useStaffChartLabels';
import { useStaffQuestionLabels } from './useStaffQuestionLabels';

/** A question of the exam's frozen paper as staff see it: the student view, then the key, analysis and hidden tests. */
export function FrozenQuestionView({ question, number }: { question: Question; number: number }) {
  const labels = useQuestionPreviewLabels();
  const viewLabels = useStaffQuestionLabels();
  return <QuestionPreview question={question} number={number} hideMeta labels={labels} viewLabels={viewLabels} codeEngine="plain" formatDate={formatDateTime} />;
}
