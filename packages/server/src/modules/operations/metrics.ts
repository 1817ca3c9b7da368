// The platform's Prometheus metrics, through prom-client, in a registry of this app (tests build many apps in one
// process, so nothing goes into prom-client's global registry). Three kinds of figures:
//  - recorded as they happen: HTTP requests by route and status, kernel starts and their duration, restarts, stops;
//  - read at scrape time from this process: event-loop lag, CPU, memory (prom-client's defaults), the database
//    pool, the disk under DATA_DIR, the running kernels;
//  - read at scrape time from the database (platform-wide, whichever instance answers): users active, exams in
//    progress and answers saved, competition submissions and the scoring queue, storage used — one round of
//    queries per scrape however many gauges need them; the scheduled jobs' run log and the durable job queue.
import { statfs } from 'node:fs/promises';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client.js';
import type { JobLog } from '../../lib/jobs.js';
import { JOB_STATES, type QueueStats } from '../../lib/queue.js';
import { readDatabaseFigures, type DatabaseFigures } from './repository.js';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  db: Db;
  jobs: JobLog;
  now: () => Date;
  dataDir: string;
  /** The PostgreSQL pool's counts; undefined on PGlite (one embedded connection). */
  poolStats?: (() => PoolStats) | undefined;
  /** Kernels running in the notebook service now; null without a notebook service. */
  runningKernels?: (() => Promise<number | null>) | undefined;
}

/** Figures read from the database are shared by the gauges of one scrape (and by scrapes less than this apart). */
const DB_FIGURES_TTL_MS = 2_000;
const SUBMISSION_STATUSES = ['queued', 'scoring', 'scored', 'failed', 'invalid'] as const;

