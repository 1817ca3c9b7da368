// The college calls (edu), zod-free: only sys_admin manages colleges.
import type { CallTable } from './call.js';

const SYS_ADMIN = ['sys_admin'] as const;

export const EDU_CALLS = {
  listColleges: { method: 'GET', path: '/api/admin/edu', roles: SYS_ADMIN, summary: 'List / search colleges' },
  createCollege: { method: 'POST', path: '/api/admin/edu', roles: SYS_ADMIN, summary: 'Create a college' },
  getCollege: { method: 'GET', path: '/api/admin/edu/:id', roles: SYS_ADMIN, summary: 'College detail with user counts' },
  updateCollege: { method: 'PUT', path: '/api/admin/edu/:id', roles: SYS_ADMIN, summary: 'Edit a college' },
  setCollegeStatus: { method: 'PUT', path: '/api/admin/edu/:id/status', roles: SYS_ADMIN, summary: 'Enable / disable a college' },
} as const satisfies CallTable;
