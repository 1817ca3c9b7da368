import { and, asc, count, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { classes, users } from '../../db/schema/index.js';
import type { ClassRow } from '../../db/schema/classes.js';
import type { UserRow } from '../../db/schema/users.js';

export interface ClassFilter {
  eduId?: number | undefined;
  keyword?: string | undefined;
  teacherId?: number | undefined;
}

export interface ClassWithTeacher {
  row: ClassRow;
  teacherName: string | null;
  memberCount: number;
}

const teacher = alias(users, 'teacher');
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: ClassFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.eduId !== undefined) conditions.push(eq(classes.eduId, filter.eduId));
  if (filter.keyword) conditions.push(ilike(classes.name, `%${escapeLike(filter.keyword)}%`));
  if (filter.teacherId !== undefined) conditions.push(eq(classes.teacherId, filter.teacherId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

async function withMembers(db: Db, rows: Array<{ row: ClassRow; teacherName: string | null }>): Promise<ClassWithTeacher[]> {
  const ids = rows.map((r) => r.row.id);
  const counts =
    ids.length === 0
      ? []
      : await db.select({ classId: users.classId, n: count() }).from(users).where(inArray(users.classId, ids)).groupBy(users.classId);
  const byClass = new Map(counts.map((c) => [c.classId, c.n]));
  return rows.map((r) => ({ ...r, memberCount: byClass.get(r.row.id) ?? 0 }));
}

export async function listClasses(db: Db, filter: ClassFilter, offset: number, limit: number): Promise<{ rows: ClassWithTeacher[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({ row: classes, teacherName: teacher.name })
      .from(classes)
      .leftJoin(teacher, eq(teacher.id, classes.teacherId))
      .where(where)
      .orderBy(asc(classes.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(classes).where(where),
  ]);
  return { rows: await withMembers(db, rows), total: totals[0]?.n ?? 0 };
}

export async function findClass(db: Db, id: number): Promise<ClassWithTeacher | null> {
  const rows = await db
    .select({ row: classes, teacherName: teacher.name })
    .from(classes)
    .leftJoin(teacher, eq(teacher.id, classes.teacherId))
    .where(eq(classes.id, id))
    .limit(1);
  const [found] = await withMembers(db, rows);
  return found ?? null;
}

export async function findClassesByName(db: Db, eduId: number): Promise<Map<string, ClassRow>> {
  const rows = await db.select().from(classes).where(eq(classes.eduId, eduId));
  return new Map(rows.map((r) => [r.name, r]));
}

export async function classNameTaken(db: Db, eduId: number, name: string, exceptId?: number): Promise<boolean> {
  const conditions = [eq(classes.eduId, eduId), eq(classes.name, name)];
  if (exceptId !== undefined) conditions.push(ne(classes.id, exceptId));
  const rows = await db.select({ id: classes.id }).from(classes).where(and(...conditions)).limit(1);
  return rows.length > 0;
}

export async function insertClass(db: Db, values: typeof classes.$inferInsert): Promise<number> {
  const [row] = await db.insert(classes).values(values).returning({ id: classes.id });
  return row!.id;
}

export async function updateClass(db: Db, id: number, values: Partial<typeof classes.$inferInsert>): Promise<void> {
  await db.update(classes).set({ ...values, updatedAt: new Date() }).where(eq(classes.id, id));
}

export async function deleteClass(db: Db, id: number): Promise<void> {
  await db.update(users).set({ classId: null }).where(eq(users.classId, id));
  await db.delete(classes).where(eq(classes.id, id));
}

export async function classMembers(db: Db, id: number): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.classId, id)).orderBy(asc(users.id));
}

/** The class's students become exactly `userIds`. */
export async function setClassMembers(db: Db, id: number, userIds: number[]): Promise<void> {
  await db.update(users).set({ classId: null }).where(eq(users.classId, id));
  if (userIds.length > 0) await db.update(users).set({ classId: id }).where(inArray(users.id, userIds));
}

export async function findUsersByIds(db: Db, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}
