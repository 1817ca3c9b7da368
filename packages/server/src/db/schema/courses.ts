// Tables of the courses area (issue 5): courses and their chapters, study progress, teaching resources,
// the materials library (textbooks and editions) and articles. `edu_id` null = a platform item (sys_admin).
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { blockCases } from './blockCases.js';
import { classes } from './classes.js';
import { colleges } from './colleges.js';
import { users } from './users.js';

/** Courses; `eduId` null = a platform course that colleges can be granted. Soft-deleted. */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id').references(() => colleges.id),
    title: varchar('title', { length: 100 }).notNull(),
    cover: varchar('cover', { length: 2048 }).notNull().default(''),
    description: text('description').notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    sort: integer('sort').notNull().default(0),
    /** Minimum reading time of a section before it counts as learned (seconds; 0 = none; issue 18). */
    minReadSeconds: integer('min_read_seconds').notNull().default(60),
    /** Stable name of a seeded demo course. */
    slug: varchar('slug', { length: 64 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('courses_edu_idx').on(t.eduId), uniqueIndex('courses_slug_unique').on(t.slug)],
);

/** Platform courses granted to colleges. */
export const courseGrants = pgTable(
  'course_grants',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    eduId: integer('edu_id')
      .notNull()
      .references(() => colleges.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.eduId] }), index('course_grants_edu_idx').on(t.eduId)],
);

/** Teachers of a course (edu_teacher users; for a granted course, of the college that assigned them). */
export const courseTeachers = pgTable(
  'course_teachers',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_teachers_user_idx').on(t.userId)],
);

/** Classes a course is assigned to (a class belongs to one college, which scopes the assignment); a deleted class drops out. */
export const courseClasses = pgTable(
  'course_classes',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.classId] }), index('course_classes_class_idx').on(t.classId)],
);

/** Chapters (`parentId` null) and their sections; `sort` orders siblings. Links are plain ids. */
export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    parentId: integer('parent_id'),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    resourceIds: jsonb('resource_ids').$type<number[]>().notNull().default([]),
    caseIds: jsonb('case_ids').$type<number[]>().notNull().default([]),
    examIds: jsonb('exam_ids').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chapters_course_idx').on(t.courseId, t.parentId, t.sort)],
);

/**
 * A user's reading of a chapter: `readAt` = first opened; the server-credited time, whether the end was in view and the
 * watched share of the video (issue 18). `learnedAt` is set once the study rule holds, and kept.
 */
export const chapterReads = pgTable(
  'chapter_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    readMs: integer('read_ms').notNull().default(0),
    reachedEnd: boolean('reached_end').notNull().default(false),
    videoFraction: real('video_fraction').notNull().default(0),
    /** The previous report: the next one may credit at most the wall time since. */
    lastReportAt: timestamp('last_report_at', { withTimezone: true }),
    learnedAt: timestamp('learned_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chapterId] }), index('chapter_reads_course_idx').on(t.courseId, t.userId)],
);

/**
 * Blockchain cases linked to a chapter (issue 11), `sort` = position in the chapter's list. A link table rather
 * than a jsonb column like `case_ids`: a block case is soft-deleted, and a deleted chapter takes its links along.
 */
export const chapterBlockCases = pgTable(
  'chapter_block_cases',
  {
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    blockCaseId: integer('block_case_id')
      .notNull()
      .references(() => blockCases.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.blockCaseId] }), index('chapter_block_cases_case_idx').on(t.blockCaseId)],
);

/** Categories of a resource library (`eduId` null = the platform's). */
export const resourceCategories = pgTable(
  'resource_categories',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id').references(() => colleges.id),
    name: varchar('name', { length: 32 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resource_categories_edu_idx').on(t.eduId)],
);

/** Teaching resources: a file in storage (`key`) with its metadata. Soft-deleted. */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id').references(() => colleges.id),
    categoryId: integer('category_id').references(() => resourceCategories.id),
    title: varchar('title', { length: 200 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    type: varchar('type', { length: 16 }).notNull(),
    key: varchar('key', { length: 1024 }).notNull(),
    filename: varchar('filename', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 255 }).notNull().default('application/octet-stream'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    slug: varchar('slug', { length: 64 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('resources_edu_idx').on(t.eduId), uniqueIndex('resources_slug_unique').on(t.slug)],
);

/** Platform resources granted to colleges. */
export const resourceGrants = pgTable(
  'resource_grants',
  {
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    eduId: integer('edu_id')
      .notNull()
      .references(() => colleges.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.eduId] }), index('resource_grants_edu_idx').on(t.eduId)],
);

/** The materials library: textbooks. */
export const textbooks = pgTable(
  'textbooks',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    authors: jsonb('authors').$type<string[]>().notNull().default([]),
    publisher: varchar('publisher', { length: 100 }).notNull().default(''),
    isbn: varchar('isbn', { length: 32 }).notNull().default(''),
    cover: varchar('cover', { length: 2048 }).notNull().default(''),
    description: text('description').notNull().default(''),
    slug: varchar('slug', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('textbooks_slug_unique').on(t.slug)],
);

/** Editions of a textbook; `chapters` may link platform courses. */
export const textbookEditions = pgTable(
  'textbook_editions',
  {
    id: serial('id').primaryKey(),
    textbookId: integer('textbook_id')
      .notNull()
      .references(() => textbooks.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    year: integer('year'),
    chapters: jsonb('chapters').$type<Array<{ title: string; course_id: number | null }>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('textbook_editions_textbook_idx').on(t.textbookId)],
);

/** News articles; readers see them when published and `publishAt` ≤ now. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    cover: varchar('cover', { length: 2048 }).notNull().default(''),
    summary: varchar('summary', { length: 500 }).notNull().default(''),
    content: text('content').notNull().default(''),
    format: varchar('format', { length: 16 }).notNull().default('html'),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    pinned: boolean('pinned').notNull().default(false),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    slug: varchar('slug', { length: 64 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('articles_status_idx').on(t.status, t.publishAt), uniqueIndex('articles_slug_unique').on(t.slug)],
);

export type CourseRow = typeof courses.$inferSelect;
export type ChapterRow = typeof chapters.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export type ResourceCategoryRow = typeof resourceCategories.$inferSelect;
export type TextbookRow = typeof textbooks.$inferSelect;
export type TextbookEditionRow = typeof textbookEditions.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
