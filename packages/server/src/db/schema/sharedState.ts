import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every API instance (issue 19): one row per limited route and caller key, counted by
 * one upsert statement (see plugins/rateLimitStore.ts). Rows whose window has ended are pruned. The migration makes
 * it UNLOGGED (drizzle cannot say so): no WAL flush per hit (a hit cost 8.9 ms on a busy disk, 1.9 ms unlogged); a
 * PostgreSQL crash empties it, which only restarts the windows, and replicas do not have it.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    count: bigint('count', { mode: 'number' }).notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/**
 * The notebook kernels the gateway started (issue 19), so any API instance can tell whose a kernel or session is
 * and the kernel caps hold across instances. A row is reserved (`pending-…` kernel id, no session) before Jupyter
 * starts the kernel, completed when it answered, removed when the session or kernel is deleted, and reconciled with
 * Jupyter's own list (kernels the watchdog culled or that died). No foreign key to users: a row lives as long as the
 * kernel, which the reconciliation removes.
 */
export const notebookKernels = pgTable(
  'notebook_kernels',
  {
    kernelId: varchar('kernel_id', { length: 80 }).primaryKey(),
    sessionId: varchar('session_id', { length: 80 }),
    userId: integer('user_id').notNull(),
    path: varchar('path', { length: 1024 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notebook_kernels_user_idx').on(t.userId), index('notebook_kernels_session_idx').on(t.sessionId)],
);

export type NotebookKernelRow = typeof notebookKernels.$inferSelect;

/**
 * Single-use tickets (their sha256) that open a kernel channel (issue 37): a browser's WebSocket sends no Authorization
 * header, and the API token must never travel in a URL. 60 s, bound to the user who asked; spent by the upgrade on any
 * API instance. No foreign key, as the kernel table's: the gateway knows users only by their id.
 */
export const notebookChannelTickets = pgTable(
  'notebook_channel_tickets',
  {
    hash: varchar('hash', { length: 64 }).primaryKey(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notebook_channel_tickets_expires_idx').on(t.expiresAt)],
);
