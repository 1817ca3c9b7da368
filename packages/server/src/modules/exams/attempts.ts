// Sitting an exam (edu_student): my exams, start, the attempt, autosave, integrity events, submit, result, my grades.
import type { AttemptResult, AttemptView, ExamListQuery, IntegrityEventWrite, MyGrade, SaveAnswers, SaveAnswersResult, ShowResults, StudentExam, StudentExamList, SubmitResult } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { ExamAttemptRow, ExamRow } from '../../db/schema/index.js';
import { badRequest } from '../../errors.js';
import { pick, type Locale } from '../../i18n.js';
import type { AuthUser } from '../../types.js';
import { closeIfOverdue, submitAttempt, type ClosingDeps } from './closing.js';
import { questionsOf } from './attemptScore.js';
import { attemptNotebookData } from './questionData.js';
import * as repo from './repository.js';
import { checkResponse } from './responses.js';
import { attemptNotFound, attemptSubmitted, examEnded, examNotFound } from './rules.js';
import { attemptsRemain, deadlineOf, examStatus, releaseOf, writable } from './rules.js';
import { attemptOrder, seedOf } from './shuffle.js';
import { publicQuestions, savedAnswers, studentResult } from './views.js';

type ListQuery = z.output<typeof ExamListQuery>;
type SaveBody = z.output<typeof SaveAnswers>;
type EventsBody = z.output<typeof IntegrityEventWrite>;

export interface OwnAttempt {
  attempt: ExamAttemptRow;
  exam: ExamRow;
  /** It was in progress and has just been closed for its deadline. */
  overdue: boolean;
}

/** The caller's own attempt (another student's answers the same "not found" as a missing one), closed when overdue. */
export async function ownAttempt(deps: ClosingDeps, user: AuthUser, id: number): Promise<OwnAttempt> {
  const found = await repo.findAttempt(deps.db, id);
  if (found === null || found.userId !== user.id) throw attemptNotFound();
  const exam = await repo.findExam(deps.db, found.examId);
  if (exam === null) throw attemptNotFound();
  const attempt = await closeIfOverdue(deps, found);
  return { attempt, exam, overdue: found.status === 'in_progress' && attempt.status !== 'in_progress' };
}

/**
 * Who sits an exam that a competition runs: `null` when the exam is no competition's (its own rules apply), else
 * whether the user may sit it. The competition sessions' rule, passed in by app.ts (that module is built on exams).
 */
export type CompetitionCandidate = (db: Db, examId: number, userId: number) => Promise<boolean | null>;

