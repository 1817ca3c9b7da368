// SQL of the readings (issue 18): a user's opening, credited time, end reached and video share per chapter,
// and the evidence that a linked case or blockchain case was worked on.
import { and, count, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blockLabAttempts, caseCodeRuns, caseWorks, chapterReads } from '../../db/schema/index.js';

export interface ReadingRow {
  chapterId: number;
  /** First opened. */
  readAt: Date;
  readMs: number;
  reachedEnd: boolean;
  videoFraction: number;
  lastReportAt: Date | null;
  learnedAt: Date | null;
}

const readingColumns = {
  chapterId: chapterReads.chapterId,
  readAt: chapterReads.readAt,
  readMs: chapterReads.readMs,
  reachedEnd: chapterReads.reachedEnd,
  videoFraction: chapterReads.videoFraction,
  lastReportAt: chapterReads.lastReportAt,
  learnedAt: chapterReads.learnedAt,
};

/** The reading of one chapter, created (opened now) when missing. */
export async function openReading(db: Db, userId: number, chapterId: number, courseId: number): Promise<ReadingRow> {
  await db.insert(chapterReads).values({ userId, chapterId, courseId }).onConflictDoNothing();
  const [row] = await db
    .select(readingColumns)
    .from(chapterReads)
    .where(and(eq(chapterReads.userId, userId), eq(chapterReads.chapterId, chapterId)))
    .limit(1);
  return row!;
}

/**
 * Stores a report's outcome only if no other report of the same reading came in since `previousAt` was read
 * (two tabs reporting at once cannot both be credited the same wall time). Answers whether it was stored.
 */
export async function saveReading(
  db: Db,
  userId: number,
  chapterId: number,
  previousAt: Date | null,
  values: Pick<ReadingRow, 'readMs' | 'reachedEnd' | 'videoFraction' | 'learnedAt'> & { lastReportAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(chapterReads)
    .set(values)
    .where(
      and(
        eq(chapterReads.userId, userId),
        eq(chapterReads.chapterId, chapterId),
        previousAt === null ? isNull(chapterReads.lastReportAt) : eq(chapterReads.lastReportAt, previousAt),
      ),
    )
    .returning({ chapterId: chapterReads.chapterId });
  return rows.length > 0;
}

/** The readings of one user in a course. */
export async function readingsOf(db: Db, userId: number, courseId: number): Promise<ReadingRow[]> {
  return db
    .select(readingColumns)
    .from(chapterReads)
    .where(and(eq(chapterReads.userId, userId), eq(chapterReads.courseId, courseId)));
}

/** The readings of many users in one course. */
export async function readingsOfUsers(db: Db, courseId: number, userIds: number[]): Promise<Array<ReadingRow & { userId: number }>> {
  if (userIds.length === 0) return [];
  return db
    .select({ ...readingColumns, userId: chapterReads.userId })
    .from(chapterReads)
    .where(and(eq(chapterReads.courseId, courseId), inArray(chapterReads.userId, userIds)));
}

/** Learned and opened counts and the last opening of one user across many courses. */
export async function progressOfUser(db: Db, userId: number, courseIds: number[]): Promise<Map<number, { learned: number; opened: number; last: Date | null }>> {
  const result = new Map<number, { learned: number; opened: number; last: Date | null }>();
  if (courseIds.length === 0) return result;
  const rows = await db
    .select({
      courseId: chapterReads.courseId,
      opened: count(),
      learned: sql<number>`count(${chapterReads.learnedAt})`.mapWith(Number),
      last: max(chapterReads.readAt),
    })
    .from(chapterReads)
    .where(and(eq(chapterReads.userId, userId), inArray(chapterReads.courseId, courseIds)))
    .groupBy(chapterReads.courseId);
  for (const r of rows) result.set(r.courseId, { learned: r.learned, opened: r.opened, last: r.last });
  return result;
}

/** The user worked on one of the cases: a saved working copy or a notebook run of it exists. */
export async function workedOnCase(db: Db, userId: number, caseIds: number[]): Promise<boolean> {
  if (caseIds.length === 0) return false;
  const [work] = await db.select({ id: caseWorks.id }).from(caseWorks).where(and(eq(caseWorks.userId, userId), inArray(caseWorks.caseId, caseIds))).limit(1);
  if (work) return true;
  const [run] = await db
    .select({ id: caseCodeRuns.id })
    .from(caseCodeRuns)
    .where(and(eq(caseCodeRuns.userId, userId), isNotNull(caseCodeRuns.caseId), inArray(caseCodeRuns.caseId, caseIds)))
    .limit(1);
  return run !== undefined;
}

/** The user attempted one of the blockchain cases in the block lab. */
export async function attemptedBlockCase(db: Db, userId: number, blockCaseIds: number[]): Promise<boolean> {
  if (blockCaseIds.length === 0) return false;
  const [row] = await db
    .select({ id: blockLabAttempts.id })
    .from(blockLabAttempts)
    .where(and(eq(blockLabAttempts.userId, userId), inArray(blockLabAttempts.caseId, blockCaseIds)))
    .limit(1);
  return row !== undefined;
}
