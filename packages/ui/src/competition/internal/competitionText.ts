import type { MetricName } from '@finedu/domain';

/** Decimals a metric's scores are shown with: 5 for probabilities and ratios (as contest boards do), 4 for errors. */
const DECIMALS: Readonly<Record<MetricName, number>> = { auc: 5, accuracy: 5, f1: 5, logloss: 5, rmse: 4, mae: 4, points: 2 };

/** A score as the board shows it; `points` drops trailing zeros (85.5, not 85.50). Empty when there is none. */
export function formatMetricScore(score: number | null | undefined, metric: MetricName): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '';
  const fixed = score.toFixed(DECIMALS[metric]);
  return metric === 'points' ? String(Number(fixed)) : fixed;
}
