import { z } from 'zod';
import { schemasFor } from './callSchemas.js';
import { IdParams, Timestamp, IdParam, RowId } from './common.js';
import { AdvanceMode, CompetitionSessionParams } from './competition.js';
import { COMPETITION_GRADE_CALLS } from './competitionGradeCalls.js';

// The paper and grade tabs and quiz sessions (issue 10): results per session (one per entry, i.e. team),
// adjustments with a reason, publishing, advancement, export and certificates.

/** A paper the organizer's bank holds, and the quiz sessions that use it. */
export const CompetitionPaper = z.object({
  paper_id: z.number().int(),
  title: z.string(),
  total_score: z.number(),
  question_count: z.number().int(),
  session_ids: z.array(z.number().int()),
});
export type CompetitionPaper = z.infer<typeof CompetitionPaper>;

export const SessionPaperUpdate = z.object({ paper_id: RowId, duration_minutes: z.number().int().min(1).max(600) }).strict();
export type SessionPaperUpdate = z.infer<typeof SessionPaperUpdate>;

export const QuizEntry = z.object({ session_id: z.number().int(), exam_id: z.number().int() });
export type QuizEntry = z.infer<typeof QuizEntry>;

/** One entry's result in a session. `final_score` is the adjusted score when there is one, else the score. */
export const CompetitionResult = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  team_id: z.number().int(),
  team_name: z.string(),
  members: z.array(z.string()),
  edu_title: z.string().nullable(),
  group_id: z.number().int().nullable(),
  score: z.number().nullable(),
  adjusted_score: z.number().nullable(),
  adjust_reason: z.string().nullable(),
  final_score: z.number().nullable(),
  /** Server time at which the entry reached its score (ties: the earlier ranks first). */
  reached_at: Timestamp.nullable(),
  rank: z.number().int().positive().nullable(),
  /** Place awarded (e.g. 一等奖), when the organizer set one. */
  award: z.string().nullable(),
  advanced: z.boolean(),
  published: z.boolean(),
});
export type CompetitionResult = z.infer<typeof CompetitionResult>;

export const ResultListQuery = z.object({ group_id: IdParam.optional() });
export type ResultListQuery = z.input<typeof ResultListQuery>;

export const ResultAdjust = z
  .object({
    adjusted_score: z.number().nullable(),
    reason: z.string().trim().min(1).max(200),
    award: z.string().trim().max(32).nullable().optional(),
  })
  .strict();
export type ResultAdjust = z.infer<typeof ResultAdjust>;

export const ResultParams = z.object({ id: IdParam, resultId: IdParam });

export const ReviewListQuery = z.object({ top: z.coerce.number().int().min(1).max(100).default(10) });

export const AdvanceRequest = z
  .object({
    mode: AdvanceMode,
    /** top_n: N per group; top_percent: percent per group. */
    value: z.number().min(0).max(100_000).nullable().default(null),
    /** manual: the teams that advance. */
    team_ids: z.array(RowId).max(5000).default([]),
    /** The session of the next stage they advance into. */
    next_session_id: RowId,
  })
  .strict();
export type AdvanceRequest = z.input<typeof AdvanceRequest>;

export const AdvanceResult = z.object({ advanced: z.number().int(), by_group: z.array(z.object({ group_id: z.number().int().nullable(), advanced: z.number().int() })) });
export type AdvanceResult = z.infer<typeof AdvanceResult>;

export const OverallResult = z.object({
  team_id: z.number().int(),
  team_name: z.string(),
  group_id: z.number().int().nullable(),
  edu_title: z.string().nullable(),
  /** The result of each session, by session id. */
  sessions: z.record(z.string(), z.number().nullable()),
  total: z.number().nullable(),
  rank: z.number().int().positive().nullable(),
});
export type OverallResult = z.infer<typeof OverallResult>;

/** The schemas of every call of COMPETITION_GRADE_CALLS (binary answers have none). */
export const COMPETITION_GRADE_SCHEMAS = schemasFor(COMPETITION_GRADE_CALLS)({
  listCompetitionPapers: { params: IdParams, response: z.array(CompetitionPaper) },
  setSessionPaper: { params: CompetitionSessionParams, body: SessionPaperUpdate, response: QuizEntry },
  enterQuizSession: { params: IdParams, response: QuizEntry },
  listSessionResults: { params: CompetitionSessionParams, query: ResultListQuery, response: z.array(CompetitionResult) },
  computeSessionResults: { params: CompetitionSessionParams, response: z.array(CompetitionResult) },
  adjustCompetitionResult: { params: ResultParams, body: ResultAdjust, response: CompetitionResult },
  sessionReviewList: { params: CompetitionSessionParams, query: ReviewListQuery, response: z.array(CompetitionResult) },
  publishSessionResults: { params: CompetitionSessionParams, response: z.array(CompetitionResult) },
  advanceSession: { params: CompetitionSessionParams, body: AdvanceRequest, response: AdvanceResult },
  exportSessionResults: { params: CompetitionSessionParams, query: ResultListQuery },
  competitionOverallResults: { params: IdParams, query: ResultListQuery, response: z.array(OverallResult) },
  competitionCertificate: { params: IdParams },
  myCompetitionResults: { params: IdParams, response: z.array(CompetitionResult) },
});
