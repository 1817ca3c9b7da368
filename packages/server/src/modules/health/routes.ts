import { envelope, Health } from '@finedu/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', {
    config: { roles: 'public' },
    schema: { tags: ['platform'], summary: 'Liveness and database check', response: { 200: envelope(Health) } },
    handler: async () => {
      await app.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, db: app.dbKind });
    },
  });
};
