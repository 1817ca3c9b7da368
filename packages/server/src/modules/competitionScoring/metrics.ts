// The metrics of data-modelling sessions, each computed by a maintained library with the definition scikit-learn
// uses (test/competitions/scoring-metrics.test.ts holds them to values scikit-learn computed):
// - accuracy and F1 (binary, positive label 1): ml-confusion-matrix (mljs);
// - AUC: the Mann–Whitney U from simple-statistics' wilcoxonRankSum (average ranks for ties, so a tie counts one
//   half, as in roc_auc_score);
// - RMSE, MAE, log loss: simple-statistics (rootMeanSquare, mean) over the residuals / per-row losses, log loss
//   clipping probabilities to [ε, 1−ε] with ε the float64 machine epsilon (scikit-learn ≥ 1.3).
// No maintained npm package has all six with these definitions (see the report of issue 10); these two are typed,
// maintained and do the arithmetic.
import type { MetricName } from '@finedu/domain';
import { ConfusionMatrix } from 'ml-confusion-matrix';
import { mean, rootMeanSquare, wilcoxonRankSum } from 'simple-statistics';

/** A score that cannot be computed for a reason the organizer can act on (e.g. one class only in a part). */
export class MetricError extends Error {
  constructor(
    readonly zh: string,
    readonly en: string,
  ) {
    super(en);
    this.name = 'MetricError';
  }
}

/** Metrics whose predictions are probabilities (validated to lie in [0, 1]). */
export const PROBABILITY_METRICS: ReadonlySet<MetricName> = new Set(['auc', 'logloss']);
/** Metrics whose predictions are class labels (a probability is read as class 1 from 0.5 on). */
const LABEL_METRICS: ReadonlySet<MetricName> = new Set(['accuracy', 'f1']);

const EPSILON = Number.EPSILON;
const asClass = (value: number): number => (Number.isInteger(value) ? value : value >= 0.5 ? 1 : 0);

function binaryClasses(labels: readonly number[]): void {
  if (!labels.every((y) => y === 0 || y === 1)) throw new MetricError('该指标要求标签为 0 或 1', 'This metric needs labels of 0 or 1');
}

export function auc(labels: readonly number[], scores: readonly number[]): number {
  binaryClasses(labels);
  const positives = labels.filter((y) => y === 1).length;
  const negatives = labels.length - positives;
  if (positives === 0 || negatives === 0) {
    throw new MetricError('标签只有一个类别，无法计算 AUC', 'Only one class is present in the labels; AUC is not defined');
  }
  const positiveRankSum = wilcoxonRankSum(
    scores.filter((_, i) => labels[i] === 1),
    scores.filter((_, i) => labels[i] === 0),
  );
  return (positiveRankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

export function accuracy(labels: readonly number[], predictions: readonly number[]): number {
  return ConfusionMatrix.fromLabels(labels.map(asClass), predictions.map(asClass)).getAccuracy();
}

export function f1(labels: readonly number[], predictions: readonly number[]): number {
  binaryClasses(labels);
  const matrix = ConfusionMatrix.fromLabels(labels.map(asClass), predictions.map(asClass), { labels: [0, 1] });
  // scikit-learn answers 0 when there is no true and no predicted positive (zero_division=0 warning case).
  if (matrix.getTruePositiveCount(1) === 0) return 0;
  return matrix.getF1Score(1);
}

export function rmse(labels: readonly number[], predictions: readonly number[]): number {
  return rootMeanSquare(labels.map((y, i) => predictions[i]! - y));
}

export function mae(labels: readonly number[], predictions: readonly number[]): number {
  return mean(labels.map((y, i) => Math.abs(predictions[i]! - y)));
}

export function logloss(labels: readonly number[], probabilities: readonly number[]): number {
  binaryClasses(labels);
  return mean(
    labels.map((y, i) => {
      const p = Math.min(1 - EPSILON, Math.max(EPSILON, probabilities[i]!));
      return -(y * Math.log(p) + (1 - y) * Math.log(1 - p));
    }),
  );
}

/** The score of `predictions` against `labels` (same order, same length) by `metric`. */
export function score(metric: MetricName, labels: readonly number[], predictions: readonly number[]): number {
  if (labels.length === 0) throw new MetricError('没有可评分的样本', 'There are no rows to score');
  if (labels.length !== predictions.length) throw new Error('labels and predictions differ in length');
  switch (metric) {
    case 'auc':
      return auc(labels, predictions);
    case 'accuracy':
      return accuracy(labels, predictions);
    case 'f1':
      return f1(labels, predictions);
    case 'rmse':
      return rmse(labels, predictions);
    case 'mae':
      return mae(labels, predictions);
    case 'logloss':
      return logloss(labels, predictions);
    case 'points':
      throw new MetricError('测验场次不按预测评分', 'Quiz sessions are not scored from predictions');
    default:
      return metric satisfies never;
  }
}

export const isLabelMetric = (metric: MetricName): boolean => LABEL_METRICS.has(metric);
