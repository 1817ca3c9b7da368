// The classroom calls without zod: clients load these on every page, the schemas only where used.
import { fillPath } from './fillPath.js';

/**
 * The classroom calls, in the shape of `API_PATHS`; paths and methods exactly as spec §7.
 * `datasetFile` answers the JSON envelope, or the file itself (`binary`) when `download=1`.
 */
export const CLASSROOM_PATHS = {
  getStudyCase: { method: 'GET', path: '/api/classroom/bigdata/case/:id' },
  saveWork: { method: 'PUT', path: '/api/classroom/bigdata/case/:id' },
  resetWork: { method: 'POST', path: '/api/classroom/bigdata/case/:id/reset' },
  datasetFile: { method: 'GET', path: '/api/classroom/bigdata/dataset/file', binary: true },
  datasetChart: { method: 'POST', path: '/api/classroom/bigdata/dataset/chart' },
  datasetProcess: { method: 'POST', path: '/api/classroom/bigdata/dataset/chart/process' },
  caseScore: { method: 'GET', path: '/api/classroom/bigdata/case/:id/score' },
  caseEvaluation: { method: 'GET', path: '/api/classroom/bigdata/case/:id/evaluation' },
  caseStudents: { method: 'GET', path: '/api/classroom/bigdata/user' },
  listSign: { method: 'GET', path: '/api/classroom/bigdata/sign' },
  sign: { method: 'POST', path: '/api/classroom/bigdata/sign' },
  listMarking: { method: 'GET', path: '/api/classroom/bigdata/marking' },
  mark: { method: 'POST', path: '/api/classroom/bigdata/marking' },
  docScoring: { method: 'POST', path: '/api/classroom/bigdata/case/doc/scoring' },
  docMediaCheck: { method: 'POST', path: '/api/classroom/bigdata/case/doc/media-check' },
  caseCode: { method: 'GET', path: '/api/classroom/bigdata/case/:id/code' },
  logRun: { method: 'POST', path: '/api/classroom/case/code' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; binary?: boolean }>;

export type ClassroomCallName = keyof typeof CLASSROOM_PATHS;

/** Fill a classroom path's `:id`, e.g. `classroomPath('caseScore', { id: 3 })`. */
export function classroomPath(name: ClassroomCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, CLASSROOM_PATHS[name].path, params);
}

