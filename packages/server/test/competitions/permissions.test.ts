// Every management call of the competition tabs, for every demo role of both colleges, on the platform competition and
// on 示范金融学院's: the role check, "not found" for another college's competition, read-only for readers; and whose
// entries each reader sees.
import {
  COMPETITION_CALLS,
  competitionPath,
  mayCall,
  type Competition,
  type CompetitionCallName,
  type CompetitionParticipant,
  type CompetitionTeam,
  type CurrentUser,
  type MySessions,
  type OpenCompetition,
  type Paged,
} from '@finedu/domain';
import { DEMO_ACCOUNTS, ok, setUp, type CompetitionFixture, type DemoAccount } from './fixture.js';

let f: CompetitionFixture;
beforeAll(async () => {
  f = await setUp();
}, 180_000);
afterAll(async () => f.t.close());

type Answer = 'refused' | 'hidden' | 'read-only' | 'let in';
let unique = 0;

/** A body each management call accepts (sub-resources point nowhere), so that only access decides the answer. */
function requestOf(name: CompetitionCallName, id: number): { url: string; body?: unknown; headers?: Record<string, string> } {
  const url = competitionPath(name, { id, groupId: 999999, teamId: 999999, sessionId: 999999 });
  const at = (days: number) => new Date(f.clock.now().getTime() + days * 86_400_000).toISOString();
  const bodies: Partial<Record<CompetitionCallName, unknown>> = {
    updateCompetition: { rules_html: '<p>规则</p>' },
    setCompetitionStatus: { status: 'draft' },
    createCompetitionGroup: { name: `组${++unique}` },
    updateCompetitionGroup: { name: '新组名' },
    addCompetitionParticipants: { user_ids: [999999], group_id: 999999 },
    reviewCompetitionParticipants: { participant_ids: [999999], status: 'accepted' },
    createCompetitionAccount: { username: `perm${++unique}`, name: '甲', password: 'Demo@2026', group_id: 999999 },
    updateCompetitionTeam: { name: '新队名' },
    setCompetitionTeamAdvisers: { user_ids: [] },
    moveCompetitionMember: { user_id: 999999, team_id: null },
    mergeCompetitionTeams: { from_team_id: 999998, into_team_id: 999999 },
    // Ends before it starts: refused after the access check, so nothing is created.
    createCompetitionSession: { title: '场次', kind: 'quiz', start_at: at(101), end_at: at(100) },
    updateCompetitionSession: { title: '场次' },
  };
  return { url, ...(bodies[name] === undefined ? {} : { body: bodies[name] }) };
}

