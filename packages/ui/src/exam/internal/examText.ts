import { replaceBlankMarkers, roundScore, type QuestionResponse } from '@finedu/domain';

/** A student's answer to one leaf question: single → key, multiple → keys, judge → boolean, blank → strings, short/program → text. */
export type LeafResponse = string | string[] | boolean | null;

/** The position label of an option: A, B, C … in display order (never the option's stored key). */
export const optionLetter = (index: number): string => String.fromCharCode(65 + index);

/**
 * Replaces each blank marker with an empty `<span data-blank-slot="<marker>-<index>">` (0-based index) so that the
 * rendered markdown has a place for each blank's input.
 */
export const markBlankSlots = (stem: string, marker: string): string =>
  replaceBlankMarkers(stem, (index) => `<span data-blank-slot="${marker}-${index}"></span>`);

/** The case response as a record (anything else is no answer yet). */
export const caseResponseOf = (response: QuestionResponse | undefined): Record<string, LeafResponse> =>
  response !== null && typeof response === 'object' && !Array.isArray(response) ? response : {};

/** A leaf response (a record is not one). */
export const leafResponseOf = (response: QuestionResponse | undefined): LeafResponse =>
  response === undefined || (response !== null && typeof response === 'object' && !Array.isArray(response)) ? null : response;

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
export const formatScore = (score: number): string => String(roundScore(score));

/** Moves an item of a list by one place (unchanged at the ends). */
export const moveItem = <T>(list: readonly T[], index: number, delta: -1 | 1): T[] => {
  const target = index + delta;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
};

/**
 * A student's generated parameters on one line (`n = 250, rate = 0.05`): a text as it is, anything else as JSON, each
 * value cut at `max` characters (a long list would fill the screen; params.json holds all of it).
 */
export const formatDataParams = (params: Readonly<Record<string, unknown>>, max = 40): string =>
  Object.entries(params)
    .map(([name, value]) => {
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
      return `${name} = ${text.length > max ? `${text.slice(0, max - 1)}…` : text}`;
    })
    .join(', ');
