// Durable background jobs in the platform's own database (issue 19), through pg-boss: a job is a row, taken with
// SKIP LOCKED by whichever instance's worker asks first; a job whose instance died is failed by the expiry check of
// any living instance and taken again while retries remain; the state of every job can be read from any instance.
//
// Instances know each other (migration 0022_api_instances): each queue registers its instance at start and
// heartbeats; its workers record the job they run. Every heartbeat tick also fails, through pg-boss, the recorded jobs
// of instances silent past a limit (20 s by default), so a dead instance's job is retried elsewhere within seconds
// instead of at its expiry, which stays as the last resort.
//
// pg-boss is pinned to 10.4.2: the last line that runs on Node 20 (11 and later need Node 22). Its schema (and the
// platform's queues) are created by migration 0019_job_queue from its own construction plans, so `start()` finds
// them current and creates nothing (an app per test stays fast).
//
// PostgreSQL: pg-boss runs on a small pool of its own on the connection string. PGlite (the embedded default, one
// process): on the app's PGlite connection (DatabaseHandle.executeSql). Either way through pg-boss's `db` option.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';

export const QUEUE_SCHEMA = 'pgboss';
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobStateName = (typeof JOB_STATES)[number];
/** Completed and cancelled jobs count as "recent" for this long (the operations page, /metrics). */
export const RECENT_MS = 60 * 60 * 1000;

type Sql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface JobQueueOptions {
  /** PostgreSQL: pg-boss's own pool. */
  connectionString?: string | undefined;
  /** PGlite: pg-boss's SQL on the app's connection. */
  executeSql?: Sql | undefined;
  log: { warn(details: object, message: string): void };
  /** How often an instance fails jobs active past their expiry (any instance does it for all). */
  maintenanceIntervalSeconds?: number;
  /** How often this instance heartbeats and looks for dead ones (seconds; default 5). */
  heartbeatSeconds?: number;
  /** An instance silent for longer than this is dead: its running jobs are failed to be retried elsewhere (default 20). */
  instanceTimeoutSeconds?: number;
  poolSize?: number;
}

/** This instance as the cluster sees it (api_instances). */
export interface InstanceInfo {
  id: string;
  host: string;
  pid: number;
  startedAt: Date;
  heartbeatAt: Date;
}

export interface WorkOptions {
  /** Jobs of this queue run at once on this instance (one pg-boss worker each). */
  concurrency?: number;
  /** How often an idle worker looks for a job another instance sent (a job sent here wakes the workers at once). */
  pollingIntervalSeconds?: number;
  policy?: PgBoss.QueuePolicy;
}

export interface JobOutcome<R> {
  state: JobStateName;
  output: R | null;
  /** The failure's message (state failed). */
  error: string | null;
}

export interface QueueCounts {
  name: string;
  counts: Record<JobStateName, number>;
  /** Seconds the oldest job due to run has waited (created or retry, start time passed); null when none waits. */
  oldestWaitingS: number | null;
}

export interface QueueFailure {
  name: string;
  id: string;
  failedAt: Date;
  retries: number;
  error: string;
}

export interface QueueStats {
  queues: QueueCounts[];
  failures: QueueFailure[];
}

const int = (v: unknown): number => Number(v ?? 0);
/** pg-boss's complete and fail statements (manager.js completeJobs / failJobs), which it sends without awaiting. */
const COMPLETION = /SELECT COUNT\(\*\) FROM results\s*$/;

/** The message of a failed job's output (pg-boss stores the serialized error, or `{ value: … }`). */
function errorOf(output: unknown): string {
  if (output === null || output === undefined) return '';
  if (typeof output === 'string') return output;
  const o = output as { message?: unknown; value?: unknown };
  if (typeof o.message === 'string') return o.message;
  if (o.value !== undefined) return errorOf(o.value);
  return JSON.stringify(output);
}

