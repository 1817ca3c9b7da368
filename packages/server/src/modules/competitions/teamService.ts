// The team tab: organizers see every team (college staff in a platform competition only their own college's) and
// may change them at any time, also after the roster locked; every change is an audit entry.
import type { CompetitionParticipant, CompetitionTeam, CompetitionTeamUpdate, Paged, TeamListQuery, TeamMemberMove, TeamMerge } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthUser } from '../../types.js';
import { manageable, readable } from './access.js';
import { groupNotFound } from './competitionService.js';
import { toParticipant } from './dto.js';
import * as repo from './repository.js';
import { activeMembers, checkAdvisers, joinTeam, leaveTeam, participantNotFound, teamNotFound, teamView, teamViews } from './rosterCore.js';
import * as roster from './rosterRepository.js';

type ListQuery = z.output<typeof TeamListQuery>;
type MoveBody = z.output<typeof TeamMemberMove>;
type MergeBody = z.output<typeof TeamMerge>;

export class TeamService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(caller: AuthUser, id: number, query: ListQuery): Promise<Paged<CompetitionTeam>> {
    const { competition, manage, scope } = await readable(this.db, caller, id);
    const eduId = scope ?? (query.edu_id === undefined ? undefined : query.edu_id === 0 ? null : query.edu_id);
    const { rows, total } = await roster.listTeams(this.db, { competitionId: id, eduId, keyword: query.keyword, groupId: query.group_id }, (query.page - 1) * query.page_size, query.page_size);
    const list = await teamViews(this.db, competition.row, rows, () => manage, this.clock.now());
    return { list, total, page: query.page, page_size: query.page_size };
  }

  async get(caller: AuthUser, id: number, teamId: number): Promise<CompetitionTeam> {
    const { competition, manage, scope } = await readable(this.db, caller, id);
    const team = await roster.findTeam(this.db, teamId);
    if (team === null || team.competitionId !== id || (scope !== undefined && team.eduId !== scope)) throw teamNotFound();
    return teamView(this.db, competition.row, teamId, manage, this.clock.now());
  }

  private async ownTeam(id: number, teamId: number) {
    const team = await roster.findTeam(this.db, teamId);
    if (team === null || team.competitionId !== id) throw teamNotFound();
    return team;
  }

  async update(caller: AuthUser, id: number, teamId: number, patch: CompetitionTeamUpdate): Promise<CompetitionTeam> {
    const { row: competition } = await manageable(this.db, caller, id);
    const team = await this.ownTeam(id, teamId);
    if (patch.name !== undefined && patch.name !== team.name && (await roster.teamNameTaken(this.db, id, patch.name, teamId))) throw badRequest('队伍名称已被使用', 'This team name is taken');
    if (patch.captain_id !== undefined && !(await activeMembers(this.db, teamId)).some((m) => m.user.id === patch.captain_id))
      throw badRequest('队长须为本队成员', 'Only a member of the team can be its captain');
    if (patch.group_id !== undefined && (await repo.findGroup(this.db, id, patch.group_id)) === null) throw groupNotFound();
    await this.db.transaction(async (tx) => {
      await roster.updateTeam(tx, teamId, { name: patch.name, captainId: patch.captain_id, groupId: patch.group_id });
      if (patch.group_id !== undefined && patch.group_id !== team.groupId) {
        for (const m of await roster.teamMembers(tx, [teamId])) await roster.updateParticipant(tx, m.row.id, { groupId: patch.group_id });
      }
      await repo.insertAudit(tx, id, caller.id, 'team.update', { team_id: teamId, before: { name: team.name, captain_id: team.captainId, group_id: team.groupId }, after: patch });
    });
    return teamView(this.db, competition, teamId, true, this.clock.now());
  }

  async setAdvisers(caller: AuthUser, id: number, teamId: number, userIds: number[]): Promise<CompetitionTeam> {
    const { row: competition } = await manageable(this.db, caller, id);
    const team = await this.ownTeam(id, teamId);
    const ids = await checkAdvisers(this.db, competition, team, userIds);
    await this.db.transaction(async (tx) => {
      await roster.setTeamAdvisers(tx, teamId, ids);
      await repo.insertAudit(tx, id, caller.id, 'team.advisers', { team_id: teamId, user_ids: ids });
    });
    return teamView(this.db, competition, teamId, true, this.clock.now());
  }

  /** Members stay registered, without a team; a team with submissions or results is kept. */
  async disband(caller: AuthUser, id: number, teamId: number, reason: string): Promise<void> {
    const { row: competition } = await manageable(this.db, caller, id);
    const team = await this.ownTeam(id, teamId);
    if (competition.kind === 'individual') throw badRequest('个人赛的队伍随选手存在，不能解散', 'In an individual competition a team is its participant; it cannot be disbanded');
    if (await roster.teamHasRecords(this.db, teamId)) throw badRequest('该队伍已有提交或成绩，不能解散', 'The team has submissions or results; it cannot be disbanded');
    const members = await roster.teamMembers(this.db, [teamId]);
    await this.db.transaction(async (tx) => {
      await roster.deleteTeam(tx, teamId);
      await repo.insertAudit(tx, id, caller.id, 'team.disband', { team_id: teamId, name: team.name, members: members.map((m) => m.user.id), reason });
    });
  }

  async move(caller: AuthUser, id: number, body: MoveBody): Promise<CompetitionParticipant> {
    const { row: competition } = await manageable(this.db, caller, id);
    if (competition.kind === 'individual') throw badRequest('个人赛不能调整队伍', 'An individual competition has no teams to move between');
    const participant = await roster.findRegistration(this.db, id, body.user_id);
    if (participant === null) throw participantNotFound();
    if (participant.teamId === body.team_id) throw badRequest('选手已在该队伍中', 'The participant is in that team already');
    const [user] = await roster.findUsers(this.db, [body.user_id]);
    if (user === undefined) throw participantNotFound();
    const from = participant.teamId;
    await this.db.transaction(async (tx) => {
      if (body.team_id !== null) {
        const target = await roster.findTeam(tx, body.team_id);
        if (target === null || target.competitionId !== id) throw teamNotFound();
        if (target.eduId !== user.eduId) throw badRequest('只能调入本校的队伍', "A participant can only move into a team of their own college");
      }
      await leaveTeam(tx, participant);
      if (body.team_id !== null) await joinTeam(tx, competition, { ...participant, teamId: null }, user, body.team_id);
      await repo.insertAudit(tx, id, caller.id, 'team.move', { user_id: body.user_id, from_team_id: from, to_team_id: body.team_id, reason: body.reason });
    });
    const [view] = await roster.findParticipantViews(this.db, { competitionId: id, ids: [participant.id] });
    return toParticipant(view!);
  }

  async merge(caller: AuthUser, id: number, body: MergeBody): Promise<CompetitionTeam> {
    const { row: competition } = await manageable(this.db, caller, id);
    if (competition.kind === 'individual') throw badRequest('个人赛不能合并队伍', 'An individual competition has no teams to merge');
    const from = await this.ownTeam(id, body.from_team_id);
    if (body.from_team_id === body.into_team_id) throw badRequest('不能把队伍合并到自身', 'A team cannot merge into itself');
    const into = await this.ownTeam(id, body.into_team_id);
    if (from.eduId !== into.eduId) throw badRequest('只能合并同一院校的队伍', 'Only teams of the same college can merge');
    if (await roster.teamHasRecords(this.db, from.id)) throw badRequest('被合并的队伍已有提交或成绩', 'The team merged away has submissions or results');
    const moving = await activeMembers(this.db, from.id);
    const staying = await activeMembers(this.db, into.id);
    if (moving.length + staying.length > competition.teamMax)
      throw badRequest(`合并后超过队伍人数上限（${competition.teamMax} 人）`, `Merged, the team would exceed ${competition.teamMax} members`);
    const everyone = await roster.teamMembers(this.db, [from.id]);
    await this.db.transaction(async (tx) => {
      await roster.lockTeam(tx, into.id);
      for (const m of everyone) await roster.updateParticipant(tx, m.row.id, { teamId: into.id, groupId: into.groupId });
      await roster.deleteTeam(tx, from.id);
      await repo.insertAudit(tx, id, caller.id, 'team.merge', { from_team_id: from.id, from_name: from.name, into_team_id: into.id, members: everyone.map((m) => m.user.id), reason: body.reason });
    });
    return teamView(this.db, competition, into.id, true, this.clock.now());
  }
}
