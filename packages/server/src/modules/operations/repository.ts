// The platform-wide figures read from the database (the same whichever instance asks): users active, exams in
// progress and answers saved, competition submissions and the scoring queue, storage used; and the minute samples.
import { startOfDay } from '@finedu/domain';
import { and, count, eq, gt, gte, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { competitionSubmissions, examAnswers, examAttempts, operationsSamples, uploads, users } from '../../db/schema/index.js';

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
