// @db postgres
// The board through the API: tie order, failed entries never ranked, the freeze (a later score never changes the
// public board; participants still see their own), publishing with final selections, and who sees what.
import type { Board, BoardHistory, MySubmissions, Paged, SessionSubmission, Submission } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { competitionSessions, competitionSubmissions } from '../../src/db/schema/index.js';
import { ManualClock } from '../../src/lib/clock.js';
import { announceBoardChange } from '../../src/modules/competitionScoring/index.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { binaryLabels, labelsCsv, predictionsCsv, settledBoard, setupModelling, uploadText, type ModellingSetup } from './scoringFixtures.js';

let t: TestApp;
let users: Record<'admin' | 'student' | 'student2' | 'competitor1' | 'teacher' | 'teacher2', Session>;
let setup: ModellingSetup;
const start = new Date('2026-11-25T01:00:00Z');
const clock = new ManualClock(start);
const labels = binaryLabels(60);

beforeAll(async () => {
  t = await createTestApp({ competitionWorkers: 0 }, { clock });
  users = {
    admin: await t.login('admin'),
    student: await t.login('student'),
    student2: await t.login('student2'),
    competitor1: await t.login('competitor1'),
    teacher: await t.login('teacher'),
    teacher2: await t.login('teacher2'),
  };
  const labelsUrl = await uploadText(t, users.admin, 'labels.csv', labelsCsv(labels));
  setup = await setupModelling(t, {
    eduId: null,
    participants: [{ username: 'student' }, { username: 'student2' }, { username: 'competitor1' }],
    labelsUrl,
    visibility: 'public',
    session: {
      startAt: new Date('2026-11-24T00:00:00Z'),
      endAt: new Date('2026-11-30T00:00:00Z'),
      freezeAt: new Date('2026-11-28T00:00:00Z'),
      dailyLimit: 20,
    },
  });
}, 180_000);
afterAll(async () => t.close());

const path = (suffix: string) => `/api/competition/session/${setup.sessionId}${suffix}`;
async function submit(as: Session, csv: string): Promise<Submission> {
  const file = await uploadText(t, as, 'pred.csv', csv);
  const res = await t.call<Submission>('POST', path('/submission'), { as, body: { file, filename: 'pred.csv' } });
  expect(res.code).toBe(1);
  return res.data;
}
const board = async (as: Session | null, query = '') =>
  settledBoard(t, setup.sessionId, () =>
    as === null ? t.call<Board>('GET', `/api/public/competition/session/${setup.sessionId}/board${query}`) : t.call<Board>('GET', path(`/board${query}`), { as }),
  );
const drain = () => t.app.competitionScoring.worker.drain();

describe('ranking through the API', () => {
  test('a tie goes to the entry that reached the score first; a failed submission is never ranked', async () => {
    const same = predictionsCsv(labels, 0.2, 1);
    await submit(users.student2, same);
    clock.advance(60_000);
    await submit(users.student, same);
    clock.advance(60_000);
    const failing = await submit(users.competitor1, predictionsCsv(labels, 0.99));
    // The competitor's only submission fails at scoring: accepted without its checked predictions stored (as before
    // they were), it is read from its file, which vanished between acceptance and scoring.
    await t.app.db.update(competitionSubmissions).set({ fileKey: 'uploads/media/0/gone.csv', predictions: null }).where(eq(competitionSubmissions.id, failing.id));
    expect(await drain()).toBe(3);
    const res = await board(users.admin);
    expect(res.code).toBe(1);
    const rows = res.data.rows;
    expect(rows.map((r) => [r.rank, r.entry_id])).toEqual([
      [1, setup.teams.get('student2')],
      [2, setup.teams.get('student')],
      [null, setup.teams.get('competitor1')],
    ]);
    expect(rows[0]!.score).toBe(rows[1]!.score);
    expect(Date.parse(rows[0]!.reached_at!)).toBeLessThan(Date.parse(rows[1]!.reached_at!));
    const own = await t.call<MySubmissions>('GET', path('/submission'), { as: users.competitor1 });
    expect(own.data.submissions[0]).toMatchObject({ status: 'failed', public_score: null });
    expect(own.data.submissions[0]!.error).toMatch(/预测文件不存在/);
  });

  test('the private score stays hidden from participants before publishing', async () => {
    const own = await t.call<MySubmissions>('GET', path('/submission'), { as: users.student });
    expect(own.data.submissions[0]!.public_score).not.toBeNull();
    expect(own.data.submissions[0]!.private_score).toBeNull();
    expect(JSON.stringify(own.data)).not.toContain('private_score":0.');
  });

  test('history: the top entries’ best score over time', async () => {
    const res = await t.call<BoardHistory>('GET', path('/board/history'), { as: users.student });
    expect(res.code).toBe(1);
    expect(res.data.series.map((s) => s.entry_id)).toEqual([setup.teams.get('student2'), setup.teams.get('student')]);
    expect(res.data.series[0]!.points.length).toBe(1);
  });
});

