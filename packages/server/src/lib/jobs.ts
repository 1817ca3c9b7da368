// The scheduled jobs (exam closing, abandoned uploads, board freezes, the metrics sampler…): each run is claimed
// through the job queue, so with several instances on one database a schedule's run happens once, on whichever
// instance takes it, and every run is recorded in the cluster's run log (table scheduled_job_runs), which the
// operations monitor and /metrics of every instance read.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { scheduledJobRuns } from '../db/schema/index.js';
import type { JobQueue } from './queue.js';

export interface JobRun {
  /** Wall-clock end of the run. */
  at: Date;
  ok: boolean;
  durationMs: number;
  error?: string;
}

export interface JobState {
  name: string;
  /** How often the job is meant to run, for "late" alerts. */
  intervalMs: number;
  lastRun: JobRun | null;
  lastSuccess: Date | null;
  runs: number;
  failures: number;
}

/**
 * The run log of the scheduled jobs. With a database it is the cluster's (every instance writes and reads the same
 * rows); without one (unit tests) it is this process's. `queue` is the job queue the scheduled runs go through.
 */
export class JobLog {
  readonly #declared = new Map<string, number>();
  readonly #memory = new Map<string, JobState>();

  constructor(
    private readonly db?: Db,
    readonly queue?: JobQueue,
  ) {}

  /** Declare a job (idempotent), so it is listed before its first run. */
  declare(name: string, intervalMs: number): void {
    this.#declared.set(name, intervalMs);
  }

