// Storage of the blockchain lab's attempts (issue 11): one attempt per user and case, its blocks and its
// transactions (`height` null while in the mempool). The organizations' keys are read through the case
// library's `organizationKeys` only.
import type { Block, Transaction } from '@finedu/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blockCases, blockLabAttempts, blockLabBlocks, blockLabTransactions, classes, users, type BlockLabAttemptRow, type ClassRow, type UserRow } from '../../db/schema/index.js';

/** An attempt with what its summary shows of its case. */
export interface AttemptWithCase {
  row: BlockLabAttemptRow;
  caseTitle: string;
  scenario: string;
  consensus: string;
  stepCount: number;
}

const stepCount = sql<number>`(select count(*) from "block_case_steps" s where s."case_id" = "block_lab_attempts"."case_id")::int`;
const withCase = { row: blockLabAttempts, caseTitle: blockCases.title, scenario: blockCases.scenario, consensus: blockCases.consensus, stepCount };

export async function findAttempt(db: Db, id: number): Promise<BlockLabAttemptRow | null> {
  const [row] = await db.select().from(blockLabAttempts).where(eq(blockLabAttempts.id, id)).limit(1);
  return row ?? null;
}

/** Holds the attempt's row for the rest of the transaction: writes to one chain are serialized. */
export async function lockAttempt(tx: Db, id: number): Promise<BlockLabAttemptRow | null> {
  const [row] = await tx.select().from(blockLabAttempts).where(eq(blockLabAttempts.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findAttemptOf(db: Db, caseId: number, userId: number): Promise<BlockLabAttemptRow | null> {
  const [row] = await db
    .select()
    .from(blockLabAttempts)
    .where(and(eq(blockLabAttempts.caseId, caseId), eq(blockLabAttempts.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Inserts the attempt unless the user already has one at the case (a concurrent start); answers the id of either. */
export async function insertAttempt(tx: Db, values: { caseId: number; userId: number; eduId: number | null }): Promise<{ id: number; created: boolean }> {
  const [row] = await tx.insert(blockLabAttempts).values(values).onConflictDoNothing().returning({ id: blockLabAttempts.id });
  if (row) return { id: row.id, created: true };
  return { id: (await findAttemptOf(tx, values.caseId, values.userId))!.id, created: false };
}

export async function updateAttempt(tx: Db, id: number, values: Partial<typeof blockLabAttempts.$inferInsert>): Promise<void> {
  await tx.update(blockLabAttempts).set({ ...values, updatedAt: new Date() }).where(eq(blockLabAttempts.id, id));
}

export async function listBlocks(db: Db, attemptId: number): Promise<Block[]> {
  const rows = await db.select({ data: blockLabBlocks.data }).from(blockLabBlocks).where(eq(blockLabBlocks.attemptId, attemptId)).orderBy(asc(blockLabBlocks.height));
  return rows.map((r) => r.data);
}

export interface StoredTransaction {
  tx: Transaction;
  seq: number;
  height: number | null;
}

export async function listTransactions(db: Db, attemptId: number): Promise<StoredTransaction[]> {
  const rows = await db
    .select({ data: blockLabTransactions.data, seq: blockLabTransactions.seq, height: blockLabTransactions.height })
    .from(blockLabTransactions)
    .where(eq(blockLabTransactions.attemptId, attemptId))
    .orderBy(asc(blockLabTransactions.seq));
  return rows.map((r) => ({ tx: r.data, seq: r.seq, height: r.height }));
}

export async function insertBlock(tx: Db, attemptId: number, block: Block): Promise<void> {
  await tx.insert(blockLabBlocks).values({ attemptId, height: block.height, data: block });
}

export async function insertTransaction(tx: Db, attemptId: number, seq: number, transaction: Transaction): Promise<void> {
  await tx.insert(blockLabTransactions).values({ attemptId, txId: transaction.id, seq, data: transaction, height: null });
}

/** Moves these mempool transactions into the block at `height`. */
export async function mineTransactions(tx: Db, attemptId: number, txIds: string[], height: number): Promise<void> {
  await tx
    .update(blockLabTransactions)
    .set({ height })
    .where(and(eq(blockLabTransactions.attemptId, attemptId), inArray(blockLabTransactions.txId, txIds), isNull(blockLabTransactions.height)));
}

export async function deleteChain(tx: Db, attemptId: number): Promise<void> {
  await tx.delete(blockLabTransactions).where(eq(blockLabTransactions.attemptId, attemptId));
  await tx.delete(blockLabBlocks).where(eq(blockLabBlocks.attemptId, attemptId));
}

/** The user's attempts at cases that are not deleted, newest activity first. */
export async function attemptsOfUser(db: Db, userId: number): Promise<AttemptWithCase[]> {
  return db
    .select(withCase)
    .from(blockLabAttempts)
    .innerJoin(blockCases, eq(blockCases.id, blockLabAttempts.caseId))
    .where(and(eq(blockLabAttempts.userId, userId), isNull(blockCases.deletedAt)))
    .orderBy(sql`${blockLabAttempts.updatedAt} desc`, sql`${blockLabAttempts.id} desc`);
}

/** The attempts of these users at these cases. */
export async function attemptsAt(db: Db, caseIds: number[], userIds: number[]): Promise<AttemptWithCase[]> {
  if (caseIds.length === 0 || userIds.length === 0) return [];
  return db
    .select(withCase)
    .from(blockLabAttempts)
    .innerJoin(blockCases, eq(blockCases.id, blockLabAttempts.caseId))
    .where(and(inArray(blockLabAttempts.caseId, caseIds), inArray(blockLabAttempts.userId, userIds)));
}

export async function attemptWithCase(db: Db, id: number): Promise<AttemptWithCase | null> {
  const [row] = await db.select(withCase).from(blockLabAttempts).innerJoin(blockCases, eq(blockCases.id, blockLabAttempts.caseId)).where(eq(blockLabAttempts.id, id)).limit(1);
  return row ?? null;
}

export async function findUser(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The classes of a college. */
export async function collegeClasses(db: Db, eduId: number): Promise<ClassRow[]> {
  return db.select().from(classes).where(eq(classes.eduId, eduId)).orderBy(asc(classes.id));
}

/** Active students of a college (with or without a class). */
export async function collegeStudents(db: Db, eduId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.eduId, eduId), eq(users.role, 'edu_student'), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
}
