// Notebook questions (issue 16): the read-only cells of the question view (staff previews, marking, the student's
// result). Combined into `exam` and into `examTaking` (the exam page); the editor's texts are examNotebookEditor.ts,
// kept off the exam page, whose route is within a few KiB of its budget.
export const examNotebookZhCN = {
  'exam.notebook.view.cells': '笔记本单元格',
  'exam.notebook.view.code': '代码',
  'exam.notebook.view.markdown': '说明',
  'exam.notebook.view.locked': '已锁定',
  'exam.notebook.view.tests': '提交后将在全新内核中运行你的代码与 {count} 个隐藏测试评分',
  'exam.notebook.view.yourNotebook': '你的笔记本',
  'exam.notebook.view.notAnswered': '未修改笔记本，以下为初始单元格',
  'exam.notebook.view.candidateData': '该考生的数据：种子 {seed}{hasParams, select, yes { · 参数 {params}} other {}}',
  'exam.notebook.view.yourData': '你的数据：种子 {seed}{hasParams, select, yes { · 参数 {params}} other {}}',
} as const;
