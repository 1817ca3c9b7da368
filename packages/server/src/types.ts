import type { CallAccess, Role } from '@finedu/domain';
import type { AppConfig } from './config.js';
import type { DatabaseHandle, Db } from './db/client.js';
import type { CollegeRow } from './db/schema/colleges.js';
import type { UserRow } from './db/schema/users.js';
import type { SessionCache } from './lib/sessionCache.js';
import type { IntervalJob, JobLog } from './lib/jobs.js';
import type { JobQueue } from './lib/queue.js';
import type { ActivityRecorder } from './modules/operations/activity.js';
import type { PlatformMetrics } from './modules/operations/metrics.js';
import type { Clock } from './lib/clock.js';
import type { Runtime } from './runtime/index.js';
import type { Sweeper } from './modules/exams/closing.js';
import type { ProgramRunner } from './modules/exams/programRunner.js';
import type { AbandonedUploadSweeper } from './modules/uploads/abandoned.js';
import type { BoardService } from './modules/competitionScoring/boardService.js';
import type { BoardHub } from './modules/competitionScoring/stream.js';
import type { ScoringWorker } from './modules/competitionScoring/worker.js';
import type { RankSnapshotJob } from './modules/competitionScoring/rankSnapshots.js';

/** Who may call a route (`config.roles`): `'public'`, `'any'` signed-in user, or a list of roles. */
export type RouteRoles = CallAccess;

/** The signed-in caller, set by the auth plugin on every non-public route. */
export interface AuthUser {
  id: number;
  role: Role;
  edu_id: number | null;
  username: string;
  token_id: number;
}

/** What the auth plugin loaded for this request (one query), reused by `GET /api/admin/current`. */
export interface AuthSession {
  token: string;
  tokenExpiresAt: Date;
  user: UserRow;
  college: CollegeRow | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbKind: 'pglite' | 'postgres';
    /** LISTEN on a database channel (see DatabaseHandle.listen); undefined when the handle cannot. */
    dbListen: DatabaseHandle['listen'];
    /** Per-instance cache of signed-in sessions (plugins/auth.ts). */
    sessionCache: SessionCache;
    /** The scheduled jobs' run log of the whole cluster (the operations monitor lists them); `jobs.queue` is `queue`. */
    jobs: JobLog;
    /** Durable jobs in the database (pg-boss), shared by every instance (lib/queue.ts). */
    queue: JobQueue;
    /** The Prometheus registry of this instance and the figures it records (modules/operations). */
    metrics: PlatformMetrics;
    /** Keeps a sample of the figures every METRICS_SAMPLE_SECONDS and prunes those older than 7 days (`runOnce()` on demand). */
    /** Users' last signed-in request, written every few seconds (`flush()` on demand). */
    userActivity: ActivityRecorder;
    operationsSampler: IntervalJob<{ stored: boolean; pruned: number }>;
    /** The server's clock (`buildApp(config, { clock })`); exams and upload activity read time only through it. */
    clock: Clock;
    /** The notebook runtime the features use (`buildApp(config, { runtime })` in tests of feature logic; the real one otherwise). */
    runtime: Runtime;
    /** Closes overdue exam attempts (every few seconds; `runOnce()` on demand). */
    examSweeper: Sweeper;
    /** Grades programming answers of exams in the background (`idle()` waits for the queue). */
    examPrograms: ProgramRunner;
    /** Aborts uploads left unfinished for UPLOAD_ABANDON_HOURS (every 10 minutes; `runOnce()` on demand). */
    uploadSweeper: AbandonedUploadSweeper;
    /** Data-modelling sessions: the scoring workers, the board stream hub and the boards (issue 10). */
    competitionScoring: { worker: ScoringWorker; hub: BoardHub; boards: BoardService; rankJob: RankSnapshotJob };
  }
  interface FastifyRequest {
    /** Set on every route whose `config.roles` is not `'public'`. */
    user: AuthUser;
    authSession: AuthSession | null;
    /** The `code` of the envelope answered, once sent (modules/operations: request metrics); null otherwise. */
    envelopeCode: number | null;
  }
  interface FastifyContextConfig {
    roles?: RouteRoles;
    /** The contract call a route was registered from (lib/contractRoutes.ts). */
    call?: string;
    /** The route also admits the metrics scrape token (METRICS_SCRAPE_TOKEN) as its bearer, with no user. */
    scrapeToken?: boolean;
  }
}
