import { CELL_OUTPUT_LIMITS, CLASSROOM_CALLS, CLASSROOM_SCHEMAS, XLSX_MIME, type DatasetFiles, type Evaluation } from '@finedu/domain';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../envelope.js';
import { localeOf } from '../../i18n.js';
import { registerCalls } from '../../lib/contractRoutes.js';
import { notebookSettingsFromEnv, type KernelHost } from '../../runtime/index.js';
import { EvaluationJobs } from './evaluationJobs.js';
import { ClassroomService } from './service.js';
import { TeachingService } from './teaching.js';

/** A working copy: up to 1 MiB of sources (the app's default body limit) plus its outputs. */
const WORK_BODY_LIMIT = CELL_OUTPUT_LIMITS.workBytes + 2 * 1024 * 1024;

export interface ClassroomRoutesOptions {
  /** The Jupyter Server to evaluate in; defaults to the app's `notebookBackend` decorator. */
  kernelHost?: () => KernelHost | null;
  cellTimeoutMs?: number;
  testTimeoutMs?: number;
}

/** Big-data cases, classroom side (spec §7): study, datasets, evaluation, score, teacher follow-up, run log. */
export const classroomRoutes: FastifyPluginAsync<ClassroomRoutesOptions> = async (app, options) => {
  // The same per-cell limit as the gateway (NOTEBOOK_CELL_TIMEOUT_S, default 60 s).
  const cellTimeoutMs = options.cellTimeoutMs ?? notebookSettingsFromEnv(app.config.notebook, app.config.dataDir).limits.cellTimeoutMs;
  const kernelHost = options.kernelHost ?? (() => app.runtime.kernelHost());
  // Evaluations run as durable jobs (issue 19) on the instances with a notebook service.
  const evaluations: EvaluationJobs = new EvaluationJobs(app.queue, (data): Promise<Evaluation> => service.runEvaluation(data));
  const service = new ClassroomService({
    db: app.db,
    storage: app.storage,
    kernelHost,
    grade: app.runtime.grade,
    log: app.log,
    cellTimeoutMs,
    testTimeoutMs: options.testTimeoutMs ?? Math.min(cellTimeoutMs, 30_000),
    evaluations,
  });
  app.addHook('onReady', async () => {
    if (kernelHost() !== null) await evaluations.startWorkers();
  });
  const teaching = new TeachingService(app.db, app.storage, app.storageConfig);

  registerCalls(app, CLASSROOM_CALLS, CLASSROOM_SCHEMAS, {
    getStudyCase: (request) => service.open(request.user, request.params.id),
    saveWork: (request) => service.save(request.user, request.params.id, request.body.cells, localeOf(request)),
    resetWork: (request) => service.reset(request.user, request.params.id),
    caseScore: (request) => service.score(request.user, request.params.id, request.query.user_id),
    caseEvaluation: (request) => service.evaluate(request.user, request.params.id),
    caseCode: (request) => service.code(request.user, request.params.id, request.query.user_id),
    // Binary: with download=1 the answer is the file; otherwise the envelope of DatasetFiles, sent here.
    datasetFile: async (request, reply) => {
      const { query } = request;
      if (query.download === '1' && query.dataset_id !== undefined) {
        const file = await service.datasetDownload(request.user, query.case_id, query.dataset_id);
        const type = file.filename.toLowerCase().endsWith('.csv') ? 'text/csv; charset=utf-8' : XLSX_MIME;
        return reply.type(type).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.bytes);
      }
      const files: DatasetFiles = await service.datasetFiles(request.user, query);
      return reply.send(ok(files));
    },
    datasetChart: (request) => service.chart(request.user, request.body),
    datasetProcess: (request) => service.process(request.user, request.body),
    caseStudents: (request) => teaching.students(request.user, request.query),
    listSign: (request) => teaching.signs(request.user, request.query),
    sign: (request) => teaching.sign(request.user, request.body),
    listMarking: (request) => teaching.markings(request.user, request.query.case_id, request.query.user_id),
    mark: (request) => teaching.mark(request.user, request.body),
    docScoring: (request) => teaching.scoreReport(request.user, request.body),
    docMediaCheck: (request) => teaching.mediaCheck(request.user, request.body, localeOf(request)),
    logRun: (request) => service.logRun(request.user, request.body),
  }, {
    tags: ['classroom'],
    // Room for the saved outputs (trimmed to CELL_OUTPUT_LIMITS.workBytes) besides the sources.
    routes: { saveWork: { bodyLimit: WORK_BODY_LIMIT } },
  });
};
