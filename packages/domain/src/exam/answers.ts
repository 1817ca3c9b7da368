// When a question counts as answered: the answer sheet, the submit confirmation and the teacher's candidate list.
import type { PublicContent, PublicLeafContent, QuestionContent, QuestionResponse } from '../contract/index.js';
import { isNotebookAnswered } from './notebookAnswer.js';

type LeafValue = string | readonly string[] | boolean | null;

/** Whether a leaf response holds anything: a choice, some text, a judgement, at least one filled blank. */
export function isLeafAnswered(response: QuestionResponse | undefined): boolean {
  if (response === null || response === undefined) return false;
  if (typeof response === 'boolean') return true;
  if (typeof response === 'string') return response.trim() !== '';
  if (Array.isArray(response)) return response.some((item) => item.trim() !== '');
  return false;
}

type LeafShape = PublicLeafContent | Exclude<QuestionContent, { type: 'case' | 'notebook' | 'matching' | 'cloze' }>;
/** The question's content as the student sees it (PublicContent) or in full (QuestionContent). */
export type AnsweredContent = PublicContent | QuestionContent;

const blankCountOf = (content: Extract<LeafShape, { type: 'blank' }>): number => ('blank_count' in content ? content.blank_count : content.blanks.length);

function leafComplete(response: QuestionResponse | undefined, content: LeafShape): boolean {
  if (content.type !== 'blank' || !Array.isArray(response)) return isLeafAnswered(response);
  const count = blankCountOf(content);
  return count > 0 && Array.from({ length: count }, (_, index) => response[index] ?? '').every((text: string) => text.trim() !== '');
}

/** How many answers a matching question (one per prompt) or a cloze question (one per gap) takes. */
function partCount(content: Extract<AnsweredContent, { type: 'matching' | 'cloze' }>): number {
  if (content.type === 'cloze') return content.gaps.length;
  return 'prompts' in content ? content.prompts.length : content.pairs.length;
}

const everyPartFilled = (response: QuestionResponse | undefined, count: number): boolean =>
  Array.isArray(response) && count > 0 && Array.from({ length: count }, (_, index) => response[index] ?? '').every((text: string) => text.trim() !== '');

/**
 * Whether a question counts as answered: every part of it holds an answer. A blank question needs every blank
 * filled, a case question every sub-question answered (so, by its sub-questions' rules), and a notebook question
 * some code of the student's own. A partly answered
 * question counts as not answered, as Moodle counts an "incomplete answer" among the questions without a response
 * when a student submits.
 */
export function isAnswered(response: QuestionResponse | undefined, content: AnsweredContent): boolean {
  if (content.type === 'notebook') return isNotebookAnswered(response, content.cells);
  if (content.type === 'matching' || content.type === 'cloze') return everyPartFilled(response, partCount(content));
  if (content.type !== 'case') return leafComplete(response, content);
  if (response === null || response === undefined || typeof response !== 'object' || Array.isArray(response)) return false;
  const record = response as Record<string, LeafValue>;
  const children = content.children as ReadonlyArray<{ key: string; content: LeafShape }>;
  return children.length > 0 && children.every((child) => leafComplete(record[child.key] as QuestionResponse | undefined, child.content));
}
