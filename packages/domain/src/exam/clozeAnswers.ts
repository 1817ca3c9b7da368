// Cloze questions (完形填空, Moodle's embedded answers / qtype_multianswer, issue 32): where the stem holds its gaps
// and how each gap is judged. One copy for the server's grading, the editor's checks and the exam page.
import type { ClozeContent, ClozeGap, QuestionResponse } from '../contract/index.js';
import { readNumeric } from './numericAnswers.js';

/** `{{n}}` marks gap n (1-based), as a blank question's numbered markers. */
const GAP_MARKER = /\{\{\s*(\d{1,2})\s*\}\}/g;

/** The gap numbers the stem marks, in the order they appear (a number may appear twice: the check refuses it). */
export function clozeGapNumbers(stem: string): number[] {
  return Array.from(stem.matchAll(GAP_MARKER), (match) => Number(match[1]));
}

/** The stem cut at its gap markers: text pieces and gap indices (0-based), in order. */
export function splitClozeStem(stem: string): Array<string | number> {
  const parts: Array<string | number> = [];
  let last = 0;
  for (const match of stem.matchAll(GAP_MARKER)) {
    if (match.index > last) parts.push(stem.slice(last, match.index));
    parts.push(Number(match[1]) - 1);
    last = match.index + match[0].length;
  }
  if (last < stem.length) parts.push(stem.slice(last));
  return parts;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Moodle's short answer matching (qtype_shortanswer compare_string_with_wildcard): the typed text, trimmed, must match
 * the whole pattern; a run of unescaped `*` matches any characters, `\*` is a literal star; both are NFC-normalised.
 */
export function matchesWildcard(given: string, pattern: string, ignoreCase: boolean): boolean {
  const bits = pattern.normalize('NFC').split(/(?<!\\)\*+/);
  const source = `^${bits.map((bit) => escapeRegExp(bit.replace(/\\\*/g, '*'))).join('.*')}$`;
  return new RegExp(source, ignoreCase ? 'iu' : 'u').test(given.normalize('NFC').trim());
}

/** What a gap's answer earned: its credit (0–1) and the index of the answer or option that matched (null: none). */
export interface ClozeGapGrade {
  credit: number;
  matched: number | null;
}

/**
 * Grades one gap as Moodle grades its subquestion: an empty answer earns nothing; a typed gap takes the first answer
 * that matches (wildcards, case as the gap says); a number gap reads the number as a numeric question does and takes
 * the first answer within its tolerance; a choice gap the picked option (by its text).
 */
export function gradeClozeGap(gap: ClozeGap, given: string): ClozeGapGrade {
  if (given.trim() === '') return { credit: 0, matched: null };
  let matched: number;
  switch (gap.kind) {
    case 'short':
      matched = gap.answers.findIndex((answer) => matchesWildcard(given, answer.text, gap.ignore_case));
      break;
    case 'numeric': {
      const reading = readNumeric(given);
      if (!reading.ok) return { credit: 0, matched: null };
      // A few ulps of noise are not a miss (10.01 − 10 is 0.009999999999999787).
      matched = gap.answers.findIndex((answer) => Math.abs(reading.value - answer.value) <= answer.tolerance + 8 * Number.EPSILON * Math.max(Math.abs(reading.value), Math.abs(answer.value), answer.tolerance));
      break;
    }
    case 'choice':
      matched = gap.options.findIndex((option) => option.text === given);
      break;
    default:
      return gap satisfies never;
  }
  if (matched < 0) return { credit: 0, matched: null };
  const credit = gap.kind === 'choice' ? gap.options[matched]!.credit : gap.answers[matched]!.credit;
  return { credit, matched };
}

/** A response as one string per gap ('' for none). */
export function clozeResponsesOf(response: QuestionResponse | undefined, gapCount: number): string[] {
  const given = Array.isArray(response) ? response : [];
  return Array.from({ length: gapCount }, (_, index) => (typeof given[index] === 'string' ? given[index]! : ''));
}

/** Each gap's grade and the question's share of its score: Σ weight × credit / Σ weight (Moodle's multianswer). */
export function gradeClozeGaps(content: Pick<ClozeContent, 'gaps'>, response: QuestionResponse | undefined): { gaps: ClozeGapGrade[]; fraction: number } {
  const given = clozeResponsesOf(response, content.gaps.length);
  const gaps = content.gaps.map((gap, index) => gradeClozeGap(gap, given[index] ?? ''));
  const total = content.gaps.reduce((sum, gap) => sum + gap.weight, 0);
  const earned = content.gaps.reduce((sum, gap, index) => sum + gap.weight * gaps[index]!.credit, 0);
  return { gaps, fraction: total === 0 ? 0 : earned / total };
}

/** A gap's full-credit answer as text, for a key (the first answer or option with the highest credit). */
export function clozeGapKey(gap: ClozeGap): string {
  const entries: Array<{ text: string; credit: number }> =
    gap.kind === 'choice' ? gap.options : gap.kind === 'short' ? gap.answers : gap.answers.map((answer) => ({ text: answer.tolerance > 0 ? `${answer.value} ± ${answer.tolerance}` : String(answer.value), credit: answer.credit }));
  const best = entries.reduce((top, entry) => (entry.credit > top.credit ? entry : top), entries[0]!);
  return best.text;
}
