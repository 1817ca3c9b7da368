// The attention panel's reads (issue 18): short, read-only queries over the existing tables. Every query that reads
// a college's rows takes the college's id; the service passes the caller's own.
import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  blockCases,
  blockLabAttempts,
  cases,
  chapterReads,
  chapters,
  classes,
  colleges,
  competitionSessions,
  courses,
  examAttempts,
  examCandidates,
  examClasses,
  exams,
  users,
} from '../../db/schema/index.js';

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A competition's quiz session owns its exam: it is run from the competition, not from a landing page. */
const notCompetitionExam: SQL = sql`not exists (select 1 from ${competitionSessions} where ${competitionSessions.examId} = ${exams.id})`;

/** Exams whose window is open at `now` (the schedule, not anyone's extra time). */
const runningAt = (now: Date): SQL => and(lte(exams.startAt, now), gt(exams.endAt, now))!;

/** A teacher's exams in their college: the ones they created, and the ones their classes sit. */
function teacherExams(eduId: number, teacherId: number): SQL {
  return and(
    eq(exams.eduId, eduId),
    notCompetitionExam,
    or(
      eq(exams.createdBy, teacherId),
      sql`exists (select 1 from ${examClasses} join ${classes} on ${classes.id} = ${examClasses.classId} where ${examClasses.examId} = ${exams.id} and ${classes.teacherId} = ${teacherId})`,
    ),
  )!;
}

/** The teacher's exams open now, the soonest to close first. */
export function runningExamsOf(db: Db, eduId: number, teacherId: number, now: Date, limit: number) {
  return db
    .select({ id: exams.id, title: exams.title, endAt: exams.endAt })
    .from(exams)
    .where(and(teacherExams(eduId, teacherId), runningAt(now)))
    .orderBy(exams.endAt, exams.id)
    .limit(limit);
}

/** Attempts being written now, per exam. */
export async function inProgressCounts(db: Db, examIds: number[], now: Date): Promise<Map<number, number>> {
  if (examIds.length === 0) return new Map();
  const rows = await db
    .select({ examId: examAttempts.examId, n: count() })
    .from(examAttempts)
    .where(and(inArray(examAttempts.examId, examIds), eq(examAttempts.status, 'in_progress'), gt(examAttempts.deadline, now)))
    .groupBy(examAttempts.examId);
  return new Map(rows.map((r) => [r.examId, num(r.n)]));
}

/** The classes a teacher heads in their college. */
export function classesOfTeacher(db: Db, eduId: number, teacherId: number) {
  return db.select({ id: classes.id, name: classes.name }).from(classes).where(and(eq(classes.eduId, eduId), eq(classes.teacherId, teacherId)));
}

/** The (not deleted) students of some classes of one college. */
export function studentsOfClasses(db: Db, eduId: number, classIds: number[]) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, name: users.name, username: users.username, classId: users.classId })
    .from(users)
    .where(and(eq(users.eduId, eduId), eq(users.role, 'edu_student'), isNull(users.deletedAt), inArray(users.classId, classIds)));
}

/** Items (chapters and sections) per course. */
export async function itemCounts(db: Db, courseIds: number[]): Promise<Map<number, number>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db.select({ courseId: chapters.courseId, n: count() }).from(chapters).where(inArray(chapters.courseId, courseIds)).groupBy(chapters.courseId);
  return new Map(rows.map((r) => [r.courseId, num(r.n)]));
}

/** Items learned (the study rule held: read to the end, long enough, video and cases done) per student and course. */
export function readCounts(db: Db, userIds: number[], courseIds: number[]) {
  if (userIds.length === 0 || courseIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: chapterReads.userId, courseId: chapterReads.courseId, n: count() })
    .from(chapterReads)
    .innerJoin(chapters, eq(chapters.id, chapterReads.chapterId))
    .where(and(inArray(chapterReads.userId, userIds), inArray(chapterReads.courseId, courseIds), isNotNull(chapterReads.learnedAt)))
    .groupBy(chapterReads.userId, chapterReads.courseId);
}

/** Exams of these classes that closed in [since, now) (not a competition's). */
export function closedExamsOfClasses(db: Db, eduId: number, classIds: number[], since: Date, now: Date) {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .select({ examId: exams.id, title: exams.title, classId: examClasses.classId, endAt: exams.endAt })
    .from(examClasses)
    .innerJoin(exams, eq(exams.id, examClasses.examId))
    .where(and(eq(exams.eduId, eduId), notCompetitionExam, inArray(examClasses.classId, classIds), gte(exams.endAt, since), lte(exams.endAt, now)))
    .orderBy(desc(exams.endAt));
}

/** Who started each of these exams at all (any attempt). */
export async function startedBy(db: Db, examIds: number[]): Promise<Set<string>> {
  if (examIds.length === 0) return new Set();
  const rows = await db.selectDistinct({ examId: examAttempts.examId, userId: examAttempts.userId }).from(examAttempts).where(inArray(examAttempts.examId, examIds));
  return new Set(rows.map((r) => `${r.examId}:${r.userId}`));
}

