// Rows as the API shows them.
import type {
  Competition,
  CompetitionGroup,
  CompetitionParticipant,
  CompetitionSession,
  CompetitionTeam,
  MetricName,
  ParticipantStatus,
  ScheduleSession,
  ScoreDirection,
  SessionState,
  TeamMember,
} from '@finedu/domain';
import type { CompetitionRow, CompetitionSessionRow } from '../../db/schema/competitions.js';
import type { UserRow } from '../../db/schema/users.js';
import type { CompetitionCounts, GroupWithCounts } from './repository.js';
import type { ParticipantView, TeamRowView } from './rosterRepository.js';

const iso = (d: Date): string => d.toISOString();
const isoOrNull = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** Statuses after which the roster no longer changes, whatever the deadline says. */
const ROSTER_CLOSED = new Set(['running', 'ended', 'published', 'archived']);

/** The roster locks at the registration deadline (and once the competition runs): only organizers change it then. */
export function rosterLocked(row: CompetitionRow, now: Date): boolean {
  return ROSTER_CLOSED.has(row.status) || now.getTime() >= row.registrationEnd.getTime();
}

/** Registration is open: the competition is registering and the window is now. */
export function registrationOpen(row: CompetitionRow, now: Date): boolean {
  return row.status === 'registering' && now.getTime() >= row.registrationStart.getTime() && now.getTime() < row.registrationEnd.getTime();
}

export function sessionState(row: CompetitionSessionRow, now: Date): SessionState {
  const t = now.getTime();
  if (t < row.startAt.getTime()) return 'upcoming';
  if (t >= row.endAt.getTime()) return 'ended';
  if (row.freezeAt !== null && t >= row.freezeAt.getTime() && row.publishedAt === null) return 'frozen';
  return 'running';
}

export function toCompetition(row: CompetitionRow, eduTitle: string | null, counts: CompetitionCounts, canManage: boolean, now: Date): Competition {
  return {
    id: row.id,
    edu_id: row.eduId,
    edu_title: eduTitle,
    title: row.title,
    cover_url: row.coverUrl,
    description_html: row.descriptionHtml,
    rules_html: row.rulesHtml,
    kind: row.kind as Competition['kind'],
    team_min: row.teamMin,
    team_max: row.teamMax,
    advisers_max: row.advisersMax,
    registration_start: iso(row.registrationStart),
    registration_end: iso(row.registrationEnd),
    review: row.review as Competition['review'],
    visibility: row.visibility as Competition['visibility'],
    status: row.status as Competition['status'],
    created_by: row.createdBy,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    roster_locked: rosterLocked(row, now),
    counts,
    can_manage: canManage,
  };
}

export function toGroup(g: GroupWithCounts, showCode: boolean): CompetitionGroup {
  return {
    id: g.row.id,
    competition_id: g.row.competitionId,
    name: g.row.name,
    invite_code: showCode ? g.row.inviteCode : null,
    sort: g.row.sort,
    participant_count: g.participants,
    team_count: g.teams,
  };
}

export function toParticipant(p: ParticipantView): CompetitionParticipant {
  return {
    id: p.row.id,
    competition_id: p.row.competitionId,
    user_id: p.user.id,
    username: p.user.username,
    name: p.user.name,
    role: p.user.role,
    edu_id: p.user.eduId,
    edu_title: p.eduTitle,
    department: p.user.department,
    group_id: p.row.groupId,
    group_name: p.groupName,
    status: p.row.status as ParticipantStatus,
    reason: p.row.reason,
    team_id: p.row.teamId,
    team_name: p.teamName,
    created_at: iso(p.row.createdAt),
    updated_at: iso(p.row.updatedAt),
  };
}

export interface TeamParts {
  members: Array<{ row: { teamId: number | null; status: string }; user: UserRow }>;
  advisers: Array<{ teamId: number; user: UserRow }>;
}

/** A team with its members and advisers; `showCode` for members and organizers. */
export function toTeam(team: TeamRowView, parts: TeamParts, competition: CompetitionRow, showCode: boolean, now: Date): CompetitionTeam {
  const members: TeamMember[] = parts.members
    .filter((m) => m.row.teamId === team.row.id)
    .map((m) => ({ user_id: m.user.id, username: m.user.username, name: m.user.name, status: m.row.status as ParticipantStatus, captain: m.user.id === team.row.captainId }));
  const counted = members.filter((m) => m.status === 'accepted' || m.status === 'pending').length;
  return {
    id: team.row.id,
    competition_id: team.row.competitionId,
    group_id: team.row.groupId,
    group_name: team.groupName,
    name: team.row.name,
    captain_id: team.row.captainId,
    edu_id: team.row.eduId,
    edu_title: team.eduTitle,
    invite_code: showCode ? team.row.inviteCode : null,
    members,
    advisers: parts.advisers.filter((a) => a.teamId === team.row.id).map((a) => ({ user_id: a.user.id, name: a.user.name })),
    complete: counted >= competition.teamMin && counted <= competition.teamMax,
    locked: rosterLocked(competition, now),
    created_at: iso(team.row.createdAt),
  };
}

export function toSchedule(row: CompetitionSessionRow, now: Date): ScheduleSession {
  return {
    id: row.id,
    stage: row.stage as ScheduleSession['stage'],
    title: row.title,
    kind: row.kind as ScheduleSession['kind'],
    start_at: iso(row.startAt),
    end_at: iso(row.endAt),
    freeze_at: isoOrNull(row.freezeAt),
    metric: row.metric as MetricName,
    direction: row.direction as ScoreDirection,
    state: sessionState(row, now),
    // A participant writes the predictions CSV with these; a quiz has none.
    id_column: row.kind === 'modelling' ? row.idColumn : null,
    target_column: row.kind === 'modelling' ? row.targetColumn : null,
  };
}

/**
 * A session for the examine tab. `organizer`: the caller runs the competition (mayManage); anyone else who may read
 * it gets no split (mode, seed, time column), from which the private part of the test set could be recomputed.
 */
export function toSession(row: CompetitionSessionRow, now: Date, organizer: boolean): CompetitionSession {
  return {
    ...toSchedule(row, now),
    competition_id: row.competitionId,
    exam_id: row.examId,
    public_percent: row.publicPercent,
    split_mode: organizer ? (row.splitMode as NonNullable<CompetitionSession['split_mode']>) : null,
    split_seed: organizer ? row.splitSeed : null,
    daily_limit: row.dailyLimit,
    total_limit: row.totalLimit,
    finals_limit: row.finalsLimit,
    train_file: row.trainFile,
    test_file: row.testFile,
    has_labels: row.labelsFile !== null,
    id_column: row.idColumn,
    target_column: row.targetColumn,
    time_column: organizer ? row.timeColumn : null,
    advance_mode: row.advanceMode as CompetitionSession['advance_mode'],
    advance_value: row.advanceValue,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
