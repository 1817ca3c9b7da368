// A participant's own team (founding, leaving, captain's changes, advisers) and CompetitionHome's session list.
import { COMPETITION_TIME_ZONE, type AdviserCandidate, type MyRegistration, type MySession, type MySessions, type MyTeam, type MyTeamUpdate } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { CompetitionRow, CompetitionTeamRow } from '../../db/schema/competitions.js';
import { badRequest } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthUser } from '../../types.js';
import { rosterLocked, sessionState, toSchedule } from './dto.js';
import * as repo from './repository.js';
import { activeMembers, checkAdvisers, foundTeam, leaveTeam, participantNotFound, rosterIsLocked, teamNotFound, teamViews } from './rosterCore.js';
import * as roster from './rosterRepository.js';
import type { StudentService } from './studentService.js';

const notCaptain = () => badRequest('只有队长可以这样做', 'Only the captain may do this');
const LIVE_STATUSES = new Set(['registering', 'running', 'ended', 'published']);

export class MyTeamService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly students: StudentService,
  ) {}

  private async views(teamIds: number[]): Promise<MyTeam[]> {
    const teams = await roster.teamsByIds(this.db, teamIds);
    const out: MyTeam[] = [];
    for (const team of teams) {
      const found = await repo.findCompetition(this.db, team.row.competitionId);
      if (found === null) continue;
      const [view] = await teamViews(this.db, found.row, [team], () => true, this.clock.now());
      out.push({ ...view!, competition_title: found.row.title, competition_status: found.row.status as MyTeam['competition_status'] });
    }
    return out;
  }

  private async myTeam(teamId: number): Promise<MyTeam> {
    const [view] = await this.views([teamId]);
    if (view === undefined) throw teamNotFound();
    return view;
  }

  /** A team the caller is an active member of, with its competition; `captain` demands the captaincy, `open` an open roster. */
  private async memberOf(caller: AuthUser, teamId: number, need: { captain?: boolean; open?: boolean }): Promise<{ team: CompetitionTeamRow; competition: CompetitionRow }> {
    const team = await roster.findTeam(this.db, teamId);
    const registration = team === null ? null : await roster.findRegistration(this.db, team.competitionId, caller.id);
    if (team === null || registration === null || registration.teamId !== team.id || !['pending', 'accepted', 'suspended'].includes(registration.status)) throw teamNotFound();
    const found = await repo.findCompetition(this.db, team.competitionId);
    if (found === null) throw teamNotFound();
    if (need.captain && team.captainId !== caller.id) throw notCaptain();
    if (need.open && rosterLocked(found.row, this.clock.now())) throw rosterIsLocked();
    return { team, competition: found.row };
  }

  async myTeams(caller: AuthUser): Promise<MyTeam[]> {
    const registrations = await roster.registrationsOf(this.db, caller.id);
    const ids = registrations.filter((r) => r.teamId !== null && r.status !== 'withdrawn' && r.status !== 'rejected').map((r) => r.teamId!);
    return this.views(ids);
  }

  async create(caller: AuthUser, competitionId: number, name: string): Promise<MyTeam> {
    const found = await repo.findCompetition(this.db, competitionId);
    const registration = await roster.findRegistration(this.db, competitionId, caller.id);
    if (found === null || registration === null) throw participantNotFound();
    if (found.row.kind === 'individual') throw badRequest('个人赛不能创建队伍', 'An individual competition has no teams');
    if (!['pending', 'accepted'].includes(registration.status)) throw badRequest('当前报名状态不能组队', 'This registration cannot found a team');
    if (registration.teamId !== null) throw badRequest('每位选手在一个竞赛中只能加入一支队伍，请先退出原队伍', 'One team per participant and competition: leave the current team first');
    if (rosterLocked(found.row, this.clock.now())) throw rosterIsLocked();
    const [user] = await roster.findUsers(this.db, [caller.id]);
    const team = await this.db.transaction(async (tx) => foundTeam(tx, found.row, registration, user!, name, true));
    return this.myTeam(team.id);
  }

  async leave(caller: AuthUser, competitionId: number): Promise<MyRegistration> {
    const registration = await roster.findRegistration(this.db, competitionId, caller.id);
    if (registration === null || registration.teamId === null) throw badRequest('尚未加入队伍', 'Not in a team');
    const { competition } = await this.memberOf(caller, registration.teamId, { open: true });
    if (competition.kind === 'individual') throw badRequest('个人赛不能退出队伍', 'In an individual competition the team is the participant');
    await this.db.transaction(async (tx) => leaveTeam(tx, registration));
    return (await this.students.registration(competitionId, caller.id))!;
  }

  async update(caller: AuthUser, teamId: number, patch: MyTeamUpdate): Promise<MyTeam> {
    const { team } = await this.memberOf(caller, teamId, { captain: true, open: true });
    if (patch.name !== undefined && patch.name !== team.name && (await roster.teamNameTaken(this.db, team.competitionId, patch.name, teamId))) throw badRequest('队伍名称已被使用', 'This team name is taken');
    if (patch.captain_id !== undefined && !(await activeMembers(this.db, teamId)).some((m) => m.user.id === patch.captain_id)) throw badRequest('队长须为本队成员', 'Only a member of the team can be its captain');
    await roster.updateTeam(this.db, teamId, { name: patch.name, captainId: patch.captain_id });
    return this.myTeam(teamId);
  }

  async removeMember(caller: AuthUser, teamId: number, userId: number): Promise<MyTeam> {
    const { team } = await this.memberOf(caller, teamId, { captain: true, open: true });
    if (userId === caller.id) throw badRequest('队长不能移除自己，请使用退出队伍', 'The captain leaves the team instead of removing themselves');
    const registration = await roster.findRegistration(this.db, team.competitionId, userId);
    if (registration === null || registration.teamId !== teamId) throw participantNotFound();
    await this.db.transaction(async (tx) => leaveTeam(tx, registration));
    return this.myTeam(teamId);
  }

  async adviserCandidates(caller: AuthUser, teamId: number): Promise<AdviserCandidate[]> {
    const { team } = await this.memberOf(caller, teamId, { captain: true });
    if (team.eduId === null) return [];
    return (await roster.collegeTeachers(this.db, team.eduId)).map((u) => ({ user_id: u.id, name: u.name, username: u.username }));
  }

  async setAdvisers(caller: AuthUser, teamId: number, userIds: number[]): Promise<MyTeam> {
    const { team, competition } = await this.memberOf(caller, teamId, { captain: true, open: true });
    const ids = await checkAdvisers(this.db, competition, team, userIds);
    await this.db.transaction(async (tx) => roster.setTeamAdvisers(tx, teamId, ids));
    return this.myTeam(teamId);
  }

  /**
   * CompetitionHome: sessions of the competitions the caller takes part in (accepted), or whose teams they advise.
   * A session that admitted teams by advancement lists only for those teams.
   */
  async mySessions(caller: AuthUser): Promise<MySessions> {
    const now = this.clock.now();
    const entries: Array<{ competitionId: number; teamId: number | null; groupId: number | null; as: MySession['as'] }> = [];
    for (const r of await roster.registrationsOf(this.db, caller.id)) {
      if (r.status === 'accepted') entries.push({ competitionId: r.competitionId, teamId: r.teamId, groupId: r.groupId, as: 'participant' });
    }
    for (const team of await roster.teamsByIds(this.db, await roster.advisedTeamIds(this.db, caller.id))) {
      entries.push({ competitionId: team.row.competitionId, teamId: team.row.id, groupId: team.row.groupId, as: 'adviser' });
    }
    const competitionIds = [...new Set(entries.map((e) => e.competitionId))];
    const competitions = new Map<number, CompetitionRow>();
    for (const id of competitionIds) {
      const found = await repo.findCompetition(this.db, id);
      if (found !== null && LIVE_STATUSES.has(found.row.status)) competitions.set(id, found.row);
    }
    const sessions = await repo.listSessions(this.db, [...competitions.keys()]);
    const admitted = await repo.admittedTeams(this.db, sessions.map((s) => s.id));
    const groupNames = new Map<number, string>();
    for (const id of competitions.keys()) for (const g of await repo.listGroups(this.db, id)) groupNames.set(g.row.id, g.row.name);
    const teamIds = entries.map((e) => e.teamId).filter((t): t is number => t !== null);
    const teams = new Map((await roster.teamsByIds(this.db, teamIds)).map((t) => [t.row.id, t]));
    const out: MySession[] = [];
    for (const entry of entries) {
      const competition = competitions.get(entry.competitionId);
      if (competition === undefined) continue;
      for (const session of sessions.filter((s) => s.competitionId === entry.competitionId)) {
        const gate = admitted.filter((a) => a.sessionId === session.id);
        if (gate.length > 0 && !gate.some((a) => a.teamId === entry.teamId)) continue;
        const state = sessionState(session, now);
        const team = entry.teamId === null ? undefined : teams.get(entry.teamId);
        const target = state === 'upcoming' ? session.startAt : state === 'ended' ? null : session.endAt;
        out.push({
          ...toSchedule(session, now),
          competition_id: competition.id,
          competition_title: competition.title,
          group_id: entry.groupId,
          group_name: entry.groupId === null ? null : (groupNames.get(entry.groupId) ?? null),
          team_id: entry.teamId,
          team_name: team?.row.name ?? null,
          as: entry.as,
          countdown_seconds: target === null ? null : Math.max(0, Math.ceil((target.getTime() - now.getTime()) / 1000)),
          exam_id: session.examId,
        });
      }
    }
    out.sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
    return { sessions: out, server_time: now.toISOString(), time_zone: COMPETITION_TIME_ZONE };
  }
}
