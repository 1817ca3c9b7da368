// Issue 37, item 1: a teacher's calculated-question formula is user-supplied code for the server to evaluate. The
// formula language holds numbers, variables, operators and scalar functions only (no matrix, range, unit, string,
// index, assignment, import or parser), a formula is bounded in size and nesting, and the checks of up to 20,000
// combinations of values (preview, save, import, an exam's key change) run in slices between other requests within a
// CPU budget. Before: `x + size(ones(40000, 40000))[1]` killed the API (heap out of memory after 19 s), and a slow
// formula held the event loop for its 20,000 evaluations (49 s on the loaded CI machine).
import type { CalculatedPreview, QuestionImportReport, QuestionWrite } from '@finedu/domain';
import { FORMULA_CHECK_CPU_MS, FORMULA_MAX_DEPTH, FORMULA_MAX_NODES } from '../../src/modules/questions/calculated.js';
import { createTestApp, healthWhile, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let teacher: Session;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.login('teacher');
}, 120_000);
afterAll(async () => t.close());

const Q = '/api/exam/question';
const PREVIEW = `${Q}/calculated/preview`;
const CONTENT = {
  type: 'calculated',
  variables: [
    { name: 'x', kind: 'range', min: 1, max: 10, step: 1 },
    { name: 'rate', kind: 'list', values: [3, 4, 5] },
  ],
  formula: 'x',
  tolerance: { kind: 'relative', amount: 0.01 },
} as const;
type Variables = ReadonlyArray<Record<string, unknown> & { name: string }>;
const stemOf = (variables: Variables) => variables.map((v) => `{${v.name}}`).join(' ');
const preview = (formula: string, variables: Variables = CONTENT.variables, lang = 'en') =>
  t.call<CalculatedPreview>('POST', PREVIEW, { as: teacher, body: { stem: stemOf(variables), content: { ...CONTENT, variables, formula } }, headers: { 'accept-language': lang } });
const save = (formula: string, variables: Variables = CONTENT.variables) =>
  t.call('POST', Q, { as: teacher, body: { type: 'calculated', stem: stemOf(variables), score: 5, content: { ...CONTENT, variables, formula } } as QuestionWrite, headers: { 'accept-language': 'en' } });

/** Times `/api/health` again and again while `attack` runs (test/helper.ts). */
const healthOf = async <T,>(attack: Promise<T>) => {
  const { result, slowestMs, calls } = await healthWhile(t, attack);
  return { result, slowest: slowestMs, answered: calls };
};

// A formula that costs about 2 ms an evaluation: an IRR of 200 cash flows (bisection over each of them).
const SLOW = `IRR(-a, ${Array.from({ length: 199 }, () => 'b').join(', ')})`;
// 200 × 100 combinations: the check evaluates every one of the 20,000.
const SLOW_VARIABLES = [
  { name: 'a', kind: 'range', min: 1000, max: 1199, step: 1 },
  { name: 'b', kind: 'range', min: 1, max: 100, step: 1 },
] as const;

describe('the formula language', () => {
  beforeAll(async () => {
    // The formula parser loads on the first formula (once per process): not part of what is measured below.
    expect((await preview('x + 1')).code).toBe(1);
  });

  it('x + size(ones(40000, 40000))[1] is refused at once, naming the functions a formula may use, and the API stays up', async () => {
    const { result, slowest } = await healthOf(preview('x + size(ones(40000, 40000))[1]'));
    expect(result.status).toBe(200);
    expect(result.code).toBe(0);
    expect(result.message).toContain('The function size cannot be used in an answer formula');
    expect(result.message).toContain('PMT');
    expect(slowest).toBeLessThan(1000);
    const zh = await preview('x + size(ones(40000, 40000))[1]', CONTENT.variables, 'zh-CN');
    expect(zh.message).toContain('答案公式中不能使用函数 size');
    expect((await t.request('/api/health')).status).toBe(200);
  });

  it.each([
    'ones(40000, 40000)',
    'x * zeros(1000, 1000)',
    'sum(range(1, 100000000))',
    'x + matrix([1, 2])',
    'det(identity(3000))',
    'x + concat([1], [2])',
    'import({x: 1}, {override: true})',
    'evaluate("1 + 1")',
    'parse("1")',
    'compile("1")',
    'createUnit("foo")',
    'simplify("x + x")',
    'x + [1, 2, 3]',
    'NPV(0.1, [1, 2]) + [x]',
    'x[1]',
    '1:100000000',
    'f(y) = y',
    'x + "text"',
    '{a: 1}',
    "x'",
    'x!',
    'x to cm',
    'x(2)',
    'sqrt',
  ])('%s is refused with a code 0 message, by the preview and on save', async (formula) => {
    for (const res of [await preview(formula), await save(formula)]) {
      expect(res.status).toBe(200);
      expect(res.code).toBe(0);
      expect(res.message).toMatch(/answer formula/i);
    }
  });

  it(`a formula of more than ${FORMULA_MAX_NODES} terms, or nested more than ${FORMULA_MAX_DEPTH} deep, is refused naming the limit`, async () => {
    const long = await preview(Array.from({ length: 400 }, () => 'x').join(' + '));
    expect(long.code).toBe(0);
    expect(long.message).toContain(`at most ${FORMULA_MAX_NODES} numbers, names, operators and functions`);
    const deep = await preview(`${'('.repeat(100)}x${')'.repeat(100)}`);
    expect(deep.code).toBe(0);
    expect(deep.message).toContain(`more than ${FORMULA_MAX_DEPTH} deep`);
    const zh = await preview(`${'sqrt('.repeat(60)}x${')'.repeat(60)}`, CONTENT.variables, 'zh-CN');
    expect(zh.message).toContain(`最多嵌套 ${FORMULA_MAX_DEPTH} 层`);
  });

  it('the finance functions, Moodle’s functions and lists still evaluate', async () => {
    const res = await preview('round(-PMT(rate / 100 / 12, x * 12, 10000), 2) + fmod(x, 3) + pow(2, 3) + max([x, 1]) + NPV(0.1, [x, x]) * 0 + pi() * 0 + log(100, 10) + deg2rad(180) / pi');
    expect(res.code).toBe(1);
    for (const variant of res.data.variants) {
      const { x, rate } = variant.values as { x: number; rate: number };
      const r = rate / 100 / 12;
      const payment = Math.round(((10000 * r) / (1 - (1 + r) ** -(x * 12))) * 100) / 100;
      expect(variant.answer).toBeCloseTo(payment + (x % 3) + 8 + Math.max(x, 1) + 2 + 1, 6);
    }
  });
});

