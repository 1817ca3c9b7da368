// Tables of competitions (issue 10). An entry is a team: in an individual competition each accepted participant
// has an implicit team of one, so every submission, board row and result belongs to a team.
import type { BoardRow } from '@finedu/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { colleges } from './colleges.js';
import { exams } from './exams.js';
import { users } from './users.js';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** A competition: a platform one (edu_id NULL, run by sys_admin) or one college's. */
export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id').references(() => colleges.id),
    title: varchar('title', { length: 100 }).notNull(),
    coverUrl: varchar('cover_url', { length: 500 }),
    /** Sanitized HTML. */
    descriptionHtml: text('description_html').notNull().default(''),
    rulesHtml: text('rules_html').notNull().default(''),
    /** individual | team */
    kind: varchar('kind', { length: 16 }).notNull(),
    teamMin: integer('team_min').notNull().default(1),
    teamMax: integer('team_max').notNull().default(1),
    advisersMax: integer('advisers_max').notNull().default(0),
    registrationStart: stamp('registration_start').notNull(),
    registrationEnd: stamp('registration_end').notNull(),
    /** manual | auto */
    review: varchar('review', { length: 16 }).notNull().default('manual'),
    /** public | signed_in | invited */
    visibility: varchar('visibility', { length: 16 }).notNull().default('signed_in'),
    /** draft | registering | running | ended | published | archived */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('competitions_edu_idx').on(t.eduId), index('competitions_status_idx').on(t.status)],
);

/** 组别 / 赛道 / 赛区: each ranked separately; an optional invite code lets invited students in. */
export const competitionGroups = pgTable(
  'competition_groups',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id').notNull().references(() => competitions.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 32 }).notNull(),
    inviteCode: varchar('invite_code', { length: 16 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('competition_groups_competition_idx').on(t.competitionId),
    uniqueIndex('competition_groups_name_unique').on(t.competitionId, t.name),
    uniqueIndex('competition_groups_code_unique').on(t.inviteCode),
  ],
);

/** A team (the entry). `edu_id` is its college (its advisers come from it); NULL for competition accounts. */
export const competitionTeams = pgTable(
  'competition_teams',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id').notNull().references(() => competitions.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => competitionGroups.id),
    name: varchar('name', { length: 32 }).notNull(),
    captainId: integer('captain_id').references(() => users.id),
    eduId: integer('edu_id').references(() => colleges.id),
    inviteCode: varchar('invite_code', { length: 16 }).notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('competition_teams_competition_idx').on(t.competitionId, t.groupId),
    uniqueIndex('competition_teams_code_unique').on(t.inviteCode),
    uniqueIndex('competition_teams_name_unique').on(t.competitionId, t.name),
  ],
);

/** One registration per user per competition, hence one team per student per competition. */
export const competitionParticipants = pgTable(
  'competition_participants',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id').notNull().references(() => competitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    groupId: integer('group_id').notNull().references(() => competitionGroups.id),
    /** pending | accepted | rejected | suspended | withdrawn */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reason: varchar('reason', { length: 200 }),
    teamId: integer('team_id').references(() => competitionTeams.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competition_participants_unique').on(t.competitionId, t.userId),
    index('competition_participants_team_idx').on(t.teamId),
    index('competition_participants_user_idx').on(t.userId),
  ],
);

/** Advisers (指导老师): edu_teacher of the team's own college. */
export const competitionTeamAdvisers = pgTable(
  'competition_team_advisers',
  {
    teamId: integer('team_id').notNull().references(() => competitionTeams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('competition_team_advisers_user_idx').on(t.userId)],
);

/** A match session (场次) of a stage: a quiz (sat through the exam engine) or a data-modelling contest. */
export const competitionSessions = pgTable(
  'competition_sessions',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id').notNull().references(() => competitions.id, { onDelete: 'cascade' }),
    /** preliminary | semifinal | final */
    stage: varchar('stage', { length: 16 }).notNull(),
    title: varchar('title', { length: 64 }).notNull(),
    /** quiz | modelling */
    kind: varchar('kind', { length: 16 }).notNull(),
    startAt: stamp('start_at').notNull(),
    endAt: stamp('end_at').notNull(),
    freezeAt: stamp('freeze_at'),
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'set null' }),
    metric: varchar('metric', { length: 16 }).notNull(),
    /** max | min (the metric's natural direction) */
    direction: varchar('direction', { length: 8 }).notNull(),
    publicPercent: integer('public_percent').notNull().default(30),
    /** random | time */
    splitMode: varchar('split_mode', { length: 8 }).notNull().default('random'),
    splitSeed: integer('split_seed').notNull().default(0),
    /** null: no daily limit (only the total applies). */
    dailyLimit: integer('daily_limit').default(5),
    totalLimit: integer('total_limit'),
    finalsLimit: integer('finals_limit').notNull().default(2),
    /** Storage keys; the labels never leave the server. */
    trainFile: varchar('train_file', { length: 500 }),
    testFile: varchar('test_file', { length: 500 }),
    labelsFile: varchar('labels_file', { length: 500 }),
    idColumn: varchar('id_column', { length: 64 }),
    targetColumn: varchar('target_column', { length: 64 }),
    timeColumn: varchar('time_column', { length: 64 }),
    /** top_n | top_percent | manual */
    advanceMode: varchar('advance_mode', { length: 16 }).notNull().default('manual'),
    advanceValue: doublePrecision('advance_value'),
    /** Board version: increases on every change of this session's board (pushed events carry it). */
    boardVersion: integer('board_version').notNull().default(0),
    /** Results published: the freeze is lifted and private scores decide. */
    publishedAt: stamp('published_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('competition_sessions_competition_idx').on(t.competitionId, t.startAt)],
);

