import { z } from 'zod';
import { LoginRequest, CurrentUser, Password, Phone, Username } from './auth.js';
import { schemasFor } from './callSchemas.js';
import { Empty, IdParams, PageQuery, paged, Timestamp, IdParam, MAX_ID, RowId } from './common.js';
import { COMPETITION_CALLS } from './competitionCalls.js';
import { MetricName, ScoreDirection } from './competitionBoard.js';
import { ImportRowError } from './users.js';

// Competitions (issue 10): the base, group, user and team tabs, sessions (场次), the student side and the public
// site. An entry is a team: in an individual competition each accepted participant has an implicit team of one.

export const COMPETITION_KINDS = ['individual', 'team'] as const;
export const CompetitionKind = z.enum(COMPETITION_KINDS);
export type CompetitionKind = z.infer<typeof CompetitionKind>;

export const CompetitionReview = z.enum(['manual', 'auto']);
export type CompetitionReview = z.infer<typeof CompetitionReview>;

/** public: on the public site and to every student; signed_in: to signed-in students; invited: only with a code. */
export const CompetitionVisibility = z.enum(['public', 'signed_in', 'invited']);
export type CompetitionVisibility = z.infer<typeof CompetitionVisibility>;

export const COMPETITION_STATUSES = ['draft', 'registering', 'running', 'ended', 'published', 'archived'] as const;
export const CompetitionStatus = z.enum(COMPETITION_STATUSES);
export type CompetitionStatus = z.infer<typeof CompetitionStatus>;

/**
 * The status moves an organizer may make (the server checks each move's conditions too): forward one step, back from
 * registering to draft while nobody registered, and archiving an ended competition without publishing.
 */
export const COMPETITION_STATUS_MOVES: Readonly<Record<CompetitionStatus, readonly CompetitionStatus[]>> = {
  draft: ['registering'],
  registering: ['running', 'draft'],
  running: ['ended'],
  ended: ['published', 'archived'],
  published: ['archived'],
  archived: [],
};

export const PARTICIPANT_STATUSES = ['pending', 'accepted', 'rejected', 'suspended', 'withdrawn'] as const;
export const ParticipantStatus = z.enum(PARTICIPANT_STATUSES);
export type ParticipantStatus = z.infer<typeof ParticipantStatus>;

/**
 * The review moves of an organizer (withdrawing is the participant's own act and final): pending → accepted or
 * rejected; accepted → suspended or rejected; suspended → accepted (reinstate) or rejected; rejected → accepted.
 */
export const PARTICIPANT_REVIEW_MOVES: Readonly<Record<ParticipantStatus, readonly ParticipantStatus[]>> = {
  pending: ['accepted', 'rejected'],
  accepted: ['suspended', 'rejected'],
  suspended: ['accepted', 'rejected'],
  rejected: ['accepted'],
  withdrawn: [],
};

export const SESSION_STAGES = ['preliminary', 'semifinal', 'final'] as const;
export const SessionStage = z.enum(SESSION_STAGES);
export type SessionStage = z.infer<typeof SessionStage>;

export const SessionKind = z.enum(['quiz', 'modelling']);
export type SessionKind = z.infer<typeof SessionKind>;

export const SplitMode = z.enum(['random', 'time']);
export type SplitMode = z.infer<typeof SplitMode>;

export const AdvanceMode = z.enum(['top_n', 'top_percent', 'manual']);
export type AdvanceMode = z.infer<typeof AdvanceMode>;

/** A session's state at the server's time: before its start, open, open with the public board frozen, over. */
export const SessionState = z.enum(['upcoming', 'running', 'frozen', 'ended']);
export type SessionState = z.infer<typeof SessionState>;

const isoInput = z.string().datetime({ offset: true });
const richText = (max: number) => z.string().max(max);
const inviteCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,16}$/, '邀请码为 4–16 位字母或数字 / 4–16 letters or digits');

