// @db postgres
// Submitting predictions through the API: row-numbered validation (a refused file never counts), the daily limit
// across midnight Asia/Shanghai on an injected clock, the total limit under parallel submits, the session window;
// and the scoring jobs of parallel submits, taken by two instances, each writing its score exactly once.
import type { MySubmissions, Submission } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { competitionSubmissions } from '../../src/db/schema/index.js';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { binaryLabels, labelsCsv, predictionsCsv, setupModelling, uploadText, type ModellingSetup } from './scoringFixtures.js';

let t: TestApp;
let admin: Session;
let student: Session;
let setup: ModellingSetup;
// 23:58 on 2026-11-25 in Shanghai (15:58 UTC).
const clock = new ManualClock(new Date('2026-11-25T15:58:00Z'));
const labels = binaryLabels(40);

beforeAll(async () => {
  t = await createTestApp({ competitionWorkers: 0 }, { clock });
  admin = await t.login('admin');
  student = await t.login('student');
  const labelsUrl = await uploadText(t, admin, 'labels.csv', labelsCsv(labels));
  setup = await setupModelling(t, {
    eduId: null,
    participants: [{ username: 'student' }],
    labelsUrl,
    session: { startAt: new Date('2026-11-20T00:00:00Z'), endAt: new Date('2026-12-20T00:00:00Z'), dailyLimit: 2, totalLimit: 5 },
  });
}, 180_000);
afterAll(async () => t.close());

