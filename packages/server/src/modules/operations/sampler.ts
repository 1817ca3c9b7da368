// One sample of the figures a minute into PostgreSQL (operations_samples), kept for 7 days, so the operations page
// has history without a separate Prometheus. The process figures (requests, errors, CPU, memory, event loop) are
// this instance's; the database figures are the platform's. Instances sampling the same minute keep the first.
import type { Db } from '../../db/client.js';
import type { PlatformMetrics } from './metrics.js';
import { insertSample, pruneSamples } from './repository.js';

export const SAMPLE_RETENTION_MS = 7 * 24 * 60 * 60_000;

/** Sum of a prom-client metric's values (over its labels), optionally of the values whose labels match. */
async function total(metrics: PlatformMetrics, name: string, match: (labels: Record<string, string | number>) => boolean = () => true): Promise<number> {
  const metric = metrics.registry.getSingleMetric(name);
  if (metric === undefined) return 0;
  const { values } = await metric.get();
  return values.filter((v) => match(v.labels as Record<string, string | number>)).reduce((sum, v) => sum + (Number.isFinite(v.value) ? v.value : 0), 0);
}

export class OperationsSampler {
  #previous: { requests: number; errors: number; cpu: number; at: number } | null = null;

  constructor(
    private readonly db: Db,
    private readonly metrics: PlatformMetrics,
    private readonly now: () => Date,
  ) {}

  /** The figures of this moment, without the rates (reading them changes nothing). */
  async current(): Promise<Record<string, number>> {
    const db = await this.metrics.databaseFigures();
    return {
      users_active_5m: db.usersActive5m,
      users_active_today: db.usersActiveToday,
      exams_in_progress: db.examsInProgress,
      answers_saved_per_minute: db.answersSavedLastMinute,
      scoring_queue: (db.submissionsByStatus.queued ?? 0) + (db.submissionsByStatus.scoring ?? 0),
      submissions_scored: db.submissionsByStatus.scored ?? 0,
      storage_used_bytes: db.storageUsedBytes,
      memory_rss_bytes: process.memoryUsage.rss(),
      event_loop_lag_p99_seconds: await total(this.metrics, 'nodejs_eventloop_lag_p99_seconds'),
      db_pool_in_use: await total(this.metrics, 'finedu_db_pool_connections', (l) => l.state === 'in_use'),
      db_pool_waiting: await total(this.metrics, 'finedu_db_pool_connections', (l) => l.state === 'waiting'),
      kernels_running: await total(this.metrics, 'finedu_kernels_running'),
      disk_free_bytes: await total(this.metrics, 'finedu_disk_bytes', (l) => l.kind === 'free'),
    };
  }

  /** The figures of this moment with the rates over the time since the previous call (none on the first). */
  async figures(): Promise<Record<string, number>> {
    const now = this.now().getTime();
    const figures = await this.current();
    const requests = await total(this.metrics, 'finedu_http_requests_total');
    const errors = await total(this.metrics, 'finedu_http_errors_total');
    const cpu = await total(this.metrics, 'process_cpu_seconds_total');
    const previous = this.#previous;
    this.#previous = { requests, errors, cpu, at: now };
    if (previous !== null && now > previous.at) {
      const minutes = (now - previous.at) / 60_000;
      figures.requests_per_minute = Math.max(0, requests - previous.requests) / minutes;
      figures.errors_per_minute = Math.max(0, errors - previous.errors) / minutes;
      figures.cpu_percent = (Math.max(0, cpu - previous.cpu) / ((now - previous.at) / 1000)) * 100;
    }
    return figures;
  }

  /** Keep this minute's sample (unless another instance did) and drop samples older than 7 days. */
  async sampleAndPrune(): Promise<{ stored: boolean; pruned: number }> {
    const now = this.now();
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const stored = await insertSample(this.db, minute, await this.figures());
    const pruned = await pruneSamples(this.db, new Date(now.getTime() - SAMPLE_RETENTION_MS));
    return { stored, pruned };
  }
}
