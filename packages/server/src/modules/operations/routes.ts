import { OPERATIONS_CALLS, OPERATIONS_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../i18n.js';
import { registerCalls } from '../../lib/contractRoutes.js';
import { IntervalJob } from '../../lib/jobs.js';
import { globalPlugin } from '../../lib/plugin.js';
import { ActivityRecorder } from './activity.js';
import { PlatformMetrics, type MetricsSources } from './metrics.js';
import { OperationsSampler } from './sampler.js';
import { SelfTest } from './selfTest.js';
import { OperationsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry of this instance and the figures it records. */
    metrics: PlatformMetrics;
    /** Users' last signed-in request, written every few seconds (`flush()` on demand). */
    userActivity: ActivityRecorder;
    /** Keeps a sample of the figures every METRICS_SAMPLE_SECONDS and prunes those older than 7 days (`runOnce()` on demand). */
    operationsSampler: IntervalJob<{ stored: boolean; pruned: number }>;
  }
}

/** An envelope answer begins `{"code":<n>` (envelope.ts writes `code` first); other answers have no code. */
const ENVELOPE_CODE = /^\{"code":(-?\d+)/;

export interface OperationsOptions {
  poolStats?: MetricsSources['poolStats'];
  runningKernels?: MetricsSources['runningKernels'];
  /** NOTEBOOK_MAX_KERNELS, for the default thresholds of the kernel tile. */
  maxKernels?: number;
}

/**
 * The operations monitor's server side (issue 12): the metrics registry and its request hooks (registered before
 * the modules, so every route is measured), users' last activity, the minute sampler, and `/metrics`.
 */
const routes: FastifyPluginAsync<OperationsOptions> = async (app, options) => {
  const metrics = new PlatformMetrics({
    db: app.db,
    jobs: app.jobs,
    now: () => app.clock.now(),
    dataDir: app.config.dataDir,
    poolStats: options.poolStats,
    runningKernels: options.runningKernels,
  });
  app.decorate('metrics', metrics);

  // The answer's envelope code, kept on the request (a field every request has, rather than a WeakMap entry per
  // request: issue 14 measured those on every call).
  app.decorateRequest('envelopeCode', null);
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (typeof payload === 'string') {
      const match = ENVELOPE_CODE.exec(payload.slice(0, 16));
      if (match) request.envelopeCode = Number(match[1]);
    }
    done(null, payload);
  });
  const activity = new ActivityRecorder(app.db, () => app.clock.now(), app.log);
  app.decorate('userActivity', activity);
  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched paths are one label, so scanners cannot grow the series without bound.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000, request.envelopeCode);
    if (request.user) activity.seen(request.user.id);
    done();
  });

  const sampler = new OperationsSampler(app.db, metrics, () => app.clock.now());
  const sampling = new IntervalJob({
    name: 'operations.sample',
    intervalMs: Math.max(1, app.config.metricsSampleSeconds) * 1000,
    work: () => sampler.sampleAndPrune(),
    log: app.log,
    jobs: app.jobs,
    enabled: app.config.metricsSampleSeconds > 0,
  });
  app.decorate('operationsSampler', sampling);
  const service = new OperationsService(app, sampler, options.maxKernels ?? 40);
  const selfTest = new SelfTest(app);
  app.addHook('onReady', async () => {
    activity.start();
    sampling.start();
  });
  // Before the database closes: the last activity is written and no sample is left half-way.
  app.addHook('preClose', async () => {
    await sampling.stop();
    await activity.stop();
  });

  registerCalls(
    app,
    OPERATIONS_CALLS,
    OPERATIONS_SCHEMAS,
    {
      metrics: async (_request, reply) => reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics()),
      operationsOverview: () => service.overview(),
      operationsQueue: () => service.queue(),
      operationsHistory: (request) => service.history(request.query.range),
      stopOperationsKernel: (request) => service.stopKernel(request.user, request.params.kernelId),
      setOperationsThresholds: (request) => service.setThresholds(request.user, request.body.thresholds),
      runSelfTest: (request) => selfTest.run(request.user, request.body, localeOf(request)),
    },
    { tags: ['operations'], routes: { metrics: { config: { scrapeToken: true } } } },
  );
};

/** Global: its hooks measure every route of the app, and the app and its tests reach `metrics`. */
export const operationsRoutes = globalPlugin(routes, 'operations');
