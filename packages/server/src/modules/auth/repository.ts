import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiTokens, colleges, loginLogs, smsCodes, users } from '../../db/schema/index.js';
import type { CollegeRow } from '../../db/schema/colleges.js';
import type { UserRow } from '../../db/schema/users.js';

export interface SessionRow {
  token: { id: number; expiresAt: Date; revokedAt: Date | null };
  user: UserRow;
  college: CollegeRow | null;
}

function sessionQuery(db: Db) {
  return db
    .select({ token: { id: apiTokens.id, expiresAt: apiTokens.expiresAt, revokedAt: apiTokens.revokedAt }, user: users, college: colleges })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(colleges, eq(colleges.id, users.eduId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('session_by_token_hash');
}
const preparedSessions = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/** Token + user + college in one prepared query (runs on every signed-in request). */
export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<SessionRow | null> {
  let query = preparedSessions.get(db);
  if (query === undefined) {
    query = sessionQuery(db);
    preparedSessions.set(db, query);
  }
  const rows = await query.execute({ hash: tokenHash });
  return rows[0] ?? null;
}

export async function findUserByLogin(db: Db, identifier: string): Promise<{ user: UserRow; college: CollegeRow | null } | null> {
  const rows = await db
    .select({ user: users, college: colleges })
    .from(users)
    .leftJoin(colleges, eq(colleges.id, users.eduId))
    .where(and(or(eq(users.username, identifier), eq(users.phone, identifier)), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertToken(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<number> {
  const [row] = await db.insert(apiTokens).values({ userId, tokenHash, expiresAt }).returning({ id: apiTokens.id });
  return row!.id;
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.update(apiTokens).set({ revokedAt: new Date() }).where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
}

/** Revoke every live token of a user, except one (the caller's) when given. */
export async function revokeUserTokens(db: Db, userId: number, exceptTokenId?: number): Promise<void> {
  const conditions = [eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)];
  if (exceptTokenId !== undefined) conditions.push(ne(apiTokens.id, exceptTokenId));
  await db.update(apiTokens).set({ revokedAt: new Date() }).where(and(...conditions));
}

export async function setLoginFailures(db: Db, userId: number, failedLogins: number, lockedUntil: Date | null): Promise<void> {
  await db.update(users).set({ failedLogins, lockedUntil }).where(eq(users.id, userId));
}

/** Replaces a password hash by a stronger one of the same password, unless the password changed meanwhile. */
export async function upgradePasswordHash(db: Db, userId: number, from: string, to: string): Promise<void> {
  await db.update(users).set({ password: to }).where(and(eq(users.id, userId), eq(users.password, from)));
}

export async function insertLoginLog(db: Db, values: typeof loginLogs.$inferInsert): Promise<void> {
  await db.insert(loginLogs).values(values);
}

export async function listLoginLogs(db: Db, userId: number, limit: number) {
  return db.select().from(loginLogs).where(eq(loginLogs.userId, userId)).orderBy(desc(loginLogs.createdAt), desc(loginLogs.id)).limit(limit);
}

export async function updateUserFields(db: Db, userId: number, fields: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db.update(users).set({ ...fields, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return row!;
}

export async function phoneTakenByOther(db: Db, phone: string, userId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(userId === null ? eq(users.phone, phone) : and(eq(users.phone, phone), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function latestSmsCode(db: Db, phone: string) {
  const rows = await db.select().from(smsCodes).where(eq(smsCodes.phone, phone)).orderBy(desc(smsCodes.createdAt), desc(smsCodes.id)).limit(1);
  return rows[0] ?? null;
}

export async function insertSmsCode(db: Db, phone: string, codeHash: string, expiresAt: Date): Promise<void> {
  // One live code per phone: older unused codes stop working.
  await db.update(smsCodes).set({ usedAt: new Date() }).where(and(eq(smsCodes.phone, phone), isNull(smsCodes.usedAt)));
  await db.insert(smsCodes).values({ phone, codeHash, expiresAt });
}

export async function bumpSmsAttempts(db: Db, id: number): Promise<void> {
  await db.update(smsCodes).set({ attempts: sql`${smsCodes.attempts} + 1` }).where(eq(smsCodes.id, id));
}

/** Mark a code used; false when another request used it first. */
export async function consumeSmsCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, new Date())))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}
