// SQL of teaching resources, their categories and grants.
import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, isNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { resourceCategories, resourceGrants, resources, uploads, users, type ResourceCategoryRow, type ResourceRow, type UploadRow } from '../../db/schema/index.js';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Which resources a query covers, in the service's words; only this repository turns it into SQL.
 * `library`: a college's library (own + granted) or the platform's (`eduId` null); `ownedBy`: a college's own only;
 * `grantedTo`: only the platform resources granted to the college.
 */
export type ResourceScope = { kind: 'library'; eduId: number | null } | { kind: 'ownedBy'; eduId: number } | { kind: 'grantedTo'; eduId: number };

const grantedTo = (eduId: number): SQL =>
  and(isNull(resources.eduId), exists(sql`(select 1 from ${resourceGrants} where ${resourceGrants.resourceId} = ${resources.id} and ${resourceGrants.eduId} = ${eduId})`))!;

function scopeSql(scope: ResourceScope): SQL {
  switch (scope.kind) {
    case 'library':
      return scope.eduId === null ? isNull(resources.eduId) : or(eq(resources.eduId, scope.eduId), grantedTo(scope.eduId))!;
    case 'ownedBy':
      return eq(resources.eduId, scope.eduId);
    case 'grantedTo':
      return grantedTo(scope.eduId);
    default:
      return scope satisfies never;
  }
}

export interface ResourceFilter {
  scope: ResourceScope;
  keyword?: string | undefined;
  type?: string | undefined;
  categoryId?: number | undefined;
}

export interface ResourceWithNames {
  row: ResourceRow;
  categoryName: string | null;
  authorName: string | null;
}

function whereOf(filter: ResourceFilter): SQL {
  const conditions: SQL[] = [isNull(resources.deletedAt), scopeSql(filter.scope)];
  if (filter.type !== undefined) conditions.push(eq(resources.type, filter.type));
  if (filter.categoryId !== undefined) conditions.push(eq(resources.categoryId, filter.categoryId));
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(resources.title, like), ilike(resources.description, like), ilike(resources.filename, like))!);
  }
  return and(...conditions)!;
}

const withNames = { row: resources, categoryName: resourceCategories.name, authorName: users.name };

export async function listResources(db: Db, filter: ResourceFilter, offset: number, limit: number): Promise<{ rows: ResourceWithNames[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(withNames)
      .from(resources)
      .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
      .leftJoin(users, eq(users.id, resources.createdBy))
      .where(where)
      .orderBy(desc(resources.updatedAt), desc(resources.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(resources).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The resource (not deleted) when it is within `scope`. */
export async function findResource(db: Db, id: number, scope: ResourceScope): Promise<ResourceWithNames | null> {
  const [row] = await db
    .select(withNames)
    .from(resources)
    .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
    .leftJoin(users, eq(users.id, resources.createdBy))
    .where(and(eq(resources.id, id), isNull(resources.deletedAt), scopeSql(scope)))
    .limit(1);
  return row ?? null;
}

/** Resources among `ids` (not deleted) within `scope`. */
export async function resourcesIn(db: Db, ids: number[], scope: ResourceScope): Promise<ResourceRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(resources)
    .where(and(inArray(resources.id, ids), isNull(resources.deletedAt), scopeSql(scope)));
}

export async function insertResource(db: Db, values: typeof resources.$inferInsert): Promise<number> {
  const [row] = await db.insert(resources).values(values).returning({ id: resources.id });
  return row!.id;
}

export async function updateResource(db: Db, id: number, values: Partial<typeof resources.$inferInsert>): Promise<void> {
  await db.update(resources).set({ ...values, updatedAt: new Date() }).where(eq(resources.id, id));
}

export async function softDeleteResource(db: Db, id: number): Promise<void> {
  await db.update(resources).set({ deletedAt: new Date(), slug: null }).where(eq(resources.id, id));
}

export async function grantsOf(db: Db, resourceIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (resourceIds.length === 0) return result;
  const rows = await db.select().from(resourceGrants).where(inArray(resourceGrants.resourceId, resourceIds)).orderBy(asc(resourceGrants.eduId));
  for (const r of rows) result.set(r.resourceId, [...(result.get(r.resourceId) ?? []), r.eduId]);
  return result;
}

/** The platform resources granted to a college. */
export async function storeOf(db: Db, eduId: number): Promise<number[]> {
  const rows = await db
    .select({ id: resourceGrants.resourceId })
    .from(resourceGrants)
    .innerJoin(resources, eq(resources.id, resourceGrants.resourceId))
    .where(and(eq(resourceGrants.eduId, eduId), isNull(resources.deletedAt)))
    .orderBy(asc(resourceGrants.resourceId));
  return rows.map((r) => r.id);
}

export async function replaceStore(db: Db, eduId: number, resourceIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(resourceGrants).where(eq(resourceGrants.eduId, eduId));
    if (resourceIds.length > 0) await tx.insert(resourceGrants).values(resourceIds.map((resourceId) => ({ resourceId, eduId })));
  });
}

/** A completed upload at `key` made by the user or by anyone of the college. */
export async function completedUpload(db: Db, key: string, userId: number, eduId: number | null): Promise<UploadRow | null> {
  const owner = eduId === null ? eq(uploads.userId, userId) : or(eq(uploads.userId, userId), eq(uploads.eduId, eduId))!;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.status, 'completed'), owner))
    .orderBy(desc(uploads.completedAt))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- categories

