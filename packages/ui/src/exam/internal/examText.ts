import type { QuestionResponse } from '@finedu/domain';

/** A student's answer to one leaf question: single → key, multiple → keys, judge → boolean, blank → strings, short/program → text. */
export type LeafResponse = string | string[] | boolean | null;

/** The position label of an option: A, B, C … in display order (never the option's stored key). */
export const optionLetter = (index: number): string => String.fromCharCode(65 + index);

/** `___` (three or more underscores) or `{{n}}` (1-based) mark blanks in a stem. */
const NUMBERED = /\{\{\s*(\d{1,2})\s*\}\}/g;
const UNDERSCORES = /_{3,}/g;

/** How the stem marks its blanks: numbered (`{{1}}`) wins over underscores, as the contract says. */
export const blankMarkerStyle = (stem: string): 'numbered' | 'underscores' | 'none' =>
  /\{\{\s*\d{1,2}\s*\}\}/.test(stem) ? 'numbered' : /_{3,}/.test(stem) ? 'underscores' : 'none';

/** Number of blanks the stem marks (the highest `{{n}}`, or the count of `___`). */
export const countBlankMarkers = (stem: string): number => {
  const style = blankMarkerStyle(stem);
  if (style === 'numbered') return Math.max(0, ...Array.from(stem.matchAll(NUMBERED), (m) => Number(m[1])));
  if (style === 'underscores') return Array.from(stem.matchAll(UNDERSCORES)).length;
  return 0;
};

/**
 * Replaces each blank marker with an empty `<span data-blank-slot="<marker>-<index>">` (0-based index) so that the
 * rendered markdown has a place for each blank's input.
 */
export const markBlankSlots = (stem: string, marker: string): string => {
  const style = blankMarkerStyle(stem);
  const slot = (index: number): string => `<span data-blank-slot="${marker}-${index}"></span>`;
  if (style === 'numbered') return stem.replace(NUMBERED, (_, n: string) => slot(Number(n) - 1));
  if (style === 'underscores') {
    let index = 0;
    return stem.replace(UNDERSCORES, () => slot(index++));
  }
  return stem;
};

/** Whether a leaf response holds an answer (a blank answer counts once any blank is filled). */
export const isLeafAnswered = (response: LeafResponse | undefined): boolean => {
  if (response === null || response === undefined) return false;
  if (typeof response === 'boolean') return true;
  if (typeof response === 'string') return response.trim() !== '';
  return response.some((item) => item.trim() !== '');
};

/** Whether a question's response holds an answer; a case counts once any sub-question is answered. */
export const isAnswered = (response: QuestionResponse | undefined): boolean => {
  if (response !== null && typeof response === 'object' && !Array.isArray(response)) return Object.values(response).some((leaf) => isLeafAnswered(leaf));
  return isLeafAnswered(response);
};

/** The case response as a record (anything else is no answer yet). */
export const caseResponseOf = (response: QuestionResponse | undefined): Record<string, LeafResponse> =>
  response !== null && typeof response === 'object' && !Array.isArray(response) ? response : {};

/** A leaf response (a record is not one). */
export const leafResponseOf = (response: QuestionResponse | undefined): LeafResponse =>
  response === undefined || (response !== null && typeof response === 'object' && !Array.isArray(response)) ? null : response;

/** Normalizes a blank answer as the server does before comparing with the alternatives. */
export const normalizeBlank = (text: string, ignoreCase: boolean, ignoreSpaces: boolean): string => {
  let value = text.trim();
  if (ignoreSpaces) value = value.replace(/\s+/g, '');
  if (ignoreCase) value = value.toLowerCase();
  return value;
};

/** Markdown stripped to one line of plain text, for lists and tables. */
export const plainExcerpt = (markdown: string, max = 80): string => {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\{\{\s*\d{1,2}\s*\}\}|_{3,}/g, '____')
    .replace(/[#>*`~|]/g, ' ')
    .replace(/\$+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** Scores shown without float noise (0.1 + 0.2 → 0.3). */
export const formatScore = (score: number): string => String(Math.round(score * 100) / 100);

/** Moves an item of a list by one place (unchanged at the ends). */
export const moveItem = <T>(list: readonly T[], index: number, delta: -1 | 1): T[] => {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
};
