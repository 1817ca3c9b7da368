import type { MetricName } from '@finedu/domain';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * `YYYY-MM-DD HH:mm` (DESIGN.md) on the wall clock of `timeZone`, whatever the browser's own zone; empty when the
 * value is missing or not a date. The caller shows the zone beside it.
 */
export function formatZonedTime(value: string | Date | null | undefined, timeZone: string): string {
  if (value === null || value === undefined) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let f = formatters.get(timeZone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  const p: Record<string, string> = {};
  for (const part of f.formatToParts(date)) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** Decimals a metric's scores are shown with: 5 for probabilities and ratios (as contest boards do), 4 for errors. */
const DECIMALS: Readonly<Record<MetricName, number>> = { auc: 5, accuracy: 5, f1: 5, logloss: 5, rmse: 4, mae: 4, points: 2 };

/** A score as the board shows it; `points` drops trailing zeros (85.5, not 85.50). Empty when there is none. */
export function formatMetricScore(score: number | null | undefined, metric: MetricName): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '';
  const fixed = score.toFixed(DECIMALS[metric]);
  return metric === 'points' ? String(Number(fixed)) : fixed;
}
