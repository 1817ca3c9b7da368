import { examBankEnUS, examBankZhCN } from './examBank';
import { examStaffEnUS, examStaffZhCN } from './examStaff';
import { examCalculatedEnUS, examCalculatedZhCN } from './examCalculated';
import { examNumericEnUS, examNumericZhCN } from './examNumeric';
import { examStudentEnUS, examStudentZhCN } from './examStudent';

/** Messages of the exam engine: question banks and papers, staff exam pages, the student's pages. */
export const examZhCN = { ...examBankZhCN, ...examStaffZhCN, ...examStudentZhCN, ...examNumericZhCN, ...examCalculatedZhCN } as const;

export const examEnUS: Record<keyof typeof examZhCN, string> = { ...examBankEnUS, ...examStaffEnUS, ...examStudentEnUS, ...examNumericEnUS, ...examCalculatedEnUS };
