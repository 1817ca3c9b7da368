import type { CallAccess, Role } from '@finedu/domain';
import type { AppConfig } from './config.js';
import type { DatabaseHandle, Db } from './db/client.js';
import type { CollegeRow } from './db/schema/colleges.js';
import type { UserRow } from './db/schema/users.js';
import type { JobLog } from './lib/jobs.js';
import type { JobQueue } from './lib/queue.js';
import type { Clock } from './lib/clock.js';
import type { Runtime } from './runtime/index.js';

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

// The decorations every part of the app relies on (app.ts sets them). A plugin that adds its own declares it in
// its own file (modules/exams/routes.ts, modules/operations/routes.ts, …), as fastify's demo does.
declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbKind: 'pglite' | 'postgres';
    /**
     * Where the rate limiter counts (plugins/rateLimitStore.ts): on PostgreSQL a few connections of its own, so that a
     * class signing in at once (each sign-in one upsert, before the admission gate) never queues the autosaves behind
     * its counters for a connection; on PGlite the one database.
     */
    counterDb: Db;
    /** LISTEN on a database channel (see DatabaseHandle.listen); undefined when the handle cannot. */
    dbListen: DatabaseHandle['listen'];
    /** The scheduled jobs' run log of the whole cluster (the operations monitor lists them); `jobs.queue` is `queue`. */
    jobs: JobLog;
    /** Durable jobs in the database (pg-boss), shared by every instance (lib/queue.ts). */
    queue: JobQueue;
    /** The server's clock (`buildApp(config, { clock })`); exams and upload activity read time only through it. */
    clock: Clock;
    /** The notebook runtime the features use (`buildApp(config, { runtime })` in tests of feature logic; the real one otherwise). */
    runtime: Runtime;
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