/** Teams admitted to a session of a later stage (advancement); a session of the first stage admits every accepted team. */
export const competitionSessionEntries = pgTable(
  'competition_session_entries',
  {
    sessionId: integer('session_id').notNull().references(() => competitionSessions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').notNull().references(() => competitionTeams.id, { onDelete: 'cascade' }),
    /** The session they advanced from. */
    fromSessionId: integer('from_session_id').references(() => competitionSessions.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.teamId] })],
);

/** Everything an organizer changed by hand: moves, merges, disbands, reviews, adjustments, publishing. */
export const competitionAudit = pgTable(
  'competition_audit',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id').notNull().references(() => competitions.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id),
    action: varchar('action', { length: 32 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('competition_audit_competition_idx').on(t.competitionId, t.createdAt)],
);

/** A predictions file of a team; `created_at` (server time of acceptance) is the ranking time. */
export const competitionSubmissions = pgTable(
  'competition_submissions',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id').notNull().references(() => competitionSessions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').notNull().references(() => competitionTeams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    fileKey: varchar('file_key', { length: 500 }).notNull(),
    filename: varchar('filename', { length: 255 }).notNull().default(''),
    /** queued | scoring | scored | failed | invalid */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    /** Why the file was refused or failed, in Chinese (`error_en`: the same in English; each reader gets one). */
    error: text('error'),
    errorEn: text('error_en'),
    publicScore: doublePrecision('public_score'),
    privateScore: doublePrecision('private_score'),
    selected: boolean('selected').notNull().default(false),
    /** Asia/Shanghai day of `created_at` (YYYY-MM-DD), for the daily limit. */
    dayKey: varchar('day_key', { length: 10 }).notNull(),
    /** How many times a scoring job started on it (a job whose instance died is retried; the score is written once). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * The predictions as read and checked at submit, in the order of the session's split rows (by row id): the
     * scoring job reads these instead of reading and parsing the file again. Cleared once the score is written.
     */
    predictions: doublePrecision('predictions').array(),
    /** How many times a score was written (the audit of exactly-once scoring: never more than 1). */
    writes: integer('writes').notNull().default(0),
    createdAt: stamp('created_at').notNull().defaultNow(),
    scoredAt: stamp('scored_at'),
  },
  (t) => [
    index('competition_submissions_team_idx').on(t.sessionId, t.teamId, t.createdAt),
    index('competition_submissions_team_day_idx').on(t.teamId, t.sessionId, t.dayKey),
    index('competition_submissions_status_idx').on(t.status),
    index('competition_submissions_session_scored_idx').on(t.sessionId, t.scoredAt),
  ],
);

/** A stored board: the freeze snapshot (never recomputed), the published one, or a periodic one for rank arrows. */
export const competitionBoardSnapshots = pgTable(
  'competition_board_snapshots',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id').notNull().references(() => competitionSessions.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => competitionGroups.id, { onDelete: 'cascade' }),
    /** freeze | publish | periodic */
    kind: varchar('kind', { length: 16 }).notNull(),
    rows: jsonb('rows').$type<BoardRow[]>().notNull(),
    version: integer('version').notNull(),
    takenAt: stamp('taken_at').notNull().defaultNow(),
  },
  (t) => [
    index('competition_board_snapshots_session_idx').on(t.sessionId, t.groupId, t.kind, t.takenAt),
    // One freeze snapshot (and one published board) per session and group, taken once.
    uniqueIndex('competition_board_snapshots_once').on(t.sessionId, t.groupId, t.kind).where(sql`${t.kind} in ('freeze', 'publish')`),
  ],
);

/** One entry's result in a session: computed, adjusted (with a reason, audited), advanced, published. */
export const competitionResults = pgTable(
  'competition_results',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id').notNull().references(() => competitionSessions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').notNull().references(() => competitionTeams.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => competitionGroups.id),
    score: doublePrecision('score'),
    reachedAt: stamp('reached_at'),
    rank: integer('rank'),
    adjustedScore: doublePrecision('adjusted_score'),
    adjustReason: varchar('adjust_reason', { length: 200 }),
    award: varchar('award', { length: 32 }),
    advanced: boolean('advanced').notNull().default(false),
    publishedAt: stamp('published_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('competition_results_unique').on(t.sessionId, t.teamId), index('competition_results_group_idx').on(t.sessionId, t.groupId)],
);

export type CompetitionRow = typeof competitions.$inferSelect;
export type CompetitionGroupRow = typeof competitionGroups.$inferSelect;
export type CompetitionTeamRow = typeof competitionTeams.$inferSelect;
export type CompetitionParticipantRow = typeof competitionParticipants.$inferSelect;
export type CompetitionSessionRow = typeof competitionSessions.$inferSelect;
export type NewCompetitionSessionRow = typeof competitionSessions.$inferInsert;
export type CompetitionSubmissionRow = typeof competitionSubmissions.$inferSelect;
export type CompetitionResultRow = typeof competitionResults.$inferSelect;
