// Who owns which notebook kernel and session, in the database (issue 19): every API instance answers ownership
// from the same table, so any instance can relay any user's kernel channel, and the kernel caps are checked under a
// PostgreSQL transaction-level advisory lock, so two instances starting sessions at once cannot both pass them
// (PGlite runs the same SQL). Jupyter stays the truth about which kernels exist: `reconcile` drops the rows of
// kernels that are gone (culled by the watchdog, died, stopped elsewhere) and adopts sessions under a user's folder
// that have no row (started before this table, or by a reconciliation race).
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, like, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notebookKernels, type NotebookKernelRow } from '../../db/schema/index.js';
import { ownerOfPath, type JupyterSession } from './jupyterApi.js';

/** The advisory lock every instance takes to check the kernel caps and reserve a kernel ('nbcaps'). */
export const KERNEL_CAPS_LOCK = 0x6e6263617073;
const PENDING = 'pending-';
/** Reservations for the kernel pool belong to no account (ids start at 1). */
const POOL_USER = 0;
const POOL_PATH = '.pool';
/** A reservation whose instance never completed it (it died during a start) is dropped after this long. */
const PENDING_TTL_MS = 2 * 60_000;

export type Reservation = { ok: true; id: string } | { ok: false; reason: 'user'; running: number } | { ok: false; reason: 'global' };

export interface KernelCaps {
  maxKernelsPerUser: number;
  maxKernels: number;
}

/** What Jupyter says is running: its sessions and the ids of all its kernels (sessions or not). */
export interface JupyterState {
  sessions: JupyterSession[];
  kernelIds: string[];
}

export class KernelStore {
  constructor(private readonly db: Db) {}

  /** The user a kernel belongs to, undefined when no row has it. */
  async ownerOfKernel(kernelId: string): Promise<number | undefined> {
    const [row] = await this.db.select({ userId: notebookKernels.userId }).from(notebookKernels).where(eq(notebookKernels.kernelId, kernelId)).limit(1);
    return row?.userId;
  }

  /** The owner and notebook path of a kernel (of its session, or the one it was started for), undefined when no row has it. */
  async kernel(kernelId: string): Promise<{ userId: number; path: string } | undefined> {
    const [row] = await this.db
      .select({ userId: notebookKernels.userId, path: notebookKernels.path })
      .from(notebookKernels)
      .where(eq(notebookKernels.kernelId, kernelId))
      .limit(1);
    return row;
  }

  async ownerOfSession(sessionId: string): Promise<number | undefined> {
    const [row] = await this.db.select({ userId: notebookKernels.userId }).from(notebookKernels).where(eq(notebookKernels.sessionId, sessionId)).limit(1);
    return row?.userId;
  }

  /** The rows of started kernels (not reservations). */
  async list(userId?: number): Promise<NotebookKernelRow[]> {
    const started = sql`${notebookKernels.kernelId} not like ${`${PENDING}%`}`;
    return this.db
      .select()
      .from(notebookKernels)
      .where(userId === undefined ? started : and(started, eq(notebookKernels.userId, userId)));
  }

