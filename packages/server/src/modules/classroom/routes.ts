import {
  CELL_OUTPUT_LIMITS,
  CaseCode,
  CaseScore,
  CaseStudentList,
  CaseStudentsQuery,
  CaseWork,
  ChartData,
  ChartRequest,
  DatasetFileQuery,
  DocScoringBody,
  envelope,
  Evaluation,
  ForUserQuery,
  IdParams,
  MarkingBody,
  MarkingList,
  MarkingQuery,
  MediaCheckBody,
  MediaCheckResult,
  ProcessRequest,
  RunLogBody,
  RunLogged,
  SaveWorkBody,
  SignBody,
  SignList,
  SignQuery,
  StudyCaseWithWork,
  TablePreview,
} from '@finedu/domain';
import type { DatasetFiles } from '@finedu/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../envelope.js';
import { localeOf } from '../../i18n.js';
import { notebookSettingsFromEnv } from '../../notebook/index.js';
import { kernelHostOf, type KernelHost } from './kernelHost.js';
import { ClassroomService } from './service.js';
import { TeachingService } from './teaching.js';

const tags = ['classroom'];
/** A working copy: up to 1 MiB of sources (the app's default body limit) plus its outputs. */
const WORK_BODY_LIMIT = CELL_OUTPUT_LIMITS.workBytes + 2 * 1024 * 1024;
const STUDY = { roles: ['edu_student', 'edu_teacher'] as const };
const TEACHERS = { roles: ['edu_teacher'] as const };

export interface ClassroomRoutesOptions {
  /** The Jupyter Server to evaluate in; defaults to the app's `notebookBackend` decorator. */
  kernelHost?: () => KernelHost | null;
  cellTimeoutMs?: number;
  testTimeoutMs?: number;
}