/** The latest lab attempts of some users of one college. */
export function latestLabAttempts(db: Db, eduId: number, userIds: number[], limit: number) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ caseId: blockLabAttempts.caseId, title: blockCases.title, userName: users.name, username: users.username, score: blockLabAttempts.score, status: blockLabAttempts.status, updatedAt: blockLabAttempts.updatedAt })
    .from(blockLabAttempts)
    .innerJoin(blockCases, eq(blockCases.id, blockLabAttempts.caseId))
    .innerJoin(users, eq(users.id, blockLabAttempts.userId))
    .where(and(inArray(blockLabAttempts.userId, userIds), eq(users.eduId, eduId), isNull(blockCases.deletedAt)))
    .orderBy(desc(blockLabAttempts.updatedAt), desc(blockLabAttempts.id))
    .limit(limit);
}

/** A student's class (a student's row is read again: the token carries no class). */
export async function classOfUser(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ classId: users.classId }).from(users).where(eq(users.id, userId));
  return row?.classId ?? null;
}

/** Exams a student sits (their class's or their own) that have not closed, the earliest first. */
export function openExamsOfStudent(db: Db, eduId: number, userId: number, classId: number | null, now: Date, limit: number) {
  const sits = or(
    sql`exists (select 1 from ${examCandidates} where ${examCandidates.examId} = ${exams.id} and ${examCandidates.userId} = ${userId})`,
    classId === null ? sql`false` : sql`exists (select 1 from ${examClasses} where ${examClasses.examId} = ${exams.id} and ${examClasses.classId} = ${classId})`,
  )!;
  return db
    .select({ id: exams.id, title: exams.title, startAt: exams.startAt, endAt: exams.endAt, durationMinutes: exams.durationMinutes, attempts: exams.attempts })
    .from(exams)
    .where(and(eq(exams.eduId, eduId), notCompetitionExam, sits, gt(exams.endAt, now)))
    .orderBy(exams.startAt, exams.id)
    .limit(limit);
}

/** A student's attempts at some exams. */
export function attemptsOf(db: Db, userId: number, examIds: number[]) {
  if (examIds.length === 0) return Promise.resolve([]);
  return db
    .select({ examId: examAttempts.examId, status: examAttempts.status, deadline: examAttempts.deadline })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), inArray(examAttempts.examId, examIds)));
}

/** A student's submitted attempts, newest first, with what decides whether the score is released. */
export function submittedAttemptsOf(db: Db, userId: number, eduId: number, limit: number) {
  return db
    .select({
      examId: exams.id,
      title: exams.title,
      totalScore: exams.totalScore,
      published: exams.published,
      showResults: exams.showResults,
      endAt: exams.endAt,
      status: examAttempts.status,
      score: examAttempts.score,
      submittedAt: examAttempts.submittedAt,
      /** Answers still awaiting a mark or the tests: the score is not final (我的成绩 shows none either). */
      pending: sql<number>`${examAttempts.unmarked} + ${examAttempts.ungraded}`.mapWith(Number),
      maxExtra: sql<number>`(select coalesce(max(x.minutes), 0) from exam_extra_time x where x.exam_id = ${exams.id})`.mapWith(Number),
    })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.status, 'submitted'), isNotNull(examAttempts.submittedAt), eq(exams.eduId, eduId), notCompetitionExam))
    .orderBy(desc(examAttempts.submittedAt))
    .limit(limit);
}

/** Counts of one college for its admin. */
export async function collegeCounts(db: Db, eduId: number, now: Date, todayStart: Date) {
  const [byRole, [klasses], [running], [active]] = await Promise.all([
    db.select({ role: users.role, n: count() }).from(users).where(and(eq(users.eduId, eduId), isNull(users.deletedAt))).groupBy(users.role),
    db.select({ n: count() }).from(classes).where(eq(classes.eduId, eduId)),
    db.select({ n: count() }).from(exams).where(and(eq(exams.eduId, eduId), notCompetitionExam, runningAt(now))),
    db.select({ n: count() }).from(users).where(and(eq(users.eduId, eduId), isNull(users.deletedAt), gte(users.lastSeenAt, todayStart))),
  ]);
  const roles = new Map(byRole.map((r) => [r.role, num(r.n)]));
  return { students: roles.get('edu_student') ?? 0, teachers: roles.get('edu_teacher') ?? 0, admins: roles.get('edu_admin') ?? 0, classes: num(klasses?.n), examsRunning: num(running?.n), activeToday: num(active?.n) };
}

/** The platform's counts for the system admin. */
export async function platformCounts(db: Db, now: Date) {
  const [[collegeN], [userN], [courseN], [caseN], [blockN], [running]] = await Promise.all([
    db.select({ n: count() }).from(colleges).where(isNull(colleges.deletedAt)),
    db.select({ n: count() }).from(users).where(and(isNull(users.deletedAt), ne(users.role, 'competitor'))),
    db.select({ n: count() }).from(courses).where(isNull(courses.deletedAt)),
    db.select({ n: count() }).from(cases).where(isNull(cases.deletedAt)),
    db.select({ n: count() }).from(blockCases).where(isNull(blockCases.deletedAt)),
    db.select({ n: count() }).from(exams).where(runningAt(now)),
  ]);
  return { colleges: num(collegeN?.n), users: num(userN?.n), courses: num(courseN?.n), cases: num(caseN?.n), blockCases: num(blockN?.n), examsRunning: num(running?.n) };
}
