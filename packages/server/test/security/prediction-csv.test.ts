// Issue 37, item 4: a 32 MiB predictions CSV (3 M rows) held the event loop 2.5–4 s per submit, and a refused file
// was parsed whole before any limit was checked and never counted, so it could be sent again forever. Now the limits
// come first (the team's submissions left, its refused files today, the file's size against the test set's), the
// file is read as it streams and stops at its first bad line, the reader yields to the event loop between slices,
// and refused files count against a daily limit of their own (they still never use up a scored submission).
import { Readable } from 'node:stream';
import type { MySubmissions, Submission } from '@finedu/domain';
import type { StorageAdapter } from '../../src/plugins/storage/adapter.js';
import { CsvReader, readCsv } from '../../src/modules/competitionScoring/csv.js';
import { readPredictions } from '../../src/modules/competitionScoring/predictions.js';
import { MAX_TEST_ROWS } from '../../src/modules/competitionScoring/split.js';
import { createTestApp, healthWhile, type Session, type TestApp } from '../helper.js';
import { binaryLabels, labelsCsv, predictionsCsv, setupModelling, uploadText, type ModellingSetup } from '../competitions/scoringFixtures.js';

const labels = binaryLabels(30);
const REFUSED_DAILY = 3;
let t: TestApp;
let student: Session;
let student2: Session;
let setup: ModellingSetup;
let bigFile: string;

/** About 30 MB (under the general 32 MiB limit): a header and 3 M rows of ids the test set does not hold. */
function hugePredictions(): string {
  const rows: string[] = ['id,target'];
  for (let i = 0; i < 3_000_000; i++) rows.push(`${1_000_000 + i},1`);
  return rows.join('\n') + '\n';
}

beforeAll(async () => {
  t = await createTestApp({ competitionWorkers: 0, competitionRefusedDaily: REFUSED_DAILY });
  const admin = await t.login('admin');
  student = await t.login('student');
  student2 = await t.login('student2');
  setup = await setupModelling(t, {
    eduId: null,
    participants: [{ username: 'student' }, { username: 'student2' }],
    labelsUrl: await uploadText(t, admin, 'labels.csv', labelsCsv(labels)),
  });
  const huge = hugePredictions();
  expect(huge.length).toBeGreaterThan(28 * 1024 * 1024);
  expect(huge.length).toBeLessThan(32 * 1024 * 1024); // within the general 32 MiB limit
  bigFile = await uploadText(t, student, 'huge.csv', huge);
}, 300_000);
afterAll(async () => t.close());

const submissionPath = () => `/api/competition/session/${setup.sessionId}/submission`;
const submit = (as: Session, file: string) => t.call<Submission>('POST', submissionPath(), { as, body: { file, filename: 'pred.csv' }, headers: { 'accept-language': 'en' } });

test('a 30 MB, 3 M-row file (under the general 32 MiB limit) is refused by its size before it is read; health answers fast meanwhile', async () => {
  // Health is asked again and again while the submits run.
  const { result: answers, slowestMs } = await healthWhile(t, Promise.all(Array.from({ length: 4 }, () => submit(student, bigFile))));
  expect(slowestMs).toBeLessThan(1000);
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.code).toBe(0);
  }
  // Three files were refused by their size (the limit named); the fourth hit the day's refused-file limit.
  const bySize = answers.filter((a) => /too large \(30 test rows allow at most \d+ KiB\)/.test(a.message));
  const byAttempts = answers.filter((a) => a.message.includes(`${REFUSED_DAILY} refused predictions files today (the limit)`));
  expect(bySize).toHaveLength(REFUSED_DAILY);
  expect(byAttempts).toHaveLength(4 - REFUSED_DAILY);
}, 120_000);

test('refused files count against their own daily limit: the next ones are refused before a byte is read', async () => {
  const good = await uploadText(t, student, 'good.csv', predictionsCsv(labels, 0.5));
  for (const file of [bigFile, good]) {
    const answer = await submit(student, file);
    expect(answer.code).toBe(0);
    expect(answer.message).toContain(`${REFUSED_DAILY} refused predictions files today (the limit)`);
  }
  const zh = await t.call('POST', submissionPath(), { as: student, body: { file: good, filename: 'p.csv' } });
  expect(zh.message).toContain(`今日被拒的预测文件已达 ${REFUSED_DAILY} 个（上限）`);
  const mine = await t.call<MySubmissions>('GET', submissionPath(), { as: student });
  // Each refused file is in the team's history with why; none used up a scored submission.
  expect(mine.data.submissions.map((s) => s.status)).toEqual(Array(REFUSED_DAILY).fill('invalid'));
  // …in the reader's own language (issue 36, item 13: no longer both joined).
  expect(mine.data.submissions.every((s) => (s.error ?? '').includes('文件过大') && !(s.error ?? '').includes('too large'))).toBe(true);
  const english = await t.call<MySubmissions>('GET', submissionPath(), { as: student, headers: { 'accept-language': 'en-US' } });
  expect(english.data.submissions.every((s) => (s.error ?? '').includes('too large'))).toBe(true);
  expect(mine.data.limits.used_today).toBe(0);
});

