import { examBankEnUS, examBankZhCN } from './examBank';
import { examStaffEnUS, examStaffZhCN } from './examStaff';
import { examNumericEnUS, examNumericZhCN } from './examNumeric';
import { examStudentEnUS, examStudentZhCN } from './examStudent';

/** Messages of the exam engine: question banks and papers, staff exam pages, the student's pages. */
export const examZhCN = { ...examBankZhCN, ...examStaffZhCN, ...examStudentZhCN, ...examNumericZhCN } as const;

export const examEnUS: Record<keyof typeof examZhCN, string> = { ...examBankEnUS, ...examStaffEnUS, ...examStudentEnUS, ...examNumericEnUS };