/** Big-data cases, classroom side (spec §7): study, datasets, evaluation, score, teacher follow-up, run log. */
export const classroomRoutes: FastifyPluginAsyncZod<ClassroomRoutesOptions> = async (app, options) => {
  // The same per-cell limit as the gateway (NOTEBOOK_CELL_TIMEOUT_S, default 60 s).
  const cellTimeoutMs = options.cellTimeoutMs ?? notebookSettingsFromEnv(app.config.notebook, app.config.dataDir).limits.cellTimeoutMs;
  const service = new ClassroomService({
    db: app.db,
    storage: app.storage,
    kernelHost: options.kernelHost ?? (() => kernelHostOf(app)),
    log: app.log,
    cellTimeoutMs,
    testTimeoutMs: options.testTimeoutMs ?? Math.min(cellTimeoutMs, 30_000),
  });
  const teaching = new TeachingService(app.db, app.storage, app.storageConfig);

  app.get('/api/classroom/bigdata/case/:id', {
    config: STUDY,
    schema: { tags, summary: 'A published case for study (no hidden tests) and the caller’s working copy', params: IdParams, response: { 200: envelope(StudyCaseWithWork) } },
    handler: async (request) => ok(await service.open(request.user, request.params.id)),
  });
  app.put('/api/classroom/bigdata/case/:id', {
    config: STUDY,
    // Room for the saved outputs (trimmed to CELL_OUTPUT_LIMITS.workBytes) besides the sources.
    bodyLimit: WORK_BODY_LIMIT,
    schema: { tags, summary: 'Save the caller’s working copy (outputs past the size limits are trimmed)', params: IdParams, body: SaveWorkBody, response: { 200: envelope(CaseWork) } },
    handler: async (request) => ok(await service.save(request.user, request.params.id, request.body.cells, localeOf(request))),
  });
  app.post('/api/classroom/bigdata/case/:id/reset', {
    config: STUDY,
    schema: { tags, summary: 'Reset the working copy to the template', params: IdParams, response: { 200: envelope(CaseWork) } },
    handler: async (request) => ok(await service.reset(request.user, request.params.id)),
  });
  app.get('/api/classroom/bigdata/case/:id/score', {
    config: STUDY,
    schema: { tags, summary: 'Score: automatic (evaluation) + manual (marking); a teacher may pass user_id', params: IdParams, querystring: ForUserQuery, response: { 200: envelope(CaseScore) } },
    handler: async (request) => ok(await service.score(request.user, request.params.id, request.query.user_id)),
  });
  app.get('/api/classroom/bigdata/case/:id/evaluation', {
    config: STUDY,
    schema: { tags, summary: 'Run the hidden tests against the caller’s code in a fresh sandboxed kernel', params: IdParams, response: { 200: envelope(Evaluation) } },
    handler: async (request) => ok(await service.evaluate(request.user, request.params.id)),
  });
  app.get('/api/classroom/bigdata/case/:id/code', {
    config: STUDY,
    schema: { tags, summary: 'The latest code (a teacher may pass user_id of own student)', params: IdParams, querystring: ForUserQuery, response: { 200: envelope(CaseCode) } },
    handler: async (request) => ok(await service.code(request.user, request.params.id, request.query.user_id)),
  });

  app.get('/api/classroom/bigdata/dataset/file', {
    config: STUDY,
    // No response schema: with download=1 the answer is the file (`binary` in CLASSROOM_PATHS); otherwise envelope(DatasetFiles).
    schema: { tags, summary: 'The case’s dataset files, a preview of one, or the file itself (download=1)', querystring: DatasetFileQuery },
    handler: async (request, reply) => {
      const { query } = request;
      if (query.download === '1' && query.dataset_id !== undefined) {
        const file = await service.datasetDownload(request.user, query.case_id, query.dataset_id);
        const type = file.filename.toLowerCase().endsWith('.csv') ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        return reply.type(type).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.bytes);
      }
      const files: DatasetFiles = await service.datasetFiles(request.user, query);
      return ok(files);
    },
  });
  app.post('/api/classroom/bigdata/dataset/chart', {
    config: STUDY,
    schema: { tags, summary: 'Chart series from a dataset’s columns, aggregation and chart type (for ECharts)', body: ChartRequest, response: { 200: envelope(ChartData) } },
    handler: async (request) => ok(await service.chart(request.user, request.body)),
  });
  app.post('/api/classroom/bigdata/dataset/chart/process', {
    config: STUDY,
    schema: { tags, summary: 'Filter, derive and group a dataset; previewed rows', body: ProcessRequest, response: { 200: envelope(TablePreview) } },
    handler: async (request) => ok(await service.process(request.user, request.body)),
  });

  app.get('/api/classroom/bigdata/user', {
    config: TEACHERS,
    schema: { tags, summary: 'Students of a case in the teacher’s classes, with progress, last run and score', querystring: CaseStudentsQuery, response: { 200: envelope(CaseStudentList) } },
    handler: async (request) => ok(await teaching.students(request.user, request.query)),
  });
  app.get('/api/classroom/bigdata/sign', {
    config: STUDY,
    schema: { tags, summary: 'Sign-ins: the teacher’s classes, or the student’s class', querystring: SignQuery, response: { 200: envelope(SignList) } },
    handler: async (request) => ok(await teaching.signs(request.user, request.query)),
  });
  app.post('/api/classroom/bigdata/sign', {
    config: STUDY,
    schema: { tags, summary: 'A teacher opens a sign-in (action open); a student signs (action sign)', body: SignBody, response: { 200: envelope(SignList) } },
    handler: async (request) => ok(await teaching.sign(request.user, request.body)),
  });
  app.get('/api/classroom/bigdata/marking', {
    config: STUDY,
    schema: { tags, summary: 'Marks: of the teacher’s students, or the student’s own', querystring: MarkingQuery, response: { 200: envelope(MarkingList) } },
    handler: async (request) => ok(await teaching.markings(request.user, request.query.case_id, request.query.user_id)),
  });
  app.post('/api/classroom/bigdata/marking', {
    config: TEACHERS,
    schema: { tags, summary: 'Mark a student’s work per rubric item', body: MarkingBody, response: { 200: envelope(MarkingList) } },
    handler: async (request) => ok(await teaching.mark(request.user, request.body)),
  });
  app.post('/api/classroom/bigdata/case/doc/scoring', {
    config: TEACHERS,
    schema: { tags, summary: 'Score a student’s report document (0–100)', body: DocScoringBody, response: { 200: envelope(z.object({ score: z.number(), comment: z.string() })) } },
    handler: async (request) => ok(await teaching.scoreReport(request.user, request.body)),
  });
  app.post('/api/classroom/bigdata/case/doc/media-check', {
    config: STUDY,
    schema: { tags, summary: 'Check an uploaded report (pdf/docx/md, size, readable)', body: MediaCheckBody, response: { 200: envelope(MediaCheckResult) } },
    handler: async (request) => ok(await teaching.mediaCheck(request.user, request.body, localeOf(request))),
  });

  app.post('/api/classroom/case/code', {
    config: { roles: 'any' },
    schema: { tags, summary: 'Log a notebook run (spec §3 run record)', body: RunLogBody, response: { 200: envelope(RunLogged) } },
    handler: async (request) => ok(await service.logRun(request.user, request.body)),
  });
};