/** The competition as its organizers and readers see it (base tab). */
export const Competition = z.object({
  id: z.number().int(),
  /** The owning college; null for a platform competition (run by sys_admin). */
  edu_id: z.number().int().nullable(),
  edu_title: z.string().nullable(),
  title: z.string(),
  cover_url: z.string().nullable(),
  /** Sanitized HTML. */
  description_html: z.string(),
  rules_html: z.string(),
  kind: CompetitionKind,
  team_min: z.number().int(),
  team_max: z.number().int(),
  advisers_max: z.number().int(),
  registration_start: Timestamp,
  registration_end: Timestamp,
  review: CompetitionReview,
  visibility: CompetitionVisibility,
  status: CompetitionStatus,
  created_by: z.number().int().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** The registration deadline has passed: teams can no longer change. */
  roster_locked: z.boolean(),
  counts: z.object({ groups: z.number().int(), participants: z.number().int(), pending: z.number().int(), teams: z.number().int(), sessions: z.number().int() }),
  /** Whether the caller may change it (its organizer); readers (sys_admin of a college's, college staff of a platform one) may not. */
  can_manage: z.boolean(),
});
export type Competition = z.infer<typeof Competition>;

const competitionFields = {
  title: z.string().trim().min(1).max(100),
  cover_url: z.string().trim().max(500).nullable(),
  /** HTML; the server sanitizes it (allowlist) before storing. */
  description_html: richText(100_000),
  rules_html: richText(100_000),
  kind: CompetitionKind,
  team_min: z.number().int().min(1).max(20),
  team_max: z.number().int().min(1).max(20),
  advisers_max: z.number().int().min(0).max(10),
  registration_start: isoInput,
  registration_end: isoInput,
  review: CompetitionReview,
  visibility: CompetitionVisibility,
};

/** `POST /api/admin/competition`: a draft; individual competitions have teams of exactly one. */
export const CompetitionCreate = z
  .object({
    ...competitionFields,
    cover_url: competitionFields.cover_url.default(null),
    description_html: competitionFields.description_html.default(''),
    rules_html: competitionFields.rules_html.default(''),
    kind: competitionFields.kind.default('team'),
    team_min: competitionFields.team_min.default(1),
    team_max: competitionFields.team_max.default(3),
    advisers_max: competitionFields.advisers_max.default(2),
    review: competitionFields.review.default('manual'),
    visibility: competitionFields.visibility.default('signed_in'),
  })
  .strict();
export type CompetitionCreate = z.input<typeof CompetitionCreate>;

/** `PUT /api/admin/competition/{id}`: any base-tab field; kind and team sizes only while in draft. */
export const CompetitionUpdate = z.object(competitionFields).partial().strict();
export type CompetitionUpdate = z.infer<typeof CompetitionUpdate>;

export const CompetitionStatusUpdate = z.object({ status: CompetitionStatus }).strict();
export type CompetitionStatusUpdate = z.infer<typeof CompetitionStatusUpdate>;

export const CompetitionListQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: CompetitionStatus.optional(),
  /**
   * `mine` (default): the competitions the caller runs (sys_admin: platform ones; college staff: their college's).
   * `all`: also those the caller may read (sys_admin: every college's; college staff: platform ones).
   */
  scope: z.enum(['mine', 'all']).default('mine'),
  /** sys_admin with scope=all: one college's competitions only. */
  edu_id: IdParam.optional(),
});
export type CompetitionListQuery = z.input<typeof CompetitionListQuery>;

/**
 * What the audit trail records, by id: the server writes only these (its insertAudit takes one), and the app names
 * each in both languages (`competition.audit.action.<id>`). Entries written before this list show their raw id.
 */
export const COMPETITION_AUDIT_ACTIONS = [
  'status.change',
  'competition.publish',
  'participant.add',
  'participant.review',
  'account.create',
  'account.import',
  'team.update',
  'team.advisers',
  'team.move',
  'team.merge',
  'team.disband',
  'session_paper',
  'results_compute',
  'result_adjust',
  'results_publish',
  'advance',
] as const;
export type CompetitionAuditAction = (typeof COMPETITION_AUDIT_ACTIONS)[number];

/** An entry of the audit trail. */
export const CompetitionAuditEntry = z.object({
  id: z.number().int(),
  competition_id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  /** One of COMPETITION_AUDIT_ACTIONS (an older entry may hold another id). */
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  created_at: Timestamp,
});
export type CompetitionAuditEntry = z.infer<typeof CompetitionAuditEntry>;

export const CompetitionAuditQuery = PageQuery.extend({ action: z.string().trim().max(32).optional() });
export type CompetitionAuditQuery = z.input<typeof CompetitionAuditQuery>;

// group

