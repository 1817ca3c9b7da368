import { QUESTION_TYPES, type GeneratePaperRequest, type GenerateRule, type QuestionType } from '@finedu/domain';
import type { MessageId } from '../../../i18n/messages';

export type GenerateSource = 'platform' | 'college' | 'both';

/** One row of the "generate by rules" form, as typed. */
export interface GenerateRuleRow {
  /** Stable id for React keys and error lookup. */
  id: string;
  sectionTitle: string;
  type: QuestionType | '';
  count: string;
  difficultyMin: string;
  difficultyMax: string;
  /** Separated by commas, 、 or semicolons. */
  knowledgePoints: string;
  scoreEach: string;
}

export interface GenerateForm {
  title: string;
  duration: string;
  source: GenerateSource;
  /** Empty: the server picks a seed. */
  seed: string;
  rules: GenerateRuleRow[];
}

export type RuleField = Exclude<keyof GenerateRuleRow, 'id'>;
export interface GenerateFormErrors {
  title?: MessageId;
  duration?: MessageId;
  seed?: MessageId;
  rules?: MessageId;
  /** Per rule id, per field. */
  rule: Record<string, Partial<Record<RuleField, MessageId>>>;
}

let nextRow = 0;
export function emptyRuleRow(type: QuestionType | '' = 'single', sectionTitle = ''): GenerateRuleRow {
  nextRow += 1;
  return { id: `rule-${nextRow}`, sectionTitle, type, count: '5', difficultyMin: '1', difficultyMax: '5', knowledgePoints: '', scoreEach: '2' };
}

export function initialGenerateForm(source: GenerateSource): GenerateForm {
  return { title: '', duration: '60', source, seed: '', rules: [emptyRuleRow('single')] };
}

/** "CAPM, 久期、VaR；" → ['CAPM', '久期', 'VaR'] (trimmed, empty and repeated entries dropped). */
export function splitKnowledgePoints(text: string): string[] {
  return [...new Set(text.split(/[,，、;；\n]/).map((part) => part.trim()).filter(Boolean))];
}

const intIn = (text: string, min: number, max: number): number | null => {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
};

const positiveScore = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 && value <= 1000 ? value : null;
};

const isType = (value: string): value is QuestionType => (QUESTION_TYPES as readonly string[]).includes(value);

/**
 * Form → `GeneratePaperRequest`, checked the way the contract checks it (so the user sees every mistake at once, next
 * to its field, before anything is sent). Returns the request, or the errors by field.
 */
export function toGenerateRequest(form: GenerateForm): { request: GeneratePaperRequest; errors: null } | { request: null; errors: GenerateFormErrors } {
  const errors: GenerateFormErrors = { rule: {} };
  let failed = false;
  const fail = (apply: () => void) => {
    apply();
    failed = true;
  };

  const title = form.title.trim();
  if (!title) fail(() => (errors.title = 'exam.paper.error.titleRequired'));
  else if (title.length > 100) fail(() => (errors.title = 'exam.paper.error.titleTooLong'));
  const duration = intIn(form.duration, 1, 600);
  if (duration === null) fail(() => (errors.duration = 'exam.paper.error.duration'));
  let seed: number | undefined;
  if (form.seed.trim()) {
    const parsed = intIn(form.seed, -2147483648, 2147483647);
    if (parsed === null) fail(() => (errors.seed = 'exam.paper.error.seed'));
    else seed = parsed;
  }
  if (form.rules.length === 0) fail(() => (errors.rules = 'exam.paper.error.noRules'));
  if (form.rules.length > 30) fail(() => (errors.rules = 'exam.paper.error.tooManyRules'));

  const rules: GenerateRule[] = [];
  for (const row of form.rules) {
    const rowErrors: Partial<Record<RuleField, MessageId>> = {};
    const sectionTitle = row.sectionTitle.trim();
    if (!sectionTitle) rowErrors.sectionTitle = 'exam.paper.error.sectionTitle';
    else if (sectionTitle.length > 100) rowErrors.sectionTitle = 'exam.paper.error.titleTooLong';
    if (!isType(row.type)) rowErrors.type = 'exam.paper.error.type';
    const count = intIn(row.count, 1, 100);
    if (count === null) rowErrors.count = 'exam.paper.error.count';
    const min = intIn(row.difficultyMin, 1, 5);
    const max = intIn(row.difficultyMax, 1, 5);
    if (min === null) rowErrors.difficultyMin = 'exam.paper.error.difficulty';
    if (max === null) rowErrors.difficultyMax = 'exam.paper.error.difficulty';
    if (min !== null && max !== null && min > max) rowErrors.difficultyMax = 'exam.paper.error.difficultyRange';
    const knowledgePoints = splitKnowledgePoints(row.knowledgePoints);
    if (knowledgePoints.length > 20) rowErrors.knowledgePoints = 'exam.paper.error.tooManyPoints';
    else if (knowledgePoints.some((point) => point.length > 50)) rowErrors.knowledgePoints = 'exam.paper.error.pointTooLong';
    const scoreEach = positiveScore(row.scoreEach);
    if (scoreEach === null) rowErrors.scoreEach = 'exam.paper.error.score';

    if (Object.keys(rowErrors).length > 0 || !isType(row.type) || count === null || min === null || max === null || scoreEach === null) {
      errors.rule[row.id] = rowErrors;
      failed = true;
      continue;
    }
    rules.push({ section_title: sectionTitle, type: row.type, count, difficulty_min: min, difficulty_max: max, knowledge_points: knowledgePoints, score_each: scoreEach });
  }

  if (failed || duration === null) return { request: null, errors };
  return { request: { title, duration_minutes: duration, source: form.source, rules, ...(seed === undefined ? {} : { seed }) }, errors: null };
}
