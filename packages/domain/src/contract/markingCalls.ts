// The marking queue (issue 34), zod-free: one call listing everything waiting for the caller's marking in their
// college (marking.ts has the schemas). The landing page's 待批阅 count is computed by the same server function.
import { COLLEGE_STAFF_ROLES, type CallTable } from './call.js';

/**
 * `myMarkingWork` answers the caller's rows, never another college's:
 * - edu_teacher: answers to mark of the exams they created or their classes sit, and case work (an evaluation or a
 *   report) of the students of the classes they head whose rubric is not fully marked;
 * - edu_admin: the same over their whole college (case rows read-only: the class's teacher marks them).
 * Blockchain labs have no teacher review (their score is the lab's own), so they never wait here.
 */
export const MARKING_CALLS = {
  myMarkingWork: { method: 'GET', path: '/api/admin/marking', roles: COLLEGE_STAFF_ROLES, summary: "Everything waiting for the caller's marking: exam answers and case rubrics, per class" },
} as const satisfies CallTable;

export type MarkingCallName = keyof typeof MARKING_CALLS;
