import { AUTH_CALLS } from './authCalls.js';
import type { CallTable } from './call.js';
import { CLASS_CALLS } from './classCalls.js';
import { EDU_CALLS } from './eduCalls.js';
import { fillPath } from './fillPath.js';
import { PLATFORM_CALLS } from './platformCalls.js';
import { USER_CALLS } from './userCalls.js';

/**
 * Every call of the platform shell (method, path with Fastify-style `:id` params, roles, summary), merged from the
 * tables of its modules so that clients name any of them: `apiPath('getUser', { id: 3 })`.
 * Names are stable; new calls are added, never renamed.
 * Binary answers (xlsx) are marked `binary: true`; every other answer is the JSON envelope.
 */
export const API_PATHS = {
  // Sign-in and account (spec §7)
  ...AUTH_CALLS,
  // Colleges (sys_admin)
  ...EDU_CALLS,
  // Users (sys_admin across colleges, edu_admin its own college)
  ...USER_CALLS,
  // Classes (edu_admin manages; teachers and sys_admin read)
  ...CLASS_CALLS,
  // Platform
  ...PLATFORM_CALLS,
} as const satisfies CallTable;

export type ApiName = keyof typeof API_PATHS;

/** MIME type of the xlsx body of `importUsers` and of the binary answers. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Fill a path's `:params`, e.g. `apiPath('getUser', { id: 3 })` → `/api/admin/user/3`. */
export function apiPath(name: ApiName, params: Record<string, string | number> = {}): string {
  return fillPath(name, API_PATHS[name].path, params);
}
