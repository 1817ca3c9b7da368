// The student and competition-account side: competitions open to the caller, registering alone or founding a team,
// joining by code, withdrawing; and the public site. A student sees platform competitions and their own college's
// (public or signed-in ones, invited ones once registered); a competition account only those it is in.
import {
  COMPETITION_TIME_ZONE,
  type CompetitionRegister,
  type MyRegistration,
  type OpenCompetition,
  type OpenCompetitionListQuery,
  type Paged,
  type PublicCompetitionListQuery,
} from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { CompetitionParticipantRow, CompetitionRow } from '../../db/schema/competitions.js';
import type { UserRow } from '../../db/schema/users.js';
import { badRequest } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthUser } from '../../types.js';
import { competitionNotFound } from './access.js';
import { groupNotFound } from './competitionService.js';
import { registrationOpen, rosterLocked, toSchedule } from './dto.js';
import { eligible } from './participantService.js';
import * as repo from './repository.js';
import { ensureSoloTeam, foundTeam, joinTeam, leaveTeam, participantNotFound, rosterIsLocked } from './rosterCore.js';
import * as roster from './rosterRepository.js';

type OpenQuery = z.output<typeof OpenCompetitionListQuery>;
type PublicQuery = z.output<typeof PublicCompetitionListQuery>;

const notOpen = () => badRequest('当前不在报名时间内', 'Registration is not open now');

/** Whether the caller may see this competition (with their registration, if any). */
export function visibleTo(caller: AuthUser, row: CompetitionRow, registration: CompetitionParticipantRow | null): boolean {
  if (row.status === 'draft') return false;
  if (registration !== null) return true;
  if (caller.role !== 'edu_student') return false;
  if (row.eduId !== null && row.eduId !== caller.edu_id) return false;
  return row.visibility !== 'invited' && row.status !== 'archived';
}

