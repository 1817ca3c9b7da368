import type { CaseDataset, CaseParameter, CaseTest, MarkItem, RubricItem, TemplateCell, TestResult, WorkCell } from '@finedu/domain';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { classes } from './classes.js';
import { users } from './users.js';

/** Case types (量化投资, 信用风险, 资产配置 …). */
export const caseTypes = pgTable(
  'case_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 32 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('case_types_name_unique').on(t.name)],
);

/** Big-data cases; `tests` are hidden from students. `eduIds: []` means every college. Soft-deleted. */
export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id').notNull().references(() => caseTypes.id),
    title: varchar('title', { length: 200 }).notNull(),
    cover: varchar('cover', { length: 2048 }).notNull().default(''),
    summary: varchar('summary', { length: 2000 }).notNull().default(''),
    theory: text('theory').notNull().default(''),
    datasets: jsonb('datasets').$type<CaseDataset[]>().notNull().default([]),
    template: jsonb('template').$type<TemplateCell[]>().notNull().default([]),
    tests: jsonb('tests').$type<CaseTest[]>().notNull().default([]),
    rubric: jsonb('rubric').$type<RubricItem[]>().notNull().default([]),
    difficulty: integer('difficulty').notNull().default(1),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    eduIds: jsonb('edu_ids').$type<number[]>().notNull().default([]),
    /** Stable name of a seeded demo case (the seed finds it again by this). */
    slug: varchar('slug', { length: 64 }),
    /** Per-student data (issue 16): the declared parameters and the generator's Python source ('' = none). */
    parameters: jsonb('parameters').$type<CaseParameter[]>().notNull().default([]),
    generator: text('generator').notNull().default(''),
    /** Reference answers of template cells (cell id → full source), kept by an nbgrader import for the export (issue 35). */
    solutions: jsonb('solutions').$type<Record<string, string>>().notNull().default({}),
    /** Key of the students' seeds (HMAC of case and student); random per case, never sent to anyone. */
    seedSecret: varchar('seed_secret', { length: 64 }).notNull().default(sql`md5(random()::text || clock_timestamp()::text)`),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('cases_type_idx').on(t.typeId), uniqueIndex('cases_slug_unique').on(t.slug)],
);

/** A user's working copy of a case's notebook. */
export const caseWorks = pgTable(
  'case_works',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id').notNull().references(() => cases.id),
    userId: integer('user_id').notNull().references(() => users.id),
    cells: jsonb('cells').$type<WorkCell[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('case_works_case_user_unique').on(t.caseId, t.userId)],
);

/** A generated file of a student's data, base64 (bounded by the generator's output limit). */
export interface GeneratedFile {
  filename: string;
  data: string;
}

/**
 * A student's own data of a per-student case (issue 16): their seed, the parameters and files the generator gave for
 * it, and which generator made them (a changed generator regenerates them, with the same seed).
 */
export const caseStudentData = pgTable(
  'case_student_data',
  {
    caseId: integer('case_id').notNull().references(() => cases.id),
    userId: integer('user_id').notNull().references(() => users.id),
    seed: integer('seed').notNull(),
    generatorHash: varchar('generator_hash', { length: 64 }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    files: jsonb('files').$type<GeneratedFile[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.userId] })],
);

/** Every evaluation run (the latest counts). */
export const caseEvaluations = pgTable(
  'case_evaluations',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id').notNull().references(() => cases.id),
    userId: integer('user_id').notNull().references(() => users.id),
    /** Hundredths allowed (nbgrader's 0.5-point tests, issue 35): double precision keeps them exact as JS numbers. */
    score: doublePrecision('score').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    results: jsonb('results').$type<TestResult[]>().notNull(),
    cellErrors: jsonb('cell_errors').$type<Array<{ cell_id: string; message: string }>>().notNull().default([]),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_evaluations_case_user_idx').on(t.caseId, t.userId)],
);

/** A teacher's marks of one student's work, per rubric item. */
export const caseMarkings = pgTable(
  'case_markings',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id').notNull().references(() => cases.id),
    userId: integer('user_id').notNull().references(() => users.id),
    teacherId: integer('teacher_id').notNull().references(() => users.id),
    items: jsonb('items').$type<MarkItem[]>().notNull(),
    comment: text('comment').notNull().default(''),
    /** Rubric points may be fractional (issue 32): double precision keeps 0.25 or 2.5 exact as JS numbers. */
    score: doublePrecision('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('case_markings_case_user_unique').on(t.caseId, t.userId)],
);

/** A student's report document of a case and the teacher's score of it. */
export const caseReports = pgTable(
  'case_reports',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id').notNull().references(() => cases.id),
    userId: integer('user_id').notNull().references(() => users.id),
    key: varchar('key', { length: 1024 }).notNull(),
    filename: varchar('filename', { length: 255 }).notNull(),
    type: varchar('type', { length: 8 }).notNull(),
    size: integer('size').notNull(),
    score: doublePrecision('score'),
    comment: text('comment').notNull().default(''),
    scoredBy: integer('scored_by').references(() => users.id),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('case_reports_case_user_unique').on(t.caseId, t.userId)],
);

/** A class session sign-in opened by a teacher for a class and a case. */
export const caseSigns = pgTable(
  'case_signs',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id').notNull().references(() => cases.id),
    classId: integer('class_id').notNull().references(() => classes.id),
    teacherId: integer('teacher_id').notNull().references(() => users.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('case_signs_class_idx').on(t.classId)],
);

export const caseSignRecords = pgTable(
  'case_sign_records',
  {
    id: serial('id').primaryKey(),
    signId: integer('sign_id').notNull().references(() => caseSigns.id),
    userId: integer('user_id').notNull().references(() => users.id),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('case_sign_records_unique').on(t.signId, t.userId)],
);

/** The notebook run log (spec §3 "notebook run record"): `code` text, or `status` for a failed session start. */
export const caseCodeRuns = pgTable(
  'case_code_runs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    caseId: integer('case_id'),
    fileId: varchar('file_id', { length: 255 }),
    sessionId: varchar('session_id', { length: 255 }),
    code: text('code').notNull(),
    status: integer('status'),
    result: text('result').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_code_runs_user_case_idx').on(t.userId, t.caseId)],
);

export type CaseTypeRow = typeof caseTypes.$inferSelect;
export type CaseRow = typeof cases.$inferSelect;
export type CaseWorkRow = typeof caseWorks.$inferSelect;
export type CaseStudentDataRow = typeof caseStudentData.$inferSelect;
export type CaseEvaluationRow = typeof caseEvaluations.$inferSelect;
export type CaseMarkingRow = typeof caseMarkings.$inferSelect;
export type CaseReportRow = typeof caseReports.$inferSelect;
export type CaseSignRow = typeof caseSigns.$inferSelect;
export type CaseCodeRunRow = typeof caseCodeRuns.$inferSelect;
