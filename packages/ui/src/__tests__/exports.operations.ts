/** Runtime names src/operations/index.ts exports (the exports test checks them). */
export const OPERATIONS_EXPORTS: string[] = ['FigureChart', 'StatusTiles', 'defaultStatusTilesLabels', 'formatFigure', 'statusTilesLabelsEnUS'];
