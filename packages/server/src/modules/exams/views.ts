// Shapes the exams module answers with: staff exam rows, the student's attempt (no keys), results and reviews.
import { toPublicContent } from '@finedu/domain';
import type { AttemptResult, CalculatedVariant, Exam, ExamStatus, GradedQuestion, LeafVerdicts, PublicContent, PublicQuestion, QuestionContent, QuestionOption, QuestionVerdicts, SavedAnswer, ShowResults, WithheldGradedQuestion } from '@finedu/domain';
import type { ExamAnswerRow, ExamAttemptRow, ExamRow, LeafGrade } from '../../db/schema/index.js';
import { questionsOf, type FrozenQuestion } from './attemptScore.js';
import { hasNotebookGenerator } from './questionData.js';
import { examStatus } from './rules.js';
import { variantFor } from './variants.js';

export function toExam(
  row: ExamRow,
  extra: { classes: Array<{ id: number; name: string }>; userIds: number[]; counts: { candidates: number; submitted: number; unmarked: number } | undefined },
  now: Date,
): Exam {
  return {
    id: row.id,
    edu_id: row.eduId,
    title: row.title,
    description: row.description,
    paper_id: row.paperId,
    paper_title: row.paperTitle,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    duration_minutes: row.durationMinutes,
    classes: extra.classes,
    user_ids: extra.userIds,
    attempts: row.attempts,
    shuffle_questions: row.shuffleQuestions,
    shuffle_options: row.shuffleOptions,
    show_results: row.showResults as ShowResults,
    total_score: row.totalScore,
    question_count: row.questionCount,
    status: examStatus(row, now) satisfies ExamStatus,
    published: row.published,
    candidate_count: extra.counts?.candidates ?? 0,
    submitted_count: extra.counts?.submitted ?? 0,
    unmarked_count: extra.counts?.unmarked ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Options in the student's order (each keeps its original key). */
function reorder(options: QuestionOption[], order: string[] | undefined): QuestionOption[] {
  if (!order) return options;
  const byKey = new Map(options.map((o) => [o.key, o]));
  const out = order.flatMap((k) => (byKey.has(k) ? [byKey.get(k)!] : []));
  return out.length === options.length ? out : options;
}

function publicContentOf(q: FrozenQuestion, optionOrder: Record<string, string[]>): PublicContent {
  const content = toPublicContent(q.question.content);
  if (content.type === 'single' || content.type === 'multiple') return { ...content, options: reorder(content.options, optionOrder[String(q.question_id)]) };
  if (content.type === 'matching') {
    // The answers in the student's order (indices into the de-duplicated list; any other shape keeps the list's order).
    const order = (optionOrder[String(q.question_id)] ?? []).map(Number);
    const valid = order.length === content.answers.length && new Set(order).size === order.length && order.every((i) => content.answers[i] !== undefined);
    return valid ? { ...content, answers: order.map((i) => content.answers[i]!) } : content;
  }
  if (content.type === 'case') {
    return {
      ...content,
      children: content.children.map((child) =>
        child.content.type === 'single' || child.content.type === 'multiple'
          ? { ...child, content: { ...child.content, options: reorder(child.content.options, optionOrder[`${q.question_id}:${child.key}`]) } }
          : child,
      ),
    };
  }
  return content;
}

/** The attempt's questions in the student's stable order, without keys, analyses or hidden tests. */
export function attemptQuestions(exam: ExamRow, attempt: ExamAttemptRow): Array<FrozenQuestion & { order: number }> {
  const byId = new Map(questionsOf(exam.snapshot).map((q) => [q.question_id, q]));
  return attempt.questionOrder.flatMap((id, i) => {
    const q = byId.get(id);
    return q ? [{ ...q, order: i + 1 }] : [];
  });
}

/** A calculated question's stem holds the student's own values; every other stem is the question's. */
export function publicQuestions(exam: ExamRow, attempt: ExamAttemptRow): PublicQuestion[] {
  return attemptQuestions(exam, attempt).map((q) => ({
    question_id: q.question_id,
    order: q.order,
    section_title: q.section_title,
    type: q.question.type,
    stem: variantFor(exam.id, attempt.userId, q)?.stem ?? q.question.stem,
    score: q.score,
    content: publicContentOf(q, attempt.optionOrder),
  }));
}

/** Answers the student saved (rows created only by grading an unanswered question are left out). */
export function savedAnswers(answers: ExamAnswerRow[]): SavedAnswer[] {
  return answers
    .filter((a) => a.revision > 0)
    .map((a) => ({ question_id: a.questionId, response: a.response ?? null, revision: a.revision, flagged: a.flagged, saved_at: a.savedAt.toISOString() }));
}

/** Who reads a result: staff see a calculated question's formula, a student only their own values and answer. */
export type ResultAudience = 'staff' | 'student';

/** A calculated question's key as its student may see it: their values as the only values, no formula. */
function studentKey(content: QuestionContent, variant: CalculatedVariant | null): QuestionContent {
  if (content.type !== 'calculated' || variant === null) return content;
  return { ...content, formula: '', variables: Object.entries(variant.values).map(([name, value]) => ({ name, kind: 'list' as const, values: [value] })) };
}

/** The student's stored seed and parameters of each notebook question with a generator, by question id. */
export type NotebookDataSeen = ReadonlyMap<number, { seed: number; params: Record<string, unknown> }>;

/** The hidden tests' outcomes of an answer (a case's from its sub-questions), or undefined when none ran. */
function testsOf(answer: ExamAnswerRow | undefined): GradedQuestion['tests'] | undefined {
  const detail = answer?.detail;
  return detail?.tests ?? (detail?.subs ? Object.values(detail.subs).flatMap((s) => s.tests ?? []) : undefined);
}

/** A leaf's stored verdicts, unless a teacher marked it (the mark wins over the machine's verdicts). */
const leafVerdicts = (leaf: LeafGrade | undefined): LeafVerdicts | undefined => (leaf === undefined || leaf.mark ? undefined : leaf.verdicts);

/** The per-part verdicts grading stored for an answer (a case's per sub-question); null when none were stored (older rows). */
function verdictsOf(answer: ExamAnswerRow | undefined): QuestionVerdicts | null {
  const detail = answer?.detail;
  if (detail === undefined) return null;
  if (detail.subs) {
    const subs = Object.fromEntries(Object.entries(detail.subs).flatMap(([key, sub]) => (leafVerdicts(sub) ? [[key, leafVerdicts(sub)!]] : [])));
    return Object.keys(subs).length > 0 ? { subs } : null;
  }
  return leafVerdicts(detail) ?? null;
}

const hasTests = (q: FrozenQuestion): boolean => q.question.type === 'program' || q.question.type === 'notebook' || q.question.type === 'case';

/** Graded questions with keys and analyses: only for staff, or for a student once the keys are released. */
export function gradedQuestions(exam: ExamRow, attempt: ExamAttemptRow, answers: ExamAnswerRow[], audience: ResultAudience, data: NotebookDataSeen = new Map()): GradedQuestion[] {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  return attemptQuestions(exam, attempt).map((q) => {
    const variant = variantFor(exam.id, attempt.userId, q);
    const answer = byQuestion.get(q.question_id);
    return {
      key_released: true as const,
      question_id: q.question_id,
      order: q.order,
      type: q.question.type,
      stem: variant?.stem ?? q.question.stem,
      score: q.score,
      awarded: answer?.awarded ?? null,
      correct: answer?.detail?.correct ?? null,
      response: answer?.response ?? null,
      comment: answer?.comment ?? '',
      content: audience === 'staff' ? q.question.content : studentKey(q.question.content, variant),
      analysis: q.question.analysis,
      tests: hasTests(q) ? (testsOf(answer) ?? null) : null,
      variant,
      verdicts: verdictsOf(answer),
      ...(q.question.content.type === 'notebook' && hasNotebookGenerator(q.question.content) ? { data: data.get(q.question_id) ?? null } : {}),
    };
  });
}

/**
 * A failed test's message as a student may read it while keys are withheld: a test's own exception carries whatever
 * its author wrote (`AssertionError: expected 1234.5`), so only its type is kept; the grader's own texts (a time
 * limit, a kernel that died, no answer) do not come from the test and stay whole.
 */
export function withheldTestMessage(message: string): string {
  const type = /^([\p{L}_][\p{L}\p{N}_.]*)(?::|$)/u.exec(message);
  return type ? type[1]! : message;
}

/**
 * Graded questions without keys (a student whose attempts remain): the questions as they sat them, their responses,
 * marks, right/wrong, the teacher's comment and which hidden tests passed; no key, analysis, calculated answer or test
 * code, and a failed test's message cut to its type.
 */
export function withheldQuestions(exam: ExamRow, attempt: ExamAttemptRow, answers: ExamAnswerRow[], data: NotebookDataSeen = new Map()): WithheldGradedQuestion[] {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  return attemptQuestions(exam, attempt).map((q) => {
    const answer = byQuestion.get(q.question_id);
    const tests = hasTests(q) ? testsOf(answer) : undefined;
    return {
      key_released: false as const,
      question_id: q.question_id,
      order: q.order,
      type: q.question.type,
      stem: variantFor(exam.id, attempt.userId, q)?.stem ?? q.question.stem,
      score: q.score,
      awarded: answer?.awarded ?? null,
      correct: answer?.detail?.correct ?? null,
      response: answer?.response ?? null,
      comment: answer?.comment ?? '',
      content: publicContentOf(q, attempt.optionOrder),
      tests: tests ? tests.map((t) => ({ name: t.name, passed: t.passed, points: t.points, message: t.passed ? t.message : withheldTestMessage(t.message) })) : null,
      ...(q.question.content.type === 'notebook' && hasNotebookGenerator(q.question.content) ? { data: data.get(q.question_id) ?? null } : {}),
    };
  });
}

/** What every result starts with: the attempt, and its score unless something awaits grading. */
function resultHead(exam: ExamRow, attempt: ExamAttemptRow): Omit<AttemptResult, 'keys_released' | 'questions'> {
  const pending = attempt.unmarked + attempt.ungraded > 0;
  return {
    attempt_id: attempt.id,
    exam_id: exam.id,
    exam_title: exam.title,
    submitted_at: attempt.submittedAt?.toISOString() ?? null,
    total_score: exam.totalScore,
    score: pending ? null : attempt.score,
  };
}

/** A result for staff: always with the keys and the formula of a calculated question. */
export function staffResult(exam: ExamRow, attempt: ExamAttemptRow, answers: ExamAnswerRow[], data?: NotebookDataSeen): AttemptResult & { questions: GradedQuestion[] } {
  return { ...resultHead(exam, attempt), keys_released: true, questions: gradedQuestions(exam, attempt, answers, 'staff', data) };
}

/** A result for its student: with the keys only when `keys` (see `releaseOf`: never while attempts remain). */
export function studentResult(exam: ExamRow, attempt: ExamAttemptRow, answers: ExamAnswerRow[], keys: boolean, data?: NotebookDataSeen): AttemptResult {
  return {
    ...resultHead(exam, attempt),
    keys_released: keys,
    questions: keys ? gradedQuestions(exam, attempt, answers, 'student', data) : withheldQuestions(exam, attempt, answers, data),
  };
}
