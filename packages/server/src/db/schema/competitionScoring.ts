// Tables of the scoring engine of data-modelling sessions (issue 10): the hidden labels as split once into a
// public and a private part, and the rank snapshots of live boards. Submissions, board snapshots and results live
// in competitions.ts.
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { competitionGroups, competitionSessions } from './competitions.js';
import { users } from './users.js';

/**
 * The split of a session's hidden labels, made once (the first time the session is scored) and never again: the
 * same ids stay in the same part whatever happens later. One row per session records how it was made.
 */
export const competitionSplits = pgTable('competition_splits', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => competitionSessions.id, { onDelete: 'cascade' }),
  /** The labels file (storage key) the split was made from. */
  labelsFile: varchar('labels_file', { length: 500 }).notNull(),
  /** random | time */
  mode: varchar('mode', { length: 8 }).notNull(),
  seed: integer('seed').notNull(),
  publicPercent: integer('public_percent').notNull(),
  rows: integer('rows').notNull(),
  publicRows: integer('public_rows').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One hidden label and the part it fell in (`public` scores the board while running, `private` decides). */
export const competitionSplitRows = pgTable(
  'competition_split_rows',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => competitionSplits.sessionId, { onDelete: 'cascade' }),
    rowId: varchar('row_id', { length: 128 }).notNull(),
    label: doublePrecision('label').notNull(),
    /** public | private */
    part: varchar('part', { length: 8 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.rowId] })],
);

export type CompetitionSplitRow = typeof competitionSplits.$inferSelect;

/**
 * Short-lived tickets that open a board stream: EventSource sends no headers, so a signed-in call issues one (as an
 * HttpOnly cookie scoped to the stream's path, never in a URL that logs keep). Stored hashed.
 */
export const competitionStreamTickets = pgTable('competition_stream_tickets', {
  hash: varchar('hash', { length: 64 }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionId: integer('session_id')
    .notNull()
    .references(() => competitionSessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The ranks of a running session's live board in one group at one time, taken every COMPETITION_RANK_SNAPSHOT_MINUTES:
 * the rank-change arrows compare with them. Only ranks (entry id → rank), so a 2,000-team board costs a few KB.
 */
export const competitionRankSnapshots = pgTable(
  'competition_rank_snapshots',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => competitionSessions.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => competitionGroups.id, { onDelete: 'cascade' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    /** Ranked entries only: { "<entry id>": rank }. */
    ranks: jsonb('ranks').$type<Record<string, number>>().notNull(),
  },
  (t) => [index('competition_rank_snapshots_board_idx').on(t.sessionId, t.groupId, t.takenAt)],
);
