// Storage of the blockchain case library. The organizations' private keys are read by nothing here but
// `organizationKeys` (for the lab's server-side signing, later); every other read selects `publicColumns`.
import type { BlockBusiness, BlockProcessStep } from '@finedu/domain';
import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blockCaseBusinesses, blockCaseOrganizations, blockCases, blockCaseSteps, type BlockCaseRow } from '../../db/schema/index.js';

export interface BlockCaseFilter {
  keyword?: string | undefined;
  scenario?: string | undefined;
  status?: string | undefined;
}

export interface BlockCaseWithCounts {
  row: BlockCaseRow;
  organizationCount: number;
  stepCount: number;
}

/** An organization without its private key: what answers are built from. */
export const publicColumns = {
  id: blockCaseOrganizations.id,
  caseId: blockCaseOrganizations.caseId,
  key: blockCaseOrganizations.key,
  name: blockCaseOrganizations.name,
  type: blockCaseOrganizations.type,
  validator: blockCaseOrganizations.validator,
  balance: blockCaseOrganizations.balance,
  credit: blockCaseOrganizations.credit,
  publicKey: blockCaseOrganizations.publicKey,
  sort: blockCaseOrganizations.sort,
};
export type PublicOrganization = { [K in keyof typeof publicColumns]: (typeof blockCaseOrganizations.$inferSelect)[K] };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// Correlated by hand: inside a subquery drizzle would print the columns unqualified ("id" would be the step's).
const organizationCount = sql<number>`(select count(*) from "block_case_organizations" o where o."case_id" = "block_cases"."id")::int`;
const stepCount = sql<number>`(select count(*) from "block_case_steps" s where s."case_id" = "block_cases"."id")::int`;

function whereOf(filter: BlockCaseFilter): SQL | undefined {
  const conditions: SQL[] = [isNull(blockCases.deletedAt)];
  if (filter.scenario !== undefined) conditions.push(eq(blockCases.scenario, filter.scenario));
  if (filter.status !== undefined) conditions.push(eq(blockCases.status, filter.status));
  if (filter.keyword) conditions.push(ilike(blockCases.title, `%${escapeLike(filter.keyword)}%`));
  return and(...conditions);
}