export const CompetitionGroup = z.object({
  id: z.number().int(),
  competition_id: z.number().int(),
  name: z.string(),
  /** Organizers only; null elsewhere and when the group has none. */
  invite_code: z.string().nullable(),
  sort: z.number().int(),
  participant_count: z.number().int(),
  team_count: z.number().int(),
});
export type CompetitionGroup = z.infer<typeof CompetitionGroup>;

export const CompetitionGroupWrite = z
  .object({
    name: z.string().trim().min(1).max(32),
    /** A code of the organizer's choice, null for none; `generate: true` makes a random one instead. */
    invite_code: inviteCode.nullable().default(null),
    generate_code: z.boolean().default(false),
    sort: z.number().int().min(0).max(1000).default(0),
  })
  .strict();
export type CompetitionGroupWrite = z.input<typeof CompetitionGroupWrite>;

export const CompetitionGroupUpdate = z
  .object({ name: z.string().trim().min(1).max(32), invite_code: inviteCode.nullable(), generate_code: z.boolean(), sort: z.number().int().min(0).max(1000) })
  .partial()
  .strict();
export type CompetitionGroupUpdate = z.infer<typeof CompetitionGroupUpdate>;

export const CompetitionGroupParams = z.object({ id: IdParam, groupId: IdParam });

// user

export const CompetitionParticipant = z.object({
  id: z.number().int(),
  competition_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.string(),
  edu_id: z.number().int().nullable(),
  edu_title: z.string().nullable(),
  /** Competition accounts: the school or organization they stated. */
  department: z.string().nullable(),
  group_id: z.number().int(),
  group_name: z.string(),
  status: ParticipantStatus,
  reason: z.string().nullable(),
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CompetitionParticipant = z.infer<typeof CompetitionParticipant>;

export const ParticipantListQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: ParticipantStatus.optional(),
  group_id: IdParam.optional(),
  /** Readers of several colleges (sys_admin): one college's participants; 0 = competition accounts. */
  edu_id: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  /** Only participants without a team. */
  teamless: z.enum(['1', '0']).optional(),
});
export type ParticipantListQuery = z.input<typeof ParticipantListQuery>;

export const ParticipantsAdd = z
  .object({ user_ids: z.array(RowId).min(1).max(500), group_id: RowId })
  .strict();
export type ParticipantsAdd = z.infer<typeof ParticipantsAdd>;

export const ParticipantsAddResult = z.object({ added: z.number().int(), rejected: z.array(z.object({ user_id: z.number().int(), reason: z.string() })) });
export type ParticipantsAddResult = z.infer<typeof ParticipantsAddResult>;

/** A review decision for several registrations at once; a rejection needs a reason. */
export const ParticipantReview = z
  .object({
    participant_ids: z.array(RowId).min(1).max(500),
    status: z.enum(['accepted', 'rejected', 'suspended']),
    reason: z.string().trim().max(200).nullable().default(null),
  })
  .strict()
  .refine((r) => r.status !== 'rejected' || (r.reason !== null && r.reason !== ''), { message: '驳回须填写原因 / A rejection needs a reason', path: ['reason'] });
export type ParticipantReview = z.input<typeof ParticipantReview>;

export const ParticipantReviewResult = z.object({
  updated: z.number().int(),
  /** Registrations left as they were, with why (a move the review rules do not allow, or not found). */
  rejected: z.array(z.object({ participant_id: z.number().int(), reason: z.string() })),
});
export type ParticipantReviewResult = z.infer<typeof ParticipantReviewResult>;

/** `POST /api/admin/competition/{id}/account`: a competition account, registered (accepted) in a group. */
export const CompetitionAccountCreate = z
  .object({
    username: Username,
    name: z.string().trim().min(1).max(32),
    password: Password,
    group_id: RowId,
    phone: Phone.nullable().default(null),
    email: z.string().trim().max(128).pipe(z.email()).nullable().default(null),
    /** School or organization. */
    department: z.string().trim().max(64).nullable().default(null),
  })
  .strict();
export type CompetitionAccountCreate = z.input<typeof CompetitionAccountCreate>;

