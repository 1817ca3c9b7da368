// The admin case calls, zod-free: clients load these on every page, the schemas (cases.ts) only where used.
import type { CallTable } from './call.js';
import { fillPath } from './fillPath.js';

/** sys_teacher and sys_admin author cases and case types. */
const AUTHORS = ['sys_admin', 'sys_teacher'] as const;

/**
 * The admin case calls (spec §7; issue 3 §4). Paths and methods are exactly the spec's (`createCase` is
 * `POST /api/admin/bigdata/case/` with the trailing slash; `createCaseWithoutSlash` serves the other spelling).
 * `getCase` is the editor's read (with hidden tests), added beside the spec's calls.
 * Static `type` segments win over `:id`.
 */
export const CASE_CALLS = {
  listCases: { method: 'GET', path: '/api/admin/bigdata/case', roles: AUTHORS, summary: 'List cases (type, keyword, status, paging)' },
  createCase: { method: 'POST', path: '/api/admin/bigdata/case/', roles: AUTHORS, summary: 'Create a case' },
  createCaseWithoutSlash: { method: 'POST', path: '/api/admin/bigdata/case', roles: AUTHORS, summary: 'Create a case (createCase spelled without the trailing slash)' },
  getCase: { method: 'GET', path: '/api/admin/bigdata/case/:id', roles: AUTHORS, summary: 'A case with everything (editor; includes hidden tests)' },
  updateCase: { method: 'PUT', path: '/api/admin/bigdata/case/:id', roles: AUTHORS, summary: 'Edit a case' },
  copyCase: { method: 'POST', path: '/api/admin/bigdata/case/copy/:id', roles: AUTHORS, summary: 'Copy a case (as a draft)' },
  deleteCase: { method: 'DELETE', path: '/api/admin/bigdata/case/:id', roles: AUTHORS, summary: 'Delete a case' },
  listCaseTypes: { method: 'GET', path: '/api/admin/bigdata/case/type', roles: AUTHORS, summary: 'List case types' },
  createCaseType: { method: 'POST', path: '/api/admin/bigdata/case/type', roles: AUTHORS, summary: 'Create a case type' },
  updateCaseType: { method: 'PUT', path: '/api/admin/bigdata/case/type/:id', roles: AUTHORS, summary: 'Rename or reorder a case type' },
  deleteCaseType: { method: 'DELETE', path: '/api/admin/bigdata/case/type/:id', roles: AUTHORS, summary: 'Delete a case type (refused while a case uses it)' },
  previewCaseSeeds: { method: 'POST', path: '/api/admin/bigdata/case/generator/preview', roles: AUTHORS, summary: 'Run a dataset generator for a few seeds in the sandbox (issue 16)' },
  importCaseNotebook: { method: 'POST', path: '/api/admin/bigdata/case/notebook/import', roles: AUTHORS, summary: 'Read an .ipynb (nbgrader source layout) as a case’s template, hidden tests and rubric (issue 35); stores nothing' },
  exportCaseNotebook: { method: 'GET', path: '/api/admin/bigdata/case/notebook/:id', roles: AUTHORS, summary: 'A case as an .ipynb in nbgrader’s source layout (issue 35)' },
} as const satisfies CallTable;

export type CaseCallName = keyof typeof CASE_CALLS;

/** Fill a case path's `:id`, e.g. `casePath('copyCase', { id: 3 })` → `/api/admin/bigdata/case/copy/3`. */
export function casePath(name: CaseCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, CASE_CALLS[name].path, params);
}
