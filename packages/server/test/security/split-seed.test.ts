// Issue 37, item 9: the examine tab's session list gave any college's staff the public/private split of a platform
// competition (`split_seed`, `split_mode`): with the seed and the test ids the private part can be recomputed. Only
// the competition's organizers (sys_admin for a platform competition, the running college's staff for a college's
// own) see the split; every other reader, and every participant or public answer, carries none of it.
import type { CompetitionSession } from '@finedu/domain';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { binaryLabels, labelsCsv, setupModelling, uploadText, type ModellingSetup } from '../competitions/scoringFixtures.js';

const SEED = 918_273_645;
let t: TestApp;
let admin: Session;
let teacher: Session;
let teacher2: Session;
let student: Session;
let platform: ModellingSetup;
let college: ModellingSetup;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  teacher = await t.login('teacher');
  teacher2 = await t.login('teacher2');
  student = await t.login('student');
  const labelsUrl = await uploadText(t, admin, 'labels.csv', labelsCsv(binaryLabels(20)));
  const session = { splitSeed: SEED, splitMode: 'time', timeColumn: 'day' };
  platform = await setupModelling(t, { eduId: null, participants: [{ username: 'student' }], labelsUrl, visibility: 'public', session: { ...session, publishedAt: new Date() } });
  college = await setupModelling(t, { eduId: teacher.user.edu!.id, participants: [], labelsUrl, session });
}, 180_000);
afterAll(async () => t.close());

const sessions = (as: Session, setup: ModellingSetup) => t.call<CompetitionSession[]>('GET', `/api/admin/competition/${setup.competitionId}/session`, { as });

test.each([
  ['staff of another college reading a platform competition', () => teacher2, () => platform],
  ['staff of a participating college reading a platform competition', () => teacher, () => platform],
  ['the system admin reading a college competition', () => admin, () => college],
])('%s get the sessions without the split', async (_label, who, which) => {
  const answer = await sessions(who(), which());
  expect(answer.code).toBe(1);
  expect(answer.data.length).toBeGreaterThan(0);
  for (const s of answer.data) expect(s).toMatchObject({ split_seed: null, split_mode: null, time_column: null });
  expect(JSON.stringify(answer)).not.toContain(String(SEED));
});

test.each([
  ['the system admin in a platform competition', () => admin, () => platform],
  ['the running college’s staff in its own competition', () => teacher, () => college],
])('%s (the organizer) sees the split', async (_label, who, which) => {
  const answer = await sessions(who(), which());
  expect(answer.code).toBe(1);
  expect(answer.data[0]).toMatchObject({ split_seed: SEED, split_mode: 'time', time_column: 'day' });
});

test('no participant or public answer carries the seed', async () => {
  const answers = await Promise.all([
    t.call('GET', `/api/competition/${platform.competitionId}`, { as: student }),
    t.call('GET', `/api/public/competition/${platform.competitionId}`),
    t.call('GET', `/api/competition/session/${platform.sessionId}/board`, { as: student }),
    t.call('GET', `/api/public/competition/session/${platform.sessionId}/board`),
    t.call('GET', `/api/competition/session/${platform.sessionId}/submission`, { as: student }),
  ]);
  for (const answer of answers) {
    expect(answer.code).toBe(1);
    expect(JSON.stringify(answer)).not.toMatch(new RegExp(`split_seed|${SEED}`));
  }
});
