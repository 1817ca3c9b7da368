// @finedu/ui/chart: the ECharts wrapper (ECharts itself is loaded on the chart's first render) and its
// option helpers (src/__tests__/exports.test.ts guards the list). The components drawn with it
// (CompetitionBoard, FigureChart, ScoreDistributionChart) stay in the root entry.
export { Chart, chartOption, chartPalette } from './Chart';
export type { ChartProps, ChartOptionSettings } from './Chart';
