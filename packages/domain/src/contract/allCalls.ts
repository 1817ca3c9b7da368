// Every call of the contract in one zod-free table, so that one test (server: platform.test.ts) can hold the
// served routes and the contract to each other both ways, and tools can walk the whole API.
import type { CallTable } from './call.js';
import { AUTH_CALLS } from './authCalls.js';
import { BLOCK_CASE_CALLS } from './blockCaseCalls.js';
import { BLOCK_LAB_CALLS } from './blockLabCalls.js';
import { CASE_CALLS } from './caseCalls.js';
import { CLASS_CALLS } from './classCalls.js';
import { CLASSROOM_CALLS } from './classroomCalls.js';
import { COMPETITION_CALLS } from './competitionCalls.js';
import { COMPETITION_GRADE_CALLS } from './competitionGradeCalls.js';
import { COMPETITION_SCORING_CALLS } from './competitionScoringCalls.js';
import { DASHBOARD_CALLS } from './dashboardCalls.js';
import { DEVICE_CHECK_CALLS } from './deviceCheckCalls.js';
import { ARTICLE_CALLS, COURSE_CALLS, RESOURCE_CALLS, TEXTBOOK_CALLS } from './courseCalls.js';
import { EDU_CALLS } from './eduCalls.js';
import { EXAM_CALLS, QUESTION_CALLS } from './examCalls.js';
import { GRADEBOOK_CALLS } from './gradebookCalls.js';
import { HOME_CALLS } from './homeCalls.js';
import { MARKING_CALLS } from './markingCalls.js';
import { NOTEBOOK_TOKEN_CALLS } from './notebookTokenCalls.js';
import { OPERATIONS_CALLS } from './operationsCalls.js';
import { PLATFORM_CALLS } from './platformCalls.js';
import { SIMILARITY_CALLS } from './similarityCalls.js';
import { UPLOAD_CALLS } from './uploadCalls.js';
import { USER_CALLS } from './userCalls.js';

/**
 * The call tables of the contract, by name (the leaves: API_PATHS, EXAM_PATHS and COURSE_PATHS are spreads of
 * some of them). Each table is registered by one server module through `registerCalls`; a new table joins here.
 */
export const CALL_TABLES = {
  AUTH_CALLS,
  EDU_CALLS,
  USER_CALLS,
  CLASS_CALLS,
  PLATFORM_CALLS,
  OPERATIONS_CALLS,
  UPLOAD_CALLS,
  QUESTION_CALLS,
  EXAM_CALLS,
  CASE_CALLS,
  CLASSROOM_CALLS,
  COURSE_CALLS,
  RESOURCE_CALLS,
  TEXTBOOK_CALLS,
  ARTICLE_CALLS,
  COMPETITION_CALLS,
  COMPETITION_GRADE_CALLS,
  COMPETITION_SCORING_CALLS,
  DEVICE_CHECK_CALLS,
  HOME_CALLS,
  BLOCK_CASE_CALLS,
  BLOCK_LAB_CALLS,
  DASHBOARD_CALLS,
  MARKING_CALLS,
  SIMILARITY_CALLS,
  NOTEBOOK_TOKEN_CALLS,
  GRADEBOOK_CALLS,
} as const;

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
  ...OPERATIONS_CALLS,
  ...UPLOAD_CALLS,
  ...QUESTION_CALLS,
  ...EXAM_CALLS,
  ...CASE_CALLS,
  ...CLASSROOM_CALLS,
  ...COURSE_CALLS,
  ...RESOURCE_CALLS,
  ...TEXTBOOK_CALLS,
  ...ARTICLE_CALLS,
  ...COMPETITION_CALLS,
  ...COMPETITION_GRADE_CALLS,
  ...COMPETITION_SCORING_CALLS,
  ...DEVICE_CHECK_CALLS,
  ...HOME_CALLS,
  ...BLOCK_CASE_CALLS,
  ...BLOCK_LAB_CALLS,
  ...DASHBOARD_CALLS,
  ...MARKING_CALLS,
  ...SIMILARITY_CALLS,
  ...NOTEBOOK_TOKEN_CALLS,
  ...GRADEBOOK_CALLS,
} as const satisfies CallTable;

export type CallName = keyof typeof ALL_CALLS;
