import { RESOURCE_CALLS, RESOURCE_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/contractRoutes.js';
import type { AuthUser } from '../../types.js';
import { callerOf } from './access.js';
import type { CourseModule } from './module.js';

/** Teaching resources, their categories and the resource store (issue 5 §2). */
export const resourceRoutes: FastifyPluginAsync<{ module: CourseModule }> = async (app, { module }) => {
  const { resources } = module;
  const caller = (request: { user: AuthUser }) => callerOf(app.db, request.user);

  registerCalls(app, RESOURCE_CALLS, RESOURCE_SCHEMAS, {
    listResources: async (request) => resources.list(await caller(request), request.query),
    createResource: async (request) => resources.create(await caller(request), request.body),
    getResource: async (request) => resources.get(await caller(request), request.params.id),
    updateResource: async (request) => resources.update(await caller(request), request.params.id, request.body),
    deleteResource: async (request) => {
      await resources.remove(await caller(request), request.params.id);
      return null;
    },
    resourceDownload: async (request) => resources.download(await caller(request), request.params.id),
    // From a chapter's attachments (chapter_id) the chapter decides: its reader may read what it links.
    resourceTable: async (request) => {
      const { id } = request.params;
      const { rows, chapter_id: chapterId } = request.query;
      const reader = await caller(request);
      if (chapterId === undefined) return resources.table(reader, id, rows);
      return resources.tableOf(await module.chapters.linkedResource(reader, chapterId, id), rows);
    },
    listResourceCategories: async (request) => resources.categories(await caller(request)),
    createResourceCategory: async (request) => resources.createCategory(await caller(request), request.body),
    updateResourceCategory: async (request) => resources.updateCategory(await caller(request), request.params.id, request.body),
    deleteResourceCategory: async (request) => {
      await resources.removeCategory(await caller(request), request.params.id);
      return null;
    },
    getResourceStore: (request) => resources.store(request.params.eduId),
    setResourceStore: (request) => resources.setStore(request.params.eduId, request.body.resource_ids),
  }, { tags: ['resources'] });
};
