// The similarity check end to end on the real app (issue 16): students of 金融2301 save their case notebooks, the
// class's teacher starts a report, the job builds it on the queue, and the pair call shows the two sources.
import type { CaseList, CaseWork, ClassInfo, Paged, SimilarityLatest, SimilarityPairDetail, SimilarityReport, StudyCaseWithWork, User, WorkCellInput } from '@finedu/domain';
import { DEMO_CASES } from '../../src/seed/cases.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let teacher: Session;
let teacher2: Session;
let eduadmin: Session;
let student: Session;
let caseId: number;
let classId: number;
const students: Record<'alice' | 'copy' | 'bob' | 'carol' | 'blank1' | 'blank2', Session> = {} as never;

const ALICE = `
rets = np.log(df['close'] / df['close'].shift(1)).dropna()
vol = rets.rolling(20).std() * np.sqrt(252)
peak = df['close'].cummax()
drawdown = (df['close'] - peak) / peak
worst = drawdown.min()
for window in [5, 10, 20]:
    ma = df['close'].rolling(window).mean()
    print(window, ma.iloc[-1])
summary = {'vol': float(vol.iloc[-1]), 'mdd': float(worst)}
print(summary)`;

/** ALICE with every name changed, other comments, other layout and constants. */
const COPY = `
# 我自己写的
r = np.log( df["close"]/df["close"].shift(1) ).dropna()
v = r.rolling(30).std()*np.sqrt(250)   # 年化
top = df["close"].cummax()
dd = (df["close"] - top)/top
low = dd.min()

for n in [3, 6, 9]:
    m = df["close"].rolling(n).mean()
    print(n, m.iloc[-1])
res = {"volatility": float(v.iloc[-1]), "max_drawdown": float(low)}
print(res)`;

const BOB = `
close = df.set_index('date')['close']
rets = close.pct_change().apply(lambda x: np.log1p(x)).iloc[1:]
vol = rets.rolling(window=20, min_periods=20).std().mul(252 ** 0.5)
print('annualised volatility:', round(vol.iloc[-1], 4))`;

const CAROL = `
c = df['close'].values
logs = []
for i in range(1, len(c)):
    logs.append(np.log(c[i]) - np.log(c[i - 1]))
s = pd.Series(logs)
print('annualised volatility:', round(s.rolling(20).apply(lambda x: x.std()).multiply(np.sqrt(252)).iloc[-1], 4))`;

const open = (as: Session) => t.call<StudyCaseWithWork>('GET', `/api/classroom/bigdata/case/${caseId}`, { as });

/** Saves the template with `code` appended to its first editable code cell (and that cell's stdout). */
async function saveWork(as: Session, code: string, stdout?: string): Promise<void> {
  const cells: WorkCellInput[] = (await open(as)).data.work.cells;
  const editable = cells.find((c) => c.type === 'code' && !c.locked)!;
  const next = cells.map((c) =>
    c.id === editable.id
      ? { ...c, source: `${c.source}${code}`, ...(stdout === undefined ? {} : { outputs: [{ output_type: 'stream' as const, name: 'stdout' as const, text: stdout }], execution_count: 1 }) }
      : c,
  );
  const saved = await t.call<CaseWork>('PUT', `/api/classroom/bigdata/case/${caseId}`, { as, body: { cells: next } });
  if (saved.code !== 1) throw new Error(saved.message);
}

const scope = () => `case_id=${caseId}&class_id=${classId}`;