  /** Run `work` as one run of the job `name`, recording its outcome; a failure is recorded and rethrown. */
  async run<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    let result: T;
    try {
      result = await work();
    } catch (error) {
      await this.record(name, { ok: false, durationMs: performance.now() - started, error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    await this.record(name, { ok: true, durationMs: performance.now() - started });
    return result;
  }

  async record(name: string, run: Omit<JobRun, 'at'> & { at?: Date }): Promise<void> {
    const at = run.at ?? new Date();
    const intervalMs = this.#declared.get(name) ?? 0;
    if (this.db === undefined) {
      const job = this.#memory.get(name) ?? { name, intervalMs, lastRun: null, lastSuccess: null, runs: 0, failures: 0 };
      this.#memory.set(name, job);
      job.lastRun = { ok: run.ok, durationMs: run.durationMs, at, ...(run.error === undefined ? {} : { error: run.error }) };
      job.runs++;
      if (run.ok) job.lastSuccess = at;
      else job.failures++;
      return;
    }
    const row = {
      name,
      intervalMs,
      lastRunAt: at,
      lastOk: run.ok,
      lastError: run.error ?? null,
      lastDurationMs: Math.round(run.durationMs),
      lastSuccessAt: run.ok ? at : null,
      runs: 1,
      failures: run.ok ? 0 : 1,
    };
    const t = scheduledJobRuns;
    await this.db
      .insert(t)
      .values(row)
      .onConflictDoUpdate({
        target: t.name,
        set: {
          intervalMs: row.intervalMs,
          lastRunAt: row.lastRunAt,
          lastOk: row.lastOk,
          lastError: row.lastError,
          lastDurationMs: row.lastDurationMs,
          lastSuccessAt: run.ok ? row.lastRunAt : sql`${t.lastSuccessAt}`,
          runs: sql`${t.runs} + 1`,
          failures: sql`${t.failures} + ${row.failures}`,
        },
      });
  }

  /** Every job declared here or run anywhere in the cluster, by name. */
  async list(): Promise<JobState[]> {
    const states = new Map<string, JobState>();
    for (const [name, intervalMs] of this.#declared) states.set(name, { name, intervalMs, lastRun: null, lastSuccess: null, runs: 0, failures: 0 });
    if (this.db === undefined) {
      for (const job of this.#memory.values()) states.set(job.name, { ...job, intervalMs: this.#declared.get(job.name) ?? job.intervalMs });
    } else {
      for (const row of await this.db.select().from(scheduledJobRuns)) {
        states.set(row.name, {
          name: row.name,
          intervalMs: this.#declared.get(row.name) ?? row.intervalMs,
          lastRun:
            row.lastRunAt === null
              ? null
              : { at: row.lastRunAt, ok: row.lastOk ?? false, durationMs: row.lastDurationMs ?? 0, ...(row.lastError === null ? {} : { error: row.lastError }) },
          lastSuccess: row.lastSuccessAt,
          runs: row.runs,
          failures: row.failures,
        });
      }
    }
    return [...states.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}

/** The time slot of a scheduled job: its interval in whole seconds (pg-boss's singleton slots). */
export const slotSeconds = (intervalMs: number): number => Math.max(1, Math.round(intervalMs / 1000));

/**
 * A job run every `intervalMs` until stopped (the app stops it on close); a failure is logged (never thrown from
 * the timer), and every run is recorded in the job log.
 *
 * With the log's job queue, each instance's timer ticks twice a slot and sends the slot's job with a singleton key,
 * so one job exists per slot across the cluster; any instance's worker runs it (the sender's own at once). Without a
 * queue (unit tests) the timer runs the job here. The timers are unref'd, so they never keep the process alive.
 */
export class IntervalJob<T> {
  #timer: NodeJS.Timeout | null = null;
  #current: Promise<T> | null = null;
  #working: Promise<void> | null = null;

  constructor(
    private readonly job: {
      name: string;
      intervalMs: number;
      work: () => Promise<T>;
      log: { warn(details: object, message: string): void };
      jobs?: JobLog | undefined;
      /** False: `start` does nothing (a setting turned the job off); `runOnce` still works. */
      enabled?: boolean;
    },
  ) {
    job.jobs?.declare(job.name, job.intervalMs);
  }

  get name(): string {
    return this.job.name;
  }

  start(): void {
    if (this.#timer || this.job.enabled === false) return;
    const queue = this.job.jobs?.queue;
    if (queue === undefined) {
      this.#timer = setInterval(() => this.#tick(), this.job.intervalMs);
      this.#timer.unref();
      return;
    }
    const slot = slotSeconds(this.job.intervalMs);
    let ready = false;
    this.#working = queue
      .work(this.job.name, { concurrency: 1, pollingIntervalSeconds: Math.min(30, Math.max(2, slot)) }, async () => {
        try {
          await this.runOnce();
        } catch (err) {
          this.job.log.warn({ err }, `${this.job.name}: run failed`);
          throw err;
        }
        return null;
      })
      .then(() => void (ready = true))
      .catch((err: unknown) => this.job.log.warn({ err }, `${this.job.name}: its queue worker did not start`));
    const send = () => {
      // Not before the queue exists (a job sent to a queue not yet created is dropped).
      if (!ready || !queue.running) return;
      void queue
        // Expiry: a run hung that long is failed (the next slot runs again); never retried, the next slot is the retry.
        .send(this.job.name, null, { singletonKey: 'slot', singletonSeconds: slot, retryLimit: 0, expireInSeconds: Math.min(23 * 3600, Math.max(60, slot * 10)) })
        .catch((err: unknown) => this.job.log.warn({ err }, `${this.job.name}: scheduling a run failed`));
    };
    // Like the timer without a queue, the first run comes an interval (here half of one) after the start.
    this.#timer = setInterval(send, Math.max(250, (slot * 1000) / 2));
    this.#timer.unref();
  }

  /** One full run here, now, that starts after this call (a run already going on here is awaited first). */
  async runOnce(): Promise<T> {
    while (this.#current) await this.#current.catch(() => undefined);
    const { jobs, name, work } = this.job;
    const run = (jobs === undefined ? work() : jobs.run(name, work)).finally(() => {
      if (this.#current === run) this.#current = null;
    });
    this.#current = run;
    return run;
  }

  #tick(): void {
    if (this.#current) return;
    void this.runOnce().catch((err: unknown) => this.job.log.warn({ err }, `${this.job.name}: run failed`));
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    const queue = this.job.jobs?.queue;
    if (this.#working !== null && queue !== undefined) {
      await this.#working;
      await queue.offWork(this.job.name).catch(() => undefined);
    }
    this.#working = null;
    if (this.#current) await this.#current.catch(() => undefined);
  }
}
