import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classes, colleges, users } from '../../db/schema/index.js';
import type { CollegeRow, NewCollegeRow } from '../../db/schema/colleges.js';

export interface CollegeFilter {
  keyword?: string | undefined;
  status?: 0 | 1 | undefined;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: CollegeFilter): SQL | undefined {
  const conditions: SQL[] = [isNull(colleges.deletedAt)];
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(colleges.title, like), ilike(colleges.number, like), ilike(colleges.area, like))!);
  }
  if (filter.status !== undefined) conditions.push(eq(colleges.status, filter.status));
  return and(...conditions);
}

export async function listColleges(db: Db, filter: CollegeFilter, offset: number, limit: number): Promise<{ rows: CollegeRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db.select().from(colleges).where(where).orderBy(asc(colleges.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(colleges).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findCollege(db: Db, id: number): Promise<CollegeRow | null> {
  const rows = await db.select().from(colleges).where(and(eq(colleges.id, id), isNull(colleges.deletedAt))).limit(1);
  return rows[0] ?? null;
}

/** Lock the college row for the rest of the transaction (quota checks). */
export async function lockCollege(db: Db, id: number): Promise<CollegeRow | null> {
  const rows = await db.select().from(colleges).where(and(eq(colleges.id, id), isNull(colleges.deletedAt))).for('update');
  return rows[0] ?? null;
}

export async function findCollegeByTitle(db: Db, title: string): Promise<CollegeRow | null> {
  const rows = await db.select().from(colleges).where(eq(colleges.title, title)).limit(1);
  return rows[0] ?? null;
}

export async function insertCollege(db: Db, values: NewCollegeRow): Promise<CollegeRow> {
  const [row] = await db.insert(colleges).values(values).returning();
  return row!;
}

export async function updateCollege(db: Db, id: number, values: Partial<NewCollegeRow>): Promise<CollegeRow> {
  const [row] = await db.update(colleges).set({ ...values, updatedAt: new Date() }).where(eq(colleges.id, id)).returning();
  return row!;
}

/** Users per role for each college (non-deleted users). */
export async function userCountsByRole(db: Db, eduIds: number[]): Promise<Map<number, Record<string, number>>> {
  const result = new Map<number, Record<string, number>>();
  if (eduIds.length === 0) return result;
  const rows = await db
    .select({ eduId: users.eduId, role: users.role, n: count() })
    .from(users)
    .where(and(inArray(users.eduId, eduIds), isNull(users.deletedAt)))
    .groupBy(users.eduId, users.role);
  for (const row of rows) {
    if (row.eduId === null) continue;
    const counts = result.get(row.eduId) ?? {};
    counts[row.role] = row.n;
    result.set(row.eduId, counts);
  }
  return result;
}

export async function classCounts(db: Db, eduIds: number[]): Promise<Map<number, number>> {
  if (eduIds.length === 0) return new Map();
  const rows = await db.select({ eduId: classes.eduId, n: count() }).from(classes).where(inArray(classes.eduId, eduIds)).groupBy(classes.eduId);
  return new Map(rows.map((r) => [r.eduId, r.n]));
}

export async function countCollegeUsers(db: Db, eduId: number): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(and(eq(users.eduId, eduId), isNull(users.deletedAt)));
  return rows[0]?.n ?? 0;
}
