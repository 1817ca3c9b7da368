// Exams for staff (edu_admin, edu_teacher of the exam's college; sys_admin reads): schedule, freeze, candidates, time.
import { isAnswered, sumScores } from '@finedu/domain';
import type { AnswerKeyUpdate, AttemptReview, Candidate, Exam, ExamList, ExamListQuery, ExamPaper, ExamUpdate, ExamWrite, IntegrityEvent, PaperSection, QuestionContent } from '@finedu/domain';
import type { z } from 'zod';
import type { ExamRow } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import { loadPaperSnapshot } from '../questions/index.js';
import { closeIfOverdue, type ClosingDeps } from './closing.js';
import { gradeAttempt, questionsOf } from './attemptScore.js';
import { keyProblem } from './keys.js';
import { attemptNotebookData } from './questionData.js';
import * as repo from './repository.js';
import { attemptNotFound, closesAt, deadlineOf, examNotFound } from './rules.js';
import { staffResult, toExam } from './views.js';

type ListQuery = z.output<typeof ExamListQuery>;
type WriteBody = z.output<typeof ExamWrite>;
type UpdateBody = z.output<typeof ExamUpdate>;
type KeyBody = z.output<typeof AnswerKeyUpdate>;

const MINUTE = 60_000;

/** A competition's quiz session owns the exam: its paper, window and candidates change in the competition. */
const competitionOwned = () => badRequest('该考试属于竞赛场次，请在竞赛中修改', "This exam is a competition's quiz session; change it in the competition");

export function toEvent(e: Awaited<ReturnType<typeof repo.listEvents>>[number]): IntegrityEvent {
  return { id: e.id, attempt_id: e.attemptId, user_id: e.userId, user_name: e.userName, type: e.type as IntegrityEvent['type'], at: e.at.toISOString(), detail: e.detail };
}

export class ExamsService {
  constructor(private readonly deps: ClosingDeps) {}

