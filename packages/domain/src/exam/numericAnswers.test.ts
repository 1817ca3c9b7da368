import { NumericContent } from '../contract/index.js';
import { NUMERIC_CASES } from './__fixtures__/sharedRules.js';
import { calculatedAsNumeric, gradeNumeric, readNumeric, withinTolerance, formatNumeric } from './numericAnswers.js';

const yuan = [
  { name: '元', multiplier: 1 },
  { name: '万元', multiplier: 10000 },
  { name: '亿元', multiplier: 100000000 },
];

describe('readNumeric: the forms students type', () => {
  it.each<[string, number]>([
    ['1234.5', 1234.5],
    ['1,234.5', 1234.5],
    ['1，234.5', 1234.5],
    ['1,234,567', 1234567],
    ['1.2345e3', 1234.5],
    ['1.2345E+3', 1234.5],
    ['5e-2', 0.05],
    ['１２３．４', 123.4],
    ['－１２３．４', -123.4],
    ['−0.5', -0.5],
    ['+7', 7],
    ['.5', 0.5],
    ['  42  ', 42],
    ['1 234.5', 1234.5],
    ['1234。5', 1234.5],
  ])('%s → %s', (typed, value) => {
    const reading = readNumeric(typed);
    expect(reading.ok && reading.value).toBeCloseTo(value, 10);
    expect(reading.ok && reading.unit).toBeNull();
  });

  it.each<[string, string]>([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not_a_number'],
    ['1,2', 'not_a_number'],
    ['1,2345', 'not_a_number'],
    ['1.2.3', 'not_a_number'],
    ['-', 'not_a_number'],
    ['12 美元', 'unknown_unit'],
  ])('%j is not understood (%s)', (typed, reason) => {
    expect(readNumeric(typed)).toMatchObject({ ok: false, reason });
  });

  it('reads percent, per mille and basis points as fractions unless the question defines them', () => {
    expect(readNumeric('12%')).toMatchObject({ ok: true, number: 12, unit: '%' });
    expect((readNumeric('12%') as { value: number }).value).toBeCloseTo(0.12, 12);
    expect((readNumeric('１２％') as { value: number }).value).toBeCloseTo(0.12, 12);
    expect((readNumeric('25 BP') as { value: number }).value).toBeCloseTo(0.0025, 12);
    expect((readNumeric('3‰') as { value: number }).value).toBeCloseTo(0.003, 12);
    // A question whose base unit is the percent point: 12% is 12, and 25bp is 0.25.
    const percentPoints = { units: [{ name: '%', multiplier: 1 }, { name: 'bp', multiplier: 0.01 }] };
    expect(readNumeric('12%', percentPoints)).toMatchObject({ ok: true, value: 12, unit: '%' });
    expect(readNumeric('25bp', percentPoints)).toMatchObject({ ok: true, value: 0.25, unit: 'bp' });
  });

  it('converts the question’s units to its base unit and knows when one is missing', () => {
    expect(readNumeric('1,234.5 万元', { units: yuan })).toMatchObject({ ok: true, number: 1234.5, unit: '万元', value: 12345000 });
    expect(readNumeric('0.5亿元', { units: yuan })).toMatchObject({ ok: true, value: 50000000 });
    expect(readNumeric('300', { units: yuan })).toMatchObject({ ok: true, value: 300, unit: null });
    expect(readNumeric('300', { units: yuan, unit_required: true })).toEqual({ ok: false, reason: 'unit_missing' });
    expect(readNumeric('300 美元', { units: yuan })).toEqual({ ok: false, reason: 'unknown_unit', unit: '美元' });
  });

  it('counts decimals and significant figures of the number as typed', () => {
    expect(readNumeric('1.20')).toMatchObject({ decimals: 2, significant: 3 });
    expect(readNumeric('0.00120')).toMatchObject({ decimals: 5, significant: 3 });
    expect(readNumeric('1200')).toMatchObject({ decimals: 0, significant: 4 });
    expect(readNumeric('1.20e3')).toMatchObject({ decimals: 0, significant: 3 });
    expect(readNumeric('1.234e-2')).toMatchObject({ decimals: 5, significant: 4 });
  });
});

describe('withinTolerance: the edges', () => {
  const absolute = { value: 10, tolerance: { kind: 'absolute' as const, amount: 0.01 } };
  const relative = { value: 200, tolerance: { kind: 'relative' as const, amount: 0.05 } };
  it.each<[string, number, boolean]>([
    ['exactly at the upper edge', 10.01, true],
    ['exactly at the lower edge', 9.99, true],
    ['just inside', 10.0099, true],
    ['just outside above', 10.0101, false],
    ['just outside below', 9.9899, false],
    ['the value itself', 10, true],
  ])('absolute ±0.01 of 10: %s (%s)', (_, given, inside) => {
    expect(withinTolerance(given, absolute)).toBe(inside);
  });
  it.each<[string, number, boolean]>([
    ['exactly at +5 %', 210, true],
    ['exactly at −5 %', 190, true],
    ['just inside', 209.999, true],
    ['just outside', 210.001, false],
    ['just outside below', 189.999, false],
  ])('relative 5 %% of 200: %s (%s)', (_, given, inside) => {
    expect(withinTolerance(given, relative)).toBe(inside);
  });
  it('takes a relative tolerance of a negative value by its size', () => {
    expect(withinTolerance(-105, { value: -100, tolerance: { kind: 'relative', amount: 0.05 } })).toBe(true);
    expect(withinTolerance(-105.01, { value: -100, tolerance: { kind: 'relative', amount: 0.05 } })).toBe(false);
  });
  it('does not let floating-point noise decide an edge (1.1 − 1 is 0.10000000000000009)', () => {
    expect(withinTolerance(1.1, { value: 1, tolerance: { kind: 'absolute', amount: 0.1 } })).toBe(true);
    expect(withinTolerance(0.3, { value: 0.1 + 0.2, tolerance: { kind: 'absolute', amount: 0 } })).toBe(true);
  });
});

