import type { NotebookCellKind } from '@finedu/domain';

/** Validation messages of a notebook question; zh-CN by default. */
export interface QuestionEditorNotebookErrorLabels {
  /** 1–50 starting cells. */
  cellsCount: string;
  /** The starting notebook holds no code cell (there would be nothing to run). */
  codeCellRequired: string;
  /** A cell's source over 20000 characters. */
  cellTooLong: string;
  /** 1–20 hidden tests (each test's own messages are the program type's). */
  testsCount: string;
}

/** The strings of the notebook part of QuestionEditor; zh-CN by default. */
export interface QuestionEditorNotebookLabels {
  /** Heading of the starting notebook. */
  cells: string;
  cellsHelp: string;
  /** Heading and accessible name of one cell (1-based). */
  cell: (index: number) => string;
  /** The cell's kind select. */
  kind: string;
  kinds: Record<NotebookCellKind, string>;
  /** The cell's source box. */
  source: string;
  /** The student cannot edit or remove the cell. */
  locked: string;
  addCode: string;
  addMarkdown: string;
  removeCell: (index: number) => string;
  moveCellUp: (index: number) => string;
  moveCellDown: (index: number) => string;
  errors: QuestionEditorNotebookErrorLabels;
}

export const defaultQuestionEditorNotebookLabels: QuestionEditorNotebookLabels = {
  cells: '初始笔记本',
  cellsHelp: '学生在考试中从这些单元格开始作答；锁定的单元格学生不能修改或删除。提交后在全新内核中运行学生的代码单元格与隐藏测试',
  cell: (index) => `单元格 ${index}`,
  kind: '类型',
  kinds: { code: '代码', markdown: 'Markdown' },
  source: '内容',
  locked: '锁定',
  addCode: '添加代码单元格',
  addMarkdown: '添加 Markdown 单元格',
  removeCell: (index) => `删除单元格 ${index}`,
  moveCellUp: (index) => `上移单元格 ${index}`,
  moveCellDown: (index) => `下移单元格 ${index}`,
  errors: {
    cellsCount: '笔记本须有 1–50 个单元格',
    codeCellRequired: '笔记本至少需要一个代码单元格',
    cellTooLong: '单元格内容不能超过 20000 个字符',
    testsCount: '笔记本题须有 1–20 个隐藏测试',
  },
};
