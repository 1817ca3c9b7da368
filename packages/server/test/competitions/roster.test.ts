// The roster: registering alone or as a team, joining by code, one team per student per competition, team sizes,
// advisers of the team's own college, the lock at the registration deadline, review moves, and the organizer's
// moves, merges and disbands with their audit entries.
import type {
  Competition,
  CompetitionAuditEntry,
  CompetitionParticipant,
  CompetitionTeam,
  MyRegistration,
  MyTeam,
  OpenCompetition,
  Paged,
  ParticipantReviewResult,
} from '@finedu/domain';
import type { Session } from '../helper.js';
import { addStudents, buildCompetition, DAY, ok, setUp, type CompetitionFixture } from './fixture.js';

let f: CompetitionFixture;
let students: Session[];
beforeAll(async () => {
  f = await setUp();
  students = await addStudents(f, f.as.eduadmin, 5);
}, 180_000);
afterAll(async () => f.t.close());

const register = (as: Session, id: number, body: object) => f.t.call<MyRegistration>('POST', `/api/competition/${id}/register`, { as, body });
const join = (as: Session, code: string) => f.t.call<MyRegistration & { competition_id: number }>('POST', '/api/competition/join', { as, body: { code } });
const teamsOf = async (id: number, as: Session = f.as.teacher) => (await ok(f.t.call<Paged<CompetitionTeam>>('GET', `/api/admin/competition/${id}/team`, { as }))).list;
const participantsOf = async (id: number, query = '') =>
  (await ok(f.t.call<Paged<CompetitionParticipant>>('GET', `/api/admin/competition/${id}/participant${query}`, { as: f.as.teacher }))).list;
const auditOf = async (id: number) => (await ok(f.t.call<Paged<CompetitionAuditEntry>>('GET', `/api/admin/competition/${id}/audit`, { as: f.as.teacher }))).list;

