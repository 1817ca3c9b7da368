// The shape of every call table of the contract (zod-free: clients load these on every page).
// A call is its method, path (Fastify-style `:params`), who may make it and what it does; its zod schemas live in a
// separate table keyed by the same names (callSchemas.ts), so the server registers routes from the two together
// and a path, a role or a field changes in one place.
import type { Role } from '../permission/roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may make a call: anyone (`public`), any signed-in user (`any`), or the listed roles. */
export type CallAccess = 'public' | 'any' | readonly Role[];

export interface CallDef {
  method: HttpMethod;
  path: string;
  roles: CallAccess;
  /** One line for the OpenAPI document. */
  summary: string;
  /** More for the OpenAPI document, when a caller must know it (e.g. what the server does to the input). */
  description?: string;
  /** The answer is a file (xlsx, xml, csv, pdf…), not the JSON envelope. */
  binary?: boolean;
}

export type CallTable = Readonly<Record<string, CallDef>>;

/** Role lists used by many calls. */
export const STAFF_ROLES = ['sys_admin', 'edu_admin', 'edu_teacher'] as const satisfies readonly Role[];
export const COLLEGE_STAFF_ROLES = ['edu_admin', 'edu_teacher'] as const satisfies readonly Role[];

/** Whether `role` may make a call with this access (the server's rule; the UI may mirror it). */
export function mayCall(access: CallAccess, role: Role | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  return access === 'any' || access.includes(role);
}
