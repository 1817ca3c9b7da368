// The question-bank, paper, exam and grade calls without zod (issue 4): clients load these on every page.
// Two tables, one per server module (questions and papers; exams, attempts and grades); `EXAM_PATHS` is their union.
import { COLLEGE_STAFF_ROLES, STAFF_ROLES, type CallTable } from './call.js';
import { fillPath } from './fillPath.js';

/**
 * Staff read exams; college staff (who schedule and mark them) write; students sit them. A competition's quiz session
 * is an exam too (issue 10): competition accounts sit it, and sys_admin marks a platform competition's quiz (the
 * server allows it no other exam to mark).
 */
const READERS = STAFF_ROLES;
const WRITERS = COLLEGE_STAFF_ROLES;
const MARKERS = STAFF_ROLES;
const STUDENTS = ['edu_student'] as const;
const SITTERS = ['edu_student', 'competitor'] as const;

/**
 * Question banks and papers: the platform bank's owner (sys_admin) and college staff; students and sys_teacher are refused.
 * `bank=platform` is the sys_admin's bank (read-only for colleges), `bank=college` the caller's college bank.
 */
export const QUESTION_CALLS = {
  listQuestions: { method: 'GET', path: '/api/exam/question', roles: STAFF_ROLES, summary: 'List a bank (keyword, type, difficulty, knowledge point, category, paging)' },
  getQuestion: { method: 'GET', path: '/api/exam/question/:id', roles: STAFF_ROLES, summary: 'One question with its key' },
  createQuestion: { method: 'POST', path: '/api/exam/question', roles: STAFF_ROLES, summary: "Create a question in the caller's bank" },
  updateQuestion: { method: 'PUT', path: '/api/exam/question/:id', roles: STAFF_ROLES, summary: 'Edit a question' },
  deleteQuestion: { method: 'DELETE', path: '/api/exam/question/:id', roles: STAFF_ROLES, summary: 'Delete a question (refused while a paper uses it)' },
  previewCalculated: {
    method: 'POST',
    path: '/api/exam/question/calculated/preview',
    roles: STAFF_ROLES,
    summary: "A calculated question's sample variants (values, filled stem, answer), refused as a save would be",
  },
  previewNotebookSeeds: {
    method: 'POST',
    path: '/api/exam/question/notebook/preview',
    roles: STAFF_ROLES,
    summary: "Run a notebook question's (possibly unsaved) data generator for a few seeds in the sandbox (issue 16)",
  },
  copyQuestions: { method: 'POST', path: '/api/exam/question/copy', roles: STAFF_ROLES, summary: 'Copy platform questions into the college bank' },
  listKnowledgePoints: { method: 'GET', path: '/api/exam/question/knowledge-points', roles: STAFF_ROLES, summary: 'Distinct knowledge points of a bank (for the filter)' },
  listQuestionCategories: { method: 'GET', path: '/api/exam/question/category', roles: STAFF_ROLES, summary: 'Categories of a bank with their question counts' },
  createQuestionCategory: { method: 'POST', path: '/api/exam/question/category', roles: STAFF_ROLES, summary: "Create a category in the caller's bank" },
  updateQuestionCategory: { method: 'PUT', path: '/api/exam/question/category/:id', roles: STAFF_ROLES, summary: 'Rename a category' },
  deleteQuestionCategory: { method: 'DELETE', path: '/api/exam/question/category/:id', roles: STAFF_ROLES, summary: 'Delete a category (refused while it holds questions)' },
  /** Body: the file's bytes; query `format` and `category_id`. Reads and checks every item; writes nothing. */
  previewQuestionImport: {
    method: 'POST',
    path: '/api/exam/question/import/preview',
    roles: STAFF_ROLES,
    summary: "Preview an import (body: the file's bytes): every item with its type, stem and problems, totals by type; nothing is written",
  },
  /** Body: the file's bytes; query `format` and `category_id`. All or nothing: one bad item and nothing is imported. */
  importQuestions: {
    method: 'POST',
    path: '/api/exam/question/import',
    roles: STAFF_ROLES,
    summary: "Import questions (body: the file's bytes; format xlsx, moodle, gift, aiken or docx); nothing is imported when any item is bad",
  },
  questionImportTemplate: { method: 'GET', path: '/api/exam/question/import/template', roles: STAFF_ROLES, summary: 'Download the .xlsx import template', binary: true },
  exportQuestions: { method: 'GET', path: '/api/exam/question/export', roles: STAFF_ROLES, summary: 'Export the questions matching the filters (xlsx template, Moodle XML, or GIFT when GIFT carries every one)', binary: true },

  // Papers
  listPapers: { method: 'GET', path: '/api/exam/paper', roles: STAFF_ROLES, summary: 'List papers of a bank' },
  getPaper: { method: 'GET', path: '/api/exam/paper/:id', roles: STAFF_ROLES, summary: 'A paper with its questions in full' },
  createPaper: { method: 'POST', path: '/api/exam/paper', roles: STAFF_ROLES, summary: "Create a paper in the caller's bank" },
  updatePaper: { method: 'PUT', path: '/api/exam/paper/:id', roles: STAFF_ROLES, summary: 'Edit a paper' },
  deletePaper: { method: 'DELETE', path: '/api/exam/paper/:id', roles: STAFF_ROLES, summary: 'Delete a paper (refused while an exam uses it)' },
  /** Rule-based generation: answers a draft paper (not saved) and a shortfall report. */
  generatePaper: { method: 'POST', path: '/api/exam/paper/generate', roles: STAFF_ROLES, summary: 'Rule-based generation: a draft paper (not saved) and a shortfall report' },
  /** The paper as a student sees it: no answers, analyses or hidden tests. */
  previewPaper: { method: 'GET', path: '/api/exam/paper/:id/preview', roles: STAFF_ROLES, summary: 'The paper as a student sees it (no keys, analyses or hidden tests)' },
} as const satisfies CallTable;

