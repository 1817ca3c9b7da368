// The paper and grade tabs of competitions and quiz sessions (issue 10), zod-free: the papers quiz sessions use,
// results per session and overall, adjustments with a reason, the 复核 list, publishing, advancement, the Excel
// export and certificates. Served by the grade module; this table joins ALL_CALLS / CALL_TABLES when that module
// serves it.
import { STAFF_ROLES, type CallTable } from './call.js';
import { COMPETITION_PARTICIPANT_ROLES } from './competitionCalls.js';
import { fillPath } from './fillPath.js';

const STAFF = STAFF_ROLES;
const PARTICIPANTS = COMPETITION_PARTICIPANT_ROLES;

export const COMPETITION_GRADE_CALLS = {
  // paper
  listCompetitionPapers: {
    method: 'GET',
    path: '/api/admin/competition/:id/paper',
    roles: STAFF,
    summary: "Papers the competition's quiz sessions may use (the organizer's bank), and which session uses which",
  },
  setSessionPaper: {
    method: 'PUT',
    path: '/api/admin/competition/:id/session/:sessionId/paper',
    roles: STAFF,
    summary: 'Set the paper of a quiz session: an exam of the exam engine is made from it for the accepted participants',
  },
  enterQuizSession: {
    method: 'POST',
    path: '/api/competition/session/:id/quiz',
    roles: PARTICIPANTS,
    summary: 'Enter a running quiz session: the exam to sit through the exam engine',
  },
  // grade
  listSessionResults: {
    method: 'GET',
    path: '/api/admin/competition/:id/session/:sessionId/result',
    roles: STAFF,
    summary: 'Results of a session per group (college staff: their own students’ entries in platform competitions)',
  },
  computeSessionResults: {
    method: 'POST',
    path: '/api/admin/competition/:id/session/:sessionId/result/compute',
    roles: STAFF,
    summary: 'Compute the results of an ended session (private scores decide; quiz: exam marks)',
  },
  adjustCompetitionResult: {
    method: 'PUT',
    path: '/api/admin/competition/:id/result/:resultId',
    roles: STAFF,
    summary: 'Adjust a result with a required reason; audited',
  },
  sessionReviewList: {
    method: 'GET',
    path: '/api/admin/competition/:id/session/:sessionId/review',
    roles: STAFF,
    summary: 'The 复核 list: the top entries of each group to check before publishing',
  },
  publishSessionResults: {
    method: 'POST',
    path: '/api/admin/competition/:id/session/:sessionId/publish',
    roles: STAFF,
    summary: 'Publish the results of a session (lifts the freeze); audited',
  },
  advanceSession: {
    method: 'POST',
    path: '/api/admin/competition/:id/session/:sessionId/advance',
    roles: STAFF,
    summary: 'Advance entries into the next stage: top N, top percent or a manual list, per group; audited',
  },
  exportSessionResults: {
    method: 'GET',
    path: '/api/admin/competition/:id/session/:sessionId/result/export',
    roles: STAFF,
    summary: 'Results of a session as .xlsx',
    binary: true,
  },
  competitionOverallResults: {
    method: 'GET',
    path: '/api/admin/competition/:id/result',
    roles: STAFF,
    summary: 'Overall results across the sessions, per group',
  },
  competitionCertificate: {
    method: 'GET',
    path: '/api/competition/result/:id/certificate',
    roles: [...STAFF, ...PARTICIPANTS],
    summary: 'The printable certificate (PDF) of an awarded place (own entry, or an organizer)',
    binary: true,
  },
  myCompetitionResults: {
    method: 'GET',
    path: '/api/competition/:id/result/mine',
    roles: PARTICIPANTS,
    summary: "The own team's published results in a competition",
  },
} as const satisfies CallTable;

export type CompetitionGradeCallName = keyof typeof COMPETITION_GRADE_CALLS;

/** Fill a grade path's params, e.g. `competitionGradePath('listSessionResults', { id: 3, sessionId: 5 })`. */
export function competitionGradePath(name: CompetitionGradeCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, COMPETITION_GRADE_CALLS[name].path, params);
}
