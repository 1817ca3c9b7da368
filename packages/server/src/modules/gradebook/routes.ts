import { GRADEBOOK_CALLS, GRADEBOOK_SCHEMAS, XLSX_MIME } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../errors.js';
import { registerCalls } from '../../lib/contractRoutes.js';
import { GradebookService } from './service.js';
import { exportGradebook, importManualColumn } from './transfer.js';

const IMPORT_LIMIT = 5 * 1024 * 1024;

function importBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('请上传 .xlsx 文件（Content-Type: application/octet-stream）', 'Send the .xlsx file as the body (Content-Type: application/octet-stream)');
  return body;
}

/** The course gradebook (issue 34). */
export const gradebookRoutes: FastifyPluginAsync = async (app) => {
  const service = new GradebookService(app.db, app.clock);
  app.addContentTypeParser([XLSX_MIME, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: IMPORT_LIMIT }, (_request, body, done) => done(null, body));

  registerCalls(
    app,
    GRADEBOOK_CALLS,
    GRADEBOOK_SCHEMAS,
    {
      gradebookCourses: (request) => service.courses(request.user),
      courseGradebook: (request) => service.course(request.user, request.params.id, request.query.class_id),
      classGradebook: (request) => service.ofClass(request.user, request.params.id),
      saveGradebookSetup: (request) => service.saveSetup(request.user, request.params.id, request.body),
      createManualColumn: (request) => service.createManualColumn(request.user, request.params.id, request.body),
      deleteManualColumn: (request) => service.deleteManualColumn(request.user, request.params.id, request.params.columnId),
      setManualScore: (request) => service.setManualScore(request.user, request.params.id, request.params.columnId, request.body),
      importManualColumn: (request) => importManualColumn(app.db, service, request.user, request.params.id, request.params.columnId, importBody(request.body)),
      overrideGrade: (request) => service.override(request.user, request.params.id, request.body),
      gradebookAudit: (request) => service.audit(request.user, request.params.id),
      exportCourseGradebook: async (request, reply) => {
        const file = await exportGradebook(service, request.user, request.params.id, request.query.class_id);
        return reply.type(XLSX_MIME).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.bytes);
      },
      myGradebook: (request) => service.mine(request.user),
      gradebookCompetitionSessions: (request) => service.competitionSessions(request.user, request.params.id),
      addCompetitionItem: (request) => service.addCompetitionItem(request.user, request.params.id, request.body),
      removeCompetitionItem: (request) => service.removeCompetitionItem(request.user, request.params.id, request.params.competitionItemId),
    },
    { tags: ['gradebook'], routes: { importManualColumn: { bodyLimit: IMPORT_LIMIT } } },
  );
};
