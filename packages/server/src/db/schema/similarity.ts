import type { SimilarityOutputGroup, SimilarityPair, SimilarityStudent } from '@finedu/domain';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cases } from './cases.js';
import { classes } from './classes.js';
import { exams } from './exams.js';
import { users } from './users.js';

/**
 * Similarity reports (issue 16, migration 0025): of (case, class) or of (exam, programming item). Built by a job of
 * the queue `similarity.report`; the newest row of a scope is the current one. `sources` holds, by student id, the code
 * each named student had when it was compared (the regions' line numbers refer to it).
 */
export const similarityReports = pgTable(
  'similarity_reports',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id'),
    caseId: integer('case_id').references(() => cases.id),
    classId: integer('class_id').references(() => classes.id),
    examId: integer('exam_id').references(() => exams.id),
    item: varchar('item', { length: 64 }),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 16 }).$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    error: text('error'),
    submissions: integer('submissions').notNull().default(0),
    outputsCompared: boolean('outputs_compared').notNull().default(false),
    durationMs: integer('duration_ms'),
    students: jsonb('students').$type<SimilarityStudent[]>().notNull().default([]),
    pairs: jsonb('pairs').$type<SimilarityPair[]>().notNull().default([]),
    outputGroups: jsonb('output_groups').$type<SimilarityOutputGroup[]>().notNull().default([]),
    sources: jsonb('sources').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('similarity_reports_case_idx').on(t.caseId, t.classId, t.id), index('similarity_reports_exam_idx').on(t.examId, t.item, t.id)],
);

export type SimilarityReportRow = typeof similarityReports.$inferSelect;
