import { CaseCreate, CaseDetail, CaseList, CaseListQuery, CaseType, CaseTypeCreate, CaseTypeList, CaseTypeUpdate, CaseUpdate, Empty, envelope, IdParams } from '@finedu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope.js';
import { CasesService } from './service.js';

const tags = ['cases'];
const AUTHORS = { roles: ['sys_admin', 'sys_teacher'] as const };

/** Big-data cases, admin side (spec §7): sys_teacher and sys_admin author cases and case types. */
export const casesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CasesService(app.db, `${app.storageConfig.prefix}${app.storageConfig.pathMedia}`);

  // Static `type` routes are registered before `:id` ones; find-my-way prefers static segments anyway.
  app.get('/api/admin/bigdata/case/type', {
    config: AUTHORS,
    schema: { tags, summary: 'List case types', response: { 200: envelope(CaseTypeList) } },
    handler: async () => ok(await service.listTypes()),
  });
  app.post('/api/admin/bigdata/case/type', {
    config: AUTHORS,
    schema: { tags, summary: 'Create a case type', body: CaseTypeCreate, response: { 200: envelope(CaseType) } },
    handler: async (request) => ok(await service.createType(request.body)),
  });
  app.put('/api/admin/bigdata/case/type/:id', {
    config: AUTHORS,
    schema: { tags, summary: 'Rename or reorder a case type', params: IdParams, body: CaseTypeUpdate, response: { 200: envelope(CaseType) } },
    handler: async (request) => ok(await service.updateType(request.params.id, request.body)),
  });
  app.delete('/api/admin/bigdata/case/type/:id', {
    config: AUTHORS,
    schema: { tags, summary: 'Delete a case type (refused while a case uses it)', params: IdParams, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await service.removeType(request.params.id);
      return ok(null);
    },
  });

  app.get('/api/admin/bigdata/case', {
    config: AUTHORS,
    schema: { tags, summary: 'List cases (type, keyword, status, paging)', querystring: CaseListQuery, response: { 200: envelope(CaseList) } },
    handler: async (request) => ok(await service.list(request.query)),
  });
  // Spec §7 writes `POST /api/admin/bigdata/case/` with the trailing slash; both spellings are served.
  for (const url of ['/api/admin/bigdata/case/', '/api/admin/bigdata/case']) {
    app.post(url, {
      config: AUTHORS,
      schema: { tags, summary: 'Create a case', body: CaseCreate, response: { 200: envelope(CaseDetail) } },
      handler: async (request) => ok(await service.create(request.user, request.body)),
    });
  }
  app.get('/api/admin/bigdata/case/:id', {
    config: AUTHORS,
    schema: { tags, summary: 'A case with everything (editor; includes hidden tests)', params: IdParams, response: { 200: envelope(CaseDetail) } },
    handler: async (request) => ok(await service.get(request.params.id)),
  });
  app.put('/api/admin/bigdata/case/:id', {
    config: AUTHORS,
    schema: { tags, summary: 'Edit a case', params: IdParams, body: CaseUpdate, response: { 200: envelope(CaseDetail) } },
    handler: async (request) => ok(await service.update(request.params.id, request.body)),
  });
  app.post('/api/admin/bigdata/case/copy/:id', {
    config: AUTHORS,
    schema: { tags, summary: 'Copy a case (as a draft)', params: IdParams, response: { 200: envelope(CaseDetail) } },
    handler: async (request) => ok(await service.copy(request.user, request.params.id)),
  });
  app.delete('/api/admin/bigdata/case/:id', {
    config: AUTHORS,
    schema: { tags, summary: 'Delete a case', params: IdParams, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await service.remove(request.params.id);
      return ok(null);
    },
  });
};
