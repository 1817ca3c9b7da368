// The admin case calls without zod: clients load these on every page, the schemas only where used.
import { fillPath } from './fillPath.js';

/**
 * The admin case calls, in the shape of `API_PATHS`. Paths and methods are exactly spec §7
 * (`createCase` is `POST /api/admin/bigdata/case/` with the trailing slash; the server accepts both).
 * `getCase` is the editor's read (with hidden tests), added beside the spec's calls.
 */
export const CASE_PATHS = {
  listCases: { method: 'GET', path: '/api/admin/bigdata/case' },
  createCase: { method: 'POST', path: '/api/admin/bigdata/case/' },
  getCase: { method: 'GET', path: '/api/admin/bigdata/case/:id' },
  updateCase: { method: 'PUT', path: '/api/admin/bigdata/case/:id' },
  copyCase: { method: 'POST', path: '/api/admin/bigdata/case/copy/:id' },
  deleteCase: { method: 'DELETE', path: '/api/admin/bigdata/case/:id' },
  listCaseTypes: { method: 'GET', path: '/api/admin/bigdata/case/type' },
  createCaseType: { method: 'POST', path: '/api/admin/bigdata/case/type' },
  updateCaseType: { method: 'PUT', path: '/api/admin/bigdata/case/type/:id' },
  deleteCaseType: { method: 'DELETE', path: '/api/admin/bigdata/case/type/:id' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;

export type CaseCallName = keyof typeof CASE_PATHS;

/** Fill a case path's `:id`, e.g. `casePath('copyCase', { id: 3 })` → `/api/admin/bigdata/case/copy/3`. */
export function casePath(name: CaseCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, CASE_PATHS[name].path, params);
}

