import { CASE_CALLS, CASE_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls, type CallRequest } from '../../lib/contractRoutes.js';
import { CasesService } from './service.js';

/** Big-data cases, admin side (spec §7): sys_teacher and sys_admin author cases and case types. */
export const casesRoutes: FastifyPluginAsync = async (app) => {
  const service = new CasesService(app.db, `${app.storageConfig.prefix}${app.storageConfig.pathMedia}`, { kernelHost: () => app.runtime.kernelHost(), log: app.log });
  // Spec §7 writes `POST /api/admin/bigdata/case/` with the trailing slash; both spellings create.
  const create = (request: CallRequest<(typeof CASE_SCHEMAS)['createCase']>) => service.create(request.user, request.body);

  registerCalls(app, CASE_CALLS, CASE_SCHEMAS, {
    listCases: (request) => service.list(request.query),
    createCase: create,
    createCaseWithoutSlash: create,
    getCase: (request) => service.get(request.params.id),
    updateCase: (request) => service.update(request.params.id, request.body),
    copyCase: (request) => service.copy(request.user, request.params.id),
    deleteCase: async (request) => {
      await service.remove(request.params.id);
      return null;
    },
    listCaseTypes: () => service.listTypes(),
    previewCaseSeeds: (request) => service.previewSeeds(request.body),
    createCaseType: (request) => service.createType(request.body),
    updateCaseType: (request) => service.updateType(request.params.id, request.body),
    deleteCaseType: async (request) => {
      await service.removeType(request.params.id);
      return null;
    },
    importCaseNotebook: async (request) => service.importNotebook(request.body.content),
    exportCaseNotebook: (request) => service.exportNotebook(request.params.id),
  }, { tags: ['cases'], routes: { importCaseNotebook: { bodyLimit: 8 * 1024 * 1024 } } });
};
