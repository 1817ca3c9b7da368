// Tables of the questions area: question banks (platform and college), categories and papers (issue 4 §1, §2).
import type { QuestionContent, QuestionType } from '@finedu/domain';
import { doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { colleges } from './colleges.js';
import { users } from './users.js';

/** Categories of a bank: `edu_id` null is the platform bank. */
export const questionCategories = pgTable(
  'question_categories',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id').references(() => colleges.id),
    name: varchar('name', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('question_categories_edu_idx').on(t.eduId)],
);

/**
 * Questions of a bank (`edu_id` null: the platform bank). `content` holds the type-specific part with its answer key.
 * Soft-deleted (`deleted_at`): exams keep their own frozen snapshot, so a deleted question never breaks one.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id').references(() => colleges.id),
    categoryId: integer('category_id').references(() => questionCategories.id),
    type: varchar('type', { length: 16 }).$type<QuestionType>().notNull(),
    stem: text('stem').notNull(),
    analysis: text('analysis').notNull().default(''),
    difficulty: integer('difficulty').notNull().default(3),
    knowledgePoints: jsonb('knowledge_points').$type<string[]>().notNull().default([]),
    /** Points may be fractional (issue 32): double precision keeps 0.1 or 2.5 exact as JS numbers (real did not). */
    score: doublePrecision('score').notNull().default(5),
    content: jsonb('content').$type<QuestionContent>().notNull(),
    /** Stable name of a seeded demo question (the seed finds it again by this). */
    slug: varchar('slug', { length: 64 }),
    authorId: integer('author_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('questions_edu_idx').on(t.eduId),
    index('questions_category_idx').on(t.categoryId),
    uniqueIndex('questions_slug_unique').on(t.slug),
  ],
);

/** One question on a paper, with its score on that paper. */
export interface PaperQuestionRefRow {
  question_id: number;
  score: number;
}
/** One section of a paper (stored in order as jsonb). */
export interface PaperSectionRow {
  title: string;
  description: string;
  questions: PaperQuestionRefRow[];
}

/** Papers of a bank (`edu_id` null: platform papers). Soft-deleted. */
export const papers = pgTable(
  'papers',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id').references(() => colleges.id),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    sections: jsonb('sections').$type<PaperSectionRow[]>().notNull().default([]),
    /** Stable name of a seeded demo paper. */
    slug: varchar('slug', { length: 64 }),
    authorId: integer('author_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('papers_edu_idx').on(t.eduId), uniqueIndex('papers_slug_unique').on(t.slug)],
);

/** Which question is on which paper (kept in step with `papers.sections`, for "used by" checks). */
export const paperQuestions = pgTable(
  'paper_questions',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
  },
  (t) => [uniqueIndex('paper_questions_unique').on(t.paperId, t.questionId), index('paper_questions_question_idx').on(t.questionId)],
);

export type QuestionCategoryRow = typeof questionCategories.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type PaperRow = typeof papers.$inferSelect;
