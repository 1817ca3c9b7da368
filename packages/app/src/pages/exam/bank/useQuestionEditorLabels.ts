import { useMemo } from 'react';
import { LEAF_QUESTION_TYPES, type LeafQuestionType } from '@finedu/domain';
import type { QuestionEditorLabels } from '@finedu/ui';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { useCalculatedEditorLabels } from './useCalculatedLabels';
import { useEmbeddedEditorLabels } from './useEmbeddedLabels';
import { useNotebookEditorLabels } from './useNotebookLabels';
import { useNumericEditorLabels } from './useNumericLabels';
import { useQuestionViewLabels } from './useQuestionViewLabels';

/** Every string of the ui's QuestionEditor in the user's language. */
export function useQuestionEditorLabels(): QuestionEditorLabels {
  const t = useT();
  const view = useQuestionViewLabels();
  const numeric = useNumericEditorLabels();
  const calculated = useCalculatedEditorLabels();
  const notebook = useNotebookEditorLabels();
  const embedded = useEmbeddedEditorLabels();
  return useMemo(() => {
    const e = (key: string, values?: Record<string, string | number>) => t(`exam.bank.editor.${key}` as MessageId, values);
    return {
      form: e('form'),
      type: e('type'),
      types: view.types,
      category: e('category'),
      noCategory: e('noCategory'),
      stem: e('stem'),
      stemHelp: e('stemHelp'),
      insertBlank: e('insertBlank'),
      options: e('options'),
      option: (letter: string) => e('option', { letter }),
      optionCorrect: (letter: string) => e('optionCorrect', { letter }),
      addOption: e('addOption'),
      removeOption: (letter: string) => e('removeOption', { letter }),
      moveOptionUp: (letter: string) => e('moveOptionUp', { letter }),
      moveOptionDown: (letter: string) => e('moveOptionDown', { letter }),
      partialCredit: e('partialCredit'),
      partialCredits: {
        none: e('partialCredits.none'),
        sum: e('partialCredits.sum'),
        partial: e('partialCredits.partial'),
        half: e('partialCredits.half'),
        proportional: e('partialCredits.proportional'),
      },
      optionFraction: (letter: string) => e('optionFraction', { letter }),
      optionFractionHelp: e('optionFractionHelp'),
      judgeAnswer: e('judgeAnswer'),
      judgeTrue: view.judgeTrue,
      judgeFalse: view.judgeFalse,
      blanks: e('blanks'),
      blank: (index: number) => e('blank', { index }),
      alternative: (blank: number, index: number) => e('alternative', { blank, index }),
      addAlternative: (blank: number) => e('addAlternative', { blank }),
      removeAlternative: (blank: number, index: number) => e('removeAlternative', { blank, index }),
      addBlank: e('addBlank'),
      removeBlank: (index: number) => e('removeBlank', { index }),
      alternativeCredit: (blank: number, index: number) => e('alternativeCredit', { blank, index }),
      wildcard: e('wildcard'),
      ignoreCase: e('ignoreCase'),
      ignoreSpaces: e('ignoreSpaces'),
      numeric,
      embedded,
      calculated,
      notebook,
      reference: e('reference'),
      template: e('template'),
      tests: e('tests'),
      test: (index: number) => e('test', { index }),
      testName: e('testName'),
      testCode: e('testCode'),
      testPoints: e('testPoints'),
      addTest: e('addTest'),
      removeTest: (index: number) => e('removeTest', { index }),
      material: e('material'),
      datasetUrl: e('datasetUrl'),
      datasetUpload: e('datasetUpload'),
      children: e('children'),
      child: (index: number) => e('child', { index }),
      childType: e('childType'),
      childScore: e('childScore'),
      childStem: e('childStem'),
      childAnalysis: e('childAnalysis'),
      addChild: e('addChild'),
      removeChild: (index: number) => e('removeChild', { index }),
      moveChildUp: (index: number) => e('moveChildUp', { index }),
      moveChildDown: (index: number) => e('moveChildDown', { index }),
      analysis: e('analysis'),
      difficulty: e('difficulty'),
      difficulties: { 1: e('difficulties.1'), 2: e('difficulties.2'), 3: e('difficulties.3'), 4: e('difficulties.4'), 5: e('difficulties.5') },
      knowledgePoints: e('knowledgePoints'),
      knowledgePointsHelp: e('knowledgePointsHelp'),
      removeKnowledgePoint: (point: string) => e('removeKnowledgePoint', { point }),
      score: e('score'),
      preview: e('preview'),
      submit: e('submit'),
      cancel: t('common.cancel'),
      leafTypes: Object.fromEntries(LEAF_QUESTION_TYPES.map((type) => [type, view.types[type]])) as Record<LeafQuestionType, string>,
      errors: {
        stemRequired: e('error.stemRequired'),
        stemTooLong: e('error.stemTooLong'),
        scoreRange: e('error.scoreRange'),
        difficultyRange: e('error.difficultyRange'),
        knowledgePointsTooMany: e('error.knowledgePointsTooMany'),
        knowledgePointTooLong: e('error.knowledgePointTooLong'),
        optionsCount: e('error.optionsCount'),
        optionRequired: e('error.optionRequired'),
        optionTooLong: e('error.optionTooLong'),
        singleAnswerRequired: e('error.singleAnswerRequired'),
        multipleAnswerRequired: e('error.multipleAnswerRequired'),
        blanksCount: e('error.blanksCount'),
        alternativeRequired: e('error.alternativeRequired'),
        blankMarkersMismatch: (markers: number, blanks: number) => e('error.blankMarkersMismatch', { markers, blanks }),
        testsCount: e('error.testsCount'),
        testNameRequired: e('error.testNameRequired'),
        testCodeRequired: e('error.testCodeRequired'),
        testPointsRange: e('error.testPointsRange'),
        childrenCount: e('error.childrenCount'),
        childStemRequired: e('error.childStemRequired'),
        childScoreRange: e('error.childScoreRange'),
        datasetUrlInvalid: e('error.datasetUrlInvalid'),
        summary: (count: number) => e('error.summary', { count }),
      },
    };
  }, [t, view, numeric, embedded, calculated, notebook]);
}