describe('registration and teams', () => {
  it('registers founding a team, joins by its code, one team per student, within team_max', async () => {
    const { competition, groups } = await buildCompetition(f, f.as.teacher, { teamMin: 2, teamMax: 2, advisersMax: 1 });
    const [a, b, c] = students as [Session, Session, Session];
    const founded = await ok(register(a, competition.id, { group_id: groups[0]!.id, team_name: '金融先锋' }));
    expect(founded).toMatchObject({ status: 'pending', team_name: '金融先锋', captain: true });
    expect((await register(a, competition.id, { group_id: groups[0]!.id })).message).toContain('已报名');
    const [team] = (await ok(f.t.call<MyTeam[]>('GET', '/api/competition/team/mine', { as: a }))).filter((t) => t.competition_id === competition.id);
    expect(team!.invite_code).toMatch(/^[A-Z2-9]{8}$/);

    expect(await ok(join(b, team!.invite_code!))).toMatchObject({ competition_id: competition.id, team_id: team!.id, captain: false, status: 'pending' });
    // Full at two.
    expect((await join(c, team!.invite_code!)).message).toContain('队伍已满');
    // c founds another team, and may not hop into a second one.
    await ok(register(c, competition.id, { group_id: groups[0]!.id, team_name: '数据之星' }));
    expect((await join(b, (await teamsOf(competition.id)).find((t) => t.name === '数据之星')!.invite_code!)).message).toContain('只能加入一支队伍');
    expect((await ok(f.t.call<OpenCompetition>('GET', `/api/competition/${competition.id}`, { as: b }))).me).toMatchObject({ team_name: '金融先锋' });
    // A student of another college cannot join a team of this college, nor see the college's competition.
    expect((await join(f.as.student2, team!.invite_code!)).message).toBe('邀请码无效');
    expect((await register(f.as.student2, competition.id, { group_id: groups[0]!.id })).message).toBe('竞赛不存在');
  });

  it('advisers are teachers of the team’s own college, at most advisers_max, set by the captain', async () => {
    const { competition, groups } = await buildCompetition(f, f.as.teacher, { advisersMax: 1 });
    const [a, b] = students as [Session, Session];
    await ok(register(a, competition.id, { group_id: groups[0]!.id, team_name: '指导测试' }));
    const team = (await teamsOf(competition.id))[0]!;
    await ok(join(b, team.invite_code!));
    const candidates = await ok(f.t.call<Array<{ user_id: number }>>('GET', `/api/competition/team/${team.id}/adviser`, { as: a }));
    expect(candidates.map((c) => c.user_id)).toEqual([f.as.teacher.user.id]);
    const put = (as: Session, ids: number[]) => f.t.call<MyTeam>('PUT', `/api/competition/team/${team.id}/adviser`, { as, body: { user_ids: ids } });
    expect((await put(a, [f.as.teacher2.user.id])).message).toBe('指导老师须为本队所在院校的教师');
    expect((await put(a, [f.as.eduadmin.user.id])).message).toBe('指导老师须为本队所在院校的教师');
    expect((await put(a, [f.as.teacher.user.id, f.as.teacher2.user.id])).message).toContain('最多 1 位');
    expect((await put(b, [f.as.teacher.user.id])).message).toBe('只有队长可以这样做');
    expect((await ok(put(a, [f.as.teacher.user.id]))).advisers).toEqual([{ user_id: f.as.teacher.user.id, name: '王老师' }]);
    // The organizer is held to the same rule.
    const admin = await f.t.call('PUT', `/api/admin/competition/${competition.id}/team/${team.id}/adviser`, { as: f.as.teacher, body: { user_ids: [f.as.teacher2.user.id] } });
    expect(admin.message).toBe('指导老师须为本队所在院校的教师');
  });

  it('locks the roster at the registration deadline: participants can no longer change it, organizers can, audited', async () => {
    const { competition, groups } = await buildCompetition(f, f.as.teacher, { teamMin: 1, teamMax: 3, days: 1 });
    const [a, b, c] = students as [Session, Session, Session];
    await ok(register(a, competition.id, { group_id: groups[0]!.id, team_name: '甲队' }));
    await ok(register(b, competition.id, { group_id: groups[0]!.id, team_name: '乙队' }));
    const [alpha, beta] = await teamsOf(competition.id);
    f.clock.advance(2 * DAY);
    try {
      expect((await join(c, alpha!.invite_code!)).message).toContain('名单已锁定');
      expect((await f.t.call('POST', `/api/competition/${competition.id}/team/leave`, { as: a })).message).toContain('名单已锁定');
      expect((await f.t.call('PUT', `/api/competition/team/${alpha!.id}`, { as: a, body: { name: '改名' } })).message).toContain('名单已锁定');
      expect((await register(c, competition.id, { group_id: groups[0]!.id })).message).toBe('当前不在报名时间内');
      // The organizer moves b into 甲队 (乙队 is left empty and goes), then takes b out again; both audited.
      const moved = await ok(f.t.call<CompetitionParticipant>('POST', `/api/admin/competition/${competition.id}/team/move`, { as: f.as.teacher, body: { user_id: b.user.id, team_id: alpha!.id, reason: '调整' } }));
      expect(moved.team_id).toBe(alpha!.id);
      expect((await teamsOf(competition.id)).map((t) => t.name)).toEqual(['甲队']);
      await ok(f.t.call('POST', `/api/admin/competition/${competition.id}/team/move`, { as: f.as.teacher, body: { user_id: b.user.id, team_id: null } }));
      const audit = await auditOf(competition.id);
      expect(audit.filter((e) => e.action === 'team.move').map((e) => [e.detail.user_id, e.detail.from_team_id, e.detail.to_team_id])).toEqual([
        [b.user.id, alpha!.id, null],
        [b.user.id, beta!.id, alpha!.id],
      ]);
      expect(audit[0]!.actor_id).toBe(f.as.teacher.user.id);
    } finally {
      f.clock.advance(-2 * DAY);
    }
  });

  it('the organizer merges and disbands teams within team_max and the same college, audited', async () => {
    const { competition, groups } = await buildCompetition(f, f.as.teacher, { teamMin: 1, teamMax: 2 });
    const [a, b, c] = students as [Session, Session, Session];
    await ok(register(a, competition.id, { group_id: groups[0]!.id, team_name: '一队' }));
    await ok(register(b, competition.id, { group_id: groups[0]!.id, team_name: '二队' }));
    await ok(register(c, competition.id, { group_id: groups[0]!.id, team_name: '三队' }));
    const [one, two, three] = await teamsOf(competition.id);
    await ok(join(f.as.student, two!.invite_code!));
    const merge = (from: number, into: number) => f.t.call<CompetitionTeam>('POST', `/api/admin/competition/${competition.id}/team/merge`, { as: f.as.teacher, body: { from_team_id: from, into_team_id: into, reason: '并队' } });
    expect((await merge(two!.id, one!.id)).message).toContain('超过队伍人数上限');
    const merged = await ok(merge(three!.id, one!.id));
    expect(merged.members.map((m) => m.user_id).sort()).toEqual([a.user.id, c.user.id].sort());
    expect(merged.members.find((m) => m.captain)!.user_id).toBe(a.user.id);
    await ok(f.t.call('DELETE', `/api/admin/competition/${competition.id}/team/${two!.id}?reason=违规`, { as: f.as.teacher }));
    expect((await teamsOf(competition.id)).map((t) => t.name)).toEqual(['一队']);
    expect((await participantsOf(competition.id, '?teamless=1')).map((p) => p.user_id).sort()).toEqual([b.user.id, f.as.student.user.id].sort());
    const audit = await auditOf(competition.id);
    expect(audit.map((e) => e.action).slice(0, 2)).toEqual(['team.disband', 'team.merge']);
    expect(audit[0]!.detail).toMatchObject({ team_id: two!.id, reason: '违规' });
    // College staff of another college find nothing; sys_admin reads but may not change it.
    expect((await f.t.call('POST', `/api/admin/competition/${competition.id}/team/merge`, { as: f.as.teacher2, body: { from_team_id: one!.id, into_team_id: two!.id } })).message).toBe('竞赛不存在');
    expect((await f.t.call('DELETE', `/api/admin/competition/${competition.id}/team/${one!.id}`, { as: f.as.admin })).message).toMatch(/^只能查看/);
  });
});

