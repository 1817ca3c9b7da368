// @lane kernel
// Issue 13 item 3: hidden tests ran in the student's kernel, right after the student's code. A student's cell could
// rewrite the tests (input transformers), make their checks harmless (lying objects, patched numpy, redefined
// helpers), exit the kernel in ways that read as a pass, and copy the tests to their home. Each probe is a student
// doing one of those, on a demo case (classroom evaluation) and on an exam programming question; issue 16 adds the
// same probe on the demo bank's notebook question.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeNotebookAnswer, type AttemptReview, type AttemptView, type CaseList, type Evaluation, type NotebookContent, type Question, type WorkCell } from '@finedu/domain';
import { ManualClock } from '../../src/lib/clock.js';
import { NOTEBOOK_BACKEND_DECORATOR } from '../../src/runtime/kernelHost.js';
import { KernelChannel } from '../../src/runtime/kernelRun.js';
import type { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { sharedJupyter } from '../kernel/sharedJupyter.js';
import { DEMO_CASES, solvedCells, type DemoCase } from '../../src/seed/cases.js';
import { DEMO_QUESTIONS } from '../../src/seed/questions.js';
import { createTestApp } from '../helper.js';
import { addStudents, createExam, createPaper, QUESTIONS, type ExamFixture } from '../exams/fixtures.js';

let f: ExamFixture;
let jupyter: JupyterProcess;
let caseIds: Map<string, number>;
let program: { examId: number; question: Question; tests: Array<{ name: string; code: string }> };
let notebook: { examId: number; question: Question; content: NotebookContent };
/** Every piece of code the server sent to any kernel (the student's code, and whatever grading sends). */
const sentToKernels: string[] = [];

beforeAll(async () => {
  const execute = KernelChannel.prototype.execute;
  vi.spyOn(KernelChannel.prototype, 'execute').mockImplementation(function (this: KernelChannel, code, options) {
    sentToKernels.push(code);
    return execute.call(this, code, options);
  });
  jupyter = await sharedJupyter();
  const clock = new ManualClock(Date.now());
  const t = await createTestApp({ notebook: { NOTEBOOK_CELL_TIMEOUT_S: '20' } }, { clock, beforeReady: (app) => app.decorate(NOTEBOOK_BACKEND_DECORATOR, jupyter) });
  const [teacher, eduadmin, admin, student] = await Promise.all(['teacher', 'eduadmin', 'systeacher', 'student'].map((u) => t.login(u)));
  const classes = await t.call<{ list: Array<{ id: number; name: string }> }>('GET', '/api/admin/class', { as: eduadmin! });
  f = { t, clock, teacher: teacher!, eduadmin: eduadmin!, teacher2: teacher!, admin: admin!, student: student!, student2: student!, classId: classes.data.list.find((c) => c.name === '金融2301')!.id };
  const list = await t.call<CaseList>('GET', '/api/admin/bigdata/case', { as: admin });
  caseIds = new Map(list.data.list.map((c) => [DEMO_CASES.find((d) => d.title === c.title)!.slug, c.id]));
  const npv = QUESTIONS.find((q) => q.body.type === 'program')!;
  const made = await createPaper(f, f.teacher, [npv]);
  const exam = await createExam(f, made.paper.id, { show_results: 'after_submit' });
  const content = npv.body.content as { tests: Array<{ name: string; code: string }> };
  program = { examId: exam.id, question: made.questions[0]!, tests: content.tests };
  const annualized = DEMO_QUESTIONS.find((q) => q.slug === 'q-n-annualized')!;
  const nb = await createPaper(f, f.teacher, [{ body: { type: 'notebook', stem: annualized.stem, content: annualized.content }, score: 10 }]);
  const nbExam = await createExam(f, nb.paper.id, { show_results: 'after_submit' });
  notebook = { examId: nbExam.id, question: nb.questions[0]!, content: annualized.content as NotebookContent };
}, 180_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await f.t.close();
});

const demo = (slug: string): DemoCase => DEMO_CASES.find((d) => d.slug === slug)!;

