// The operations page's calls (issue 12): the overview (figures now against their thresholds, kernels, exams and
// competition sessions in progress, jobs), the history of a range with its alerts, stopping a kernel, thresholds.
import {
  DEFAULT_TIME_ZONE,
  OPERATIONS_FIGURES,
  OPERATIONS_RANGES,
  defaultThresholds,
  thresholdAlerts,
  type OperationsAlert,
  type OperationsFigure,
  type OperationsHistory,
  type OperationsOverview,
  type OperationsQueue,
  type OperationsRange,
  type SamplePoint,
  type Thresholds,
} from '@finedu/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../errors.js';
import type { JobState } from '../../lib/jobs.js';
import { RECENT_MS } from '../../lib/queue.js';
import type { AuthUser } from '../../types.js';
import { KernelStore } from '../../runtime/index.js';
import { listKernels, listRunningKernels, processesByUid, stopKernel, type ListedKernel } from './kernels.js';
import * as repo from './repository.js';
import type { OperationsSampler } from './sampler.js';

export const THRESHOLDS_KEY = 'operations.thresholds';
/** A job is late after this many intervals without a success. */
const LATE_INTERVALS = 3;
const STARTED_AT = new Date();

const iso = (d: Date | null | undefined): string | null => (d === null || d === undefined ? null : d.toISOString());
const unavailable = () => new AppError(0, { zh: '笔记本服务暂不可用，请稍后重试', en: 'The notebook service is unavailable, try again shortly' });

function isLate(job: JobState, now: Date): boolean {
  if (job.intervalMs <= 0) return false;
  const since = job.lastSuccess ?? STARTED_AT;
  return now.getTime() - since.getTime() > LATE_INTERVALS * job.intervalMs;
}

