import {
  BankQuery,
  Empty,
  envelope,
  EXAM_PATHS,
  GeneratePaperRequest,
  GeneratePaperResult,
  IdParams,
  PaperDetail,
  PaperList,
  PaperListQuery,
  PaperPreview,
  PaperWrite,
  Question,
  QuestionCategory,
  QuestionCategoryWrite,
  QuestionCopy,
  QuestionCopyResult,
  QuestionExportQuery,
  QuestionImportQuery,
  QuestionImportReport,
  QuestionList,
  QuestionListQuery,
  QuestionWrite,
  XLSX_MIME,
} from '@finedu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../envelope.js';
import { badRequest } from '../../errors.js';
import { localeOf } from '../../i18n.js';
import { exportQuestions, importQuestions, IMPORT_MAX_BYTES, questionTemplate } from './transfer.js';
import { QuestionsService } from './service.js';

const tags = ['exam: questions & papers'];
/** Bank and paper calls: the platform bank's owner and college staff; students and sys_teacher are refused. */
const STAFF = { roles: ['sys_admin', 'edu_admin', 'edu_teacher'] as const };
const P = EXAM_PATHS;
const StringList = z.object({ list: z.array(z.string()) });
const CategoryList = z.object({ list: z.array(QuestionCategory) });
const MOODLE_MIME = 'application/xml';
/** A little above the import limit, so that a file just over it gets the import's own message. */
const BODY_LIMIT = IMPORT_MAX_BYTES + 1024 * 1024;

