// The class calls (edu/class), zod-free: edu_admin manages its college's classes; teachers and sys_admin read.
import type { CallTable } from './call.js';

const READERS = ['sys_admin', 'edu_admin', 'edu_teacher'] as const;
const MANAGERS = ['edu_admin'] as const;

export const CLASS_CALLS = {
  listClasses: { method: 'GET', path: '/api/admin/class', roles: READERS, summary: 'List classes' },
  createClass: { method: 'POST', path: '/api/admin/class', roles: MANAGERS, summary: 'Create a class' },
  getClass: { method: 'GET', path: '/api/admin/class/:id', roles: READERS, summary: 'A class with its members' },
  updateClass: { method: 'PUT', path: '/api/admin/class/:id', roles: MANAGERS, summary: 'Edit a class (name, grade, head teacher)' },
  deleteClass: { method: 'DELETE', path: '/api/admin/class/:id', roles: MANAGERS, summary: 'Delete a class (its students stay)' },
  setClassMembers: { method: 'PUT', path: '/api/admin/class/:id/members', roles: MANAGERS, summary: 'Set the students of a class' },
} as const satisfies CallTable;
