// The user calls, zod-free: sys_admin across colleges, edu_admin within its own college.
import type { CallTable } from './call.js';

const ADMINS = ['sys_admin', 'edu_admin'] as const;

/** Static segments (`import`, `export`) win over `:id`. Binary answers (xlsx) are marked `binary: true`. */
export const USER_CALLS = {
  listUsers: { method: 'GET', path: '/api/admin/user', roles: ADMINS, summary: 'List users (search, filter by role/status/class, paging)' },
  createUser: { method: 'POST', path: '/api/admin/user', roles: ADMINS, summary: 'Create a user (college quota enforced)' },
  getUser: { method: 'GET', path: '/api/admin/user/:id', roles: ADMINS, summary: 'One user' },
  updateUser: { method: 'PUT', path: '/api/admin/user/:id', roles: ADMINS, summary: 'Edit a user (never the college)' },
  setUserStatus: { method: 'PUT', path: '/api/admin/user/:id/status', roles: ADMINS, summary: 'Enable / disable a user (disabling signs them out)' },
  resetUserPassword: { method: 'POST', path: '/api/admin/user/:id/password/reset', roles: ADMINS, summary: "Reset a user's password (signs them out)" },
  userImportTemplate: { method: 'GET', path: '/api/admin/user/import/template', roles: ADMINS, summary: 'Download the .xlsx import template', binary: true },
  importUsers: {
    method: 'POST',
    path: '/api/admin/user/import',
    roles: ADMINS,
    summary: 'Import users from the .xlsx template (body: file bytes); nothing is written when any row is bad',
  },
  exportUsers: { method: 'GET', path: '/api/admin/user/export', roles: ADMINS, summary: 'Export users matching the filters as .xlsx', binary: true },
} as const satisfies CallTable;