describe('review and status', () => {
  it('moves registrations by the review rules, needs a reason to reject, and audits each decision', async () => {
    const { competition, groups } = await buildCompetition(f, f.as.eduadmin, { teamMin: 1, teamMax: 3 });
    const [a, b] = students as [Session, Session];
    await ok(register(a, competition.id, { group_id: groups[0]!.id, team_name: '审核队' }));
    const team = (await teamsOf(competition.id))[0]!;
    await ok(join(b, team.invite_code!));
    const [pa, pb] = await participantsOf(competition.id);
    const review = (body: object) => f.t.call<ParticipantReviewResult>('PUT', `/api/admin/competition/${competition.id}/participant/review`, { as: f.as.teacher, body });
    expect((await review({ participant_ids: [pa!.id], status: 'rejected' })).code).toBe(0);
    expect(await ok(review({ participant_ids: [pa!.id, pb!.id], status: 'accepted' }))).toEqual({ updated: 2, rejected: [] });
    expect(await ok(review({ participant_ids: [pa!.id], status: 'suspended', reason: '资格核查' }))).toEqual({ updated: 1, rejected: [] });
    expect(await ok(review({ participant_ids: [pa!.id], status: 'accepted' }))).toEqual({ updated: 1, rejected: [] });
    // Rejecting the captain takes them out of the team; the captaincy passes to b.
    await ok(review({ participant_ids: [pa!.id], status: 'rejected', reason: '材料不全' }));
    const after = (await teamsOf(competition.id))[0]!;
    expect(after.members.map((m) => [m.user_id, m.captain])).toEqual([[b.user.id, true]]);
    expect((await ok(f.t.call<OpenCompetition>('GET', `/api/competition/${competition.id}`, { as: a }))).me).toMatchObject({ status: 'rejected', reason: '材料不全', team_id: null });
    // Withdrawn is final.
    await ok(f.t.call('POST', `/api/competition/${competition.id}/withdraw`, { as: b }));
    const result = await ok(review({ participant_ids: [pb!.id], status: 'accepted' }));
    expect(result.updated).toBe(0);
    expect(result.rejected[0]!.reason).toContain('withdrawn');
    expect((await auditOf(competition.id)).filter((e) => e.action === 'participant.review').map((e) => e.detail.status)).toEqual(['rejected', 'accepted', 'suspended', 'accepted']);
  });

  it('moves the status one step with its checks; runs a team competition only with complete teams and nothing pending', async () => {
    const { competition, groups } = await buildCompetition(f, f.as.teacher, { teamMin: 2, teamMax: 3 });
    const status = (to: string) => f.t.call<Competition>('PUT', `/api/admin/competition/${competition.id}/status`, { as: f.as.teacher, body: { status: to } });
    expect((await status('published')).message).toContain('不能从');
    const [a, b] = students as [Session, Session];
    await ok(register(a, competition.id, { group_id: groups[0]!.id, team_name: '不满员' }));
    expect((await status('draft')).message).toContain('已有报名');
    expect((await status('running')).message).toContain('未审核');
    const [pa] = await participantsOf(competition.id);
    await ok(f.t.call('PUT', `/api/admin/competition/${competition.id}/participant/review`, { as: f.as.teacher, body: { participant_ids: [pa!.id], status: 'accepted' } }));
    expect((await status('running')).message).toContain('人数不在 2–3 人之间');
    await ok(join(b, (await teamsOf(competition.id))[0]!.invite_code!));
    const [, pb] = await participantsOf(competition.id);
    await ok(f.t.call('PUT', `/api/admin/competition/${competition.id}/participant/review`, { as: f.as.teacher, body: { participant_ids: [pb!.id], status: 'accepted' } }));
    expect((await ok(status('running'))).status).toBe('running');
    expect((await ok(f.t.call<Competition>('GET', `/api/admin/competition/${competition.id}`, { as: f.as.teacher }))).roster_locked).toBe(true);
    expect((await auditOf(competition.id)).find((e) => e.action === 'status.change')!.detail).toEqual({ from: 'registering', to: 'running' });
  });

  it('sanitizes rich text and keeps kind and team sizes once registration opened', async () => {
    const { competition } = await buildCompetition(f, f.as.teacher);
    const updated = await ok(
      f.t.call<Competition>('PUT', `/api/admin/competition/${competition.id}`, {
        as: f.as.teacher,
        body: { description_html: '<p onclick="x()">简介<script>alert(1)</script></p><img src="javascript:alert(1)">' },
      }),
    );
    expect(updated.description_html).toBe('<p>简介</p><img />');
    expect((await f.t.call('PUT', `/api/admin/competition/${competition.id}`, { as: f.as.teacher, body: { team_max: 5 } })).message).toContain('不能更改队伍人数');
  });

  it('an individual competition gives each registration its own team of one; an invited one is found only by a code', async () => {
    const { competition, groups } = await buildCompetition(f, f.as.teacher, { kind: 'individual', review: 'auto', visibility: 'invited', groups: [{ name: '邀请组', generate_code: true }] });
    const [a] = students as [Session];
    expect((await ok(f.t.call<Paged<OpenCompetition>>('GET', '/api/competition', { as: a }))).list.map((c) => c.id)).not.toContain(competition.id);
    expect((await register(a, competition.id, { group_id: groups[0]!.id })).message).toBe('竞赛不存在');
    const registration = await ok(join(a, groups[0]!.invite_code!.toLowerCase()));
    expect(registration).toMatchObject({ competition_id: competition.id, status: 'accepted', team_name: a.user.name, captain: true });
    expect((await ok(f.t.call<OpenCompetition>('GET', `/api/competition/${competition.id}`, { as: a }))).me?.status).toBe('accepted');
    expect((await f.t.call('POST', `/api/competition/${competition.id}/team`, { as: a, body: { name: 'x' } })).message).toContain('个人赛');
  });
});
