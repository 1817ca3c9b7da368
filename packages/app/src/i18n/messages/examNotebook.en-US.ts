import type { examNotebookZhCN } from './examNotebook';

/** en-US of the notebook view's messages (examNotebook.ts), also on the exam page. */
export const examNotebookEnUS: Record<keyof typeof examNotebookZhCN, string> = {
  'exam.notebook.view.cells': 'Notebook cells',
  'exam.notebook.view.code': 'Code',
  'exam.notebook.view.markdown': 'Text',
  'exam.notebook.view.locked': 'Locked',
  'exam.notebook.view.tests': 'After you submit, your code and {count} hidden tests run in a fresh kernel to grade it',
  'exam.notebook.view.yourNotebook': 'Your notebook',
  'exam.notebook.view.notAnswered': 'The notebook was not changed; these are the starting cells',
  'exam.notebook.view.candidateData': "This candidate's data: seed {seed}{hasParams, select, yes { · parameters {params}} other {}}",
  'exam.notebook.view.yourData': 'Your data: seed {seed}{hasParams, select, yes { · parameters {params}} other {}}',
};
