// Fill-in-the-blank rules that the server grades with and the review page marks with (notes/exam-engine.md,
// "Grading"). One copy, so a blank the server counts right is never shown wrong.
import type { QuestionResponse } from '../contract/index.js';

/** How a blank question compares answers; both default to true, as in the contract's BlankContent. */
export interface BlankRule {
  ignore_case?: boolean | undefined;
  ignore_spaces?: boolean | undefined;
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

/** Whether one blank's answer matches any of its alternatives; an empty answer never does. */
export function isBlankCorrect(given: string, alternatives: readonly string[], rule: BlankRule = {}): boolean {
  const ignoreCase = rule.ignore_case ?? true;
  const ignoreSpaces = rule.ignore_spaces ?? true;
  const mine = normalizeBlank(given, ignoreCase, ignoreSpaces);
  return mine !== '' && alternatives.some((alternative) => normalizeBlank(alternative, ignoreCase, ignoreSpaces) === mine);
}

/**
 * The answer of each blank, in order, exactly `blankCount` long (missing ones are ''). A one-blank question also
 * takes a plain string, as older clients sent it.
 */
export function blankAnswersOf(response: QuestionResponse | undefined, blankCount: number): string[] {
  const given = Array.isArray(response) ? response : typeof response === 'string' && blankCount === 1 ? [response] : [];
  return Array.from({ length: blankCount }, (_, index) => given[index] ?? '');
}