export class StudentService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async me(caller: AuthUser): Promise<UserRow> {
    const [user] = await roster.findUsers(this.db, [caller.id]);
    if (user === undefined) throw participantNotFound();
    return user;
  }

  /** My registration as the API shows it. */
  async registration(competitionId: number, userId: number): Promise<MyRegistration | null> {
    const row = await roster.findRegistration(this.db, competitionId, userId);
    if (row === null) return null;
    const [view] = await roster.findParticipantViews(this.db, { competitionId, ids: [row.id] });
    const team = row.teamId === null ? null : await roster.findTeam(this.db, row.teamId);
    return {
      participant_id: row.id,
      group_id: row.groupId,
      group_name: view!.groupName,
      status: row.status as MyRegistration['status'],
      reason: row.reason,
      team_id: row.teamId,
      team_name: view!.teamName,
      captain: team?.captainId === userId,
    };
  }

  private async open(rows: repo.CompetitionWithCollege[], userId: number | null): Promise<OpenCompetition[]> {
    const ids = rows.map((r) => r.row.id);
    const sessions = await repo.listSessions(this.db, ids);
    const now = this.clock.now();
    const out: OpenCompetition[] = [];
    for (const { row, eduTitle } of rows) {
      const groups = await repo.listGroups(this.db, row.id);
      out.push({
        id: row.id,
        edu_id: row.eduId,
        edu_title: eduTitle,
        title: row.title,
        cover_url: row.coverUrl,
        description_html: row.descriptionHtml,
        rules_html: row.rulesHtml,
        kind: row.kind as OpenCompetition['kind'],
        team_min: row.teamMin,
        team_max: row.teamMax,
        advisers_max: row.advisersMax,
        registration_start: row.registrationStart.toISOString(),
        registration_end: row.registrationEnd.toISOString(),
        review: row.review as OpenCompetition['review'],
        visibility: row.visibility as OpenCompetition['visibility'],
        status: row.status as OpenCompetition['status'],
        registration_open: registrationOpen(row, now),
        roster_locked: rosterLocked(row, now),
        groups: groups.map((g) => ({ id: g.row.id, name: g.row.name, needs_code: g.row.inviteCode !== null })),
        sessions: sessions.filter((s) => s.competitionId === row.id).map((s) => toSchedule(s, now)),
        me: userId === null ? null : await this.registration(row.id, userId),
        server_time: now.toISOString(),
        time_zone: COMPETITION_TIME_ZONE,
      });
    }
    return out;
  }

  async list(caller: AuthUser, query: OpenQuery): Promise<Paged<OpenCompetition>> {
    const base: repo.CompetitionFilter =
      caller.role === 'edu_student' && caller.edu_id !== null && query.mine !== '1'
        ? { owners: { platform: true, eduIds: [caller.edu_id] }, listedFor: caller.id }
        : { owners: 'all', registeredUser: caller.id };
    const { rows, total } = await repo.listCompetitions(
      this.db,
      { ...base, keyword: query.keyword, statuses: ['registering', 'running', 'ended', 'published', 'archived'] },
      (query.page - 1) * query.page_size,
      query.page_size,
    );
    return { list: await this.open(rows, caller.id), total, page: query.page, page_size: query.page_size };
  }

  async get(caller: AuthUser, id: number): Promise<OpenCompetition> {
    const found = await repo.findCompetition(this.db, id);
    if (found === null || !visibleTo(caller, found.row, await roster.findRegistration(this.db, id, caller.id))) throw competitionNotFound();
    return (await this.open([found], caller.id))[0]!;
  }

  /** Register into a group (its code when it has one), alone or founding a team; pending or accepted by the review rule. */
  async register(caller: AuthUser, id: number, body: CompetitionRegister): Promise<MyRegistration> {
    const found = await repo.findCompetition(this.db, id);
    const existing = await roster.findRegistration(this.db, id, caller.id);
    if (found === null) throw competitionNotFound();
    const competition = found.row;
    const group = await repo.findGroup(this.db, id, body.group_id);
    if (group === null) throw groupNotFound();
    const byCode = group.inviteCode !== null && body.group_code !== undefined && body.group_code.toUpperCase() === group.inviteCode;
    // An invited competition is found through a code; without one it does not exist for the caller.
    if (!visibleTo(caller, competition, existing) && !(byCode && this.mayEnter(caller, competition))) throw competitionNotFound();
    if (group.inviteCode !== null && !byCode) throw badRequest('该组别需要邀请码', 'This group needs an invite code');
    return this.enrol(caller, competition, existing, group.id, body.team_name);
  }

  /** Students of the owning college, or of any college in a platform competition (competition accounts are added by organizers). */
  private mayEnter(caller: AuthUser, competition: CompetitionRow): boolean {
    return caller.role === 'edu_student' && competition.status !== 'draft' && (competition.eduId === null || competition.eduId === caller.edu_id);
  }

  private async enrol(caller: AuthUser, competition: CompetitionRow, existing: CompetitionParticipantRow | null, groupId: number, teamName: string | undefined): Promise<MyRegistration> {
    if (existing !== null) throw badRequest('已报名该竞赛（每人在一个竞赛中只能报名一次）', 'Already registered (once per competition)');
    if (!registrationOpen(competition, this.clock.now())) throw notOpen();
    const user = await this.me(caller);
    const problem = eligible(competition, user);
    if (problem !== null || caller.role !== 'edu_student') throw badRequest(problem?.zh ?? '竞赛账号由主办方报名', problem?.en ?? 'Competition accounts are registered by the organizer');
    if (teamName !== undefined && competition.kind === 'individual') throw badRequest('个人赛不能创建队伍', 'An individual competition has no teams');
    await this.db.transaction(async (tx) => {
      const participant = await roster.insertParticipant(tx, {
        competitionId: competition.id,
        userId: caller.id,
        groupId,
        status: competition.review === 'auto' ? 'accepted' : 'pending',
      });
      if (teamName !== undefined) await foundTeam(tx, competition, participant, user, teamName, true);
      await ensureSoloTeam(tx, competition, participant, user);
    });
    return (await this.registration(competition.id, caller.id))!;
  }

  /**
   * A team's code registers the caller into its group and team (or moves a teamless registration into it); a group's
   * code registers them into the group alone.
   */
  async joinByCode(caller: AuthUser, rawCode: string): Promise<MyRegistration & { competition_id: number }> {
    const code = rawCode.toUpperCase();
    const team = await roster.findTeamByCode(this.db, code);
    if (team !== null) {
      const found = await repo.findCompetition(this.db, team.competitionId);
      if (found === null) throw badRequest('邀请码无效', 'Invalid invite code');
      const competition = found.row;
      const user = await this.me(caller);
      let existing = await roster.findRegistration(this.db, competition.id, caller.id);
      if (existing === null && !this.mayEnter(caller, competition)) throw badRequest('邀请码无效', 'Invalid invite code');
      if (rosterLocked(competition, this.clock.now())) throw rosterIsLocked();
      if (existing === null) {
        if (!registrationOpen(competition, this.clock.now())) throw notOpen();
        const problem = eligible(competition, user);
        if (problem !== null) throw badRequest(problem.zh, problem.en);
      } else if (existing.status === 'withdrawn' || existing.status === 'rejected') {
        throw badRequest('报名已撤回或未通过，不能加入队伍', 'A withdrawn or rejected registration cannot join a team');
      }
      await this.db.transaction(async (tx) => {
        existing ??= await roster.insertParticipant(tx, {
          competitionId: competition.id,
          userId: caller.id,
          groupId: team.groupId,
          status: competition.review === 'auto' ? 'accepted' : 'pending',
        });
        await joinTeam(tx, competition, existing, user, team.id);
      });
      return { ...(await this.registration(competition.id, caller.id))!, competition_id: competition.id };
    }
    const group = await repo.findGroupByCode(this.db, code);
    if (group === null) throw badRequest('邀请码无效', 'Invalid invite code');
    const found = await repo.findCompetition(this.db, group.competitionId);
    if (found === null || !this.mayEnter(caller, found.row)) throw badRequest('邀请码无效', 'Invalid invite code');
    const existing = await roster.findRegistration(this.db, found.row.id, caller.id);
    const registration = await this.enrol(caller, found.row, existing, group.id, undefined);
    return { ...registration, competition_id: found.row.id };
  }

  /** Withdrawing is final; while the roster is open the caller also leaves their team. */
  async withdraw(caller: AuthUser, id: number): Promise<MyRegistration> {
    const found = await repo.findCompetition(this.db, id);
    const existing = await roster.findRegistration(this.db, id, caller.id);
    if (found === null || existing === null) throw participantNotFound();
    if (existing.status === 'withdrawn') throw badRequest('已撤回报名', 'Already withdrawn');
    if (['ended', 'published', 'archived'].includes(found.row.status)) throw badRequest('竞赛已结束，不能撤回报名', 'The competition is over; nothing to withdraw from');
    await this.db.transaction(async (tx) => {
      const row = await roster.updateParticipant(tx, existing.id, { status: 'withdrawn', reason: null });
      if (found.row.kind === 'team' && !rosterLocked(found.row, this.clock.now())) await leaveTeam(tx, row);
    });
    return (await this.registration(id, caller.id))!;
  }

  // the public site

  async publicList(query: PublicQuery): Promise<Paged<OpenCompetition>> {
    const { rows, total } = await repo.listCompetitions(
      this.db,
      { owners: 'all', publicOnly: true, keyword: query.keyword, statuses: ['registering', 'running', 'ended', 'published', 'archived'] },
      (query.page - 1) * query.page_size,
      query.page_size,
    );
    return { list: await this.open(rows, null), total, page: query.page, page_size: query.page_size };
  }

  async publicGet(id: number): Promise<OpenCompetition> {
    const found = await repo.findCompetition(this.db, id);
    if (found === null || found.row.visibility !== 'public' || found.row.status === 'draft') throw competitionNotFound();
    return (await this.open([found], null))[0]!;
  }
}
