import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classes, colleges, users } from '../../db/schema/index.js';
import type { NewUserRow, UserRow } from '../../db/schema/users.js';

export interface UserFilter {
  eduId?: number | undefined;
  keyword?: string | undefined;
  role?: string | undefined;
  status?: 0 | 1 | undefined;
  classId?: number | undefined;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (filter.eduId !== undefined) conditions.push(eq(users.eduId, filter.eduId));
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(users.username, like), ilike(users.name, like), ilike(users.phone, like))!);
  }
  if (filter.role !== undefined) conditions.push(eq(users.role, filter.role));
  if (filter.status !== undefined) conditions.push(eq(users.status, filter.status));
  if (filter.classId !== undefined) conditions.push(eq(users.classId, filter.classId));
  return and(...conditions);
}

export async function listUsers(db: Db, filter: UserFilter, offset: number, limit: number): Promise<{ rows: UserRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Rows for the export, with class and college names. */
export async function exportUsers(db: Db, filter: UserFilter, limit: number) {
  return db
    .select({ user: users, className: classes.name, collegeTitle: colleges.title })
    .from(users)
    .leftJoin(classes, eq(classes.id, users.classId))
    .leftJoin(colleges, eq(colleges.id, users.eduId))
    .where(whereOf(filter))
    .orderBy(asc(users.id))
    .limit(limit);
}

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(and(eq(users.id, id), isNull(users.deletedAt))).limit(1);
  return rows[0] ?? null;
}

export async function existingUsernames(db: Db, usernames: string[]): Promise<Set<string>> {
  if (usernames.length === 0) return new Set();
  const rows = await db.select({ username: users.username }).from(users).where(inArray(users.username, usernames));
  return new Set(rows.map((r) => r.username));
}

export async function existingPhones(db: Db, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db.select({ phone: users.phone }).from(users).where(inArray(users.phone, phones));
  return new Set(rows.map((r) => r.phone ?? ''));
}

export async function insertUsers(db: Db, values: NewUserRow[]): Promise<UserRow[]> {
  if (values.length === 0) return [];
  const out: UserRow[] = [];
  for (let i = 0; i < values.length; i += 500) out.push(...(await db.insert(users).values(values.slice(i, i + 500)).returning()));
  return out;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUserRow>): Promise<UserRow> {
  const [row] = await db.update(users).set({ ...values, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row!;
}
