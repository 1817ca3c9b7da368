import { examNotebookZhCN } from './examNotebook';
import { examNumericZhCN } from './examNumeric';
import { examStudentZhCN } from './examStudent';

/**
 * The messages of the page a student sits an exam on (`exam.student.*`, the numeric answer box's `exam.numeric.*` and the notebook view's `exam.notebook.view.*`),
 * a part of the exam engine's catalog that loads alone: the exam page does not download the bank's and the staff
 * pages' texts (issue 14). en-US in examTaking.en-US.ts.
 */
export const examTakingZhCN = { ...examStudentZhCN, ...examNumericZhCN, ...examNotebookZhCN } as const;
