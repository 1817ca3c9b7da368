import { USER_CALLS, USER_SCHEMAS, XLSX_MIME } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../errors.js';
import { localeOf } from '../../i18n.js';
import { registerCalls } from '../../lib/contractRoutes.js';
import { importUsers } from './import.js';
import { UsersService } from './service.js';
import { buildImportTemplate } from './spreadsheet.js';

const IMPORT_LIMIT = 10 * 1024 * 1024;

/** Header values must be ASCII: an ASCII fallback name plus the UTF-8 name (RFC 6266). */
const attachment = (name: string, ascii: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Users: sys_admin across colleges, edu_admin within its own college. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  const service = new UsersService(app.db, app.config.passwordCost);

  // The import takes the raw .xlsx bytes as its body.
  app.addContentTypeParser([XLSX_MIME, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: IMPORT_LIMIT }, (_request, body, done) => done(null, body));

  registerCalls(app, USER_CALLS, USER_SCHEMAS, {
    listUsers: (request) => service.list(request.user, request.query),
    createUser: (request) => service.create(request.user, request.body),
    getUser: (request) => service.get(request.user, request.params.id),
    updateUser: (request) => service.update(request.user, request.params.id, request.body),
    setUserStatus: (request) => service.setStatus(request.user, request.params.id, request.body.status),
    resetUserPassword: async (request) => {
      await service.resetPassword(request.user, request.params.id, request.body.password);
      return null;
    },
    userImportTemplate: async (_request, reply) =>
      reply.type(XLSX_MIME).header('content-disposition', attachment('用户导入模板.xlsx', 'user-import-template.xlsx')).send(await buildImportTemplate()),
    importUsers: async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw badRequest(`请上传 .xlsx 文件（Content-Type: ${XLSX_MIME}）`, `Send the .xlsx file as the body (Content-Type: ${XLSX_MIME})`);
      return importUsers(app.db, request.user, request.query.edu_id, request.body, localeOf(request), app.config.passwordCost);
    },
    exportUsers: async (request, reply) =>
      reply.type(XLSX_MIME).header('content-disposition', attachment('用户.xlsx', 'users.xlsx')).send(await service.exportFile(request.user, request.query)),
  }, { tags: ['users'], routes: { importUsers: { bodyLimit: IMPORT_LIMIT } } });
};
