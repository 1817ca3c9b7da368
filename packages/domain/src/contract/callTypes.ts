// The types of every call, inferred from its zod schemas (issue 31): what a client sends (the schemas' input) and
// what it receives (the answer schema's output). Types only: the schema tables are imported with `import type`, so
// no zod value reaches the clients' bundle (the call tables stay the only thing they load at run time).
import type { z } from 'zod';
import type { ALL_CALLS, CallName } from './allCalls.js';
import type { AUTH_SCHEMAS } from './auth.js';
import type { BLOCK_CASE_SCHEMAS } from './blockCaseApi.js';
import type { BLOCK_LAB_SCHEMAS } from './blockLabApi.js';
import type { CASE_SCHEMAS } from './cases.js';
import type { CLASS_SCHEMAS } from './classes.js';
import type { CLASSROOM_SCHEMAS } from './classroom.js';
import type { COMPETITION_SCHEMAS } from './competition.js';
import type { COMPETITION_GRADE_SCHEMAS } from './competitionGrade.js';
import type { COMPETITION_SCORING_SCHEMAS } from './competitionScoring.js';
import type { ARTICLE_SCHEMAS, COURSE_SCHEMAS, RESOURCE_SCHEMAS, TEXTBOOK_SCHEMAS } from './course.js';
import type { DASHBOARD_SCHEMAS } from './dashboard.js';
import type { DEVICE_CHECK_SCHEMAS } from './deviceCheck.js';
import type { EDU_SCHEMAS } from './edu.js';
import type { EXAM_SCHEMAS, QUESTION_SCHEMAS } from './exam.js';
import type { GRADEBOOK_SCHEMAS } from './gradebook.js';
import type { HOME_SCHEMAS } from './home.js';
import type { MARKING_SCHEMAS } from './marking.js';
import type { PLATFORM_SCHEMAS } from './misc.js';
import type { NOTEBOOK_TOKEN_SCHEMAS } from './notebookTokens.js';
import type { OPERATIONS_SCHEMAS } from './operations.js';
import type { SIMILARITY_SCHEMAS } from './similarity.js';
import type { UPLOAD_SCHEMAS } from './uploads.js';
import type { USER_SCHEMAS } from './users.js';

type Flat<T> = { [K in keyof T]: T[K] };

/** Every call's schemas by call name, as one type (the union of the schema tables, as ALL_CALLS is of the call tables). */
export type CallSchemas = Flat<
  typeof AUTH_SCHEMAS &
    typeof EDU_SCHEMAS &
    typeof USER_SCHEMAS &
    typeof CLASS_SCHEMAS &
    typeof PLATFORM_SCHEMAS &
    typeof OPERATIONS_SCHEMAS &
    typeof UPLOAD_SCHEMAS &
    typeof QUESTION_SCHEMAS &
    typeof EXAM_SCHEMAS &
    typeof CASE_SCHEMAS &
    typeof CLASSROOM_SCHEMAS &
    typeof COURSE_SCHEMAS &
    typeof RESOURCE_SCHEMAS &
    typeof TEXTBOOK_SCHEMAS &
    typeof ARTICLE_SCHEMAS &
    typeof COMPETITION_SCHEMAS &
    typeof COMPETITION_GRADE_SCHEMAS &
    typeof COMPETITION_SCORING_SCHEMAS &
    typeof DEVICE_CHECK_SCHEMAS &
    typeof HOME_SCHEMAS &
    typeof BLOCK_CASE_SCHEMAS &
    typeof BLOCK_LAB_SCHEMAS &
    typeof DASHBOARD_SCHEMAS &
    typeof MARKING_SCHEMAS &
    typeof SIMILARITY_SCHEMAS &
    typeof NOTEBOOK_TOKEN_SCHEMAS &
    typeof GRADEBOOK_SCHEMAS
>;

/** Fails to compile when a call of ALL_CALLS has no schema entry (a new table must join CallSchemas too). */
type Expect<T extends true> = T;
export type EveryCallHasSchemas = Expect<Exclude<CallName, keyof CallSchemas> extends never ? true : false>;

type Part<N extends CallName, P extends 'params' | 'query' | 'body' | 'response'> = N extends keyof CallSchemas
  ? CallSchemas[N] extends { readonly [K in P]: infer S extends z.ZodType }
    ? S
    : never
  : never;

/**
 * On the wire a path param is text: a param the schema coerces (`z.coerce.number()`, whose input is `unknown`) takes
 * a string or a number from the client.
 */
type Wire<T> = { [K in keyof T]: unknown extends T[K] ? string | number : T[K] };

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | PathParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

/**
 * The path params of call `N`: its params schema's input (every param is in the path, so each is required), or,
 * for a call without one, the `:names` of its path. `never` when the path has none.
 */
export type CallParams<N extends CallName> = [Part<N, 'params'>] extends [never]
  ? [PathParamNames<(typeof ALL_CALLS)[N]['path']>] extends [never]
    ? never
    : { [K in PathParamNames<(typeof ALL_CALLS)[N]['path']>]: string | number }
  : Required<Wire<z.input<Part<N, 'params'>>>>;

/** The query of call `N` as the client sends it (its query schema's input); `never` when it takes none. */
export type CallQuery<N extends CallName> = [Part<N, 'query'>] extends [never] ? never : z.input<Part<N, 'query'>>;

/**
 * The body of call `N` as the client sends it (its body schema's input). A call whose body has no schema takes
 * bytes the server reads as they are (a file, FormData), or an empty JSON object.
 */
export type CallBody<N extends CallName> = [Part<N, 'body'>] extends [never]
  ? Blob | ArrayBuffer | FormData | Uint8Array | Record<string, never>
  : z.input<Part<N, 'body'>>;

/**
 * The answer of call `N` (the envelope's `data`, as its response schema outputs it). A binary call (`binary: true`:
 * xlsx, csv, pdf…) answers a Blob; a call without a response schema answers what its caller reads (`unknown`).
 */
export type CallAnswer<N extends CallName> = [Part<N, 'response'>] extends [never]
  ? (typeof ALL_CALLS)[N] extends { readonly binary: true }
    ? Blob
    : unknown
  : z.output<Part<N, 'response'>>;