export async function listCategories(db: Db, eduId: number | null): Promise<Array<{ row: ResourceCategoryRow; count: number }>> {
  const scope = eduId === null ? isNull(resourceCategories.eduId) : eq(resourceCategories.eduId, eduId);
  const [rows, counts] = await Promise.all([
    db.select().from(resourceCategories).where(scope).orderBy(asc(resourceCategories.sort), asc(resourceCategories.id)),
    db.select({ id: resources.categoryId, n: count() }).from(resources).where(isNull(resources.deletedAt)).groupBy(resources.categoryId),
  ]);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((row) => ({ row, count: byId.get(row.id) ?? 0 }));
}

export async function findCategory(db: Db, id: number, eduId: number | null): Promise<ResourceCategoryRow | null> {
  const scope = eduId === null ? isNull(resourceCategories.eduId) : eq(resourceCategories.eduId, eduId);
  const [row] = await db.select().from(resourceCategories).where(and(eq(resourceCategories.id, id), scope)).limit(1);
  return row ?? null;
}

export async function categoryNameTaken(db: Db, eduId: number | null, name: string, exceptId?: number): Promise<boolean> {
  const scope = eduId === null ? isNull(resourceCategories.eduId) : eq(resourceCategories.eduId, eduId);
  const rows = await db
    .select({ id: resourceCategories.id })
    .from(resourceCategories)
    .where(and(scope, eq(resourceCategories.name, name), exceptId === undefined ? undefined : ne(resourceCategories.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertCategory(db: Db, values: typeof resourceCategories.$inferInsert): Promise<number> {
  const [row] = await db.insert(resourceCategories).values(values).returning({ id: resourceCategories.id });
  return row!.id;
}

export async function updateCategory(db: Db, id: number, values: Partial<typeof resourceCategories.$inferInsert>): Promise<void> {
  await db.update(resourceCategories).set(values).where(eq(resourceCategories.id, id));
}

/** Live resources in the category (deleted ones are detached first). */
export async function categoryInUse(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resources).where(and(eq(resources.categoryId, id), isNull(resources.deletedAt)));
  return row?.n ?? 0;
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(resources).set({ categoryId: null }).where(eq(resources.categoryId, id));
    await tx.delete(resourceCategories).where(eq(resourceCategories.id, id));
  });
}

/** Slug and storage key of the seeded demo resources still in use (their slugs start with `demo-res-`). */
export async function demoResourceKeys(db: Db): Promise<Array<{ slug: string | null; key: string }>> {
  return db
    .select({ slug: resources.slug, key: resources.key })
    .from(resources)
    .where(and(isNotNull(resources.slug), like(resources.slug, 'demo-res-%'), isNull(resources.deletedAt)));
}