export class AttemptsService {
  constructor(
    private readonly deps: ClosingDeps,
    private readonly competitionCandidate: CompetitionCandidate = async () => null,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  private async maxExtra(examId: number): Promise<number> {
    return Math.max(0, ...(await repo.extraTimes(this.db, examId)).values());
  }

  private ownAttempt(user: AuthUser, id: number): Promise<OwnAttempt> {
    return ownAttempt(this.deps, user, id);
  }

  /** Whether `userId` may still sit `exam` (an attempt in progress, or one left to start): no key is released then. */
  private async remaining(exam: ExamRow, userId: number, now: Date): Promise<boolean> {
    const mine = await repo.attemptsOf(this.db, exam.id, userId);
    // An overdue attempt the sweeper has not closed yet is over: closed here as on every read of it.
    const current = await Promise.all(mine.map((a) => (a.status === 'in_progress' ? closeIfOverdue(this.deps, a) : a)));
    return attemptsRemain(exam, current, now, await repo.extraMinutes(this.db, exam.id, userId));
  }

  /** Whether `start` would open a new attempt now: as it checks, inside the window (plus the student's extra time) with attempts left. */
  private async canStart(exam: ExamRow, used: number, userId: number, now: Date): Promise<boolean> {
    if (used >= exam.attempts || now < exam.startAt) return false;
    return now.getTime() < exam.endAt.getTime() + (await repo.extraMinutes(this.db, exam.id, userId)) * 60_000;
  }

  async listMine(user: AuthUser, query: ListQuery): Promise<StudentExamList> {
    const self = await repo.findUser(this.db, user.id);
    const now = this.now();
    const { rows, total } = await repo.listExams(
      this.db,
      { keyword: query.keyword, status: query.status, classId: query.class_id, eduId: user.edu_id ?? -1, candidate: { userId: user.id, classId: self?.classId ?? null } },
      now,
      (query.page - 1) * query.page_size,
      query.page_size,
    );
    const attempts = await repo.attemptsOfUser(this.db, user.id, rows.map((r) => r.id));
    const list: StudentExam[] = [];
    for (const exam of rows) {
      const mine = attempts.filter((a) => a.examId === exam.id);
      const latest = mine.length > 0 ? await closeIfOverdue(this.deps, mine[mine.length - 1]!) : null;
      const release = latest?.status === 'submitted' ? releaseOf(exam, latest, now, await this.maxExtra(exam.id), await this.remaining(exam, user.id, now)) : null;
      const pending = latest !== null && latest.unmarked + latest.ungraded > 0;
      list.push({
        id: exam.id,
        title: exam.title,
        description: exam.description,
        start_at: exam.startAt.toISOString(),
        end_at: exam.endAt.toISOString(),
        duration_minutes: exam.durationMinutes,
        total_score: exam.totalScore,
        question_count: exam.questionCount,
        status: examStatus(exam, now),
        attempts_allowed: exam.attempts,
        attempts_used: mine.length,
        can_start: latest?.status !== 'in_progress' && (await this.canStart(exam, mine.length, user.id, now)),
        show_results: exam.showResults as ShowResults,
        attempt: latest
          ? {
              id: latest.id,
              status: latest.status as 'in_progress' | 'submitted',
              deadline: latest.deadline.toISOString(),
              submitted_at: latest.submittedAt?.toISOString() ?? null,
              score: release?.score && !pending ? latest.score : null,
              pending: latest.status === 'submitted' && pending,
            }
          : null,
        score_released: release?.score ?? false,
        results_available: release?.review ?? false,
      });
    }
    return { list, total, page: query.page, page_size: query.page_size };
  }

  private async view(exam: ExamRow, attempt: ExamAttemptRow): Promise<AttemptView> {
    const answers = await repo.answersOf(this.db, [attempt.id]);
    return {
      id: attempt.id,
      exam_id: exam.id,
      exam_title: exam.title,
      status: attempt.status as 'in_progress' | 'submitted',
      started_at: attempt.startedAt.toISOString(),
      deadline: attempt.deadline.toISOString(),
      server_now: this.now().toISOString(),
      submitted_at: attempt.submittedAt?.toISOString() ?? null,
      total_score: exam.totalScore,
      questions: publicQuestions(exam, attempt),
      answers: savedAnswers(answers),
    };
  }

  /**
   * Starts (or resumes) the caller's attempt. Idempotent: parallel starts insert one row (unique exam × user ×
   * attempt number) and all answer it.
   */
  async start(user: AuthUser, examId: number): Promise<AttemptView> {
    const exam = await repo.findExam(this.db, examId);
    const self = await repo.findUser(this.db, user.id);
    if (exam === null || self === null) throw examNotFound();
    // A competition's quiz: the competition decides who sits it (any college, competition accounts); else the college and the candidate list.
    const competition = await this.competitionCandidate(this.db, examId, user.id);
    if (competition === false) throw examNotFound();
    if (competition === null && (exam.eduId !== user.edu_id || !(await repo.isCandidate(this.db, examId, self)))) throw examNotFound();
    const mine = await repo.attemptsOf(this.db, examId, user.id);
    const open = mine.find((a) => a.status === 'in_progress');
    if (open) {
      const current = await closeIfOverdue(this.deps, open);
      if (current.status === 'in_progress') return this.view(exam, current);
    }
    const now = this.now();
    const extra = await repo.extraMinutes(this.db, examId, user.id);
    if (now < exam.startAt) throw badRequest('考试尚未开始', 'The exam has not started yet');
    if (now.getTime() >= exam.endAt.getTime() + extra * 60_000) throw badRequest('考试已结束', 'The exam has ended');
    // One start at a time per (exam, student): parallel starts all answer the one attempt they make.
    const attempt = await this.db.transaction(async (tx) => {
      await repo.lockStart(tx, examId, user.id);
      const existing = await repo.attemptsOf(tx, examId, user.id);
      const running = existing.find((a) => a.status === 'in_progress');
      if (running) return running;
      if (existing.length >= exam.attempts) throw badRequest('作答次数已用完', 'You have used all your attempts');
      const attemptNo = existing.length + 1;
      const order = attemptOrder(exam.snapshot, seedOf(exam.id, user.id, attemptNo), exam.shuffleQuestions, exam.shuffleOptions);
      await repo.insertAttempt(tx, {
        examId,
        userId: user.id,
        attemptNo,
        status: 'in_progress',
        startedAt: now,
        deadline: deadlineOf(exam, now, extra),
        questionOrder: order.questionOrder,
        optionOrder: order.optionOrder,
      });
      return (await repo.attemptsOf(tx, examId, user.id)).find((a) => a.attemptNo === attemptNo)!;
    });
    return this.view(exam, attempt);
  }

  async get(user: AuthUser, id: number): Promise<AttemptView> {
    const { attempt, exam } = await this.ownAttempt(user, id);
    return this.view(exam, attempt);
  }

  /**
   * Autosave: every response is checked against its question, then one transaction upserts the answers whose
   * revision is higher than the stored one, holding the attempt against a concurrent submit; acks follow the commit.
   */
  async save(user: AuthUser, id: number, body: SaveBody, locale: Locale = 'zh'): Promise<SaveAnswersResult> {
    const { attempt, exam, overdue } = await this.ownAttempt(user, id);
    if (overdue) throw examEnded();
    const byId = new Map(questionsOf(exam.snapshot).map((q, i) => [q.question_id, { ...q, position: i + 1 }]));
    const latest = new Map<number, SaveBody['answers'][number]>();
    // One malformed answer must not hold back the others: it is refused alone, the rest are stored.
    const rejected: NonNullable<SaveAnswersResult['rejected']> = [];
    for (const answer of body.answers) {
      const q = byId.get(answer.question_id);
      if (q === undefined) {
        rejected.push({ question_id: answer.question_id, revision: answer.revision, message: pick({ zh: `试题 ${answer.question_id} 不在本场考试中`, en: `Question ${answer.question_id} is not on this exam` }, locale) });
        continue;
      }
      const problem = checkResponse(q.question.content, answer.response);
      if (problem !== null) {
        rejected.push({ question_id: answer.question_id, revision: answer.revision, message: pick({ zh: `第 ${q.position} 题：${problem.zh}`, en: `Question ${q.position}: ${problem.en}` }, locale) });
        continue;
      }
      const seen = latest.get(answer.question_id);
      if (seen === undefined || answer.revision > seen.revision) latest.set(answer.question_id, answer);
    }
    if (attempt.status !== 'in_progress') throw attemptSubmitted();
    const now = this.now();
    const ids = [...latest.keys()];
    if (ids.length === 0) return { acks: [], rejected, server_now: now.toISOString(), deadline: attempt.deadline.toISOString() };
    const stored = await this.db.transaction(async (tx) => {
      const locked = await repo.lockAttemptShared(tx, id);
      if (locked === null || locked.status !== 'in_progress') throw attemptSubmitted();
      if (!writable(locked, now)) throw examEnded();
      await repo.upsertAnswers(
        tx,
        id,
        [...latest.values()].map((a) => ({ questionId: a.question_id, response: a.response, revision: a.revision, flagged: a.flagged })),
        now,
      );
      return repo.storedRevisions(tx, id, ids);
    });
    return {
      acks: ids.map((questionId) => ({ question_id: questionId, revision: stored.get(questionId) ?? 0 })),
      rejected,
      server_now: now.toISOString(),
      deadline: attempt.deadline.toISOString(),
    };
  }

  async recordEvents(user: AuthUser, id: number, body: EventsBody): Promise<void> {
    const { attempt } = await this.ownAttempt(user, id);
    if (attempt.status !== 'in_progress') throw badRequest('答卷已提交', 'This attempt has been submitted');
    await repo.insertEvents(
      this.db,
      body.events.map((e) => ({ examId: attempt.examId, attemptId: id, userId: user.id, type: e.type, at: new Date(e.at), detail: e.detail })),
    );
  }

  async submit(user: AuthUser, id: number): Promise<SubmitResult> {
    const found = await repo.findAttempt(this.db, id);
    if (found === null || found.userId !== user.id) throw attemptNotFound();
    const exam = await repo.findExam(this.db, found.examId);
    if (exam === null) throw attemptNotFound();
    if (found.status === 'in_progress' && !writable(found, this.now())) {
      await closeIfOverdue(this.deps, found);
      throw badRequest('考试已结束，答卷已按截止时保存的答案自动提交', 'The exam has ended; your attempt was submitted with the answers saved by the deadline');
    }
    const { attempt } = await submitAttempt(this.deps, id);
    const now = this.now();
    const release = releaseOf(exam, attempt, now, await this.maxExtra(exam.id), await this.remaining(exam, user.id, now));
    const pending = attempt.unmarked + attempt.ungraded > 0;
    return {
      attempt_id: attempt.id,
      status: attempt.status as 'in_progress' | 'submitted',
      submitted_at: (attempt.submittedAt ?? now).toISOString(),
      score: release.score && !pending ? attempt.score : null,
      results_available: release.review,
      score_released: release.score,
      pending,
      can_start: await this.canStart(exam, (await repo.attemptsOf(this.db, exam.id, user.id)).length, user.id, now),
    };
  }

  async result(user: AuthUser, id: number): Promise<AttemptResult> {
    const { attempt, exam } = await this.ownAttempt(user, id);
    if (attempt.status !== 'submitted') throw badRequest('答卷尚未提交', 'This attempt has not been submitted');
    const now = this.now();
    const release = releaseOf(exam, attempt, now, await this.maxExtra(exam.id), await this.remaining(exam, user.id, now));
    if (!release.review) {
      throw badRequest(
        exam.showResults === 'never' ? '本场考试不公布答案与解析' : '成绩尚未公布',
        exam.showResults === 'never' ? 'This exam does not release answers or analyses' : 'The results have not been released yet',
      );
    }
    const [answers, data] = await Promise.all([repo.answersOf(this.db, [attempt.id]), attemptNotebookData(this.db, exam, attempt)]);
    // While attempts remain: the marks and right/wrong without any key (attempt 1's keys would answer attempt 2).
    return studentResult(exam, attempt, answers, release.keys, data);
  }

  async myGrades(user: AuthUser): Promise<{ list: MyGrade[] }> {
    const attempts = (await repo.attemptsOfUser(this.db, user.id)).filter((a) => a.status === 'submitted');
    const now = this.now();
    const list: MyGrade[] = [];
    for (const attempt of attempts) {
      const exam = await repo.findExam(this.db, attempt.examId);
      if (exam === null) continue;
      // Attempts left change the keys, never the score nor whether the review is served.
      const release = releaseOf(exam, attempt, now, await this.maxExtra(exam.id), true);
      const pending = attempt.unmarked + attempt.ungraded > 0;
      list.push({
        exam_id: exam.id,
        exam_title: exam.title,
        attempt_id: attempt.id,
        submitted_at: attempt.submittedAt?.toISOString() ?? null,
        total_score: exam.totalScore,
        score: release.score && !pending ? attempt.score : null,
        released: release.score,
        pending,
        review_available: release.review,
        show_results: exam.showResults as ShowResults,
      });
    }
    return { list: list.reverse() };
  }
}
