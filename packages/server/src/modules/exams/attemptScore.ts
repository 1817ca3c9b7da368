// Grades an attempt against its exam's frozen paper and stores each answer's grade and the attempt's totals.
import { roundScore, type PaperSection } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { AnswerDetail, ExamAttemptRow, ExamRow, LeafGrade, TestOutcome } from '../../db/schema/index.js';
import { caseGrade, gradeLeaf, gradeQuestion, pendingOf, programItems, subPoints } from './questionScore.js';
import * as repo from './repository.js';
import { gradableContent, type FrozenQuestion } from './variants.js';

export type { FrozenQuestion };

/** The questions of a frozen paper in paper order. */
export function questionsOf(sections: readonly PaperSection[]): FrozenQuestion[] {
  return sections.flatMap((s) => s.questions.map((q) => ({ question_id: q.question_id, score: q.score, section_title: s.title, question: q.question })));
}

/** Previously recorded outcomes of a programming item, if it was graded. */
function recordedOutcomes(detail: AnswerDetail | undefined, item: string): TestOutcome[] | null {
  if (detail === undefined) return null;
  const sub = item.includes(':') ? detail.subs?.[item.slice(item.indexOf(':') + 1)] : detail;
  return sub?.tests && sub.awarded !== null ? sub.tests : null;
}

export interface GradeOptions {
  /** Fresh outcomes of programming items (`"<question id>"` or `"<question id>:<sub key>"`). */
  outcomes?: Map<string, TestOutcome[]>;
  /** A notebook backend exists (programming items not run yet are "pending", not "no backend"). */
  backend: boolean;
  /** Forget recorded programming outcomes (the hidden tests changed). */
  rerunPrograms?: boolean;
}

/** The teacher's comment of a graded answer (a case's per sub-question, `"<key>: …"` a line). */
function commentOf(detail: AnswerDetail): string | undefined {
  return detail.mark?.comment ?? (detail.subs ? Object.entries(detail.subs).flatMap(([k, s]) => (s.mark?.comment ? [`${k}: ${s.mark.comment}`] : [])).join('\n') : undefined);
}

/** Writes one answer's grade (its awarded points, detail and the teacher's comment). */
async function storeGrade(db: Db, attemptId: number, questionId: number, detail: AnswerDetail, now: Date): Promise<void> {
  const comment = commentOf(detail);
  await repo.saveGrade(db, attemptId, questionId, { awarded: detail.awarded, detail, ...(comment !== undefined ? { comment } : {}) }, now);
}

export interface AttemptTotals {
  score: number;
  unmarked: number;
  ungraded: number;
}

/** An attempt's score and pending counts from its questions' grades in paper order (a question without one counts nothing). */
function totalsOf(details: ReadonlyArray<AnswerDetail | undefined>): AttemptTotals {
  let score = 0;
  let unmarked = 0;
  let ungraded = 0;
  for (const detail of details) {
    if (detail === undefined) continue;
    const pending = pendingOf(detail);
    unmarked += pending.unmarked;
    ungraded += pending.ungraded;
    score += detail.awarded ?? (detail.subs ? Object.values(detail.subs).reduce((s, x) => s + (x.awarded ?? 0), 0) : 0);
  }
  return { score: roundScore(score), unmarked, ungraded };
}

/**
 * Grades every question of the attempt with the answers held (unanswered questions get a row with 0), keeping
 * teachers' marks, and stores the attempt's score and pending counts. Run inside the caller's transaction.
 */
export async function gradeAttempt(db: Db, exam: ExamRow, attempt: ExamAttemptRow, options: GradeOptions, now: Date): Promise<AttemptTotals> {
  const answers = new Map((await repo.answersOf(db, [attempt.id])).map((a) => [a.questionId, a]));
  const details: AnswerDetail[] = [];
  for (const q of questionsOf(exam.snapshot)) {
    const answer = answers.get(q.question_id);
    const previous = answer?.detail;
    const detail = gradeQuestion(
      q.question_id,
      gradableContent(exam.id, attempt.userId, q),
      answer?.response ?? null,
      q.score,
      (item) => {
        const fresh = options.outcomes?.get(item);
        if (fresh) return fresh;
        const recorded = options.rerunPrograms ? null : recordedOutcomes(previous, item);
        if (recorded) return recorded;
        return options.backend ? 'pending' : 'no-backend';
      },
      previous,
    );
    details.push(detail);
    await storeGrade(db, attempt.id, q.question_id, detail, now);
  }
  const totals = totalsOf(details);
  await repo.setAttemptScore(db, attempt.id, totals);
  return totals;
}

/**
 * Stores the outcomes of the programming items a run produced (`"<question id>"` or `"<question id>:<sub key>"`):
 * only those items are graded again (a programming or notebook question's grade; a case question's programming
 * sub-question, the case's sum following), every other answer keeps the grade it has (objective answers graded on
 * submit, teachers' marks). The attempt's score and pending counts are then summed from the stored grades.
 * Run inside the caller's transaction. Answers the questions it wrote and the totals.
 */
export async function gradeProgramItems(
  db: Db,
  exam: ExamRow,
  attempt: ExamAttemptRow,
  outcomes: ReadonlyMap<string, TestOutcome[]>,
  now: Date,
): Promise<AttemptTotals & { written: number[] }> {
  const answers = new Map((await repo.answersOf(db, [attempt.id])).map((a) => [a.questionId, a]));
  const ran = (item: string): TestOutcome[] | 'pending' => outcomes.get(item) ?? 'pending';
  const details: Array<AnswerDetail | undefined> = [];
  const written: number[] = [];
  for (const q of questionsOf(exam.snapshot)) {
    const answer = answers.get(q.question_id);
    const content = q.question.content;
    const ids = [...outcomes.keys()].filter((item) => item === String(q.question_id) || item.startsWith(`${q.question_id}:`));
    if (ids.length === 0 || content.type === 'calculated') {
      details.push(answer?.detail);
      continue;
    }
    let detail: AnswerDetail;
    if (content.type === 'case') {
      const record = answer?.response !== null && typeof answer?.response === 'object' && !Array.isArray(answer.response) ? answer.response : {};
      const stored = answer?.detail?.subs ?? {};
      // In the sub-questions' order (as gradeQuestion builds them): a stored jsonb object does not keep its keys' order.
      const subs: Record<string, LeafGrade> = {};
      for (const child of content.children) {
        const item = `${q.question_id}:${child.key}`;
        const kept = stored[child.key];
        subs[child.key] = !outcomes.has(item) && kept !== undefined ? kept : gradeLeaf(child.content, record[child.key] ?? null, subPoints(content, child.key, q.score), item, ran, kept);
      }
      detail = caseGrade(subs);
    } else {
      detail = gradeQuestion(q.question_id, content, answer?.response ?? null, q.score, ran, answer?.detail);
    }
    details.push(detail);
    written.push(q.question_id);
    await storeGrade(db, attempt.id, q.question_id, detail, now);
  }
  const totals = totalsOf(details);
  await repo.setAttemptScore(db, attempt.id, totals);
  return { ...totals, written };
}

/** The programming items of an attempt that need a kernel run. */
export async function attemptProgramItems(db: Db, exam: ExamRow, attemptId: number): Promise<ReturnType<typeof programItems>> {
  const answers = new Map((await repo.answersOf(db, [attemptId])).map((a) => [a.questionId, a]));
  return questionsOf(exam.snapshot).flatMap((q) => (q.question.content.type === 'calculated' ? [] : programItems(q.question_id, q.question.content, answers.get(q.question_id)?.response ?? null)));
}
