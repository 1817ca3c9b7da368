import { clozeGapNumbers, countBlankMarkers, NOTEBOOK_QUESTION_LIMITS, QUESTION_LIMITS as L, type LeafContent, type QuestionContent } from '@finedu/domain';
import type { QuestionDraft } from './questionDraft';
import { defaultQuestionEditorLabels, type QuestionEditorErrorLabels } from './questionEditorLabels';
import { defaultQuestionEditorCalculatedLabels, type QuestionEditorCalculatedErrorLabels } from './questionEditorCalculatedLabels';
import { defaultQuestionEditorEmbeddedLabels, type QuestionEditorEmbeddedErrorLabels } from './questionEditorEmbeddedLabels';
import { defaultQuestionEditorNotebookLabels, type QuestionEditorNotebookErrorLabels } from './questionEditorNotebookLabels';
import { defaultQuestionEditorNumericLabels, type QuestionEditorNumericErrorLabels } from './questionEditorNumericLabels';

/** Field path (`stem`, `content.options.1`, `content.children.0.content.answer`…) → message. */
export type QuestionEditorErrors = Record<string, string>;

const validScore = (score: number): boolean => Number.isFinite(score) && score > 0 && score <= L.score;

type NumericContent = Extract<LeafContent, { type: 'numeric' }>;
type CalculatedContent = Extract<QuestionContent, { type: 'calculated' }>;
type NotebookContent = Extract<QuestionContent, { type: 'notebook' }>;
type MatchingContent = Extract<QuestionContent, { type: 'matching' }>;
type ClozeContent = Extract<QuestionContent, { type: 'cloze' }>;
type ProgramTests = Extract<LeafContent, { type: 'program' }>['tests'];

/** Hidden tests of a programming or notebook question: 1–20, each named, with code and points. */
const validateTests = (tests: ProgramTests, path: string, messages: QuestionEditorErrorLabels, errors: QuestionEditorErrors, countMessage: string): void => {
  const codeTooLong = messages.codeTooLong ?? defaultQuestionEditorLabels.errors.codeTooLong ?? '';
  if (tests.length < 1 || tests.length > L.tests) errors[`${path}.tests`] = countMessage;
  tests.forEach((test, index) => {
    if (test.name.trim() === '') errors[`${path}.tests.${index}.name`] = messages.testNameRequired;
    if (test.code.trim() === '') errors[`${path}.tests.${index}.code`] = messages.testCodeRequired;
    else if (test.code.length > L.text) errors[`${path}.tests.${index}.code`] = codeTooLong;
    if (!validScore(test.points)) errors[`${path}.tests.${index}.points`] = messages.testPointsRange;
  });
};

/** A notebook question: 1–50 starting cells, at least one of them code, none too long; hidden tests as a programming question's. */
const validateNotebook = (content: NotebookContent, messages: QuestionEditorErrorLabels, notebook: QuestionEditorNotebookErrorLabels, errors: QuestionEditorErrors): void => {
  const path = 'content';
  if (content.cells.length < 1 || content.cells.length > NOTEBOOK_QUESTION_LIMITS.cells) errors[`${path}.cells`] = notebook.cellsCount;
  else if (!content.cells.some((cell) => cell.type === 'code')) errors[`${path}.cells`] = notebook.codeCellRequired;
  content.cells.forEach((cell, index) => {
    if (cell.source.length > NOTEBOOK_QUESTION_LIMITS.cellSource) errors[`${path}.cells.${index}.source`] = notebook.cellTooLong;
  });
  validateTests(content.tests, path, messages, errors, notebook.testsCount);
};

