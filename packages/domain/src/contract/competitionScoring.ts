import { z } from 'zod';
import { schemasFor } from './callSchemas.js';
import { IdParams, PageQuery, paged, Timestamp, IdParam, RowId } from './common.js';
import { Board, BoardHistory } from './competitionBoard.js';
import { COMPETITION_SCORING_CALLS } from './competitionScoringCalls.js';

// Submissions, final selections and boards of data-modelling sessions (issue 10). A submission belongs to a team
// (the entry); `created_at` is the server's time of acceptance, the time the ranking rules use.

export const SUBMISSION_STATUSES = ['queued', 'scoring', 'scored', 'failed', 'invalid'] as const;
export const SubmissionStatus = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

/** A submission as its own team sees it: never the private score before the results are published. */
export const Submission = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  team_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  filename: z.string(),
  status: SubmissionStatus,
  /** Why it failed or was refused: a row-numbered message for a bad file. */
  error: z.string().nullable(),
  public_score: z.number().nullable(),
  /** Only once the results are published (and to organizers). */
  private_score: z.number().nullable(),
  /** Chosen as a final submission. */
  selected: z.boolean(),
  created_at: Timestamp,
  scored_at: Timestamp.nullable(),
});
export type Submission = z.infer<typeof Submission>;

/** The team's limits: today's is counted per Asia/Shanghai day; a refused (invalid) file never counts. */
export const SubmissionLimits = z.object({
  /** null: no daily limit (only the total applies). */
  daily_limit: z.number().int().nullable(),
  used_today: z.number().int(),
  /** What the daily and total limits leave today; null when neither applies. */
  left_today: z.number().int().nullable(),
  total_limit: z.number().int().nullable(),
  used_total: z.number().int(),
  finals_limit: z.number().int(),
  /** When today's count starts again (midnight Asia/Shanghai). */
  resets_at: Timestamp,
  /** The server's clock when answering: countdowns to `resets_at` run from it, never from the browser's clock. */
  server_now: Timestamp,
});
export type SubmissionLimits = z.infer<typeof SubmissionLimits>;

export const MySubmissions = z.object({ team_id: z.number().int().nullable(), submissions: z.array(Submission), limits: SubmissionLimits });
export type MySubmissions = z.infer<typeof MySubmissions>;

/** `POST …/submission`: the predictions CSV the Uploader stored (its answer's url), and its name. */
export const SubmissionCreate = z.object({ file: z.string().trim().min(1).max(1000), filename: z.string().trim().min(1).max(255) }).strict();
export type SubmissionCreate = z.infer<typeof SubmissionCreate>;

export const FinalsChoice = z.object({ submission_ids: z.array(RowId).max(10) }).strict();
export type FinalsChoice = z.infer<typeof FinalsChoice>;

export const SessionFileParams = z.object({ id: IdParam, which: z.enum(['train', 'test']) });

export const BoardQuery = z.object({
  group_id: IdParam.optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type BoardQuery = z.input<typeof BoardQuery>;

export const BoardHistoryQuery = z.object({ group_id: IdParam.optional() });
export type BoardHistoryQuery = z.input<typeof BoardHistoryQuery>;

export const BoardExportQuery = z.object({ group_id: IdParam.optional() });

/** An organizer's view of one submission (college staff: their own students' teams only). */
export const SessionSubmission = Submission.extend({ team_name: z.string(), group_id: z.number().int().nullable() });
export type SessionSubmission = z.infer<typeof SessionSubmission>;

export const SessionSubmissionQuery = PageQuery.extend({
  group_id: IdParam.optional(),
  team_id: IdParam.optional(),
  status: SubmissionStatus.optional(),
});
export type SessionSubmissionQuery = z.input<typeof SessionSubmissionQuery>;

/** `POST …/board/ticket`: the ticket itself travels only as an HttpOnly cookie. */
export const BoardTicket = z.object({ expires_at: Timestamp });
export type BoardTicket = z.infer<typeof BoardTicket>;

/** The schemas of every call of COMPETITION_SCORING_CALLS (binary answers have none). */
export const COMPETITION_SCORING_SCHEMAS = schemasFor(COMPETITION_SCORING_CALLS)({
  downloadSessionFile: { params: SessionFileParams },
  submitPredictions: { params: IdParams, body: SubmissionCreate, response: Submission },
  mySubmissions: { params: IdParams, response: MySubmissions },
  chooseFinals: { params: IdParams, body: FinalsChoice, response: MySubmissions },
  sessionBoard: { params: IdParams, query: BoardQuery, response: Board },
  sessionBoardHistory: { params: IdParams, query: BoardHistoryQuery, response: BoardHistory },
  sessionBoardTicket: { params: IdParams, response: BoardTicket },
  sessionBoardStream: { params: IdParams },
  listSessionSubmissions: { params: IdParams, query: SessionSubmissionQuery, response: paged(SessionSubmission) },
  exportSessionBoard: { params: IdParams, query: BoardExportQuery },
  publicSessionBoard: { params: IdParams, query: BoardQuery, response: Board },
  publicSessionBoardStream: { params: IdParams },
});
