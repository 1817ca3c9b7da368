import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * The API instances alive in the cluster (issue 19): each job queue registers itself at start (a random id) and
 * heartbeats every QUEUE_HEARTBEAT_SECONDS; a stopped queue deletes its row, a dead instance's row is removed by
 * the instance that finds it silent past QUEUE_INSTANCE_TIMEOUT_SECONDS.
 */
export const apiInstances = pgTable(
  'api_instances',
  {
    id: text('id').primaryKey(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_instances_heartbeat_idx').on(t.heartbeatAt)],
);

/** The pg-boss job each instance's worker is running now (one row per job, dropped when it ends). */
export const apiInstanceJobs = pgTable(
  'api_instance_jobs',
  {
    queue: text('queue').notNull(),
    jobId: uuid('job_id').notNull(),
    instanceId: text('instance_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'api_instance_jobs_pk', columns: [t.queue, t.jobId] }), index('api_instance_jobs_instance_idx').on(t.instanceId)],
);

export type ApiInstanceRow = typeof apiInstances.$inferSelect;

/**
 * The keyed jobs sent (a singleton key: an attempt, a user), recorded by the job queue before pg-boss stores the job,
 * so that "is a job of this key unfinished?" is answered from this table and pg-boss's getJobById, never by SQL into
 * pg-boss's own tables. A record whose job has finished is dropped when it is next read (or after a week).
 */
export const apiKeyedJobs = pgTable(
  'api_keyed_jobs',
  {
    queue: text('queue').notNull(),
    key: text('key').notNull(),
    jobId: uuid('job_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'api_keyed_jobs_pk', columns: [t.queue, t.jobId] }), index('api_keyed_jobs_key_idx').on(t.queue, t.key)],
);