/** Exams (staff), sitting an exam (edu_student) and grades. Binary answers (xlsx) are marked `binary: true`. */
export const EXAM_CALLS = {
  // Exams (staff; a student's list answers StudentExam rows)
  listExams: { method: 'GET', path: '/api/exam/examine', roles: [...READERS, ...STUDENTS], summary: 'Exams: staff see their college’s, a student the exams they sit' },
  getExam: { method: 'GET', path: '/api/exam/examine/:id', roles: READERS, summary: 'One exam' },
  createExam: { method: 'POST', path: '/api/exam/examine', roles: WRITERS, summary: 'Schedule an exam (freezes the paper)' },
  updateExam: { method: 'PUT', path: '/api/exam/examine/:id', roles: WRITERS, summary: 'Edit an exam (the paper only before any attempt)' },
  deleteExam: { method: 'DELETE', path: '/api/exam/examine/:id', roles: WRITERS, summary: 'Delete an exam nobody has started' },
  /** The exam's frozen paper with answers (staff). */
  getExamPaper: { method: 'GET', path: '/api/exam/examine/:id/paper', roles: READERS, summary: 'The frozen paper with keys' },
  /** Change one question's answer key in the exam's frozen paper, then regrade every attempt. */
  updateExamAnswerKey: { method: 'PUT', path: '/api/exam/examine/:id/paper/:questionId/key', roles: WRITERS, summary: 'Change a question’s key and regrade' },
  listExamCandidates: { method: 'GET', path: '/api/exam/examine/:id/candidates', roles: READERS, summary: 'Candidates with their attempt' },
  setExtraTime: { method: 'PUT', path: '/api/exam/examine/:id/candidates/:userId/extra-time', roles: WRITERS, summary: 'Extra time for one candidate' },
  listIntegrityEvents: { method: 'GET', path: '/api/exam/examine/:id/events', roles: READERS, summary: 'Integrity events' },
  markingQueue: { method: 'GET', path: '/api/exam/examine/:id/marking', roles: READERS, summary: 'Items to mark' },
  /** `:questionId` is the marking item: `"<question id>"` or `"<question id>:<sub key>"`. */
  markingQuestion: { method: 'GET', path: '/api/exam/examine/:id/marking/:questionId', roles: READERS, summary: 'Answers to one item' },
  markAnswer: { method: 'PUT', path: '/api/exam/examine/:id/marking/:questionId/:attemptId', roles: MARKERS, summary: 'Mark one answer' },
  regradeExam: { method: 'POST', path: '/api/exam/examine/:id/regrade', roles: MARKERS, summary: 'Regrade every submitted attempt' },
  publishExam: { method: 'POST', path: '/api/exam/examine/:id/publish', roles: WRITERS, summary: 'Release the results' },
  examStatistics: { method: 'GET', path: '/api/exam/examine/:id/statistics', roles: READERS, summary: 'Score distribution and item analysis' },
  exportExamScores: { method: 'GET', path: '/api/exam/examine/:id/export', roles: READERS, summary: 'Scores as .xlsx', binary: true },
  /** Staff view of one attempt with answers, scores and events. */
  getAttemptReview: { method: 'GET', path: '/api/exam/examine/:id/attempt/:attemptId', roles: READERS, summary: 'Review one attempt' },

  // Sitting an exam (edu_student; competition accounts sit their quiz sessions' exams)
  startAttempt: { method: 'POST', path: '/api/exam/examine/:id/start', roles: SITTERS, summary: 'Start or resume my attempt' },
  getAttempt: { method: 'GET', path: '/api/exam/attempt/:id', roles: SITTERS, summary: 'My attempt (no keys)' },
  saveAnswers: {
    method: 'PUT',
    path: '/api/exam/attempt/:id/answers',
    roles: SITTERS,
    summary: 'Autosave answers (highest revision wins)',
    description: 'NUL characters (U+0000), which cannot be stored, are removed from answer text; the rest of each answer is saved.',
  },
  /** The notebook question's folder in the student's home, filled with their own data (issue 16); the kernel starts there. */
  openExamNotebook: { method: 'POST', path: '/api/exam/attempt/:id/notebook/:questionId', roles: SITTERS, summary: "Prepare a notebook question's folder and data" },
  recordEvents: { method: 'POST', path: '/api/exam/attempt/:id/events', roles: SITTERS, summary: 'Record integrity events' },
  submitAttempt: { method: 'POST', path: '/api/exam/attempt/:id/submit', roles: SITTERS, summary: 'Submit my attempt' },
  getAttemptResult: { method: 'GET', path: '/api/exam/attempt/:id/result', roles: SITTERS, summary: 'My result once released' },

  // Grades
  myGrades: { method: 'GET', path: '/api/exam/grade', roles: STUDENTS, summary: 'My grades' },
  gradebook: { method: 'GET', path: '/api/exam/score', roles: READERS, summary: 'Class gradebook' },
  setGradebookWeights: { method: 'PUT', path: '/api/exam/score/weights', roles: WRITERS, summary: 'Gradebook weights' },
  exportGradebook: { method: 'GET', path: '/api/exam/score/export', roles: READERS, summary: 'Gradebook as .xlsx', binary: true },
} as const satisfies CallTable;

/** Every call of the exam engine, in the shape of `API_PATHS` (the clients' table). */
export const EXAM_PATHS = { ...QUESTION_CALLS, ...EXAM_CALLS } as const satisfies CallTable;

export type ExamCallName = keyof typeof EXAM_PATHS;

/** Fill an exam path's `:params`, e.g. `examPath('getExam', { id: 3 })` → `/api/exam/examine/3`. */
export function examPath(name: ExamCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, EXAM_PATHS[name].path, params);
}

/** Autosave cadence of the exam page (issue 4 §3) and the server's grace after the end. */
export const EXAM_AUTOSAVE_INTERVAL_MS = 10_000;
export const EXAM_AUTOSAVE_DEBOUNCE_MS = 1_500;
export const EXAM_GRACE_SECONDS = 60;
