import {
  AbortUploadResponse,
  CompleteUploadResponse,
  CreateUploadBody,
  envelope,
  RecordPartBody,
  RecordPartResponse,
  SignPartsBody,
  SignPartsResponse,
  StorageLink,
  StorageLinkBody,
  StorageMeta,
  UPLOAD_PATHS,
  UploadIdParams,
  UploadSession,
} from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope.js';
import { badRequest } from '../../errors.js';
import { globalPlugin } from '../../lib/plugin.js';
import { AbandonedUploadSweeper } from './abandoned.js';
import { UploadsService } from './service.js';

const tags = ['uploads'];
/** Every signed-in user may upload (students hand in files too); each only ever touches their own uploads. */
const config = { roles: 'any' } as const;

/** Storage settings and multipart uploads straight to object storage (the bytes never pass through /api). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = new UploadsService(app.db, app.storage, app.storageLinks, app.storageConfig, app.log, app.clock);
  const sweeper = new AbandonedUploadSweeper({ db: app.db, storage: app.storage, clock: app.clock, log: app.log, abandonHours: app.storageConfig.abandonHours });
  app.decorate('uploadSweeper', sweeper);
  app.addHook('onReady', async () => sweeper.start());
  app.addHook('onClose', async () => sweeper.stop());

  app.get(UPLOAD_PATHS.meta.path, {
    config,
    schema: { tags, summary: 'Object-storage settings for uploads (spec §3); never a secret', response: { 200: envelope(StorageMeta) } },
    handler: async () => ok(app.storagePublicSettings),
  });
  app.post(UPLOAD_PATHS.create.path, {
    config,
    schema: { tags, summary: 'Start an upload, or resume the same file (same user, md5 and size)', body: CreateUploadBody, response: { 200: envelope(UploadSession) } },
    handler: async (request) => ok(await service.create(request.user, request.body)),
  });
  app.post(UPLOAD_PATHS.sign.path, {
    config,
    schema: { tags, summary: 'Signed PUT URLs for parts', params: UploadIdParams, body: SignPartsBody, response: { 200: envelope(SignPartsResponse) } },
    handler: async (request) => ok(await service.sign(request.user, request.params.id, request.body.part_numbers)),
  });
  app.post(UPLOAD_PATHS.part.path, {
    config,
    schema: { tags, summary: 'Record a part storage accepted (its ETag)', params: UploadIdParams, body: RecordPartBody, response: { 200: envelope(RecordPartResponse) } },
    handler: async (request) => ok(await service.recordPart(request.user, request.params.id, request.body)),
  });
  app.post(UPLOAD_PATHS.complete.path, {
    config,
    schema: { tags, summary: 'Join the parts; answers the uploaded file {url, filename}', params: UploadIdParams, response: { 200: envelope(CompleteUploadResponse) } },
    handler: async (request) => ok(await service.complete(request.user, request.params.id)),
  });
  app.delete(UPLOAD_PATHS.abort.path, {
    config,
    schema: { tags, summary: 'Cancel an unfinished upload and drop its parts', params: UploadIdParams, response: { 200: envelope(AbortUploadResponse) } },
    handler: async (request) => ok(await service.abort(request.user, request.params.id)),
  });
  app.post(UPLOAD_PATHS.link.path, {
    config,
    schema: {
      tags,
      summary: 'A fresh link (STORAGE_LINK_TTL) for a stored-file link or reference the server issued, expired or not',
      body: StorageLinkBody,
      response: { 200: envelope(StorageLink) },
    },
    handler: async (request) => {
      // Only what the server signed resolves: a typed-in key or a tampered link is refused.
      const file = app.storageLinks.resolve(request.body.url);
      if (file === null) throw badRequest('不是本平台签发的文件链接', 'Not a file link this platform issued');
      const link = app.storageLinks.link(file.key, { name: file.name });
      return ok({ url: link.url, expires_at: link.expiresAt?.toISOString() ?? null });
    },
  });
};

/** Global (not encapsulated), so the app and its tests reach `uploadSweeper`. */
export const uploadsRoutes = globalPlugin(routes as FastifyPluginAsync, 'uploads');
