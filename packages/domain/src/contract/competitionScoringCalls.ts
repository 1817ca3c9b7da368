// The scoring calls of competitions (issue 10), zod-free: prediction submissions of data-modelling sessions, final
// selections, the board (page, history, live stream, CSV export) and the session files. Served by the scoring module;
// this table joins ALL_CALLS / CALL_TABLES when that module serves it.
import { STAFF_ROLES, type CallTable } from './call.js';
import { COMPETITION_PARTICIPANT_ROLES } from './competitionCalls.js';
import { fillPath } from './fillPath.js';

const STAFF = STAFF_ROLES;
const PARTICIPANTS = COMPETITION_PARTICIPANT_ROLES;
/** Everyone who may look at a session's board while signed in (each sees what the server lets them). */
const BOARD_READERS = [...STAFF_ROLES, ...COMPETITION_PARTICIPANT_ROLES] as const;

/**
 * - Participants submit for their own team only; a team never sees another team's files or private scores.
 * - The board is the public board for participants (the snapshot while frozen, their own row pinned with their own
 *   newest result), the live board with a "frozen" marker for organizers.
 * - `sessionBoardStream` and `publicSessionBoardStream` answer server-sent events (`event: board`, BoardEvent).
 *   EventSource cannot send headers, so the signed-in stream is opened with a stream ticket: `sessionBoardTicket`
 *   (a normal signed-in call) sets it as an HttpOnly cookie scoped to the stream's path for a few minutes; the
 *   stream route is therefore `public` to the token check and checks the ticket itself (never a token in a URL).
 */
export const COMPETITION_SCORING_CALLS = {
  downloadSessionFile: {
    method: 'GET',
    path: '/api/competition/session/:id/file/:which',
    roles: BOARD_READERS,
    summary: 'Download the training data or the test set without labels (`which`: train | test)',
    binary: true,
  },
  submitPredictions: {
    method: 'POST',
    path: '/api/competition/session/:id/submission',
    roles: PARTICIPANTS,
    summary: 'Submit a predictions CSV (an uploaded file) for the own team; validated, then scored once by a durable job',
  },
  mySubmissions: {
    method: 'GET',
    path: '/api/competition/session/:id/submission',
    roles: PARTICIPANTS,
    summary: "The own team's submissions with status, public score and the limits left today",
  },
  chooseFinals: {
    method: 'PUT',
    path: '/api/competition/session/:id/finals',
    roles: PARTICIPANTS,
    summary: "Choose the team's final submissions (at most finals_limit; none chosen = best by public score)",
  },
  sessionBoard: { method: 'GET', path: '/api/competition/session/:id/board', roles: BOARD_READERS, summary: "A page of a session's board, per group" },
  sessionBoardHistory: {
    method: 'GET',
    path: '/api/competition/session/:id/board/history',
    roles: BOARD_READERS,
    summary: 'Score over time of the top 10 of a group',
  },
  sessionBoardTicket: {
    method: 'POST',
    path: '/api/competition/session/:id/board/ticket',
    roles: BOARD_READERS,
    summary: 'A short-lived ticket (HttpOnly cookie) that opens the board stream of a session',
  },
  sessionBoardStream: {
    method: 'GET',
    path: '/api/competition/session/:id/board/stream',
    roles: 'public',
    summary: 'Live board events (server-sent events): the board changed and is now at a version',
    binary: true,
  },
  listSessionSubmissions: {
    method: 'GET',
    path: '/api/admin/competition/session/:id/submission',
    roles: STAFF,
    summary: 'Organizers: every submission of a session (college staff: their own students’ teams only)',
  },
  exportSessionBoard: {
    method: 'GET',
    path: '/api/admin/competition/session/:id/board/export',
    roles: STAFF,
    summary: 'Organizers: the live board of a group as CSV',
    binary: true,
  },
  publicSessionBoard: {
    method: 'GET',
    path: '/api/public/competition/session/:id/board',
    roles: 'public',
    summary: 'The public board of a public competition: the frozen snapshot or the published result',
  },
  publicSessionBoardStream: {
    method: 'GET',
    path: '/api/public/competition/session/:id/board/stream',
    roles: 'public',
    summary: 'Live events of the public board (server-sent events)',
    binary: true,
  },
} as const satisfies CallTable;

export type CompetitionScoringCallName = keyof typeof COMPETITION_SCORING_CALLS;

/** Fill a scoring path's params, e.g. `competitionScoringPath('sessionBoard', { id: 3 })`. */
export function competitionScoringPath(name: CompetitionScoringCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, COMPETITION_SCORING_CALLS[name].path, params);
}
