// Calculated questions (issue 15, part 2): variables with a range and step or a list, each student's values drawn from
// a stable seed of (exam, student, question), the answer formula evaluated by mathjs (never `eval`) with the finance
// functions NPV, IRR, PMT, FV and PV, the bank's checks (placeholders and formula names declared, a finite answer for
// every value) and the student's variant that the exam shows and grades as a numeric answer.
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as MathJs from 'mathjs';
import type { MathNode } from 'mathjs';
import { formatNumeric, seededRandom } from '@finedu/domain';
import type { CalculatedContent, CalculatedVariable, CalculatedVariant } from '@finedu/domain';
import { AppError, type LocalizedMessage } from '../../errors.js';

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

// ───────────── The formula language: mathjs's syntax, evaluated by our own whitelist ─────────────
//
// A formula is parsed by mathjs's parser alone (an instance with nothing but `parse`) and the tree is compiled here into
// number-only closures: numbers, the variables, a few constants, + − * / % ^, comparisons, `and`/`or`/`not`, `?:` and
// the scalar functions below (Moodle's calculated question's list, plus the finance functions). No matrix, range,
// unit, string, index, assignment or import reaches the evaluation, and a formula is bounded in size and nesting, so
// one evaluation costs at most a few milliseconds and allocates nothing that grows with the values (issue 37).

/** The most nodes (numbers, names, operators, functions) a formula may have. */
export const FORMULA_MAX_NODES = 300;
/** The deepest nesting of parentheses and brackets a formula may have. */
export const FORMULA_MAX_DEPTH = 40;
/** The most arguments (list items counted) a function may get. */
const MAX_ARGUMENTS = 200;

type MathNodeLike = MathNode & {
  op?: string;
  fn?: string | MathNode;
  name?: string;
  value?: unknown;
  args?: MathNode[];
  items?: MathNode[];
  content?: MathNode;
  condition?: MathNode;
  trueExpr?: MathNode;
  falseExpr?: MathNode;
  conditionals?: string[];
  params?: MathNode[];
};

// The parser is loaded on the first formula, not when the server starts: mathjs's single-file build, which loads in
// a fraction of the time its module graph takes (1.6 s), and from which only `parse` is instantiated.
let parser: ((text: string) => MathNode) | null = null;
function parseFormula(text: string): MathNode {
  if (parser === null) {
    const mathjs = createRequire(import.meta.url)('mathjs/lib/browser/math.js') as typeof MathJs;
    const instance = mathjs.create({ parseDependencies: mathjs.parseDependencies! });
    parser = (source) => instance.parse(source);
  }
  return parser(text);
}

/** Constants a formula may name (a declared variable of the same name wins). */
const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, PI: Math.PI, e: Math.E, E: Math.E, tau: 2 * Math.PI, phi: (1 + Math.sqrt(5)) / 2 };
const isConstant = (name: string): boolean => Object.hasOwn(CONSTANTS, name);

const truth = (value: boolean): number => (value ? 1 : 0);
/** mathjs's and PHP's rounding: half away from zero, to `digits` decimals (negative: tens, hundreds…). */
const roundTo = (value: number, digits = 0): number => {
  if (!Number.isInteger(digits) || Math.abs(digits) > 15) return Number.NaN;
  const shifted = Math.round(Math.abs(Number(`${value}e${digits}`)));
  return Math.sign(value) * Number(`${shifted}e${-digits}`);
};
/** Digits of a non-negative integer read in another base (Moodle's bindec, octdec), or written in it (decbin, decoct). */
const fromBase = (base: number) => (value: number) => (Number.isInteger(value) && value >= 0 && /^\d+$/.test(String(value)) && [...String(value)].every((d) => Number(d) < base) ? parseInt(String(value), base) : Number.NaN);
const toBase = (base: number) => (value: number) => (Number.isSafeInteger(value) && value >= 0 ? Number(value.toString(base)) : Number.NaN);
/** mathjs's `%` and `mod`: the remainder with the divisor's sign (x when dividing by 0). */
const modulo = (x: number, y: number): number => (y === 0 ? x : x - y * Math.floor(x / y));
/** Relative tolerance of `==` and `!=`, as mathjs's default. */
const nearlyEqual = (a: number, b: number): boolean => a === b || Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));

