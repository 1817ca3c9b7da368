import { useMemo } from 'react';
import type { QuestionViewLabels } from '@finedu/ui';
import { useT } from '../../../i18n/useT';
import { useNotebookViewLabels } from '../bank/useNotebookLabels';
import { useEmbeddedViewLabels } from '../bank/useEmbeddedLabels';
import { useNumericViewLabels } from '../bank/useNumericLabels';

/** QuestionView's strings as staff read them (「考生答案」 rather than 「你的答案」), in the user's language. */
export function useStaffQuestionLabels(): QuestionViewLabels {
  const t = useT();
  const numeric = useNumericViewLabels();
  const embedded = useEmbeddedViewLabels();
  const notebook = useNotebookViewLabels();
  return useMemo(
    () => ({
      numeric,
      notebook,
      embedded,
      types: {
        single: t('exam.staff.type.single'),
        multiple: t('exam.staff.type.multiple'),
        judge: t('exam.staff.type.judge'),
        blank: t('exam.staff.type.blank'),
        numeric: t('exam.staff.type.numeric'),
        calculated: t('exam.staff.type.calculated'),
        matching: t('exam.staff.type.matching'),
        cloze: t('exam.staff.type.cloze'),
        short: t('exam.staff.type.short'),
        program: t('exam.staff.type.program'),
        notebook: t('exam.staff.type.notebook'),
        case: t('exam.staff.type.case'),
      },
      number: (number: number) => t('exam.staff.q.number', { number }),
      score: (score: number) => t('exam.staff.q.score', { score }),
      flag: t('exam.staff.q.flag'),
      unflag: t('exam.staff.q.unflag'),
      options: t('exam.staff.q.options'),
      judgeTrue: t('exam.staff.key.true'),
      judgeFalse: t('exam.staff.key.false'),
      blank: (index: number) => t('exam.staff.key.blank', { n: index }),
      blanksList: t('exam.staff.q.blanksList'),
      shortAnswer: t('exam.staff.q.shortAnswer'),
      shortPlaceholder: t('exam.staff.q.shortAnswer'),
      code: t('exam.staff.q.code'),
      variantValues: (values: string) => t('exam.calculated.variantValues', { values }),
      valueSeparator: t('exam.calculated.valueSeparator'),
      programTests: (count: number) => t('exam.staff.q.programTests', { count }),
      material: t('exam.staff.q.material'),
      dataset: t('exam.staff.q.dataset'),
      subQuestion: (index: number) => t('exam.staff.q.subQuestion', { index }),
      yourAnswer: t('exam.staff.review.response'),
      noAnswer: t('exam.staff.review.noResponse'),
      correctAnswer: t('exam.staff.key.answer'),
      referenceAnswer: t('exam.staff.mark.reference'),
      analysis: t('exam.staff.paper.analysis'),
      comment: t('exam.staff.q.comment'),
      awarded: (awarded: string, score: string) => t('exam.staff.review.awarded', { awarded, score }),
      pending: t('exam.staff.review.pending'),
      correct: t('exam.staff.q.correct'),
      incorrect: t('exam.staff.q.incorrect'),
      answerFeedback: (which: string, feedback: string) => t('exam.staff.q.answerFeedback', { which, feedback }),
      partial: t('exam.staff.q.partial'),
      tests: t('exam.staff.q.tests'),
      testName: t('exam.staff.q.testName'),
      testPoints: t('exam.staff.stats.score'),
      testOutcome: t('exam.staff.q.testOutcome'),
      testPassed: t('exam.staff.review.passed'),
      testFailed: t('exam.staff.review.failed'),
      testsPending: t('exam.staff.q.testsPending'),
      alternativesSeparator: ' / ',
    }),
    [t, numeric, notebook, embedded],
  );
}
