import { z } from 'zod';
import { OPERATIONS_FIGURES, OPERATIONS_RANGES, thresholdProblem, type OperationsRange } from '../operations/figures.js';
import { schemasFor } from './callSchemas.js';
import { Empty, Timestamp } from './common.js';
import { PHONE_PATTERN } from './patterns.js';
import { OPERATIONS_CALLS } from './operationsCalls.js';

const Figure = z.enum(OPERATIONS_FIGURES);
const FigureValues = z.partialRecord(Figure, z.number());

export const ThresholdSchema = z
  .object({ warn: z.number(), bad: z.number(), direction: z.enum(['above', 'below']) })
  .refine((t) => thresholdProblem(t) === null, { params: { zh: '红色阈值应比黄色阈值更严重（数值有限）', en: 'The red level must be beyond the amber one (both finite)' } });
export const ThresholdsSchema = z.partialRecord(Figure, ThresholdSchema);

export const OperationsJob = z.object({
  name: z.string(),
  interval_s: z.number(),
  last_run_at: Timestamp.nullable(),
  last_ok: z.boolean().nullable(),
  last_error: z.string().nullable(),
  last_success_at: Timestamp.nullable(),
  last_duration_ms: z.number().nullable(),
  runs: z.number().int(),
  failures: z.number().int(),
  /** No success for three intervals (or never, once three intervals have passed since the server started). */
  late: z.boolean(),
});
export type OperationsJob = z.infer<typeof OperationsJob>;

export const OperationsKernel = z.object({
  kernel_id: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  username: z.string().nullable(),
  college: z.string().nullable(),
  notebook: z.string(),
  execution_state: z.string(),
  connections: z.number().int(),
  last_activity: Timestamp.nullable(),
  /** From the kernel's processes (the local notebook service only; null for an external one). */
  started_at: Timestamp.nullable(),
  memory_bytes: z.number().nullable(),
  cpu_seconds: z.number().nullable(),
});
export type OperationsKernel = z.infer<typeof OperationsKernel>;

export const OperationsExam = z.object({
  exam_id: z.number().int(),
  title: z.string(),
  college: z.string().nullable(),
  in_progress: z.number().int(),
  submitted: z.number().int(),
  last_deadline: Timestamp.nullable(),
  answers_last_minute: z.number().int(),
});
export type OperationsExam = z.infer<typeof OperationsExam>;

export const OperationsCompetitionSession = z.object({
  session_id: z.number().int(),
  competition_id: z.number().int(),
  competition: z.string(),
  title: z.string(),
  kind: z.string(),
  end_at: Timestamp,
  queue: z.number().int(),
  failed: z.number().int(),
});
export type OperationsCompetitionSession = z.infer<typeof OperationsCompetitionSession>;

export const OperationsOverview = z.object({
  server_now: Timestamp,
  time_zone: z.string(),
  /** The latest figures: the database ones read now, the rates from the latest minute sample. */
  figures: FigureValues,
  thresholds: ThresholdsSchema,
  kernels: z.array(OperationsKernel),
  /** False: no notebook service on this instance (the kernel list is empty because there is none). */
  notebook: z.boolean(),
  exams: z.array(OperationsExam),
  competition_sessions: z.array(OperationsCompetitionSession),
  jobs: z.array(OperationsJob),
  instance: z.object({ pid: z.number().int(), started_at: Timestamp, node: z.string(), database: z.enum(['pglite', 'postgres']) }),
});
export type OperationsOverview = z.infer<typeof OperationsOverview>;

/** The states of a durable job (pg-boss's), in the order a job goes through them. */
export const QUEUE_JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type QueueJobState = (typeof QUEUE_JOB_STATES)[number];

export const OperationsQueueRow = z.object({
  name: z.string(),
  /** Jobs by state now; completed and cancelled ones of the last `recent_s` seconds only. */
  counts: z.record(z.enum(QUEUE_JOB_STATES), z.number().int()),
  /** Seconds the oldest job due to run has waited to be taken; null when none waits. */
  oldest_waiting_s: z.number().nullable(),
});
export type OperationsQueueRow = z.infer<typeof OperationsQueueRow>;