interface FormulaFunction {
  /** The fewest and most arguments. */
  min: number;
  max: number;
  /** Whether a list `[a, b, c]` may stand for several arguments. */
  lists?: boolean;
  call: (args: number[]) => number;
}
const one = (f: (x: number) => number): FormulaFunction => ({ min: 1, max: 1, call: (a) => f(a[0]!) });
const two = (f: (x: number, y: number) => number): FormulaFunction => ({ min: 2, max: 2, call: (a) => f(a[0]!, a[1]!) });
const finance = (f: (...a: number[]) => number): FormulaFunction => ({ min: 3, max: 5, call: (a) => f(...a) });

/** The functions a formula may call: Moodle's calculated question's functions, the finance functions and mathjs's names of the same. */
const FUNCTIONS: Readonly<Record<string, FormulaFunction>> = {
  abs: one(Math.abs),
  acos: one(Math.acos),
  acosh: one(Math.acosh),
  asin: one(Math.asin),
  asinh: one(Math.asinh),
  atan: one(Math.atan),
  atanh: one(Math.atanh),
  atan2: two(Math.atan2),
  bindec: one(fromBase(2)),
  cbrt: one(Math.cbrt),
  ceil: one(Math.ceil),
  cos: one(Math.cos),
  cosh: one(Math.cosh),
  decbin: one(toBase(2)),
  decoct: one(toBase(8)),
  deg2rad: one((x) => (x * Math.PI) / 180),
  exp: one(Math.exp),
  expm1: one(Math.expm1),
  floor: one(Math.floor),
  fmod: two((x, y) => x % y),
  is_finite: one((x) => truth(Number.isFinite(x))),
  is_infinite: one((x) => truth(x === Infinity || x === -Infinity)),
  is_nan: one((x) => truth(Number.isNaN(x))),
  log: { min: 1, max: 2, call: (a) => (a.length === 2 ? Math.log(a[0]!) / Math.log(a[1]!) : Math.log(a[0]!)) },
  log10: one(Math.log10),
  log1p: one(Math.log1p),
  log2: one(Math.log2),
  max: { min: 1, max: MAX_ARGUMENTS, lists: true, call: (a) => Math.max(...a) },
  min: { min: 1, max: MAX_ARGUMENTS, lists: true, call: (a) => Math.min(...a) },
  mod: two(modulo),
  octdec: one(fromBase(8)),
  pi: { min: 0, max: 0, call: () => Math.PI },
  pow: two((x, y) => x ** y),
  rad2deg: one((x) => (x * 180) / Math.PI),
  round: { min: 1, max: 2, call: (a) => roundTo(a[0]!, a[1]) },
  sign: one(Math.sign),
  sin: one(Math.sin),
  sinh: one(Math.sinh),
  sqrt: one(Math.sqrt),
  tan: one(Math.tan),
  tanh: one(Math.tanh),
  NPV: { min: 2, max: MAX_ARGUMENTS, lists: true, call: (a) => npv(a[0]!, ...a.slice(1)) },
  IRR: { min: 1, max: MAX_ARGUMENTS, lists: true, call: (a) => irr(...a) },
  PMT: finance(pmt),
  FV: finance(fv),
  PV: finance(pv),
};
/** The names of the functions, for the messages. */
export const FORMULA_FUNCTIONS: readonly string[] = Object.keys(FUNCTIONS);

const OPERATORS: Readonly<Record<string, (a: number, b: number) => number>> = {
  add: (a, b) => a + b,
  subtract: (a, b) => a - b,
  multiply: (a, b) => a * b,
  divide: (a, b) => a / b,
  mod: modulo,
  pow: (a, b) => a ** b,
  equal: (a, b) => truth(nearlyEqual(a, b)),
  unequal: (a, b) => truth(!nearlyEqual(a, b)),
  smaller: (a, b) => truth(a < b && !nearlyEqual(a, b)),
  larger: (a, b) => truth(a > b && !nearlyEqual(a, b)),
  smallerEq: (a, b) => truth(a <= b || nearlyEqual(a, b)),
  largerEq: (a, b) => truth(a >= b || nearlyEqual(a, b)),
  and: (a, b) => truth(a !== 0 && b !== 0),
  or: (a, b) => truth(a !== 0 || b !== 0),
};
const UNARY: Readonly<Record<string, (a: number) => number>> = { unaryMinus: (a) => -a, unaryPlus: (a) => a, not: (a) => truth(a === 0) };

type Run = (values: VariableValues) => number;
type RunList = (values: VariableValues) => number[];

/** Why a formula is refused, in both languages. */
class FormulaRefused extends Error {
  constructor(readonly localized: LocalizedMessage) {
    super(localized.en);
  }
}
const unknownFunction = (name: string): LocalizedMessage => ({
  zh: `答案公式中不能使用函数 ${name}；可用的函数：${FORMULA_FUNCTIONS.join('、')}`,
  en: `The function ${name} cannot be used in an answer formula; the functions are ${FORMULA_FUNCTIONS.join(', ')}`,
});
const refuse = (zh: string, en: string): never => {
  throw new FormulaRefused({ zh, en });
};

