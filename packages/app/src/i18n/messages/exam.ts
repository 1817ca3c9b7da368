import { examBankZhCN } from './examBank';
import { examStaffZhCN } from './examStaff';
import { examCalculatedZhCN } from './examCalculated';
import { dataGeneratorZhCN } from './dataGenerator';
import { examNotebookZhCN } from './examNotebook';
import { examNotebookEditorZhCN } from './examNotebookEditor';
import { examMatchingZhCN } from './examMatching';
import { examNumericZhCN } from './examNumeric';
import { examStudentZhCN } from './examStudent';
import { gradebookZhCN } from './gradebook';

/** Messages of the exam engine: question banks and papers, staff exam pages, the student's pages, the bank's per-student data editor (zh-CN; en-US in exam.en-US.ts). */
export const examZhCN = { ...examBankZhCN, ...examStaffZhCN, ...examStudentZhCN, ...examNumericZhCN, ...examMatchingZhCN, ...examCalculatedZhCN, ...examNotebookZhCN, ...examNotebookEditorZhCN, ...dataGeneratorZhCN, ...gradebookZhCN } as const;
