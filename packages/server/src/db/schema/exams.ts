// Tables of the exams area: exams (with their frozen paper), candidates, attempts, answers, integrity events, gradebook weights.
import type { LeafVerdicts, PaperSection, QuestionResponse } from '@finedu/domain';
import { boolean, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { GeneratedFile } from './cases.js';
import { classes } from './classes.js';
import { colleges } from './colleges.js';
import { users } from './users.js';

/** One hidden test's outcome of a programming answer (never the test code). */
export interface TestOutcome {
  name: string;
  passed: boolean;
  points: number;
  message: string;
}

/** Auto-grading detail of a leaf question (or of a case sub-question). */
export interface LeafGrade {
  awarded: number | null;
  correct: boolean | null;
  /** Programming: each hidden test's outcome. */
  tests?: TestOutcome[];
  /** Why `awarded` is null (awaiting a teacher, no notebook backend …). */
  reason?: string;
  /** A teacher's mark (manual items), kept across regrades. */
  mark?: { score: number; comment: string; by: number; at: string };
  /**
   * What grading decided for each part (issue 31): each blank, a numeric answer's credit and matched answer, each
   * picked option. Missing on rows graded before they were stored (the review then works them out as before).
   */
  verdicts?: LeafVerdicts;
}

/** What grading recorded for one answer: the leaf grade, or one grade per case sub-question. */
export interface AnswerDetail extends LeafGrade {
  subs?: Record<string, LeafGrade>;
}

/**
 * Exams: a frozen copy of a paper, scheduled for classes and/or single students of one college. A competition's quiz
 * session owns an exam too (competition_sessions.exam_id): of the competition's college, or of none (`edu_id` NULL)
 * for a platform competition; its candidates are the competition's (modules/competitionSessions/candidates.ts).
 */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    eduId: integer('edu_id').references(() => colleges.id),
    title: varchar('title', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    /** The source paper (it may later change or disappear: the exam keeps its snapshot). */
    paperId: integer('paper_id').notNull(),
    paperTitle: varchar('paper_title', { length: 100 }).notNull(),
    /** The frozen paper: sections with each question's full content (keys included) and score. */
    snapshot: jsonb('snapshot').$type<PaperSection[]>().notNull(),
    totalScore: doublePrecision('total_score').notNull(),
    questionCount: integer('question_count').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    attempts: integer('attempts').notNull().default(1),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    showResults: varchar('show_results', { length: 16 }).notNull().default('after_close'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exams_edu_idx').on(t.eduId)],
);

/** Classes sitting an exam. */
export const examClasses = pgTable(
  'exam_classes',
  {
    examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
    classId: integer('class_id').notNull().references(() => classes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.examId, t.classId] }), index('exam_classes_class_idx').on(t.classId)],
);

/** Single students sitting an exam beside its classes. */
export const examCandidates = pgTable(
  'exam_candidates',
  {
    examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.examId, t.userId] }), index('exam_candidates_user_idx').on(t.userId)],
);

/** Extra time granted to one candidate (minutes added to the duration and to the end of the window). */
export const examExtraTime = pgTable(
  'exam_extra_time',
  {
    examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    minutes: integer('minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.userId] })],
);

/** One sitting of an exam by one student; at most one per (exam, user, attempt number). */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    attemptNo: integer('attempt_no').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Sum of the awarded points so far (null before submission). */
    score: doublePrecision('score'),
    /** Items awaiting a teacher's mark. */
    unmarked: integer('unmarked').notNull().default(0),
    /** Items the machine could not grade yet (programming without a notebook backend, or still running). */
    ungraded: integer('ungraded').notNull().default(0),
    /** Question ids in the student's order. */
    questionOrder: jsonb('question_order').$type<number[]>().notNull(),
    /** Option keys in display order, by question id (or `<question id>:<sub key>`). */
    optionOrder: jsonb('option_order').$type<Record<string, string[]>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exam_attempts_exam_user_no_unique').on(t.examId, t.userId, t.attemptNo),
    index('exam_attempts_user_idx').on(t.userId),
    index('exam_attempts_status_deadline_idx').on(t.status, t.deadline),
  ],
);

/**
 * A jsonb column whose value comes back exactly as stored. Both drivers (pg and PGlite) already parse jsonb, and
 * drizzle's own `jsonb` parses a string value a second time, so a typed answer "10.005" or "42" came back as a number.
 */
const storedJson = customType<{ data: QuestionResponse; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value as QuestionResponse,
});

/** A student's answer to one question of an attempt; the highest client revision wins. */
export const examAnswers = pgTable(
  'exam_answers',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id').notNull().references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    response: storedJson('response'),
    revision: integer('revision').notNull().default(0),
    flagged: boolean('flagged').notNull().default(false),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    awarded: doublePrecision('awarded'),
    comment: text('comment').notNull().default(''),
    detail: jsonb('detail').$type<AnswerDetail>().notNull().default({ awarded: null, correct: null }),
  },
  (t) => [uniqueIndex('exam_answers_attempt_question_unique').on(t.attemptId, t.questionId), index('exam_answers_saved_at_idx').on(t.savedAt)],
);

/** Integrity events reported by the exam page (focus lost, tab hidden, paste …). */
export const examEvents = pgTable(
  'exam_events',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
    attemptId: integer('attempt_id').notNull().references(() => examAttempts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    type: varchar('type', { length: 32 }).notNull(),
    /** When the browser saw it. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_events_exam_idx').on(t.examId, t.userId), index('exam_events_attempt_idx').on(t.attemptId)],
);

/** Gradebook weight of an exam in a class. */
export const gradebookWeights = pgTable(
  'gradebook_weights',
  {
    classId: integer('class_id').notNull().references(() => classes.id, { onDelete: 'cascade' }),
    examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
    weight: doublePrecision('weight').notNull(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.examId] })],
);

/**
 * A student's own data of a notebook question with a generator (issue 16): their seed, the parameters and files the
 * question's generator gave for it, and which generator made them. Kept so a reload and the grading see the same data.
 */
export const examStudentData = pgTable(
  'exam_student_data',
  {
    examId: integer('exam_id').notNull().references(() => exams.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    seed: integer('seed').notNull(),
    generatorHash: varchar('generator_hash', { length: 64 }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    files: jsonb('files').$type<GeneratedFile[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.questionId, t.userId] })],
);

export type ExamRow = typeof exams.$inferSelect;
export type ExamAttemptRow = typeof examAttempts.$inferSelect;
export type ExamAnswerRow = typeof examAnswers.$inferSelect;
export type ExamEventRow = typeof examEvents.$inferSelect;
export type ExamStudentDataRow = typeof examStudentData.$inferSelect;