/** The tree compiled into closures over the variables' values; `names` collects the variables it reads. */
function compileNode(node: MathNodeLike, names: Set<string>): Run {
  switch (node.type) {
    case 'ConstantNode': {
      const value = node.value;
      if (typeof value !== 'number') return refuse(`答案公式中不能使用「${node.toString()}」：公式只由数、变量、运算符和函数组成`, `"${node.toString()}" cannot be used in an answer formula: it holds numbers, variables, operators and functions only`);
      return () => value;
    }
    case 'SymbolNode': {
      const name = node.name!;
      if (Object.hasOwn(FUNCTIONS, name) && !isConstant(name)) return refuse(`答案公式中的函数 ${name} 缺少括号和参数`, `The function ${name} in the answer formula needs its arguments in parentheses`);
      if (!isConstant(name)) names.add(name);
      const constant = CONSTANTS[name];
      return (values) => (Object.hasOwn(values, name) ? values[name]! : (constant ?? Number.NaN));
    }
    case 'ParenthesisNode':
      return compileNode(node.content as MathNodeLike, names);
    case 'OperatorNode': {
      const fn = String(node.fn);
      const args = (node.args ?? []).map((arg) => compileNode(arg as MathNodeLike, names));
      const unary = UNARY[fn];
      if (unary && args.length === 1) {
        const [a] = args as [Run];
        return (values) => unary(a(values));
      }
      const binary = OPERATORS[fn];
      if (binary && args.length === 2) {
        const [a, b] = args as [Run, Run];
        return (values) => binary(a(values), b(values));
      }
      return refuse(`答案公式中不能使用运算符 ${node.op ?? fn}：可用 + − * / % ^、比较、and、or、not`, `The operator ${node.op ?? fn} cannot be used in an answer formula: use + − * / % ^, comparisons, and, or, not`);
    }
    case 'RelationalNode': {
      const params = (node.params ?? []).map((p) => compileNode(p as MathNodeLike, names));
      const tests = (node.conditionals ?? []).map((c) => OPERATORS[c] ?? refuse(`答案公式中不能使用比较 ${c}`, `The comparison ${c} cannot be used in an answer formula`));
      return (values) => {
        const operands = params.map((p) => p(values));
        return truth(tests.every((test, i) => test(operands[i]!, operands[i + 1]!) === 1));
      };
    }
    case 'ConditionalNode': {
      const condition = compileNode(node.condition as MathNodeLike, names);
      const whenTrue = compileNode(node.trueExpr as MathNodeLike, names);
      const whenFalse = compileNode(node.falseExpr as MathNodeLike, names);
      return (values) => {
        const test = condition(values);
        if (Number.isNaN(test)) return Number.NaN;
        return test !== 0 ? whenTrue(values) : whenFalse(values);
      };
    }
    case 'FunctionNode': {
      const callee = node.fn as MathNodeLike;
      const name = callee.type === 'SymbolNode' ? callee.name! : callee.toString();
      const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name]! : null;
      if (fn === null) throw new FormulaRefused(unknownFunction(name));
      const parts = (node.args ?? []).map((arg) => compileArgument(arg as MathNodeLike, fn, name, names));
      const fixed = parts.every((part) => part.kind === 'one');
      if (fixed && (parts.length < fn.min || parts.length > fn.max)) {
        const count = fn.min === fn.max ? `${fn.min}` : fn.max >= MAX_ARGUMENTS ? `${fn.min}+` : `${fn.min}–${fn.max}`;
        return refuse(`答案公式中的函数 ${name} 需要 ${count} 个参数，写了 ${parts.length} 个`, `The function ${name} in the answer formula takes ${count} argument(s), not ${parts.length}`);
      }
      if (fixed) {
        const runs = parts.map((part) => part.run as Run);
        return (values) => fn.call(runs.map((run) => run(values)));
      }
      return (values) => {
        const args = parts.flatMap((part) => (part.kind === 'one' ? [(part.run as Run)(values)] : (part.run as RunList)(values)));
        return args.length < fn.min || args.length > fn.max ? Number.NaN : fn.call(args);
      };
    }
    case 'ArrayNode':
      return refuse('答案公式中的列表 [ ] 只能作为 NPV、IRR、min、max 的参数', 'A list [ ] in an answer formula can only be an argument of NPV, IRR, min or max');
    default:
      return refuse(`答案公式中不能使用「${node.toString()}」：公式只由数、变量、运算符和函数组成`, `"${node.toString()}" cannot be used in an answer formula: it holds numbers, variables, operators and functions only`);
  }
}

