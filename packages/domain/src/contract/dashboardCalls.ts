// The landing pages' attention panel (issue 18), zod-free: one call answering by the caller's role what needs their
// attention (dashboard.ts has the schemas). Read-only; every figure stays inside the caller's college.
import type { CallTable } from './call.js';

/** Everyone with a landing page inside an area: students, teachers, college admins and the system admin. */
const DASHBOARD_USERS = ['sys_admin', 'edu_admin', 'edu_teacher', 'edu_student'] as const;

/**
 * `myDashboard` answers one of four shapes (`kind`), chosen by the caller's role, never by a parameter:
 * - `teacher` (edu_teacher): answers waiting to be marked per exam, exams running now with their counts, students
 *   falling behind in the teacher's classes (far below the class's study progress, or missed a closed exam) and the
 *   latest blockchain lab results of those students. Exams are the teacher's: created by them or sat by their classes.
 * - `student` (edu_student): the next exam still to sit, the next unread section of their courses and the latest
 *   released results (exam scores the exam releases, lab scores).
 * - `college_admin` (edu_admin): the college's counts (users by role, classes, courses, exams running, active today).
 * - `system_admin` (sys_admin): the platform's counts (colleges, users, courses, cases, block cases, exams running,
 *   kernels running — `null` where this server runs no notebook service).
 */
export const DASHBOARD_CALLS = {
  myDashboard: { method: 'GET', path: '/api/admin/dashboard', roles: DASHBOARD_USERS, summary: "What needs the caller's attention on their landing page, by role" },
} as const satisfies CallTable;

export type DashboardCallName = keyof typeof DASHBOARD_CALLS;
