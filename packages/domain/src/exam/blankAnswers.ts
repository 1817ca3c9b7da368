// Fill-in-the-blank rules that the server grades with and the review page marks with (notes/exam-engine.md,
// "Grading"). One copy, so a blank the server counts right is never shown wrong.
import type { QuestionResponse } from '../contract/index.js';

/**
 * How a blank question compares answers; `ignore_case` and `ignore_spaces` default to true and `wildcard` to false, as in
 * the contract's BlankContent.
 */
export interface BlankRule {
  ignore_case?: boolean | undefined;
  ignore_spaces?: boolean | undefined;
  /** Moodle's short answer matching: `*` matches any run of characters, `\*` is a literal star. */
  wildcard?: boolean | undefined;
}

/**
 * A blank's text as compared: Unicode NFKC first (full-width `ＮＰＶ` or `１０％` read as `NPV`, `10%`), then the
 * surrounding spaces go; inner spaces go with `ignoreSpaces`, and letters fold to lower case with `ignoreCase`.
 */
export function normalizeBlank(text: string, ignoreCase: boolean, ignoreSpaces: boolean): string {
  let value = text.normalize('NFKC').trim();
  if (ignoreSpaces) value = value.replace(/\s+/g, '');
  if (ignoreCase) value = value.toLowerCase();
  return value;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether an alternative with Moodle's wildcard matches the (normalised) answer: the alternative is cut at each run of
 * unescaped `*`, every piece is normalised like the answer and matched literally (`\*` as a star), the pieces joined by
 * "any run of characters"; the whole answer must match (qtype_shortanswer compare_string_with_wildcard).
 */
function wildcardMatches(mine: string, alternative: string, ignoreCase: boolean, ignoreSpaces: boolean): boolean {
  const pieces = alternative.split(/(?<!\\)\*+/).map((piece) => escapeRegExp(normalizePiece(piece.replace(/\\\*/g, '*'), ignoreCase, ignoreSpaces)));
  return new RegExp(`^${pieces.join('.*')}$`, 'su').test(mine);
}

/** A piece of a wildcard alternative, normalised as an answer is but without trimming (the stars around it take the spaces). */
function normalizePiece(text: string, ignoreCase: boolean, ignoreSpaces: boolean): string {
  let value = text.normalize('NFKC');
  if (ignoreSpaces) value = value.replace(/\s+/g, '');
  if (ignoreCase) value = value.toLowerCase();
  return value;
}

/** Whether one blank's answer matches one alternative under the question's rule; an empty answer never does. */
export function matchesAlternative(given: string, alternative: string, rule: BlankRule = {}): boolean {
  const ignoreCase = rule.ignore_case ?? true;
  const ignoreSpaces = rule.ignore_spaces ?? true;
  const mine = normalizeBlank(given, ignoreCase, ignoreSpaces);
  if (mine === '') return false;
  if (rule.wildcard === true) return wildcardMatches(mine, alternative.trim(), ignoreCase, ignoreSpaces);
  return normalizeBlank(alternative, ignoreCase, ignoreSpaces) === mine;
}

/** What one blank's answer earns: the credit (0 … 1) of the first alternative it matches, in order, and that alternative's index. */
export interface BlankCredit {
  credit: number;
  /** Index of the alternative that matched, or null when none did. */
  matched: number | null;
}

/**
 * The credit of one blank's answer: its first matching alternative's (`credits[i]`, 1 when absent), as Moodle's short
 * answer takes its first matching answer; 0 when none matches.
 */
export function blankCredit(given: string, blank: { alternatives: readonly string[]; credits?: readonly number[] | undefined }, rule: BlankRule = {}): BlankCredit {
  const matched = blank.alternatives.findIndex((alternative) => matchesAlternative(given, alternative, rule));
  if (matched < 0) return { credit: 0, matched: null };
  return { credit: Math.min(1, Math.max(0, blank.credits?.[matched] ?? 1)), matched };
}

/**
 * Whether one blank's answer earns the blank's full points: its first matching alternative has full credit (all
 * alternatives do when `credits` is absent).
 */
export function isBlankCorrect(given: string, alternatives: readonly string[], rule: BlankRule = {}, credits?: readonly number[]): boolean {
  return blankCredit(given, { alternatives, credits }, rule).credit >= 1;
}

/**
 * The answer of each blank, in order, exactly `blankCount` long (missing ones are ''). A one-blank question also
 * takes a plain string, as older clients sent it.
 */
export function blankAnswersOf(response: QuestionResponse | undefined, blankCount: number): string[] {
  const given = Array.isArray(response) ? response : typeof response === 'string' && blankCount === 1 ? [response] : [];
  return Array.from({ length: blankCount }, (_, index) => given[index] ?? '');
}