/** Columns of the competition-account import template, in order. */
export const COMPETITION_ACCOUNT_COLUMNS = [
  { key: 'username', zh: '用户名', en: 'Username', required: true },
  { key: 'name', zh: '姓名', en: 'Name', required: true },
  { key: 'password', zh: '初始密码', en: 'Initial password', required: true },
  { key: 'group', zh: '组别', en: 'Group', required: true },
  { key: 'team', zh: '队伍', en: 'Team', required: false },
  { key: 'phone', zh: '手机号', en: 'Phone', required: false },
  { key: 'email', zh: '邮箱', en: 'Email', required: false },
  { key: 'department', zh: '学校/单位', en: 'School', required: false },
] as const;

/** Import answer: `created` accounts when `errors` is empty; otherwise nothing was written. */
export const CompetitionAccountImportResult = z.object({ created: z.number().int(), teams: z.number().int(), errors: z.array(ImportRowError) });
export type CompetitionAccountImportResult = z.infer<typeof CompetitionAccountImportResult>;

// team

export const TeamMember = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  status: ParticipantStatus,
  captain: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamAdviser = z.object({ user_id: z.number().int(), name: z.string() });
export type TeamAdviser = z.infer<typeof TeamAdviser>;

export const CompetitionTeam = z.object({
  id: z.number().int(),
  competition_id: z.number().int(),
  group_id: z.number().int(),
  group_name: z.string(),
  name: z.string(),
  captain_id: z.number().int().nullable(),
  /** The team's college (its advisers come from it); null for a team of competition accounts. */
  edu_id: z.number().int().nullable(),
  edu_title: z.string().nullable(),
  /** Members and organizers only; null for others. */
  invite_code: z.string().nullable(),
  members: z.array(TeamMember),
  advisers: z.array(TeamAdviser),
  /** Members within the competition's team_min…team_max. */
  complete: z.boolean(),
  /** The roster is locked (registration deadline passed): only organizers change it, with an audit entry. */
  locked: z.boolean(),
  created_at: Timestamp,
});
export type CompetitionTeam = z.infer<typeof CompetitionTeam>;

export const TeamListQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  group_id: IdParam.optional(),
  edu_id: z.coerce.number().int().min(0).max(MAX_ID).optional(),
});
export type TeamListQuery = z.input<typeof TeamListQuery>;

export const CompetitionTeamParams = z.object({ id: IdParam, teamId: IdParam });

/** Organizer's change of a team (audited). A group change moves every member with it. */
export const CompetitionTeamUpdate = z
  .object({ name: z.string().trim().min(1).max(32), captain_id: RowId, group_id: RowId })
  .partial()
  .strict();
export type CompetitionTeamUpdate = z.infer<typeof CompetitionTeamUpdate>;

export const TeamAdvisersUpdate = z.object({ user_ids: z.array(RowId).max(10) }).strict();
export type TeamAdvisersUpdate = z.infer<typeof TeamAdvisersUpdate>;

/** Move a participant into `team_id`, or out of any team with `team_id: null`. */
export const TeamMemberMove = z
  .object({ user_id: RowId, team_id: RowId.nullable(), reason: z.string().trim().max(200).default('') })
  .strict();
export type TeamMemberMove = z.input<typeof TeamMemberMove>;

/** Merge `from_team_id` into another team `into_team_id` (same college; the result within team_max). */
export const TeamMerge = z
  .object({ from_team_id: RowId, into_team_id: RowId, reason: z.string().trim().max(200).default('') })
  .strict();
export type TeamMerge = z.input<typeof TeamMerge>;

export const TeamDisbandQuery = z.object({ reason: z.string().trim().max(200).default('') });

// sessions (examine tab)

/**
 * A session (场次) as organizers see it; the hidden labels' key never leaves the server. Readers who do not organise
 * the competition (college staff reading a platform competition, a system admin reading a college's) get no split:
 * `split_mode`, `split_seed` and `time_column` are null for them, since with the seed the private part of the test set
 * can be recomputed.
 */
