import type { QuestionResponse } from '../contract/index.js';

const isLeaf = (value: unknown): boolean =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'string' && value.length <= 100_000) ||
  (Array.isArray(value) && value.length <= 20 && value.every((item) => typeof item === 'string' && item.length <= 2000));

/**
 * Whether a value read back from the browser's storage is a response that the contract's `QuestionResponse` accepts
 * (a leaf, or a case question's sub-answers by key). The exam page checks its saved queue with this instead of the
 * zod schema, so that the page a student sits an exam on does not download zod (issue 14); a test holds the two to
 * the same answers.
 */
export function isStoredResponse(value: unknown): value is QuestionResponse {
  if (isLeaf(value)) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([key, leaf]) => key.length <= 16 && isLeaf(leaf));
}

const isInt = (value: unknown, min = -Infinity): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min;

export interface StoredAnswer {
  question_id: number;
  response: QuestionResponse;
  flagged: boolean;
  revision: number;
}

/** The saved queue of unacknowledged answers (`{ entries: [...] }`), or null when it is not one. */
export function readStoredQueue(value: unknown): StoredAnswer[] | null {
  if (typeof value !== 'object' || value === null) return null;
  const entries = (value as { entries?: unknown }).entries;
  if (!Array.isArray(entries)) return null;
  const valid = entries.every((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return false;
    const { question_id, response, flagged, revision } = entry as Record<string, unknown>;
    return isInt(question_id) && isStoredResponse(response) && typeof flagged === 'boolean' && isInt(revision, 1);
  });
  return valid ? entries.map(({ question_id, response, flagged, revision }: StoredAnswer) => ({ question_id, response, flagged, revision })) : null;
}