async function waitDone(as: Session): Promise<SimilarityReport> {
  for (let i = 0; i < 200; i++) {
    const latest = await t.call<SimilarityLatest>('GET', `/api/similarity/report?${scope()}`, { as });
    const report = latest.data.report;
    if (report !== null && (report.status === 'done' || report.status === 'failed')) return report;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the report did not finish');
}

beforeAll(async () => {
  t = await createTestApp();
  const systeacher = await t.login('systeacher');
  [teacher, teacher2, eduadmin, student] = await Promise.all(['teacher', 'teacher2', 'eduadmin', 'student'].map((u) => t.login(u))) as [Session, Session, Session, Session];
  const list = await t.call<CaseList>('GET', '/api/admin/bigdata/case', { as: systeacher });
  const slug = (title: string) => DEMO_CASES.find((d) => d.title === title)?.slug;
  caseId = list.data.list.find((c) => slug(c.title) === 'demo-credit-scoring')!.id;
  const classes = await t.call<Paged<ClassInfo>>('GET', '/api/admin/class', { as: eduadmin });
  classId = classes.data.list.find((c) => c.name === '金融2301')!.id;
  for (const key of ['alice', 'copy', 'bob', 'carol', 'blank1', 'blank2'] as const) {
    const username = `sim${process.pid % 10000}${key}`;
    const res = await t.call<User>('POST', '/api/admin/user', { as: eduadmin, body: { username, name: `学生${key}`, password: 'Demo@2026', role: 'edu_student', class_id: classId } });
    if (res.code !== 1) throw new Error(res.message);
    students[key] = await t.login(username);
  }
});
afterAll(async () => t.close());

describe('similarity report of a case for a class', () => {
  it('has nothing to compare before two students saved work', async () => {
    const latest = await t.call<SimilarityLatest>('GET', `/api/similarity/report?${scope()}`, { as: teacher });
    expect(latest.code).toBe(1);
    expect(latest.data).toEqual({ submissions: 0, report: null });
    const refused = await t.call('POST', '/api/similarity/report', { as: teacher, body: { case_id: caseId, class_id: classId } });
    expect(refused.code).toBe(0);
    expect(refused.message).toMatch(/两份/);
  });

  it('ranks the renamed copy first, leaves out the template, lists identical outputs of different code', async () => {
    await saveWork(students.alice, ALICE, 'vol 0.2134\n');
    await saveWork(students.copy, COPY, 'volatility 0.2201\n');
    await saveWork(students.bob, BOB, 'annualised volatility: 0.2134\n');
    await saveWork(students.carol, CAROL, 'annualised  volatility: 0.21340\n ');
    await saveWork(students.blank1, '');
    await saveWork(students.blank2, '\n');
    // Only the class's students count (the demo student of 金融2301 has no work of this case).
    expect((await t.call<SimilarityLatest>('GET', `/api/similarity/report?${scope()}`, { as: teacher })).data).toEqual({ submissions: 6, report: null });

    const started = await t.call<SimilarityReport>('POST', '/api/similarity/report', { as: teacher, body: { case_id: caseId, class_id: classId } });
    expect(started.code).toBe(1);
    expect(['queued', 'running', 'done']).toContain(started.data.status);
    const report = await waitDone(teacher);
    expect(report.status).toBe('done');
    expect(report.submissions).toBe(6);
    expect(report.outputs_compared).toBe(true);

    const id = (key: keyof typeof students) => students[key].user.id;
    const top = report.pairs[0]!;
    expect([top.a, top.b].sort()).toEqual([id('alice'), id('copy')].sort());
    expect(top.score).toBeGreaterThan(0.8);
    for (const other of report.pairs.slice(1)) expect(other.score).toBeLessThan(top.score / 2);
    // Two students who only kept the template share nothing the report counts.
    const blanks = [id('blank1'), id('blank2')];
    expect(report.pairs.some((p) => blanks.includes(p.a) || blanks.includes(p.b))).toBe(false);
    // Bob and Carol printed the same figure with different code; Alice's line differs ("vol …").
    expect(report.output_groups).toEqual([{ user_ids: [id('bob'), id('carol')].sort((x, y) => x - y), excerpt: 'annualised volatility: 0.2134' }]);
    expect(report.students.map((s) => s.user_id)).toEqual(expect.arrayContaining([id('alice'), id('copy'), id('bob'), id('carol')]));

    const pair = await t.call<SimilarityPairDetail>('GET', `/api/similarity/report/${report.id}/pair?a=${id('copy')}&b=${id('alice')}`, { as: teacher });
    expect(pair.code).toBe(1);
    expect(pair.data.a.code).toContain(id('alice') < id('copy') ? 'summary =' : 'res =');
    expect(pair.data.regions.length).toBeGreaterThan(0);
    const linesA = pair.data.a.code.split('\n');
    const linesB = pair.data.b.code.split('\n');
    for (const r of pair.data.regions) {
      expect(r.a.to).toBeLessThanOrEqual(linesA.length);
      expect(r.b.to).toBeLessThanOrEqual(linesB.length);
    }
    // The regions cover the copied code, not the template's cells before it.
    const aliceSide = id('alice') < id('copy') ? 'a' : 'b';
    const aliceLines = pair.data[aliceSide].code.split('\n');
    const start = aliceLines.findIndex((l) => l.startsWith('rets = np.log')) + 1;
    expect(pair.data.regions.every((r) => r[aliceSide].from >= start)).toBe(true);
    expect(pair.data.regions.some((r) => r[aliceSide].to >= aliceLines.findIndex((l) => l.startsWith('print(summary)')))).toBe(true);

    const missing = await t.call('GET', `/api/similarity/report/${report.id}/pair?a=${blanks[0]}&b=${blanks[1]}`, { as: teacher });
    expect(missing.code).toBe(0);
  });

  it('refuses students, a college admin for a case, and a teacher of another college', async () => {
    const report = await waitDone(teacher);
    for (const as of [student, students.alice]) {
      expect((await t.call('GET', `/api/similarity/report?${scope()}`, { as })).code).not.toBe(1);
      expect((await t.call('POST', '/api/similarity/report', { as, body: { case_id: caseId, class_id: classId } })).code).not.toBe(1);
      expect((await t.call('GET', `/api/similarity/report/${report.id}/pair?a=${report.pairs[0]!.a}&b=${report.pairs[0]!.b}`, { as })).code).not.toBe(1);
    }
    for (const as of [teacher2, eduadmin]) {
      const latest = await t.call('GET', `/api/similarity/report?${scope()}`, { as });
      expect(latest.code).toBe(0);
      expect(latest.data).toBeNull();
      expect((await t.call('POST', '/api/similarity/report', { as, body: { case_id: caseId, class_id: classId } })).code).toBe(0);
      const pair = await t.call('GET', `/api/similarity/report/${report.id}/pair?a=${report.pairs[0]!.a}&b=${report.pairs[0]!.b}`, { as });
      expect(pair.code).toBe(0);
      expect(pair.data).toBeNull();
    }
  });

  it('refuses a scope that is neither a case and class nor an exam and item', async () => {
    const bad = await t.call('GET', `/api/similarity/report?case_id=${caseId}`, { as: teacher });
    expect(bad.code).toBe(0);
    const mixed = await t.call('POST', '/api/similarity/report', { as: teacher, body: { case_id: caseId, class_id: classId, exam_id: 1, item: '1' } });
    expect(mixed.code).toBe(0);
  });
});