describe('gradeNumeric', () => {
  const npv = NumericContent.parse({
    type: 'numeric',
    answers: [
      { value: 10, tolerance: { kind: 'absolute', amount: 0.01 }, credit: 1 },
      { value: 10, tolerance: { kind: 'absolute', amount: 0.5 }, credit: 0.5 },
    ],
  });
  it('gives the best matching answer’s credit', () => {
    expect(gradeNumeric('10.005', npv)).toMatchObject({ credit: 1, matched: 0 });
    expect(gradeNumeric('10.3', npv)).toMatchObject({ credit: 0.5, matched: 1 });
    expect(gradeNumeric('10.6', npv)).toMatchObject({ credit: 0, matched: null });
    expect(gradeNumeric('十', npv)).toMatchObject({ credit: 0, matched: null, reading: { ok: false, reason: 'not_a_number' } });
  });
  it('grades a range answer {#8..12} as its middle with half its width', () => {
    const range = NumericContent.parse({ type: 'numeric', answers: [{ value: 10, tolerance: { kind: 'absolute', amount: 2 } }] });
    expect(gradeNumeric('8', range).credit).toBe(1);
    expect(gradeNumeric('12', range).credit).toBe(1);
    expect(gradeNumeric('12.01', range).credit).toBe(0);
  });
  it('applies units and a required unit', () => {
    const content = NumericContent.parse({ type: 'numeric', answers: [{ value: 12345000, tolerance: { kind: 'relative', amount: 0.001 } }], units: yuan, unit_required: true });
    expect(gradeNumeric('1234.5万元', content).credit).toBe(1);
    expect(gradeNumeric('0.123450亿元', content).credit).toBe(1);
    expect(gradeNumeric('12,345,000 元', content).credit).toBe(1);
    expect(gradeNumeric('12345000', content)).toMatchObject({ credit: 0, reading: { ok: false, reason: 'unit_missing' } });
    expect(gradeNumeric('1234.5元', content).credit).toBe(0);
  });
  it('requires decimals or significant figures when the teacher asks', () => {
    const decimals = NumericContent.parse({ type: 'numeric', answers: [{ value: 3.5, tolerance: { kind: 'absolute', amount: 0.005 } }], precision: { kind: 'decimals', digits: 2 } });
    expect(gradeNumeric('3.50', decimals)).toMatchObject({ credit: 1, precision_missed: false });
    expect(gradeNumeric('3.5', decimals)).toMatchObject({ credit: 0, precision_missed: true });
    const significant = NumericContent.parse({ type: 'numeric', answers: [{ value: 1234.5, tolerance: { kind: 'absolute', amount: 0.5 } }], precision: { kind: 'significant', digits: 4 } });
    expect(gradeNumeric('1235', significant).credit).toBe(1);
    expect(gradeNumeric('1234.5', significant)).toMatchObject({ credit: 0, precision_missed: true });
    expect(gradeNumeric('1.235e3', significant).credit).toBe(1);
  });
  it('prints numbers without floating-point noise', () => {
    expect(formatNumeric(0.1 + 0.2)).toBe('0.3');
    expect(formatNumeric(12345000)).toBe('12345000');
  });
});

describe('gradeNumeric (shared rule table)', () => {
  it.each(NUMERIC_CASES.map((rule) => [rule.name, rule] as const))('%s', (_, rule) => {
    expect(gradeNumeric(rule.response, NumericContent.parse(rule.content)).credit).toBe(rule.credit);
  });
});

describe('calculatedAsNumeric', () => {
  const content = { tolerance: { kind: 'relative' as const, amount: 0.005 }, units: [{ name: '元', multiplier: 1 }], unit_required: false, precision: null };
  it("grades a student's answer against their own value, within the question's tolerance", () => {
    const mine = calculatedAsNumeric(content, 892.4077);
    expect(mine).toEqual({ type: 'numeric', answers: [{ value: 892.4077, tolerance: { kind: 'relative', amount: 0.005 }, credit: 1 }], units: [{ name: '元', multiplier: 1 }], unit_required: false, precision: null });
    expect(gradeNumeric('892.41 元', mine).credit).toBe(1);
    expect(gradeNumeric('896.8', mine).credit).toBe(1);
    // A neighbour's answer (904.00 for other values) is outside 0.5 % of this student's value.
    expect(gradeNumeric('904.00', mine).credit).toBe(0);
  });
});
