import type { examTakingZhCN } from './examTaking';
import { examNotebookEnUS } from './examNotebook.en-US';
import { examNumericEnUS } from './examNumeric.en-US';
import { examStudentEnUS } from './examStudent.en-US';

/** en-US of the exam page's messages (examTaking.ts). */
export const examTakingEnUS: Record<keyof typeof examTakingZhCN, string> = { ...examStudentEnUS, ...examNumericEnUS, ...examNotebookEnUS };
