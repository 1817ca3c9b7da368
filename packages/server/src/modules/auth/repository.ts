import { and, desc, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apiTokens, colleges, loginLogs, smsCodes, unknownLoginFailures, users } from '../../db/schema/index.js';
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

/** How wrong passwords count: the lock starts at `maxFailures`, `lockSeconds` doubling per failure up to `maxLockSeconds`. */
export interface FailurePolicy {
  maxFailures: number;
  lockSeconds: number;
  maxLockSeconds: number;
  now: Date;
  /** A count whose latest failure is older than this starts again from 1. */
  forgetBefore: Date;
}

export interface FailureCount {
  failures: number;
  lockedUntil: Date | null;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The count after one more failure, from the row's current values (SET sees the row as it was). */
const nextCount = (failures: AnyColumn, lastFailedAt: AnyColumn, policy: FailurePolicy): SQL<number> =>
  sql<number>`(CASE WHEN ${lastFailedAt} IS NULL OR ${lastFailedAt} < ${at(policy.forgetBefore)} THEN 1 ELSE ${failures} + 1 END)`;

/** The lock that count earns (null below `maxFailures`); the exponent is capped so that `power` cannot overflow. */
const lockFor = (count: SQL, policy: FailurePolicy): SQL<Date | null> => sql<Date | null>`(CASE WHEN ${count} >= ${policy.maxFailures}::int
  THEN ${at(policy.now)} + make_interval(secs => least(${policy.maxLockSeconds}::float8, ${policy.lockSeconds}::float8 * power(2::float8, least(${count} - ${policy.maxFailures}::int, 30))))
  ELSE NULL END)`;

/**
 * One more wrong password for an account, counted by the database in one statement: parallel failures each get
 * their own count, and the lock is what that count earns.
 */
export async function recordLoginFailure(db: Db, userId: number, policy: FailurePolicy): Promise<FailureCount> {
  const count = nextCount(users.failedLogins, users.lastFailedAt, policy);
  const [row] = await db
    .update(users)
    .set({ failedLogins: count, lockedUntil: lockFor(count, policy), lastFailedAt: policy.now })
    .where(eq(users.id, userId))
    .returning({ failures: users.failedLogins, lockedUntil: users.lockedUntil });
  return row ?? { failures: 0, lockedUntil: null };
}

/**
 * After a right password: clears the account's failures, unless it is locked at `now` (a failure counted while
 * this password was checked may have locked it). Answers the lock's end, or null when the account is open.
 */
export async function clearLoginFailures(db: Db, userId: number, now: Date): Promise<Date | null> {
  const cleared = await db
    .update(users)
    .set({ failedLogins: 0, lockedUntil: null })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now)), or(ne(users.failedLogins, 0), isNotNull(users.lockedUntil))))
    .returning({ id: users.id });
  if (cleared.length > 0) return null;
  // Nothing cleared: either nothing to clear (no write, so no change announcement) or locked.
  const [row] = await db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, userId));
  return row?.lockedUntil != null && row.lockedUntil > now ? row.lockedUntil : null;
}

/** The lock of a name that matches no account (null: none). */
export async function unknownNameLock(db: Db, identifier: string): Promise<Date | null> {
  const [row] = await db.select({ lockedUntil: unknownLoginFailures.lockedUntil }).from(unknownLoginFailures).where(eq(unknownLoginFailures.identifier, identifier));
  return row?.lockedUntil ?? null;
}

/** `recordLoginFailure` for a name that matches no account; counts forgotten by now are removed first. */
export async function recordUnknownNameFailure(db: Db, identifier: string, policy: FailurePolicy): Promise<FailureCount> {
  const t = unknownLoginFailures;
  await db.delete(t).where(lt(t.lastFailedAt, policy.forgetBefore));
  const count = nextCount(t.failures, t.lastFailedAt, policy);
  const [row] = await db
    .insert(t)
    .values({ identifier, failures: 1, lockedUntil: lockFor(sql`1`, policy), lastFailedAt: policy.now })
    .onConflictDoUpdate({ target: t.identifier, set: { failures: count, lockedUntil: lockFor(count, policy), lastFailedAt: policy.now } })
    .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
  return row ?? { failures: 0, lockedUntil: null };
}

/** Replaces a password hash by a stronger one of the same password, unless the password changed meanwhile. */
export async function upgradePasswordHash(db: Db, userId: number, from: string, to: string): Promise<void> {
  await db.update(users).set({ password: to }).where(and(eq(users.id, userId), eq(users.password, from)));
}

/** The stored hash and lock as they are now (a cached session may hold older ones). */
export async function passwordStateOf(db: Db, userId: number): Promise<{ password: string; lockedUntil: Date | null } | null> {
  const [row] = await db.select({ password: users.password, lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, userId));
  return row ?? null;
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

/**
 * Takes one of the code's `max` attempts before the code is compared, in one statement: parallel guesses each take
 * their own, so no more than `max` are ever compared. False when none is left.
 */
export async function takeSmsAttempt(db: Db, id: number, max: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, id), lt(smsCodes.attempts, max)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
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
