// The course gradebook's calls (issue 34), zod-free: one gradebook per course over the classes it is taught to
// (exams, case work, ledger labs and manual columns in weighted categories), a class's view over its courses, the
// teacher's overrides (audited), the 教务 export and a manual column's import, and the student's own view.
import { COLLEGE_STAFF_ROLES, type CallTable } from './call.js';
import { fillPath } from './fillPath.js';

/** College staff: the course's teachers and the college's admins (the server checks which course and class). */
const STAFF = COLLEGE_STAFF_ROLES;
const TEACHERS = ['edu_teacher'] as const;
const STUDENTS = ['edu_student'] as const;

export const GRADEBOOK_CALLS = {
  gradebookCourses: { method: 'GET', path: '/api/gradebook/course', roles: STAFF, summary: "Courses whose gradebook the caller may open, with the classes each is taught to" },
  courseGradebook: {
    method: 'GET',
    path: '/api/gradebook/course/:id',
    roles: STAFF,
    summary: "A course's gradebook (query class_id narrows it to one class): items, categories, letters, each student's scores, category percents and total",
  },
  classGradebook: { method: 'GET', path: '/api/gradebook/class/:id', roles: STAFF, summary: "A class's gradebook over its courses: each student's total and letter per course" },
  saveGradebookSetup: {
    method: 'PUT',
    path: '/api/gradebook/course/:id/setup',
    roles: TEACHERS,
    summary: "A course's categories (name, weight, weighted or natural), each item's category, weight, exclusion, deadline and counts-as-zero, and the letter scale; all or nothing",
  },
  createManualColumn: { method: 'POST', path: '/api/gradebook/course/:id/manual', roles: TEACHERS, summary: 'Add a manual column (title, full marks)' },
  deleteManualColumn: { method: 'DELETE', path: '/api/gradebook/course/:id/manual/:columnId', roles: TEACHERS, summary: 'Delete a manual column and its scores' },
  setManualScore: { method: 'PUT', path: '/api/gradebook/course/:id/manual/:columnId/score', roles: TEACHERS, summary: "Enter or clear a student's score in a manual column" },
  /** Body: the .xlsx file's bytes (学号, score). All or nothing: one bad row and nothing is written. */
  importManualColumn: {
    method: 'POST',
    path: '/api/gradebook/course/:id/manual/:columnId/import',
    roles: TEACHERS,
    summary: "Import a manual column from .xlsx (学号, score): every bad row is named by its row number and nothing is written",
  },
  overrideGrade: {
    method: 'PUT',
    path: '/api/gradebook/course/:id/override',
    roles: TEACHERS,
    summary: "Override (or clear the override of) a student's item score or total, with a required reason; audited",
  },
  gradebookAudit: { method: 'GET', path: '/api/gradebook/course/:id/audit', roles: STAFF, summary: "The course gradebook's audit trail: who changed what, when, old and new value, and why" },
  exportCourseGradebook: {
    method: 'GET',
    path: '/api/gradebook/course/:id/export',
    roles: STAFF,
    summary: 'The gradebook for a 教务 system as .xlsx: 学号, 姓名, one column per category, 总评, 等级',
    binary: true,
  },
  gradebookCompetitionSessions: {
    method: 'GET',
    path: '/api/gradebook/course/:id/competition',
    roles: STAFF,
    summary: "Competition sessions in which the course's students have a team entry (quiz or modelling), to add as items",
  },
  addCompetitionItem: {
    method: 'POST',
    path: '/api/gradebook/course/:id/competition',
    roles: TEACHERS,
    summary: "Add a competition session's published results as an item (the team's adjusted or computed score, out of the full marks given)",
  },
  removeCompetitionItem: { method: 'DELETE', path: '/api/gradebook/course/:id/competition/:competitionItemId', roles: TEACHERS, summary: 'Remove a competition item from the gradebook' },
  myGradebook: { method: 'GET', path: '/api/gradebook/mine', roles: STUDENTS, summary: "The student's own gradebook of each of their courses whose teacher has set one up: categories, items, what is still missing, the total so far" },
} as const satisfies CallTable;

export type GradebookCallName = keyof typeof GRADEBOOK_CALLS;

/** Fill a gradebook path's params, e.g. `gradebookPath('courseGradebook', { id: 3 })`. */
export function gradebookPath(name: GradebookCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, GRADEBOOK_CALLS[name].path, params);
}
