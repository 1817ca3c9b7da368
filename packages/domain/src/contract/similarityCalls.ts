// The similarity check's calls (issue 16), zod-free: a report across a class's case notebooks, or across the answers
// to one programming item of an exam, built by a background job and read by the class's staff.
import { STAFF_ROLES, type CallTable } from './call.js';

/**
 * Staff only. A case's report: the teacher who heads the class; an exam's: the exam's college staff (as its marking),
 * and sys_admin for a platform competition's quiz. The server checks which; students are refused by role.
 */
export const SIMILARITY_CALLS = {
  startSimilarityReport: {
    method: 'POST',
    path: '/api/similarity/report',
    roles: STAFF_ROLES,
    summary: 'Start a similarity report for (case, class) or (exam, programming item); answers the report (queued, or the one already running)',
  },
  latestSimilarityReport: {
    method: 'GET',
    path: '/api/similarity/report',
    roles: STAFF_ROLES,
    summary: 'The latest similarity report of (case, class) or (exam, programming item), and how many submissions there are now',
  },
  similarityPair: {
    method: 'GET',
    path: '/api/similarity/report/:id/pair',
    roles: STAFF_ROLES,
    summary: 'One pair of a report: both sources as they were compared, with the matching regions',
  },
} as const satisfies CallTable;

export type SimilarityCallName = keyof typeof SIMILARITY_CALLS;
