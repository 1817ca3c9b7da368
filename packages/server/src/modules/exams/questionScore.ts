// Pure grading rules of every question type (notes/exam-engine.md "Grading"). No I/O: programming answers are graded
// from the test outcomes a runner produced (see programRunner.ts).
import {
  blankAnswersOf,
  blankCredit,
  gradeClozeGaps,
  gradeNumeric as numericCredit,
  isLeafAnswered,
  isNotebookAnswered,
  matchingVerdicts,
  notebookAnswerCode,
  roundScore,
} from '@finedu/domain';
import type { ClozeContent, LeafContent, MatchingContent, NotebookContent, NumericContent, PartialCredit, QuestionContent, QuestionResponse } from '@finedu/domain';
import type { AnswerDetail, LeafGrade, TestOutcome } from '../../db/schema/exams.js';
import type { GradableContent } from './variants.js';

export type LeafResponse = string | string[] | boolean | null;

export const REASON = {
  manual: 'awaiting a teacher',
  noBackend: 'no notebook backend: ungraded until a regrade',
  pending: 'the hidden tests have not run yet',
} as const;

const full = (score: number, ok: boolean): LeafGrade => ({ awarded: ok ? score : 0, correct: ok });

/** Moodle's threshold for a fraction that counts as fully right (question_state::graded_state_for_fraction). */
const FULL = 0.999999;

/** A choice option as grading reads it: its key and, when the teacher gave one, its fraction of the points (−1 … 1). */
type GradedOption = { key: string; fraction?: number | undefined };

/**
 * Single choice: the picked option's fraction of the score (Moodle's single-answer grade): the key earns all, another
 * option its fraction (0 when it has none); a negative fraction earns 0 here (Moodle would subtract from the quiz).
 */
export function gradeSingle(options: readonly GradedOption[], answer: string, response: LeafResponse, score: number): LeafGrade {
  const picked = typeof response === 'string' && response !== '';
  if (!picked) return { awarded: 0, correct: false, verdicts: { picks: {} } };
  const option = options.find((o) => o.key === response);
  const fraction = response === answer ? 1 : Math.max(0, option?.fraction ?? 0);
  return { awarded: roundScore(score * fraction), correct: fraction >= FULL, verdicts: { picks: { [response]: fraction >= FULL } } };
}

export function gradeJudge(answer: boolean, response: LeafResponse, score: number): LeafGrade {
  return full(score, typeof response === 'boolean' && response === answer);
}

/**
 * An option's fraction under the `sum` rule: the teacher's, else Moodle's defaults for a question whose keys are all
 * equally right: 1/keys for a key, −1/keys for any other option.
 */
export function sumFraction(option: GradedOption, keys: ReadonlySet<string>): number {
  if (option.fraction !== undefined) return option.fraction;
  return (keys.has(option.key) ? 1 : -1) / Math.max(1, keys.size);
}

/**
 * Multiple choice (notes/exam-engine.md "Grading"). `none`: all or nothing; `sum`: Moodle's rule, the picked options'
 * fractions added, floored at 0 and capped at 1; `partial`: 全对满分、漏选得部分分 (score × picked keys / keys)、错选不得分;
 * `half`: half the score when the picks are a non-empty proper subset of the keys with no wrong pick;
 * `proportional`: score × max(0, right − wrong) / keys.
 */
