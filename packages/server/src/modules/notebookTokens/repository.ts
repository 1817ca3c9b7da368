import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { colleges, notebookTokenAudit, notebookTokens, users } from '../../db/schema/index.js';

export type NotebookTokenRow = typeof notebookTokens.$inferSelect;

export async function listTokens(db: Db, userId: number): Promise<NotebookTokenRow[]> {
  return db.select().from(notebookTokens).where(eq(notebookTokens.userId, userId)).orderBy(desc(notebookTokens.createdAt), desc(notebookTokens.id));
}

/** The user's tokens that still open the gateway (not revoked, not expired). */
export async function countLive(db: Pick<Db, 'select'>, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notebookTokens)
    .where(and(eq(notebookTokens.userId, userId), isNull(notebookTokens.revokedAt), gt(notebookTokens.expiresAt, now)));
  return row?.n ?? 0;
}

/**
 * Inserts a token and its audit entry when the user has fewer than `maxLive` live tokens, else answers 'full'. The
 * count and the insert run in one transaction holding an advisory lock on the user: two creates at once cannot both pass.
 */
export async function insertWithinCap(
  db: Db,
  values: { userId: number; name: string; tokenHash: string; hint: string; createdAt: Date; expiresAt: Date },
  maxLive: number,
  ip: string,
): Promise<NotebookTokenRow | 'full'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('notebook_tokens'), ${values.userId}::int)`);
    const live = await countLive(tx, values.userId, values.createdAt);
    if (live >= maxLive) return 'full' as const;
    const [row] = await tx.insert(notebookTokens).values(values).returning();
    await insertAudit(tx, { tokenId: row!.id, userId: values.userId, actorId: values.userId, action: 'create', ip, createdAt: values.createdAt });
    return row!;
  });
}

/** Revokes the user's token `id` when it is theirs and not revoked yet; the row, or undefined. */
export async function revokeToken(db: Db, userId: number, id: number, now: Date): Promise<NotebookTokenRow | undefined> {
  const [row] = await db
    .update(notebookTokens)
    .set({ revokedAt: now })
    .where(and(eq(notebookTokens.id, id), eq(notebookTokens.userId, userId), isNull(notebookTokens.revokedAt)))
    .returning();
  return row;
}

export async function findToken(db: Db, userId: number, id: number): Promise<NotebookTokenRow | undefined> {
  const [row] = await db.select().from(notebookTokens).where(and(eq(notebookTokens.id, id), eq(notebookTokens.userId, userId))).limit(1);
  return row;
}

export async function insertAudit(db: Pick<Db, 'insert'>, entry: { tokenId: number; userId: number; actorId: number; action: 'create' | 'revoke'; ip: string; createdAt: Date }): Promise<void> {
  await db.insert(notebookTokenAudit).values(entry);
}

export async function auditOf(db: Db, userId: number) {
  return db.select().from(notebookTokenAudit).where(eq(notebookTokenAudit.userId, userId)).orderBy(notebookTokenAudit.id);
}

/** The token with this hash, its user and college, in one query (every gateway request of a stock client). */
export async function findByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: notebookTokens, user: users, college: colleges })
    .from(notebookTokens)
    .innerJoin(users, eq(users.id, notebookTokens.userId))
    .leftJoin(colleges, eq(colleges.id, users.eduId))
    .where(eq(notebookTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Notes a use, at most once a minute per token (a stock client calls the gateway many times a minute). */
export async function touch(db: Db, id: number, now: Date): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(notebookTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(notebookTokens.id, id), or(isNull(notebookTokens.lastUsedAt), lt(notebookTokens.lastUsedAt, minuteAgo))));
}
