import { CollegeCreate, CollegeListQuery, CollegeUpdate, CollegeWithCounts, envelope, IdParams, paged, StatusUpdate } from '@finedu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope.js';
import { EduService } from './service.js';

const tags = ['edu'];
const SYS_ADMIN = ['sys_admin'] as const;

/** Colleges (sys_admin only). */
export const eduRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new EduService(app.db);
  const config = { roles: SYS_ADMIN };

  app.get('/api/admin/edu', {
    config,
    schema: { tags, summary: 'List / search colleges', querystring: CollegeListQuery, response: { 200: envelope(paged(CollegeWithCounts)) } },
    handler: async (request) => ok(await service.list(request.query)),
  });
  app.post('/api/admin/edu', {
    config,
    schema: { tags, summary: 'Create a college', body: CollegeCreate, response: { 200: envelope(CollegeWithCounts) } },
    handler: async (request) => ok(await service.create(request.body)),
  });
  app.get('/api/admin/edu/:id', {
    config,
    schema: { tags, summary: 'College detail with user counts', params: IdParams, response: { 200: envelope(CollegeWithCounts) } },
    handler: async (request) => ok(await service.get(request.params.id)),
  });
  app.put('/api/admin/edu/:id', {
    config,
    schema: { tags, summary: 'Edit a college', params: IdParams, body: CollegeUpdate, response: { 200: envelope(CollegeWithCounts) } },
    handler: async (request) => ok(await service.update(request.params.id, request.body)),
  });
  app.put('/api/admin/edu/:id/status', {
    config,
    schema: { tags, summary: 'Enable / disable a college', params: IdParams, body: StatusUpdate, response: { 200: envelope(CollegeWithCounts) } },
    handler: async (request) => ok(await service.setStatus(request.params.id, request.body.status)),
  });
};
