import type { WorkCell } from '@finedu/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  caseCodeRuns,
  caseEvaluations,
  caseMarkings,
  caseReports,
  caseSignRecords,
  caseSigns,
  caseWorks,
  classes,
  users,
  type CaseCodeRunRow,
  type CaseEvaluationRow,
  type CaseMarkingRow,
  type CaseReportRow,
  type CaseSignRow,
  type CaseWorkRow,
  type ClassRow,
  type UserRow,
} from '../../db/schema/index.js';

// ---------------------------------------------------------------- people

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findClass(db: Db, id: number): Promise<ClassRow | null> {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
  return row ?? null;
}

/** Classes the teacher heads, in their college. */
export async function teacherClasses(db: Db, teacherId: number, eduId: number): Promise<ClassRow[]> {
  return db.select().from(classes).where(and(eq(classes.teacherId, teacherId), eq(classes.eduId, eduId))).orderBy(asc(classes.id));
}

/** Active students of these classes. */
export async function studentsOfClasses(db: Db, classIds: number[]): Promise<UserRow[]> {
  if (classIds.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(users.classId, classIds), eq(users.role, 'edu_student'), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
}

// ---------------------------------------------------------------- working copies

export async function findWork(db: Db, caseId: number, userId: number): Promise<CaseWorkRow | null> {
  const [row] = await db.select().from(caseWorks).where(and(eq(caseWorks.caseId, caseId), eq(caseWorks.userId, userId))).limit(1);
  return row ?? null;
}

/** Working copies of these users, sources only: saved outputs (up to megabytes each) stay in the database. */
export async function worksOf(db: Db, caseId: number, userIds: number[]): Promise<Array<Pick<CaseWorkRow, 'userId' | 'cells' | 'updatedAt'>>> {
  if (userIds.length === 0) return [];
  const cells = sql<WorkCell[]>`coalesce((select jsonb_agg(cell - 'outputs' - 'execution_count' order by n) from jsonb_array_elements(${caseWorks.cells}) with ordinality as t(cell, n)), '[]'::jsonb)`;
  return db
    .select({ userId: caseWorks.userId, cells, updatedAt: caseWorks.updatedAt })
    .from(caseWorks)
    .where(and(eq(caseWorks.caseId, caseId), inArray(caseWorks.userId, userIds)));
}

export async function saveWork(db: Db, caseId: number, userId: number, cells: CaseWorkRow['cells']): Promise<CaseWorkRow> {
  const now = new Date();
  const [row] = await db
    .insert(caseWorks)
    .values({ caseId, userId, cells, updatedAt: now })
    .onConflictDoUpdate({ target: [caseWorks.caseId, caseWorks.userId], set: { cells, updatedAt: now } })
    .returning();
  return row!;
}

export async function deleteWork(db: Db, caseId: number, userId: number): Promise<void> {
  await db.delete(caseWorks).where(and(eq(caseWorks.caseId, caseId), eq(caseWorks.userId, userId)));
}

// ---------------------------------------------------------------- evaluations

export async function insertEvaluation(db: Db, values: typeof caseEvaluations.$inferInsert): Promise<CaseEvaluationRow> {
  const [row] = await db.insert(caseEvaluations).values(values).returning();
  return row!;
}

export async function latestEvaluation(db: Db, caseId: number, userId: number): Promise<CaseEvaluationRow | null> {
  const [row] = await db
    .select()
    .from(caseEvaluations)
    .where(and(eq(caseEvaluations.caseId, caseId), eq(caseEvaluations.userId, userId)))
    .orderBy(desc(caseEvaluations.id))
    .limit(1);
  return row ?? null;
}

/** The latest evaluation of each of these users. */
export async function latestEvaluations(db: Db, caseId: number, userIds: number[]): Promise<Map<number, CaseEvaluationRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(caseEvaluations)
    .where(and(eq(caseEvaluations.caseId, caseId), inArray(caseEvaluations.userId, userIds)))
    .orderBy(asc(caseEvaluations.id));
  return new Map(rows.map((r) => [r.userId, r]));
}

// ---------------------------------------------------------------- markings and reports

export async function markingsOf(db: Db, caseId: number, userIds: number[]): Promise<CaseMarkingRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(caseMarkings).where(and(eq(caseMarkings.caseId, caseId), inArray(caseMarkings.userId, userIds))).orderBy(asc(caseMarkings.userId));
}

export async function saveMarking(db: Db, values: Omit<typeof caseMarkings.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>): Promise<void> {
  const now = new Date();
  await db
    .insert(caseMarkings)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [caseMarkings.caseId, caseMarkings.userId],
      set: { teacherId: values.teacherId, items: values.items, comment: values.comment, score: values.score, updatedAt: now },
    });
}