/** The template with `cheat` as the first (`first`) or last (`last`) editable cell's source; the rest untouched. */
function cheating(slug: string, where: 'first' | 'last', cheat: string): WorkCell[] {
  const cells = demo(slug).template.map((c): WorkCell => ({ id: c.id, type: c.type, source: c.source, locked: c.locked }));
  const editable = cells.filter((c) => c.type === 'code' && !c.locked);
  const target = where === 'first' ? editable[0]! : editable[editable.length - 1]!;
  target.source = `${target.source}\n${cheat}`;
  return cells;
}

async function evaluateCase(slug: string, cells: WorkCell[]): Promise<Evaluation> {
  const id = caseIds.get(slug)!;
  await f.t.call('GET', `/api/classroom/bigdata/case/${id}`, { as: f.student });
  expect((await f.t.call('PUT', `/api/classroom/bigdata/case/${id}`, { as: f.student, body: { cells } })).code).toBe(1);
  const res = await f.t.call<Evaluation>('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: f.student });
  expect(res.code).toBe(1);
  return res.data;
}

/** A new student answers the exam's npv question with `code` and submits; the graded tests of that answer. */
async function gradeExamAnswer(code: string): Promise<{ score: number | null; tests: Array<{ passed: boolean; message: string }> }> {
  const [s] = await addStudents(f, 1);
  const view = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${program.examId}/start`, { as: s! })).data;
  await f.t.call('PUT', `/api/exam/attempt/${view.id}/answers`, { as: s!, body: { answers: [{ question_id: program.question.id, response: code, revision: 1 }] } });
  await f.t.call('POST', `/api/exam/attempt/${view.id}/submit`, { as: s! });
  await f.t.app.examPrograms.idle();
  const review = await f.t.call<AttemptReview>('GET', `/api/exam/examine/${program.examId}/attempt/${view.id}`, { as: f.teacher });
  return { score: review.data.score, tests: review.data.questions[0]!.tests!.map((x) => ({ passed: x.passed, message: x.message })) };
}

/** A new student answers the demo notebook question with `code` in its editable cell and submits; the graded tests. */
async function gradeNotebookAnswer(code: string): Promise<{ score: number | null; tests: Array<{ passed: boolean; message: string }> }> {
  const [s] = await addStudents(f, 1);
  const view = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${notebook.examId}/start`, { as: s! })).data;
  const response = encodeNotebookAnswer(notebook.content.cells.map((c) => (c.locked || c.type !== 'code' ? c : { ...c, source: code })));
  await f.t.call('PUT', `/api/exam/attempt/${view.id}/answers`, { as: s!, body: { answers: [{ question_id: notebook.question.id, response, revision: 1 }] } });
  await f.t.call('POST', `/api/exam/attempt/${view.id}/submit`, { as: s! });
  await f.t.app.examPrograms.idle();
  const review = await f.t.call<AttemptReview>('GET', `/api/exam/examine/${notebook.examId}/attempt/${view.id}`, { as: f.teacher });
  return { score: review.data.score, tests: review.data.questions[0]!.tests!.map((x) => ({ passed: x.passed, message: x.message })) };
}

const TRANSFORMER_PASS = "get_ipython().input_transformers_cleanup.append(lambda lines: ['pass\\n'])";