export const CompetitionSession = z.object({
  id: z.number().int(),
  competition_id: z.number().int(),
  stage: SessionStage,
  title: z.string(),
  kind: SessionKind,
  start_at: Timestamp,
  end_at: Timestamp,
  freeze_at: Timestamp.nullable(),
  /** Quiz: the exam of the exam engine sat in this session. */
  exam_id: z.number().int().nullable(),
  metric: MetricName,
  direction: ScoreDirection,
  public_percent: z.number().int(),
  /** null: only the competition's organizers see how the test set is split. */
  split_mode: SplitMode.nullable(),
  /** null: only the competition's organizers see the seed. */
  split_seed: z.number().int().nullable(),
  /** Submissions a team may make per Asia/Shanghai day; null: no daily limit (only the total applies). */
  daily_limit: z.number().int().nullable(),
  total_limit: z.number().int().nullable(),
  finals_limit: z.number().int(),
  train_file: z.string().nullable(),
  test_file: z.string().nullable(),
  has_labels: z.boolean(),
  id_column: z.string().nullable(),
  target_column: z.string().nullable(),
  /** Time-aware split: the column ordering the rows in time (the later period is private). */
  time_column: z.string().nullable(),
  advance_mode: AdvanceMode,
  advance_value: z.number().nullable(),
  state: SessionState,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CompetitionSession = z.infer<typeof CompetitionSession>;

const sessionFields = {
  stage: SessionStage,
  title: z.string().trim().min(1).max(64),
  kind: SessionKind,
  start_at: isoInput,
  end_at: isoInput,
  freeze_at: isoInput.nullable(),
  /** Quiz sessions score by `points`; data-modelling sessions by one of the other metrics. Its direction follows. */
  metric: MetricName,
  public_percent: z.number().int().min(1).max(99),
  split_mode: SplitMode,
  split_seed: z.number().int().min(0).max(2 ** 31 - 1),
  /** null: no daily limit. */
  daily_limit: z.number().int().min(1).max(100).nullable(),
  total_limit: z.number().int().min(1).max(10_000).nullable(),
  finals_limit: z.number().int().min(1).max(10),
  /** Storage references of uploaded files (the Uploader's answer). */
  train_file: z.string().trim().max(500).nullable(),
  test_file: z.string().trim().max(500).nullable(),
  labels_file: z.string().trim().max(500).nullable(),
  id_column: z.string().trim().max(64).nullable(),
  target_column: z.string().trim().max(64).nullable(),
  time_column: z.string().trim().max(64).nullable(),
  advance_mode: AdvanceMode,
  advance_value: z.number().min(0).max(100_000).nullable(),
};

export const CompetitionSessionCreate = z
  .object({
    ...sessionFields,
    stage: sessionFields.stage.default('preliminary'),
    freeze_at: sessionFields.freeze_at.default(null),
    metric: sessionFields.metric.optional(),
    public_percent: sessionFields.public_percent.default(30),
    split_mode: sessionFields.split_mode.default('random'),
    split_seed: sessionFields.split_seed.optional(),
    daily_limit: sessionFields.daily_limit.default(5),
    total_limit: sessionFields.total_limit.default(null),
    finals_limit: sessionFields.finals_limit.default(2),
    train_file: sessionFields.train_file.default(null),
    test_file: sessionFields.test_file.default(null),
    labels_file: sessionFields.labels_file.default(null),
    id_column: sessionFields.id_column.default(null),
    target_column: sessionFields.target_column.default(null),
    time_column: sessionFields.time_column.default(null),
    advance_mode: sessionFields.advance_mode.default('manual'),
    advance_value: sessionFields.advance_value.default(null),
  })
  .strict();
export type CompetitionSessionCreate = z.input<typeof CompetitionSessionCreate>;

export const CompetitionSessionUpdate = z.object(sessionFields).partial().strict();
export type CompetitionSessionUpdate = z.infer<typeof CompetitionSessionUpdate>;

export const CompetitionSessionParams = z.object({ id: IdParam, sessionId: IdParam });

// the student side and CompetitionHome

/** The caller's own registration in a competition. */
export const MyRegistration = z.object({
  participant_id: z.number().int(),
  group_id: z.number().int(),
  group_name: z.string(),
  status: ParticipantStatus,
  reason: z.string().nullable(),
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  captain: z.boolean(),
});
export type MyRegistration = z.infer<typeof MyRegistration>;

/** A group as participants see it (never its invite code). */
export const OpenGroup = z.object({ id: z.number().int(), name: z.string(), needs_code: z.boolean() });
export type OpenGroup = z.infer<typeof OpenGroup>;

/** A session in a schedule (no data files, no split). */
export const ScheduleSession = z.object({
  id: z.number().int(),
  stage: SessionStage,
  title: z.string(),
  kind: SessionKind,
  start_at: Timestamp,
  end_at: Timestamp,
  freeze_at: Timestamp.nullable(),
  metric: MetricName,
  direction: ScoreDirection,
  state: SessionState,
  /** Data modelling: the predictions CSV's id column and prediction column (a participant needs them); null for a quiz. */
  id_column: z.string().nullable(),
  target_column: z.string().nullable(),
});
export type ScheduleSession = z.infer<typeof ScheduleSession>;

/** A competition as a student, competition account or the public sees it. */
export const OpenCompetition = z.object({
  id: z.number().int(),
  edu_id: z.number().int().nullable(),
  edu_title: z.string().nullable(),
  title: z.string(),
  cover_url: z.string().nullable(),
  description_html: z.string(),
  rules_html: z.string(),
  kind: CompetitionKind,
  team_min: z.number().int(),
  team_max: z.number().int(),
  advisers_max: z.number().int(),
  registration_start: Timestamp,
  registration_end: Timestamp,
  review: CompetitionReview,
  visibility: CompetitionVisibility,
  status: CompetitionStatus,
  /** Registration is open now (status registering, inside the window). */
  registration_open: z.boolean(),
  roster_locked: z.boolean(),
  groups: z.array(OpenGroup),
  sessions: z.array(ScheduleSession),
  /** The caller's registration; null when not registered (and always on the public site). */
  me: MyRegistration.nullable(),
  server_time: Timestamp,
  time_zone: z.string(),
});
export type OpenCompetition = z.infer<typeof OpenCompetition>;

export const OpenCompetitionListQuery = PageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  /** Only those the caller registered in. */
  mine: z.enum(['1', '0']).optional(),
});
export type OpenCompetitionListQuery = z.input<typeof OpenCompetitionListQuery>;