/** The numeric key as the contract and the server check it (finite values, full credit somewhere, units that read). */
const validateNumeric = (content: NumericContent, path: string, messages: QuestionEditorNumericErrorLabels, errors: QuestionEditorErrors): void => {
  if (content.answers.length < 1 || content.answers.length > L.numericAnswers) errors[`${path}.answers`] = messages.answersCount;
  content.answers.forEach((answer, index) => {
    const at = `${path}.answers.${index}`;
    if (!Number.isFinite(answer.value)) errors[`${at}.value`] = messages.valueRequired;
    if (!Number.isFinite(answer.tolerance.amount) || answer.tolerance.amount < 0) errors[`${at}.tolerance`] = messages.toleranceInvalid;
    if (!Number.isFinite(answer.credit) || answer.credit < 0 || answer.credit > 1) errors[`${at}.credit`] = messages.creditRange;
  });
  if (content.answers.length > 0 && !content.answers.some((answer) => answer.credit >= 1)) errors[`${path}.answers`] ??= messages.fullCreditRequired;
  validateUnits(content, path, messages, errors);
};

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * A calculated question as far as the page can check it (names, ranges, lists, every `{name}` of the stem declared, a
 * formula, the tolerance, units); whether the formula parses and gives a finite answer is the server's check (preview, save).
 */
