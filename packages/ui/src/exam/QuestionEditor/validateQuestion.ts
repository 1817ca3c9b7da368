import { countBlankMarkers, type LeafContent } from '@finedu/domain';
import type { QuestionDraft } from './questionDraft';
import { defaultQuestionEditorLabels, type QuestionEditorErrorLabels } from './questionEditorLabels';

/** Field path (`stem`, `content.options.1`, `content.children.0.content.answer`…) → message. */
export type QuestionEditorErrors = Record<string, string>;

const validScore = (score: number): boolean => Number.isFinite(score) && score > 0 && score <= 1000;

const validateLeaf = (content: LeafContent, stem: string, path: string, messages: QuestionEditorErrorLabels, errors: QuestionEditorErrors): void => {
  switch (content.type) {
    case 'single':
    case 'multiple': {
      if (content.options.length < 2 || content.options.length > 10) errors[`${path}.options`] = messages.optionsCount;
      content.options.forEach((option, index) => {
        if (option.text.trim() === '') errors[`${path}.options.${index}`] = messages.optionRequired;
        else if (option.text.trim().length > 2000) errors[`${path}.options.${index}`] = messages.optionTooLong;
      });
      const keys = new Set(content.options.map((option) => option.key));
      if (content.type === 'single' && !keys.has(content.answer)) errors[`${path}.answer`] = messages.singleAnswerRequired;
      if (content.type === 'multiple' && (content.answer.length === 0 || content.answer.some((key) => !keys.has(key)))) errors[`${path}.answer`] = messages.multipleAnswerRequired;
      return;
    }
    case 'judge':
    case 'short':
      return;
    case 'blank': {
      if (content.blanks.length < 1 || content.blanks.length > 20) errors[`${path}.blanks`] = messages.blanksCount;
      content.blanks.forEach((blank, index) => {
        if (!blank.alternatives.some((alt) => alt.trim() !== '')) errors[`${path}.blanks.${index}`] = messages.alternativeRequired;
      });
      const markers = countBlankMarkers(stem);
      // A stem without markers lists its inputs under the text; with markers, each blank needs its marker.
      if (markers > 0 && markers !== content.blanks.length) errors[`${path}.blanks`] ??= messages.blankMarkersMismatch(markers, content.blanks.length);
      return;
    }
    case 'program': {
      const codeTooLong = messages.codeTooLong ?? defaultQuestionEditorLabels.errors.codeTooLong ?? '';
      if (content.template.length > 20000) errors[`${path}.template`] = codeTooLong;
      if (content.tests.length < 1 || content.tests.length > 20) errors[`${path}.tests`] = messages.testsCount;
      content.tests.forEach((test, index) => {
        if (test.name.trim() === '') errors[`${path}.tests.${index}.name`] = messages.testNameRequired;
        if (test.code.trim() === '') errors[`${path}.tests.${index}.code`] = messages.testCodeRequired;
        else if (test.code.length > 20000) errors[`${path}.tests.${index}.code`] = codeTooLong;
        if (!validScore(test.points)) errors[`${path}.tests.${index}.points`] = messages.testPointsRange;
      });
      return;
    }
    default:
      content satisfies never;
  }
};

/** Checks a draft as the contract (and the server) will, so the user sees every problem before sending. */
export const validateQuestion = (draft: QuestionDraft, messages: QuestionEditorErrorLabels): QuestionEditorErrors => {
  const errors: QuestionEditorErrors = {};
  if (draft.stem.trim() === '') errors.stem = messages.stemRequired;
  else if (draft.stem.trim().length > 20000) errors.stem = messages.stemTooLong;
  if (!validScore(draft.score)) errors.score = messages.scoreRange;
  if (!Number.isInteger(draft.difficulty) || draft.difficulty < 1 || draft.difficulty > 5) errors.difficulty = messages.difficultyRange;
  if (draft.knowledge_points.length > 20) errors.knowledge_points = messages.knowledgePointsTooMany;
  else if (draft.knowledge_points.some((point) => point.trim().length > 50)) errors.knowledge_points = messages.knowledgePointTooLong;

  const content = draft.content;
  if (content.type !== 'case') {
    validateLeaf(content, draft.stem, 'content', messages, errors);
    return errors;
  }
  const url = content.dataset_url?.trim() ?? '';
  if (url !== '' && !/^(https?:\/\/|\/)/i.test(url)) errors['content.dataset_url'] = messages.datasetUrlInvalid;
  if (content.children.length < 1 || content.children.length > 20) errors['content.children'] = messages.childrenCount;
  content.children.forEach((child, index) => {
    const path = `content.children.${index}`;
    if (child.stem.trim() === '') errors[`${path}.stem`] = messages.childStemRequired;
    if (!validScore(child.score)) errors[`${path}.score`] = messages.childScoreRange;
    validateLeaf(child.content, child.stem, `${path}.content`, messages, errors);
  });
  return errors;
};
