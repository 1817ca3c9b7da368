// Numeric answers (issue 15): how a typed number is read and how it is graded. The exam page says what it
// understood with `readNumeric`, the server grades with `gradeNumeric`; one copy, so both always agree.
import type { CalculatedContent, NumericAnswer, NumericContent, NumericPrecision, NumericUnit } from '../contract/index.js';

/** What a numeric question needs to read an answer: its units and whether one is required. */
export interface NumericRule {
  units?: readonly NumericUnit[] | undefined;
  unit_required?: boolean | undefined;
}

/** Units understood without the teacher listing them (a teacher's own unit of the same name wins). */
export const BUILT_IN_UNITS: readonly NumericUnit[] = [
  { name: '%', multiplier: 0.01 },
  { name: '‰', multiplier: 0.001 },
  { name: 'bp', multiplier: 0.0001 },
];

export type NumericReadFailure = 'empty' | 'not_a_number' | 'unknown_unit' | 'unit_missing';

export type NumericReading =
  | {
      ok: true;
      /** The number as typed, before its unit. */
      number: number;
      /** The unit as the question names it, or null when none was typed. */
      unit: string | null;
      /** The value in the question's base unit. */
      value: number;
      /** Decimals and significant figures of the number as typed (`1.20` → 2 and 3). */
      decimals: number;
      significant: number;
    }
  | { ok: false; reason: NumericReadFailure; unit?: string };

// Sign, digits (with thousands commas), optional fraction, optional exponent; the rest is the unit.
const NUMBER = /^([+-])?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?(?:e([+-]?\d+))?/i;

/** Full-width forms to ASCII (NFKC), the minus sign and the Chinese full stop to `-` and `.`, spaces dropped. */
function normalizeTyped(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2212\u2012\u2013\u2014\uFE63]/g, '-')
    .replace(/[。．｡]/g, '.')
    .replace(/[、]/g, ',')
    .replace(/\s+/g, '');
}

function findUnit(typed: string, rule: NumericRule): NumericUnit | undefined {
  const own = rule.units ?? [];
  const exact = own.find((unit) => unit.name.normalize('NFKC').replace(/\s+/g, '') === typed);
  if (exact) return exact;
  const folded = typed.toLowerCase();
  return (
    own.find((unit) => unit.name.normalize('NFKC').replace(/\s+/g, '').toLowerCase() === folded) ??
    BUILT_IN_UNITS.find((unit) => unit.name === folded)
  );
}

/** Significant figures of a typed mantissa: leading zeros never count; trailing zeros always do (`1200` → 4). */
function significantOf(whole: string, fraction: string): number {
  const digits = `${whole}${fraction}`.replace(/^0+/, '');
  return digits.length === 0 ? 1 : digits.length;
}

/**
 * Reads what a student typed: `1,234.5`, `1.2345e3`, `12%`, `１２３．４`, `-0.5`, `3 万元`, `1，234`. Returns the number,
 * its unit and its value in the question's base unit, or why it cannot be read.
 */
export function readNumeric(text: string, rule: NumericRule = {}): NumericReading {
  const typed = normalizeTyped(text);
  if (typed === '') return { ok: false, reason: 'empty' };
  const match = NUMBER.exec(typed);
  const whole = (match?.[2] ?? '').replace(/,/g, '');
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, reason: 'not_a_number' };
  const exponent = match[4] === undefined ? 0 : Number(match[4]);
  const number = Number(`${match[1] ?? ''}${whole === '' ? '0' : whole}.${fraction || '0'}e${exponent}`);
  if (!Number.isFinite(number)) return { ok: false, reason: 'not_a_number' };
  const rest = typed.slice(match[0].length);
  const decimals = Math.max(0, fraction.length - exponent);
  const significant = significantOf(whole, fraction);
  if (rest === '') {
    if (rule.unit_required && (rule.units ?? []).length > 0) return { ok: false, reason: 'unit_missing' };
    return { ok: true, number, unit: null, value: number, decimals, significant };
  }
  const unit = findUnit(rest, rule);
  if (!unit) return { ok: false, reason: /^[\d.,+-]/.test(rest) ? 'not_a_number' : 'unknown_unit', unit: rest };
  return { ok: true, number, unit: unit.name, value: number * unit.multiplier, decimals, significant };
}

/** Whether `given` is within an accepted answer's tolerance; the edge counts as inside (floating-point noise ignored). */
export function withinTolerance(given: number, answer: Pick<NumericAnswer, 'value' | 'tolerance'>): boolean {
  const allowed = answer.tolerance.kind === 'relative' ? Math.abs(answer.value) * answer.tolerance.amount : answer.tolerance.amount;
  const difference = Math.abs(given - answer.value);
  // 10.01 − 10 is 0.009999999999999787 and 1.1 − 1 is 0.10000000000000009: a few ulps of the operands are not a miss.
  const noise = 8 * Number.EPSILON * Math.max(Math.abs(given), Math.abs(answer.value), allowed);
  return difference <= allowed + noise;
}

/** Whether a reading has the required significant figures or decimals (any form when none is required). */
export function meetsPrecision(reading: Extract<NumericReading, { ok: true }>, precision: NumericPrecision | null | undefined): boolean {
  if (!precision) return true;
  return precision.kind === 'decimals' ? reading.decimals === precision.digits : reading.significant === precision.digits;
}

export interface NumericGrade {
  /** Share of the points, 0–1: the best matching answer's credit. */
  credit: number;
  reading: NumericReading;
  /** Index of the accepted answer that matched, or null. */
  matched: number | null;
  /** Why a readable number earned nothing although it matched: the required form was not kept. */
  precision_missed: boolean;
}

/** Grades a typed answer against a numeric question: the best credit among the answers it is within tolerance of. */
export function gradeNumeric(
  text: string,
  content: NumericRule & { answers: ReadonlyArray<Pick<NumericAnswer, 'value' | 'tolerance'> & { credit?: number | undefined }>; precision?: NumericPrecision | null | undefined },
): NumericGrade {
  const reading = readNumeric(text, content);
  if (!reading.ok) return { credit: 0, reading, matched: null, precision_missed: false };
  let matched: number | null = null;
  let credit = 0;
  for (const [index, answer] of content.answers.entries()) {
    const share = answer.credit ?? 1;
    if (withinTolerance(reading.value, answer) && (matched === null || share > credit)) {
      matched = index;
      credit = share;
    }
  }
  if (matched !== null && !meetsPrecision(reading, content.precision)) return { credit: 0, reading, matched, precision_missed: true };
  return { credit, reading, matched, precision_missed: false };
}

/** A number for people: up to 12 significant figures, no exponent noise (`0.1 + 0.2` → `0.3`). */
export function formatNumeric(value: number): string {
  return String(Number(value.toPrecision(12)));
}

/**
 * A calculated question as the numeric question one student answers: the formula's value for their values is the one
 * accepted answer, with the question's tolerance, units and required form. The server grades with it, the pages mark with it.
 */
export function calculatedAsNumeric(content: Pick<CalculatedContent, 'tolerance' | 'units' | 'unit_required' | 'precision'>, answer: number): NumericContent {
  return {
    type: 'numeric',
    answers: [{ value: answer, tolerance: { ...content.tolerance }, credit: 1 }],
    units: content.units.map((unit) => ({ ...unit })),
    unit_required: content.unit_required,
    precision: content.precision ? { ...content.precision } : null,
  };
}