describe('freeze', () => {
  let frozen: Board;
  test('from freeze_at the public board is the snapshot of that moment, taken once', async () => {
    clock.set(new Date('2026-11-28T00:00:01Z'));
    // This session's freeze, and the demo 初赛's if the seed's is due too (it froze a day before the seed ran).
    expect(await t.app.competitionScoring.boards.freezeDue()).toBeGreaterThanOrEqual(1);
    const res = await board(users.student);
    frozen = res.data;
    expect(frozen.state).toBe('frozen');
    expect(frozen.frozen_at).toBe('2026-11-28T00:00:00.000Z');
    expect(frozen.rows[0]!.entry_id).toBe(setup.teams.get('student2'));
    expect(await t.app.competitionScoring.boards.freezeDue()).toBe(0);
  });

  test('a later, better score never changes the public board; its team still sees it as its own', async () => {
    clock.advance(3600_000);
    await submit(users.student, predictionsCsv(labels, 0.98, 3));
    expect(await drain()).toBe(1);
    const forStudent = (await board(users.student)).data;
    expect(forStudent.rows).toEqual(frozen.rows);
    expect(forStudent.version).toBeGreaterThan(frozen.version);
    expect(forStudent.me!.entry_id).toBe(setup.teams.get('student'));
    expect(forStudent.me!.score).toBeGreaterThan(frozen.rows[0]!.score!);
    expect(forStudent.me!.rank).toBe(2); // the frozen rank
    const forOther = (await board(users.student2)).data;
    expect(forOther.rows).toEqual(frozen.rows);
    const publicBoard = await board(null);
    expect(publicBoard.code).toBe(1);
    expect(publicBoard.data.rows).toEqual(frozen.rows);
    expect(publicBoard.data.me).toBeNull();
  });

  test('organizers see the live board, marked frozen', async () => {
    const live = (await board(users.admin)).data;
    expect(live).toMatchObject({ state: 'frozen', organizer_view: true });
    expect(live.rows[0]!.entry_id).toBe(setup.teams.get('student'));
  });
});

describe('final selection and publishing', () => {
  let older = 0;
  test('at most finals_limit, only own scored submissions, only before the end', async () => {
    const own = (await t.call<MySubmissions>('GET', path('/submission'), { as: users.student })).data;
    const scored = own.submissions.filter((s) => s.status === 'scored').map((s) => s.id);
    const other = (await t.call<MySubmissions>('GET', path('/submission'), { as: users.student2 })).data.submissions[0]!.id;
    expect((await t.call('PUT', path('/finals'), { as: users.student, body: { submission_ids: [other] } })).message).toMatch(/只能选择本队已评分的提交/);
    expect((await t.call('PUT', path('/finals'), { as: users.student, body: { submission_ids: [1, 2, 3] } })).message).toMatch(/最多选择 2 个/);
    // The team picks its older, weaker submission as its only final.
    older = scored[scored.length - 1]!;
    const chosen = await t.call<MySubmissions>('PUT', path('/finals'), { as: users.student, body: { submission_ids: [older] } });
    expect(chosen.code).toBe(1);
    expect(chosen.data.submissions.filter((s) => s.selected).map((s) => s.id)).toEqual([older]);
  });

  test('publishing lifts the freeze: private scores of the final selections decide', async () => {
    clock.set(new Date('2026-11-30T00:00:01Z'));
    expect((await t.call('PUT', path('/finals'), { as: users.student, body: { submission_ids: [] } })).message).toMatch(/场次已结束/);
    // What the grade tab does when it publishes: set published_at and announce the change.
    await t.app.db.update(competitionSessions).set({ publishedAt: clock.now() }).where(eq(competitionSessions.id, setup.sessionId));
    await announceBoardChange(t.app.db, setup.sessionId, 'publish', clock.now());
    let final = (await board(users.student)).data;
    for (let i = 0; i < 50 && final.state !== 'final'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50)); // the announcement arrives a few ms after commit
      final = (await board(users.student)).data;
    }
    expect(final.state).toBe('final');
    const [privateOlder] = await t.app.db.select().from(competitionSubmissions).where(eq(competitionSubmissions.id, older));
    const mine = final.rows.find((r) => r.entry_id === setup.teams.get('student'))!;
    // The selected (older) submission's private score, not the better later one.
    expect(mine.score).toBe(privateOlder!.privateScore);
    const own = (await t.call<MySubmissions>('GET', path('/submission'), { as: users.student })).data;
    expect(own.submissions.find((s) => s.status === 'scored')!.private_score).not.toBeNull();
  });
});

