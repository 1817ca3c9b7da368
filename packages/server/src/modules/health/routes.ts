import { PLATFORM_CALLS, PLATFORM_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/contractRoutes.js';
import { pingDatabase } from './repository.js';

/** The platform's own calls: its OpenAPI document (collected by plugins/openapi.ts) and the liveness check. */
export const platformRoutes: FastifyPluginAsync = async (app) => {
  registerCalls(app, PLATFORM_CALLS, PLATFORM_SCHEMAS, {
    openapi: async (_request, reply) => reply.type('application/json; charset=utf-8').send(app.swagger()),
    health: async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const, db: app.dbKind };
    },
  }, { tags: ['platform'] });
};
