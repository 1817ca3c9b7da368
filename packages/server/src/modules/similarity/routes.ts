import { SIMILARITY_CALLS, SIMILARITY_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/contractRoutes.js';
import { SIMILARITY_QUEUE, SimilarityService } from './service.js';

/**
 * The similarity check (issue 16): staff start a report and read it; every instance takes report jobs (no notebook
 * needed: the work is the server's own CPU, one report at a time per instance).
 */
export const similarityRoutes: FastifyPluginAsync = async (app) => {
  const service = new SimilarityService(app.db, app.queue, app.log);
  app.addHook('onReady', async () => {
    await app.queue.work<{ reportId: number }, null>(SIMILARITY_QUEUE, { concurrency: 1, pollingIntervalSeconds: 2 }, async (job) => {
      await service.build(job.data.reportId);
      return null;
    });
  });

  registerCalls(
    app,
    SIMILARITY_CALLS,
    SIMILARITY_SCHEMAS,
    {
      startSimilarityReport: (request) => service.start(request.user, request.body),
      latestSimilarityReport: (request) => service.latest(request.user, request.query),
      similarityPair: (request) => service.pair(request.user, request.params.id, request.query.a, request.query.b),
    },
    { tags: ['similarity'] },
  );
};
