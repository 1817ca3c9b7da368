import { MARKING_CALLS, MARKING_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/contractRoutes.js';
import { markingScopeOf, markingWorkOf } from './service.js';

/** The marking queue (issue 34): one read-only call, bounded by the caller's college and classes. */
export const markingRoutes: FastifyPluginAsync = async (app) => {
  registerCalls(app, MARKING_CALLS, MARKING_SCHEMAS, {
    myMarkingWork: (request) => markingWorkOf(app.db, markingScopeOf(request.user)),
  }, { tags: ['marking'] });
};
