// What a student sees of an exam (and of a competition's quiz, sat through the exam engine), decided once from what
// the server sends, so 我的考试, 我的成绩, the exam's own pages, the dashboard and the competition pages agree.
import type { AttemptStatus, ExamStatus, MyGrade, ShowResults, StudentExam, SubmitResult } from '../contract/index.js';

/**
 * - `scheduled` 未开始: not open yet, nothing sat.
 * - `available` 可参加: an attempt can be started now (the server would accept `startAttempt`).
 * - `in_progress` 作答中: an attempt is being written.
 * - `marking` 待批阅: the latest attempt is submitted, some of it still awaits a teacher's mark or the tests' run.
 * - `submitted` 已交卷: submitted and graded; the score comes when the exam closes or is published.
 * - `released` 成绩已发布: the score may be shown.
 * - `withheld` 不公布答案: submitted, and the exam publishes neither score nor answers (unless a teacher publishes it).
 * - `missed` 已结束: the exam is over and was never sat.
 */
export const STUDENT_EXAM_PHASES = ['scheduled', 'available', 'in_progress', 'marking', 'submitted', 'released', 'withheld', 'missed'] as const;
export type StudentExamPhase = (typeof STUDENT_EXAM_PHASES)[number];

/**
 * What the student may do, each only where the server will do it: `start` 开始考试 and `retake` 再次作答 where an
 * attempt can start, `continue` 继续作答 an attempt in progress, `review` 查看答卷 where the attempt's review is served,
 * `grades` 查看成绩 (我的成绩) where the score is out but the exam shows no review.
 */
export type StudentExamAction = 'start' | 'retake' | 'continue' | 'review' | 'grades';

/** The facts the rule reads, all as the server decided them from its own clock and release rules. */
export interface StudentExamFacts {
  /** The exam's window. */
  window: ExamStatus;
  /** An attempt can start now (window open for the student, attempts left, none in progress). */
  can_start: boolean;
  /** The latest attempt: its state, score (null while not released) and whether marking or grading is pending. */
  attempt: { status: AttemptStatus; score: number | null; pending: boolean } | null;
  /** The score of the latest submitted attempt may be shown. */
  score_released: boolean;
  /** The latest submitted attempt's review (`getAttemptResult`) is served. */
  review_available: boolean;
  /** The exam's publish rule. */
  show_results: ShowResults;
}

export interface StudentExamView {
  phase: StudentExamPhase;
  /** The score to show (released and fully graded), else null. */
  score: number | null;
  /** Offered actions, the main one first. */
  actions: StudentExamAction[];
}

function submittedPhase(facts: StudentExamFacts, pending: boolean): StudentExamPhase {
  if (pending) return 'marking';
  if (facts.score_released) return 'released';
  return facts.show_results === 'never' ? 'withheld' : 'submitted';
}

/** The one rule: the phase, the score to show and the actions to offer. */
export function studentExamStatus(facts: StudentExamFacts): StudentExamView {
  const { attempt } = facts;
  if (attempt?.status === 'in_progress') return { phase: 'in_progress', score: null, actions: ['continue'] };
  if (attempt === null) {
    if (facts.can_start) return { phase: 'available', score: null, actions: ['start'] };
    return { phase: facts.window === 'scheduled' ? 'scheduled' : 'missed', score: null, actions: [] };
  }
  const phase = submittedPhase(facts, attempt.pending);
  const actions: StudentExamAction[] = [];
  if (facts.can_start) actions.push('retake');
  if (facts.review_available) actions.push('review');
  else if (facts.score_released && !attempt.pending) actions.push('grades');
  return { phase, score: phase === 'released' ? attempt.score : null, actions };
}

/** A row of 我的考试 (`listExams` for a student). */
export function studentExamFacts(exam: StudentExam): StudentExamFacts {
  return {
    window: exam.status,
    can_start: exam.can_start,
    attempt: exam.attempt === null ? null : { status: exam.attempt.status, score: exam.attempt.score, pending: exam.attempt.pending },
    score_released: exam.score_released,
    review_available: exam.results_available,
    show_results: exam.show_results,
  };
}

/** A row of 我的成绩 (`myGrades`): a submitted attempt; starting another is 我的考试's business. */
export function myGradeFacts(grade: MyGrade): StudentExamFacts {
  return {
    window: 'closed',
    can_start: false,
    attempt: { status: 'submitted', score: grade.score, pending: grade.pending },
    score_released: grade.released,
    review_available: grade.review_available,
    show_results: grade.show_results,
  };
}

/** Just after submitting (`submitAttempt`), for the exam it was submitted to. */
export function submitResultFacts(exam: Pick<StudentExam, 'status' | 'show_results'>, result: SubmitResult): StudentExamFacts {
  return {
    window: exam.status,
    can_start: result.can_start,
    attempt: { status: result.status, score: result.score, pending: result.pending },
    score_released: result.score_released,
    review_available: result.results_available,
    show_results: exam.show_results,
  };
}