  private get db() {
    return this.deps.db;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  /** An exam of the caller's college (sys_admin: any, read-only); another college's answers "not found". */
  async staffExam(user: AuthUser, id: number, write = false): Promise<ExamRow> {
    const exam = await repo.findExam(this.db, id);
    if (exam === null) throw examNotFound();
    if (user.role === 'sys_admin') {
      // sys_admin runs platform competitions: it marks their quizzes (the only exams of no college), and writes no other exam.
      if (write && exam.eduId !== null) throw forbidden();
      return exam;
    }
    if (user.edu_id === null || exam.eduId !== user.edu_id) throw examNotFound();
    return exam;
  }

  private async toExams(rows: ExamRow[]): Promise<Exam[]> {
    const ids = rows.map((r) => r.id);
    const [classes, users, counts] = await Promise.all([repo.classesOfExams(this.db, ids), repo.usersOfExams(this.db, ids), repo.examCounts(this.db, ids)]);
    const now = this.now();
    return rows.map((r) => toExam(r, { classes: classes.get(r.id) ?? [], userIds: users.get(r.id) ?? [], counts: counts.get(r.id) }, now));
  }

  async list(user: AuthUser, query: ListQuery): Promise<ExamList> {
    const eduId = user.role === 'sys_admin' ? undefined : (user.edu_id ?? -1);
    const { rows, total } = await repo.listExams(this.db, { eduId, keyword: query.keyword, status: query.status, classId: query.class_id }, this.now(), (query.page - 1) * query.page_size, query.page_size);
    return { list: await this.toExams(rows), total, page: query.page, page_size: query.page_size };
  }

  async get(user: AuthUser, id: number): Promise<Exam> {
    const [exam] = await this.toExams([await this.staffExam(user, id)]);
    return exam!;
  }

  /** Window, duration, classes and students of the exam's college (students only). */
  private async validate(eduId: number, body: Pick<WriteBody, 'start_at' | 'end_at' | 'duration_minutes' | 'class_ids' | 'user_ids'>): Promise<{ classIds: number[]; userIds: number[] }> {
    const start = new Date(body.start_at).getTime();
    const end = new Date(body.end_at).getTime();
    if (end <= start) throw badRequest('结束时间须晚于开始时间', 'The end must be after the start');
    if (body.duration_minutes * MINUTE > end - start) throw badRequest('考试时长不能超过开放时间段', 'The duration cannot be longer than the window between start and end');
    const classIds = [...new Set(body.class_ids)];
    const userIds = [...new Set(body.user_ids)];
    if (classIds.length === 0 && userIds.length === 0) throw badRequest('请至少选择一个班级或考生', 'Choose at least one class or student');
    const found = new Map((await repo.findClassesByIds(this.db, classIds)).map((c) => [c.id, c]));
    for (const id of classIds) if (found.get(id)?.eduId !== eduId) throw notFound(`班级 ${id} 不存在`, `Class ${id} not found`);
    const users = new Map((await repo.findUsersByIds(this.db, userIds)).map((u) => [u.id, u]));
    for (const id of userIds) {
      const u = users.get(id);
      if (u === undefined || u.eduId !== eduId || u.deletedAt !== null) throw notFound(`用户 ${id} 不存在`, `User ${id} not found`);
      if (u.role !== 'edu_student') throw badRequest(`用户 ${u.username} 不是学生`, `User ${u.username} is not a student`);
    }
    return { classIds, userIds };
  }

  private async freeze(user: AuthUser, paperId: number): Promise<{ title: string; sections: PaperSection[]; total: number; count: number }> {
    const { paper, sections } = await loadPaperSnapshot(this.db, paperId, user);
    const questions = sections.flatMap((s) => s.questions);
    if (questions.length === 0) throw badRequest('试卷中没有试题', 'The paper has no questions');
    return { title: paper.title, sections, total: sumScores(questions), count: questions.length };
  }

  async create(user: AuthUser, body: WriteBody): Promise<Exam> {
    if (user.edu_id === null) throw forbidden();
    const eduId = user.edu_id;
    const { classIds, userIds } = await this.validate(eduId, body);
    const frozen = await this.freeze(user, body.paper_id);
    const id = await this.db.transaction(async (tx) => {
      const examId = await repo.insertExam(tx, {
        eduId,
        title: body.title,
        description: body.description,
        paperId: body.paper_id,
        paperTitle: frozen.title,
        snapshot: frozen.sections,
        totalScore: frozen.total,
        questionCount: frozen.count,
        startAt: new Date(body.start_at),
        endAt: new Date(body.end_at),
        durationMinutes: body.duration_minutes,
        attempts: body.attempts,
        shuffleQuestions: body.shuffle_questions,
        shuffleOptions: body.shuffle_options,
        showResults: body.show_results,
        createdBy: user.id,
      });
      await repo.setExamClasses(tx, examId, classIds);
      await repo.setExamUsers(tx, examId, userIds);
      return examId;
    });
    return this.get(user, id);
  }

  /** The paper cannot change once an attempt exists; new times move the deadlines of running attempts. */
  async update(user: AuthUser, id: number, patch: UpdateBody): Promise<Exam> {
    const exam = await this.staffExam(user, id, true);
    if (exam.eduId === null || (await repo.isCompetitionExam(this.db, id))) throw competitionOwned();
    const [current] = await this.toExams([exam]);
    const merged = {
      start_at: patch.start_at ?? current!.start_at,
      end_at: patch.end_at ?? current!.end_at,
      duration_minutes: patch.duration_minutes ?? current!.duration_minutes,
      class_ids: patch.class_ids ?? current!.classes.map((c) => c.id),
      user_ids: patch.user_ids ?? current!.user_ids,
    };
    const { classIds, userIds } = await this.validate(exam.eduId, merged);
    const attempts = await repo.attemptCount(this.db, id);
    const paperChanges = patch.paper_id !== undefined && patch.paper_id !== exam.paperId;
    if (paperChanges && attempts > 0) throw badRequest('已有考生作答，不能更换试卷', 'Students have started this exam; its paper can no longer change');
    const frozen = paperChanges ? await this.freeze(user, patch.paper_id!) : null;
    await this.db.transaction(async (tx) => {
      await repo.updateExam(tx, id, {
        title: patch.title,
        description: patch.description,
        startAt: new Date(merged.start_at),
        endAt: new Date(merged.end_at),
        durationMinutes: merged.duration_minutes,
        attempts: patch.attempts,
        shuffleQuestions: patch.shuffle_questions,
        shuffleOptions: patch.shuffle_options,
        showResults: patch.show_results,
        ...(frozen ? { paperId: patch.paper_id!, paperTitle: frozen.title, snapshot: frozen.sections, totalScore: frozen.total, questionCount: frozen.count } : {}),
      });
      if (patch.class_ids !== undefined) await repo.setExamClasses(tx, id, classIds);
      if (patch.user_ids !== undefined) await repo.setExamUsers(tx, id, userIds);
      const updated = (await repo.findExam(tx, id))!;
      const extras = await repo.extraTimes(tx, id);
      for (const a of await repo.inProgressAttempts(tx, id)) await repo.setDeadline(tx, a.id, deadlineOf(updated, a.startedAt, extras.get(a.userId) ?? 0));
    });
    return this.get(user, id);
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    await this.staffExam(user, id, true);
    if (await repo.isCompetitionExam(this.db, id)) throw competitionOwned();
    if ((await repo.attemptCount(this.db, id)) > 0) throw badRequest('已有考生作答，不能删除考试', 'Students have started this exam; it can no longer be deleted');
    await repo.deleteExam(this.db, id);
  }

  async paper(user: AuthUser, id: number): Promise<ExamPaper> {
    const exam = await this.staffExam(user, id);
    return { exam_id: exam.id, total_score: exam.totalScore, sections: exam.snapshot };
  }

  /** Changes one question's key in the frozen paper, then regrades every submitted attempt. */
  async updateKey(user: AuthUser, id: number, questionId: number, body: KeyBody): Promise<ExamPaper> {
    const exam = await this.staffExam(user, id, true);
    const question = questionsOf(exam.snapshot).find((q) => q.question_id === questionId);
    if (question === undefined) throw notFound('试题不在本场考试中', 'The question is not on this exam');
    const problem = await keyProblem(question.question, body.content as QuestionContent);
    if (problem !== null) throw badRequest(problem.zh, problem.en);
    const snapshot: PaperSection[] = exam.snapshot.map((s) => ({
      ...s,
      questions: s.questions.map((q) => (q.question_id === questionId ? { ...q, question: { ...q.question, content: body.content as QuestionContent } } : q)),
    }));
    const programs = body.content.type === 'program' || body.content.type === 'notebook' || body.content.type === 'case';
    const now = this.now();
    const regraded: number[] = [];
    await this.db.transaction(async (tx) => {
      await repo.updateExam(tx, id, { snapshot });
      const updated = (await repo.findExam(tx, id))!;
      for (const attempt of await repo.submittedAttemptsOfExams(tx, [id])) {
        await gradeAttempt(tx, updated, attempt, { backend: this.deps.runner.available, rerunPrograms: programs }, now);
        regraded.push(attempt.id);
      }
    });
    if (programs) for (const attemptId of regraded) await this.deps.runner.enqueue(attemptId);
    return this.paper(user, id);
  }

  async candidates(user: AuthUser, id: number): Promise<{ list: Candidate[] }> {
    const exam = await this.staffExam(user, id);
    const [students, attempts, extras, events] = await Promise.all([
      repo.candidatesOf(this.db, id),
      repo.attemptsOfExam(this.db, id),
      repo.extraTimes(this.db, id),
      repo.eventCounts(this.db, id),
    ]);
    const latest = new Map<number, (typeof attempts)[number]>();
    const used = new Map<number, number>();
    for (const a of attempts) {
      latest.set(a.userId, a);
      used.set(a.userId, (used.get(a.userId) ?? 0) + 1);
    }
    for (const [userId, a] of latest) latest.set(userId, await closeIfOverdue(this.deps, a));
    const answered = await this.answeredCounts(exam, [...latest.values()].map((a) => a.id));
    return {
      list: students.map((s) => {
        const a = latest.get(s.id);
        return {
          user_id: s.id,
          username: s.username,
          name: s.name,
          class_name: s.className,
          extra_minutes: extras.get(s.id) ?? 0,
          attempt: a
            ? {
                id: a.id,
                status: a.status as 'in_progress' | 'submitted',
                started_at: a.startedAt.toISOString(),
                deadline: a.deadline.toISOString(),
                submitted_at: a.submittedAt?.toISOString() ?? null,
                score: a.score,
                answered: answered.get(a.id) ?? 0,
              }
            : null,
          attempts_used: used.get(s.id) ?? 0,
          event_count: events.get(s.id) ?? 0,
        };
      }),
    };
  }

  /** Questions answered in each attempt, by the answer sheet's rule (@finedu/domain isAnswered: every part answered). */
  private async answeredCounts(exam: ExamRow, attemptIds: number[]): Promise<Map<number, number>> {
    const contentOf = new Map(questionsOf(exam.snapshot).map((q) => [q.question_id, q.question.content]));
    const counts = new Map<number, number>();
    for (const row of await repo.responsesOf(this.db, attemptIds)) {
      const content = contentOf.get(row.questionId);
      if (content !== undefined && isAnswered(row.response, content)) counts.set(row.attemptId, (counts.get(row.attemptId) ?? 0) + 1);
    }
    return counts;
  }

  /** Extra time for one candidate; a running attempt's deadline moves with it. */
  async setExtraTime(user: AuthUser, id: number, userId: number, minutes: number): Promise<Candidate> {
    const exam = await this.staffExam(user, id, true);
    const candidates = await repo.candidatesOf(this.db, id);
    if (!candidates.some((c) => c.id === userId)) throw notFound('该学生不是本场考试的考生', 'This student is not a candidate of this exam');
    await this.db.transaction(async (tx) => {
      await repo.setExtraMinutes(tx, id, userId, minutes);
      for (const a of await repo.inProgressAttempts(tx, id)) if (a.userId === userId) await repo.setDeadline(tx, a.id, deadlineOf(exam, a.startedAt, minutes));
    });
    return (await this.candidates(user, id)).list.find((c) => c.user_id === userId)!;
  }

  async events(user: AuthUser, id: number, userId: number | undefined): Promise<{ list: IntegrityEvent[] }> {
    await this.staffExam(user, id);
    return { list: (await repo.listEvents(this.db, { examId: id, userId })).map(toEvent) };
  }

  /** Releases the scores (and keys unless `never`); only once every attempt is over. */
  async publish(user: AuthUser, id: number): Promise<Exam> {
    const exam = await this.staffExam(user, id, true);
    const maxExtra = Math.max(0, ...(await repo.extraTimes(this.db, id)).values());
    if (this.now() < closesAt(exam, maxExtra)) throw badRequest('考试尚未结束，不能发布成绩', 'The exam has not ended yet; results cannot be published');
    await repo.updateExam(this.db, id, { published: true, publishedAt: this.now() });
    return this.get(user, id);
  }

  async review(user: AuthUser, id: number, attemptId: number): Promise<AttemptReview> {
    const exam = await this.staffExam(user, id);
    const found = await repo.findAttempt(this.db, attemptId);
    if (found === null || found.examId !== id) throw attemptNotFound();
    const attempt = await closeIfOverdue(this.deps, found);
    const [answers, who, events, data] = await Promise.all([
      repo.answersOf(this.db, [attemptId]),
      repo.findUser(this.db, attempt.userId),
      repo.listEvents(this.db, { attemptId }),
      attemptNotebookData(this.db, exam, attempt),
    ]);
    const result = staffResult(exam, attempt, answers, data);
    return {
      ...result,
      score: attempt.score,
      user_id: attempt.userId,
      user_name: who?.name ?? '',
      status: attempt.status as 'in_progress' | 'submitted',
      events: events.map(toEvent),
    };
  }
}