export class PlatformMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpErrors: Counter<'method' | 'route' | 'status' | 'code'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly kernelStarts: Counter<'outcome'>;
  readonly kernelStartDuration: Histogram;
  readonly kernelRestarts: Counter;
  readonly kernelStops: Counter<'by'>;
  readonly kernelPoolReady: Gauge;
  #dbFigures: { at: number; value: Promise<DatabaseFigures> } | null = null;
  #queueStats: { at: number; value: Promise<QueueStats | null> } | null = null;

  constructor(private readonly sources: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.httpRequests = new Counter({ name: 'finedu_http_requests_total', help: 'HTTP requests answered, by route and status', labelNames: ['method', 'route', 'status'], registers });
    this.httpErrors = new Counter({
      name: 'finedu_http_errors_total',
      help: 'Answers that were errors: HTTP status 5xx, or an envelope whose code is not 1 (code = the envelope code, or "http")',
      labelNames: ['method', 'route', 'status', 'code'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'finedu_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.kernelStarts = new Counter({ name: 'finedu_kernel_starts_total', help: 'Notebook kernel starts asked of the notebook service, by outcome', labelNames: ['outcome'], registers });
    this.kernelStartDuration = new Histogram({
      name: 'finedu_kernel_start_duration_seconds',
      help: 'Time from asking for a notebook session to its kernel being there',
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
      registers,
    });
    this.kernelRestarts = new Counter({ name: 'finedu_kernel_restarts_total', help: 'Kernel restarts asked by users', registers });
    this.kernelStops = new Counter({ name: 'finedu_kernel_stops_total', help: 'Kernels stopped, by who stopped them (user or operator)', labelNames: ['by'], registers });
    this.kernelPoolReady = new Gauge({ name: 'finedu_kernel_pool_ready', help: 'Pre-started notebook kernels waiting to be handed out (the kernel pool)', registers });

    const figures = () => this.databaseFigures();
    const fromDb = (name: string, help: string, read: (db: DatabaseFigures) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          this.set(read(await figures()));
        },
      });
    new Gauge({
      name: 'finedu_users_active',
      help: 'Users with a signed-in request in the window (5m: the last five minutes; today: since midnight Asia/Shanghai)',
      labelNames: ['window'],
      registers,
      async collect() {
        const db = await figures();
        this.set({ window: '5m' }, db.usersActive5m);
        this.set({ window: 'today' }, db.usersActiveToday);
      },
    });
    fromDb('finedu_exams_in_progress', 'Exam attempts in progress (started, before their deadline)', (f) => f.examsInProgress);
    fromDb('finedu_exam_answers_saved_last_minute', 'Exam answers saved in the last minute', (f) => f.answersSavedLastMinute);
    fromDb('finedu_storage_used_bytes', 'Bytes of completed uploads in object storage', (f) => f.storageUsedBytes);
    new Gauge({
      name: 'finedu_competition_submissions',
      help: 'Competition prediction submissions, by status (queued and scoring make the scoring queue)',
      labelNames: ['status'],
      registers,
      async collect() {
        const db = await figures();
        for (const status of new Set([...SUBMISSION_STATUSES, ...Object.keys(db.submissionsByStatus)])) this.set({ status }, db.submissionsByStatus[status] ?? 0);
      },
    });
    new Gauge({
      name: 'finedu_scoring_queue',
      help: 'Competition submissions waiting to be scored or being scored',
      registers,
      async collect() {
        const { submissionsByStatus: s } = await figures();
        this.set((s.queued ?? 0) + (s.scoring ?? 0));
      },
    });
    new Gauge({
      name: 'finedu_db_pool_connections',
      help: 'PostgreSQL pool connections: in_use, idle, and requests waiting for one (absent on the embedded database)',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = sources.poolStats?.();
        if (stats === undefined) return;
        this.set({ state: 'in_use' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'finedu_kernels_running',
      help: 'Notebook kernels running in the notebook service',
      registers,
      async collect() {
        const running = sources.runningKernels === undefined ? null : await sources.runningKernels().catch(() => Number.NaN);
        if (running !== null) this.set(running);
      },
    });
    new Gauge({
      name: 'finedu_disk_bytes',
      help: 'The file system under DATA_DIR: free (available to the server) and total bytes',
      labelNames: ['kind'],
      registers,
      async collect() {
        const disk = await statfs(sources.dataDir).catch(() => null);
        if (disk === null) return;
        this.set({ kind: 'free' }, disk.bavail * disk.bsize);
        this.set({ kind: 'total' }, disk.blocks * disk.bsize);
      },
    });
    // The scheduled jobs' run log and the job queue are the cluster's: every instance answers the same figures.
    new Gauge({
      name: 'finedu_job_last_success_timestamp_seconds',
      help: 'When each scheduled job last succeeded on any instance (Unix seconds; 0 = not yet)',
      labelNames: ['job'],
      registers,
      async collect() {
        for (const job of await sources.jobs.list()) this.set({ job: job.name }, job.lastSuccess === null ? 0 : job.lastSuccess.getTime() / 1000);
      },
    });
    new Gauge({
      name: 'finedu_job_failures',
      help: 'Failed runs of each scheduled job, on any instance, since the run log began',
      labelNames: ['job'],
      registers,
      async collect() {
        for (const job of await sources.jobs.list()) this.set({ job: job.name }, job.failures);
      },
    });
    const queueStats = () => this.queueStats();
    new Gauge({
      name: 'finedu_queue_jobs',
      help: 'Jobs of each durable queue by state (completed and cancelled: the last hour)',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        const stats = await queueStats();
        if (stats === null) return;
        this.reset();
        for (const queue of stats.queues) for (const state of JOB_STATES) this.set({ queue: queue.name, state }, queue.counts[state]);
      },
    });
    new Gauge({
      name: 'finedu_queue_oldest_waiting_seconds',
      help: 'Age of the oldest job of each durable queue that is due and not yet taken (0 = none waits)',
      labelNames: ['queue'],
      registers,
      async collect() {
        const stats = await queueStats();
        if (stats === null) return;
        this.reset();
        for (const queue of stats.queues) this.set({ queue: queue.name }, queue.oldestWaitingS ?? 0);
      },
    });
  }

  /** The queue's counts, shared by the gauges of one scrape like the database figures (null: not readable now). */
  queueStats(): Promise<QueueStats | null> {
    const queue = this.sources.jobs.queue;
    if (queue === undefined || !queue.running) return Promise.resolve(null);
    const now = this.sources.now().getTime();
    if (this.#queueStats !== null && now - this.#queueStats.at < DB_FIGURES_TTL_MS) return this.#queueStats.value;
    const value = queue.stats().catch(() => null);
    this.#queueStats = { at: now, value };
    return value;
  }

  /** The database figures, read at most once per DB_FIGURES_TTL_MS (a failed read is not kept). */
  databaseFigures(): Promise<DatabaseFigures> {
    const at = this.sources.now();
    const now = at.getTime();
    if (this.#dbFigures !== null && now - this.#dbFigures.at < DB_FIGURES_TTL_MS) return this.#dbFigures.value;
    const value = readDatabaseFigures(this.sources.db, at);
    this.#dbFigures = { at: now, value };
    value.catch(() => {
      if (this.#dbFigures?.value === value) this.#dbFigures = null;
    });
    return value;
  }

  /** Record one answered request. `code` is the envelope's code when the answer was an envelope. */
  observeRequest(method: string, route: string, status: number, seconds: number, code: number | null): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
    if (status >= 500 || (code !== null && code !== 1)) this.httpErrors.inc({ ...labels, code: code === null ? 'http' : String(code) });
  }
}