/** An argument: one value, or (for the functions that take lists) the values of a list, nested lists flattened. */
function compileArgument(node: MathNodeLike, fn: FormulaFunction, name: string, names: Set<string>): { kind: 'one'; run: Run } | { kind: 'list'; run: RunList } {
  if (node.type !== 'ArrayNode') return { kind: 'one', run: compileNode(node, names) };
  if (!fn.lists) return refuse(`答案公式中的列表 [ ] 不能作为 ${name} 的参数，只能作为 NPV、IRR、min、max 的参数`, `A list [ ] in an answer formula cannot be an argument of ${name}: only of NPV, IRR, min or max`);
  const items = (node.items ?? []).map((item) => compileArgument(item as MathNodeLike, fn, name, names));
  return { kind: 'list', run: (values) => items.flatMap((item) => (item.kind === 'one' ? [item.run(values)] : item.run(values))) };
}

/** The deepest nesting of brackets in a text (before parsing: the parser recurses as deep). */
function nestingOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const ch of text) {
    if (ch === '(' || ch === '[' || ch === '{') deepest = Math.max(deepest, (depth += 1));
    else if (ch === ')' || ch === ']' || ch === '}') depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/** A formula read: its closure and the variables it reads (names neither called nor a constant). */
type Read = { ok: true; run: Run; names: string[] } | { ok: false; reason: string; problem: LocalizedMessage };

function readFormula(formula: string): Read {
  const refused = (problem: LocalizedMessage): Read => ({ ok: false, reason: problem.en, problem });
  if (nestingOf(formula) > FORMULA_MAX_DEPTH) {
    return refused({ zh: `答案公式的括号最多嵌套 ${FORMULA_MAX_DEPTH} 层`, en: `The answer formula nests brackets more than ${FORMULA_MAX_DEPTH} deep` });
  }
  let root: MathNode;
  try {
    root = parseFormula(formula);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, reason, problem: { zh: `答案公式无法解析：${reason}`, en: `The answer formula does not parse: ${reason}` } };
  }
  let count = 0;
  root.traverse(() => {
    count += 1;
  });
  if (count > FORMULA_MAX_NODES) {
    return refused({ zh: `答案公式过长：最多 ${FORMULA_MAX_NODES} 个数、变量、运算符和函数，这个公式有 ${count} 个`, en: `The answer formula is too long: at most ${FORMULA_MAX_NODES} numbers, names, operators and functions, this one has ${count}` });
  }
  // A function the language lacks is named first, wherever it is (inside an index or a list too).
  const called = root.filter((node) => node.type === 'FunctionNode').map((node) => (node as MathNodeLike).fn as MathNodeLike);
  const missing = called.map((fn) => (fn.type === 'SymbolNode' ? fn.name! : fn.toString())).find((name) => !Object.hasOwn(FUNCTIONS, name));
  if (missing !== undefined) return refused(unknownFunction(missing));
  const names = new Set<string>();
  try {
    return { ok: true, run: compileNode(root as MathNodeLike, names), names: [...names] };
  } catch (error) {
    if (error instanceof FormulaRefused) return refused(error.localized);
    throw error;
  }
}

// Grading and the exam pages read the same few formulas again and again.
const readCache = new Map<string, Read>();
function readCached(formula: string): Read {
  const known = readCache.get(formula);
  if (known !== undefined) return known;
  const read = readFormula(formula);
  if (readCache.size >= 256) readCache.delete(readCache.keys().next().value!);
  readCache.set(formula, read);
  return read;
}

