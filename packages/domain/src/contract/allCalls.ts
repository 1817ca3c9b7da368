// Every call of the contract in one zod-free table, so that one test (server: platform.test.ts) can hold the
// served routes and the contract to each other both ways, and tools can walk the whole API.
import type { CallTable } from './call.js';
import { AUTH_CALLS } from './authCalls.js';
import { CLASS_CALLS } from './classCalls.js';
import { EDU_CALLS } from './eduCalls.js';
import { PLATFORM_CALLS } from './platformCalls.js';
import { UPLOAD_CALLS } from './uploadCalls.js';
import { USER_CALLS } from './userCalls.js';

/**
 * The call tables of the contract, by name. Each table's calls are registered by one server module through
 * `registerCalls`. A table joins here (and in ALL_CALLS) once it has roles and summaries.
 */
export const CALL_TABLES = { AUTH_CALLS, EDU_CALLS, USER_CALLS, CLASS_CALLS, PLATFORM_CALLS, UPLOAD_CALLS } as const;

/**
 * Every call of CALL_TABLES by name. Names are unique across tables (they are the OpenAPI operationIds and the
 * routes' `config.call`); the platform test checks that no name hides another here.
 */
export const ALL_CALLS = {
  ...AUTH_CALLS,
  ...EDU_CALLS,
  ...USER_CALLS,
  ...CLASS_CALLS,
  ...PLATFORM_CALLS,
  ...UPLOAD_CALLS,
} as const satisfies CallTable;

export type CallName = keyof typeof ALL_CALLS;
