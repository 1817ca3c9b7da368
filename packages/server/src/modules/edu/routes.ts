import { EDU_CALLS, EDU_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/contractRoutes.js';
import { EduService } from './service.js';

/** Colleges (sys_admin only). */
export const eduRoutes: FastifyPluginAsync = async (app) => {
  const service = new EduService(app.db);
  registerCalls(app, EDU_CALLS, EDU_SCHEMAS, {
    listColleges: (request) => service.list(request.query),
    createCollege: (request) => service.create(request.body),
    getCollege: (request) => service.get(request.params.id),
    updateCollege: (request) => service.update(request.params.id, request.body),
    setCollegeStatus: (request) => service.setStatus(request.params.id, request.body.status),
  }, { tags: ['edu'] });
};