/**
 * `POST /api/competition/{id}/register`: into a group (its invite code when it has one). In a team competition
 * `team_name` founds a team with the caller as captain; without it the caller registers without a team and joins
 * one later by its code. In an individual competition the caller's team of one is made for them.
 */
export const CompetitionRegister = z
  .object({
    group_id: RowId,
    group_code: z.string().trim().max(16).optional(),
    team_name: z.string().trim().min(1).max(32).optional(),
  })
  .strict();
export type CompetitionRegister = z.infer<typeof CompetitionRegister>;

export const JoinByCode = z.object({ code: z.string().trim().min(4).max(16) }).strict();
export type JoinByCode = z.infer<typeof JoinByCode>;

export const MyTeamCreate = z.object({ name: z.string().trim().min(1).max(32) }).strict();
export type MyTeamCreate = z.infer<typeof MyTeamCreate>;

export const MyTeamUpdate = z.object({ name: z.string().trim().min(1).max(32), captain_id: RowId }).partial().strict();
export type MyTeamUpdate = z.infer<typeof MyTeamUpdate>;

export const TeamIdParams = z.object({ teamId: IdParam });
export const TeamMemberParams = z.object({ teamId: IdParam, userId: IdParam });

/** A team of the caller, with the competition it belongs to. */
export const MyTeam = CompetitionTeam.extend({ competition_title: z.string(), competition_status: CompetitionStatus });
export type MyTeam = z.infer<typeof MyTeam>;

/** A teacher who may advise a team. */
export const AdviserCandidate = z.object({ user_id: z.number().int(), name: z.string(), username: z.string() });
export type AdviserCandidate = z.infer<typeof AdviserCandidate>;

