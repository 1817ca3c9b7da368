import { ClassCreate, ClassDetail, ClassList, ClassListQuery, ClassMembersUpdate, ClassUpdate, Empty, envelope, IdParams } from '@finedu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope.js';
import { ClassesService } from './service.js';

const tags = ['classes'];
const READERS = { roles: ['sys_admin', 'edu_admin', 'edu_teacher'] as const };
const MANAGERS = { roles: ['edu_admin'] as const };

/** Classes (edu/class): edu_admin manages; teachers of the college and sys_admin read. */
export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ClassesService(app.db);

  app.get('/api/admin/class', {
    config: READERS,
    schema: { tags, summary: 'List classes', querystring: ClassListQuery, response: { 200: envelope(ClassList) } },
    handler: async (request) => ok(await service.list(request.user, request.query)),
  });
  app.post('/api/admin/class', {
    config: MANAGERS,
    schema: { tags, summary: 'Create a class', body: ClassCreate, response: { 200: envelope(ClassDetail) } },
    handler: async (request) => ok(await service.create(request.user, request.body)),
  });
  app.get('/api/admin/class/:id', {
    config: READERS,
    schema: { tags, summary: 'A class with its members', params: IdParams, response: { 200: envelope(ClassDetail) } },
    handler: async (request) => ok(await service.get(request.user, request.params.id)),
  });
  app.put('/api/admin/class/:id', {
    config: MANAGERS,
    schema: { tags, summary: 'Edit a class (name, grade, head teacher)', params: IdParams, body: ClassUpdate, response: { 200: envelope(ClassDetail) } },
    handler: async (request) => ok(await service.update(request.user, request.params.id, request.body)),
  });
  app.delete('/api/admin/class/:id', {
    config: MANAGERS,
    schema: { tags, summary: 'Delete a class (its students stay)', params: IdParams, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await service.remove(request.user, request.params.id);
      return ok(null);
    },
  });
  app.put('/api/admin/class/:id/members', {
    config: MANAGERS,
    schema: { tags, summary: 'Set the students of a class', params: IdParams, body: ClassMembersUpdate, response: { 200: envelope(ClassDetail) } },
    handler: async (request) => ok(await service.setMembers(request.user, request.params.id, request.body.user_ids)),
  });
};
