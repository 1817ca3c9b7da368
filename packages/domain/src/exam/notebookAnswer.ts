// A notebook question's answer (issue 16): the student's notebook as one string, the response the exam engine saves,
// queues offline and audits like any other answer. The server, the exam page and the marking view read it here.
import type { NotebookCellKind, QuestionResponse } from '../contract/index.js';
// From the zod-free module: the exam page reads answers with it, and contract/exam.ts would bring its schemas along.
import { NOTEBOOK_QUESTION_LIMITS } from '../contract/notebookLimits.js';

/** One cell of a notebook answer: its kind and source (outputs are the live kernel's, never part of the answer). */
export interface NotebookAnswerCell {
  type: NotebookCellKind;
  source: string;
  /** A starting cell the student could not change (copied from the question). */
  locked: boolean;
}

/**
 * A notebook question's folder in the student's notebook home: its data files and params.json are there, and its
 * kernel's notebook (`examNotebookPath`), so the code reads the files by their plain names.
 */
export const examNotebookFolder = (examId: number, questionId: number): string => `exam-${examId}/q${questionId}`;
export const examNotebookPath = (examId: number, questionId: number): string => `${examNotebookFolder(examId, questionId)}/q${questionId}.ipynb`;

/** The answer format's version, first in the text so that a later format can be told apart. */
export const NOTEBOOK_ANSWER_VERSION = 1;

/** The text saved as the answer: `{"notebook":1,"cells":[{"type":"code","source":"…","locked":false},…]}`. */
export function encodeNotebookAnswer(cells: ReadonlyArray<{ type: NotebookCellKind; source: string; locked?: boolean }>): string {
  return JSON.stringify({ notebook: NOTEBOOK_ANSWER_VERSION, cells: cells.map((cell) => ({ type: cell.type, source: cell.source, locked: cell.locked ?? false })) });
}

const isCell = (value: unknown): value is NotebookAnswerCell => {
  if (value === null || typeof value !== 'object') return false;
  const cell = value as Record<string, unknown>;
  return (cell.type === 'code' || cell.type === 'markdown') && typeof cell.source === 'string' && (cell.locked === undefined || typeof cell.locked === 'boolean');
};

/**
 * The cells of a saved answer, or null when the response is not a notebook answer (no answer, another type's value,
 * text that is not this format, too many cells or a cell beyond the size limit).
 */
export function decodeNotebookAnswer(response: QuestionResponse | undefined): NotebookAnswerCell[] | null {
  if (typeof response !== 'string' || response === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(response);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const { notebook, cells } = parsed as { notebook?: unknown; cells?: unknown };
  if (notebook !== NOTEBOOK_ANSWER_VERSION || !Array.isArray(cells) || cells.length > NOTEBOOK_QUESTION_LIMITS.answerCells) return null;
  if (!cells.every(isCell)) return null;
  if (cells.some((cell) => cell.source.length > NOTEBOOK_QUESTION_LIMITS.cellSource)) return null;
  return cells.map((cell) => ({ type: cell.type, source: cell.source, locked: cell.locked ?? false }));
}

/** The code a notebook answer runs, its code cells in order (what grading runs and the similarity check compares). */
export function notebookAnswerCode(response: QuestionResponse | undefined): string {
  const cells = decodeNotebookAnswer(response) ?? [];
  return cells
    .filter((cell) => cell.type === 'code' && cell.source.trim() !== '')
    .map((cell) => cell.source)
    .join('\n\n');
}

/** The code of a question's starting notebook (the template lines the similarity check leaves out). */
export function notebookTemplateCode(cells: ReadonlyArray<{ type: NotebookCellKind; source: string }>): string {
  return cells
    .filter((cell) => cell.type === 'code' && cell.source.trim() !== '')
    .map((cell) => cell.source)
    .join('\n\n');
}

/** The cells a student sees: their saved answer, or the question's starting notebook before they changed anything. */
export function notebookCellsOf(response: QuestionResponse | undefined, start: ReadonlyArray<{ type: NotebookCellKind; source: string; locked?: boolean }>): NotebookAnswerCell[] {
  return decodeNotebookAnswer(response) ?? start.map((cell) => ({ type: cell.type, source: cell.source, locked: cell.locked ?? false }));
}

/**
 * Whether a notebook answer counts as answered: some code cell holds code that is not the starting notebook's
 * (a notebook opened and left as it was is not an answer).
 */
export function isNotebookAnswered(response: QuestionResponse | undefined, start: ReadonlyArray<{ type: NotebookCellKind; source: string }>): boolean {
  const cells = decodeNotebookAnswer(response);
  if (cells === null) return false;
  const given = new Set(start.filter((cell) => cell.type === 'code').map((cell) => cell.source.trim()));
  return cells.some((cell) => cell.type === 'code' && cell.source.trim() !== '' && !given.has(cell.source.trim()));
}