/** A compiled answer formula, or why it does not compile (`problem`: the reason in both languages). */
export function compileFormula(formula: string): { ok: true; run: (values: VariableValues) => number } | { ok: false; reason: string; problem: LocalizedMessage } {
  const read = readCached(formula);
  if (!read.ok) return read;
  return {
    ok: true,
    run: (values) => {
      const result = read.run(values);
      return typeof result === 'number' ? result : Number.NaN;
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

// ───────────── Bounded work: the checks of every combination yield to the event loop and stop at a CPU budget ─────────────

/** CPU time one question's checks may take (20,000 evaluations of an ordinary formula take a few tens of milliseconds). */
export const FORMULA_CHECK_CPU_MS = 2_000;
/** CPU time the checks of one request may take in all (an import of many calculated questions). */
export const FORMULA_REQUEST_CPU_MS = 10_000;
/** The longest stretch the checks hold the event loop before letting other requests run. */
const SLICE_MS = 8;

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const seconds = (ms: number): string => `${ms / 1000}`;

/**
 * The CPU time the formula checks of one request may spend: each question's checks at most `perCheckMs`, all of them
 * at most `totalMs`. Spending more answers code 0 naming the limit.
 */
export class FormulaBudget {
  private spentMs = 0;
  constructor(
    readonly perCheckMs = FORMULA_CHECK_CPU_MS,
    readonly totalMs = FORMULA_REQUEST_CPU_MS,
  ) {}

  /** Counts `ms` of one check (which has spent `checkMs` so far); throws when a limit is passed. */
  charge(ms: number, checkMs: number, checked: number): void {
    this.spentMs += ms;
    if (checkMs > this.perCheckMs) {
      throw new AppError(0, {
        zh: `答案公式的检查超过了 ${seconds(this.perCheckMs)} 秒的计算时间上限（已检查 ${checked} 组取值）：请简化公式或减少变量的取值`,
        en: `Checking the answer formula took more than its ${seconds(this.perCheckMs)} s limit of computation (${checked} combinations of values checked): simplify the formula or give the variables fewer values`,
      });
    }
    if (this.spentMs > this.totalMs) {
      throw new AppError(0, {
        zh: `计算题答案公式的检查共超过了 ${seconds(this.totalMs)} 秒的计算时间上限：请分批导入或简化公式`,
        en: `Checking the calculated questions' formulas took more than the ${seconds(this.totalMs)} s limit of computation in all: import them in smaller batches or simplify the formulas`,
      });
    }
  }
}

/**
 * Whether a definition gives a finite answer for every combination of values (every one up to `limit`, beyond that
 * the first, the last and a seeded sample): the first combination that does not, or null. Runs in slices of a few
 * milliseconds between which other requests run, within the budget's CPU time (throws a code 0 AppError beyond it).
 */
export async function unanswerableValues(
  variables: readonly CalculatedVariable[],
  formula: string,
  limit = 20_000,
  budget = new FormulaBudget(),
): Promise<{ values: VariableValues | null; reason?: string } | null> {
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
  const count = total <= limit ? total : limit + 2;
  const indexAt = (i: number): number => (total <= limit ? i : i === 0 ? 0 : i === 1 ? total - 1 : Math.floor(random() * total));
  let checkMs = 0;
  let slice = process.cpuUsage();
  let sliceStart = performance.now();
  for (let i = 0; i < count; i += 1) {
    if (performance.now() - sliceStart >= SLICE_MS) {
      const ms = cpuMs(slice);
      checkMs += ms;
      budget.charge(ms, checkMs, i);
      await yieldToLoop();
      slice = process.cpuUsage();
      sliceStart = performance.now();
    }
    const values = at(indexAt(i));
    if (!Number.isFinite(compiled.run(values))) return { values };
  }
  const ms = cpuMs(slice);
  budget.charge(ms, checkMs + ms, count);
  return null;
}

// ───────────── The bank's checks, previews and each student's variant ─────────────

/** Variables a formula reads (names that are neither a function called nor a constant), or why it is refused. */
export function formulaSymbols(formula: string): { ok: true; names: string[] } | { ok: false; reason: string; problem: LocalizedMessage } {
  const read = readCached(formula);
  return read.ok ? { ok: true, names: read.names } : read;
}

const VALUE_LIMIT = 10_000;
const msg = (zh: string, en: string): LocalizedMessage => ({ zh, en });
const shown = (values: VariableValues): string =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${formatNumeric(value)}`)
    .join(', ');

/**
 * The bank's rules of a calculated question: distinct variables each with values, every `{name}` of the stem and every
 * name of the formula declared, a formula that parses within the language's limits and a finite answer for every
 * combination of values (a seeded sample beyond 20,000) within the CPU budget. The first problem in both languages, or
 * null; a check beyond the budget throws a code 0 AppError.
 */
export async function checkCalculated(stem: string, content: Pick<CalculatedContent, 'variables' | 'formula'>, budget = new FormulaBudget()): Promise<LocalizedMessage | null> {
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
  if (!symbols.ok) return symbols.problem;
  const unknown = symbols.names.find((name) => !names.includes(name));
  if (unknown !== undefined) return msg(`答案公式中的 ${unknown} 不是已定义的变量`, `${unknown} in the answer formula is not a declared variable`);
  const failed = await unanswerableValues(content.variables, content.formula, undefined, budget);
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
