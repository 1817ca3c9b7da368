import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cases, caseTypes, type CaseRow, type CaseTypeRow } from '../../db/schema/index.js';

export interface CaseFilter {
  typeId?: number | undefined;
  keyword?: string | undefined;
  status?: string | undefined;
}

export interface CaseWithType {
  row: CaseRow;
  typeName: string;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: CaseFilter): SQL | undefined {
  const conditions: SQL[] = [isNull(cases.deletedAt)];
  if (filter.typeId !== undefined) conditions.push(eq(cases.typeId, filter.typeId));
  if (filter.status !== undefined) conditions.push(eq(cases.status, filter.status));
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(cases.title, like), ilike(cases.summary, like))!);
  }
  return and(...conditions);
}

export async function listCases(db: Db, filter: CaseFilter, offset: number, limit: number): Promise<{ rows: CaseWithType[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({ row: cases, typeName: caseTypes.name })
      .from(cases)
      .innerJoin(caseTypes, eq(caseTypes.id, cases.typeId))
      .where(where)
      .orderBy(desc(cases.updatedAt), desc(cases.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(cases).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** A case that is not deleted, with its type's name. */
export async function findCase(db: Db, id: number): Promise<CaseWithType | null> {
  const [found] = await db
    .select({ row: cases, typeName: caseTypes.name })
    .from(cases)
    .innerJoin(caseTypes, eq(caseTypes.id, cases.typeId))
    .where(and(eq(cases.id, id), isNull(cases.deletedAt)))
    .limit(1);
  return found ?? null;
}

export async function insertCase(db: Db, values: typeof cases.$inferInsert): Promise<number> {
  const [row] = await db.insert(cases).values(values).returning({ id: cases.id });
  return row!.id;
}

export async function updateCase(db: Db, id: number, values: Partial<typeof cases.$inferInsert>): Promise<void> {
  await db.update(cases).set({ ...values, updatedAt: new Date() }).where(eq(cases.id, id));
}

/** Soft delete: students' work, marks and scores stay on record; the case disappears everywhere. */
export async function deleteCase(db: Db, id: number): Promise<void> {
  await db.update(cases).set({ deletedAt: new Date(), slug: null }).where(eq(cases.id, id));
}

export async function listTypes(db: Db): Promise<Array<{ row: CaseTypeRow; caseCount: number }>> {
  const [types, counts] = await Promise.all([
    db.select().from(caseTypes).orderBy(asc(caseTypes.sort), asc(caseTypes.id)),
    db.select({ typeId: cases.typeId, n: count() }).from(cases).where(isNull(cases.deletedAt)).groupBy(cases.typeId),
  ]);
  const byType = new Map(counts.map((c) => [c.typeId, c.n]));
  return types.map((row) => ({ row, caseCount: byType.get(row.id) ?? 0 }));
}

export async function findType(db: Db, id: number): Promise<CaseTypeRow | null> {
  const [row] = await db.select().from(caseTypes).where(eq(caseTypes.id, id)).limit(1);
  return row ?? null;
}

export async function typeNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const conditions = [eq(caseTypes.name, name)];
  if (exceptId !== undefined) conditions.push(ne(caseTypes.id, exceptId));
  const rows = await db.select({ id: caseTypes.id }).from(caseTypes).where(and(...conditions)).limit(1);
  return rows.length > 0;
}

export async function insertType(db: Db, values: typeof caseTypes.$inferInsert): Promise<number> {
  const [row] = await db.insert(caseTypes).values(values).returning({ id: caseTypes.id });
  return row!.id;
}

export async function updateType(db: Db, id: number, values: Partial<typeof caseTypes.$inferInsert>): Promise<void> {
  await db.update(caseTypes).set({ ...values, updatedAt: new Date() }).where(eq(caseTypes.id, id));
}

/** Cases of the type, deleted ones included (their rows still point at it). */
export async function typeInUse(db: Db, id: number): Promise<{ live: number; any: number }> {
  const [live, all] = await Promise.all([
    db.select({ n: count() }).from(cases).where(and(eq(cases.typeId, id), isNull(cases.deletedAt))),
    db.select({ n: count() }).from(cases).where(eq(cases.typeId, id)),
  ]);
  return { live: live[0]?.n ?? 0, any: all[0]?.n ?? 0 };
}

export async function deleteType(db: Db, id: number): Promise<void> {
  await db.delete(caseTypes).where(eq(caseTypes.id, id));
}
