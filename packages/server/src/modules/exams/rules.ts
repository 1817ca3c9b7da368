// Time and release rules of an exam (notes/exam-engine.md "Time", "Grading"), all read from the server's clock.
import { EXAM_GRACE_SECONDS, type ExamStatus, type ShowResults } from '@finedu/domain';
import type { ExamAttemptRow, ExamRow } from '../../db/schema/index.js';
import { badRequest, notFound, type AppError } from '../../errors.js';

export const GRACE_MS = EXAM_GRACE_SECONDS * 1000;
const MINUTE = 60_000;

export const examNotFound = (): AppError => notFound('考试不存在', 'Exam not found');
export const attemptNotFound = (): AppError => notFound('答卷不存在', 'Attempt not found');
export const examEnded = (): AppError => badRequest('考试已结束，答案无法再保存', 'The exam has ended; answers can no longer be saved');
export const attemptSubmitted = (): AppError => badRequest('答卷已提交，答案无法再修改', 'This attempt has been submitted; answers can no longer change');

export function examStatus(exam: Pick<ExamRow, 'startAt' | 'endAt'>, now: Date): ExamStatus {
  if (now < exam.startAt) return 'scheduled';
  return now < exam.endAt ? 'open' : 'closed';
}

/** `min(started_at + duration + extra, end_at + extra)`: a late starter gets the time left to the end. */
export function deadlineOf(exam: Pick<ExamRow, 'endAt' | 'durationMinutes'>, startedAt: Date, extraMinutes: number): Date {
  const extra = extraMinutes * MINUTE;
  return new Date(Math.min(startedAt.getTime() + exam.durationMinutes * MINUTE + extra, exam.endAt.getTime() + extra));
}

/** Saves and submit are accepted until the deadline plus the grace period. */
export const writable = (attempt: Pick<ExamAttemptRow, 'deadline'>, now: Date): boolean => now.getTime() <= attempt.deadline.getTime() + GRACE_MS;

/** When every attempt of the exam is over: the end, the longest extra time and the grace period. */
export const closesAt = (exam: Pick<ExamRow, 'endAt'>, maxExtraMinutes: number): Date => new Date(exam.endAt.getTime() + maxExtraMinutes * MINUTE + GRACE_MS);

export interface Release {
  /** The score may be shown to the student. */
  score: boolean;
  /** The attempt's result may be read: the questions as sat, the student's responses, marks and right/wrong. */
  review: boolean;
  /** Keys, analyses, calculated answers and the tests' messages may be shown too. */
  keys: boolean;
}

/**
 * Whether the student may still sit the exam: an attempt in progress, or one left to start before the end (plus
 * their extra time), as `start` allows it. While one remains no key is released, whatever `show_results` says: the
 * keys of attempt 1 would answer attempt 2 (issue 37).
 */
export function attemptsRemain(
  exam: Pick<ExamRow, 'attempts' | 'endAt'>,
  mine: ReadonlyArray<Pick<ExamAttemptRow, 'status'>>,
  now: Date,
  extraMinutes: number,
): boolean {
  if (mine.some((a) => a.status === 'in_progress')) return true;
  return mine.length < exam.attempts && now.getTime() < exam.endAt.getTime() + extraMinutes * MINUTE;
}

/**
 * What a submitted attempt's student may see: with `after_submit` the score and a review (marks, right/wrong, no
 * keys) once submitted, with `after_close` everything once every attempt is over, with `never` nothing; publishing
 * releases the score (and keys unless `never`). Keys never while `remaining` (the student has an attempt left or
 * in progress): Moodle's "immediately after the attempt" review without "right answer", the keys once no attempt
 * remains (the last one submitted, or the exam closed for them).
 */
export function releaseOf(
  exam: Pick<ExamRow, 'published' | 'showResults' | 'endAt'>,
  attempt: Pick<ExamAttemptRow, 'status'>,
  now: Date,
  maxExtraMinutes: number,
  remaining: boolean,
): Release {
  const none = { score: false, review: false, keys: false };
  if (attempt.status !== 'submitted') return none;
  const show = exam.showResults as ShowResults;
  if (exam.published) return { score: true, review: show !== 'never', keys: show !== 'never' && !remaining };
  switch (show) {
    case 'after_submit':
      return { score: true, review: true, keys: !remaining };
    case 'after_close': {
      const over = now >= closesAt(exam, maxExtraMinutes);
      return { score: over, review: over, keys: over && !remaining };
    }
    case 'never':
      return none;
    default:
      return show satisfies never;
  }
}
