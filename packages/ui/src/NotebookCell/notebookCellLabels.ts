import type { NotebookCellState } from './runCellCode';

/** Every visible string of a code cell; zh-CN by default, the app passes its own catalog's. */
export interface NotebookCellLabels {
  /** Accessible name of the cell. */
  cell: string;
  /** Accessible name of the code editor. */
  editor: string;
  run: string;
  /** Tooltip of the run button. */
  runHint: string;
  clearOutputs: string;
  /** Accessible name of the output area. */
  outputs: string;
  /** Alt text of image outputs (charts). */
  imageOutput: string;
  /** Shown for an output whose MIME types we cannot render. */
  unsupportedOutput: string;
  /** Badge of a template cell the student cannot edit. */
  locked: string;
  /** Badge of a read-only cell. */
  readOnly: string;
  /** Accessible name of the `[n]` execution count. */
  executionCount: string;
  /** Status text per state. */
  states: Record<NotebookCellState, string>;
}

export const defaultNotebookCellLabels: NotebookCellLabels = {
  cell: '代码单元',
  editor: '代码',
  run: '运行',
  runHint: '运行此单元（Shift+Enter）',
  clearOutputs: '清除输出',
  outputs: '输出',
  imageOutput: '图像输出',
  unsupportedOutput: '无法显示此类型的输出',
  locked: '模板（不可编辑）',
  readOnly: '只读',
  executionCount: '执行序号',
  states: { idle: '未运行', queued: '排队中', running: '运行中', done: '已完成', error: '出错' },
};

/** Defaults merged with the caller's labels (the states one level deep). */
export const mergeNotebookCellLabels = (labels: Partial<NotebookCellLabels> | undefined): NotebookCellLabels => ({
  ...defaultNotebookCellLabels,
  ...labels,
  states: { ...defaultNotebookCellLabels.states, ...labels?.states },
});
