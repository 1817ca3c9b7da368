// The demo 初赛 of the platform competition shows something: its generated dataset is stored and linked, the demo
// teams' submissions were scored by the engine, the public board is the freeze snapshot with ranked rows in 本科组,
// the organizers' live board has the later scores, and seeding again adds nothing.
import type { Board, MySessions, MySubmissions, Paged, SessionSubmission } from '@finedu/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { competitions, competitionSessions, competitionSubmissions } from '../../src/db/schema/index.js';
import { seedDemoModelling } from '../../src/seed/competitionModelling.js';
import { DEMO_PLATFORM_COMPETITION } from '../../src/seed/competitions.js';
import { SessionSplits } from '../../src/modules/competitionScoring/splits.js';
import { createTestApp, type TestApp } from '../helper.js';
import { uploadText } from './scoringFixtures.js';

let t: TestApp;
let sessionId: number;

beforeAll(async () => {
  t = await createTestApp({ competitionWorkers: 0, demoStorageSeed: true });
  const [row] = await t.app.db
    .select({ id: competitionSessions.id })
    .from(competitionSessions)
    .innerJoin(competitions, eq(competitions.id, competitionSessions.competitionId))
    .where(and(isNull(competitions.eduId), eq(competitions.title, DEMO_PLATFORM_COMPETITION), eq(competitionSessions.stage, 'preliminary')));
  sessionId = row!.id;
}, 180_000);
afterAll(async () => t.close());

const submissionsOf = async () => t.app.db.select().from(competitionSubmissions).where(eq(competitionSubmissions.sessionId, sessionId));

test('the dataset is stored, linked and said to be generated', async () => {
  const [session] = await t.app.db.select().from(competitionSessions).where(eq(competitionSessions.id, sessionId));
  for (const key of [session!.trainFile, session!.testFile, session!.labelsFile]) expect(await t.app.storage.head(key!)).not.toBeNull();
  const student = await t.login('student');
  const train = await t.request(`/api/competition/session/${sessionId}/file/train`, { as: student });
  expect(train.status).toBe(200);
  const lines = (await train.text()).trim().split('\n');
  expect(lines[0]).toBe('id,age,income,debt_ratio,credit_lines,late_30_59,late_90,loan_amount,term_months,employment_years,region,default');
  expect(lines).toHaveLength(2001);
  const [competition] = await t.app.db.select().from(competitions).where(and(isNull(competitions.eduId), eq(competitions.title, DEMO_PLATFORM_COMPETITION)));
  expect(competition!.descriptionHtml).toContain('生成的模拟数据，固定随机种子');
});

test('the public board is the freeze snapshot, with ranked teams in 本科组; the live board has the later scores', async () => {
  const res = await t.call<Board>('GET', `/api/public/competition/session/${sessionId}/board`);
  expect(res.code).toBe(1);
  expect(res.data.state).toBe('frozen');
  const undergrad = res.data.groups.find((g) => g.name === '本科组')!;
  const frozen = await t.call<Board>('GET', `/api/public/competition/session/${sessionId}/board?group_id=${undergrad.id}`);
  const ranked = frozen.data.rows.filter((r) => r.rank !== null);
  expect(ranked.map((r) => r.name).sort()).toEqual(['独行侠联队', '量化先锋']);
  for (const row of ranked) {
    expect(row.score).toBeGreaterThan(0.6);
    expect(row.score).toBeLessThan(0.9);
    expect(new Date(row.reached_at!).getTime()).toBeLessThanOrEqual(new Date(frozen.data.frozen_at!).getTime());
  }

  const admin = await t.login('admin');
  const live = await t.call<Board>('GET', `/api/competition/session/${sessionId}/board?group_id=${undergrad.id}`, { as: admin });
  expect(live.data.organizer_view).toBe(true);
  // Scores after the freeze count on the live board only: more submissions, a better best score.
  const frozenSum = ranked.reduce((s, r) => s + r.submissions, 0);
  const liveRanked = live.data.rows.filter((r) => r.rank !== null);
  expect(liveRanked.reduce((s, r) => s + r.submissions, 0)).toBeGreaterThan(frozenSum);
  expect(Math.max(...liveRanked.map((r) => r.score!))).toBeGreaterThan(Math.max(...ranked.map((r) => r.score!)));
  // 独行侠联队 overtook 量化先锋 after the freeze: the live rows' arrows compare with the ranks at the freeze.
  const frozenRank = new Map(ranked.map((r) => [r.entry_id, r.rank]));
  expect(liveRanked.map((r) => r.name)).toEqual(['独行侠联队', '量化先锋']);
  for (const row of liveRanked) expect(row.previous_rank).toBe(frozenRank.get(row.entry_id));
  expect(frozen.data.rows.every((r) => r.previous_rank === null)).toBe(true);
});

