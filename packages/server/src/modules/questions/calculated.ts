// Calculated questions (issue 15, part 2): variables with a range and step or a list, each student's values drawn from
// a stable seed of (exam, student, question), the answer formula evaluated by mathjs (never `eval`) with the finance
// functions NPV, IRR, PMT, FV and PV, the bank's checks (placeholders and formula names declared, a finite answer for
// every value) and the student's variant that the exam shows and grades as a numeric answer.
import { createHmac } from 'node:crypto';
import { all, create, type EvalFunction, type MathNode } from 'mathjs';
import { formatNumeric, seededRandom } from '@finedu/domain';
import type { CalculatedContent, CalculatedVariable, CalculatedVariant } from '@finedu/domain';
import type { LocalizedMessage } from '../../errors.js';

export type { CalculatedVariable };

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
const parse = math.parse.bind(math);
/** Names a formula may use beside its variables: mathjs's constants (`pi`, `e`). */
const isConstant = (name: string): boolean => typeof (math as unknown as Record<string, unknown>)[name] === 'number';
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

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The stem with `{name}` replaced by the student's values. */
export const fillStem = (stem: string, values: VariableValues): string =>
  stem.replace(PLACEHOLDER, (whole, name: string) => (name in values ? formatNumeric(values[name]!) : whole));

/** The `{name}` placeholders of a stem, each once, in order. */
export const placeholdersOf = (stem: string): string[] => [...new Set([...stem.matchAll(PLACEHOLDER)].map((m) => m[1]!))];

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

// ───────────── The bank's checks, previews and each student's variant ─────────────

/** Variables a formula reads (names that are neither a function called nor a mathjs constant), or why it does not parse. */
export function formulaSymbols(formula: string): { ok: true; names: string[] } | { ok: false; reason: string } {
  let root: MathNode;
  try {
    root = parse(formula);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const called = new Set<MathNode>();
  root.traverse((node) => {
    const fn = (node as MathNode & { fn?: MathNode }).fn;
    if (node.type === 'FunctionNode' && fn) called.add(fn);
  });
  const names = root.filter((node) => node.type === 'SymbolNode' && !called.has(node)).map((node) => (node as MathNode & { name: string }).name);
  return { ok: true, names: [...new Set(names)].filter((name) => !isConstant(name)) };
}

const VALUE_LIMIT = 10_000;
const msg = (zh: string, en: string): LocalizedMessage => ({ zh, en });
const shown = (values: VariableValues): string =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${formatNumeric(value)}`)
    .join(', ');

/**
 * The bank's rules of a calculated question: distinct variables each with values, every `{name}` of the stem and every
 * name of the formula declared, a formula that parses and a finite answer for every combination of values (a seeded
 * sample beyond 20,000). The first problem in both languages, or null.
 */
export function checkCalculated(stem: string, content: Pick<CalculatedContent, 'variables' | 'formula'>): LocalizedMessage | null {
  const names = content.variables.map((v) => v.name);
  const duplicate = names.find((n, i) => names.indexOf(n) !== i);
  if (duplicate !== undefined) return msg(`变量 ${duplicate} 重复`, `Variable ${duplicate} appears twice`);
  for (const variable of content.variables) {
    if (variable.kind !== 'range') continue;
    if (variable.max < variable.min) return msg(`变量 ${variable.name} 的最大值小于最小值`, `Variable ${variable.name}'s maximum is below its minimum`);
    if ((variable.max - variable.min) / variable.step + 1 > VALUE_LIMIT) {
      return msg(`变量 ${variable.name} 的取值超过 ${VALUE_LIMIT} 个，请加大步长`, `Variable ${variable.name} takes more than ${VALUE_LIMIT} values: use a larger step`);
    }
  }
  const undeclared = placeholdersOf(stem).find((name) => !names.includes(name));
  if (undeclared !== undefined) return msg(`题干中的 {${undeclared}} 不是已定义的变量`, `{${undeclared}} in the stem is not a declared variable`);
  if (content.formula.trim() === '') return msg('请填写答案公式', 'The answer formula is required');
  const symbols = formulaSymbols(content.formula);
  if (!symbols.ok) return msg(`答案公式无法解析：${symbols.reason}`, `The answer formula does not parse: ${symbols.reason}`);
  const unknown = symbols.names.find((name) => !names.includes(name));
  if (unknown !== undefined) return msg(`答案公式中的 ${unknown} 不是已定义的变量`, `${unknown} in the answer formula is not a declared variable`);
  const failed = unanswerableValues(content.variables, content.formula);
  if (failed !== null) {
    if (failed.values === null) return msg(`答案公式无法计算：${failed.reason ?? ''}`, `The answer formula cannot be evaluated: ${failed.reason ?? ''}`);
    return msg(`取值 ${shown(failed.values)} 时答案不是有限的数，请调整变量范围或公式`, `With ${shown(failed.values)} the answer is not a finite number: change the variables' ranges or the formula`);
  }
  return null;
}

/** The variant of a seed: the values, the stem filled with them and the formula's value. */
export function variantOf(stem: string, content: Pick<CalculatedContent, 'variables' | 'formula'>, seed: number): CalculatedVariant {
  const values = variantValues(content.variables, seed);
  const compiled = compileFormula(content.formula);
  return { values, stem: fillStem(stem, values), answer: compiled.ok ? compiled.run(values) : Number.NaN };
}

/**
 * The HMAC key of the variants. A constant on purpose: a student's values must stay the same after a restart, on every
 * instance and through a key rotation, or a running exam's answers would be graded against other values. The key only
 * spreads the values; secrecy comes from the key (formula) never leaving the server.
 */
const VARIANT_KEY = 'finedu calculated question variants v1';

/** A student's variant of a calculated question in an exam: derived from (exam, student, question), never stored. */
export function studentVariant(examId: number, userId: number, questionId: number, stem: string, content: Pick<CalculatedContent, 'variables' | 'formula'>): CalculatedVariant {
  return variantOf(stem, content, variantSeed(VARIANT_KEY, examId, userId, questionId));
}

/** `count` sample variants for the editor's preview (seeds 1, 2, … so the same definition shows the same samples). */
export function previewVariants(stem: string, content: Pick<CalculatedContent, 'variables' | 'formula'>, count: number): CalculatedVariant[] {
  return Array.from({ length: count }, (_, i) => variantOf(stem, content, variantSeed(VARIANT_KEY, 0, 0, i + 1)));
}