describe('the checks of 20,000 combinations', () => {
  it(`a slow formula's check stops at its ${FORMULA_CHECK_CPU_MS / 1000} s CPU budget (code 0 naming it) while /api/health answers in under 1 s`, async () => {
    const { result, slowest, answered } = await healthOf(preview(SLOW, SLOW_VARIABLES));
    expect(answered).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(1000);
    expect(result.code).toBe(0);
    expect(result.message).toContain(`took more than its ${FORMULA_CHECK_CPU_MS / 1000} s limit of computation`);
    const zh = await preview(SLOW, SLOW_VARIABLES, 'zh-CN');
    expect(zh.message).toContain(`超过了 ${FORMULA_CHECK_CPU_MS / 1000} 秒的计算时间上限`);
  }, 180_000);

  it('so does saving it, and nothing is written', async () => {
    const before = await t.call<{ total: number }>('GET', `${Q}?bank=college&type=calculated&page_size=1`, { as: teacher });
    const { result, slowest } = await healthOf(save(SLOW, SLOW_VARIABLES));
    expect(result.code).toBe(0);
    expect(result.message).toContain('limit of computation');
    expect(slowest).toBeLessThan(1000);
    const after = await t.call<{ total: number }>('GET', `${Q}?bank=college&type=calculated&page_size=1`, { as: teacher });
    expect(after.data.total).toBe(before.data.total);
  }, 180_000);

  it('so does importing it from Moodle XML, and nothing is imported', async () => {
    const dataset = (name: string, min: number, max: number) =>
      `<dataset_definition><status><text>private</text></status><name><text>${name}</text></name><type>calculated</type><distribution><text>uniform</text></distribution><minimum><text>${min}</text></minimum><maximum><text>${max}</text></maximum><decimals><text>0</text></decimals><itemcount>0</itemcount><dataset_items></dataset_items><number_of_items>0</number_of_items></dataset_definition>`;
    const question = `<question type="calculated"><name><text>慢公式</text></name><questiontext format="html"><text>{a} {b}</text></questiontext>
      <answer fraction="100"><text>${SLOW.replace(/\b([ab])\b/g, '{$1}')}</text><tolerance>0.01</tolerance><tolerancetype>1</tolerancetype></answer>
      <dataset_definitions>${dataset('a', 1000, 1199)}${dataset('b', 1, 100)}</dataset_definitions></question>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?><quiz>${question.repeat(5)}</quiz>`;
    const { result, slowest } = await healthOf(
      t.call<QuestionImportReport>('POST', `${Q}/import?format=moodle`, { as: teacher, body: Buffer.from(xml), headers: { 'content-type': 'application/octet-stream', 'accept-language': 'en' } }),
    );
    expect(result.status).toBe(200);
    expect(result.code).toBe(0);
    expect(result.message).toContain('limit of computation');
    expect(slowest).toBeLessThan(1000);
  }, 180_000);

  it('an ordinary formula still checks all its combinations well within the budget', async () => {
    const res = await save('PMT(rate / 100 / 12, x * 12, -10000)', [
      { name: 'x', kind: 'range', min: 1, max: 200, step: 1 },
      { name: 'rate', kind: 'range', min: 1, max: 100, step: 1 },
    ]);
    expect(res.code).toBe(1);
  });
});