test('the submissions were scored by the engine, and the refused file is never ranked', async () => {
  const rows = await submissionsOf();
  expect(rows.filter((r) => r.status === 'scored').length).toBeGreaterThanOrEqual(8);
  expect(rows.filter((r) => r.status === 'invalid')).toHaveLength(1);
  expect(rows.some((r) => r.status === 'queued' || r.status === 'scoring')).toBe(false);
  for (const r of rows.filter((x) => x.status === 'scored')) expect(r.scoredAt!.getTime()).toBeGreaterThan(r.createdAt.getTime());
  const admin = await t.login('admin');
  const list = await t.call<Paged<SessionSubmission>>('GET', `/api/admin/competition/session/${sessionId}/submission?status=invalid`, { as: admin });
  expect(list.data.list[0]!.error).toMatch(/100|缺/);
});

test('seeding again adds nothing', async () => {
  const before = (await submissionsOf()).length;
  const splits = new SessionSplits(t.app.db, t.app.storage, t.app.log);
  const added = await seedDemoModelling({ db: t.app.db, storage: t.app.storage, links: t.app.storageLinks, storageConfig: t.app.storageConfig, splits, log: t.app.log });
  expect(added).toBe(0);
  expect(await submissionsOf()).toHaveLength(before);
});

test('a participant is told the CSV columns and the server clock', async () => {
  const student = await t.login('student');
  const mine = await t.call<MySessions>('GET', '/api/competition/session/mine', { as: student });
  const prelim = mine.data.sessions.find((s) => s.id === sessionId)!;
  expect(prelim).toMatchObject({ kind: 'modelling', id_column: 'id', target_column: 'default' });
  for (const quiz of mine.data.sessions.filter((s) => s.kind === 'quiz')) expect(quiz).toMatchObject({ id_column: null, target_column: null });
  const before = Date.now();
  const limits = (await t.call<MySubmissions>('GET', `/api/competition/session/${sessionId}/submission`, { as: student })).data.limits;
  expect(Date.parse(limits.server_now)).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(limits.server_now)).toBeLessThanOrEqual(Date.now());
  expect(limits.daily_limit).toBe(5);
});

test('no demo submissions go into the session once an organizer replaced its labels', async () => {
  const admin = await t.login('admin');
  const link = await uploadText(t, admin, 'labels.csv', 'id,default\n1,0\n2,1\n');
  await t.app.db.update(competitionSessions).set({ labelsFile: t.app.storageLinks.resolve(link)!.key }).where(eq(competitionSessions.id, sessionId));
  await t.app.db.delete(competitionSubmissions).where(eq(competitionSubmissions.sessionId, sessionId));
  const splits = new SessionSplits(t.app.db, t.app.storage, t.app.log);
  expect(await seedDemoModelling({ db: t.app.db, storage: t.app.storage, links: t.app.storageLinks, storageConfig: t.app.storageConfig, splits, log: t.app.log })).toBe(0);
  expect(await submissionsOf()).toHaveLength(0);
});
