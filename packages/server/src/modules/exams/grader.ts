// Grades an attempt against its exam's frozen paper and stores each answer's grade and the attempt's totals.
import { roundScore, type PaperSection } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { AnswerDetail, ExamAttemptRow, ExamRow, TestOutcome } from '../../db/schema/index.js';
import { gradeQuestion, pendingOf, programItems } from './grading.js';
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

/**
 * Grades every question of the attempt with the answers held (unanswered questions get a row with 0), keeping
 * teachers' marks, and stores the attempt's score and pending counts. Run inside the caller's transaction.
 */
export async function gradeAttempt(db: Db, exam: ExamRow, attempt: ExamAttemptRow, options: GradeOptions, now: Date): Promise<{ score: number; unmarked: number; ungraded: number }> {
  const answers = new Map((await repo.answersOf(db, [attempt.id])).map((a) => [a.questionId, a]));
  let score = 0;
  let unmarked = 0;
  let ungraded = 0;
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
    const pending = pendingOf(detail);
    unmarked += pending.unmarked;
    ungraded += pending.ungraded;
    score += detail.awarded ?? (detail.subs ? Object.values(detail.subs).reduce((s, x) => s + (x.awarded ?? 0), 0) : 0);
    const comment = detail.mark?.comment ?? (detail.subs ? Object.entries(detail.subs).flatMap(([k, s]) => (s.mark?.comment ? [`${k}: ${s.mark.comment}`] : [])).join('\n') : undefined);
    await repo.saveGrade(db, attempt.id, q.question_id, { awarded: detail.awarded, detail, ...(comment !== undefined ? { comment } : {}) }, now);
  }
  const totals = { score: roundScore(score), unmarked, ungraded };
  await repo.setAttemptScore(db, attempt.id, totals);
  return totals;
}

/** The programming items of an attempt that need a kernel run. */
export async function attemptProgramItems(db: Db, exam: ExamRow, attemptId: number): Promise<ReturnType<typeof programItems>> {
  const answers = new Map((await repo.answersOf(db, [attemptId])).map((a) => [a.questionId, a]));
  return questionsOf(exam.snapshot).flatMap((q) => (q.question.content.type === 'calculated' ? [] : programItems(q.question_id, q.question.content, answers.get(q.question_id)?.response ?? null)));
}