test('a refused file stops at its first bad line and never uses up a scored submission (as on Kaggle)', async () => {
  const bad = await uploadText(t, student2, 'bad.csv', 'id,target\n1,0.5\n1,0.5\n' + '2,0.5\n'.repeat(10));
  const refused = await submit(student2, bad);
  expect(refused.code).toBe(0);
  expect(refused.message).toContain('Line 3: id 1 repeats line 2');
  const good = await uploadText(t, student2, 'good2.csv', predictionsCsv(labels, 0.7));
  const accepted = await submit(student2, good);
  expect(accepted.code).toBe(1);
  expect(accepted.data.status).toBe('queued');
  const mine = await t.call<MySubmissions>('GET', submissionPath(), { as: student2 });
  expect(mine.data.limits.used_today).toBe(1);
  expect(mine.data.submissions.map((s) => s.status).sort()).toEqual(['invalid', 'queued']);
});

test('reading a large valid file yields to the event loop between slices', async () => {
  const n = 300_000;
  const ids = new Set<string>();
  const lines = ['id,target'];
  for (let i = 0; i < n; i++) {
    ids.add(String(i));
    lines.push(`${i},0.25`);
  }
  const bytes = Buffer.from(lines.join('\n') + '\n');
  // Storage that hands the whole file over as one chunk: the reader has to slice it itself.
  const storage = { read: async () => ({ size: bytes.length, contentType: 'text/csv', stream: Readable.from([bytes]) }) } as unknown as StorageAdapter;
  // Counts the turns other work gets while the file is read (a whole-file parse gives it none until the end).
  let turns = 0;
  let reading = true;
  const turn = () => {
    turns += 1;
    if (reading) setImmediate(turn);
  };
  setImmediate(turn);
  const predictions = await readPredictions(storage, 'k', { idColumn: 'id', targetColumn: 'target', metric: 'rmse' }, ids);
  reading = false;
  expect(predictions?.size).toBe(n);
  expect(turns).toBeGreaterThanOrEqual(Math.floor(bytes.length / (64 * 1024)));
}, 120_000);

test('the streaming reader gives the same records however the text is cut', () => {
  const text = '\ufeffid,"tar""get"\r\n1,"a,\nb"\r\n"2",x"y\n\n3,""\r4,"q"\n5';
  const whole = readCsv(text);
  expect(whole.map((r) => r.line)).toEqual([1, 2, 4, 6, 7, 8]);
  for (const size of [1, 2, 3, 5, 7]) {
    const reader = new CsvReader();
    const records = [];
    for (let at = 0; at < text.length; at += size) records.push(...reader.push(text.slice(at, at + size)));
    records.push(...reader.end());
    expect(records).toEqual(whole);
  }
  expect(() => new CsvReader({ maxFieldChars: 10, maxFields: 100 }).push('id,target\n' + 'x'.repeat(11))).toThrow(/line 2: a field longer than 10/);
});

test('an organizer’s labels file is read as it streams and bounded in rows: past the limit the session says so', async () => {
  const admin = await t.login('admin');
  const rows = ['id,target'];
  for (let i = 0; i <= MAX_TEST_ROWS; i++) rows.push(`${i},${i % 2}`);
  const big = await setupModelling(t, {
    eduId: null,
    participants: [{ username: 'competitor1' }],
    labelsUrl: await uploadText(t, admin, 'big-labels.csv', rows.join('\n') + '\n'),
  });
  const competitor1 = await t.login('competitor1');
  const file = await uploadText(t, competitor1, 'p.csv', 'id,target\n0,0.5\n');
  const { result: answer, slowestMs } = await healthWhile(
    t,
    t.call('POST', `/api/competition/session/${big.sessionId}/submission`, { as: competitor1, body: { file, filename: 'p.csv' }, headers: { 'accept-language': 'en' } }),
  );
  expect(slowestMs).toBeLessThan(1000);
  expect(answer).toMatchObject({ code: 0, message: expect.stringContaining(`line ${MAX_TEST_ROWS + 2}: more than the limit of ${MAX_TEST_ROWS} rows`) });
}, 180_000);
