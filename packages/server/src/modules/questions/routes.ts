import { QUESTION_CALLS, QUESTION_SCHEMAS, XLSX_MIME } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { badRequest } from '../../errors.js';
import { localeOf } from '../../i18n.js';
import { registerCalls } from '../../lib/contractRoutes.js';
import { previewSeeds } from '../../runtime/index.js';
import { storageFileSource, storageFileStore } from './importImages.js';
import { DOCX_MAX_BYTES, exportQuestions, importQuestions, MOODLE_MAX_BYTES, previewImport, questionTemplate } from './transfer.js';
import { QuestionsService } from './service.js';

const MOODLE_MIME = 'application/xml';
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** A little above the largest import limit (Word's), so that a file just over it gets the import's own message. */
const BODY_LIMIT = Math.max(DOCX_MAX_BYTES, MOODLE_MAX_BYTES) + 1024 * 1024;

/** Header values must be ASCII: an ASCII fallback name plus the UTF-8 name (RFC 6266). */
const attachment = (name: string, ascii: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The file of an import or its preview: the request's raw bytes. */
function importBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw badRequest('请上传题目文件（Content-Type: application/octet-stream）', 'Send the file as the body (Content-Type: application/octet-stream)');
  }
  return body;
}

/** Question banks and papers (issue 4 §1, §2). */
export const questionsRoutes: FastifyPluginAsync = async (app) => {
  const service = new QuestionsService(app.db);
  const importFiles = storageFileStore(app.storage, app.storageLinks, app.storageConfig);
  const exportSource = storageFileSource(app.storage, app.storageLinks);

  // Imports take the file's bytes as the body, whatever the client calls them.
  app.addContentTypeParser(
    [XLSX_MIME, DOCX_MIME, 'application/octet-stream', 'application/xml', 'text/xml', 'text/plain', 'application/vnd.ms-excel'],
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  registerCalls(
    app,
    QUESTION_CALLS,
    QUESTION_SCHEMAS,
    {
      listQuestions: (request) => service.list(request.user, request.query),
      getQuestion: (request) => service.get(request.user, request.params.id),
      createQuestion: (request) => service.create(request.user, request.body),
      updateQuestion: (request) => service.update(request.user, request.params.id, request.body),
      deleteQuestion: async (request) => {
        await service.remove(request.user, request.params.id);
        return null;
      },
      previewCalculated: async (request) => service.previewCalculated(request.user, request.body),
      // A notebook question's generator runs as a case's does (the same sandbox, limits and answer).
      previewNotebookSeeds: (request) => previewSeeds({ kernelHost: () => app.runtime.kernelHost(), log: app.log }, request.body),
      copyQuestions: (request) => service.copy(request.user, request.body),
      listKnowledgePoints: (request) => service.knowledgePoints(request.user, request.query.bank),
      listQuestionCategories: (request) => service.listCategories(request.user, request.query.bank),
      createQuestionCategory: (request) => service.createCategory(request.user, request.body.name),
      updateQuestionCategory: (request) => service.updateCategory(request.user, request.params.id, request.body.name),
      deleteQuestionCategory: async (request) => {
        await service.removeCategory(request.user, request.params.id);
        return null;
      },
      previewQuestionImport: async (request) => previewImport(app.db, request.user, request.query, importBody(request.body), localeOf(request)),
      importQuestions: async (request) => importQuestions(app.db, request.user, request.query, importBody(request.body), localeOf(request), importFiles),
      questionImportTemplate: async (_request, reply) =>
        reply.type(XLSX_MIME).header('content-disposition', attachment('试题导入模板.xlsx', 'question-import-template.xlsx')).send(await questionTemplate()),
      exportQuestions: async (request, reply) => {
        const file = await exportQuestions(app.db, request.user, request.query, exportSource);
        if (request.query.format === 'moodle') return reply.type(MOODLE_MIME).header('content-disposition', attachment('试题.xml', 'questions.xml')).send(file);
        if (request.query.format === 'gift') return reply.type('text/plain; charset=utf-8').header('content-disposition', attachment('试题.gift.txt', 'questions.gift.txt')).send(file);
        return reply.type(XLSX_MIME).header('content-disposition', attachment('试题.xlsx', 'questions.xlsx')).send(file);
      },

      listPapers: (request) => service.listPapers(request.user, request.query),
      getPaper: (request) => service.getPaper(request.user, request.params.id),
      createPaper: (request) => service.createPaper(request.user, request.body),
      updatePaper: (request) => service.updatePaper(request.user, request.params.id, request.body),
      deletePaper: async (request) => {
        await service.removePaper(request.user, request.params.id);
        return null;
      },
      generatePaper: (request) => service.generatePaper(request.user, request.body, localeOf(request)),
      previewPaper: (request) => service.previewPaper(request.user, request.params.id),
    },
    { tags: ['exam: questions & papers'], routes: { previewQuestionImport: { bodyLimit: BODY_LIMIT }, importQuestions: { bodyLimit: BODY_LIMIT } } },
  );
};