describe('permissions', () => {
  test('college staff see only their own students’ teams’ submissions of a platform competition, never another college’s', async () => {
    const mine = await t.call<Paged<SessionSubmission>>('GET', `/api/admin/competition/session/${setup.sessionId}/submission`, { as: users.teacher });
    expect(mine.code).toBe(1);
    expect(new Set(mine.data.list.map((s) => s.team_id))).toEqual(new Set([setup.teams.get('student')]));
    expect(mine.data.list.every((s) => s.private_score === null)).toBe(true);
    const theirs = await t.call<Paged<SessionSubmission>>('GET', `/api/admin/competition/session/${setup.sessionId}/submission`, { as: users.teacher2 });
    expect(new Set(theirs.data.list.map((s) => s.team_id))).toEqual(new Set([setup.teams.get('student2')]));
    const all = await t.call<Paged<SessionSubmission>>('GET', `/api/admin/competition/session/${setup.sessionId}/submission`, { as: users.admin });
    expect(all.data.total).toBeGreaterThanOrEqual(4);
    expect((await t.call('GET', `/api/admin/competition/session/${setup.sessionId}/board/export`, { as: users.teacher })).code).toBe(0);
  });

  test('a college competition is invisible to the other college', async () => {
    const labelsUrl = await uploadText(t, users.admin, 'labels2.csv', labelsCsv(labels));
    const college = await setupModelling(t, { eduId: users.teacher.user.edu?.id ?? users.student.user.edu_id!, participants: [{ username: 'student' }], labelsUrl });
    const own = await t.call<Board>('GET', `/api/competition/session/${college.sessionId}/board`, { as: users.teacher });
    expect(own.code).toBe(1);
    expect(own.data.organizer_view).toBe(true);
    for (const who of [users.teacher2, users.student2]) {
      const res = await t.call('GET', `/api/competition/session/${college.sessionId}/board`, { as: who });
      expect(res.code).toBe(0);
      expect(res.message).toMatch(/场次不存在/);
      const subs = await t.call('GET', `/api/admin/competition/session/${college.sessionId}/submission`, { as: who });
      expect(subs.code).toBe(0);
    }
    // Not public: no public board either.
    expect((await t.call('GET', `/api/public/competition/session/${college.sessionId}/board`)).code).toBe(0);
  });

  test('organizers export the board as CSV with the server’s time zone', async () => {
    const res = await t.request(`/api/admin/competition/session/${setup.sessionId}/board/export`, { as: users.admin });
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await res.text();
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFF?rank,entry_id,team,college,members,score,reached_at \(.+\),submissions$/);
    expect(text).toContain('队-student2');
  });

  test('participants download the training and test files, never the labels', async () => {
    const res = await t.request(path('/file/test'), { as: users.student });
    expect((await res.json()) as { code: number }).toMatchObject({ code: 0 });
    expect((await t.call('GET', path('/file/labels'), { as: users.student })).code).toBe(0);
  });
});
