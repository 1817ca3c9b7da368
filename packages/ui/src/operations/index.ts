// Components of the operations monitor (issue 12), exported by name.
export { StatusTiles, defaultStatusTilesLabels, statusTilesLabelsEnUS } from './StatusTiles';
export type { StatusTilesLabels, StatusTilesProps } from './StatusTiles';
export { FigureChart } from './FigureChart';
export type { FigureChartProps } from './FigureChart';
export { formatFigure } from './figureFormat';
