// @lane kernel
// Evaluation end to end in real sandboxed kernels: the datasets copied, the demo cases' templates and solutions, a
// cell's error, an endless cell. The classroom's own rules around it run on a fake runtime (evaluationRules.test.ts).
import type { CaseCode, CaseList, CaseScore, Evaluation, StudyCaseWithWork, WorkCell } from '@finedu/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_CASES, solvedCells } from '../../src/seed/cases.js';
import type { Session } from '../helper.js';
import { createAppWithJupyter, type AppWithJupyter } from './jupyter.js';

let t: AppWithJupyter;
let student: Session;
let teacher: Session;
let caseIds: Map<string, number>;
beforeAll(async () => {
  t = await createAppWithJupyter({ NOTEBOOK_CELL_TIMEOUT_S: '15' });
  student = await t.login('student');
  teacher = await t.login('teacher');
  const admin = await t.login('systeacher');
  const list = await t.call<CaseList>('GET', '/api/admin/bigdata/case', { as: admin });
  caseIds = new Map(list.data.list.map((c) => [DEMO_CASES.find((d) => d.title === c.title)!.slug, c.id]));
}, 120_000);
afterAll(async () => t.close());

describe('evaluation in a fresh sandboxed kernel', () => {
  it('copies the datasets into the student’s case folder when the case is opened', async () => {
    const id = caseIds.get('demo-stock-risk')!;
    const opened = await t.call<StudyCaseWithWork>('GET', `/api/classroom/bigdata/case/${id}`, { as: student });
    expect(opened.data.work).toMatchObject({ notebook_path: `case-${id}/case.ipynb`, datasets_ready: true });
    const copied = readFileSync(path.join(t.jupyter.notebookRoot, `u${student.user.id}`, `case-${id}`, 'prices.csv'), 'utf8');
    expect(copied.split('\n')[0]).toBe('date,AAA,BBB,CCC');
  });

  it.each(DEMO_CASES.map((d) => [d.slug]))('%s: the template scores 0, the reference solution full marks', async (slug) => {
    const demo = DEMO_CASES.find((d) => d.slug === slug)!;
    const id = caseIds.get(slug)!;
    const full = demo.tests.reduce((s, x) => s + x.points, 0);

    await t.call('POST', `/api/classroom/bigdata/case/${id}/reset`, { as: student });
    const untouched = await t.call<Evaluation>('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: student });
    expect(untouched.code).toBe(1);
    expect(untouched.data).toMatchObject({ score: 0, max_score: full });
    expect(untouched.data.results.every((r) => !r.passed && r.message.includes('AssertionError'))).toBe(true);

    const cells: WorkCell[] = solvedCells(demo);
    expect((await t.call('PUT', `/api/classroom/bigdata/case/${id}`, { as: student, body: { cells } })).code).toBe(1);
    const solved = await t.call<Evaluation>('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: student });
    expect(solved.data.cell_errors).toEqual([]);
    expect(solved.data.results.map((r) => [r.id, r.passed, r.message])).toEqual(demo.tests.map((x) => [x.id, true, 'ok']));
    expect(solved.data.score).toBe(full);
    expect(JSON.stringify(solved)).not.toContain(demo.tests[0]!.code);

    const score = await t.call<CaseScore>('GET', `/api/classroom/bigdata/case/${id}/score`, { as: student });
    expect(score.data.auto).toMatchObject({ score: full, max: full });
    const seen = await t.call<CaseScore>('GET', `/api/classroom/bigdata/case/${id}/score?user_id=${student.user.id}`, { as: teacher });
    expect(seen.data.auto.score).toBe(full);
  }, 120_000);

  it('reports errors of the student’s own cells and partial scores', async () => {
    const demo = DEMO_CASES.find((d) => d.slug === 'demo-stock-risk')!;
    const id = caseIds.get(demo.slug)!;
    const cells = solvedCells(demo).map((c) => (c.id === 'drawdown' ? { ...c, source: 'max_drawdown = 1 / 0' } : c));
    await t.call('PUT', `/api/classroom/bigdata/case/${id}`, { as: student, body: { cells } });
    const res = await t.call<Evaluation>('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: student });
    expect(res.data.cell_errors).toEqual([{ cell_id: 'drawdown', message: expect.stringContaining('ZeroDivisionError') }]);
    expect(res.data.score).toBe(75);
    expect(res.data.results.find((r) => r.id === 'drawdown')).toMatchObject({ passed: false, points: 0 });
    const code = await t.call<CaseCode>('GET', `/api/classroom/bigdata/case/${id}/code?user_id=${student.user.id}`, { as: teacher });
    expect(code.data.code).toContain('max_drawdown = 1 / 0');
  }, 120_000);

  it('interrupts an endless cell at the time limit and still runs the tests', async () => {
    const demo = DEMO_CASES.find((d) => d.slug === 'demo-mean-variance')!;
    const id = caseIds.get(demo.slug)!;
    const cells = solvedCells(demo).map((c) => (c.id === 'frontier' ? { ...c, source: 'while True:\n    pass' } : c));
    await t.call('PUT', `/api/classroom/bigdata/case/${id}`, { as: student, body: { cells } });
    const res = await t.call<Evaluation>('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: student });
    expect(res.data.cell_errors).toEqual([{ cell_id: 'frontier', message: 'time limit of 15 s exceeded' }]);
    expect(res.data.results.map((r) => r.passed)).toEqual([true, true, false]);
    expect(res.data.score).toBe(65);
  }, 120_000);
});