export function gradeMultiple(options: readonly GradedOption[], answer: readonly string[], rule: PartialCredit, response: LeafResponse, score: number): LeafGrade {
  const picks = Array.isArray(response) ? [...new Set(response)] : [];
  const keys = new Set(answer);
  const right = picks.filter((p) => keys.has(p)).length;
  const wrong = picks.length - right;
  const exact = wrong === 0 && right === keys.size;
  const verdicts = { picks: Object.fromEntries(picks.map((p) => [p, keys.has(p)])) };
  if (rule === 'sum') {
    const total = options.filter((o) => picks.includes(o.key)).reduce((sum, o) => sum + sumFraction(o, keys), 0);
    const fraction = Math.min(1, Math.max(0, total));
    return { awarded: roundScore(score * fraction), correct: fraction >= FULL, verdicts };
  }
  if (exact) return { awarded: score, correct: true, verdicts };
  switch (rule) {
    case 'none':
      return { awarded: 0, correct: false, verdicts };
    case 'partial':
      return { awarded: wrong === 0 && keys.size > 0 ? roundScore((score * right) / keys.size) : 0, correct: false, verdicts };
    case 'proportional':
      return { awarded: roundScore((score * Math.max(0, right - wrong)) / keys.size), correct: false, verdicts };
    case 'half':
      return { awarded: right > 0 && wrong === 0 ? roundScore(score / 2) : 0, correct: false, verdicts };
    default:
      return rule satisfies never;
  }
}

/**
 * Fill in the blanks: each blank is worth score / blanks and earns its first matching alternative's credit (1 when the
 * teacher gave none), with Moodle's `*` wildcard when the question has it (the rule in @finedu/domain). A blank's verdict
 * is true when it earned its full share.
 */
export function gradeBlank(content: Pick<Extract<LeafContent, { type: 'blank' }>, 'blanks' | 'ignore_case' | 'ignore_spaces' | 'wildcard'>, response: LeafResponse, score: number): LeafGrade {
  const { blanks } = content;
  const given = blankAnswersOf(response, blanks.length);
  const credits = blanks.map((blank, i) => blankCredit(given[i] ?? '', blank, content).credit);
  const earned = credits.reduce((sum, c) => sum + c, 0);
  const each = credits.map((c) => c >= 1);
  return { awarded: roundScore((score * earned) / blanks.length), correct: each.every(Boolean), verdicts: { blanks: each } };
}

/**
 * Numeric: the best matching accepted answer's credit × score (the reading and tolerance rules in @finedu/domain).
 * Text that is not a number, a missing required unit or a missed required precision earn nothing.
 */
export function gradeNumeric(content: NumericContent, response: LeafResponse, score: number): LeafGrade {
  const text = typeof response === 'string' ? response : Array.isArray(response) && response.length === 1 ? (response[0] ?? '') : '';
  const { credit, matched } = numericCredit(text, content);
  return { awarded: roundScore(score * credit), correct: credit >= 1, verdicts: { numeric: { credit, matched } } };
}

/**
 * Matching (Moodle's qtype_match): score × prompts matched right / prompts. A prompt is right when its chosen answer
 * is its pair's answer text (equal answers are one choice, as Moodle merges them).
 */
export function gradeMatching(content: Pick<MatchingContent, 'pairs'>, response: LeafResponse, score: number): LeafGrade {
  const pairs = matchingVerdicts(content, response ?? undefined);
  const right = pairs.filter(Boolean).length;
  return { awarded: roundScore((score * right) / pairs.length), correct: right === pairs.length, verdicts: { pairs } };
}

/**
 * Cloze (Moodle's qtype_multianswer): score × Σ weight × gap credit / Σ weight, each gap graded by its kind's rule
 * (@finedu/domain gradeClozeGap). Right when every gap earned full credit.
 */
export function gradeCloze(content: Pick<ClozeContent, 'gaps'>, response: LeafResponse, score: number): LeafGrade {
  const { gaps, fraction } = gradeClozeGaps(content, response ?? undefined);
  return { awarded: roundScore(score * fraction), correct: gaps.every((gap) => gap.credit >= 1), verdicts: { gaps: gaps.map((gap) => gap.credit) } };
}