const validateCalculated = (
  content: CalculatedContent,
  stem: string,
  messages: QuestionEditorCalculatedErrorLabels,
  numeric: QuestionEditorNumericErrorLabels,
  errors: QuestionEditorErrors,
): void => {
  const path = 'content';
  if (content.variables.length < 1 || content.variables.length > L.variables) errors[`${path}.variables`] = messages.variablesCount;
  const names = content.variables.map((variable) => variable.name.trim());
  content.variables.forEach((variable, index) => {
    const at = `${path}.variables.${index}`;
    const name = names[index] ?? '';
    if (!VARIABLE_NAME.test(name)) errors[`${at}.name`] = messages.nameInvalid;
    else if (names.indexOf(name) !== index) errors[`${at}.name`] = messages.nameDuplicate;
    if (variable.kind === 'range') {
      if (!Number.isFinite(variable.min) || !Number.isFinite(variable.max) || variable.max < variable.min) errors[`${at}.range`] = messages.rangeInvalid;
      if (!Number.isFinite(variable.step) || variable.step <= 0) errors[`${at}.step`] = messages.stepInvalid;
    } else if (variable.values.length < 1 || variable.values.length > 100 || variable.values.some((value) => !Number.isFinite(value))) {
      errors[`${at}.values`] = messages.listInvalid;
    }
  });
  const undeclared = [...stem.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').find((name) => !names.includes(name));
  if (undeclared !== undefined) errors.stem ??= messages.placeholderUndeclared(undeclared);
  if (content.formula.trim() === '') errors[`${path}.formula`] = messages.formulaRequired;
  if (!Number.isFinite(content.tolerance.amount) || content.tolerance.amount < 0) errors[`${path}.tolerance`] = messages.toleranceInvalid;
  validateUnits(content, path, numeric, errors);
};

/** Units and the required precision of a numeric or calculated question. */
const validateUnits = (
  content: Pick<NumericContent, 'units' | 'unit_required' | 'precision'>,
  path: string,
  messages: QuestionEditorNumericErrorLabels,
  errors: QuestionEditorErrors,
): void => {
  const names = content.units.map((unit) => unit.name.trim());
  content.units.forEach((unit, index) => {
    const name = names[index] ?? '';
    if (name === '' || /^[\d.,+\-eE]/.test(name.normalize('NFKC'))) errors[`${path}.units.${index}.name`] = messages.unitNameInvalid;
    else if (names.indexOf(name) !== index) errors[`${path}.units.${index}.name`] = messages.unitDuplicate;
    if (!Number.isFinite(unit.multiplier) || unit.multiplier <= 0) errors[`${path}.units.${index}.multiplier`] = messages.unitMultiplierInvalid;
  });
  if (content.unit_required && content.units.length === 0) errors[`${path}.units`] = messages.unitRequiredNeedsUnits;
  if (content.precision && (!Number.isInteger(content.precision.digits) || content.precision.digits < 0 || content.precision.digits > 15)) {
    errors[`${path}.precision`] = messages.precisionDigitsRange;
  }
};

const validateLeaf = (content: LeafContent, stem: string, path: string, messages: QuestionEditorErrorLabels, errors: QuestionEditorErrors, numeric: QuestionEditorNumericErrorLabels): void => {
  switch (content.type) {
    case 'single':
    case 'multiple': {
      if (content.options.length < 2 || content.options.length > L.options) errors[`${path}.options`] = messages.optionsCount;
      content.options.forEach((option, index) => {
        if (option.text.trim() === '') errors[`${path}.options.${index}`] = messages.optionRequired;
        else if (option.text.trim().length > L.optionText) errors[`${path}.options.${index}`] = messages.optionTooLong;
      });
      const keys = new Set(content.options.map((option) => option.key));
      if (content.type === 'single' && !keys.has(content.answer)) errors[`${path}.answer`] = messages.singleAnswerRequired;
      if (content.type === 'multiple' && (content.answer.length === 0 || content.answer.some((key) => !keys.has(key)))) errors[`${path}.answer`] = messages.multipleAnswerRequired;
      return;
    }
    case 'judge':
    case 'short':
      return;
    case 'numeric':
      validateNumeric(content, path, numeric, errors);
      return;
    case 'blank': {
      if (content.blanks.length < 1 || content.blanks.length > L.blanks) errors[`${path}.blanks`] = messages.blanksCount;
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
      if (content.template.length > L.text) errors[`${path}.template`] = codeTooLong;
      validateTests(content.tests, path, messages, errors, messages.testsCount);
      return;
    }
    default:
      content satisfies never;
  }
};

/** A matching question as the contract and the server check it: 2–20 pairs with distinct prompts, distractors apart from the answers. */
const validateMatching = (content: MatchingContent, messages: QuestionEditorEmbeddedErrorLabels, errors: QuestionEditorErrors): void => {
  const path = 'content';
  if (content.pairs.length < 2 || content.pairs.length > L.pairs) errors[`${path}.pairs`] = messages.pairsCount;
  const prompts = content.pairs.map((pair) => pair.prompt.trim());
  content.pairs.forEach((pair, index) => {
    if (prompts[index] === '') errors[`${path}.pairs.${index}.prompt`] = messages.promptRequired;
    else if (prompts.indexOf(prompts[index]!) !== index) errors[`${path}.pairs.${index}.prompt`] = messages.promptDuplicate;
    if (pair.answer.trim() === '') errors[`${path}.pairs.${index}.answer`] = messages.pairAnswerRequired;
  });
  if (content.distractors.length > L.distractors) errors[`${path}.distractors`] = messages.distractorsCount;
  const answers = new Set(content.pairs.map((pair) => pair.answer.trim()));
  content.distractors.forEach((distractor, index) => {
    if (distractor.trim() === '') errors[`${path}.distractors.${index}`] = messages.distractorRequired;
    else if (answers.has(distractor.trim())) errors[`${path}.distractors.${index}`] = messages.distractorClash;
  });
};

/** A cloze question: every gap marked once in the stem and no marker without a gap; each gap's answers as the server checks them. */
const validateCloze = (content: ClozeContent, stem: string, messages: QuestionEditorEmbeddedErrorLabels, errors: QuestionEditorErrors): void => {
  const path = 'content';
  const count = content.gaps.length;
  if (count < 1 || count > L.gaps) errors[`${path}.gaps`] = messages.gapsCount;
  const marked = clozeGapNumbers(stem);
  const unknown = marked.find((n) => n < 1 || n > count);
  const repeated = marked.find((n, i) => marked.indexOf(n) !== i);
  const unmarked = content.gaps.findIndex((_, i) => !marked.includes(i + 1));
  if (marked.length === 0) errors.stem ??= messages.noMarkers;
  else if (unknown !== undefined) errors.stem ??= messages.unknownMarker(unknown, count);
  else if (repeated !== undefined) errors.stem ??= messages.repeatedMarker(repeated);
  else if (unmarked >= 0) errors.stem ??= messages.unmarkedGap(unmarked + 1);
  content.gaps.forEach((gap, index) => {
    const gapPath = `${path}.gaps.${index}`;
    if (!Number.isFinite(gap.weight) || gap.weight <= 0 || gap.weight > L.score) errors[`${gapPath}.weight`] = messages.weightRange;
    if (gap.kind === 'choice') {
      if (gap.options.length < 2 || gap.options.length > L.options) errors[gapPath] = messages.gapOptionsCount;
      const texts = gap.options.map((option) => option.text.trim());
      gap.options.forEach((_, i) => {
        if (texts[i] === '') errors[`${gapPath}.options.${i}`] = messages.gapAnswerRequired;
        else if (texts.indexOf(texts[i]!) !== i) errors[`${gapPath}.options.${i}`] = messages.gapOptionDuplicate;
      });
    } else if (gap.kind === 'short') {
      gap.answers.forEach((answer, i) => {
        if (answer.text.trim() === '') errors[`${gapPath}.answers.${i}`] = messages.gapAnswerRequired;
      });
    } else {
      gap.answers.forEach((answer, i) => {
        if (!Number.isFinite(answer.value)) errors[`${gapPath}.answers.${i}`] = messages.gapValueRequired;
      });
    }
    const credits = gap.kind === 'choice' ? gap.options.map((o) => o.credit) : gap.answers.map((a) => a.credit);
    if (!credits.some((credit) => credit >= 1)) errors[gapPath] ??= messages.gapFullCreditRequired;
  });
};

/** Checks a draft as the contract (and the server) will, so the user sees every problem before sending. */
export const validateQuestion = (
  draft: QuestionDraft,
  messages: QuestionEditorErrorLabels,
  numeric: QuestionEditorNumericErrorLabels = defaultQuestionEditorNumericLabels.errors,
  calculated: QuestionEditorCalculatedErrorLabels = defaultQuestionEditorCalculatedLabels.errors,
  notebook: QuestionEditorNotebookErrorLabels = defaultQuestionEditorNotebookLabels.errors,
  embedded: QuestionEditorEmbeddedErrorLabels = defaultQuestionEditorEmbeddedLabels.errors,
): QuestionEditorErrors => {
  const errors: QuestionEditorErrors = {};
  if (draft.stem.trim() === '') errors.stem = messages.stemRequired;
  else if (draft.stem.trim().length > L.text) errors.stem = messages.stemTooLong;
  if (!validScore(draft.score)) errors.score = messages.scoreRange;
  if (!Number.isInteger(draft.difficulty) || draft.difficulty < 1 || draft.difficulty > 5) errors.difficulty = messages.difficultyRange;
  if (draft.knowledge_points.length > L.knowledgePoints) errors.knowledge_points = messages.knowledgePointsTooMany;
  else if (draft.knowledge_points.some((point) => point.trim().length > L.knowledgePoint)) errors.knowledge_points = messages.knowledgePointTooLong;

  const content = draft.content;
  if (content.type === 'calculated') {
    validateCalculated(content, draft.stem, calculated, numeric, errors);
    return errors;
  }
  if (content.type === 'notebook') {
    validateNotebook(content, messages, notebook, errors);
    return errors;
  }
  if (content.type === 'matching') {
    validateMatching(content, embedded, errors);
    return errors;
  }
  if (content.type === 'cloze') {
    validateCloze(content, draft.stem, embedded, errors);
    return errors;
  }
  if (content.type !== 'case') {
    validateLeaf(content, draft.stem, 'content', messages, errors, numeric);
    return errors;
  }
  const url = content.dataset_url?.trim() ?? '';
  if (url !== '' && !/^(https?:\/\/|\/)/i.test(url)) errors['content.dataset_url'] = messages.datasetUrlInvalid;
  if (content.children.length < 1 || content.children.length > L.children) errors['content.children'] = messages.childrenCount;
  content.children.forEach((child, index) => {
    const path = `content.children.${index}`;
    if (child.stem.trim() === '') errors[`${path}.stem`] = messages.childStemRequired;
    if (!validScore(child.score)) errors[`${path}.score`] = messages.childScoreRange;
    validateLeaf(child.content, child.stem, `${path}.content`, messages, errors, numeric);
  });
  return errors;
};
