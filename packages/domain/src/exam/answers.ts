import type { QuestionResponse } from '../contract/index.js';

type LeafValue = string | readonly string[] | boolean | null;

const leafAnswered = (value: LeafValue | undefined): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'boolean') return true;
  if (typeof value === 'string') return value.trim().length > 0;
  return value.some((item) => item.trim().length > 0);
};

/**
 * Whether a response counts as answered for the navigator and the submit confirmation: a choice made, some text
 * typed, at least one blank filled; a case question when every sub-question is answered.
 * @param subKeys the case question's sub-question keys (all must be answered); omit for other types
 */
export function isAnswered(response: QuestionResponse | undefined, subKeys?: readonly string[]): boolean {
  if (response === null || response === undefined) return false;
  if (typeof response === 'object' && !Array.isArray(response)) {
    const record = response as Record<string, LeafValue>;
    const keys = subKeys ?? Object.keys(record);
    return keys.length > 0 && keys.every((key) => leafAnswered(record[key]));
  }
  return leafAnswered(response as LeafValue);
}
