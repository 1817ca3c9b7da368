// Advisers (issue 34): a teacher advising a team of a platform competition reads their team's submissions, scores
// and history read-only, the read-only 操作记录 loads for them, they cannot change anything, and another college's
// teacher reads nothing of that team.
import type { CompetitionAuditEntry, CompetitionTeam, Paged, SessionSubmission } from '@finedu/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { competitions, competitionSessions, competitionTeams } from '../../src/db/schema/index.js';
import { insertAudit } from '../../src/modules/competitions/repository.js';
import { DEMO_PLATFORM_COMPETITION } from '../../src/seed/competitions.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let teacher: Session;
let teacher2: Session;
let competitionId: number;
let sessionId: number;
const team: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ competitionWorkers: 0, demoStorageSeed: true });
  [teacher, teacher2] = await Promise.all([t.login('teacher'), t.login('teacher2')]);
  const [competition] = await t.app.db.select({ id: competitions.id }).from(competitions).where(and(isNull(competitions.eduId), eq(competitions.title, DEMO_PLATFORM_COMPETITION)));
  competitionId = competition!.id;
  const [session] = await t.app.db
    .select({ id: competitionSessions.id })
    .from(competitionSessions)
    .where(and(eq(competitionSessions.competitionId, competitionId), eq(competitionSessions.stage, 'preliminary')));
  sessionId = session!.id;
  for (const row of await t.app.db.select({ id: competitionTeams.id, name: competitionTeams.name }).from(competitionTeams).where(eq(competitionTeams.competitionId, competitionId))) team[row.name] = row.id;
  const admin = await t.login('admin');
  // The organizer's history: a competition-wide move, and a change of each college's team.
  await insertAudit(t.app.db, competitionId, admin.user.id, 'results_compute', { session_id: sessionId });
  await insertAudit(t.app.db, competitionId, admin.user.id, 'team.update', { team_id: team['量化先锋'], before: { name: '量化先锋' }, after: { captain_id: null } });
  await insertAudit(t.app.db, competitionId, admin.user.id, 'team.update', { team_id: team['北辰数据'], before: { name: '北辰数据' }, after: { captain_id: null } });
}, 180_000);
afterAll(async () => t.close());

const auditOf = (as: Session) => t.call<Paged<CompetitionAuditEntry>>('GET', `/api/admin/competition/${competitionId}/audit`, { as });
const submissionsOf = (as: Session) => t.call<Paged<SessionSubmission>>('GET', `/api/admin/competition/session/${sessionId}/submission?page_size=100`, { as });

test("the adviser's 操作记录 loads: the competition-wide entries and their own team's, none of another college's", async () => {
  const mine = await auditOf(teacher);
  expect(mine.code).toBe(1);
  const teams = mine.data.list.filter((e) => e.action === 'team.update').map((e) => e.detail.team_id);
  expect(teams).toEqual([team['量化先锋']]);
  expect(mine.data.list.some((e) => e.action === 'results_compute')).toBe(true);
  expect(mine.data.total).toBe(mine.data.list.length);

  const theirs = await auditOf(teacher2);
  expect(theirs.code).toBe(1);
  expect(theirs.data.list.filter((e) => e.action === 'team.update').map((e) => e.detail.team_id)).toEqual([team['北辰数据']]);

  // The organizer (sys_admin) still reads the whole trail.
  const whole = await auditOf(await t.login('admin'));
  expect(whole.data.list.filter((e) => e.action === 'team.update')).toHaveLength(2);
});

test("the adviser reads their team's submissions and public scores; another college's teacher reads none of them", async () => {
  const mine = await submissionsOf(teacher);
  expect(mine.code).toBe(1);
  expect(mine.data.list.length).toBeGreaterThan(0);
  expect(new Set(mine.data.list.map((s) => s.team_name))).toEqual(new Set(['量化先锋']));
  expect(mine.data.list.some((s) => s.public_score !== null)).toBe(true);
  expect(mine.data.list.every((s) => s.private_score === null)).toBe(true);
  const team1 = await t.call<CompetitionTeam>('GET', `/api/admin/competition/${competitionId}/team/${team['量化先锋']}`, { as: teacher });
  expect(team1.code).toBe(1);

  const theirs = await submissionsOf(teacher2);
  expect(theirs.code).toBe(1);
  expect(theirs.data.list.some((s) => s.team_name === '量化先锋')).toBe(false);
  expect((await t.call('GET', `/api/admin/competition/${competitionId}/team/${team['量化先锋']}`, { as: teacher2 })).code).not.toBe(1);
});

test('the adviser cannot change the competition or its team', async () => {
  const rename = await t.call('PUT', `/api/admin/competition/${competitionId}/team/${team['量化先锋']}`, { as: teacher, body: { name: '改名' } });
  expect(rename.code).not.toBe(1);
  expect(rename.message).toBe('只能查看，无权修改该竞赛');
  const status = await t.call('PUT', `/api/admin/competition/${competitionId}/status`, { as: teacher, body: { status: 'ended' } });
  expect(status.code).not.toBe(1);
  const [row] = await t.app.db.select({ name: competitionTeams.name }).from(competitionTeams).where(eq(competitionTeams.id, team['量化先锋']!));
  expect(row!.name).toBe('量化先锋');
});