/** One per app (`app.queue`): started when the app is ready, stopped before the database closes. */
export class JobQueue {
  readonly boss: PgBoss;
  readonly #workers = new Map<string, string[]>();
  readonly #ensured = new Map<string, Promise<void>>();
  readonly #waiters = new Map<string, (outcome: JobOutcome<unknown>) => void>();
  readonly #pending = new Set<Promise<unknown>>();
  readonly #log: JobQueueOptions['log'];
  #state: 'new' | 'started' | 'stopping' | 'stopped' = 'new';
  #pool: pg.Pool | null = null;
  #starting: Promise<void> | null = null;
  /** This instance's id in api_instances (random per start of a process). */
  readonly instanceId = randomBytes(8).toString('hex');
  readonly #heartbeatMs: number;
  readonly #timeoutS: number;
  #heartbeat: NodeJS.Timeout | null = null;
  #beating: Promise<void> | null = null;

  constructor(options: JobQueueOptions) {
    this.#log = options.log;
    this.#heartbeatMs = Math.max(50, (options.heartbeatSeconds ?? 5) * 1000);
    this.#timeoutS = Math.max(0.1, options.instanceTimeoutSeconds ?? 20);
    const common = {
      schema: QUEUE_SCHEMA,
      // The schema is the migrations' (0019); a missing or old one is an error, never created at start.
      migrate: false,
      // Scheduled jobs are sent per time slot by lib/jobs.ts (sub-minute ones too), not by pg-boss's cron.
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    } satisfies PgBoss.ConstructorOptions;
    let run: Sql;
    if (options.connectionString) {
      // pg-boss's own small pool (not the app's): its polling never waits behind the requests' queries.
      const pool = new pg.Pool({ connectionString: options.connectionString, max: options.poolSize ?? 3, application_name: 'finedu-queue' });
      pool.on('error', (error) => this.#log.warn({ err: error }, 'job queue: connection error'));
      this.#pool = pool;
      run = async (text, values) => ({ rows: (await pool.query(text, values)).rows as Record<string, unknown>[] });
    } else if (options.executeSql) {
      run = options.executeSql;
    } else {
      throw new Error('JobQueue: a connection string or executeSql is needed');
    }
    const executeSql = (text: string, values?: unknown[]) => {
      let p = run(text, values);
      // pg-boss 10 does not await a finished job's completion (or failure) write: a database error there would be an
      // unhandled rejection and end the process. It is logged instead; the job stays active and is retried after its expiry.
      if (COMPLETION.test(text)) {
        p = p.catch((error: unknown) => {
          this.#log.warn({ err: error }, 'job queue: recording a finished job failed; it runs again after its expiry');
          return { rows: [{ count: '0' }] };
        });
      }
      // Every statement is tracked, so `stop()` returns only once the last completion has landed.
      this.#pending.add(p);
      void p.then(
        () => this.#pending.delete(p),
        () => this.#pending.delete(p),
      );
      return p;
    };
    this.boss = new PgBoss({ ...common, db: { executeSql } });
    this.boss.on('error', (error) => this.#log.warn({ err: error }, 'job queue: error'));
  }

  /** The queue of an open database (PostgreSQL: its URL; PGlite: its connection). */
  static forDatabase(database: DatabaseHandle, log: JobQueueOptions['log'], options: Partial<JobQueueOptions> = {}): JobQueue {
    return new JobQueue({ connectionString: database.url, executeSql: database.executeSql, log, ...options });
  }

  get running(): boolean {
    return this.#state === 'started';
  }

  start(): Promise<void> {
    this.#starting ??= (async () => {
      await this.boss.start();
      await this.register();
      this.#state = 'started';
      this.#heartbeat = setInterval(() => void this.beat(), this.#heartbeatMs);
      this.#heartbeat.unref();
    })();
    return this.#starting;
  }

