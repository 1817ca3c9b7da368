export { Notebook } from './Notebook';
export type { NotebookCellData, NotebookCellType, NotebookProps } from './Notebook';
export { NotebookConnection } from './NotebookConnection';
export type { NotebookConnectionProps, NotebookConnectionStatus } from './NotebookConnection';
export { NotebookMarkdownCell } from './NotebookMarkdownCell';
export type { NotebookMarkdownCellProps } from './NotebookMarkdownCell';
export { defaultNotebookLabels } from './notebookLabels';
export type { NotebookLabels } from './notebookLabels';
export type { NotebookCellRun } from './useNotebookRuns';
