import { CLASS_CALLS, CLASS_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/contractRoutes.js';
import { ClassesService } from './service.js';

/** Classes (edu/class): edu_admin manages; teachers of the college and sys_admin read. */
export const classesRoutes: FastifyPluginAsync = async (app) => {
  const service = new ClassesService(app.db);
  registerCalls(app, CLASS_CALLS, CLASS_SCHEMAS, {
    listClasses: (request) => service.list(request.user, request.query),
    createClass: (request) => service.create(request.user, request.body),
    getClass: (request) => service.get(request.user, request.params.id),
    updateClass: (request) => service.update(request.user, request.params.id, request.body),
    deleteClass: async (request) => {
      await service.remove(request.user, request.params.id);
      return null;
    },
    setClassMembers: (request) => service.setMembers(request.user, request.params.id, request.body.user_ids),
  }, { tags: ['classes'] });
};
