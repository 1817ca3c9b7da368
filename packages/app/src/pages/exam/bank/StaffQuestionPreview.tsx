import { useMemo } from 'react';
import type { Question } from '@finedu/domain';
import { QuestionPreview } from '@finedu/ui';
import { formatDateTime } from '../../../components/format';
import { useQuestionPreviewLabels } from './useQuestionPreviewLabels';
import { useQuestionViewLabels } from './useQuestionViewLabels';

export interface StaffQuestionPreviewProps {
  question: Question;
  /** Number shown before the stem. */
  number?: number;
  /** Score on a paper: shown instead of the default score, with the meta block hidden (the paper shows its own). */
  score?: number;
  /** `plain` shows code in textareas (printable lists); Monaco by default. */
  codeEngine?: 'monaco' | 'plain';
}

/** A question with its key, analysis and meta, for staff (the ui's QuestionPreview with the app's strings). */
export function StaffQuestionPreview({ question, number = 1, score, codeEngine = 'monaco' }: StaffQuestionPreviewProps) {
  const labels = useQuestionPreviewLabels();
  const viewLabels = useQuestionViewLabels();
  const shown = useMemo(() => (score === undefined ? question : { ...question, score }), [question, score]);
  return <QuestionPreview question={shown} number={number} hideMeta={score !== undefined} labels={labels} viewLabels={viewLabels} codeEngine={codeEngine} formatDate={(iso) => formatDateTime(iso)} />;
}
