import type { examNotebookEditorZhCN } from './examNotebookEditor';

/** en-US of the notebook editor's messages (examNotebookEditor.ts). */
export const examNotebookEditorEnUS: Record<keyof typeof examNotebookEditorZhCN, string> = {
  'exam.notebook.editor.cells': 'Starting notebook',
  'exam.notebook.editor.cellsHelp':
    'Students start the exam from these cells; they cannot edit or remove locked cells. After submission their code cells and the hidden tests run in a fresh kernel',
  'exam.notebook.editor.cell': 'Cell {index}',
  'exam.notebook.editor.kind': 'Kind',
  'exam.notebook.editor.kind.code': 'Code',
  'exam.notebook.editor.kind.markdown': 'Markdown',
  'exam.notebook.editor.source': 'Source',
  'exam.notebook.editor.locked': 'Locked',
  'exam.notebook.editor.addCode': 'Add code cell',
  'exam.notebook.editor.addMarkdown': 'Add Markdown cell',
  'exam.notebook.editor.removeCell': 'Remove cell {index}',
  'exam.notebook.editor.moveCellUp': 'Move cell {index} up',
  'exam.notebook.editor.moveCellDown': 'Move cell {index} down',
  'exam.notebook.editor.data': 'Per-candidate data (optional)',
  'exam.notebook.editor.dataIntro':
    "Give each candidate their own data: a Python function generate(seed) makes the data files and parameter values for one candidate's seed, once per candidate, in the grading sandbox. The files and params.json are placed in the folder beside the candidate's notebook, so the code reads them by name; the hidden tests get SEED and PARAMS. Leave it empty to give every candidate the same data (built in the cells).",
  'exam.notebook.editor.generatorHelp': "generate(seed) returns a dict: 'files' maps each file name to text or a DataFrame, 'params' holds the parameter values",
  'exam.notebook.editor.error.cellsCount': 'A notebook needs 1–50 cells',
  'exam.notebook.editor.error.codeCellRequired': 'The notebook needs at least one code cell',
  'exam.notebook.editor.error.cellTooLong': 'A cell cannot exceed 20000 characters',
  'exam.notebook.editor.error.testsCount': 'A notebook question needs 1–20 hidden tests',
};