export class OperationsService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly sampler: OperationsSampler,
    private readonly maxKernels: number,
  ) {}

  async thresholds(): Promise<Thresholds> {
    const stored = (await repo.readSetting<Thresholds>(this.app.db, THRESHOLDS_KEY)) ?? {};
    return { ...defaultThresholds(this.maxKernels), ...stored };
  }

  async setThresholds(caller: AuthUser, thresholds: Thresholds): Promise<Thresholds> {
    await repo.writeSetting(this.app.db, THRESHOLDS_KEY, thresholds, caller.id, this.app.clock.now());
    return this.thresholds();
  }

  async overview(): Promise<OperationsOverview> {
    const now = this.app.clock.now();
    const [figures, latest, thresholds, kernels, exams, sessions, jobs] = await Promise.all([
      this.sampler.current(),
      repo.latestSample(this.app.db, new Date(now.getTime() - 3 * 60_000)),
      this.thresholds(),
      this.kernels(),
      repo.examsInProgress(this.app.db, now),
      repo.competitionSessionsRunning(this.app.db, now),
      this.app.jobs.list(),
    ]);
    // Rates come from the latest minute sample (a rate needs a minute); the rest is read now.
    const values: Partial<Record<OperationsFigure, number>> = {};
    for (const figure of OPERATIONS_FIGURES) {
      const value = figure in figures ? figures[figure] : latest?.figures[figure];
      if (value !== undefined && Number.isFinite(value)) values[figure] = value;
    }
    if (kernels !== null) values.kernels_running = kernels.length;
    return {
      server_now: now.toISOString(),
      time_zone: DEFAULT_TIME_ZONE,
      figures: values,
      thresholds,
      kernels: kernels ?? [],
      notebook: kernels !== null,
      exams: exams.map((e) => ({
        exam_id: e.examId,
        title: e.title,
        college: e.college,
        in_progress: e.inProgress,
        submitted: e.submitted,
        last_deadline: iso(e.lastDeadline),
        answers_last_minute: e.answersLastMinute,
      })),
      competition_sessions: sessions.map((s) => ({
        session_id: s.id,
        competition_id: s.competitionId,
        competition: s.competition,
        title: s.title,
        kind: s.kind,
        end_at: s.endAt.toISOString(),
        queue: s.queue,
        failed: s.failed,
      })),
      jobs: jobs.map((job) => ({
        name: job.name,
        interval_s: Math.round(job.intervalMs / 1000),
        last_run_at: iso(job.lastRun?.at),
        last_ok: job.lastRun?.ok ?? null,
        last_error: job.lastRun?.error ?? null,
        last_success_at: iso(job.lastSuccess),
        last_duration_ms: job.lastRun === null ? null : Math.round(job.lastRun.durationMs),
        runs: job.runs,
        failures: job.failures,
        late: isLate(job, now),
      })),
      instance: { pid: process.pid, started_at: STARTED_AT.toISOString(), node: process.version, database: this.app.dbKind },
    };
  }

  /** The kernels with their users (null: no notebook service here). */
  private async kernels(): Promise<OperationsOverview['kernels'] | null> {
    const host = this.app.runtime.kernelHost();
    if (host === null) return null;
    let listed: ListedKernel[];
    try {
      listed = await listRunningKernels(host);
    } catch (error) {
      this.app.log.warn({ err: error }, 'operations: listing kernels failed');
      throw unavailable();
    }
    // The gateway's kernel table (shared by every instance): when each kernel was started through it, also when the
    // kernel's processes are not on this host (NOTEBOOK_URL) or run as the server.
    const startedAt = new Map((await new KernelStore(this.app.db).list()).map((row) => [row.kernelId, row.startedAt]));
    const userIds = [...new Set(listed.map((k) => k.userId).filter((id): id is number => id !== null))];
    const people = await repo.usersWithCollege(this.app.db, userIds);
    const uidOf = new Map(userIds.map((id) => [id, host.uidOf?.(id) ?? null]));
    const processes = await processesByUid(new Set([...uidOf.values()].filter((uid): uid is number => uid !== null)));
    return listed.map((kernel) => {
      const person = kernel.userId === null ? undefined : people.get(kernel.userId);
      const uid = kernel.userId === null ? null : (uidOf.get(kernel.userId) ?? null);
      const stats = uid === null ? undefined : processes.get(uid);
      return {
        kernel_id: kernel.kernelId,
        user_id: kernel.userId,
        user_name: person?.name ?? null,
        username: person?.username ?? null,
        college: person?.college ?? null,
        notebook: kernel.path.split('/').slice(1).join('/'),
        execution_state: kernel.executionState,
        connections: kernel.connections,
        last_activity: kernel.lastActivity,
        started_at: iso(stats?.startedAt ?? startedAt.get(kernel.kernelId)),
        memory_bytes: stats?.memoryBytes ?? null,
        cpu_seconds: stats === undefined ? null : Math.round(stats.cpuSeconds * 10) / 10,
      };
    });
  }

  async stopKernel(caller: AuthUser, kernelId: string): Promise<null> {
    const host = this.app.runtime.kernelHost();
    if (host === null) throw unavailable();
    let kernel: ListedKernel | undefined;
    try {
      kernel = (await listKernels(host)).find((k) => k.kernelId === kernelId);
      if (kernel !== undefined) await stopKernel(host, kernel);
    } catch (error) {
      // Jupyter unreachable, timed out, or answering an error: the operator is told to retry.
      this.app.log.warn({ err: error }, 'operations: stopping a kernel failed');
      throw unavailable();
    }
    if (kernel === undefined) throw notFound('内核不存在或已停止', 'No such kernel, or it has stopped');
    await new KernelStore(this.app.db).removeKernel(kernelId);
    this.app.metrics.kernelStops.inc({ by: 'operator' });
    this.app.log.info({ kernelId, userId: kernel.userId, operator: caller.id }, 'operations: an operator stopped a kernel');
    return null;
  }

  /** The durable job queue of the cluster (issue 19): the same answer from every instance. */
  async queue(): Promise<OperationsQueue> {
    const [stats, instances] = await Promise.all([this.app.queue.stats(), this.app.queue.instances()]);
    return {
      queues: stats.queues.map((q) => ({ name: q.name, counts: q.counts, oldest_waiting_s: q.oldestWaitingS === null ? null : Math.round(q.oldestWaitingS) })),
      failures: stats.failures.map((f) => ({ queue: f.name, job_id: f.id, failed_at: f.failedAt.toISOString(), retries: f.retries, error: f.error })),
      recent_s: RECENT_MS / 1000,
      instances: instances.map((i) => ({ id: i.id, host: i.host, pid: i.pid, started_at: i.startedAt.toISOString(), heartbeat_at: i.heartbeatAt.toISOString() })),
    };
  }

  async history(range: OperationsRange): Promise<OperationsHistory> {
    const now = this.app.clock.now();
    const { ms, stepS } = OPERATIONS_RANGES[range];
    const from = new Date(now.getTime() - ms);
    const rows = await repo.samplesSince(this.app.db, from);
    const raw: SamplePoint[] = rows.map((r) => ({ at: r.takenAt.toISOString(), figures: r.figures as SamplePoint['figures'] }));
    const thresholds = await this.thresholds();
    const alerts: OperationsAlert[] = thresholdAlerts(raw, thresholds).map((a) => ({ kind: 'threshold', level: a.level, figure: a.figure, job: null, from: a.from, to: a.to, worst: a.worst, message: null }));
    for (const job of await this.app.jobs.list()) {
      if (isLate(job, now)) alerts.unshift({ kind: 'job_late', level: 'bad', figure: null, job: job.name, from: (job.lastSuccess ?? STARTED_AT).toISOString(), to: null, worst: null, message: null });
      else if (job.lastRun !== null && !job.lastRun.ok) alerts.unshift({ kind: 'job_failed', level: 'warn', figure: null, job: job.name, from: job.lastRun.at.toISOString(), to: null, worst: null, message: job.lastRun.error ?? null });
    }
    return { range, step_s: stepS, from: from.toISOString(), to: now.toISOString(), points: averaged(raw, stepS * 1000), alerts };
  }
}

/** Samples averaged per step (the step's start is the point's time); a figure missing from a sample is left out of its mean. */
export function averaged(points: readonly SamplePoint[], stepMs: number): SamplePoint[] {
  if (stepMs <= 60_000) return [...points];
  const buckets = new Map<number, Map<string, { sum: number; n: number }>>();
  for (const point of points) {
    const start = Math.floor(Date.parse(point.at) / stepMs) * stepMs;
    const bucket = buckets.get(start) ?? new Map<string, { sum: number; n: number }>();
    buckets.set(start, bucket);
    for (const [figure, value] of Object.entries(point.figures)) {
      if (!Number.isFinite(value)) continue;
      const acc = bucket.get(figure) ?? { sum: 0, n: 0 };
      acc.sum += value;
      acc.n += 1;
      bucket.set(figure, acc);
    }
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, bucket]) => ({ at: new Date(start).toISOString(), figures: Object.fromEntries([...bucket].map(([figure, acc]) => [figure, acc.sum / acc.n])) }));
}