export async function listCases(db: Db, filter: BlockCaseFilter, offset: number, limit: number): Promise<{ rows: BlockCaseWithCounts[]; total: number }> {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select({ row: blockCases, organizationCount, stepCount })
      .from(blockCases)
      .where(where)
      .orderBy(desc(blockCases.updatedAt), desc(blockCases.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(blockCases).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** A case that is not deleted, with its counts. */
export async function findCase(db: Db, id: number): Promise<BlockCaseWithCounts | null> {
  const [found] = await db
    .select({ row: blockCases, organizationCount, stepCount })
    .from(blockCases)
    .where(and(eq(blockCases.id, id), isNull(blockCases.deletedAt)))
    .limit(1);
  return found ?? null;
}

/** Locks a case that is not deleted for the rest of the transaction (writes to one case are serialized). */
export async function lockCase(tx: Db, id: number): Promise<BlockCaseRow | null> {
  const [row] = await tx
    .select()
    .from(blockCases)
    .where(and(eq(blockCases.id, id), isNull(blockCases.deletedAt)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** A seeded case by its slug, deleted ones included (a demo the admin deleted is not seeded again). */
export async function findBySlug(db: Db, slug: string): Promise<{ id: number } | null> {
  const [row] = await db.select({ id: blockCases.id }).from(blockCases).where(eq(blockCases.slug, slug)).limit(1);
  return row ?? null;
}

export async function insertCase(tx: Db, values: typeof blockCases.$inferInsert): Promise<number> {
  const [row] = await tx.insert(blockCases).values(values).returning({ id: blockCases.id });
  return row!.id;
}

export async function updateCase(tx: Db, id: number, values: Partial<typeof blockCases.$inferInsert>): Promise<void> {
  await tx.update(blockCases).set({ ...values, updatedAt: new Date() }).where(eq(blockCases.id, id));
}

/** Soft delete: the lab's attempts (later) keep their case; the case disappears from every list. */
export async function deleteCase(tx: Db, id: number): Promise<void> {
  await tx.update(blockCases).set({ deletedAt: new Date() }).where(eq(blockCases.id, id));
}

export async function touchCase(tx: Db, id: number): Promise<void> {
  await tx.update(blockCases).set({ updatedAt: new Date() }).where(eq(blockCases.id, id));
}

export async function listOrganizations(db: Db, caseId: number): Promise<PublicOrganization[]> {
  return db.select(publicColumns).from(blockCaseOrganizations).where(eq(blockCaseOrganizations.caseId, caseId)).orderBy(asc(blockCaseOrganizations.sort), asc(blockCaseOrganizations.id));
}

export async function findOrganization(db: Db, caseId: number, orgId: number): Promise<PublicOrganization | null> {
  const [row] = await db
    .select(publicColumns)
    .from(blockCaseOrganizations)
    .where(and(eq(blockCaseOrganizations.caseId, caseId), eq(blockCaseOrganizations.id, orgId)))
    .limit(1);
  return row ?? null;
}

export async function insertOrganization(tx: Db, values: typeof blockCaseOrganizations.$inferInsert): Promise<number> {
  const [row] = await tx.insert(blockCaseOrganizations).values(values).returning({ id: blockCaseOrganizations.id });
  return row!.id;
}

export async function updateOrganization(tx: Db, orgId: number, values: Partial<typeof blockCaseOrganizations.$inferInsert>): Promise<void> {
  await tx.update(blockCaseOrganizations).set({ ...values, updatedAt: new Date() }).where(eq(blockCaseOrganizations.id, orgId));
}

export async function deleteOrganization(tx: Db, orgId: number): Promise<void> {
  await tx.delete(blockCaseOrganizations).where(eq(blockCaseOrganizations.id, orgId));
}

/** The key pairs of a case's organizations, by organization key: for server-side signing only, never for an answer. */
export async function organizationKeys(db: Db, caseId: number): Promise<Map<string, { publicKey: string; privateKey: string }>> {
  const rows = await db
    .select({ key: blockCaseOrganizations.key, publicKey: blockCaseOrganizations.publicKey, privateKey: blockCaseOrganizations.privateKey })
    .from(blockCaseOrganizations)
    .where(eq(blockCaseOrganizations.caseId, caseId));
  return new Map(rows.map((r) => [r.key, { publicKey: r.publicKey, privateKey: r.privateKey }]));
}

export async function findBusiness(db: Db, caseId: number): Promise<BlockBusiness | null> {
  const [row] = await db.select({ definition: blockCaseBusinesses.definition }).from(blockCaseBusinesses).where(eq(blockCaseBusinesses.caseId, caseId)).limit(1);
  return row?.definition ?? null;
}

export async function putBusiness(tx: Db, caseId: number, definition: BlockBusiness): Promise<void> {
  await tx
    .insert(blockCaseBusinesses)
    .values({ caseId, definition })
    .onConflictDoUpdate({ target: blockCaseBusinesses.caseId, set: { definition, updatedAt: new Date() } });
}

export async function listSteps(db: Db, caseId: number): Promise<BlockProcessStep[]> {
  const rows = await db.select({ definition: blockCaseSteps.definition }).from(blockCaseSteps).where(eq(blockCaseSteps.caseId, caseId)).orderBy(asc(blockCaseSteps.position));
  return rows.map((r) => r.definition);
}

export async function replaceSteps(tx: Db, caseId: number, steps: readonly BlockProcessStep[]): Promise<void> {
  await tx.delete(blockCaseSteps).where(eq(blockCaseSteps.caseId, caseId));
  if (steps.length > 0) await tx.insert(blockCaseSteps).values(steps.map((definition, position) => ({ caseId, position, definition })));
}
