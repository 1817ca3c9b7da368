import { BLOCK_CASE_CALLS, BLOCK_CASE_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../i18n.js';
import { registerCalls } from '../../lib/contractRoutes.js';
import { BlockCasesService } from './service.js';

/** The blockchain case library (issue 11): the system admin authors; college users list the published cases. */
export const blockCasesRoutes: FastifyPluginAsync = async (app) => {
  const service = new BlockCasesService(app.db);

  registerCalls(app, BLOCK_CASE_CALLS, BLOCK_CASE_SCHEMAS, {
    listBlockCases: (request) => service.list(request.query),
    createBlockCase: (request) => service.create(request.user, request.body, localeOf(request)),
    getBlockCase: (request) => service.get(request.params.id, localeOf(request)),
    updateBlockCase: (request) => service.update(request.params.id, request.body, localeOf(request)),
    deleteBlockCase: async (request) => {
      await service.remove(request.params.id);
      return null;
    },
    copyBlockCase: (request) => service.copy(request.user, request.params.id, localeOf(request)),
    publishBlockCase: (request) => service.publish(request.params.id, localeOf(request)),
    unpublishBlockCase: (request) => service.unpublish(request.params.id, localeOf(request)),
    listBlockOrganizations: (request) => service.listOrganizations(request.params.id),
    createBlockOrganization: (request) => service.createOrganization(request.params.id, request.body),
    updateBlockOrganization: (request) => service.updateOrganization(request.params.id, request.params.orgId, request.body),
    regenerateBlockOrganizationKey: (request) => service.regenerateKey(request.params.id, request.params.orgId),
    deleteBlockOrganization: async (request) => {
      await service.deleteOrganization(request.params.id, request.params.orgId);
      return null;
    },
    getBlockBusiness: (request) => service.getBusiness(request.params.id, localeOf(request)),
    putBlockBusiness: (request) => service.putBusiness(request.params.id, request.body, localeOf(request)),
    getBlockProcess: (request) => service.getProcess(request.params.id, localeOf(request)),
    putBlockProcess: (request) => service.putProcess(request.params.id, request.body.steps, localeOf(request)),
    listPublishedBlockCases: (request) => service.listPublished(request.query),
    getPublishedBlockCase: (request) => service.getPublished(request.params.id),
  }, { tags: ['blockCases'] });
};
