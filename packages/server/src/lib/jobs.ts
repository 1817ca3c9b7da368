// The scheduled jobs of this instance (exam closing, abandoned uploads, board freezes, the metrics sampler…) report
// every run here, so the operations monitor and /metrics can show when each last succeeded and whether it failed.
// A job keeps its own timer; this only records what happened.

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

export class JobLog {
  readonly #jobs = new Map<string, JobState>();

  /** Declare a job (idempotent), so it is listed before its first run. */
  declare(name: string, intervalMs: number): void {
    const job = this.#jobs.get(name);
    if (job === undefined) this.#jobs.set(name, { name, intervalMs, lastRun: null, lastSuccess: null, runs: 0, failures: 0 });
    else job.intervalMs = intervalMs;
  }

  /** Run `work` as one run of the job `name`, recording its outcome; a failure is recorded and rethrown. */
  async run<T>(name: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const result = await work();
      this.record(name, { ok: true, durationMs: performance.now() - started });
      return result;
    } catch (error) {
      this.record(name, { ok: false, durationMs: performance.now() - started, error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }

  record(name: string, run: Omit<JobRun, 'at'> & { at?: Date }): void {
    this.declare(name, this.#jobs.get(name)?.intervalMs ?? 0);
    const job = this.#jobs.get(name)!;
    const at = run.at ?? new Date();
    job.lastRun = { ...run, at };
    job.runs++;
    if (run.ok) job.lastSuccess = at;
    else job.failures++;
  }

  list(): JobState[] {
    return [...this.#jobs.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}

/**
 * A job run every `intervalMs` on this instance until stopped (the app stops it on close): a tick is skipped
 * while a run is going on, a failure is logged (never thrown from the timer), and every run is recorded in the
 * job log. The timer is unref'd, so it never keeps the process alive.
 */
export class IntervalJob<T> {
  #timer: NodeJS.Timeout | null = null;
  #current: Promise<T> | null = null;

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

  start(): void {
    if (this.#timer || this.job.enabled === false) return;
    this.#timer = setInterval(() => this.#tick(), this.job.intervalMs);
    this.#timer.unref();
  }

  /** One full run that starts after this call (a run already going on here is awaited first). */
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
    if (this.#current) await this.#current.catch(() => undefined);
  }
}
