// The sign-in and account calls (spec §7), zod-free: the login page loads these, never the schemas.
import type { CallTable } from './call.js';

export const AUTH_CALLS = {
  login: { method: 'POST', path: '/api/admin/login', roles: 'public', summary: 'Sign in (username/phone + password, or phone + SMS code)' },
  logout: { method: 'POST', path: '/api/admin/logout', roles: 'any', summary: 'Sign out (revokes this token)' },
  current: { method: 'GET', path: '/api/admin/current', roles: 'any', summary: 'The signed-in user with college, allowed routes and permissions' },
  updateCurrent: { method: 'POST', path: '/api/admin/current', roles: 'any', summary: 'Update the own profile (never role or college)' },
  loginInfo: { method: 'GET', path: '/api/admin/login/info', roles: 'any', summary: 'Recent sign-ins: time, IP, browser' },
  updatePassword: { method: 'POST', path: '/api/admin/password/update', roles: 'any', summary: 'Change the password (signs out every other device)' },
  sendSms: { method: 'POST', path: '/api/admin/sms', roles: 'public', summary: 'Send a 6-digit sign-in code (valid 5 minutes)' },
} as const satisfies CallTable;