  /** Stops the workers (a job running here is awaited up to `timeoutMs`, then failed so it is retried elsewhere). */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.#state !== 'started') {
      this.#state = 'stopped';
      await this.#pool?.end();
      this.#pool = null;
      return;
    }
    this.#state = 'stopping';
    this.stopHeartbeat();
    await this.#beating;
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
    // Gone from the cluster: a job still running here was failed by pg-boss's stop (retried elsewhere).
    try {
      await this.sql(`DELETE FROM api_instance_jobs WHERE instance_id = $1`, [this.instanceId]);
      await this.sql(`DELETE FROM api_instances WHERE id = $1`, [this.instanceId]);
    } catch (error) {
      this.#log.warn({ err: error }, 'job queue: unregistering the instance failed');
    }
    await this.#pool?.end();
    this.#pool = null;
    this.#state = 'stopped';
  }

  private async register(): Promise<void> {
    await this.sql(`INSERT INTO api_instances (id, host, pid) VALUES ($1, $2, $3) ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`, [
      this.instanceId,
      os.hostname(),
      process.pid,
    ]);
  }

  /** Stops this instance's heartbeat (at stop; tests use it to play an instance that hangs). */
  stopHeartbeat(): void {
    if (this.#heartbeat !== null) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
  }

  /** One heartbeat tick (the timer's; tests may call it): this instance is alive, and dead ones' jobs are failed. */
  beat(): Promise<void> {
    this.#beating ??= (async () => {
      try {
        // An upsert: an instance that stalled past the limit (and was removed) comes back.
        await this.register();
        await this.reclaim();
        // Records of keyed jobs that nobody asked about for a week (their jobs long done).
        await this.sql(`DELETE FROM api_keyed_jobs WHERE sent_at < now() - interval '7 days'`);
      } catch (error) {
        this.#log.warn({ err: error }, 'job queue: heartbeat failed');
      } finally {
        this.#beating = null;
      }
    })();
    return this.#beating;
  }

  /**
   * Removes the instances silent past the limit and fails the jobs recorded as theirs through pg-boss (retried while
   * their retry limit allows, taken by any instance). A job active past the limit with no record at all was taken by
   * an instance that died before recording it: it is failed too. Each record is claimed by one UPDATE (marked
   * `reclaimed:<this instance>`, a mark dropped once the job is no longer active), so two living instances never fail
   * the same job twice. Answers the jobs failed.
   */
  async reclaim(): Promise<Array<{ queue: string; id: string }>> {
    if (this.#state !== 'started') return [];
    const limit = [this.#timeoutS];
    await this.sql(`DELETE FROM api_instances WHERE heartbeat_at < now() - make_interval(secs => $1)`, limit);
    // A reclaimed job's mark goes once the job is no longer active (its state read through pg-boss).
    for (const mark of await this.sql(`SELECT queue, job_id::text AS id FROM api_instance_jobs WHERE instance_id LIKE 'reclaimed:%'`)) {
      const job = await this.boss.getJobById(String(mark.queue), String(mark.id));
      if (job?.state === 'active') continue;
      await this.sql(`DELETE FROM api_instance_jobs WHERE queue = $1 AND job_id = $2::uuid AND instance_id LIKE 'reclaimed:%'`, [mark.queue, mark.id]);
    }
    await this.sql(
      `INSERT INTO api_instance_jobs (queue, job_id, instance_id)
       SELECT j.name, j.id, 'unrecorded' FROM ${QUEUE_SCHEMA}.job j
       WHERE j.state = 'active' AND j.started_on < now() - make_interval(secs => $1)
         AND NOT EXISTS (SELECT 1 FROM api_instance_jobs r WHERE r.queue = j.name AND r.job_id = j.id)
       ON CONFLICT (queue, job_id) DO NOTHING`,
      limit,
    );
    const orphans = await this.sql(
      `UPDATE api_instance_jobs r SET instance_id = $1
       FROM (SELECT queue, job_id, instance_id FROM api_instance_jobs WHERE instance_id NOT LIKE 'reclaimed:%') old
       WHERE r.queue = old.queue AND r.job_id = old.job_id AND r.instance_id NOT LIKE 'reclaimed:%'
         AND NOT EXISTS (SELECT 1 FROM api_instances i WHERE i.id = r.instance_id)
       RETURNING r.queue, r.job_id::text AS id, old.instance_id`,
      [`reclaimed:${this.instanceId}`],
    );
    const failed: Array<{ queue: string; id: string }> = [];
    for (const row of orphans) {
      const queue = String(row.queue);
      const id = String(row.id);
      // Only a job still active (pg-boss's stop or expiry may have failed it already).
      const job = await this.boss.getJobById(queue, id);
      if (job?.state !== 'active') continue;
      const dead = String(row.instance_id);
      const who = dead === 'unrecorded' ? 'an instance that stopped before recording it' : `instance ${dead}`;
      await this.boss.fail(queue, id, { message: `${who} stopped responding; taken over by ${this.instanceId}` });
      failed.push({ queue, id });
      this.#log.warn({ queue, jobId: id, deadInstance: row.instance_id }, 'job queue: failed the job of a dead instance (retried if it may)');
      // A retried job waits its retry delay: this instance's idle workers look for it once that has passed.
      const after = await this.boss.getJobById(queue, id);
      if (after?.state === 'retry' && this.#workers.has(queue)) {
        const wait = Math.max(0, new Date(after.startAfter).getTime() - Date.now()) + 100;
        setTimeout(() => this.wake(queue), wait).unref();
      }
    }
    return failed;
  }

  /** The instances alive now (heartbeat within the limit), oldest first. */
  async instances(): Promise<InstanceInfo[]> {
    const rows = await this.sql(
      `SELECT id, host, pid, started_at, heartbeat_at FROM api_instances WHERE heartbeat_at >= now() - make_interval(secs => $1) ORDER BY started_at, id`,
      [this.#timeoutS],
    );
    return rows.map((r) => ({
      id: String(r.id),
      host: String(r.host),
      pid: int(r.pid),
      startedAt: new Date(r.started_at as string | Date),
      heartbeatAt: new Date(r.heartbeat_at as string | Date),
    }));
  }

  /** Creates the queue unless it exists (the migration made the platform's; this is a no-op for them). */
  ensureQueue(name: string, policy: PgBoss.QueuePolicy = 'standard'): Promise<void> {
    let done = this.#ensured.get(name);
    if (done === undefined) {
      done = this.boss.createQueue(name, { name, policy });
      this.#ensured.set(name, done);
      done.catch(() => this.#ensured.delete(name));
    }
    return done;
  }

  /** Sends a job; null when a singleton rule refused it (same slot, or one already waiting). Wakes this instance's workers. */
  async send(name: string, data: object | null, options: PgBoss.SendOptions = {}): Promise<string | null> {
    const id = await this.boss.send(name, data as object, options);
    if (id !== null) this.wake(name);
    return id;
  }

  /**
   * Sends a job of a key (an attempt, a user, a submission: its singletonKey) and records it, before pg-boss stores
   * it, under the id it gets, so that `unfinishedKeyed` sees it from the moment it may exist. Null when refused.
   */
  async sendKeyed(name: string, key: string, data: object | null, options: PgBoss.SendOptions = {}): Promise<string | null> {
    const planned = options.id ?? randomUUID();
    await this.sql(`INSERT INTO api_keyed_jobs (queue, key, job_id) VALUES ($1, $2, $3::uuid)`, [name, key, planned]);
    let id: string | null = null;
    try {
      id = await this.send(name, data, { ...options, singletonKey: key, id: planned });
    } finally {
      if (id === null) await this.sql(`DELETE FROM api_keyed_jobs WHERE queue = $1 AND job_id = $2::uuid`, [name, planned]);
    }
    return id;
  }

  /**
   * The jobs of these keys that are neither finished nor failed, on any instance, oldest first (as pg-boss created
   * them; one being sent now, not stored yet, last): read from the records of keyed sends, each job's state through
   * pg-boss (getJobById). A record whose job is done is dropped; one whose job is not stored yet counts as unfinished
   * for a minute.
   */
  async unfinishedKeyed(name: string, keys: readonly string[]): Promise<Array<{ key: string; id: string; createdOn: Date | null }>> {
    if (keys.length === 0) return [];
    const rows = await this.sql(
      `SELECT key, job_id::text AS id, sent_at < now() - interval '1 minute' AS old FROM api_keyed_jobs WHERE queue = $1 AND key = ANY($2::text[])`,
      [name, [...keys]],
    );
    const open: Array<{ key: string; id: string; createdOn: Date | null }> = [];
    for (const row of rows) {
      const id = String(row.id);
      const job = await this.boss.getJobById(name, id);
      const done = job === null ? row.old === true : job.state === 'completed' || job.state === 'cancelled' || job.state === 'failed';
      if (done) await this.sql(`DELETE FROM api_keyed_jobs WHERE queue = $1 AND job_id = $2::uuid`, [name, id]);
      else open.push({ key: String(row.key), id, createdOn: job === null ? null : new Date(job.createdOn) });
    }
    const at = (job: { createdOn: Date | null }) => job.createdOn?.getTime() ?? Number.POSITIVE_INFINITY;
    return open.sort((a, b) => at(a) - at(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Asks this instance's idle workers of the queue to look for a job now instead of at their next poll. */
  wake(name: string): void {
    for (const id of this.#workers.get(name) ?? []) this.boss.notifyWorker(id);
  }

  /**
   * Runs the queue's jobs on this instance: `handler`'s answer is the job's output, a throw fails it (retried
   * while its retry limit allows). Jobs sent anywhere are taken here too.
   */
  async work<T extends object, R>(name: string, options: WorkOptions, handler: (job: PgBoss.Job<T>) => Promise<R>): Promise<void> {
    await this.ensureQueue(name, options.policy);
    if (this.#state === 'stopping' || this.#state === 'stopped') return;
    const ids = this.#workers.get(name) ?? [];
    this.#workers.set(name, ids);
    const wrapped = async (jobs: PgBoss.Job<T>[]): Promise<R | undefined> => {
      const job = jobs[0];
      if (job === undefined) return undefined;
      return this.#run(name, job, handler);
    };
    for (let i = 0; i < (options.concurrency ?? 1); i++) {
      ids.push(await this.boss.work<T>(name, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 }, wrapped));
    }
  }

  /** Runs a job taken by this instance: recorded as its own while it runs, so that a living instance fails it if this one dies. */
  async #run<T extends object, R>(name: string, job: PgBoss.Job<T>, handler: (job: PgBoss.Job<T>) => Promise<R>): Promise<R> {
    // Recorded as this instance's while it runs (a later taker of the same job, after a failure, overwrites it).
    await this.sql(
      `INSERT INTO api_instance_jobs (queue, job_id, instance_id) VALUES ($1, $2::uuid, $3)
       ON CONFLICT (queue, job_id) DO UPDATE SET instance_id = EXCLUDED.instance_id, started_at = now()`,
      [name, job.id, this.instanceId],
    );
    try {
      // A throw fails the job (pg-boss records it); a waiter reads that from the row (a retry keeps it waiting).
      const output = await handler(job);
      this.#waiters.get(job.id)?.({ state: 'completed', output, error: null });
      return output;
    } finally {
      await this.sql(`DELETE FROM api_instance_jobs WHERE queue = $1 AND job_id = $2::uuid AND instance_id = $3`, [name, job.id, this.instanceId]).catch(
        (error: unknown) => this.#log.warn({ err: error }, 'job queue: dropping a finished job\'s record failed'),
      );
    }
  }

  /**
   * Takes the queue's next due job and runs it in this call, as a worker would (tests, the bench, a seed): completed
   * with `handler`'s answer, failed by its throw (retried while its limit allows). Answers the job's id, or null when
   * none was due.
   */
  async runOne<T extends object, R>(name: string, handler: (job: PgBoss.Job<T>) => Promise<R>): Promise<string | null> {
    const [job] = await this.boss.fetch<T>(name, { batchSize: 1 });
    if (job === undefined) return null;
    let output: R;
    try {
      output = await this.#run(name, job, handler);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.boss.fail(name, job.id, { message });
      return job.id;
    }
    await this.boss.complete(name, job.id, output === null || output === undefined || typeof output !== 'object' ? { value: output ?? null } : (output as object));
    return job.id;
  }

  /** Jobs of the queue neither finished nor failed for good (waiting, retrying or running on any instance). */
  async unfinished(name: string): Promise<number> {
    return this.boss.getQueueSize(name, { before: 'completed' });
  }

  /** A job's retries: how many it had and how many it may have (null when the job is unknown). */
  async retries(name: string, id: string): Promise<{ count: number; limit: number } | null> {
    const job = await this.boss.getJobById(name, id);
    return job === null ? null : { count: job.retryCount, limit: job.retryLimit };
  }

  /** Stops this instance's workers of the queue (jobs already running finish). */
  async offWork(name: string): Promise<void> {
    this.#workers.delete(name);
    if (this.#state === 'started') await this.boss.offWork(name);
  }

  /** A job's state and output as the database has it now (any instance's job); null if unknown. */
  async outcome<R>(name: string, id: string): Promise<JobOutcome<R> | null> {
    const job = await this.boss.getJobById<object>(name, id, { includeArchive: true });
    if (job === null) return null;
    const output = (job.output ?? null) as unknown;
    return { state: job.state, output: job.state === 'completed' ? (output as R) : null, error: job.state === 'failed' ? errorOf(output) : null };
  }

  /**
   * Waits until the job is completed, failed or cancelled, wherever it runs: at once when it runs here, else by
   * reading its row every `pollMs`. A retry in between keeps waiting.
   */
  async settle<R>(name: string, id: string, pollMs = 250): Promise<JobOutcome<R>> {
    let resolveLocal!: (outcome: JobOutcome<unknown>) => void;
    const local = new Promise<JobOutcome<unknown>>((resolve) => (resolveLocal = resolve));
    this.#waiters.set(id, resolveLocal);
    try {
      for (;;) {
        const now = await this.outcome<R>(name, id);
        if (now !== null && (now.state === 'completed' || now.state === 'failed' || now.state === 'cancelled')) return now;
        if (now === null) return { state: 'failed', output: null, error: 'job not found' };
        let timer: NodeJS.Timeout | undefined;
        const tick = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), pollMs)));
        const heard = await Promise.race([local, tick]);
        clearTimeout(timer);
        if (heard !== null) return heard as JobOutcome<R>;
      }
    } finally {
      this.#waiters.delete(id);
    }
  }

  /** Raw SQL through pg-boss's connection. */
  async sql(text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
    const result = (await this.boss.getDb().executeSql(text, values)) as { rows: Record<string, unknown>[] } | undefined;
    return result?.rows ?? [];
  }

  /** Per queue: jobs by state (completed and cancelled ones of the last hour), the oldest waiting one's age; the last failures. */
  async stats(failureLimit = 10): Promise<QueueStats> {
    const [names, counts, failures] = await Promise.all([
      this.boss.getQueues().then((queues) => queues.map((q) => ({ name: q.name })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))),
      this.sql(
        `SELECT name, state::text AS state, count(*)::int AS n,
           EXTRACT(epoch FROM now() - min(created_on) FILTER (WHERE state < 'active' AND start_after <= now()))::float8 AS oldest
         FROM ${QUEUE_SCHEMA}.job
         WHERE state < 'completed' OR state = 'failed' OR completed_on > now() - make_interval(secs => $1)
         GROUP BY name, state`,
        [RECENT_MS / 1000],
      ),
      this.sql(
        `SELECT name, id::text AS id, completed_on, retry_count, output FROM ${QUEUE_SCHEMA}.job
         WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT $1`,
        [failureLimit],
      ),
    ]);
    const byName = new Map<string, QueueCounts>();
    const empty = () => Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobStateName, number>;
    for (const row of names) byName.set(String(row.name), { name: String(row.name), counts: empty(), oldestWaitingS: null });
    for (const row of counts) {
      const name = String(row.name);
      const entry = byName.get(name) ?? { name, counts: empty(), oldestWaitingS: null };
      byName.set(name, entry);
      entry.counts[row.state as JobStateName] = int(row.n);
      if (row.oldest !== null && row.oldest !== undefined) entry.oldestWaitingS = Math.max(entry.oldestWaitingS ?? 0, Math.max(0, Number(row.oldest)));
    }
    return {
      queues: [...byName.values()],
      failures: failures.map((row) => ({
        name: String(row.name),
        id: String(row.id),
        failedAt: new Date(row.completed_on as string | Date),
        retries: int(row.retry_count),
        error: errorOf(row.output).slice(0, 500),
      })),
    };
  }
}
