// Tables of the course gradebook (issue 34). Every row is scoped by the college (`edu_id`) as well as the course: a
// platform course granted to several colleges keeps one gradebook per college, and no college reads another's.
import type { LetterStep } from '@finedu/domain';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { colleges } from './colleges.js';
import { competitionSessions } from './competitions.js';
import { courses } from './courses.js';
import { users } from './users.js';

/** The course's letter scale (优秀 … 不及格 or A–F); no row = the five-level scale. */
export const gradebookSettings = pgTable(
  'gradebook_settings',
  {
    eduId: integer('edu_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    letters: jsonb('letters').$type<LetterStep[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eduId, t.courseId] })],
);

/** Categories of a course's gradebook (平时, 期中, 期末, 实验 …) with their weight and how their items combine. */
export const gradebookCategories = pgTable(
  'gradebook_categories',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 32 }).notNull(),
    weight: doublePrecision('weight').notNull(),
    /** `weighted` (each item's own weight) or `natural` (points). */
    aggregation: varchar('aggregation', { length: 16 }).notNull().default('weighted'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('gradebook_categories_name_unique').on(t.eduId, t.courseId, t.name)],
);

/** An item's settings in a course's gradebook (`item_key` = exam:5, case:3, lab:2, manual:7); no row = defaults. */
export const gradebookItems = pgTable(
  'gradebook_items',
  {
    eduId: integer('edu_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    itemKey: varchar('item_key', { length: 24 }).notNull(),
    categoryId: integer('category_id').references(() => gradebookCategories.id, { onDelete: 'set null' }),
    weight: doublePrecision('weight').notNull().default(1),
    excluded: boolean('excluded').notNull().default(false),
    zeroWhenMissing: boolean('zero_when_missing').notNull().default(false),
    deadline: timestamp('deadline', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.eduId, t.courseId, t.itemKey] })],
);

/** A column the teacher fills by hand or imports (attendance, a presentation …). */
export const gradebookManualColumns = pgTable(
  'gradebook_manual_columns',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 60 }).notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gradebook_manual_columns_course_idx').on(t.eduId, t.courseId)],
);

export const gradebookManualScores = pgTable(
  'gradebook_manual_scores',
  {
    columnId: integer('column_id')
      .notNull()
      .references(() => gradebookManualColumns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.columnId, t.userId] })],
);

/** The teacher's override of a student's item score or total (`item_key` = 'total'), with its reason. */
export const gradebookOverrides = pgTable(
  'gradebook_overrides',
  {
    eduId: integer('edu_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKey: varchar('item_key', { length: 24 }).notNull(),
    score: doublePrecision('score').notNull(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eduId, t.courseId, t.userId, t.itemKey] })],
);

/** Every hand change of a course's gradebook: overrides, manual scores and imports (who, when, old, new, why). */
export const gradebookAudit = pgTable(
  'gradebook_audit',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemKey: varchar('item_key', { length: 24 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    oldScore: doublePrecision('old_score'),
    newScore: doublePrecision('new_score'),
    reason: text('reason').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gradebook_audit_course_idx').on(t.eduId, t.courseId, t.createdAt)],
);

/**
 * A competition session's results as an item of a course's gradebook: the student's team's published result (its
 * adjusted score when adjusted), out of the full marks the teacher gives (a quiz's paper total, or 1 for a metric).
 */
export const gradebookCompetitionItems = pgTable(
  'gradebook_competition_items',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => competitionSessions.id, { onDelete: 'cascade' }),
    maxScore: doublePrecision('max_score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gradebook_competition_items_unique').on(t.eduId, t.courseId, t.sessionId)],
);
