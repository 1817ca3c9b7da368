import type { examZhCN } from './exam';
import { examBankEnUS } from './examBank.en-US';
import { examStaffEnUS } from './examStaff.en-US';
import { examCalculatedEnUS } from './examCalculated.en-US';
import { dataGeneratorEnUS } from './dataGenerator.en-US';
import { examNotebookEnUS } from './examNotebook.en-US';
import { examNotebookEditorEnUS } from './examNotebookEditor.en-US';
import { examMatchingEnUS } from './examMatching.en-US';
import { examNumericEnUS } from './examNumeric.en-US';
import { examStudentEnUS } from './examStudent.en-US';
import { gradebookEnUS } from './gradebook.en-US';

/** en-US of the exam engine's messages: a chunk of its own, loaded only when the page is in English. */
export const examEnUS: Record<keyof typeof examZhCN, string> = { ...examBankEnUS, ...examStaffEnUS, ...examStudentEnUS, ...examNumericEnUS, ...examMatchingEnUS, ...examCalculatedEnUS, ...examNotebookEnUS, ...examNotebookEditorEnUS, ...dataGeneratorEnUS, ...gradebookEnUS };