async function answerOf(name: CompetitionCallName, id: number, account: DemoAccount): Promise<Answer> {
  const call = COMPETITION_CALLS[name];
  const { url, body } = requestOf(name, id);
  const res = await f.t.request(url, {
    method: call.method,
    as: f.as[account],
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const text = await res.text();
  if (!(res.headers.get('content-type') ?? '').includes('json')) return 'let in';
  const message = (JSON.parse(text) as { message?: string }).message ?? '';
  if (message === '权限不足') return 'refused';
  if (message === '竞赛不存在') return 'hidden';
  if (message.startsWith('只能查看')) return 'read-only';
  return 'let in';
}

/** Management calls that only read (every reader may make them; the audit trail: a reader's share of it, issue 34). */
const READS = new Set<CompetitionCallName>(['getCompetition', 'listCompetitionGroups', 'listCompetitionParticipants', 'listCompetitionTeams', 'getCompetitionTeam', 'listCompetitionSessions', 'listCompetitionAudit']);
const ROLE_OF: Record<DemoAccount, string> = {
  admin: 'sys_admin',
  systeacher: 'sys_teacher',
  eduadmin: 'edu_admin',
  teacher: 'edu_teacher',
  student: 'edu_student',
  eduadmin2: 'edu_admin',
  teacher2: 'edu_teacher',
  student2: 'edu_student',
  competitor1: 'competitor',
  competitor2: 'competitor',
};
const COLLEGE_OF: Partial<Record<DemoAccount, 1 | 2>> = { eduadmin: 1, teacher: 1, eduadmin2: 2, teacher2: 2 };

/** The rule: organizers manage; sys_admin reads everything; college staff read platform competitions; others find nothing. */
function expected(name: CompetitionCallName, owner: 'platform' | 1, account: DemoAccount): Answer {
  const role = ROLE_OF[account] as Parameters<typeof mayCall>[1];
  if (!mayCall(COMPETITION_CALLS[name].roles, role)) return 'refused';
  const college = COLLEGE_OF[account];
  const organizer = owner === 'platform' ? role === 'sys_admin' : college === owner;
  if (organizer) return 'let in';
  const reader = role === 'sys_admin' || (owner === 'platform' && college !== undefined);
  if (!reader) return 'hidden';
  if (READS.has(name)) return 'let in';
  return 'read-only';
}

const MANAGEMENT = (Object.keys(COMPETITION_CALLS) as CompetitionCallName[]).filter((name) => COMPETITION_CALLS[name].path.startsWith('/api/admin/competition/:id'));

describe('management calls', () => {
  it('are all covered here', () => {
    expect(MANAGEMENT.length).toBeGreaterThanOrEqual(25);
  });

  it.each([['platform' as const], [1 as const]])('let in exactly organizers, and readers to read (competition of %s)', async (owner) => {
    const id = owner === 'platform' ? f.platformId : f.collegeId;
    const answers: string[] = [];
    const wanted: string[] = [];
    // The seeded competitions are running / ended: an organizer's status move to draft and delete are refused by the rules.
    for (const name of MANAGEMENT) {
      for (const account of DEMO_ACCOUNTS) {
        answers.push(`${name} ${account}: ${await answerOf(name, id, account)}`);
        wanted.push(`${name} ${account}: ${expected(name, owner, account)}`);
      }
    }
    expect(answers).toEqual(wanted);
  }, 300_000);

  it('list only what each may see', async () => {
    const titles = async (account: DemoAccount, query = '') =>
      (await ok(f.t.call<Paged<Competition>>('GET', `/api/admin/competition?page_size=100${query}`, { as: f.as[account] }))).list.map((c) => c.id);
    expect(await titles('admin')).toContain(f.platformId);
    expect(await titles('admin')).not.toContain(f.collegeId);
    expect(await titles('admin', '&scope=all')).toEqual(expect.arrayContaining([f.platformId, f.collegeId]));
    expect(await titles('teacher')).toEqual([f.collegeId]);
    expect(await titles('teacher', '&scope=all')).toEqual(expect.arrayContaining([f.platformId, f.collegeId]));
    expect(await titles('teacher2')).toEqual([]);
    expect(await titles('eduadmin2', '&scope=all')).toEqual([f.platformId]);
    const own = (await ok(f.t.call<Paged<Competition>>('GET', '/api/admin/competition?scope=all', { as: f.as.eduadmin2 }))).list[0]!;
    expect(own.can_manage).toBe(false);
    expect(own.counts.participants).toBe(1);
  });
});

describe('entries of a platform competition', () => {
  it('college staff see only their own students; sys_admin sees every entry', async () => {
    const teams = async (account: DemoAccount) =>
      (await ok(f.t.call<Paged<CompetitionTeam>>('GET', `/api/admin/competition/${f.platformId}/team`, { as: f.as[account] }))).list.map((t) => t.name).sort();
    const people = async (account: DemoAccount) =>
      (await ok(f.t.call<Paged<CompetitionParticipant>>('GET', `/api/admin/competition/${f.platformId}/participant`, { as: f.as[account] }))).list.map((p) => p.username).sort();
    expect(await teams('admin')).toEqual(['北辰数据', '独行侠联队', '量化先锋']);
    expect(await teams('teacher')).toEqual(['量化先锋']);
    expect(await teams('eduadmin2')).toEqual(['北辰数据']);
    expect(await people('admin')).toEqual(['competitor1', 'competitor2', 'student', 'student2']);
    expect(await people('teacher')).toEqual(['student']);
    expect(await people('teacher2')).toEqual(['student2']);
    // Naming another college does not widen a college reader's scope.
    const other = await ok(f.t.call<Paged<CompetitionParticipant>>('GET', `/api/admin/competition/${f.platformId}/participant?edu_id=0`, { as: f.as.teacher }));
    expect(other.list.map((p) => p.username)).toEqual(['student']);
    // Another college's team is not found, and invite codes are the organizer's.
    const bc = (await ok(f.t.call<Paged<CompetitionTeam>>('GET', `/api/admin/competition/${f.platformId}/team`, { as: f.as.admin }))).list.find((t) => t.name === '北辰数据')!;
    expect(bc.invite_code).not.toBeNull();
    expect((await f.t.call('GET', `/api/admin/competition/${f.platformId}/team/${bc.id}`, { as: f.as.teacher })).message).toBe('队伍不存在');
    expect((await ok(f.t.call<CompetitionTeam>('GET', `/api/admin/competition/${f.platformId}/team/${bc.id}`, { as: f.as.teacher2 }))).invite_code).toBeNull();
  });
});

describe('participants and competition accounts', () => {
  it('students see platform competitions and their own college’s, never another college’s', async () => {
    const listed = async (account: DemoAccount) => (await ok(f.t.call<Paged<OpenCompetition>>('GET', '/api/competition', { as: f.as[account] }))).list.map((c) => c.id);
    expect(await listed('student')).toEqual(expect.arrayContaining([f.platformId, f.collegeId]));
    expect(await listed('student2')).toEqual([f.platformId]);
    expect((await f.t.call('GET', `/api/competition/${f.collegeId}`, { as: f.as.student2 })).message).toBe('竞赛不存在');
    expect(await listed('competitor1')).toEqual([f.platformId]);
    expect((await f.t.call('GET', `/api/competition/${f.collegeId}`, { as: f.as.competitor1 })).message).toBe('竞赛不存在');
    const mine = await ok(f.t.call<OpenCompetition>('GET', `/api/competition/${f.platformId}`, { as: f.as.student }));
    expect(mine.me).toMatchObject({ status: 'accepted', team_name: '量化先锋', captain: true });
    expect(mine.groups.every((g) => !('invite_code' in g))).toBe(true);
  });

  it('a competition account signs in at /competition/login, opens CompetitionHome (and ExamTake, to sit a quiz session) and makes no other call', async () => {
    const login = await f.t.call<CurrentUser>('POST', '/api/competition/login', { body: { username: 'competitor1', password: 'Demo@2026' } });
    expect(login.code).toBe(1);
    expect(login.data.role).toBe('competitor');
    expect(login.data.allow_routes.filter((r) => !['Login', 'CompetitionLogin', 'Home', 'Competition', 'GeneratorPreview', 'PaperPreview', 'AdPreview', 'NotFound'].includes(r))).toEqual([
      'CompetitionHome',
      'ExamTake',
    ]);
    expect((await f.t.call('GET', '/api/admin/current', { as: f.as.competitor1 })).code).toBe(1);
    expect((await f.t.call('GET', '/api/admin/article/published', { as: f.as.competitor1 })).message).toBe('权限不足');
    expect((await f.t.call('POST', '/api/classroom/case/code', { as: f.as.competitor1, body: {} })).message).toBe('权限不足');
    expect((await f.t.call('GET', '/api/admin/course/my', { as: f.as.competitor1 })).message).toBe('权限不足');
    // Staff sign in on the platform's page.
    expect((await f.t.call('POST', '/api/competition/login', { body: { username: 'teacher', password: 'Demo@2026' } })).message).toBe('该账号请从平台登录页登录');
    expect((await f.t.call('POST', '/api/competition/login', { body: { username: 'student', password: 'Demo@2026' } })).code).toBe(1);
  });

  it('CompetitionHome lists the caller’s sessions with their state and countdown', async () => {
    const sessions = await ok(f.t.call<MySessions>('GET', '/api/competition/session/mine', { as: f.as.competitor2 }));
    expect(sessions.time_zone).toBe('Asia/Shanghai');
    const titles = sessions.sessions.map((s) => [s.title, s.state, s.team_name, s.as]);
    expect(titles).toEqual([
      ['初赛：信用违约预测', 'frozen', '独行侠联队', 'participant'],
      ['决赛：信用违约预测（跨期）', 'upcoming', '独行侠联队', 'participant'],
    ]);
    const [first, final] = sessions.sessions;
    expect(first!.countdown_seconds).toBe(Math.ceil((Date.parse(first!.end_at) - Date.parse(sessions.server_time)) / 1000));
    expect(final!.countdown_seconds).toBe(Math.ceil((Date.parse(final!.start_at) - Date.parse(sessions.server_time)) / 1000));
    // An adviser sees their team's sessions; the quiz of 金融知识竞赛 ended.
    const teacher = await ok(f.t.call<MySessions>('GET', '/api/competition/session/mine', { as: f.as.teacher }));
    expect(teacher.sessions.map((s) => [s.team_name, s.as])).toEqual([
      ['量化先锋', 'adviser'],
      ['量化先锋', 'adviser'],
    ]);
    const student = await ok(f.t.call<MySessions>('GET', '/api/competition/session/mine', { as: f.as.student }));
    expect(student.sessions.find((s) => s.kind === 'quiz')).toMatchObject({ state: 'ended', countdown_seconds: null, competition_title: '金融知识竞赛' });
  });

  it('the public site shows public competitions only, without anyone’s registration', async () => {
    const list = await f.t.call<Paged<OpenCompetition>>('GET', '/api/public/competition');
    expect(list.data.list.map((c) => c.id)).toEqual([f.platformId]);
    expect(list.data.list[0]!.me).toBeNull();
    expect(list.data.list[0]!.sessions.map((s) => s.state)).toEqual(['frozen', 'upcoming']);
    expect((await f.t.call('GET', `/api/public/competition/${f.collegeId}`)).message).toBe('竞赛不存在');
  });
});
