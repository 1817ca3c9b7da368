// The only SQL of the exams module: exams, candidates, attempts, answers, integrity events and gradebook weights.
import type { QuestionResponse } from '@finedu/domain';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  classes,
  competitionSessions,
  examAnswers,
  examAttempts,
  examCandidates,
  examClasses,
  examEvents,
  examExtraTime,
  exams,
  gradebookWeights,
  users,
  type AnswerDetail,
  type ExamAnswerRow,
  type ExamAttemptRow,
  type ExamEventRow,
  type ExamRow,
} from '../../db/schema/index.js';
import type { UserRow } from '../../db/schema/users.js';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// ──────────────────────────────── exams

export interface ExamFilter {
  eduId?: number | undefined;
  keyword?: string | undefined;
  classId?: number | undefined;
  status?: 'scheduled' | 'open' | 'closed' | undefined;
  /** Only exams this student is a candidate of. */
  candidate?: { userId: number; classId: number | null } | undefined;
}

function examWhere(filter: ExamFilter, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.eduId !== undefined) conditions.push(eq(exams.eduId, filter.eduId));
  if (filter.keyword) conditions.push(ilike(exams.title, `%${escapeLike(filter.keyword)}%`));
  if (filter.classId !== undefined) conditions.push(sql`${exams.id} in (select ${examClasses.examId} from ${examClasses} where ${examClasses.classId} = ${filter.classId})`);
  if (filter.status === 'scheduled') conditions.push(gt(exams.startAt, now));
  if (filter.status === 'open') conditions.push(and(lte(exams.startAt, now), gt(exams.endAt, now))!);
  if (filter.status === 'closed') conditions.push(lte(exams.endAt, now));
  if (filter.candidate) {
    const { userId, classId } = filter.candidate;
    const byUser = sql`${exams.id} in (select ${examCandidates.examId} from ${examCandidates} where ${examCandidates.userId} = ${userId})`;
    const byClass = classId === null ? undefined : sql`${exams.id} in (select ${examClasses.examId} from ${examClasses} where ${examClasses.classId} = ${classId})`;
    conditions.push(byClass ? or(byUser, byClass)! : byUser);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listExams(db: Db, filter: ExamFilter, now: Date, offset: number, limit: number): Promise<{ rows: ExamRow[]; total: number }> {
  const where = examWhere(filter, now);
  const [rows, totals] = await Promise.all([
    db.select().from(exams).where(where).orderBy(desc(exams.startAt), desc(exams.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(exams).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findExam(db: Db, id: number): Promise<ExamRow | null> {
  const [row] = await db.select().from(exams).where(eq(exams.id, id)).limit(1);
  return row ?? null;
}

export async function insertExam(db: Db, values: typeof exams.$inferInsert): Promise<number> {
  const [row] = await db.insert(exams).values(values).returning({ id: exams.id });
  return row!.id;
}

export async function updateExam(db: Db, id: number, values: Partial<typeof exams.$inferInsert>): Promise<void> {
  await db.update(exams).set({ ...values, updatedAt: new Date() }).where(eq(exams.id, id));
}

export async function deleteExam(db: Db, id: number): Promise<void> {
  await db.delete(exams).where(eq(exams.id, id));
}

export async function setExamClasses(db: Db, examId: number, classIds: number[]): Promise<void> {
  await db.delete(examClasses).where(eq(examClasses.examId, examId));
  if (classIds.length > 0) await db.insert(examClasses).values(classIds.map((classId) => ({ examId, classId })));
}

export async function setExamUsers(db: Db, examId: number, userIds: number[]): Promise<void> {
  await db.delete(examCandidates).where(eq(examCandidates.examId, examId));
  if (userIds.length > 0) await db.insert(examCandidates).values(userIds.map((userId) => ({ examId, userId })));
}

export async function classesOfExams(db: Db, examIds: number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
  const out = new Map<number, Array<{ id: number; name: string }>>();
  if (examIds.length === 0) return out;
  const rows = await db
    .select({ examId: examClasses.examId, id: classes.id, name: classes.name })
    .from(examClasses)
    .innerJoin(classes, eq(classes.id, examClasses.classId))
    .where(inArray(examClasses.examId, examIds))
    .orderBy(asc(classes.id));
  for (const r of rows) out.set(r.examId, [...(out.get(r.examId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

export async function usersOfExams(db: Db, examIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (examIds.length === 0) return out;
  const rows = await db.select().from(examCandidates).where(inArray(examCandidates.examId, examIds)).orderBy(asc(examCandidates.userId));
  for (const r of rows) out.set(r.examId, [...(out.get(r.examId) ?? []), r.userId]);
  return out;
}

export async function findClassesByIds(db: Db, ids: number[]): Promise<Array<{ id: number; eduId: number; name: string }>> {
  if (ids.length === 0) return [];
  return db.select({ id: classes.id, eduId: classes.eduId, name: classes.name }).from(classes).where(inArray(classes.id, ids));
}

export async function findClass(db: Db, id: number): Promise<{ id: number; eduId: number; name: string } | null> {
  const [row] = await findClassesByIds(db, [id]);
  return row ?? null;
}

export async function findUsersByIds(db: Db, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await findUsersByIds(db, [id]);
  return row ?? null;
}

/** Students sitting the exam: members of its classes ∪ its listed users (enabled or not, never deleted). */
export async function candidatesOf(db: Db, examId: number): Promise<Array<UserRow & { className: string | null }>> {
  const rows = await db
    .select({ user: users, className: classes.name })
    .from(users)
    .leftJoin(classes, eq(classes.id, users.classId))
    .where(
      and(
        eq(users.role, 'edu_student'),
        isNull(users.deletedAt),
        or(
          sql`${users.classId} in (select ${examClasses.classId} from ${examClasses} where ${examClasses.examId} = ${examId})`,
          sql`${users.id} in (select ${examCandidates.userId} from ${examCandidates} where ${examCandidates.examId} = ${examId})`,
        ),
      ),
    )
    .orderBy(asc(users.username));
  return rows.map((r) => ({ ...r.user, className: r.className }));
}

export async function isCandidate(db: Db, examId: number, user: { id: number; classId: number | null }): Promise<boolean> {
  const byUser = await db.select({ n: count() }).from(examCandidates).where(and(eq(examCandidates.examId, examId), eq(examCandidates.userId, user.id)));
  if ((byUser[0]?.n ?? 0) > 0) return true;
  if (user.classId === null) return false;
  const byClass = await db.select({ n: count() }).from(examClasses).where(and(eq(examClasses.examId, examId), eq(examClasses.classId, user.classId)));
  return (byClass[0]?.n ?? 0) > 0;
}

/** Per exam: candidates, students with a submitted attempt, answers awaiting a teacher. */
export async function examCounts(db: Db, examIds: number[]): Promise<Map<number, { candidates: number; submitted: number; unmarked: number }>> {
  const out = new Map<number, { candidates: number; submitted: number; unmarked: number }>();
  if (examIds.length === 0) return out;
  const ids = sql.join(
    examIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<{ exam_id: number; candidates: number; submitted: number; unmarked: number }>(sql`
    select e.id as exam_id,
      (select count(*)::int from users u where u.role = 'edu_student' and u.deleted_at is null and (
        u.class_id in (select class_id from exam_classes where exam_id = e.id) or u.id in (select user_id from exam_candidates where exam_id = e.id))) as candidates,
      (select count(distinct a.user_id)::int from exam_attempts a where a.exam_id = e.id and a.status = 'submitted') as submitted,
      (select coalesce(sum(a.unmarked), 0)::int from exam_attempts a where a.exam_id = e.id and a.status = 'submitted') as unmarked
    from exams e where e.id in (${ids})`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ exam_id: number; candidates: number; submitted: number; unmarked: number }> }).rows) as Array<{
    exam_id: number;
    candidates: number;
    submitted: number;
    unmarked: number;
  }>;
  for (const r of rows) out.set(Number(r.exam_id), { candidates: Number(r.candidates), submitted: Number(r.submitted), unmarked: Number(r.unmarked) });
  return out;
}

export async function extraMinutes(db: Db, examId: number, userId: number): Promise<number> {
  const [row] = await db.select({ minutes: examExtraTime.minutes }).from(examExtraTime).where(and(eq(examExtraTime.examId, examId), eq(examExtraTime.userId, userId)));
  return row?.minutes ?? 0;
}

export async function extraTimes(db: Db, examId: number): Promise<Map<number, number>> {
  const rows = await db.select().from(examExtraTime).where(eq(examExtraTime.examId, examId));
  return new Map(rows.map((r) => [r.userId, r.minutes]));
}

export async function setExtraMinutes(db: Db, examId: number, userId: number, minutes: number): Promise<void> {
  await db
    .insert(examExtraTime)
    .values({ examId, userId, minutes })
    .onConflictDoUpdate({ target: [examExtraTime.examId, examExtraTime.userId], set: { minutes, updatedAt: new Date() } });
}

// ──────────────────────────────── attempts

export async function attemptCount(db: Db, examId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(examAttempts).where(eq(examAttempts.examId, examId));
  return row?.n ?? 0;
}

export async function attemptsOf(db: Db, examId: number, userId: number): Promise<ExamAttemptRow[]> {
  return db.select().from(examAttempts).where(and(eq(examAttempts.examId, examId), eq(examAttempts.userId, userId))).orderBy(asc(examAttempts.attemptNo));
}

export async function attemptsOfExam(db: Db, examId: number): Promise<ExamAttemptRow[]> {
  return db.select().from(examAttempts).where(eq(examAttempts.examId, examId)).orderBy(asc(examAttempts.userId), asc(examAttempts.attemptNo));
}

export async function attemptsOfUser(db: Db, userId: number, examIds?: number[]): Promise<ExamAttemptRow[]> {
  if (examIds !== undefined && examIds.length === 0) return [];
  const where = examIds === undefined ? eq(examAttempts.userId, userId) : and(eq(examAttempts.userId, userId), inArray(examAttempts.examId, examIds));
  return db.select().from(examAttempts).where(where).orderBy(asc(examAttempts.examId), asc(examAttempts.attemptNo));
}

export async function submittedAttemptsOfExams(db: Db, examIds: number[]): Promise<ExamAttemptRow[]> {
  if (examIds.length === 0) return [];
  return db
    .select()
    .from(examAttempts)
    .where(and(inArray(examAttempts.examId, examIds), eq(examAttempts.status, 'submitted')))
    .orderBy(asc(examAttempts.id));
}

/** Serialises starts of one student on one exam until the transaction ends. */
export async function lockStart(db: Db, examId: number, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${examId}::int, ${userId}::int)`);
}

/** Inserts the attempt unless (exam, user, attempt number) exists (parallel starts make one row). */
export async function insertAttempt(db: Db, values: typeof examAttempts.$inferInsert): Promise<void> {
  await db.insert(examAttempts).values(values).onConflictDoNothing({ target: [examAttempts.examId, examAttempts.userId, examAttempts.attemptNo] });
}

export async function findAttempt(db: Db, id: number): Promise<ExamAttemptRow | null> {
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, id)).limit(1);
  return row ?? null;
}

/** Reads the attempt and holds it against a concurrent submit until the transaction ends. */
export async function lockAttemptShared(db: Db, id: number): Promise<ExamAttemptRow | null> {
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, id)).for('share');
  return row ?? null;
}

/** The one winning `in_progress → submitted` transition; null when another request (or the sweeper) won. */
export async function markSubmitted(db: Db, id: number, at: Date): Promise<ExamAttemptRow | null> {
  const [row] = await db
    .update(examAttempts)
    .set({ status: 'submitted', submittedAt: at })
    .where(and(eq(examAttempts.id, id), eq(examAttempts.status, 'in_progress')))
    .returning();
  return row ?? null;
}

export async function setAttemptScore(db: Db, id: number, values: { score: number; unmarked: number; ungraded: number }): Promise<void> {
  await db.update(examAttempts).set(values).where(eq(examAttempts.id, id));
}

export async function setDeadline(db: Db, id: number, deadline: Date): Promise<void> {
  await db.update(examAttempts).set({ deadline }).where(and(eq(examAttempts.id, id), eq(examAttempts.status, 'in_progress')));
}

/** In-progress attempts whose deadline is before `cutoff` (deadline + grace has passed). */
export async function overdueAttempts(db: Db, cutoff: Date, limit = 200): Promise<ExamAttemptRow[]> {
  return db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.status, 'in_progress'), lt(examAttempts.deadline, cutoff)))
    .orderBy(asc(examAttempts.deadline))
    .limit(limit);
}

/** Submitted attempts the machine has not finished grading (programming answers whose run was cut short). */
export async function ungradedAttempts(db: Db, limit = 1000): Promise<number[]> {
  const rows = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.status, 'submitted'), gt(examAttempts.ungraded, 0)))
    .orderBy(asc(examAttempts.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function inProgressAttempts(db: Db, examId: number): Promise<ExamAttemptRow[]> {
  return db.select().from(examAttempts).where(and(eq(examAttempts.examId, examId), eq(examAttempts.status, 'in_progress')));
}

// ──────────────────────────────── answers

export async function answersOf(db: Db, attemptIds: number[]): Promise<ExamAnswerRow[]> {
  if (attemptIds.length === 0) return [];
  return db.select().from(examAnswers).where(inArray(examAnswers.attemptId, attemptIds)).orderBy(asc(examAnswers.attemptId), asc(examAnswers.questionId));
}

/** The saved responses of these attempts (what the teacher's candidate list counts as answered). */
export async function responsesOf(db: Db, attemptIds: number[]): Promise<Array<Pick<ExamAnswerRow, 'attemptId' | 'questionId' | 'response'>>> {
  if (attemptIds.length === 0) return [];
  return db
    .select({ attemptId: examAnswers.attemptId, questionId: examAnswers.questionId, response: examAnswers.response })
    .from(examAnswers)
    .where(inArray(examAnswers.attemptId, attemptIds));
}

export interface IncomingAnswer {
  questionId: number;
  response: QuestionResponse;
  revision: number;
  flagged: boolean;
}

/** Upserts the answers (one per question) in one statement; each row changes only when its revision is higher. */
export async function upsertAnswers(db: Db, attemptId: number, answers: IncomingAnswer[], at: Date): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insert(examAnswers)
    .values(answers.map((a) => ({ attemptId, questionId: a.questionId, response: a.response, revision: a.revision, flagged: a.flagged, savedAt: at })))
    .onConflictDoUpdate({
      target: [examAnswers.attemptId, examAnswers.questionId],
      set: { response: sql`excluded.response`, revision: sql`excluded.revision`, flagged: sql`excluded.flagged`, savedAt: sql`excluded.saved_at` },
      setWhere: sql`excluded.revision > ${examAnswers.revision}`,
    });
}

export async function storedRevisions(db: Db, attemptId: number, questionIds: number[]): Promise<Map<number, number>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({ questionId: examAnswers.questionId, revision: examAnswers.revision })
    .from(examAnswers)
    .where(and(eq(examAnswers.attemptId, attemptId), inArray(examAnswers.questionId, questionIds)));
  return new Map(rows.map((r) => [r.questionId, r.revision]));
}

/** Writes a grade (creating the answer row of an unanswered question). */
export async function saveGrade(db: Db, attemptId: number, questionId: number, grade: { awarded: number | null; detail: AnswerDetail; comment?: string }, at: Date): Promise<void> {
  const set = { awarded: grade.awarded, detail: grade.detail, ...(grade.comment !== undefined ? { comment: grade.comment } : {}) };
  await db
    .insert(examAnswers)
    .values({ attemptId, questionId, response: null, revision: 0, savedAt: at, ...set })
    .onConflictDoUpdate({ target: [examAnswers.attemptId, examAnswers.questionId], set });
}

// ──────────────────────────────── integrity events

export async function insertEvents(db: Db, rows: Array<typeof examEvents.$inferInsert>): Promise<void> {
  if (rows.length > 0) await db.insert(examEvents).values(rows);
}

export async function listEvents(db: Db, filter: { examId?: number; attemptId?: number; userId?: number | undefined }): Promise<Array<ExamEventRow & { userName: string }>> {
  const conditions: SQL[] = [];
  if (filter.examId !== undefined) conditions.push(eq(examEvents.examId, filter.examId));
  if (filter.attemptId !== undefined) conditions.push(eq(examEvents.attemptId, filter.attemptId));
  if (filter.userId !== undefined) conditions.push(eq(examEvents.userId, filter.userId));
  const rows = await db
    .select({ event: examEvents, userName: users.name })
    .from(examEvents)
    .innerJoin(users, eq(users.id, examEvents.userId))
    .where(and(...conditions))
    .orderBy(asc(examEvents.at), asc(examEvents.id))
    .limit(5000);
  return rows.map((r) => ({ ...r.event, userName: r.userName }));
}

export async function eventCounts(db: Db, examId: number): Promise<Map<number, number>> {
  const rows = await db.select({ userId: examEvents.userId, n: count() }).from(examEvents).where(eq(examEvents.examId, examId)).groupBy(examEvents.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

// ──────────────────────────────── gradebook

export async function classMembers(db: Db, classId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.classId, classId), eq(users.role, 'edu_student'), isNull(users.deletedAt)))
    .orderBy(asc(users.username));
}

export async function examsOfClass(db: Db, classId: number): Promise<ExamRow[]> {
  return db
    .select()
    .from(exams)
    .where(sql`${exams.id} in (select ${examClasses.examId} from ${examClasses} where ${examClasses.classId} = ${classId})`)
    .orderBy(asc(exams.startAt), asc(exams.id));
}

export async function weightsOf(db: Db, classId: number): Promise<Map<number, number>> {
  const rows = await db.select().from(gradebookWeights).where(eq(gradebookWeights.classId, classId));
  return new Map(rows.map((r) => [r.examId, r.weight]));
}

export async function setWeights(db: Db, classId: number, weights: Array<{ examId: number; weight: number }>): Promise<void> {
  for (const w of weights) {
    await db
      .insert(gradebookWeights)
      .values({ classId, examId: w.examId, weight: w.weight })
      .onConflictDoUpdate({ target: [gradebookWeights.classId, gradebookWeights.examId], set: { weight: w.weight } });
  }
}

/** Whether the exam is a competition session's quiz (the competition, not the exam pages, runs it). */
export async function isCompetitionExam(db: Db, examId: number): Promise<boolean> {
  const [row] = await db.select({ id: competitionSessions.id }).from(competitionSessions).where(eq(competitionSessions.examId, examId)).limit(1);
  return row !== undefined;
}
