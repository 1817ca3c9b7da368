// The roster rules shared by organizers and participants: who may be in which team, team sizes, captains,
// advisers, and the implicit team of one of an individual competition.
import type { CompetitionTeam } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { CompetitionParticipantRow, CompetitionRow, CompetitionTeamRow } from '../../db/schema/competitions.js';
import type { UserRow } from '../../db/schema/users.js';
import { badRequest, notFound } from '../../errors.js';
import { newInviteCode } from './inviteCodes.js';
import { toTeam } from './dto.js';
import * as roster from './rosterRepository.js';

/** Registrations that hold a place in a team (a rejected or withdrawn one does not). */
export const ACTIVE_STATUSES: readonly string[] = ['pending', 'accepted', 'suspended'];

export const teamNotFound = () => notFound('队伍不存在', 'Team not found');
export const participantNotFound = () => notFound('报名记录不存在', 'Registration not found');
export const rosterIsLocked = () => badRequest('报名已截止，队伍名单已锁定', 'Registration has closed; the roster is locked');

/** Active members of a team, oldest first. */
export async function activeMembers(db: Db, teamId: number): Promise<Array<{ row: CompetitionParticipantRow; user: UserRow }>> {
  return (await roster.teamMembers(db, [teamId])).filter((m) => ACTIVE_STATUSES.includes(m.row.status));
}

/** Teams with members and advisers, as the API shows them. */
export async function teamViews(db: Db, competition: CompetitionRow, teams: roster.TeamRowView[], showCode: (team: CompetitionTeamRow) => boolean, now: Date): Promise<CompetitionTeam[]> {
  const ids = teams.map((t) => t.row.id);
  const [members, advisers] = await Promise.all([roster.teamMembers(db, ids), roster.teamAdvisers(db, ids)]);
  return teams.map((t) => toTeam(t, { members, advisers }, competition, showCode(t.row), now));
}

export async function teamView(db: Db, competition: CompetitionRow, teamId: number, showCode: boolean, now: Date): Promise<CompetitionTeam> {
  const [team] = await roster.teamsByIds(db, [teamId]);
  if (team === undefined) throw teamNotFound();
  const [view] = await teamViews(db, competition, [team], () => showCode, now);
  return view!;
}

/** A team name not yet used in the competition: `name`, else `name (2)`, `name (3)`… */
export async function freeTeamName(db: Db, competitionId: number, name: string): Promise<string> {
  if (!(await roster.teamNameTaken(db, competitionId, name))) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name.slice(0, 26)} (${n})`;
    if (!(await roster.teamNameTaken(db, competitionId, candidate))) return candidate;
  }
}

/** Found a team with `user` as captain and put their registration in it. */
export async function foundTeam(db: Db, competition: CompetitionRow, participant: CompetitionParticipantRow, user: UserRow, name: string, exactName: boolean): Promise<CompetitionTeamRow> {
  if (exactName && (await roster.teamNameTaken(db, competition.id, name))) throw badRequest('队伍名称已被使用', 'This team name is taken');
  const team = await roster.insertTeam(db, {
    competitionId: competition.id,
    groupId: participant.groupId,
    name: exactName ? name : await freeTeamName(db, competition.id, name),
    captainId: user.id,
    eduId: user.eduId,
    inviteCode: await newInviteCode(db),
  });
  await roster.updateParticipant(db, participant.id, { teamId: team.id });
  return team;
}

/** In an individual competition every registration has its own team of one, named after the participant. */
export async function ensureSoloTeam(db: Db, competition: CompetitionRow, participant: CompetitionParticipantRow, user: UserRow): Promise<void> {
  if (competition.kind !== 'individual' || participant.teamId !== null) return;
  await foundTeam(db, competition, participant, user, user.name || user.username, false);
}

/**
 * Put a registration into a team (locked by the caller's transaction): same competition, same college (advisers come
 * from it; competition accounts team up among themselves), room under team_max. The member takes the team's group.
 */
export async function joinTeam(db: Db, competition: CompetitionRow, participant: CompetitionParticipantRow, user: UserRow, teamId: number): Promise<void> {
  const team = await roster.lockTeam(db, teamId);
  if (team === null || team.competitionId !== competition.id) throw teamNotFound();
  if (competition.kind === 'individual') throw badRequest('个人赛不能组队', 'An individual competition has no teams to join');
  if (participant.teamId === team.id) return;
  if (participant.teamId !== null) throw badRequest('每位选手在一个竞赛中只能加入一支队伍，请先退出原队伍', 'One team per participant and competition: leave the current team first');
  if (team.eduId !== user.eduId) throw badRequest('只能加入本校的队伍', "Only a team of the participant's own college can be joined");
  const members = await activeMembers(db, team.id);
  if (members.length >= competition.teamMax) throw badRequest(`队伍已满（最多 ${competition.teamMax} 人）`, `The team is full (at most ${competition.teamMax})`);
  await roster.updateParticipant(db, participant.id, { teamId: team.id, groupId: team.groupId });
}

/**
 * Take a registration out of its team: the captaincy passes to the oldest remaining member; a team left empty
 * disappears unless it has submissions or results to keep.
 */
export async function leaveTeam(db: Db, participant: CompetitionParticipantRow): Promise<{ teamId: number; disbanded: boolean } | null> {
  if (participant.teamId === null) return null;
  const team = await roster.lockTeam(db, participant.teamId);
  await roster.updateParticipant(db, participant.id, { teamId: null });
  if (team === null) return null;
  const rest = await activeMembers(db, team.id);
  if (rest.length === 0 && !(await roster.teamHasRecords(db, team.id))) {
    await roster.deleteTeam(db, team.id);
    return { teamId: team.id, disbanded: true };
  }
  if (team.captainId === participant.userId) await roster.updateTeam(db, team.id, { captainId: rest[0]?.user.id ?? null });
  return { teamId: team.id, disbanded: false };
}

/** Advisers: active edu_teacher of the team's own college, at most advisers_max, no duplicates. */
export async function checkAdvisers(db: Db, competition: CompetitionRow, team: CompetitionTeamRow, userIds: number[]): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (ids.length > competition.advisersMax) throw badRequest(`指导老师最多 ${competition.advisersMax} 位`, `At most ${competition.advisersMax} advisers`);
  if (ids.length === 0) return ids;
  if (team.eduId === null) throw badRequest('竞赛账号组成的队伍没有指导老师', 'A team of competition accounts has no advisers');
  const found = await roster.findUsers(db, ids);
  const ok = new Set(found.filter((u) => u.role === 'edu_teacher' && u.eduId === team.eduId && u.status === 1).map((u) => u.id));
  const bad = ids.filter((id) => !ok.has(id));
  if (bad.length > 0) throw badRequest('指导老师须为本队所在院校的教师', "Only teachers of the team's own college can advise it");
  return ids;
}