export const OperationsQueueFailure = z.object({
  queue: z.string(),
  job_id: z.string(),
  failed_at: Timestamp,
  /** Runs retried before it failed for good. */
  retries: z.number().int(),
  error: z.string(),
});
export type OperationsQueueFailure = z.infer<typeof OperationsQueueFailure>;

/** An API instance alive in the cluster (its job queue heartbeats; a silent one's running jobs are taken over). */
export const OperationsInstance = z.object({
  id: z.string(),
  host: z.string(),
  pid: z.number().int(),
  started_at: Timestamp,
  heartbeat_at: Timestamp,
});
export type OperationsInstance = z.infer<typeof OperationsInstance>;

/** The job queue of the cluster (issue 19), the same from every instance. */
export const OperationsQueue = z.object({
  queues: z.array(OperationsQueueRow),
  failures: z.array(OperationsQueueFailure),
  recent_s: z.number().int(),
  /** The live instances, oldest first. */
  instances: z.array(OperationsInstance),
});
export type OperationsQueue = z.infer<typeof OperationsQueue>;

export const OperationsHistoryQuery = z.object({ range: z.enum(Object.keys(OPERATIONS_RANGES) as [OperationsRange, ...OperationsRange[]]).default('1h') });

export const OperationsAlert = z.object({
  kind: z.enum(['threshold', 'job_late', 'job_failed']),
  level: z.enum(['warn', 'bad']),
  figure: Figure.nullable(),
  job: z.string().nullable(),
  from: Timestamp,
  to: Timestamp.nullable(),
  worst: z.number().nullable(),
  message: z.string().nullable(),
});
export type OperationsAlert = z.infer<typeof OperationsAlert>;

export const OperationsHistory = z.object({
  range: z.enum(Object.keys(OPERATIONS_RANGES) as [OperationsRange, ...OperationsRange[]]),
  step_s: z.number().int(),
  from: Timestamp,
  to: Timestamp,
  points: z.array(z.object({ at: Timestamp, figures: FigureValues })),
  alerts: z.array(OperationsAlert),
});
export type OperationsHistory = z.infer<typeof OperationsHistory>;

export const SELF_TEST_CHECKS = ['database', 'storage', 'kernel', 'sms', 'jobs'] as const;
export type SelfTestCheckKey = (typeof SELF_TEST_CHECKS)[number];

export const SelfTestCheck = z.object({
  key: z.enum(SELF_TEST_CHECKS),
  status: z.enum(['ok', 'warn', 'fail', 'skipped']),
  duration_ms: z.number(),
  /** What was done and what came back, in the caller's language. */
  detail: z.string(),
});
export type SelfTestCheck = z.infer<typeof SelfTestCheck>;

export const SelfTestRequest = z.object({
  /** A phone to send a test code to (the SMS check sends nothing without one). */
  sms_phone: z.string().regex(PHONE_PATTERN).optional(),
});
export type SelfTestRequest = z.infer<typeof SelfTestRequest>;

export const SelfTestReport = z.object({ started_at: Timestamp, finished_at: Timestamp, checks: z.array(SelfTestCheck) });
export type SelfTestReport = z.infer<typeof SelfTestReport>;

export const KernelIdParams = z.object({ kernelId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

/** The schemas of the operations calls (OPERATIONS_CALLS); /metrics answers text, not the envelope. */
export const OPERATIONS_SCHEMAS = schemasFor(OPERATIONS_CALLS)({
  metrics: {},
  operationsOverview: { response: OperationsOverview },
  operationsQueue: { response: OperationsQueue },
  operationsHistory: { query: OperationsHistoryQuery, response: OperationsHistory },
  stopOperationsKernel: { params: KernelIdParams, response: Empty },
  setOperationsThresholds: { body: z.object({ thresholds: ThresholdsSchema }), response: ThresholdsSchema },
  runSelfTest: { body: SelfTestRequest, response: SelfTestReport },
});
