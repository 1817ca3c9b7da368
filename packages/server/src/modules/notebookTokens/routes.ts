import { NOTEBOOK_TOKEN_CALLS, NOTEBOOK_TOKEN_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/contractRoutes.js';
import { NotebookTokenService } from './service.js';

/** Personal notebook tokens (issue 35): each signed-in user manages their own; nobody manages another's. */
export const notebookTokenRoutes: FastifyPluginAsync = async (app) => {
  const service = new NotebookTokenService(app.db, () => app.clock.now());
  registerCalls(app, NOTEBOOK_TOKEN_CALLS, NOTEBOOK_TOKEN_SCHEMAS, {
    listNotebookTokens: async (req) => service.list(req.user.id),
    createNotebookToken: async (req) => service.create(req.user.id, req.body, { ip: req.ip }),
    revokeNotebookToken: async (req) => {
      await service.revoke(req.user.id, req.params.id, { ip: req.ip });
      return null;
    },
  }, { tags: ['notebook-tokens'] });
};
