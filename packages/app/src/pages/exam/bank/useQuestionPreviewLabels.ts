import { useMemo } from 'react';
import type { QuestionPreviewLabels } from '@finedu/ui';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useCalculatedKeyLabels } from './useCalculatedLabels';

/** Every string of the ui's QuestionPreview (besides the student view's) in the user's language. */
export function useQuestionPreviewLabels(): QuestionPreviewLabels {
  const t = useT();
  const calculated = useCalculatedKeyLabels();
  return useMemo(() => {
    const p = (key: string, values?: Record<string, string | number>) => t(`exam.bank.staffPreview.${key}` as MessageId, values);
    return {
      preview: p('preview'),
      meta: p('meta'),
      type: p('type'),
      difficulty: p('difficulty'),
      difficultyValue: (level: number) => p('difficultyValue', { stars: `${'★'.repeat(level)}${'☆'.repeat(Math.max(0, 5 - level))}`, level }),
      knowledgePoints: p('knowledgePoints'),
      noKnowledgePoints: p('noKnowledgePoints'),
      score: p('score'),
      category: p('category'),
      noCategory: p('noCategory'),
      author: p('author'),
      updatedAt: p('updatedAt'),
      key: p('key'),
      partialCredit: p('partialCredit'),
      partialCredits: {
        none: t('exam.bank.editor.partialCredits.none'),
        sum: t('exam.bank.editor.partialCredits.sum'),
        partial: t('exam.bank.editor.partialCredits.partial'),
        half: t('exam.bank.editor.partialCredits.half'),
        proportional: t('exam.bank.editor.partialCredits.proportional'),
      },
      blankRules: (ignoreCase: boolean, ignoreSpaces: boolean) => p('rulesJoin', { first: p(ignoreCase ? 'caseIgnored' : 'caseSensitive'), second: p(ignoreSpaces ? 'spacesIgnored' : 'spacesSensitive') }),
      tests: p('tests'),
      test: (name: string, points: number) => p('test', { name, points }),
      subQuestion: (index: number) => p('subQuestion', { index }),
      ...calculated,
    };
  }, [t, calculated]);
}
