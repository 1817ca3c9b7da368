import { CLASS_CALLS } from './classCalls.js';
import { fillPath } from './fillPath.js';

/**
 * Every call of the platform shell: method + path (Fastify-style `:id` params).
 * Names are stable; new calls are added, never renamed.
 * Binary answers (xlsx) are marked `binary: true`; every other answer is the JSON envelope.
 */
export const API_PATHS = {
  // Sign-in and account (spec §7)
  login: { method: 'POST', path: '/api/admin/login' },
  logout: { method: 'POST', path: '/api/admin/logout' },
  current: { method: 'GET', path: '/api/admin/current' },
  updateCurrent: { method: 'POST', path: '/api/admin/current' },
  loginInfo: { method: 'GET', path: '/api/admin/login/info' },
  updatePassword: { method: 'POST', path: '/api/admin/password/update' },
  sendSms: { method: 'POST', path: '/api/admin/sms' },

  // Colleges (sys_admin)
  listColleges: { method: 'GET', path: '/api/admin/edu' },
  createCollege: { method: 'POST', path: '/api/admin/edu' },
  getCollege: { method: 'GET', path: '/api/admin/edu/:id' },
  updateCollege: { method: 'PUT', path: '/api/admin/edu/:id' },
  setCollegeStatus: { method: 'PUT', path: '/api/admin/edu/:id/status' },

  // Users (sys_admin across colleges, edu_admin its own college)
  listUsers: { method: 'GET', path: '/api/admin/user' },
  createUser: { method: 'POST', path: '/api/admin/user' },
  getUser: { method: 'GET', path: '/api/admin/user/:id' },
  updateUser: { method: 'PUT', path: '/api/admin/user/:id' },
  setUserStatus: { method: 'PUT', path: '/api/admin/user/:id/status' },
  resetUserPassword: { method: 'POST', path: '/api/admin/user/:id/password/reset' },
  userImportTemplate: { method: 'GET', path: '/api/admin/user/import/template', binary: true },
  importUsers: { method: 'POST', path: '/api/admin/user/import' },
  exportUsers: { method: 'GET', path: '/api/admin/user/export', binary: true },

  // Classes (edu_admin manages; teachers and sys_admin read)
  ...CLASS_CALLS,

  // Platform
  openapi: { method: 'GET', path: '/api/openapi.json', binary: true },
  health: { method: 'GET', path: '/api/health' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; binary?: boolean; roles?: unknown }>;

export type ApiName = keyof typeof API_PATHS;

/** MIME type of the xlsx body of `importUsers` and of the binary answers. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Fill a path's `:params`, e.g. `apiPath('getUser', { id: 3 })` → `/api/admin/user/3`. */
export function apiPath(name: ApiName, params: Record<string, string | number> = {}): string {
  return fillPath(name, API_PATHS[name].path, params);
}
