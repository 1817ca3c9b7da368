export { Chart } from './Chart';
export type { ChartProps } from './Chart';
export { chartOption, chartPalette } from './chartOption';
export type { ChartOptionSettings } from './chartOption';
