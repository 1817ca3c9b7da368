// Calculated questions (issue 15, part 2) — the engine only, not yet a question type: variables with a range and step
// or a list, each student's values drawn from a stable seed of (exam, student, question), the answer formula evaluated by
// mathjs (never `eval`) with the finance functions NPV, IRR, PMT, FV and PV, and a check that refuses a definition
// with no finite answer for some values. Nothing reaches the API until the contract, grading and pages use it.
import { createHmac } from 'node:crypto';
import { all, create, type EvalFunction } from 'mathjs';
import { seededRandom } from '@finedu/domain';

export type CalculatedVariable =
  | { name: string; kind: 'range'; min: number; max: number; step: number }
  | { name: string; kind: 'list'; values: number[] };

export type VariableValues = Record<string, number>;

// ───────────── Finance functions (Excel's conventions: money paid out is negative) ─────────────

/** Excel NPV: the values fall at the end of periods 1, 2, … (an initial outlay at 0 is added outside). */
export function npv(rate: number, ...values: number[]): number {
  return values.reduce((sum, value, index) => sum + value / (1 + rate) ** (index + 1), 0);
}

/** Excel PMT: the payment per period of a loan or annuity. `type` 1 pays at the start of each period. */
export function pmt(rate: number, nper: number, pv: number, fv = 0, type = 0): number {
  if (rate === 0) return -(pv + fv) / nper;
  const growth = (1 + rate) ** nper;
  return (-(pv * growth + fv) * rate) / ((1 + rate * type) * (growth - 1));
}

/** Excel FV: the future value of a present value and equal payments. */
export function fv(rate: number, nper: number, payment: number, pv = 0, type = 0): number {
  if (rate === 0) return -(pv + payment * nper);
  const growth = (1 + rate) ** nper;
  return -(pv * growth + (payment * (1 + rate * type) * (growth - 1)) / rate);
}

/** Excel PV: the present value of equal payments and a future value. */
export function pv(rate: number, nper: number, payment: number, future = 0, type = 0): number {
  if (rate === 0) return -(future + payment * nper);
  const growth = (1 + rate) ** nper;
  return -(future + (payment * (1 + rate * type) * (growth - 1)) / rate) / growth;
}

/** Excel IRR: the rate at which the cash flows (the first at period 0) have a net present value of 0; NaN when none. */
export function irr(...flows: number[]): number {
  const value = (rate: number) => flows.reduce((sum, flow, t) => sum + flow / (1 + rate) ** t, 0);
  if (!flows.some((f) => f > 0) || !flows.some((f) => f < 0)) return Number.NaN;
  // Bisection on a bracket found by widening: slower than Newton but never diverges.
  let low = -0.9999;
  let high = 1;
  while (value(low) * value(high) > 0 && high < 1e6) high *= 2;
  if (value(low) * value(high) > 0) return Number.NaN;
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (value(low) * value(mid) <= 0) high = mid;
    else low = mid;
    if (high - low < 1e-12) break;
  }
  return (low + high) / 2;
}

// ───────────── A locked-down mathjs: arithmetic and functions, no parser, import or units ─────────────

// `all` is typed as possibly undefined by mathjs; it is always present in the full bundle.
const math = create(all as NonNullable<typeof all>);
// The names take numbers (or a matrix of them, as teachers write `NPV(r, [a, b, c])`).
const flat = (args: unknown[]): number[] => args.flatMap((a) => (typeof a === 'object' && a !== null && 'toArray' in a ? ((a as { toArray: () => unknown[] }).toArray().flat(Infinity) as number[]) : [a as number]));
math.import(
  {
    NPV: (rate: number, ...values: unknown[]) => npv(rate, ...flat(values)),
    IRR: (...flows: unknown[]) => irr(...flat(flows)),
    PMT: pmt,
    FV: fv,
    PV: pv,
  },
  { override: true },
);
const compile = math.compile.bind(math);
// mathjs's own advice for untrusted expressions: take away what reaches the parser, imports and units.
const refused = () => {
  throw new Error('not available in a formula');
};
math.import(
  { import: refused, createUnit: refused, evaluate: refused, parse: refused, simplify: refused, derivative: refused, resolve: refused, compile: refused, reviver: refused },
  { override: true },
);

/** A compiled answer formula, or why it does not compile. */
export function compileFormula(formula: string): { ok: true; run: (values: VariableValues) => number } | { ok: false; reason: string } {
  let compiled: EvalFunction;
  try {
    compiled = compile(formula);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  return {
    ok: true,
    run: (values) => {
      try {
        const result: unknown = compiled.evaluate({ ...values });
        return typeof result === 'number' ? result : Number.NaN;
      } catch {
        return Number.NaN;
      }
    },
  };
}

// ───────────── Values of the variables ─────────────

/** Every value a variable may take (a range's steps counted from its minimum, rounding noise removed). */
export function valuesOf(variable: CalculatedVariable): number[] {
  if (variable.kind === 'list') return [...variable.values];
  if (!(variable.step > 0) || variable.max < variable.min) return [];
  const count = Math.floor((variable.max - variable.min) / variable.step + 1e-9) + 1;
  return Array.from({ length: Math.min(count, 100_000) }, (_, i) => Number((variable.min + i * variable.step).toPrecision(12)));
}

/** A stable seed of (exam, student, question): HMAC-SHA256 under the server's secret, the same after a reload or restart. */
export function variantSeed(secret: string, examId: number, userId: number, questionId: number): number {
  return createHmac('sha256', secret).update(`calculated:${examId}:${userId}:${questionId}`).digest().readUInt32BE(0);
}

/** One student's values: each variable's value drawn from the seed, in the variables' order. */
export function variantValues(variables: readonly CalculatedVariable[], seed: number): VariableValues {
  const random = seededRandom(seed);
  const values: VariableValues = {};
  for (const variable of variables) {
    const choices = valuesOf(variable);
    values[variable.name] = choices[Math.floor(random() * choices.length)] ?? Number.NaN;
  }
  return values;
}

/** The stem with `{name}` replaced by the student's values. */
export const fillStem = (stem: string, values: VariableValues): string =>
  stem.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * Whether a definition gives a finite answer for every combination of values (every one up to `limit`, beyond that
 * the first, the last and a seeded sample): the first combination that does not, or null.
 */
export function unanswerableValues(variables: readonly CalculatedVariable[], formula: string, limit = 20_000): { values: VariableValues | null; reason?: string } | null {
  const compiled = compileFormula(formula);
  if (!compiled.ok) return { values: null, reason: compiled.reason };
  const lists = variables.map(valuesOf);
  if (lists.some((list) => list.length === 0)) return { values: null, reason: 'a variable has no values' };
  const total = lists.reduce((n, list) => n * list.length, 1);
  const at = (index: number): VariableValues => {
    const values: VariableValues = {};
    let rest = index;
    variables.forEach((variable, i) => {
      const list = lists[i]!;
      values[variable.name] = list[rest % list.length]!;
      rest = Math.floor(rest / list.length);
    });
    return values;
  };
  const random = seededRandom(total);
  const indexes = total <= limit ? Array.from({ length: total }, (_, i) => i) : [0, total - 1, ...Array.from({ length: limit }, () => Math.floor(random() * total))];
  for (const index of indexes) {
    const values = at(index);
    if (!Number.isFinite(compiled.run(values))) return { values };
  }
  return null;
}