/** Programming: the share of the test points passed, scaled to the question's score. */
export function gradeProgram(tests: ReadonlyArray<{ points: number }>, outcomes: readonly TestOutcome[], score: number): LeafGrade {
  const max = tests.reduce((sum, t) => sum + t.points, 0);
  const passed = outcomes.filter((o) => o.passed).reduce((sum, o) => sum + o.points, 0);
  return { awarded: max === 0 ? 0 : roundScore((score * passed) / max), correct: passed === max, tests: [...outcomes] };
}

/** Programming outcomes, when the runner has them, by item (`"<question id>"` or `"<question id>:<sub key>"`). */
export type ProgramOutcomes = (item: string) => TestOutcome[] | 'no-backend' | 'pending';

/**
 * Grades one leaf. Short answers keep the teacher's mark (`previous.mark`) or wait for one; an empty short answer
 * earns 0 without a teacher. Programming answers take their outcomes from `outcomes`.
 */
export function gradeLeaf(content: LeafContent, response: LeafResponse, score: number, item: string, outcomes: ProgramOutcomes, previous?: LeafGrade): LeafGrade {
  switch (content.type) {
    case 'single':
      return gradeSingle(content.options, content.answer, response, score);
    case 'multiple':
      return gradeMultiple(content.options, content.answer, content.partial_credit, response, score);
    case 'judge':
      return gradeJudge(content.answer, response, score);
    case 'blank':
      return gradeBlank(content, response, score);
    case 'numeric':
      return gradeNumeric(content, response, score);
    case 'short': {
      if (previous?.mark) return { awarded: Math.min(previous.mark.score, score), correct: previous.mark.score >= score, mark: previous.mark };
      if (!isLeafAnswered(response)) return { awarded: 0, correct: false };
      return { awarded: null, correct: null, reason: REASON.manual };
    }
    case 'program': {
      if (!isLeafAnswered(response)) return { awarded: 0, correct: false, tests: content.tests.map((t) => ({ name: t.name, passed: false, points: 0, message: 'no answer' })) };
      const result = outcomes(item);
      if (result === 'no-backend') return { awarded: null, correct: null, reason: REASON.noBackend };
      if (result === 'pending') return { awarded: null, correct: null, reason: REASON.pending };
      return gradeProgram(content.tests, result, score);
    }
    default:
      return content satisfies never;
  }
}

/** Whether a notebook answer has code of the student's own (@finedu/domain isNotebookAnswered, as the answer sheet counts). */
const notebookAnswered = (content: NotebookContent, response: QuestionResponse | null | undefined): response is string =>
  typeof response === 'string' && isNotebookAnswered(response, content.cells);

/**
 * A notebook question (issue 16), graded like a programming leaf: the code cells of the saved notebook run in a fresh
 * kernel and the hidden tests in the grader. No answer, a response that is not a notebook answer, or a notebook whose
 * code is only the starting notebook's (what the answer sheet counts as unanswered) earn 0 with every test "no answer",
 * without a run.
 */
export function gradeNotebook(content: NotebookContent, response: LeafResponse, score: number, item: string, outcomes: ProgramOutcomes): LeafGrade {
  if (!notebookAnswered(content, response)) {
    return { awarded: 0, correct: false, tests: content.tests.map((t) => ({ name: t.name, passed: false, points: 0, message: 'no answer' })) };
  }
  const result = outcomes(item);
  if (result === 'no-backend') return { awarded: null, correct: null, reason: REASON.noBackend };
  if (result === 'pending') return { awarded: null, correct: null, reason: REASON.pending };
  return gradeProgram(content.tests, result, score);
}

/** A case sub-question's points on the paper: its own score, scaled so the subs add up to the question's score. */
export function subPoints(content: Extract<QuestionContent, { type: 'case' }>, key: string, score: number): number {
  const total = content.children.reduce((sum, c) => sum + c.score, 0);
  const child = content.children.find((c) => c.key === key);
  if (!child || total === 0) return 0;
  return roundScore((child.score * score) / total);
}

const leafOf = (response: QuestionResponse | null | undefined): LeafResponse =>
  response === undefined || response === null || (typeof response === 'object' && !Array.isArray(response)) ? null : response;

