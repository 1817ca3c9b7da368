// The calculated-question engine (issue 15, part 2): finance functions against Excel's documented values, formulas
// evaluated by a locked-down mathjs, stable per-student values, and definitions with no finite answer refused.
import { compileFormula, fillStem, fv, irr, npv, pmt, pv, unanswerableValues, valuesOf, variantSeed, variantValues, type CalculatedVariable } from '../../src/modules/questions/calculated.js';

describe('finance functions (the values of Excel’s help pages)', () => {
  it('NPV, IRR, PMT, FV and PV', () => {
    expect(npv(0.1, -10000, 3000, 4200, 6800)).toBeCloseTo(1188.44, 2);
    expect(irr(-70000, 12000, 15000, 18000, 21000, 26000)).toBeCloseTo(0.086631, 6);
    expect(irr(-70000, 12000, 15000, 18000, 21000)).toBeCloseTo(-0.021245, 6);
    expect(pmt(0.08 / 12, 10, 10000)).toBeCloseTo(-1037.03, 2);
    expect(pmt(0.08 / 12, 10, 10000, 0, 1)).toBeCloseTo(-1030.16, 2);
    expect(fv(0.06 / 12, 10, -200, -500, 1)).toBeCloseTo(2581.4, 2);
    expect(pv(0.08 / 12, 12 * 20, 500)).toBeCloseTo(-59777.15, 2);
    expect(pmt(0, 10, 1000)).toBe(-100);
    expect(irr(100, 200)).toBeNaN();
  });

  it('are available to formulas by their names, with lists as matrices', () => {
    const formula = compileFormula('NPV(rate, [cash, cash, cash]) - 100');
    expect(formula.ok && formula.run({ rate: 0.1, cash: 45 })).toBeCloseTo(11.908, 3);
    const loan = compileFormula('-PMT(rate / 12, years * 12, principal)');
    expect(loan.ok && loan.run({ rate: 0.05, years: 30, principal: 100000 })).toBeCloseTo(536.82, 2);
    const yieldOf = compileFormula('IRR(-price, coupon, coupon, coupon + 100)');
    expect(yieldOf.ok && yieldOf.run({ price: 100, coupon: 5 })).toBeCloseTo(0.05, 9);
  });
});

describe('formulas are evaluated, never run as code', () => {
  it.each(['import({x: 1}, {override: true})', 'evaluate("1 + 1")', 'parse("1")', 'createUnit("foo")', 'compile("1")'])('%s does not evaluate', (formula) => {
    const compiled = compileFormula(formula);
    expect(compiled.ok ? compiled.run({}) : Number.NaN).toBeNaN();
  });
  it('reports a formula that does not parse', () => {
    expect(compileFormula('rate * (1 +')).toMatchObject({ ok: false });
  });
});

describe('each student’s values', () => {
  const variables: CalculatedVariable[] = [
    { name: 'rate', kind: 'range', min: 0.03, max: 0.12, step: 0.005 },
    { name: 'years', kind: 'list', values: [3, 5, 10] },
    { name: 'cash', kind: 'range', min: 100, max: 1000, step: 10 },
  ];
  it('are the same for the same exam, student and question (a reload, a restart), and differ between students', () => {
    const first = variantValues(variables, variantSeed('secret', 7, 1001, 42));
    expect(variantValues(variables, variantSeed('secret', 7, 1001, 42))).toEqual(first);
    const second = variantValues(variables, variantSeed('secret', 7, 1002, 42));
    expect(second).not.toEqual(first);
    expect(variantSeed('other secret', 7, 1001, 42)).not.toBe(variantSeed('secret', 7, 1001, 42));
    for (const values of [first, second]) {
      expect(valuesOf(variables[0]!)).toContain(values.rate);
      expect([3, 5, 10]).toContain(values.years);
      expect(values.cash! % 10).toBe(0);
    }
  });
  it('spread over the values across a class', () => {
    const years = new Set(Array.from({ length: 60 }, (_, student) => variantValues(variables, variantSeed('secret', 7, student, 42)).years));
    expect(years).toEqual(new Set([3, 5, 10]));
  });
  it('fill the stem', () => {
    expect(fillStem('利率 {rate}，期限 {years} 年，{unknown} 不变', { rate: 0.05, years: 3 })).toBe('利率 0.05，期限 3 年，{unknown} 不变');
  });
  it('count a range’s steps without floating-point drift', () => {
    expect(valuesOf({ name: 'r', kind: 'range', min: 0.1, max: 0.3, step: 0.1 })).toEqual([0.1, 0.2, 0.3]);
  });
});

describe('definitions without a finite answer are refused', () => {
  it('finds the values that divide by zero', async () => {
    expect(await unanswerableValues([{ name: 'x', kind: 'list', values: [1, 2, 3] }], '1 / (x - 2)')).toEqual({ values: { x: 2 } });
    expect(await unanswerableValues([{ name: 'x', kind: 'range', min: -1, max: 1, step: 0.5 }], 'sqrt(x)')).toEqual({ values: { x: -1 } });
  });
  it('accepts a definition finite for every value, and refuses one that does not compile or has no values', async () => {
    expect(await unanswerableValues([{ name: 'rate', kind: 'range', min: 0.01, max: 0.2, step: 0.01 }, { name: 'n', kind: 'list', values: [1, 5, 30] }], 'PV(rate, n, -100)')).toBeNull();
    expect(await unanswerableValues([{ name: 'x', kind: 'list', values: [1] }], 'x +')).toMatchObject({ values: null });
    expect(await unanswerableValues([{ name: 'x', kind: 'range', min: 2, max: 1, step: 1 }], 'x')).toEqual({ values: null, reason: 'a variable has no values' });
  });
});