/** Header values must be ASCII: an ASCII fallback name plus the UTF-8 name (RFC 6266). */
const attachment = (name: string, ascii: string) => `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Question banks and papers (issue 4 §1, §2). */
export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new QuestionsService(app.db);

  // Imports take the file's bytes as the body, whatever the client calls them.
  app.addContentTypeParser(
    [XLSX_MIME, 'application/octet-stream', 'application/xml', 'text/xml', 'text/plain', 'application/vnd.ms-excel'],
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  // Static paths before `:id` ones (find-my-way prefers static segments anyway).
  app.get(P.listKnowledgePoints.path, {
    config: STAFF,
    schema: { tags, summary: 'Distinct knowledge points of a bank (for the filter)', querystring: BankQuery, response: { 200: envelope(StringList) } },
    handler: async (request) => ok(await service.knowledgePoints(request.user, request.query.bank)),
  });
  app.get(P.listQuestionCategories.path, {
    config: STAFF,
    schema: { tags, summary: 'Categories of a bank with their question counts', querystring: BankQuery, response: { 200: envelope(CategoryList) } },
    handler: async (request) => ok(await service.listCategories(request.user, request.query.bank)),
  });
  app.post(P.createQuestionCategory.path, {
    config: STAFF,
    schema: { tags, summary: "Create a category in the caller's bank", body: QuestionCategoryWrite, response: { 200: envelope(QuestionCategory) } },
    handler: async (request) => ok(await service.createCategory(request.user, request.body.name)),
  });
  app.put(P.updateQuestionCategory.path, {
    config: STAFF,
    schema: { tags, summary: 'Rename a category', params: IdParams, body: QuestionCategoryWrite, response: { 200: envelope(QuestionCategory) } },
    handler: async (request) => ok(await service.updateCategory(request.user, request.params.id, request.body.name)),
  });
  app.delete(P.deleteQuestionCategory.path, {
    config: STAFF,
    schema: { tags, summary: 'Delete a category (refused while it holds questions)', params: IdParams, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await service.removeCategory(request.user, request.params.id);
      return ok(null);
    },
  });
  app.post(P.copyQuestions.path, {
    config: STAFF,
    schema: { tags, summary: 'Copy platform questions into the college bank', body: QuestionCopy, response: { 200: envelope(QuestionCopyResult) } },
    handler: async (request) => ok(await service.copy(request.user, request.body)),
  });
  app.post(P.importQuestions.path, {
    config: STAFF,
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: "Import questions (body: the file's bytes; format xlsx, moodle, gift or aiken); valid items are imported, the others reported",
      querystring: QuestionImportQuery,
      response: { 200: envelope(QuestionImportReport) },
    },
    handler: async (request) => {
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw badRequest('请上传题目文件（Content-Type: application/octet-stream）', 'Send the file as the body (Content-Type: application/octet-stream)');
      }
      return ok(await importQuestions(app.db, request.user, request.query, body, localeOf(request)));
    },
  });
  app.get(P.questionImportTemplate.path, {
    config: STAFF,
    schema: { tags, summary: 'Download the .xlsx import template' },
    handler: async (_request, reply) =>
      reply.type(XLSX_MIME).header('content-disposition', attachment('试题导入模板.xlsx', 'question-import-template.xlsx')).send(await questionTemplate()),
  });
  app.get(P.exportQuestions.path, {
    config: STAFF,
    schema: { tags, summary: 'Export the questions matching the filters (xlsx template or Moodle XML)', querystring: QuestionExportQuery },
    handler: async (request, reply) => {
      const file = await exportQuestions(app.db, request.user, request.query);
      if (request.query.format === 'moodle') return reply.type(MOODLE_MIME).header('content-disposition', attachment('试题.xml', 'questions.xml')).send(file);
      return reply.type(XLSX_MIME).header('content-disposition', attachment('试题.xlsx', 'questions.xlsx')).send(file);
    },
  });

  app.get(P.listQuestions.path, {
    config: STAFF,
    schema: { tags, summary: 'List a bank (keyword, type, difficulty, knowledge point, category, paging)', querystring: QuestionListQuery, response: { 200: envelope(QuestionList) } },
    handler: async (request) => ok(await service.list(request.user, request.query)),
  });
  app.post(P.createQuestion.path, {
    config: STAFF,
    schema: { tags, summary: "Create a question in the caller's bank", body: QuestionWrite, response: { 200: envelope(Question) } },
    handler: async (request) => ok(await service.create(request.user, request.body)),
  });
  app.get(P.getQuestion.path, {
    config: STAFF,
    schema: { tags, summary: 'One question with its key', params: IdParams, response: { 200: envelope(Question) } },
    handler: async (request) => ok(await service.get(request.user, request.params.id)),
  });
  app.put(P.updateQuestion.path, {
    config: STAFF,
    schema: { tags, summary: 'Edit a question', params: IdParams, body: QuestionWrite, response: { 200: envelope(Question) } },
    handler: async (request) => ok(await service.update(request.user, request.params.id, request.body)),
  });
  app.delete(P.deleteQuestion.path, {
    config: STAFF,
    schema: { tags, summary: 'Delete a question (refused while a paper uses it)', params: IdParams, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await service.remove(request.user, request.params.id);
      return ok(null);
    },
  });

  // Papers
  app.post(P.generatePaper.path, {
    config: STAFF,
    schema: { tags, summary: 'Rule-based generation: a draft paper (not saved) and a shortfall report', body: GeneratePaperRequest, response: { 200: envelope(GeneratePaperResult) } },
    handler: async (request) => ok(await service.generatePaper(request.user, request.body, localeOf(request))),
  });
  app.get(P.listPapers.path, {
    config: STAFF,
    schema: { tags, summary: 'List papers of a bank', querystring: PaperListQuery, response: { 200: envelope(PaperList) } },
    handler: async (request) => ok(await service.listPapers(request.user, request.query)),
  });
  app.post(P.createPaper.path, {
    config: STAFF,
    schema: { tags, summary: "Create a paper in the caller's bank", body: PaperWrite, response: { 200: envelope(PaperDetail) } },
    handler: async (request) => ok(await service.createPaper(request.user, request.body)),
  });
  app.get(P.getPaper.path, {
    config: STAFF,
    schema: { tags, summary: 'A paper with its questions in full', params: IdParams, response: { 200: envelope(PaperDetail) } },
    handler: async (request) => ok(await service.getPaper(request.user, request.params.id)),
  });
  app.put(P.updatePaper.path, {
    config: STAFF,
    schema: { tags, summary: 'Edit a paper', params: IdParams, body: PaperWrite, response: { 200: envelope(PaperDetail) } },
    handler: async (request) => ok(await service.updatePaper(request.user, request.params.id, request.body)),
  });
  app.delete(P.deletePaper.path, {
    config: STAFF,
    schema: { tags, summary: 'Delete a paper (refused while an exam uses it)', params: IdParams, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await service.removePaper(request.user, request.params.id);
      return ok(null);
    },
  });
  app.get(P.previewPaper.path, {
    config: STAFF,
    schema: { tags, summary: 'The paper as a student sees it (no keys, analyses or hidden tests)', params: IdParams, response: { 200: envelope(PaperPreview) } },
    handler: async (request) => ok(await service.previewPaper(request.user, request.params.id)),
  });
};