/** One of the caller's match sessions on CompetitionHome, with its countdown. */
export const MySession = ScheduleSession.extend({
  competition_id: z.number().int(),
  competition_title: z.string(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  team_id: z.number().int().nullable(),
  team_name: z.string().nullable(),
  /** Why the caller has it: a participant's own entry, or a team they advise. */
  as: z.enum(['participant', 'adviser']),
  /** Seconds until the start (upcoming), until the end (running, frozen); null when ended. */
  countdown_seconds: z.number().int().nullable(),
  /** Quiz: the exam to sit (once the paper is set). */
  exam_id: z.number().int().nullable(),
});
export type MySession = z.infer<typeof MySession>;

export const MySessions = z.object({ sessions: z.array(MySession), server_time: Timestamp, time_zone: z.string() });
export type MySessions = z.infer<typeof MySessions>;

export const PublicCompetitionListQuery = PageQuery.extend({ keyword: z.string().trim().max(64).optional() });
export type PublicCompetitionListQuery = z.input<typeof PublicCompetitionListQuery>;

/** The schemas of every call of COMPETITION_CALLS. */
export const COMPETITION_SCHEMAS = schemasFor(COMPETITION_CALLS)({
  listCompetitions: { query: CompetitionListQuery, response: paged(Competition) },
  createCompetition: { body: CompetitionCreate, response: Competition },
  getCompetition: { params: IdParams, response: Competition },
  updateCompetition: { params: IdParams, body: CompetitionUpdate, response: Competition },
  setCompetitionStatus: { params: IdParams, body: CompetitionStatusUpdate, response: Competition },
  deleteCompetition: { params: IdParams, response: Empty },
  listCompetitionAudit: { params: IdParams, query: CompetitionAuditQuery, response: paged(CompetitionAuditEntry) },
  listCompetitionGroups: { params: IdParams, response: z.array(CompetitionGroup) },
  createCompetitionGroup: { params: IdParams, body: CompetitionGroupWrite, response: CompetitionGroup },
  updateCompetitionGroup: { params: CompetitionGroupParams, body: CompetitionGroupUpdate, response: CompetitionGroup },
  deleteCompetitionGroup: { params: CompetitionGroupParams, response: Empty },
  listCompetitionParticipants: { params: IdParams, query: ParticipantListQuery, response: paged(CompetitionParticipant) },
  addCompetitionParticipants: { params: IdParams, body: ParticipantsAdd, response: ParticipantsAddResult },
  reviewCompetitionParticipants: { params: IdParams, body: ParticipantReview, response: ParticipantReviewResult },
  createCompetitionAccount: { params: IdParams, body: CompetitionAccountCreate, response: CompetitionParticipant },
  competitionAccountTemplate: { params: IdParams },
  importCompetitionAccounts: { params: IdParams, response: CompetitionAccountImportResult },
  listCompetitionTeams: { params: IdParams, query: TeamListQuery, response: paged(CompetitionTeam) },
  getCompetitionTeam: { params: CompetitionTeamParams, response: CompetitionTeam },
  updateCompetitionTeam: { params: CompetitionTeamParams, body: CompetitionTeamUpdate, response: CompetitionTeam },
  setCompetitionTeamAdvisers: { params: CompetitionTeamParams, body: TeamAdvisersUpdate, response: CompetitionTeam },
  disbandCompetitionTeam: { params: CompetitionTeamParams, query: TeamDisbandQuery, response: Empty },
  moveCompetitionMember: { params: IdParams, body: TeamMemberMove, response: CompetitionParticipant },
  mergeCompetitionTeams: { params: IdParams, body: TeamMerge, response: CompetitionTeam },
  listCompetitionSessions: { params: IdParams, response: z.array(CompetitionSession) },
  createCompetitionSession: { params: IdParams, body: CompetitionSessionCreate, response: CompetitionSession },
  updateCompetitionSession: { params: CompetitionSessionParams, body: CompetitionSessionUpdate, response: CompetitionSession },
  deleteCompetitionSession: { params: CompetitionSessionParams, response: Empty },
  competitionLogin: { body: LoginRequest, response: CurrentUser },
  listOpenCompetitions: { query: OpenCompetitionListQuery, response: paged(OpenCompetition) },
  getOpenCompetition: { params: IdParams, response: OpenCompetition },
  registerCompetition: { params: IdParams, body: CompetitionRegister, response: MyRegistration },
  joinCompetitionByCode: { body: JoinByCode, response: MyRegistration.extend({ competition_id: z.number().int() }) },
  withdrawCompetition: { params: IdParams, response: MyRegistration },
  createMyTeam: { params: IdParams, body: MyTeamCreate, response: MyTeam },
  leaveMyTeam: { params: IdParams, response: MyRegistration },
  myCompetitionTeams: { response: z.array(MyTeam) },
  updateMyTeam: { params: TeamIdParams, body: MyTeamUpdate, response: MyTeam },
  removeMyTeamMember: { params: TeamMemberParams, response: MyTeam },
  myTeamAdviserCandidates: { params: TeamIdParams, response: z.array(AdviserCandidate) },
  setMyTeamAdvisers: { params: TeamIdParams, body: TeamAdvisersUpdate, response: MyTeam },
  myCompetitionSessions: { response: MySessions },
  listPublicCompetitions: { query: PublicCompetitionListQuery, response: paged(OpenCompetition) },
  getPublicCompetition: { params: IdParams, response: OpenCompetition },
});
