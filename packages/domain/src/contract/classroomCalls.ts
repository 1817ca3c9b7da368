// The classroom calls, zod-free: clients load these on every page, the schemas (classroom.ts) only where used.
import type { CallTable } from './call.js';
import { fillPath } from './fillPath.js';

/** Students study; their teachers open the same case to follow them. */
const STUDY = ['edu_student', 'edu_teacher'] as const;
const TEACHERS = ['edu_teacher'] as const;

/**
 * The classroom calls (spec §7; issue 3 §5); paths and methods exactly as the spec's.
 * `datasetFile` answers the JSON envelope, or the file itself when `download=1`: it is `binary` (no envelope schema).
 */
export const CLASSROOM_CALLS = {
  getStudyCase: { method: 'GET', path: '/api/classroom/bigdata/case/:id', roles: STUDY, summary: 'A published case for study (no hidden tests) and the caller’s working copy' },
  saveWork: { method: 'PUT', path: '/api/classroom/bigdata/case/:id', roles: STUDY, summary: 'Save the caller’s working copy (outputs past the size limits are trimmed)' },
  resetWork: { method: 'POST', path: '/api/classroom/bigdata/case/:id/reset', roles: STUDY, summary: 'Reset the working copy to the template' },
  datasetFile: {
    method: 'GET',
    path: '/api/classroom/bigdata/dataset/file',
    roles: STUDY,
    summary: 'The case’s dataset files, a preview of one, or the file itself (download=1)',
    binary: true,
  },
  datasetChart: { method: 'POST', path: '/api/classroom/bigdata/dataset/chart', roles: STUDY, summary: 'Chart series from a dataset’s columns, aggregation and chart type (for ECharts)' },
  datasetProcess: { method: 'POST', path: '/api/classroom/bigdata/dataset/chart/process', roles: STUDY, summary: 'Filter, derive and group a dataset; previewed rows' },
  caseScore: { method: 'GET', path: '/api/classroom/bigdata/case/:id/score', roles: STUDY, summary: 'Score: automatic (evaluation) + manual (marking); a teacher may pass user_id' },
  caseEvaluation: { method: 'GET', path: '/api/classroom/bigdata/case/:id/evaluation', roles: STUDY, summary: 'Run the hidden tests against the caller’s code in a fresh sandboxed kernel' },
  caseStudents: { method: 'GET', path: '/api/classroom/bigdata/user', roles: TEACHERS, summary: 'Students of a case in the teacher’s classes, with progress, last run and score' },
  listSign: { method: 'GET', path: '/api/classroom/bigdata/sign', roles: STUDY, summary: 'Sign-ins: the teacher’s classes, or the student’s class' },
  sign: { method: 'POST', path: '/api/classroom/bigdata/sign', roles: STUDY, summary: 'A teacher opens a sign-in (action open); a student signs (action sign)' },
  listMarking: { method: 'GET', path: '/api/classroom/bigdata/marking', roles: STUDY, summary: 'Marks: of the teacher’s students, or the student’s own' },
  mark: { method: 'POST', path: '/api/classroom/bigdata/marking', roles: TEACHERS, summary: 'Mark a student’s work per rubric item' },
  docScoring: { method: 'POST', path: '/api/classroom/bigdata/case/doc/scoring', roles: TEACHERS, summary: 'Score a student’s report document (0–100)' },
  docMediaCheck: { method: 'POST', path: '/api/classroom/bigdata/case/doc/media-check', roles: STUDY, summary: 'Check an uploaded report (pdf/docx/md, size, readable)' },
  caseCode: { method: 'GET', path: '/api/classroom/bigdata/case/:id/code', roles: STUDY, summary: 'The latest code (a teacher may pass user_id of own student)' },
  /** Any signed-in user: the notebook client logs every run, in a case or not. */
  logRun: { method: 'POST', path: '/api/classroom/case/code', roles: 'any', summary: 'Log a notebook run (spec §3 run record)' },
} as const satisfies CallTable;

export type ClassroomCallName = keyof typeof CLASSROOM_CALLS;

/** Fill a classroom path's `:id`, e.g. `classroomPath('caseScore', { id: 3 })`. */
export function classroomPath(name: ClassroomCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, CLASSROOM_CALLS[name].path, params);
}
