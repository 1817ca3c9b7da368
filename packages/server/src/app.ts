import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { migrate, openDatabase, type DatabaseHandle } from './db/client.js';
import { authRoutes } from './modules/auth/index.js';
import { teacherLearningOf } from './modules/courses/index.js';
import { casesRoutes } from './modules/cases/index.js';
import { blockCasesRoutes } from './modules/blockCases/index.js';
import { blockLabRoutes } from './modules/blockLab/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { markingRoutes } from './modules/marking/index.js';
import { classroomRoutes } from './modules/classroom/index.js';
import { classesRoutes } from './modules/classes/index.js';
import { eduRoutes } from './modules/edu/index.js';
import { platformRoutes } from './modules/health/index.js';
import { uploadsRoutes } from './modules/uploads/index.js';
import { usersRoutes } from './modules/users/index.js';
import { questionsRoutes } from './modules/questions/index.js';
import { examsRoutes } from './modules/exams/index.js';
import { competitionExamCandidate } from './modules/competitionSessions/index.js';
import { syncSessionExam } from './modules/competitionSessions/index.js';
import { competitionSessionsRoutes } from './modules/competitionSessions/index.js';
import { coursesRoutes } from './modules/courses/index.js';
import { competitionsRoutes } from './modules/competitions/index.js';
import { competitionScoringRoutes } from './modules/competitionScoring/index.js';
import { homeRoutes } from './modules/home/index.js';
import { notebookTokenRoutes } from './modules/notebookTokens/index.js';
import { listRunningKernels, operationsRoutes } from './modules/operations/index.js';
import { deviceCheckRoutes } from './modules/deviceCheck/index.js';
import { similarityRoutes } from './modules/similarity/index.js';
import { gradebookRoutes } from './modules/gradebook/index.js';
import { admissionPlugin } from './plugins/admission.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin, frameworkError } from './plugins/errors.js';
import { nulGuardPlugin } from './plugins/nul-guard.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { spaPlugin } from './plugins/spa.js';
import { storybookPlugin } from './plugins/storybook.js';
import { storagePlugin } from './plugins/storage/index.js';
import { registerNotebook } from './plugins/notebook.js';
import { competitorNotebookRule } from './modules/exams/index.js';
import { kernelHostOf, notebookRuntime, type NotebookBackend, type Runtime } from './runtime/index.js';
import { runSeed } from './seed/index.js';
import { seedDemoModelling } from './seed/competitionModelling.js';
import { systemClock, type Clock } from './lib/clock.js';
import { JobLog } from './lib/jobs.js';
import { passwordPool } from './lib/password.js';
import { JobQueue, type JobQueueOptions } from './lib/queue.js';
import { serializeRequest } from './lib/logRedaction.js';
import { applyRouteMaxPayloads, isRefusedFrame } from './lib/socketBudget.js';
import type { StartupTimer } from './lib/startup.js';
import './types.js';

/** Connections of the rate limiter's own pool on PostgreSQL (counterDb). */
const COUNTER_POOL_SIZE = 4;

export interface BuildOptions {
  /** An open database (tests pass a cloned template); otherwise opened from the config. */
  database?: DatabaseHandle;
  /** Skip migrations and seed (the database is known to be current). */
  skipMigrations?: boolean;
  /**
   * The notebook gateway: `'start'` starts Jupyter Server as the config says (the platform's default), a running
   * backend is used as it is (tests); omitted, no gateway is registered and evaluation answers "unavailable".
   */
  notebook?: 'start' | NotebookBackend;
  /** The notebook runtime the features use: the real one (on the gateway's Jupyter) by default, a fake in tests of feature logic. */
  runtime?: Runtime;
  /** The server's clock (exams and upload activity read time only through it); the system clock by default, a manual one in tests. */
  clock?: Clock;
  /** Sees every route as it is registered, hidden ones included (tests hold the routes to the contract). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log goes instead of stdout (tests read what a request logs). */
  logStream?: { write(line: string): void };
  /** Settings of the job queue (tests shorten the expiry check). */
  queue?: Partial<Pick<JobQueueOptions, 'maintenanceIntervalSeconds' | 'heartbeatSeconds' | 'instanceTimeoutSeconds'>>;
  /** Marks the end of each phase of the build (main.ts logs where the start-up went). */
  startup?: StartupTimer;
}

const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

