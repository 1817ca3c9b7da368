import { DASHBOARD_CALLS, DASHBOARD_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/contractRoutes.js';
import { DashboardService } from './service.js';

/** The landing pages' attention panel (issue 18): one read-only call answered by the caller's role. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const service = new DashboardService(app);
  registerCalls(app, DASHBOARD_CALLS, DASHBOARD_SCHEMAS, {
    myDashboard: (request) => service.mine(request.user),
  }, { tags: ['dashboard'] });
};
