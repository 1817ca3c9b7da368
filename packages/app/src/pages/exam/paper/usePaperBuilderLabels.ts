import { useMemo } from 'react';
import type { PaperBuilderLabels } from '@finedu/ui';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useQuestionViewLabels } from '../bank/useQuestionViewLabels';

/** Every string of the ui's PaperBuilder in the user's language. */
export function usePaperBuilderLabels(): PaperBuilderLabels {
  const t = useT();
  const { types } = useQuestionViewLabels();
  return useMemo(() => {
    const b = (key: string, values?: Record<string, string | number>) => t(`exam.paper.builder.${key}` as MessageId, values);
    return {
      form: b('form'),
      title: b('title'),
      description: b('description'),
      duration: b('duration'),
      minutes: b('minutes'),
      totals: (questions: number, score: string, minutes: number) => b('totals', { questions, score, minutes }),
      section: (index: number) => b('section', { index }),
      sectionTitle: b('sectionTitle'),
      sectionDescription: b('sectionDescription'),
      sectionTotals: (questions: number, score: string) => b('sectionTotals', { questions, score }),
      addSection: b('addSection'),
      newSectionTitle: (index: number) => b('newSectionTitle', { index }),
      removeSection: (index: number) => b('removeSection', { index }),
      moveSectionUp: (index: number) => b('moveSectionUp', { index }),
      moveSectionDown: (index: number) => b('moveSectionDown', { index }),
      addQuestions: b('addQuestions'),
      emptySection: b('emptySection'),
      columns: { number: b('col.number'), type: b('col.type'), stem: b('col.stem'), difficulty: b('col.difficulty'), score: b('col.score'), actions: b('col.actions') },
      questionScore: (number: number) => b('questionScore', { number }),
      moveQuestionUp: (number: number) => b('moveQuestionUp', { number }),
      moveQuestionDown: (number: number) => b('moveQuestionDown', { number }),
      removeQuestion: (number: number) => b('removeQuestion', { number }),
      dragHandle: (number: number) => b('dragHandle', { number }),
      missingQuestion: (id: number) => b('missingQuestion', { id }),
      batchScore: (index: number) => b('batchScore', { index }),
      applyBatchScore: b('applyBatchScore'),
      types,
      submit: b('submit'),
      cancel: t('common.cancel'),
      errors: {
        titleRequired: b('error.titleRequired'),
        titleTooLong: b('error.titleTooLong'),
        durationRange: b('error.durationRange'),
        sectionsCount: b('error.sectionsCount'),
        sectionTitleRequired: b('error.sectionTitleRequired'),
        sectionTooManyQuestions: b('error.sectionTooManyQuestions'),
        scoreRange: b('error.scoreRange'),
        noQuestions: b('error.noQuestions'),
        duplicateQuestion: (number: number) => b('error.duplicateQuestion', { number }),
        summary: (count: number) => b('error.summary', { count }),
      },
    };
  }, [t, types]);
}
