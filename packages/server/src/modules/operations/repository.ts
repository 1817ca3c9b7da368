// The platform-wide figures read from the database (the same whichever instance asks): users active, exams in
// progress and answers saved, competition submissions and the scoring queue, storage used; and the minute samples.
import { startOfDay } from '@finedu/domain';
import { and, count, eq, gt, gte, inArray, lt, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  colleges,
  competitionSessions,
  competitionSubmissions,
  competitions,
  examAnswers,
  examAttempts,
  exams,
  operationsSamples,
  platformSettings,
  uploads,
  users,
} from '../../db/schema/index.js';

export interface DatabaseFigures {
  usersActive5m: number;
  usersActiveToday: number;
  examsInProgress: number;
  answersSavedLastMinute: number;
  /** Submissions by status (queued, scoring, scored, failed…). */
  submissionsByStatus: Record<string, number>;
  storageUsedBytes: number;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

export async function readDatabaseFigures(db: Db, now: Date): Promise<DatabaseFigures> {
  const fiveMinutesAgo = new Date(now.getTime() - 5 * 60_000);
  const minuteAgo = new Date(now.getTime() - 60_000);
  const [[active5m], [activeToday], [inProgress], [saved], byStatus, [stored]] = await Promise.all([
    db.select({ n: count() }).from(users).where(gt(users.lastSeenAt, fiveMinutesAgo)),
    db.select({ n: count() }).from(users).where(gte(users.lastSeenAt, startOfDay(now))),
    db.select({ n: count() }).from(examAttempts).where(and(eq(examAttempts.status, 'in_progress'), gt(examAttempts.deadline, now))),
    db.select({ n: count() }).from(examAnswers).where(gt(examAnswers.savedAt, minuteAgo)),
    db.select({ status: competitionSubmissions.status, n: count() }).from(competitionSubmissions).groupBy(competitionSubmissions.status),
    db.select({ bytes: sum(uploads.size) }).from(uploads).where(eq(uploads.status, 'completed')),
  ]);
  return {
    usersActive5m: num(active5m?.n),
    usersActiveToday: num(activeToday?.n),
    examsInProgress: num(inProgress?.n),
    answersSavedLastMinute: num(saved?.n),
    submissionsByStatus: Object.fromEntries(byStatus.map((r) => [r.status, num(r.n)])),
    storageUsedBytes: num(stored?.bytes),
  };
}

/** Record that these users made a signed-in request now. */
export async function touchUsers(db: Db, userIds: readonly number[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ lastSeenAt: now })
    .where(sql`${users.id} in (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`);
}

/** Keep one sample for the minute `takenAt` (another instance may have written it first: then nothing changes). */
export async function insertSample(db: Db, takenAt: Date, figures: Record<string, number>): Promise<boolean> {
  const rows = await db.insert(operationsSamples).values({ takenAt, figures }).onConflictDoNothing().returning({ takenAt: operationsSamples.takenAt });
  return rows.length > 0;
}

export async function pruneSamples(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(operationsSamples).where(lt(operationsSamples.takenAt, before)).returning({ takenAt: operationsSamples.takenAt });
  return rows.length;
}

export async function samplesSince(db: Db, since: Date) {
  return db.select().from(operationsSamples).where(gte(operationsSamples.takenAt, since)).orderBy(operationsSamples.takenAt);
}

/** The latest sample at or after `since` (the overview's rates), or null. */
export async function latestSample(db: Db, since: Date) {
  const [row] = await db.select().from(operationsSamples).where(gte(operationsSamples.takenAt, since)).orderBy(sql`${operationsSamples.takenAt} desc`).limit(1);
  return row ?? null;
}

export async function readSetting<T>(db: Db, key: string): Promise<T | null> {
  const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, key));
  return row === undefined ? null : (row.value as T);
}

export async function writeSetting(db: Db, key: string, value: unknown, userId: number, now: Date): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key, value, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: now, updatedBy: userId } });
}

/** Exams with an attempt in progress: how many are in progress and submitted, the latest deadline, answers of the last minute. */
export async function examsInProgress(db: Db, now: Date) {
  const minuteAgo = new Date(now.getTime() - 60_000);
  const running = await db
    .selectDistinct({ examId: examAttempts.examId })
    .from(examAttempts)
    .where(and(eq(examAttempts.status, 'in_progress'), gt(examAttempts.deadline, now)));
  if (running.length === 0) return [];
  const ids = running.map((r) => r.examId);
  const rows = await db
    .select({
      examId: exams.id,
      title: exams.title,
      college: colleges.title,
      inProgress: sql<number>`count(*) filter (where ${examAttempts.status} = 'in_progress' and ${examAttempts.deadline} > ${now.toISOString()}::timestamptz)`.mapWith(Number),
      submitted: sql<number>`count(*) filter (where ${examAttempts.status} <> 'in_progress')`.mapWith(Number),
      lastDeadline: sql<Date | null>`max(${examAttempts.deadline}) filter (where ${examAttempts.status} = 'in_progress')`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
    })
    .from(exams)
    .innerJoin(examAttempts, eq(examAttempts.examId, exams.id))
    .leftJoin(colleges, eq(colleges.id, exams.eduId))
    .where(inArray(exams.id, ids))
    .groupBy(exams.id, exams.title, colleges.title)
    .orderBy(exams.id);
  const answers = await db
    .select({ examId: examAttempts.examId, n: count() })
    .from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
    .where(and(gt(examAnswers.savedAt, minuteAgo), inArray(examAttempts.examId, ids)))
    .groupBy(examAttempts.examId);
  const answered = new Map(answers.map((a) => [a.examId, Number(a.n)]));
  return rows.map((r) => ({ ...r, answersLastMinute: answered.get(r.examId) ?? 0 }));
}

/** Competition sessions running now, with their scoring queue and failed submissions. */
export async function competitionSessionsRunning(db: Db, now: Date) {
  const sessions = await db
    .select({ id: competitionSessions.id, competitionId: competitions.id, competition: competitions.title, title: competitionSessions.title, kind: competitionSessions.kind, endAt: competitionSessions.endAt })
    .from(competitionSessions)
    .innerJoin(competitions, eq(competitions.id, competitionSessions.competitionId))
    .where(and(lte(competitionSessions.startAt, now), gt(competitionSessions.endAt, now)))
    .orderBy(competitionSessions.endAt);
  if (sessions.length === 0) return [];
  const counts = await db
    .select({
      sessionId: competitionSubmissions.sessionId,
      queue: sql<number>`count(*) filter (where ${competitionSubmissions.status} in ('queued', 'scoring'))`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${competitionSubmissions.status} = 'failed')`.mapWith(Number),
    })
    .from(competitionSubmissions)
    .where(inArray(competitionSubmissions.sessionId, sessions.map((s) => s.id)))
    .groupBy(competitionSubmissions.sessionId);
  const bySession = new Map(counts.map((c) => [c.sessionId, c]));
  return sessions.map((s) => ({ ...s, queue: bySession.get(s.id)?.queue ?? 0, failed: bySession.get(s.id)?.failed ?? 0 }));
}

/** Name, username and college of users (the kernel list). */
export async function usersWithCollege(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; username: string; college: string | null }>();
  const rows = await db
    .select({ id: users.id, name: users.name, username: users.username, college: colleges.title })
    .from(users)
    .leftJoin(colleges, eq(colleges.id, users.eduId))
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: r.name, username: r.username, college: r.college }]));
}
