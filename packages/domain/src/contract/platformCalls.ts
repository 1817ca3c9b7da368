// The platform's own calls, zod-free: the API's description and the liveness check.
import type { CallTable } from './call.js';

export const PLATFORM_CALLS = {
  /** The OpenAPI 3 document, generated from the same schemas the routes validate with (JSON, not the envelope). */
  openapi: { method: 'GET', path: '/api/openapi.json', roles: 'public', summary: 'This API as an OpenAPI 3 document', binary: true },
  health: { method: 'GET', path: '/api/health', roles: 'public', summary: 'Liveness and database check' },
} as const satisfies CallTable;