describe('grading never shares an interpreter with the student’s code', () => {
  it('(a) an input transformer that turns every later cell into `pass` scores nothing', async () => {
    const evaluation = await evaluateCase('demo-stock-risk', cheating('demo-stock-risk', 'first', TRANSFORMER_PASS));
    expect(evaluation.results.map((r) => r.passed)).toEqual([false, false, false, false]);
    expect(evaluation.score).toBe(0);
    const exam = await gradeExamAnswer(TRANSFORMER_PASS);
    expect(exam.tests.map((x) => x.passed)).toEqual([false, false]);
    expect(exam.score).toBe(0);
  }, 180_000);

  it('(b) lying objects, patched numpy/pandas and builtins do not make a check pass', async () => {
    const liars = [
      'import builtins, numpy as np, pandas as pd',
      'class Yes(float):',
      '    def __eq__(self, other): return True',
      '    __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __eq__',
      '    def __sub__(self, other): return self',
      '    __rsub__ = __sub__',
      '    def __abs__(self): return self',
      'class Anything:',
      '    def __eq__(self, other): return True',
      '    __lt__ = __le__ = __gt__ = __ge__ = __eq__',
      '    def __getattr__(self, name): return Anything()',
      '    def __call__(self, *a, **k): return Anything()',
      '    def __getitem__(self, key): return Yes(0)',
      '    def __len__(self): return 3',
      '    def __float__(self): return 0.0',
      'np.allclose = lambda *a, **k: True',
      'np.isclose = lambda *a, **k: True',
      'pd.testing.assert_frame_equal = lambda *a, **k: None',
      "builtins.AssertionError = type('AssertionError', (Exception,), {})",
      'AssertionError = Exception',
      'returns, max_drawdown, fig = Anything(), Anything(), Anything()',
      "volatility = {c: Yes(0) for c in ['AAA', 'BBB', 'CCC']}",
      'def npv(rate, flows): return Yes(0)',
    ].join('\n');
    const evaluation = await evaluateCase('demo-stock-risk', cheating('demo-stock-risk', 'last', liars));
    expect(evaluation.results.map((r) => r.passed)).toEqual([false, false, false, false]);
    expect(evaluation.score).toBe(0);
    const exam = await gradeExamAnswer(liars);
    expect(exam.tests.map((x) => x.passed)).toEqual([false, false]);
  }, 180_000);

  it('(c) exiting the kernel never reads as a pass; a dead kernel is reported', async () => {
    // IPython's exit() as every later cell once answered each test with status "ok".
    const exits = await evaluateCase('demo-stock-risk', cheating('demo-stock-risk', 'first', "get_ipython().input_transformers_cleanup.append(lambda lines: ['exit()\\n'])"));
    expect(exits.score).toBe(0);
    const died = await evaluateCase('demo-stock-risk', [...solvedCells(demo('demo-stock-risk')), { id: 'bye', type: 'code', source: 'import os\nos._exit(0)', locked: false }]);
    expect(died.score).toBe(0);
    expect(died.results.every((r) => r.message === 'the kernel died while running your code')).toBe(true);
    const examDied = await gradeExamAnswer('def npv(rate, flows):\n    import os\n    os._exit(0)\n');
    expect(examDied.tests).toEqual([
      { passed: false, message: 'the kernel died while running your code' },
      { passed: false, message: 'the kernel died while running your code' },
    ]);
    const examExit = await gradeExamAnswer("get_ipython().input_transformers_cleanup.append(lambda lines: ['exit()\\n'])\nimport sys\nsys.exit(0)\n");
    expect(examExit.score).toBe(0);
  }, 240_000);

  it('(d) redefined test helpers and builtins have no effect on the tests', async () => {
    const helpers = [
      'import sklearn.utils.validation as validation',
      'validation.check_is_fitted = lambda *a, **k: None',
      'check_is_fitted = lambda *a, **k: None',
      'isinstance = lambda *a: True',
      'hasattr = lambda *a: True',
      'model = object()',
    ].join('\n');
    const credit = await evaluateCase('demo-credit-scoring', cheating('demo-credit-scoring', 'last', helpers));
    expect(credit.results.find((r) => r.id === 'fitted')).toMatchObject({ passed: false });
    expect(credit.score).toBe(0);
    const figure = 'class Anything:\n    def __getattr__(self, name): return [Anything()] if name == "axes" else [1, 2, 3]\nisinstance = lambda *a: True\nfig = Anything()';
    const stock = await evaluateCase('demo-stock-risk', cheating('demo-stock-risk', 'last', figure));
    expect(stock.results.find((r) => r.id === 'chart')).toMatchObject({ passed: false, message: 'AssertionError: fig 不是 matplotlib 图' });
  }, 180_000);

  it('(e) no test reaches the student’s kernel or home, even through a transformer that copies every cell', async () => {
    const spy = [
      'import os',
      'def spy(lines):',
      "    with open(os.path.expanduser('~/seen-cells.txt'), 'a') as out:",
      "        out.write(''.join(lines) + '\\n')",
      '    return lines',
      'get_ipython().input_transformers_cleanup.append(spy)',
    ].join('\n');
    const credit = demo('demo-credit-scoring');
    const cells = solvedCells(credit).map((c) => (c.id === 'model' ? { ...c, source: `${spy}\n${c.source}` } : c));
    sentToKernels.length = 0;
    const evaluation = await evaluateCase(credit.slug, cells);
    expect(evaluation.score).toBe(100);   // honest work is still graded right
    const exam = await gradeExamAnswer(`${spy}\ndef npv(rate, flows):\n    return sum(c / (1 + rate) ** t for t, c in enumerate(flows))\n`);
    expect(exam.tests.map((x) => x.passed)).toEqual([true, true]);

    // The tests' own lines: those no template or solution of any demo case also has.
    const studentCode = DEMO_CASES.flatMap((d) => [...d.template.map((c) => c.source), ...Object.values(d.solution)]).join('\n');
    const secrets = [...credit.tests, ...program.tests].flatMap((test) => test.code.split('\n').map((l) => l.trim()).filter((l) => l.length >= 12 && !studentCode.includes(l)));
    expect(secrets.length).toBeGreaterThan(8);
    const leaked = (text: string): string[] => secrets.filter((s) => readable(text).includes(s));
    // What the server sent to the kernels: the student's code, the agent, its questions. No test.
    expect(sentToKernels.length).toBeGreaterThan(5);
    expect(sentToKernels.flatMap(leaked)).toEqual([]);
    // What the students' homes hold afterwards: grading kernels run in a throw-away home, so not even the spy's
    // file persists; and whatever is there holds no test.
    const files = walk(jupyter.notebookRoot);
    expect(files.filter((file) => file.endsWith('seen-cells.txt'))).toEqual([]);
    expect(files.flatMap((file) => leaked(readFileSync(file, 'utf8')).map((line) => `${file}: ${line}`))).toEqual([]);
  }, 240_000);

  it('(f) a notebook answer that redefines AssertionError, the tests’ builtins and helpers still fails the hidden tests', async () => {
    const cheat = [
      'import builtins',
      'builtins.abs = lambda *a, **k: 0',
      'builtins.AssertionError = type("AssertionError", (BaseException,), {})',
      'AssertionError = builtins.AssertionError',
      'abs = builtins.abs',
      'float = lambda *a, **k: 0.0',
      'isinstance = lambda *a: True',
      'np.sqrt = lambda x: 0',
      'annual_return = 1.0',
      'annual_volatility = 1.0',
    ].join('\n');
    const graded = await gradeNotebookAnswer(cheat);
    expect(graded.score).toBe(0);
    expect(graded.tests).toEqual([
      { passed: false, message: expect.stringContaining('AssertionError') },
      { passed: false, message: expect.stringContaining('AssertionError') },
    ]);
    // The same notebook with the right code, and the same patches after it, passes: only the values count.
    const honest = await gradeNotebookAnswer(`r = prices.pct_change().dropna()\nannual_return = r.mean() * 252\nannual_volatility = r.std(ddof=1) * np.sqrt(252)\n${cheat.split('\n').slice(0, -2).join('\n')}`);
    expect(honest.tests.map((x) => x.passed)).toEqual([true, true]);
  }, 240_000);
});

/** The text with every base64 run in it decoded too (what travels to the kernel is partly base64). */
function readable(text: string): string {
  const decoded = [...text.matchAll(/[A-Za-z0-9+/]{16,}={0,2}/g)].map((m) => Buffer.from(m[0], 'base64').toString('utf8'));
  return [text, ...decoded].join('\n');
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
