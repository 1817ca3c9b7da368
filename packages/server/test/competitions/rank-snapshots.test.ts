// The rank-change arrows: live rows carry their rank in the newest snapshot at least one interval old (or the
// newest while all are younger); nothing before a snapshot, nothing while the public board is frozen; pruning
// keeps the latest snapshot of each board.
import type { Board, Submission } from '@finedu/domain';
import { and, asc, eq } from 'drizzle-orm';
import { competitionRankSnapshots } from '../../src/db/schema/index.js';
import { ManualClock } from '../../src/lib/clock.js';
import { insertRankSnapshot } from '../../src/modules/competitionScoring/repository.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { binaryLabels, labelsCsv, predictionsCsv, settledBoard, setupModelling, uploadText, type ModellingSetup } from './scoringFixtures.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let t: TestApp;
let users: Record<'admin' | 'student' | 'student2' | 'competitor1', Session>;
let setup: ModellingSetup;
const clock = new ManualClock(new Date('2026-11-25T01:00:00Z'));
const labels = binaryLabels(60);

beforeAll(async () => {
  t = await createTestApp({ competitionWorkers: 0, competitionRankSnapshotMinutes: 60 }, { clock });
  users = { admin: await t.login('admin'), student: await t.login('student'), student2: await t.login('student2'), competitor1: await t.login('competitor1') };
  setup = await setupModelling(t, {
    eduId: null,
    participants: [{ username: 'student' }, { username: 'student2' }, { username: 'competitor1' }],
    labelsUrl: await uploadText(t, users.admin, 'labels.csv', labelsCsv(labels)),
    visibility: 'public',
    session: { startAt: new Date('2026-11-24T00:00:00Z'), endAt: new Date('2026-11-30T00:00:00Z'), freezeAt: new Date('2026-11-28T00:00:00Z'), dailyLimit: 20 },
  });
}, 180_000);
afterAll(async () => t.close());

const path = (suffix: string) => `/api/competition/session/${setup.sessionId}${suffix}`;
async function submit(as: Session, quality: number): Promise<void> {
  const file = await uploadText(t, as, 'pred.csv', predictionsCsv(labels, quality));
  expect((await t.call<Submission>('POST', path('/submission'), { as, body: { file, filename: 'pred.csv' } })).code).toBe(1);
  await t.app.competitionScoring.worker.drain();
}
const board = async (as: Session | null) =>
  (await settledBoard(t, setup.sessionId, () => (as === null ? t.call<Board>('GET', `/api/public/competition/session/${setup.sessionId}/board`) : t.call<Board>('GET', path('/board'), { as })))).data;
/** name → [rank, previous_rank] */
const arrows = (b: Board) => Object.fromEntries(b.rows.map((r) => [r.name, [r.rank, r.previous_rank]]));
const snapshot = () => t.app.competitionScoring.rankJob.runOnce();

test('the arrows appear after a snapshot and a later rank change', async () => {
  // AUC below 1 for both (quality 0.5 and above ranks perfectly), the student ahead.
  await submit(users.student, 0.25);
  await submit(users.student2, 0.1);
  expect(arrows(await board(users.admin))).toEqual({ '队-student': [1, null], '队-student2': [2, null], '队-competitor1': [null, null] });

  expect((await snapshot()).taken).toBeGreaterThanOrEqual(2); // both groups of the session
  expect(arrows(await board(users.admin))).toEqual({ '队-student': [1, 1], '队-student2': [2, 2], '队-competitor1': [null, null] });
  // Not due again within the interval.
  clock.advance(10 * MINUTE);
  expect((await snapshot()).taken).toBe(0);

  await submit(users.student2, 0.9);
  expect(arrows(await board(users.admin))).toEqual({ '队-student2': [1, 2], '队-student': [2, 1], '队-competitor1': [null, null] });
  const own = await board(users.student);
  expect(own.state).toBe('live');
  expect(own.me).toMatchObject({ rank: 2, previous_rank: 1 });
});

test('the arrows compare with the newest snapshot at least one interval old', async () => {
  clock.advance(55 * MINUTE); // the first snapshot is 65 minutes old: due
  expect((await snapshot()).taken).toBeGreaterThanOrEqual(2);
  // The new snapshot is younger than the interval: the first one is still the reference.
  expect(arrows(await board(users.admin))['队-student2']).toEqual([1, 2]);
  clock.advance(61 * MINUTE);
  expect(arrows(await board(users.admin))).toMatchObject({ '队-student2': [1, 1], '队-student': [2, 2] });
});

test('no arrows on the frozen public board, while organizers keep theirs', async () => {
  clock.set(new Date('2026-11-28T01:00:00Z'));
  const frozen = await board(null);
  expect(frozen.state).toBe('frozen');
  expect(frozen.rows.filter((r) => r.rank !== null).length).toBe(2);
  expect(frozen.rows.every((r) => r.previous_rank === null)).toBe(true);
  const own = await board(users.student);
  expect(own.rows.every((r) => r.previous_rank === null)).toBe(true);
  expect(own.me?.previous_rank).toBeNull();
  expect((await board(users.admin)).rows.some((r) => r.previous_rank !== null)).toBe(true);
});

test('pruning drops snapshots older than 7 days but keeps the latest of each board', async () => {
  const now = clock.now().getTime();
  // A board of an ended session (never snapshotted again) with old snapshots only, and old ones of the running board.
  const ended = await setupModelling(t, {
    eduId: null,
    participants: [],
    labelsUrl: await uploadText(t, users.admin, 'labels.csv', labelsCsv(labels)),
    session: { startAt: new Date('2026-11-01T00:00:00Z'), endAt: new Date('2026-11-05T00:00:00Z') },
  });
  const endedGroup = ended.groups[0]!;
  for (const days of [10, 9, 8]) {
    await insertRankSnapshot(t.app.db, ended.sessionId, endedGroup, new Date(now - days * DAY), { 1: days });
    await insertRankSnapshot(t.app.db, setup.sessionId, setup.groups[0]!, new Date(now - days * DAY), { 1: days });
  }
  expect((await snapshot()).pruned).toBe(5);
  const left = await t.app.db
    .select({ takenAt: competitionRankSnapshots.takenAt, ranks: competitionRankSnapshots.ranks })
    .from(competitionRankSnapshots)
    .where(and(eq(competitionRankSnapshots.sessionId, ended.sessionId), eq(competitionRankSnapshots.groupId, endedGroup)))
    .orderBy(asc(competitionRankSnapshots.takenAt));
  expect(left).toEqual([{ takenAt: new Date(now - 8 * DAY), ranks: { 1: 8 } }]);
  const running = await t.app.db.select({ takenAt: competitionRankSnapshots.takenAt }).from(competitionRankSnapshots).where(eq(competitionRankSnapshots.sessionId, setup.sessionId));
  expect(running.every((r) => r.takenAt.getTime() > now - 7 * DAY)).toBe(true);
});
