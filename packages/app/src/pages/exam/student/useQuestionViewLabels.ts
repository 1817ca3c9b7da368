import { useMemo } from 'react';
import type { QuestionViewLabels } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useNotebookViewLabels } from '../bank/useNotebookLabels';
import { useEmbeddedViewLabels } from '../bank/useEmbeddedLabels';
import { useNumericViewLabels } from '../bank/useNumericLabels';

/** Every QuestionView string in the user's language. */
export function useQuestionViewLabels(): QuestionViewLabels {
  const t = useT();
  const numeric = useNumericViewLabels();
  const embedded = useEmbeddedViewLabels();
  const notebook = useNotebookViewLabels('student');
  return useMemo(
    () => ({
      numeric,
      notebook,
      embedded,
      types: {
        single: t('exam.student.q.type.single'),
        multiple: t('exam.student.q.type.multiple'),
        judge: t('exam.student.q.type.judge'),
        blank: t('exam.student.q.type.blank'),
        numeric: t('exam.student.q.type.numeric'),
        calculated: t('exam.student.q.type.calculated'),
        matching: t('exam.student.q.type.matching'),
        cloze: t('exam.student.q.type.cloze'),
        short: t('exam.student.q.type.short'),
        program: t('exam.student.q.type.program'),
        notebook: t('exam.student.q.type.notebook'),
        case: t('exam.student.q.type.case'),
      },
      number: (number: number) => t('exam.student.q.number', { number }),
      score: (score: number) => t('exam.student.q.score', { score }),
      flag: t('exam.student.q.flag'),
      unflag: t('exam.student.q.unflag'),
      options: t('exam.student.q.options'),
      judgeTrue: t('exam.student.q.judgeTrue'),
      judgeFalse: t('exam.student.q.judgeFalse'),
      blank: (index: number) => t('exam.student.q.blank', { index }),
      blanksList: t('exam.student.q.blanksList'),
      shortAnswer: t('exam.student.q.shortAnswer'),
      shortPlaceholder: t('exam.student.q.shortPlaceholder'),
      code: t('exam.student.q.code'),
      variantValues: (values: string) => t('exam.calculated.variantValues', { values }),
      valueSeparator: t('exam.calculated.valueSeparator'),
      programTests: (count: number) => t('exam.student.q.programTests', { count }),
      material: t('exam.student.q.material'),
      dataset: t('exam.student.q.dataset'),
      subQuestion: (index: number) => t('exam.student.q.subQuestion', { index }),
      yourAnswer: t('exam.student.q.yourAnswer'),
      noAnswer: t('exam.student.q.noAnswer'),
      correctAnswer: t('exam.student.q.correctAnswer'),
      referenceAnswer: t('exam.student.q.referenceAnswer'),
      analysis: t('exam.student.q.analysis'),
      comment: t('exam.student.q.comment'),
      awarded: (awarded: string, score: string) => t('exam.student.q.awarded', { awarded, score }),
      pending: t('exam.student.q.pending'),
      correct: t('exam.student.q.correct'),
      incorrect: t('exam.student.q.incorrect'),
      answerFeedback: (which: string, feedback: string) => t('exam.student.q.answerFeedback', { which, feedback }),
      partial: t('exam.student.q.partial'),
      tests: t('exam.student.q.tests'),
      testName: t('exam.student.q.testName'),
      testPoints: t('exam.student.q.testPoints'),
      testOutcome: t('exam.student.q.testOutcome'),
      testPassed: t('exam.student.q.testPassed'),
      testFailed: t('exam.student.q.testFailed'),
      testsPending: t('exam.student.q.testsPending'),
      alternativesSeparator: t('exam.student.q.alternativesSeparator'),
    }),
    [t, numeric, notebook, embedded],
  );
}
