import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { DeviceCheckResult } from '@finedu/domain';
import { colleges } from './colleges.js';
import { exams } from './exams.js';
import { users } from './users.js';

/**
 * The stored device checks (FullTest, issue 12): the checks as the server judged them, under a 12-character id a
 * student can read out. `edu_id` is the user's college when the report was made (its staff read it); the latest 20
 * per user are kept.
 */
export const deviceCheckReports = pgTable(
  'device_check_reports',
  {
    id: varchar('id', { length: 12 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eduId: integer('edu_id').references(() => colleges.id, { onDelete: 'set null' }),
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: varchar('user_agent', { length: 500 }).notNull().default(''),
    verdict: varchar('verdict', { length: 8 }).notNull(),
    checks: jsonb('checks').$type<DeviceCheckResult[]>().notNull(),
  },
  (t) => [index('device_check_reports_user_idx').on(t.userId, t.createdAt)],
);

export type DeviceCheckReportRow = typeof deviceCheckReports.$inferSelect;

/** Single-use tickets (their sha256) that open the echo WebSocket: 60 s, bound to the user who asked. */
export const deviceCheckEchoTickets = pgTable(
  'device_check_echo_tickets',
  {
    hash: varchar('hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('device_check_echo_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * What the server itself observed of a user's device check (issue 37): the echo's round trip it timed with its own
 * pings, the download it served and the upload it received. A report is judged against these, never on the browser's
 * word alone; the latest of each kind per user is kept.
 */
export const deviceCheckObservations = pgTable(
  'device_check_observations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `echo` (value: round trip, ms), `download` or `upload` (value: Mbit/s as the server saw the bytes move). */
    kind: varchar('kind', { length: 16 }).notNull(),
    value: doublePrecision('value').notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
