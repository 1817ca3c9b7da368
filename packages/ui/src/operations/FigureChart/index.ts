export { FigureChart } from './FigureChart';
export type { FigureChartProps } from './FigureChart';