  /**
   * Checks the caps and reserves a kernel for `userId`, under the advisory lock: the user's rows (started and
   * reserved) against the per-user cap, and reservations plus the kernels Jupyter runs (`liveKernels`, their ids;
   * read in that order, so a reservation completed meanwhile is counted at least once) against the global cap. When
   * the user is at the cap, their rows are first reconciled with Jupyter (a culled kernel must not keep them out).
   * `pooled`: the user is taking a kernel of the pool, already among Jupyter's kernels, so the global cap is not
   * checked (handing it out adds no kernel); the per-user cap is.
   */
  async reserve(userId: number, path: string, caps: KernelCaps, liveKernels: () => Promise<string[]>, pooled = false): Promise<Reservation> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${KERNEL_CAPS_LOCK})`);
      const mine = async (): Promise<number> =>
        Number((await tx.select({ n: count() }).from(notebookKernels).where(eq(notebookKernels.userId, userId)))[0]?.n ?? 0);
      let running = await mine();
      if (running >= caps.maxKernelsPerUser) {
        // now() is this transaction's start: rows completed after it are younger and kept.
        await removeGone(tx, await liveKernels(), sql`now()`, userId);
        running = await mine();
        if (running >= caps.maxKernelsPerUser) return { ok: false, reason: 'user', running } as const;
      }
      if (pooled) return this.insertReservation(tx, userId, path);
      // Reservations first, Jupyter's list after: one completed in between is already in Jupyter's list.
      const [pending] = await tx.select({ n: count() }).from(notebookKernels).where(like(notebookKernels.kernelId, `${PENDING}%`));
      const live = (await liveKernels()).length;
      if (Number(pending?.n ?? 0) + live >= caps.maxKernels) return { ok: false, reason: 'global' } as const;
      return this.insertReservation(tx, userId, path);
    });
  }

  /**
   * Room for one more kernel of the pool under the global cap (same lock and count as `reserve`): a reservation of
   * nobody (user 0, which no account has) to release once Jupyter lists the kernel; null when the cap is reached.
   */
  async reservePool(caps: KernelCaps, liveKernels: () => Promise<string[]>): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${KERNEL_CAPS_LOCK})`);
      const [pending] = await tx.select({ n: count() }).from(notebookKernels).where(like(notebookKernels.kernelId, `${PENDING}%`));
      const live = (await liveKernels()).length;
      if (Number(pending?.n ?? 0) + live >= caps.maxKernels) return null;
      const reserved = await this.insertReservation(tx, POOL_USER, POOL_PATH);
      return reserved.id;
    });
  }

  private async insertReservation(tx: Db, userId: number, path: string): Promise<{ ok: true; id: string }> {
    const id = `${PENDING}${randomUUID()}`;
    await tx.insert(notebookKernels).values({ kernelId: id, sessionId: null, userId, path });
    return { ok: true, id } as const;
  }

  /** Replaces the reservation `id` (if any) with the session Jupyter started or joined. */
  async complete(id: string | null, userId: number, session: { id: string; path: string; kernelId: string }): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (id !== null) await tx.delete(notebookKernels).where(eq(notebookKernels.kernelId, id));
      await tx
        .insert(notebookKernels)
        .values({ kernelId: session.kernelId, sessionId: session.id, userId, path: session.path })
        .onConflictDoUpdate({
          target: notebookKernels.kernelId,
          set: { sessionId: session.id, path: session.path, lastSeen: sql`now()` },
          where: eq(notebookKernels.userId, userId),
        });
    });
  }

  /** Drops a reservation whose start failed. */
  async release(id: string): Promise<void> {
    await this.db.delete(notebookKernels).where(eq(notebookKernels.kernelId, id));
  }

  async removeSession(sessionId: string): Promise<void> {
    await this.db.delete(notebookKernels).where(eq(notebookKernels.sessionId, sessionId));
  }

  async removeKernel(kernelId: string): Promise<void> {
    await this.db.delete(notebookKernels).where(eq(notebookKernels.kernelId, kernelId));
  }

  async movePath(sessionId: string, path: string): Promise<void> {
    await this.db.update(notebookKernels).set({ path }).where(eq(notebookKernels.sessionId, sessionId));
  }

  /**
   * Brings the table in line with Jupyter, whose state was read by `jupyter()` after this call began: rows of kernels
   * Jupyter no longer runs are removed (only rows older than that read, so a kernel started meanwhile stays), stale
   * reservations are removed, the others are marked seen, and sessions under a user's folder without a row are
   * adopted. Answers how many rows were removed and adopted.
   */
  async reconcile(jupyter: () => Promise<JupyterState>): Promise<{ removed: number; adopted: number }> {
    const [clock] = await this.db.select({ now: sql<string>`now()::text` }).from(sql`(select 1) as one`);
    const before = sql`${clock?.now ?? 'epoch'}::timestamptz`;
    const state = await jupyter();
    return this.db.transaction(async (tx) => {
      const removed = await removeGone(tx, state.kernelIds, before);
      const stale = await tx
        .delete(notebookKernels)
        .where(and(like(notebookKernels.kernelId, `${PENDING}%`), isNull(notebookKernels.sessionId), lt(notebookKernels.startedAt, sql`now() - ${PENDING_TTL_MS} * interval '1 millisecond'`)))
        .returning({ id: notebookKernels.kernelId });
      if (state.kernelIds.length > 0) {
        await tx.update(notebookKernels).set({ lastSeen: sql`now()` }).where(inArray(notebookKernels.kernelId, state.kernelIds));
      }
      const untracked = state.sessions.filter((s) => s.kernel && ownerOfPath(s.path) !== null);
      let adopted = 0;
      if (untracked.length > 0) {
        const rows = await tx
          .insert(notebookKernels)
          .values(untracked.map((s) => ({ kernelId: s.kernel!.id, sessionId: s.id, userId: ownerOfPath(s.path)!, path: s.path })))
          .onConflictDoNothing()
          .returning({ id: notebookKernels.kernelId });
        adopted = rows.length;
      }
      return { removed: removed + stale.length, adopted };
    });
  }
}

/** Deletes the started rows (of `userId`, or everyone's) whose kernel is not in `live`, started before `before`. */
async function removeGone(tx: Db, live: string[], before: ReturnType<typeof sql>, userId?: number): Promise<number> {
  const conditions = [sql`${notebookKernels.kernelId} not like ${`${PENDING}%`}`, lt(notebookKernels.startedAt, before)];
  if (live.length > 0) conditions.push(notInArray(notebookKernels.kernelId, live));
  if (userId !== undefined) conditions.push(eq(notebookKernels.userId, userId));
  const gone = await tx.delete(notebookKernels).where(and(...conditions)).returning({ id: notebookKernels.kernelId });
  return gone.length;
}