/** Grades a whole question; a case question is the sum of its sub-questions (null while any of them waits). */
export function gradeQuestion(
  questionId: number,
  content: GradableContent,
  response: QuestionResponse | null | undefined,
  score: number,
  outcomes: ProgramOutcomes,
  previous?: AnswerDetail,
): AnswerDetail {
  if (content.type === 'notebook') return gradeNotebook(content, leafOf(response), score, String(questionId), outcomes);
  if (content.type === 'matching') return gradeMatching(content, leafOf(response), score);
  if (content.type === 'cloze') return gradeCloze(content, leafOf(response), score);
  if (content.type !== 'case') return gradeLeaf(content, leafOf(response), score, String(questionId), outcomes, previous);
  const record = response !== null && response !== undefined && typeof response === 'object' && !Array.isArray(response) ? response : {};
  const subs: Record<string, LeafGrade> = {};
  for (const child of content.children) {
    subs[child.key] = gradeLeaf(child.content, record[child.key] ?? null, subPoints(content, child.key, score), `${questionId}:${child.key}`, outcomes, previous?.subs?.[child.key]);
  }
  return caseGrade(subs);
}

/** A case question's grade from its sub-questions' (in their order): the sum, null while any of them waits. */
export function caseGrade(subs: Record<string, LeafGrade>): AnswerDetail {
  let awarded: number | null = 0;
  let correct = true;
  for (const grade of Object.values(subs)) {
    awarded = awarded === null || grade.awarded === null ? null : awarded + grade.awarded;
    correct = correct && grade.correct === true;
  }
  const pending = Object.values(subs).find((s) => s.awarded === null);
  return { awarded: awarded === null ? null : roundScore(awarded), correct: awarded === null ? null : correct, subs, ...(pending?.reason ? { reason: pending.reason } : {}) };
}

/** How many items of a graded answer wait for a teacher, and how many for the machine. */
export function pendingOf(detail: AnswerDetail): { unmarked: number; ungraded: number } {
  const leaves = detail.subs ? Object.values(detail.subs) : [detail];
  let unmarked = 0;
  let ungraded = 0;
  for (const leaf of leaves) {
    if (leaf.awarded !== null) continue;
    if (leaf.reason === REASON.manual) unmarked += 1;
    else ungraded += 1;
  }
  return { unmarked, ungraded };
}

/** A programming item to run: `"<question id>"` or `"<question id>:<sub key>"`, its code and hidden tests. */
export interface ProgramItem {
  item: string;
  code: string;
  tests: Array<{ name: string; code: string; points: number }>;
  /** A notebook question: it runs in the question's folder, with the student's data when it has a generator. */
  notebook?: { questionId: number; content: Pick<NotebookContent, 'generator' | 'parameters'> };
}

/** Every programming item of a question with the code to run (`item`, the code, the hidden tests). */
export function programItems(questionId: number, content: GradableContent, response: QuestionResponse | null | undefined): ProgramItem[] {
  if (content.type === 'program') {
    const code = typeof response === 'string' ? response : '';
    return code.trim() === '' ? [] : [{ item: String(questionId), code, tests: content.tests }];
  }
  if (content.type === 'notebook') {
    if (!notebookAnswered(content, response)) return [];
    return [{ item: String(questionId), code: notebookAnswerCode(response), tests: content.tests, notebook: { questionId, content: { generator: content.generator, parameters: content.parameters } } }];
  }
  if (content.type !== 'case') return [];
  const record = response !== null && response !== undefined && typeof response === 'object' && !Array.isArray(response) ? response : {};
  return content.children.flatMap((child) => {
    const code = record[child.key];
    return child.content.type === 'program' && typeof code === 'string' && code.trim() !== '' ? [{ item: `${questionId}:${child.key}`, code, tests: child.content.tests }] : [];
  });
}
