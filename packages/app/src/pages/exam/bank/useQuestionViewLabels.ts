import { useMemo } from 'react';
import { QUESTION_TYPES, type QuestionType } from '@finedu/domain';
import type { QuestionViewLabels } from '@finedu/ui';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useEmbeddedViewLabels } from './useEmbeddedLabels';
import { useNotebookViewLabels } from './useNotebookLabels';
import { useNumericViewLabels } from './useNumericLabels';

/** Every string of the ui's QuestionView in the user's language (also the base of the editor's and preview's labels). */
export function useQuestionViewLabels(): QuestionViewLabels {
  const t = useT();
  const numeric = useNumericViewLabels();
  const notebook = useNotebookViewLabels();
  const embedded = useEmbeddedViewLabels();
  return useMemo(
    () => ({
      numeric,
      notebook,
      embedded,
      types: Object.fromEntries(QUESTION_TYPES.map((type) => [type, t(`exam.bank.type.${type}` as MessageId)])) as Record<QuestionType, string>,
      number: (number: number) => t('exam.bank.view.number', { number }),
      score: (score: number) => t('exam.bank.view.score', { score }),
      flag: t('exam.bank.view.flag'),
      unflag: t('exam.bank.view.unflag'),
      options: t('exam.bank.view.options'),
      judgeTrue: t('exam.bank.view.judgeTrue'),
      judgeFalse: t('exam.bank.view.judgeFalse'),
      blank: (index: number) => t('exam.bank.view.blank', { index }),
      blanksList: t('exam.bank.view.blanksList'),
      shortAnswer: t('exam.bank.view.shortAnswer'),
      shortPlaceholder: t('exam.bank.view.shortPlaceholder'),
      code: t('exam.bank.view.code'),
      programTests: (count: number) => t('exam.bank.view.programTests', { count }),
      variantValues: (values: string) => t('exam.calculated.variantValues', { values }),
      valueSeparator: t('exam.calculated.valueSeparator'),
      material: t('exam.bank.view.material'),
      dataset: t('exam.bank.view.dataset'),
      subQuestion: (index: number) => t('exam.bank.view.subQuestion', { index }),
      yourAnswer: t('exam.bank.view.yourAnswer'),
      noAnswer: t('exam.bank.view.noAnswer'),
      correctAnswer: t('exam.bank.view.correctAnswer'),
      referenceAnswer: t('exam.bank.view.referenceAnswer'),
      analysis: t('exam.bank.view.analysis'),
      comment: t('exam.bank.view.comment'),
      awarded: (awarded: string, score: string) => t('exam.bank.view.awarded', { awarded, score }),
      pending: t('exam.bank.view.pending'),
      correct: t('exam.bank.view.correct'),
      incorrect: t('exam.bank.view.incorrect'),
      answerFeedback: (which: string, feedback: string) => t('exam.bank.view.answerFeedback', { which, feedback }),
      partial: t('exam.bank.view.partial'),
      tests: t('exam.bank.view.tests'),
      testName: t('exam.bank.view.testName'),
      testPoints: t('exam.bank.view.testPoints'),
      testOutcome: t('exam.bank.view.testOutcome'),
      testPassed: t('exam.bank.view.testPassed'),
      testFailed: t('exam.bank.view.testFailed'),
      testsPending: t('exam.bank.view.testsPending'),
      alternativesSeparator: t('exam.bank.view.alternativesSeparator'),
    }),
    [t, numeric, notebook, embedded],
  );
}
