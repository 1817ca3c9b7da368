import {
  Empty,
  envelope,
  IdParams,
  PasswordResetRequest,
  StatusUpdate,
  User,
  UserCreate,
  UserImportQuery,
  UserImportResult,
  UserList,
  UserListQuery,
  UserUpdate,
  XLSX_MIME,
} from '@finedu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope.js';
import { badRequest } from '../../errors.js';
import { localeOf } from '../../i18n.js';
import { toUser } from '../dto.js';
import { importUsers } from './import.js';
import * as repo from './repository.js';
import { UsersService } from './service.js';
import { buildImportTemplate, buildUserExport } from './spreadsheet.js';

const tags = ['users'];
const ADMINS = ['sys_admin', 'edu_admin'] as const;
const IMPORT_LIMIT = 10 * 1024 * 1024;
const EXPORT_LIMIT = 20000;
const ExportQuery = UserListQuery.omit({ page: true, page_size: true });

/** Header values must be ASCII: an ASCII fallback name plus the UTF-8 name (RFC 6266). */
const attachment = (name: string, ascii: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Users: sys_admin across colleges, edu_admin within its own college. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new UsersService(app.db, app.config.passwordCost);
  const config = { roles: ADMINS };

  // The import takes the raw .xlsx bytes as its body.
  app.addContentTypeParser([XLSX_MIME, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: IMPORT_LIMIT }, (_request, body, done) => done(null, body));

  app.get('/api/admin/user', {
    config,
    schema: { tags, summary: 'List users (search, filter by role/status/class, paging)', querystring: UserListQuery, response: { 200: envelope(UserList) } },
    handler: async (request) => ok(await service.list(request.user, request.query)),
  });
  app.post('/api/admin/user', {
    config,
    schema: { tags, summary: 'Create a user (college quota enforced)', body: UserCreate, response: { 200: envelope(User) } },
    handler: async (request) => ok(await service.create(request.user, request.body)),
  });
  app.get('/api/admin/user/import/template', {
    config,
    schema: { tags, summary: 'Download the .xlsx import template' },
    handler: async (_request, reply) =>
      reply.type(XLSX_MIME).header('content-disposition', attachment('用户导入模板.xlsx', 'user-import-template.xlsx')).send(await buildImportTemplate()),
  });
  app.post('/api/admin/user/import', {
    config,
    bodyLimit: IMPORT_LIMIT,
    schema: {
      tags,
      summary: 'Import users from the .xlsx template (body: file bytes); nothing is written when any row is bad',
      querystring: UserImportQuery,
      response: { 200: envelope(UserImportResult) },
    },
    handler: async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw badRequest(`请上传 .xlsx 文件（Content-Type: ${XLSX_MIME}）`, `Send the .xlsx file as the body (Content-Type: ${XLSX_MIME})`);
      return ok(await importUsers(app.db, request.user, request.query.edu_id, request.body, localeOf(request), app.config.passwordCost));
    },
  });
  app.get('/api/admin/user/export', {
    config,
    schema: { tags, summary: 'Export users matching the filters as .xlsx', querystring: ExportQuery },
    handler: async (request, reply) => {
      const q = request.query;
      const filter = { eduId: service.scopeOf(request.user, q.edu_id), keyword: q.keyword, role: q.role, status: q.status, classId: q.class_id };
      const rows = await repo.exportUsers(app.db, filter, EXPORT_LIMIT);
      const file = await buildUserExport(rows.map((r) => ({ user: toUser(r.user), className: r.className, collegeTitle: r.collegeTitle })));
      return reply.type(XLSX_MIME).header('content-disposition', attachment('用户.xlsx', 'users.xlsx')).send(file);
    },
  });
  app.get('/api/admin/user/:id', {
    config,
    schema: { tags, summary: 'One user', params: IdParams, response: { 200: envelope(User) } },
    handler: async (request) => ok(await service.get(request.user, request.params.id)),
  });
  app.put('/api/admin/user/:id', {
    config,
    schema: { tags, summary: 'Edit a user (never the college)', params: IdParams, body: UserUpdate, response: { 200: envelope(User) } },
    handler: async (request) => ok(await service.update(request.user, request.params.id, request.body)),
  });
  app.put('/api/admin/user/:id/status', {
    config,
    schema: { tags, summary: 'Enable / disable a user (disabling signs them out)', params: IdParams, body: StatusUpdate, response: { 200: envelope(User) } },
    handler: async (request) => ok(await service.setStatus(request.user, request.params.id, request.body.status)),
  });
  app.post('/api/admin/user/:id/password/reset', {
    config,
    schema: { tags, summary: "Reset a user's password (signs them out)", params: IdParams, body: PasswordResetRequest, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await service.resetPassword(request.user, request.params.id, request.body.password);
      return ok(null);
    },
  });
};
