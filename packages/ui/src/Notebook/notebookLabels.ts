import type { NotebookConnectionStatus } from './NotebookConnection';

/** Every visible string of the notebook (its cells have their own, see NotebookCellLabels). */
export interface NotebookLabels {
  /** Accessible name of the notebook. */
  notebook: string;
  /** Accessible name of the toolbar. */
  toolbar: string;
  runAll: string;
  restart: string;
  interrupt: string;
  addCode: string;
  addMarkdown: string;
  moveUp: string;
  moveDown: string;
  delete: string;
  /** Accessible name of a markdown cell. */
  markdownCell: string;
  /** Accessible name of the markdown text area. */
  markdownEditor: string;
  /** Switches a markdown cell to its source. */
  edit: string;
  /** Switches a markdown cell to its rendering. */
  preview: string;
  /** Shown by an empty markdown cell in preview. */
  emptyMarkdown: string;
  /** Empty notebook. */
  emptyTitle: string;
  emptyDescription: string;
  /** Text of the connection indicator, per status. */
  connection: Record<NotebookConnectionStatus, string>;
}

export const defaultNotebookLabels: NotebookLabels = {
  notebook: '笔记本',
  toolbar: '笔记本操作',
  runAll: '全部运行',
  restart: '重启内核',
  interrupt: '中断',
  addCode: '添加代码单元',
  addMarkdown: '添加文本单元',
  moveUp: '上移',
  moveDown: '下移',
  delete: '删除',
  markdownCell: '文本单元',
  markdownEditor: 'Markdown 源文本',
  edit: '编辑',
  preview: '预览',
  emptyMarkdown: '空文本单元，点击“编辑”输入 Markdown 与公式',
  emptyTitle: '笔记本还没有单元',
  emptyDescription: '添加一个代码单元开始编写 Python，或添加文本单元写说明与公式。',
  connection: { connecting: '正在连接内核', ready: '内核就绪', reconnecting: '连接中断，正在重连', closed: '内核已断开' },
};

export const mergeNotebookLabels = (labels: Partial<NotebookLabels> | undefined): NotebookLabels => ({
  ...defaultNotebookLabels,
  ...labels,
  connection: { ...defaultNotebookLabels.connection, ...labels?.connection },
});
