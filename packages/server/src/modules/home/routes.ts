import { HOME_CALLS, HOME_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/contractRoutes.js';
import { loadPublicHome } from './service.js';

/** The public home (issue 12): one call for the front page, the same answer for visitors and signed-in users. */
export const homeRoutes: FastifyPluginAsync = async (app) => {
  registerCalls(app, HOME_CALLS, HOME_SCHEMAS, {
    publicHome: () => loadPublicHome(app.db, app.clock.now()),
  }, { tags: ['home'] });
};
