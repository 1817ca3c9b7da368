import { UPLOAD_CALLS, UPLOAD_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerCalls } from '../../lib/contractRoutes.js';
import { globalPlugin } from '../../lib/plugin.js';
import { AbandonedUploadSweeper } from './abandoned.js';
import { UploadsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Aborts uploads left unfinished for UPLOAD_ABANDON_HOURS (every 10 minutes; `runOnce()` on demand). */
    uploadSweeper: AbandonedUploadSweeper;
  }
}

/** Storage settings and multipart uploads straight to object storage (the bytes never pass through /api). */
const routes: FastifyPluginAsync = async (app) => {
  const service = new UploadsService(app.db, app.storage, app.storageLinks, app.storageConfig, app.log, app.clock);
  const sweeper = new AbandonedUploadSweeper({ db: app.db, storage: app.storage, clock: app.clock, log: app.log, abandonHours: app.storageConfig.abandonHours }, undefined, app.jobs);
  app.decorate('uploadSweeper', sweeper);
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => sweeper.stop());

  registerCalls(app, UPLOAD_CALLS, UPLOAD_SCHEMAS, {
    storageMeta: async () => app.storagePublicSettings,
    createUpload: (request) => service.create(request.user, request.body),
    signUploadParts: (request) => service.sign(request.user, request.params.id, request.body.part_numbers),
    recordUploadPart: (request) => service.recordPart(request.user, request.params.id, request.body),
    completeUpload: (request) => service.complete(request.user, request.params.id),
    abortUpload: (request) => service.abort(request.user, request.params.id),
    renewStorageLink: async (request) => service.renewLink(request.body.url),
  }, { tags: ['uploads'] });
};

/** Global (not encapsulated), so the app and its tests reach `uploadSweeper`. */
export const uploadsRoutes = globalPlugin(routes, 'uploads');