export async function findReport(db: Db, caseId: number, userId: number): Promise<CaseReportRow | null> {
  const [row] = await db.select().from(caseReports).where(and(eq(caseReports.caseId, caseId), eq(caseReports.userId, userId))).limit(1);
  return row ?? null;
}

/** A new upload replaces the report and clears its score. */
export async function saveReport(db: Db, values: Pick<typeof caseReports.$inferInsert, 'caseId' | 'userId' | 'key' | 'filename' | 'type' | 'size'>): Promise<void> {
  const now = new Date();
  await db
    .insert(caseReports)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [caseReports.caseId, caseReports.userId],
      set: { key: values.key, filename: values.filename, type: values.type, size: values.size, score: null, comment: '', scoredBy: null, scoredAt: null, updatedAt: now },
    });
}

export async function scoreReport(db: Db, id: number, teacherId: number, score: number, comment: string): Promise<void> {
  const now = new Date();
  await db.update(caseReports).set({ score, comment, scoredBy: teacherId, scoredAt: now, updatedAt: now }).where(eq(caseReports.id, id));
}

// ---------------------------------------------------------------- sign-in

export async function insertSign(db: Db, values: typeof caseSigns.$inferInsert): Promise<number> {
  const [row] = await db.insert(caseSigns).values(values).returning({ id: caseSigns.id });
  return row!.id;
}

export async function findSign(db: Db, id: number): Promise<CaseSignRow | null> {
  const [row] = await db.select().from(caseSigns).where(eq(caseSigns.id, id)).limit(1);
  return row ?? null;
}

export async function listSigns(db: Db, filter: { classIds: number[]; caseId?: number | undefined; openOnly?: boolean }): Promise<CaseSignRow[]> {
  if (filter.classIds.length === 0) return [];
  const conditions = [inArray(caseSigns.classId, filter.classIds)];
  if (filter.caseId !== undefined) conditions.push(eq(caseSigns.caseId, filter.caseId));
  if (filter.openOnly) conditions.push(gt(caseSigns.closesAt, new Date()));
  return db.select().from(caseSigns).where(and(...conditions)).orderBy(desc(caseSigns.id)).limit(200);
}

export async function signRecords(db: Db, signIds: number[]): Promise<Array<{ signId: number; userId: number; name: string; signedAt: Date }>> {
  if (signIds.length === 0) return [];
  return db
    .select({ signId: caseSignRecords.signId, userId: caseSignRecords.userId, name: users.name, signedAt: caseSignRecords.signedAt })
    .from(caseSignRecords)
    .innerJoin(users, eq(users.id, caseSignRecords.userId))
    .where(inArray(caseSignRecords.signId, signIds))
    .orderBy(asc(caseSignRecords.signedAt));
}

/** Signs once; a second sign keeps the first time. */
export async function insertSignRecord(db: Db, signId: number, userId: number): Promise<void> {
  await db.insert(caseSignRecords).values({ signId, userId }).onConflictDoNothing();
}

/** Users of `userIds` who signed any sign-in of the case. */
export async function signedUsers(db: Db, caseId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: caseSignRecords.userId })
    .from(caseSignRecords)
    .innerJoin(caseSigns, eq(caseSigns.id, caseSignRecords.signId))
    .where(and(eq(caseSigns.caseId, caseId), inArray(caseSignRecords.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}

// ---------------------------------------------------------------- run log

export async function insertRun(db: Db, values: typeof caseCodeRuns.$inferInsert): Promise<number> {
  const [row] = await db.insert(caseCodeRuns).values(values).returning({ id: caseCodeRuns.id });
  return row!.id;
}

export async function latestRun(db: Db, caseId: number, userId: number): Promise<CaseCodeRunRow | null> {
  const [row] = await db
    .select()
    .from(caseCodeRuns)
    .where(and(eq(caseCodeRuns.caseId, caseId), eq(caseCodeRuns.userId, userId), isNull(caseCodeRuns.status)))
    .orderBy(desc(caseCodeRuns.id))
    .limit(1);
  return row ?? null;
}

export async function runStats(db: Db, caseId: number, userIds: number[]): Promise<Map<number, { count: number; last: Date | null }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: caseCodeRuns.userId, n: count(), last: max(caseCodeRuns.createdAt) })
    .from(caseCodeRuns)
    .where(and(eq(caseCodeRuns.caseId, caseId), inArray(caseCodeRuns.userId, userIds), isNull(caseCodeRuns.status)))
    .groupBy(caseCodeRuns.userId);
  return new Map(rows.map((r) => [r.userId, { count: r.n, last: r.last === null ? null : new Date(r.last) }]));
}
