// The question-bank, paper, exam and grade calls without zod (issue 4): clients load these on every page.
import { fillPath } from './fillPath.js';

/**
 * Every call of the exam engine, in the shape of `API_PATHS`.
 * Banks: `bank=platform` is the sys_admin's bank (read-only for colleges), `bank=college` the caller's college bank.
 * Binary answers (xlsx, Moodle XML) are marked `binary: true`.
 */
export const EXAM_PATHS = {
  // Question banks
  listQuestions: { method: 'GET', path: '/api/exam/question' },
  getQuestion: { method: 'GET', path: '/api/exam/question/:id' },
  createQuestion: { method: 'POST', path: '/api/exam/question' },
  updateQuestion: { method: 'PUT', path: '/api/exam/question/:id' },
  deleteQuestion: { method: 'DELETE', path: '/api/exam/question/:id' },
  copyQuestions: { method: 'POST', path: '/api/exam/question/copy' },
  listKnowledgePoints: { method: 'GET', path: '/api/exam/question/knowledge-points' },
  listQuestionCategories: { method: 'GET', path: '/api/exam/question/category' },
  createQuestionCategory: { method: 'POST', path: '/api/exam/question/category' },
  updateQuestionCategory: { method: 'PUT', path: '/api/exam/question/category/:id' },
  deleteQuestionCategory: { method: 'DELETE', path: '/api/exam/question/category/:id' },
  /** Body: the file's bytes; query `format` and `bank`. All-or-report: valid items are imported, every other one is reported. */
  importQuestions: { method: 'POST', path: '/api/exam/question/import' },
  questionImportTemplate: { method: 'GET', path: '/api/exam/question/import/template', binary: true },
  exportQuestions: { method: 'GET', path: '/api/exam/question/export', binary: true },

  // Papers
  listPapers: { method: 'GET', path: '/api/exam/paper' },
  getPaper: { method: 'GET', path: '/api/exam/paper/:id' },
  createPaper: { method: 'POST', path: '/api/exam/paper' },
  updatePaper: { method: 'PUT', path: '/api/exam/paper/:id' },
  deletePaper: { method: 'DELETE', path: '/api/exam/paper/:id' },
  /** Rule-based generation: answers a draft paper (not saved) and a shortfall report. */
  generatePaper: { method: 'POST', path: '/api/exam/paper/generate' },
  /** The paper as a student sees it: no answers, analyses or hidden tests. */
  previewPaper: { method: 'GET', path: '/api/exam/paper/:id/preview' },

  // Exams (staff)
  listExams: { method: 'GET', path: '/api/exam/examine' },
  getExam: { method: 'GET', path: '/api/exam/examine/:id' },
  createExam: { method: 'POST', path: '/api/exam/examine' },
  updateExam: { method: 'PUT', path: '/api/exam/examine/:id' },
  deleteExam: { method: 'DELETE', path: '/api/exam/examine/:id' },
  /** The exam's frozen paper with answers (staff). */
  getExamPaper: { method: 'GET', path: '/api/exam/examine/:id/paper' },
  /** Change one question's answer key in the exam's frozen paper, then regrade every attempt. */
  updateExamAnswerKey: { method: 'PUT', path: '/api/exam/examine/:id/paper/:questionId/key' },
  listExamCandidates: { method: 'GET', path: '/api/exam/examine/:id/candidates' },
  setExtraTime: { method: 'PUT', path: '/api/exam/examine/:id/candidates/:userId/extra-time' },
  listIntegrityEvents: { method: 'GET', path: '/api/exam/examine/:id/events' },
  markingQueue: { method: 'GET', path: '/api/exam/examine/:id/marking' },
  markingQuestion: { method: 'GET', path: '/api/exam/examine/:id/marking/:questionId' },
  markAnswer: { method: 'PUT', path: '/api/exam/examine/:id/marking/:questionId/:attemptId' },
  regradeExam: { method: 'POST', path: '/api/exam/examine/:id/regrade' },
  publishExam: { method: 'POST', path: '/api/exam/examine/:id/publish' },
  examStatistics: { method: 'GET', path: '/api/exam/examine/:id/statistics' },
  exportExamScores: { method: 'GET', path: '/api/exam/examine/:id/export', binary: true },
  /** Staff view of one attempt with answers, scores and events. */
  getAttemptReview: { method: 'GET', path: '/api/exam/examine/:id/attempt/:attemptId' },

  // Sitting an exam (edu_student)
  startAttempt: { method: 'POST', path: '/api/exam/examine/:id/start' },
  getAttempt: { method: 'GET', path: '/api/exam/attempt/:id' },
  saveAnswers: { method: 'PUT', path: '/api/exam/attempt/:id/answers' },
  recordEvents: { method: 'POST', path: '/api/exam/attempt/:id/events' },
  submitAttempt: { method: 'POST', path: '/api/exam/attempt/:id/submit' },
  getAttemptResult: { method: 'GET', path: '/api/exam/attempt/:id/result' },

  // Grades
  myGrades: { method: 'GET', path: '/api/exam/grade' },
  gradebook: { method: 'GET', path: '/api/exam/score' },
  setGradebookWeights: { method: 'PUT', path: '/api/exam/score/weights' },
  exportGradebook: { method: 'GET', path: '/api/exam/score/export', binary: true },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; binary?: boolean }>;

export type ExamCallName = keyof typeof EXAM_PATHS;

/** Fill an exam path's `:params`, e.g. `examPath('getExam', { id: 3 })` → `/api/exam/examine/3`. */
export function examPath(name: ExamCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, EXAM_PATHS[name].path, params);
}

/** Autosave cadence of the exam page (issue 4 §3) and the server's grace after the end. */
export const EXAM_AUTOSAVE_INTERVAL_MS = 10_000;
export const EXAM_AUTOSAVE_DEBOUNCE_MS = 1_500;
export const EXAM_GRACE_SECONDS = 60;
