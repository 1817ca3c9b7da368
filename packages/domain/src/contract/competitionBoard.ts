import { z } from 'zod';
import { Timestamp } from './common.js';

// The live leaderboard of a competition session (CompetitionBoard): what the server sends and the board shows.
// The ranking rules themselves are pure functions in ../competition/ranking.ts, used by the server to build a
// board and by the ui to re-rank rows it receives.

/** Which way a session's scores are better: higher (`max`, e.g. AUC) or lower (`min`, e.g. RMSE). */
export const ScoreDirection = z.enum(['max', 'min']);
export type ScoreDirection = z.infer<typeof ScoreDirection>;

/** The metrics a data-modelling session is scored by; quiz sessions score by marks (`points`). */
export const METRIC_NAMES = ['auc', 'accuracy', 'f1', 'rmse', 'mae', 'logloss', 'points'] as const;
export const MetricName = z.enum(METRIC_NAMES);
export type MetricName = z.infer<typeof MetricName>;

/** Each metric's natural direction (a session may not choose another). */
export const METRIC_DIRECTION: Readonly<Record<MetricName, ScoreDirection>> = {
  auc: 'max',
  accuracy: 'max',
  f1: 'max',
  rmse: 'min',
  mae: 'min',
  logloss: 'min',
  points: 'max',
};

/**
 * The board's state: `live` (recomputed on every score), `frozen` (the public board is the snapshot taken at the
 * freeze time and never recomputed), `final` (results published: private scores decide, freeze lifted).
 */
export const BoardState = z.enum(['live', 'frozen', 'final']);
export type BoardState = z.infer<typeof BoardState>;

/** One ranked entry (a team, or a participant of an individual competition). */
export const BoardRow = z.object({
  /** 1, 2, 3… in board order; null for an entry with no valid submission (listed after every ranked one). */
  rank: z.number().int().positive().nullable(),
  entry_id: z.number().int(),
  /** Team name, or the participant's name in an individual competition. */
  name: z.string(),
  /** Member names, for the row's tooltip. */
  members: z.array(z.string()),
  college: z.string().nullable(),
  group_id: z.number().int().nullable(),
  score: z.number().nullable(),
  /** Server time at which the entry first reached `score`. */
  reached_at: Timestamp.nullable(),
  /** Valid submissions counted (data modelling) or 1 for a sat quiz. */
  submissions: z.number().int().nonnegative(),
  /** Rank in the previous snapshot, for the arrows; null when new or while frozen. */
  previous_rank: z.number().int().positive().nullable(),
});
export type BoardRow = z.infer<typeof BoardRow>;

export const BoardGroup = z.object({ id: z.number().int(), name: z.string() });
export type BoardGroup = z.infer<typeof BoardGroup>;

/** A page of a session's board, as one viewer may see it. */
export const Board = z.object({
  competition_id: z.number().int(),
  session_id: z.number().int(),
  session_title: z.string(),
  metric: MetricName,
  direction: ScoreDirection,
  state: BoardState,
  /** When the public board froze (set while `frozen`, and kept after publishing for the record). */
  frozen_at: Timestamp.nullable(),
  /** Server time the rows were computed (the snapshot's time while frozen). */
  generated_at: Timestamp,
  /** The server's time zone, shown with every time (e.g. Asia/Shanghai). */
  time_zone: z.string(),
  /** Increases on every change of this session's board; pushed events carry it. */
  version: z.number().int().nonnegative(),
  groups: z.array(BoardGroup),
  /** The group ranked on this page (each group is ranked separately); null when the session has no groups. */
  group_id: z.number().int().nullable(),
  rows: z.array(BoardRow),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  /**
   * The viewer's own entry, pinned: while frozen it carries the team's best result on the live board (participants
   * keep seeing their own results), which the public rows do not.
   */
  me: BoardRow.nullable(),
  /** Organizers see the live board during a freeze, marked as such. */
  organizer_view: z.boolean(),
});
export type Board = z.infer<typeof Board>;

/** One point of the top-10 score-over-time chart. */
export const ScorePoint = z.object({ at: Timestamp, score: z.number() });
export const ScoreSeries = z.object({ entry_id: z.number().int(), name: z.string(), points: z.array(ScorePoint) });
export type ScoreSeries = z.infer<typeof ScoreSeries>;
export const BoardHistory = z.object({ session_id: z.number().int(), group_id: z.number().int().nullable(), series: z.array(ScoreSeries) });
export type BoardHistory = z.infer<typeof BoardHistory>;

/** How many rows a board stream pushes with each change (the first page at the boards' default page size). */
export const BOARD_PUSH_PAGE_SIZE = 50;

/**
 * The first page of a board as it changed since `from_version` (the previous change the stream pushed): the page's
 * entries in board order, the rows that are new on the page or differ, and the viewer's pinned row. A board showing
 * that page at `from_version` rebuilds it from the rows it has; any other refetches.
 */
export const BoardPageChange = z.object({
  from_version: z.number().int().nonnegative(),
  version: z.number().int().nonnegative(),
  group_id: z.number().int(),
  page_size: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  generated_at: Timestamp,
  /** The page's entry ids, in board order. */
  order: z.array(z.number().int()),
  /** The rows of the page that are new on it or changed since `from_version`. */
  rows: z.array(BoardRow),
  me: BoardRow.nullable(),
});
export type BoardPageChange = z.infer<typeof BoardPageChange>;

/**
 * What the board stream pushes (server-sent events, `event: board`): the session's board changed and is now at
 * `version`, with the first page (BOARD_PUSH_PAGE_SIZE rows) of the viewer's default group as that viewer sees it:
 * whole (`board`) or, most often, as a change of the previous one pushed (`change`, a few rows: 500 open boards
 * receive it several times a second). A board showing another group or page, or an event with neither (the first
 * one of a stream), refetches its page.
 */
export const BoardEvent = z.object({
  session_id: z.number().int(),
  version: z.number().int().nonnegative(),
  reason: z.enum(['score', 'freeze', 'publish', 'adjust', 'reset', 'snapshot']),
  at: Timestamp,
  board: Board.optional(),
  change: BoardPageChange.optional(),
});
export type BoardEvent = z.infer<typeof BoardEvent>;