/** Plugins first (config, db, storage, auth…), then the modules, then the SPA. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: serializeRequest }, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Registering a plugin or running an onReady hook (demo data, the job queue's start) may take longer than Fastify's
    // 10 s default on a loaded machine; the server then exited at start. Two minutes, still a bound.
    pluginTimeout: 120_000,
    // A URL that does not decode answers the envelope (code 0), as every other bad request under /api does.
    frameworkErrors: frameworkError,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // One pool per process: every password hash and verification (sign-ins, imports, seeds) queues there.
  passwordPool.resize(config.passwordConcurrency);
  passwordPool.threads.nice = config.passwordNice;
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('runtime', options.runtime ?? notebookRuntime(app));
  // The app's hooks on every request are callback hooks (no promise and microtask per hook per request) wherever
  // they do no I/O: issue 14 measured them on the request path of every call.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  options.startup?.mark('database');
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('dbListen', database.listen?.bind(database));
  app.addHook('onClose', async () => database.close());
  // The rate limiter's own connections on PostgreSQL (see counterDb); tests that bring their database share it.
  const counters = database.kind === 'postgres' && options.database === undefined && config.databaseUrl ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: COUNTER_POOL_SIZE }) : null;
  app.decorate('counterDb', counters?.db ?? database.db);
  if (counters) app.addHook('onClose', async () => counters.close());
  // Durable jobs (issue 19): started once the app is ready (before the modules' onReady hooks, which schedule jobs),
  // stopped before the database closes.
  const queue = JobQueue.forDatabase(database, app.log, {
    ...config.queue,
    ...options.queue,
  });
  app.decorate('queue', queue);
  app.decorate('jobs', new JobLog(database.db, queue));
  app.addHook('onReady', async () => queue.start());
  app.addHook('preClose', async () => queue.stop());
  try {
    if (!options.skipMigrations) {
      await migrate(database);
      await runSeed({ db: database.db, config, log: (message) => app.log.info(message) });
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  options.startup?.mark('data');

  await app.register(errorsPlugin);
  // Before every module and the gateway, so its hook reaches all of their routes.
  await app.register(nulGuardPlugin);
  await app.register(securityPlugin);
  await app.register(authPlugin);
  await app.register(admissionPlugin);
  await app.register(openapiPlugin);
  // Once for the whole app (it listens to the server's upgrades): the notebook gateway's kernel sockets and the
  // device check's echo. Before every route, so each route closes an upgrade it does not take.
  // Each route gives its sockets the largest message its purpose needs (lib/socketBudget.ts; ws's own default is
  // 100 MiB, buffered whole); a larger frame is refused with 1009 by ws itself, which then finishes the close.
  await app.register(websocket, {
    errorHandler: (error, socket, request) => {
      if (isRefusedFrame(error)) return request.log.warn({ err: error, route: request.routeOptions.url }, 'websocket: refused a frame');
      request.log.error(error);
      socket.terminate();
    },
  });
  applyRouteMaxPayloads(app.websocketServer);
  // Before every module and the gateway, so its hooks measure all of their routes.
  await app.register(operationsRoutes, {
    poolStats: database.poolStats,
    maxKernels: Number(config.notebook.NOTEBOOK_MAX_KERNELS ?? 40) || 40,
    runningKernels: async () => {
      const host = kernelHostOf(app);
      if (host === null) return null;
      return (await listRunningKernels(host)).length;
    },
  });
  await app.register(storagePlugin);
  if (options.notebook !== undefined) await registerNotebook(app, competitorNotebookRule(app.db, app.clock), options.notebook === 'start' ? undefined : options.notebook);

  options.startup?.mark('plugins');

  await app.register(platformRoutes);
  await app.register(authRoutes, { learningOf: teacherLearningOf });
  await app.register(eduRoutes);
  await app.register(usersRoutes);
  await app.register(classesRoutes);
  await app.register(uploadsRoutes);
  await app.register(casesRoutes);
  await app.register(classroomRoutes);
  await app.register(questionsRoutes);
  await app.register(examsRoutes, { competitionCandidate: competitionExamCandidate });
  await app.register(competitionSessionsRoutes);
  await app.register(coursesRoutes);
  await app.register(competitionsRoutes, { onSessionSaved: syncSessionExam });
  await app.register(competitionScoringRoutes, {
    seedDemo: config.demoStorageSeed ? ({ splits }) => seedDemoModelling({ db: app.db, storage: app.storage, links: app.storageLinks, storageConfig: app.storageConfig, splits, log: app.log }) : undefined,
  });
  await app.register(deviceCheckRoutes);
  await app.register(homeRoutes);
  await app.register(notebookTokenRoutes);
  await app.register(blockCasesRoutes);
  await app.register(blockLabRoutes);
  await app.register(dashboardRoutes);
  await app.register(markingRoutes);
  await app.register(similarityRoutes);
  await app.register(gradebookRoutes);

  await app.register(storybookPlugin);
  await app.register(spaPlugin);
  options.startup?.mark('routes');
  return app;
}