const submit = async (csv: string, as = student, lang?: string) => {
  const file = await uploadText(t, as, 'pred.csv', csv);
  return t.call<Submission>('POST', `/api/competition/session/${setup.sessionId}/submission`, {
    as,
    body: { file, filename: 'pred.csv' },
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
};
const mine = async () => (await t.call<MySubmissions>('GET', `/api/competition/session/${setup.sessionId}/submission`, { as: student })).data;

describe('a predictions file is validated with row numbers, and a refused file never counts', () => {
  const good = predictionsCsv(labels, 0.8);
  const lines = good.trimEnd().split('\n');
  const cases: Array<[string, string, RegExp]> = [
    ['a missing column', ['id,score', ...lines.slice(1)].join('\n'), /第 1 行：表头缺少列 target/],
    ['an unknown id', [...lines.slice(0, 3), '999,0.5', ...lines.slice(4)].join('\n'), /第 4 行：测试集中没有 id = 999/],
    ['a repeated id', [...lines.slice(0, 5), lines[2]!, ...lines.slice(6)].join('\n'), /第 6 行：id = 2 重复（第 3 行已出现）/],
    ['a value that is not a number', [...lines.slice(0, 7), '7,abc', ...lines.slice(8)].join('\n'), /第 8 行：target 不是有限数值（abc）/],
    ['an infinite value', [...lines.slice(0, 7), '7,Infinity', ...lines.slice(8)].join('\n'), /第 8 行：target 不是有限数值/],
    ['a probability above 1', [...lines.slice(0, 10), '10,1.5', ...lines.slice(11)].join('\n'), /第 11 行：target 应为 0 到 1 之间的概率（1.5）/],
    ['a missing id', lines.slice(0, -1).join('\n'), /缺少 1 个测试样本的预测：id = 40/],
    ['a short row', [...lines.slice(0, 2), '1', ...lines.slice(3)].join('\n'), /第 3 行：应有 2 列，实际 1 列/],
  ];
  test.each(cases)('%s', async (_name, csv, message) => {
    const res = await submit(csv);
    expect(res.code).toBe(0);
    expect(res.message).toMatch(message);
  });

  test('in English when asked', async () => {
    const res = await submit([...lines.slice(0, 3), '999,0.5', ...lines.slice(4)].join('\n'), student, 'en-US');
    expect(res.message).toMatch(/Line 4: id 999 is not in the test set/);
  });

  test('refused files are listed as invalid with their reason and count against nothing', async () => {
    const state = await mine();
    expect(state.submissions.length).toBe(cases.length + 1);
    expect(state.submissions.every((s) => s.status === 'invalid' && s.error !== null)).toBe(true);
    expect(state.limits).toMatchObject({ used_today: 0, left_today: 2, used_total: 0 });
  });

  test("each reader gets a refused file's reason in their own language, never both joined", async () => {
    const zh = await mine();
    const en = (await t.call<MySubmissions>('GET', `/api/competition/session/${setup.sessionId}/submission`, { as: student, headers: { 'accept-language': 'en-US' } })).data;
    const unknownId = (list: MySubmissions) => list.submissions.find((s) => s.error?.includes('999'))!.error!;
    expect(unknownId(zh)).toBe('第 4 行：测试集中没有 id = 999');
    expect(unknownId(en)).toBe('Line 4: id 999 is not in the test set');
    for (const s of zh.submissions) expect(s.error).not.toMatch(/Line \d| \/ /);
    for (const s of en.submissions) expect(s.error).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('limits', () => {
  test('the daily limit turns at midnight Asia/Shanghai, not UTC', async () => {
    const csv = predictionsCsv(labels, 0.5);
    expect((await submit(csv)).code).toBe(1);
    expect((await submit(csv)).code).toBe(1);
    const third = await submit(csv);
    expect(third.code).toBe(0);
    expect(third.message).toMatch(/今日提交次数已用完/);
    const before = await mine();
    expect(before.limits.resets_at).toBe('2026-11-25T16:00:00.000Z');
    // 00:00:30 in Shanghai (16:00:30 UTC, still 25 November in UTC): a new day.
    clock.set(new Date('2026-11-25T16:00:30Z'));
    const after = await mine();
    expect(after.limits).toMatchObject({ used_today: 0, left_today: 2, used_total: 2 });
    expect((await submit(csv)).code).toBe(1);
  });

  test('the total limit holds under parallel submits', async () => {
    clock.set(new Date('2026-11-27T02:00:00Z'));
    const csv = predictionsCsv(labels, 0.6);
    // Upload first, then submit all at once: 3 used of 5 in total, 2 a day → exactly 2 accepted.
    const files = await Promise.all(Array.from({ length: 6 }, () => uploadText(t, student, 'p.csv', csv)));
    const results = await Promise.all(
      files.map((file) => t.call<Submission>('POST', `/api/competition/session/${setup.sessionId}/submission`, { as: student, body: { file, filename: 'p.csv' } })),
    );
    expect(results.filter((r) => r.code === 1).length).toBe(2);
    clock.set(new Date('2026-11-28T02:00:00Z'));
    const next = await Promise.all(
      files.map((file) => t.call<Submission>('POST', `/api/competition/session/${setup.sessionId}/submission`, { as: student, body: { file, filename: 'p.csv' } })),
    );
    expect(next.filter((r) => r.code === 1).length).toBe(0);
    expect(next[0]!.message).toMatch(/提交总次数已用完（共 5 次）/);
    expect((await mine()).limits).toMatchObject({ used_total: 5, left_today: 0 });
  });

  test('with no daily limit (null) only the total limit applies; the limits carry the server clock', async () => {
    clock.set(new Date('2026-11-29T02:00:00Z'));
    const competitor = await t.login('competitor1');
    const open = await setupModelling(t, {
      eduId: null,
      participants: [{ username: 'competitor1' }],
      labelsUrl: await uploadText(t, admin, 'labels.csv', labelsCsv(labels)),
      session: { startAt: new Date('2026-11-20T00:00:00Z'), endAt: new Date('2026-12-20T00:00:00Z'), dailyLimit: null, totalLimit: 7 },
    });
    const path = `/api/competition/session/${open.sessionId}/submission`;
    const send = async () => {
      const file = await uploadText(t, competitor, 'p.csv', predictionsCsv(labels, 0.7));
      return t.call<Submission>('POST', path, { as: competitor, body: { file, filename: 'p.csv' } });
    };
    // More than the default five a day, all on one Shanghai day.
    for (let i = 0; i < 6; i += 1) expect((await send()).code).toBe(1);
    const limits = (await t.call<MySubmissions>('GET', path, { as: competitor })).data.limits;
    expect(limits).toMatchObject({ daily_limit: null, used_today: 6, left_today: 1, total_limit: 7, used_total: 6, server_now: '2026-11-29T02:00:00.000Z' });
    expect((await send()).code).toBe(1);
    const refused = await send();
    expect(refused.message).toMatch(/提交总次数已用完（共 7 次）/);
    expect((await t.call<MySubmissions>('GET', path, { as: competitor })).data.limits.left_today).toBe(0);
  });

  test('only during the session and only for an accepted participant', async () => {
    const csv = predictionsCsv(labels, 0.6);
    clock.set(new Date('2026-12-21T00:00:00Z'));
    expect((await submit(csv)).message).toMatch(/场次已结束/);
    clock.set(new Date('2026-11-28T02:00:00Z'));
    const stranger = await t.login('student2');
    const res = await submit(csv, stranger);
    expect(res.code).toBe(0);
    expect(res.message).toMatch(/场次不存在/);
  });

  test('a file someone else uploaded cannot be submitted', async () => {
    const other = await t.login('teacher');
    const file = await uploadText(t, other, 'x.csv', predictionsCsv(labels, 0.9));
    const res = await t.call('POST', `/api/competition/session/${setup.sessionId}/submission`, { as: student, body: { file, filename: 'x.csv' } });
    expect(res.code).toBe(0);
    expect(res.message).toMatch(/自己的预测文件/);
  });
});

describe('scoring: jobs of the job queue, taken by two instances', () => {
  test('parallel submits are each scored exactly once, by whichever instance takes the job, from the predictions checked at submit', async () => {
    clock.set(new Date('2026-11-29T03:00:00Z'));
    // A second instance on the same database, with its own (empty) storage: it scores without reading a file.
    const second = await createTestApp({ competitionWorkers: 2 }, { sameDatabaseAs: t, clock });
    try {
      const racer = await t.login('student2');
      const race = await setupModelling(t, {
        eduId: null,
        participants: [{ username: 'student2' }],
        labelsUrl: await uploadText(t, admin, 'labels.csv', labelsCsv(labels)),
        session: { startAt: new Date('2026-11-20T00:00:00Z'), endAt: new Date('2026-12-20T00:00:00Z'), dailyLimit: null, totalLimit: 6 },
      });
      const files = await Promise.all(Array.from({ length: 8 }, (_, i) => uploadText(t, racer, 'p.csv', predictionsCsv(labels, 0.55 + i * 0.05))));
      // Both instances run scoring workers (this one was made without them).
      await t.app.competitionScoring.worker.start();
      const results = await Promise.all(
        files.map((file) => t.call<Submission>('POST', `/api/competition/session/${race.sessionId}/submission`, { as: racer, body: { file, filename: 'p.csv' } })),
      );
      const accepted = results.filter((r) => r.code === 1).map((r) => r.data.id);
      expect(accepted.length).toBe(6);
      const rows = async () =>
        (await t.app.db.select().from(competitionSubmissions).where(eq(competitionSubmissions.sessionId, race.sessionId))).filter((r) => r.status !== 'invalid');
      const deadline = Date.now() + 20_000;
      while ((await rows()).some((r) => r.status !== 'scored') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      const scored = await rows();
      expect(scored.map((r) => r.id).sort((a, b) => a - b)).toEqual([...accepted].sort((a, b) => a - b));
      expect(scored.map((r) => ({ status: r.status, writes: r.writes, predictions: r.predictions }))).toEqual(accepted.map(() => ({ status: 'scored', writes: 1, predictions: null })));
      // More jobs of the same submissions (an instance's start sends one for each unscored one) change nothing.
      for (const id of accepted) await second.app.competitionScoring.worker.enqueue(id);
      expect(await second.app.competitionScoring.worker.drain()).toBe(0);
      expect((await rows()).every((r) => r.writes === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
