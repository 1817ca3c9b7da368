import { BLOCK_LAB_CALLS, BLOCK_LAB_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { localeOf } from '../../i18n.js';
import { registerCalls } from '../../lib/contractRoutes.js';
import { withForkSlot } from './bounded.js';
import { BlockLabService } from './service.js';

/** The blockchain lab (issue 11): a user's attempt at a published block case, kept and checked by the server. */
export const blockLabRoutes: FastifyPluginAsync = async (app) => {
  const service = new BlockLabService(app.db, app.clock);

  registerCalls(app, BLOCK_LAB_CALLS, BLOCK_LAB_SCHEMAS, {
    listBlockLabCases: (request) => service.listCases(request.user, request.query),
    startBlockLabAttempt: (request) => service.start(request.user, request.params.id),
    blockLabStudents: (request) => service.students(request.user, request.params.id, request.query),
    myBlockLabAttempts: (request) => service.myAttempts(request.user),
    getBlockLabAttempt: (request) => service.get(request.user, request.params.id),
    submitBlockLabTransaction: (request) => service.transact(request.user, request.params.id, request.body),
    submitBlockLabBlock: (request) => service.submitBlock(request.user, request.params.id, request.body),
    checkBlockLabFork: (request, reply) => withForkSlot(request.user.id, reply, () => service.fork(request.user, request.params.id, request.body, localeOf(request))),
    resetBlockLabAttempt: (request) => service.reset(request.user, request.params.id),
  }, { tags: ['blockLab'] });
};
