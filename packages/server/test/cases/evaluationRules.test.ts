// The classroom's rules around an evaluation (issue 31): what it sends to the runtime (the student's non-empty code
// cells in the case folder, the case's hidden tests, the student's own data), how verdicts become the score and the
// results, one evaluation at a time per student, and a restricted case refused to another college. The grading
// itself is a fake runtime's (test/runtime/fakeRuntime.ts); cases/evaluation.test.ts evaluates in real kernels.
import type { CaseList, CaseScore, Evaluation, StudyCaseWithWork, WorkCell } from '@finedu/domain';
import { DEMO_CASES, solvedCells } from '../../src/seed/cases.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { fakeRuntime } from '../runtime/fakeRuntime.js';

/** Passes every test unless the student's code says FAILS; slow enough for two evaluations to overlap. */
const runtime = fakeRuntime(async (request) => {
  await new Promise((resolve) => setTimeout(resolve, 400));
  const code = request.cells.map((c) => c.source).join('\n');
  return request.tests.map((t) => (code.includes('FAILS') ? { passed: false, message: `AssertionError: ${t.name}` } : { passed: true, message: 'ok' }));
});

let t: TestApp;
let student: Session;
let teacher: Session;
let caseIds: Map<string, number>;
beforeAll(async () => {
  t = await createTestApp({}, { runtime });
  student = await t.login('student');
  teacher = await t.login('teacher');
  const admin = await t.login('systeacher');
  const list = await t.call<CaseList>('GET', '/api/admin/bigdata/case', { as: admin });
  caseIds = new Map(list.data.list.map((c) => [DEMO_CASES.find((d) => d.title === c.title)!.slug, c.id]));
}, 60_000);
afterAll(async () => t.close());

describe('an evaluation through the runtime', () => {
  it('sends the non-empty code cells to a fresh kernel of the case folder with the case’s tests, and scores the verdicts', async () => {
    const demo = DEMO_CASES.find((d) => d.slug === 'demo-stock-risk')!;
    const id = caseIds.get(demo.slug)!;
    const full = demo.tests.reduce((s, x) => s + x.points, 0);
    const opened = await t.call<StudyCaseWithWork>('GET', `/api/classroom/bigdata/case/${id}`, { as: student });
    expect(opened.data.work).toMatchObject({ notebook_path: `case-${id}/case.ipynb`, datasets_ready: true });
    expect(runtime.files.get(`u${student.user.id}/case-${id}/prices.csv`)?.toString('utf8').split('\n')[0]).toBe('date,AAA,BBB,CCC');

    const cells: WorkCell[] = [...solvedCells(demo), { id: 'empty', type: 'code', source: '   ' } as WorkCell];
    expect((await t.call('PUT', `/api/classroom/bigdata/case/${id}`, { as: student, body: { cells } })).code).toBe(1);
    const before = runtime.requests.length;
    const solved = await t.call<Evaluation>('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: student });
    expect(solved.code).toBe(1);
    const request = runtime.requests[before]!;
    expect(request).toMatchObject({ userId: student.user.id, folder: `case-${id}`, prefix: '.evaluation', prepared: true });
    expect(request.cells.map((c) => c.id)).toEqual(cells.filter((c) => c.type === 'code' && c.source.trim() !== '').map((c) => c.id));
    expect(request.tests.map((x) => x.name)).toEqual(demo.tests.map((x) => x.name));
    expect(solved.data).toMatchObject({ score: full, max_score: full, cell_errors: [] });
    expect(solved.data.results.map((r) => [r.id, r.passed, r.message, r.points])).toEqual(demo.tests.map((x) => [x.id, true, 'ok', x.points]));
    const seen = await t.call<CaseScore>('GET', `/api/classroom/bigdata/case/${id}/score?user_id=${student.user.id}`, { as: teacher });
    expect(seen.data.auto.score).toBe(full);

    await t.call('PUT', `/api/classroom/bigdata/case/${id}`, { as: student, body: { cells: [...solvedCells(demo), { id: 'x', type: 'code', source: '# FAILS' } as WorkCell] } });
    const failed = await t.call<Evaluation>('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: student });
    expect(failed.data.score).toBe(0);
    expect(failed.data.results.every((r) => !r.passed && r.points === 0 && r.message.startsWith('AssertionError'))).toBe(true);
  });

  it('one evaluation at a time per student; other colleges cannot evaluate a restricted case', async () => {
    const id = caseIds.get('demo-stock-risk')!;
    const [a, b] = await Promise.all([
      t.call<Evaluation>('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: student }),
      t.call<Evaluation>('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: student }),
    ]);
    expect([a.code, b.code].sort()).toEqual([0, 1]);
    expect([a.message, b.message]).toContain('评测正在进行中，请稍候');
    const admin = await t.login('systeacher');
    await t.call('PUT', `/api/admin/bigdata/case/${id}`, { as: admin, body: { edu_ids: [student.user.edu_id] } });
    const student2 = await t.login('student2');
    const asked = runtime.requests.length;
    expect((await t.call('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: student2 })).message).toBe('案例不存在');
    expect(runtime.requests.length).toBe(asked);
  });
});
