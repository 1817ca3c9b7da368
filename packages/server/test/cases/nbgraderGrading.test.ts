// @lane kernel
// An nbgrader notebook imported as a case and graded in real sandboxed kernels (issue 35): nbgrader's own kind of test,
// which deletes or rebinds one of the student's names and checks the student's code notices, scores as it does in
// nbgrader (the grader runs the student's calls against a copy of their namespace with the test's changes); a wrong
// solution gets the expected partial score, fractional points summed exactly.
import type { CaseDetail, CaseNotebookImport, CaseType, Evaluation, StudyCaseWithWork, WorkCell } from '@finedu/domain';
import { readFileSync } from 'node:fs';
import type { Session } from '../helper.js';
import { createAppWithJupyter, type AppWithJupyter } from './jupyter.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/nbgrader/${name}`, import.meta.url), 'utf8');

let t: AppWithJupyter;
let student: Session;
let author: Session;
let typeId: number;
beforeAll(async () => {
  t = await createAppWithJupyter({ NOTEBOOK_CELL_TIMEOUT_S: '15' });
  student = await t.login('student');
  author = await t.login('systeacher');
  typeId = (await t.call<CaseType[]>('GET', '/api/admin/bigdata/case/type', { as: author })).data[0]!.id;
}, 120_000);
afterAll(async () => t.close());

/** A published case from parts; the student's cells are its template with `answers` (cell id → source) put in. */
async function publish(parts: Pick<CaseNotebookImport, 'template' | 'tests' | 'rubric' | 'solutions'>): Promise<{ id: number; template: WorkCell[] }> {
  const created = await t.call<CaseDetail>('POST', '/api/admin/bigdata/case/', { as: author, body: { title: 'nbgrader', type_id: typeId, status: 'published', template: parts.template, tests: parts.tests, rubric: parts.rubric, solutions: parts.solutions } });
  expect(created.message).toBe('ok');
  expect(created.code).toBe(1);
  const opened = await t.call<StudyCaseWithWork>('GET', `/api/classroom/bigdata/case/${created.data.id}`, { as: student });
  return { id: created.data.id, template: opened.data.work.cells };
}

async function evaluate(id: number, template: WorkCell[], answers: Record<string, string>): Promise<Evaluation> {
  const cells = template.map((c) => (answers[c.id] === undefined ? c : { ...c, source: answers[c.id]! }));
  expect((await t.call('PUT', `/api/classroom/bigdata/case/${id}`, { as: student, body: { cells } })).code).toBe(1);
  const res = await t.call<Evaluation>('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: student });
  expect(res.code).toBe(1);
  return res.data;
}

describe('an imported nbgrader notebook, graded', () => {
  let parts: CaseNotebookImport;
  let created: { id: number; template: WorkCell[] };
  beforeAll(async () => {
    parts = (await t.call<CaseNotebookImport>('POST', '/api/admin/bigdata/case/notebook/import', { as: author, body: { content: fixture('time-value.ipynb') } })).data;
    created = await publish(parts);
  }, 60_000);

  it('the reference solution scores full marks, the tests that delete or rebind a name included (6/6)', async () => {
    const solved = await evaluate(created.id, created.template, parts.solutions);
    expect(solved.results.map((r) => [r.id, r.passed, r.message, r.points])).toEqual([
      ['test_fv', true, 'ok', 1.1],
      ['test_fv_negative', true, 'ok', 0.7],
      ['test_annuity', true, 'ok', 1.5],
      ['test_annuity_uses_fv', true, 'ok', 0.5],
      ['test_discount', true, 'ok', 1.9],
      ['test_discount_reads_rate', true, 'ok', 0.3],
    ]);
    expect(solved).toMatchObject({ score: 6, max_score: 6, cell_errors: [] });
  }, 120_000);

  it('a solution that re-implements future_value and hard-codes the rate loses exactly those tests (5.2 of 6)', async () => {
    const wrong = {
      ...parts.solutions,
      annuity_fv: 'def annuity_fv(payment, rate, years):\n    return sum(payment * (1 + rate) ** (years - t) for t in range(1, years + 1))',
      discount: 'def discount(amount):\n    return amount / 1.03',
    };
    const graded = await evaluate(created.id, created.template, wrong);
    expect(graded.results.filter((r) => !r.passed).map((r) => [r.id, r.message])).toEqual([
      ['test_annuity_uses_fv', 'AssertionError: annuity_fv does not use future_value'],
      ['test_discount_reads_rate', 'AssertionError: discount does not read BASE_RATE'],
    ]);
    expect(graded.score).toBe(5.2);
    // The visible parts of those tests ran in the student's own code too, as nbgrader shows them: they failed there.
    expect(graded.cell_errors.map((e) => e.cell_id)).toEqual(['test_annuity_uses_fv', 'test_discount_reads_rate']);
  }, 120_000);

  it('the stubs score nothing', async () => {
    const untouched = await evaluate(created.id, created.template, {});
    expect(untouched.score).toBe(0);
    expect(untouched.results.find((r) => r.id === 'test_fv')!.message).toBe('NotImplementedError:');
  }, 120_000);
});

it('a test’s changes to the student’s names reach neither the next test nor the student’s kernel', async () => {
  const { id, template } = await publish({
    template: [{ id: 'code', type: 'code', source: '', locked: false }],
    tests: [
      { id: 'deletes', name: 'deletes and never restores', code: 'del rate\ntry:\n    grow(100)\nexcept NameError:\n    pass\nelse:\n    raise AssertionError("grow does not read rate")', points: 1 },
      { id: 'rebinds', name: 'rebinds and never restores', code: 'rate = 1.0\nassert grow(100) == 200', points: 1 },
      { id: 'unchanged', name: 'sees the student’s own rate', code: 'assert rate == 0.5\nassert grow(100) == 150', points: 1 },
      { id: 'own_function', name: 'a test’s own function cannot replace the student’s', code: 'rate = lambda: 0\ngrow(100)', points: 1 },
    ],
    rubric: [],
    solutions: {},
  });
  const graded = await evaluate(id, template, { code: 'rate = 0.5\ndef grow(x):\n    return x * (1 + rate)' });
  expect(graded.results.map((r) => [r.id, r.passed])).toEqual([['deletes', true], ['rebinds', true], ['unchanged', true], ['own_function', false]]);
  expect(graded.results[3]!.message).toContain('cannot reach the student’s code');
}, 120_000);
