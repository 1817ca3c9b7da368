import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The scheduled jobs' run log of the whole cluster (issue 19): one row per job, updated by whichever instance ran
 * it, so the operations page and /metrics show the same last run and success on every instance. The queue itself
 * (jobs waiting, running, failed) is pg-boss's, in the `pgboss` schema (migration 0019_job_queue).
 */
export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  name: text('name').primaryKey(),
  intervalMs: integer('interval_ms').notNull().default(0),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastOk: boolean('last_ok'),
  lastError: text('last_error'),
  lastDurationMs: integer('last_duration_ms'),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});

export type ScheduledJobRunRow = typeof scheduledJobRuns.$inferSelect;
