export { NotebookCell } from './NotebookCell';
export type { NotebookCellAccess, NotebookCellProps } from './NotebookCell';
export { NotebookCellOutputs } from './NotebookCellOutputs';
export type { NotebookCellOutputsProps } from './NotebookCellOutputs';
export { defaultNotebookCellLabels } from './notebookCellLabels';
export type { NotebookCellLabels } from './notebookCellLabels';
export { runCellCode } from './runCellCode';
export type { NotebookCellRunResult, NotebookCellState, NotebookRunCode, NotebookRunOptions } from './runCellCode';
