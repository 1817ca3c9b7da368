// @lane kernel
// @db postgres
// Per-student datasets and parameters (issue 16): the demo stock case's generator gives each student their own
// prices.csv and params.json, generated once in the grader's sandbox and kept across reloads and restarts; the
// hidden tests check each student's own values; the teacher previews seeds and sees which one a student had.
import type { CaseStudentList, Evaluation, SeedPreviewList, StudyCaseWithWork, WorkCell } from '@finedu/domain';
import { and, eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { caseStudentData } from '../../src/db/schema/index.js';
import { NOTEBOOK_BACKEND_DECORATOR } from '../../src/runtime/kernelHost.js';
import { DEMO_CASES, solvedCells, STOCK_GENERATOR } from '../../src/seed/cases.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { createAppWithJupyter, type AppWithJupyter } from './jupyter.js';

const REPO_FILE = fileURLToPath(new URL('../../package.json', import.meta.url));
const demo = DEMO_CASES.find((d) => d.slug === 'demo-stock-risk')!;
const full = demo.tests.reduce((s, x) => s + x.points, 0);

let t: AppWithJupyter;
let student: Session;
let student2: Session;
let teacher: Session;
let admin: Session;
let id: number;

const folderFile = (userId: number, name: string): string => readFileSync(path.join(t.jupyter.notebookRoot, `u${userId}`, `case-${id}`, name), 'utf8');
const open = async (app: TestApp, who: Session) => (await app.call<StudyCaseWithWork>('GET', `/api/classroom/bigdata/case/${id}`, { as: who })).data.work;
async function evaluate(who: Session, cells: WorkCell[]): Promise<Evaluation> {
  expect((await t.call('PUT', `/api/classroom/bigdata/case/${id}`, { as: who, body: { cells } })).code).toBe(1);
  const res = await t.call<Evaluation>('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: who });
  expect(res.code).toBe(1);
  return res.data;
}

beforeAll(async () => {
  t = await createAppWithJupyter({ NOTEBOOK_CELL_TIMEOUT_S: '20' });
  student = await t.login('student');
  student2 = await t.login('student2');
  teacher = await t.login('teacher');
  admin = await t.login('systeacher');
  const list = await t.call<{ list: Array<{ id: number; title: string; per_student: boolean }> }>('GET', '/api/admin/bigdata/case', { as: admin });
  const found = list.data.list.find((c) => c.title === demo.title)!;
  expect(found.per_student).toBe(true);
  id = found.id;
}, 120_000);
afterAll(async () => t.close());

describe('per-student data of the demo stock case', () => {
  it('two students get different prices and parameters in their case folders, with params.json', async () => {
    const [a, b] = [await open(t, student), await open(t, student2)];
    expect(a.datasets_ready && b.datasets_ready).toBe(true);
    expect(a.seed).toEqual(expect.any(Number));
    expect(b.seed).toEqual(expect.any(Number));
    expect(a.seed).not.toBe(b.seed);
    expect(Object.keys(a.params ?? {}).sort()).toEqual(['drift', 'start_price', 'volatility']);
    expect(a.params).not.toEqual(b.params);
    const [pa, pb] = [folderFile(student.user.id, 'prices.csv'), folderFile(student2.user.id, 'prices.csv')];
    expect(pa.split('\n')[0]).toBe('date,AAA,BBB,CCC');
    expect(pa.split('\n')[1]).toBe(`2023-01-02,${['AAA', 'BBB', 'CCC'].map((s) => (a.params!.start_price as Record<string, number>)[s]!.toFixed(4)).join(',')}`);
    expect(pa.trim().split('\n')).toHaveLength(501);
    expect(pa).not.toBe(pb);
    expect(JSON.parse(folderFile(student.user.id, 'params.json'))).toEqual({ seed: a.seed, ...a.params });
    // The dataset panel previews the student's own file.
    const preview = await t.call<{ preview: { rows: unknown[][] } }>('GET', `/api/classroom/bigdata/dataset/file?case_id=${id}&dataset_id=prices&rows=2`, { as: student });
    expect(preview.data.preview.rows[0]).toEqual(['2023-01-02', ...['AAA', 'BBB', 'CCC'].map((s) => (a.params!.start_price as Record<string, number>)[s])]);
  }, 120_000);

  it('both pass with the right code, each on their own data', async () => {
    for (const who of [student, student2]) {
      const result = await evaluate(who, solvedCells(demo));
      expect(result.cell_errors).toEqual([]);
      expect(result.results.map((r) => [r.id, r.passed, r.message])).toEqual(demo.tests.map((x) => [x.id, true, 'ok']));
      expect(result.score).toBe(full);
    }
  }, 240_000);

  it('answers computed on another student’s prices fail on the student’s own seed', async () => {
    const theirs = folderFile(student2.user.id, 'prices.csv');
    const copied = solvedCells(demo).map((c) =>
      c.id === 'returns'
        ? { ...c, source: `import io\n_theirs = pd.read_csv(io.StringIO(${JSON.stringify(theirs)}), parse_dates=['date'], index_col='date')\nreturns = np.log(_theirs / _theirs.shift(1)).dropna()` }
        : c.id === 'drawdown'
          ? { ...c, source: 'max_drawdown = (_theirs / _theirs.cummax() - 1).min()' }
          : c,
    );
    const result = await evaluate(student, copied);
    expect(result.cell_errors).toEqual([]);
    const passed = Object.fromEntries(result.results.map((r) => [r.id, r.passed]));
    expect(passed).toEqual({ returns: false, volatility: false, drawdown: false, chart: true });
    expect(result.score).toBe(15);
  }, 120_000);

  it('the same student gets the same data after a reload and after a restart (even with the cached copy gone)', async () => {
    const before = await open(t, student);
    const bytes = folderFile(student.user.id, 'prices.csv');
    const again = await open(t, student);
    expect(again.seed).toBe(before.seed);
    expect(folderFile(student.user.id, 'prices.csv')).toBe(bytes);

    // A restarted server (a new instance on the same database, nothing in memory) regenerates the same data.
    await t.app.db.delete(caseStudentData).where(and(eq(caseStudentData.caseId, id), eq(caseStudentData.userId, student.user.id)));
    const restarted = await createTestApp({ notebook: { NOTEBOOK_CELL_TIMEOUT_S: '20' } }, { sameDatabaseAs: t, beforeReady: (app) => app.decorate(NOTEBOOK_BACKEND_DECORATOR, t.jupyter) });
    try {
      const session = await restarted.login('student');
      const reopened = await open(restarted, session);
      expect(reopened.seed).toBe(before.seed);
      expect(reopened.params).toEqual(before.params);
      expect(folderFile(student.user.id, 'prices.csv')).toBe(bytes);
    } finally {
      await restarted.close();
    }
  }, 120_000);

  it('the teacher’s student list shows the seed each student had', async () => {
    const seed = (await open(t, student)).seed;
    const list = await t.call<CaseStudentList>('GET', `/api/classroom/bigdata/user?case_id=${id}`, { as: teacher });
    expect(list.code).toBe(1);
    expect(list.data.list.find((s) => s.user_id === student.user.id)).toMatchObject({ seed });
  }, 60_000);
});

describe('the teacher’s seed preview', () => {
  const preview = (who: Session, body: unknown) => t.call<SeedPreviewList>('POST', '/api/admin/bigdata/case/generator/preview', { as: who, body });

  it('runs the generator for a few seeds: values and the head of each file, the same for the same seed', async () => {
    const res = await preview(admin, { generator: STOCK_GENERATOR, parameters: demo.parameters, seeds: [1, 2, 1], rows: 3 });
    expect(res.code).toBe(1);
    const [one, two, oneAgain] = res.data.list;
    expect(one).toMatchObject({ seed: 1, error: null, files: [{ filename: 'prices.csv', columns: ['date', 'AAA', 'BBB', 'CCC'] }] });
    expect(one!.files[0]!.rows).toHaveLength(3);
    expect(one!.files[0]!.rows[0]![0]).toBe('2023-01-02');
    expect(one!.params).not.toEqual(two!.params);
    expect(oneAgain).toEqual(one);
  }, 60_000);

  it('reports a generator’s error per seed, and a declared parameter it does not set', async () => {
    const res = await preview(admin, {
      generator: "def generate(seed):\n    if seed == 2:\n        raise ValueError('no luck')\n    return {'params': {'a': seed}, 'files': {}}",
      parameters: [{ name: 'a' }, { name: 'b' }],
      seeds: [1, 2],
    });
    expect(res.data.list.map((p) => p.error)).toEqual(['params lacks b', 'ValueError: no luck']);
    const bad = await preview(admin, { generator: "def generate(seed):\n    return {'files': {'../x.csv': 'a'}}", seeds: [1] });
    expect(bad.data.list[0]!.error).toContain('not allowed');
  }, 60_000);

  it('runs the generator sandboxed: it cannot read the server’s files nor reach the network', async () => {
    const snoop = [
      'def generate(seed):',
      '    found = {}',
      `    for name in ['/etc/shadow', ${JSON.stringify(REPO_FILE)}]:`,
      '        try:',
      '            found[name] = open(name).read()[:20]',
      '        except Exception as error:',
      '            found[name] = type(error).__name__',
      '    import socket',
      '    try:',
      "        socket.create_connection(('127.0.0.1', 5432), timeout=2)",
      "        found['net'] = 'connected'",
      '    except Exception as error:',
      "        found['net'] = type(error).__name__",
      "    return {'params': found, 'files': {}}",
    ].join('\n');
    expect(readFileSync(REPO_FILE, 'utf8').length).toBeGreaterThan(0);
    const res = await preview(admin, { generator: snoop, seeds: [7] });
    const found = res.data.list[0]!.params;
    expect(found['/etc/shadow']).toMatch(/^(PermissionError|FileNotFoundError)$/);
    expect(found[REPO_FILE]).toBe('FileNotFoundError');
    expect(found.net).not.toBe('connected');
  }, 60_000);

  it('is for case authors only, and refuses an empty generator', async () => {
    for (const who of [teacher, student]) expect((await preview(who, { generator: STOCK_GENERATOR, seeds: [1] })).code).not.toBe(1);
    const empty = await preview(admin, { generator: '  ', seeds: [1] });
    expect(empty.code).toBe(0);
  }, 60_000);
});
