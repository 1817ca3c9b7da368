export { ScoreDistributionChart } from './ScoreDistributionChart';
export type { ScoreBin, ScoreDistributionChartProps } from './ScoreDistributionChart';
export { defaultScoreDistributionLabels } from './scoreDistributionLabels';
export type { ScoreDistributionLabels } from './scoreDistributionLabels';
