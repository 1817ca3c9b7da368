import {
  EduIdParams,
  Empty,
  envelope,
  IdParams,
  Resource,
  ResourceCategory,
  ResourceCategoryCreate,
  ResourceCategoryList,
  ResourceCategoryUpdate,
  ResourceCreate,
  ResourceDownload,
  ResourceList,
  ResourceListQuery,
  ResourceStore,
  ResourceStoreUpdate,
  ResourceUpdate,
} from '@finedu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope.js';
import { callerOf } from './access.js';
import type { CourseModule } from './module.js';

const tags = ['resources'];
const READERS = { roles: ['sys_admin', 'edu_admin', 'edu_teacher', 'edu_student'] as const };
const STAFF = { roles: ['sys_admin', 'edu_admin', 'edu_teacher'] as const };
const ADMINS = { roles: ['sys_admin', 'edu_admin'] as const };
const SYS = { roles: ['sys_admin'] as const };

/** Teaching resources, their categories and the resource store (issue 5 §2). */
export const resourceRoutes: FastifyPluginAsyncZod<{ module: CourseModule }> = async (app, { module }) => {
  const { resources } = module;
  const caller = (request: { user: Parameters<typeof callerOf>[1] }) => callerOf(app.db, request.user);

  // Static segments (category, store) before `:id`; find-my-way prefers them anyway.
  app.get('/api/admin/resource/category', {
    config: READERS,
    schema: { tags, summary: "Categories of the caller's library", response: { 200: envelope(ResourceCategoryList) } },
    handler: async (request) => ok(await resources.categories(await caller(request))),
  });
  app.post('/api/admin/resource/category', {
    config: ADMINS,
    schema: { tags, summary: 'Create a category', body: ResourceCategoryCreate, response: { 200: envelope(ResourceCategory) } },
    handler: async (request) => ok(await resources.createCategory(await caller(request), request.body)),
  });
  app.put('/api/admin/resource/category/:id', {
    config: ADMINS,
    schema: { tags, summary: 'Rename or reorder a category', params: IdParams, body: ResourceCategoryUpdate, response: { 200: envelope(ResourceCategory) } },
    handler: async (request) => ok(await resources.updateCategory(await caller(request), request.params.id, request.body)),
  });
  app.delete('/api/admin/resource/category/:id', {
    config: ADMINS,
    schema: { tags, summary: 'Delete an empty category', params: IdParams, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await resources.removeCategory(await caller(request), request.params.id);
      return ok(null);
    },
  });
  app.get('/api/admin/resource/store/:eduId', {
    config: SYS,
    schema: { tags, summary: 'Platform resources granted to a college', params: EduIdParams, response: { 200: envelope(ResourceStore) } },
    handler: async (request) => ok(await resources.store(request.params.eduId)),
  });
  app.put('/api/admin/resource/store/:eduId', {
    config: SYS,
    schema: { tags, summary: 'Grant exactly these platform resources to a college', params: EduIdParams, body: ResourceStoreUpdate, response: { 200: envelope(ResourceStore) } },
    handler: async (request) => ok(await resources.setStore(request.params.eduId, request.body.resource_ids)),
  });

  app.get('/api/admin/resource', {
    config: READERS,
    schema: { tags, summary: 'Resources (search, type, category, source, paging)', querystring: ResourceListQuery, response: { 200: envelope(ResourceList) } },
    handler: async (request) => ok(await resources.list(await caller(request), request.query)),
  });
  app.post('/api/admin/resource', {
    config: STAFF,
    schema: { tags, summary: 'Add an uploaded file to the library', body: ResourceCreate, response: { 200: envelope(Resource) } },
    handler: async (request) => ok(await resources.create(await caller(request), request.body)),
  });
  app.get('/api/admin/resource/:id', {
    config: READERS,
    schema: { tags, summary: 'A resource', params: IdParams, response: { 200: envelope(Resource) } },
    handler: async (request) => ok(await resources.get(await caller(request), request.params.id)),
  });
  app.put('/api/admin/resource/:id', {
    config: STAFF,
    schema: { tags, summary: 'Edit a resource', params: IdParams, body: ResourceUpdate, response: { 200: envelope(Resource) } },
    handler: async (request) => ok(await resources.update(await caller(request), request.params.id, request.body)),
  });
  app.delete('/api/admin/resource/:id', {
    config: STAFF,
    schema: { tags, summary: 'Delete a resource', params: IdParams, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await resources.remove(await caller(request), request.params.id);
      return ok(null);
    },
  });
  app.get('/api/admin/resource/:id/download', {
    config: READERS,
    schema: { tags, summary: 'A signed URL to preview or download the file', params: IdParams, response: { 200: envelope(ResourceDownload) } },
    handler: async (request) => ok(await resources.download(await caller(request), request.params.id)),
  });
};
