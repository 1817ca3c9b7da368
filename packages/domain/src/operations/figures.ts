// The figures of the operations monitor (issue 12), their thresholds and how a value is judged against them: one
// source for the server (alerts), the API and the page (tiles). Figures are the keys of a minute sample.

export const OPERATIONS_FIGURES = [
  'users_active_5m',
  'users_active_today',
  'exams_in_progress',
  'answers_saved_per_minute',
  'kernels_running',
  'scoring_queue',
  'submissions_scored',
  'requests_per_minute',
  'errors_per_minute',
  'cpu_percent',
  'memory_rss_bytes',
  'event_loop_lag_p99_seconds',
  'db_pool_in_use',
  'db_pool_waiting',
  'storage_used_bytes',
  'disk_free_bytes',
] as const;

export type OperationsFigure = (typeof OPERATIONS_FIGURES)[number];

/** How a figure is shown: a count, bytes, a percentage, seconds, or per minute. */
export type FigureUnit = 'count' | 'bytes' | 'percent' | 'seconds' | 'per_minute';

export const FIGURE_UNITS: Record<OperationsFigure, FigureUnit> = {
  users_active_5m: 'count',
  users_active_today: 'count',
  exams_in_progress: 'count',
  answers_saved_per_minute: 'per_minute',
  kernels_running: 'count',
  scoring_queue: 'count',
  submissions_scored: 'count',
  requests_per_minute: 'per_minute',
  errors_per_minute: 'per_minute',
  cpu_percent: 'percent',
  memory_rss_bytes: 'bytes',
  event_loop_lag_p99_seconds: 'seconds',
  db_pool_in_use: 'count',
  db_pool_waiting: 'count',
  storage_used_bytes: 'bytes',
  disk_free_bytes: 'bytes',
};

/** A figure's amber and red levels; `below`: low values are bad (disk free). */
export interface Threshold {
  warn: number;
  bad: number;
  direction: 'above' | 'below';
}

export type Thresholds = Partial<Record<OperationsFigure, Threshold>>;

export type FigureStatus = 'ok' | 'warn' | 'bad' | 'unknown';

const GB = 1024 ** 3;

/** The thresholds of a new platform (an admin edits them on the operations page). */
export function defaultThresholds(maxKernels = 40): Thresholds {
  return {
    cpu_percent: { warn: 70, bad: 90, direction: 'above' },
    memory_rss_bytes: { warn: 1.5 * GB, bad: 3 * GB, direction: 'above' },
    event_loop_lag_p99_seconds: { warn: 0.1, bad: 0.5, direction: 'above' },
    errors_per_minute: { warn: 5, bad: 30, direction: 'above' },
    kernels_running: { warn: Math.max(1, Math.floor(maxKernels * 0.75)), bad: Math.max(1, Math.floor(maxKernels * 0.95)), direction: 'above' },
    scoring_queue: { warn: 50, bad: 200, direction: 'above' },
    db_pool_waiting: { warn: 1, bad: 10, direction: 'above' },
    disk_free_bytes: { warn: 20 * GB, bad: 5 * GB, direction: 'below' },
  };
}

/** Whether a threshold is coherent: red beyond amber in its direction, both finite. */
export function thresholdProblem(threshold: Threshold): 'not_finite' | 'order' | null {
  if (!Number.isFinite(threshold.warn) || !Number.isFinite(threshold.bad)) return 'not_finite';
  if (threshold.direction === 'above' ? threshold.bad < threshold.warn : threshold.bad > threshold.warn) return 'order';
  return null;
}

/** A value against its threshold: red at or beyond `bad`, amber at or beyond `warn`; unknown without a value. */
export function figureStatus(value: number | null | undefined, threshold: Threshold | undefined): FigureStatus {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'unknown';
  if (threshold === undefined) return 'ok';
  const beyond = (limit: number) => (threshold.direction === 'above' ? value >= limit : value <= limit);
  if (beyond(threshold.bad)) return 'bad';
  if (beyond(threshold.warn)) return 'warn';
  return 'ok';
}

export interface SamplePoint {
  at: string;
  figures: Partial<Record<OperationsFigure, number>>;
}

/** A stretch of samples in which a figure stayed amber or red: from its first to its last sample, with its worst value. */
export interface ThresholdAlert {
  figure: OperationsFigure;
  level: 'warn' | 'bad';
  from: string;
  to: string;
  worst: number;
}

/**
 * The alerts of a series of samples (oldest first): each run of consecutive samples beyond a figure's amber level
 * is one alert, red when any of its samples was red; a sample missing the figure ends the run.
 */
export function thresholdAlerts(points: readonly SamplePoint[], thresholds: Thresholds): ThresholdAlert[] {
  const alerts: ThresholdAlert[] = [];
  for (const figure of OPERATIONS_FIGURES) {
    const threshold = thresholds[figure];
    if (threshold === undefined) continue;
    let open: ThresholdAlert | null = null;
    for (const point of points) {
      const value = point.figures[figure];
      const status = figureStatus(value, threshold);
      if (status === 'warn' || status === 'bad') {
        if (open === null) {
          open = { figure, level: status, from: point.at, to: point.at, worst: value! };
          alerts.push(open);
        } else {
          open.to = point.at;
          if (status === 'bad') open.level = 'bad';
          if (threshold.direction === 'above' ? value! > open.worst : value! < open.worst) open.worst = value!;
        }
      } else open = null;
    }
  }
  return alerts.sort((a, b) => b.from.localeCompare(a.from));
}

/** The time ranges of the page, and the step their samples are averaged over (about 360 points each). */
export const OPERATIONS_RANGES = { '1h': { ms: 60 * 60_000, stepS: 60 }, '24h': { ms: 24 * 60 * 60_000, stepS: 240 }, '7d': { ms: 7 * 24 * 60 * 60_000, stepS: 1800 } } as const;
export type OperationsRange = keyof typeof OPERATIONS_RANGES;
