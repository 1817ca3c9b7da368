import type {
  CaseCode,
  CaseDataset,
  CaseScore,
  CaseWork,
  ChartData,
  ChartRequest,
  DatasetFileQuery,
  DatasetFiles,
  Evaluation,
  ProcessRequest,
  RunLogBody,
  StudyCase,
  StudyCaseWithWork,
  TablePreview,
  TemplateCell,
  TestResult,
  WorkCell,
} from '@finedu/domain';
import { boundWorkOutputs, sumPoints, TRIMMED_OUTPUT_NOTE } from '@finedu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { CaseWorkRow } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import type { StorageAdapter } from '../../plugins/storage/index.js';
import type { AuthUser } from '../../types.js';
import { findCase, type CaseWithType } from '../cases/index.js';
import { caseNotFound } from '../cases/index.js';
import { parseTable, previewOf, type Table } from '../../lib/datasetTable.js';
import {
  caseFolder,
  caseNotebookPath,
  copyCaseFiles,
  gradeSubmission,
  GradingStepFailed,
  hasGenerator,
  KERNEL_DIED,
  notebookUnavailable,
  paramsFile,
  StudentDataStore,
  UnsafeHomePathError,
  type DataGenerator,
  type DataSubject,
  type GeneratorLimits,
  type KernelHost,
  type Runtime,
  type StudentData,
  type SubmissionResult,
} from '../../runtime/index.js';
import { studyCase, subjectOf } from './access.js';
import { datasetBytes, datasetOf } from './datasetStore.js';
import type { EvaluationJobData, EvaluationJobs } from './evaluationJobs.js';
import * as repo from './repository.js';
import { chartOf, processTable } from './tableOps.js';

/** A case as the runtime's per-student data knows it: its subject and its generator. */
const dataSubjectOf = (found: CaseWithType): DataSubject => ({ kind: 'case', caseId: found.row.id, seedSecret: found.row.seedSecret });
const generatorOf = (found: CaseWithType): DataGenerator => ({ source: found.row.generator, parameters: found.row.parameters });

type FileQuery = z.output<typeof DatasetFileQuery>;
type ChartBody = z.output<typeof ChartRequest>;
type ProcessBody = z.output<typeof ProcessRequest>;
type RunLog = z.output<typeof RunLogBody>;
type CellError = { cell_id: string; message: string };

export interface ClassroomDeps {
  db: Db;
  storage: StorageAdapter;
  kernelHost: () => KernelHost | null;
  /** Grades an evaluation in a fresh kernel: the runtime's pipeline (app.runtime.grade), a fake in tests of feature logic. */
  grade?: Runtime['grade'];
  log: FastifyBaseLogger;
  /** Per-cell and per-test time limits of an evaluation. */
  cellTimeoutMs?: number;
  /** Evaluations as durable jobs, one per user at a time across instances (omitted: run in the request). */
  evaluations?: EvaluationJobs;
  testTimeoutMs?: number;
  /** Limits of a case's dataset generator (per-student data). */
  generatorLimits?: GeneratorLimits;
}

/** What prepareFolder did: whether the files are in the folder, and the student's own data of a per-student case. */
interface Prepared {
  ready: boolean;
  data: StudentData | null;
}

/** Points in hundredths (nbgrader's 0.5-point tests): summed exactly. */
const sum = sumPoints;

/** Rubric points the teacher has not given yet (issue 34): an item without a mark waits; it is not a 0. */
export function pendingRubricPoints(rubric: ReadonlyArray<{ id: string; points: number }>, items: ReadonlyArray<{ rubric_id: string }> | null | undefined): number {
  const given = new Set((items ?? []).map((i) => i.rubric_id));
  return sum(rubric.filter((r) => !given.has(r.id)));
}
const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** The case without its hidden tests (and without storage keys). */
export function toStudyCase({ row, typeName }: CaseWithType): StudyCase {
  return {
    id: row.id,
    title: row.title,
    type_id: row.typeId,
    type_name: typeName,
    cover: row.cover,
    summary: row.summary,
    theory: row.theory,
    difficulty: row.difficulty,
    tags: row.tags,
    status: row.status === 'published' ? 'published' : 'draft',
    datasets: row.datasets.map(({ key: _key, ...rest }) => rest),
    template: row.template,
    rubric: row.rubric,
    test_count: row.tests.length,
    test_points: sum(row.tests),
    rubric_points: sum(row.rubric),
    per_student: row.generator.trim() !== '',
    parameters: row.parameters,
    updated_at: row.updatedAt.toISOString(),
  };
}

export const templateCells = (template: TemplateCell[]): WorkCell[] => template.map((c) => ({ id: c.id, type: c.type, source: c.source, locked: c.locked }));

/** The working copy's cells, or the template's when nothing was saved. */
export const cellsOf = (template: TemplateCell[], work: CaseWorkRow | null): WorkCell[] => work?.cells ?? templateCells(template);

/** 0–100: share of the template's editable code cells whose source changed. */
export function progressOf(template: TemplateCell[], cells: WorkCell[] | null): number {
  const editable = template.filter((c) => c.type === 'code' && !c.locked);
  if (cells === null || editable.length === 0) return 0;
  const byId = new Map(cells.map((c) => [c.id, c.source]));
  const changed = editable.filter((c) => {
    const source = byId.get(c.id);
    return source !== undefined && source.trim() !== c.source.trim();
  }).length;
  return Math.round((100 * changed) / editable.length);
}

/**
 * Locked template cells keep the template's type and source and cannot be removed (their outputs are the
 * student's). Outputs are trimmed to CELL_OUTPUT_LIMITS, with a note in the caller's language.
 */
function normalizeCells(template: TemplateCell[], cells: WorkCell[], locale: Locale): WorkCell[] {
  const lockedCells = new Map(template.filter((c) => c.locked).map((c) => [c.id, c]));
  const seen = new Set(cells.map((c) => c.id));
  const missing = [...lockedCells.keys()].filter((id) => !seen.has(id));
  if (missing.length > 0) throw badRequest(`锁定的单元格不能删除：${missing.join(', ')}`, `Locked cells cannot be removed: ${missing.join(', ')}`);
  const normalized = cells.map((c): WorkCell => {
    const fixed = lockedCells.get(c.id);
    const cell: WorkCell = fixed ? { id: c.id, type: fixed.type, source: fixed.source, locked: true } : { id: c.id, type: c.type, source: c.source, locked: false };
    if (cell.type === 'code' && c.type === 'code') {
      if (c.outputs !== undefined) cell.outputs = c.outputs;
      if (c.execution_count !== undefined) cell.execution_count = c.execution_count;
    }
    return cell;
  });
  return boundWorkOutputs(normalized, TRIMMED_OUTPUT_NOTE[locale]);
}

/** Students and teachers studying a case: working copy, datasets, evaluation, score, code, run log. */
export class ClassroomService {
  private readonly db: Db;
  private readonly studentData: StudentDataStore;

  constructor(private readonly deps: ClassroomDeps) {
    this.db = deps.db;
    this.studentData = new StudentDataStore(deps.db, deps.log, deps.generatorLimits);
  }

  /**
   * The user's own data of a per-student case: generated (in the sandbox) on first use when the notebook service is
   * there, else what is stored; null for a case whose students all have the same data.
   */
  private async dataOf(found: CaseWithType, userId: number): Promise<StudentData | null> {
    if (!hasGenerator(generatorOf(found))) return null;
    const host = this.deps.kernelHost();
    return host === null ? this.studentData.stored(dataSubjectOf(found), generatorOf(found), userId) : this.studentData.of(host, dataSubjectOf(found), generatorOf(found), userId);
  }

  /** A dataset's bytes as this user has it: their generated file of the same name, else the case's. */
  private async bytesFor(found: CaseWithType, dataset: CaseDataset, userId: number): Promise<Buffer> {
    const own = (await this.dataOf(found, userId))?.files.find((f) => f.filename === dataset.filename);
    return own?.bytes ?? datasetBytes(this.deps.storage, dataset);
  }

  private async tableFor(found: CaseWithType, dataset: CaseDataset, userId: number): Promise<Table> {
    return parseTable(dataset.filename, await this.bytesFor(found, dataset, userId));
  }

  /**
   * Copies the case's datasets into the user's notebook folder (for a per-student case, the user's own generated
   * files and params.json beside them); not ready when the notebook service is unreachable.
   */
  private async prepareFolder(found: CaseWithType, userId: number, required: boolean): Promise<Prepared> {
    const host = this.deps.kernelHost();
    if (host === null) {
      if (required) throw notebookUnavailable();
      return { ready: false, data: null };
    }
    let data: StudentData | null = null;
    try {
      data = hasGenerator(generatorOf(found)) ? await this.studentData.of(host, dataSubjectOf(found), generatorOf(found), userId) : null;
      const own = new Set(data?.files.map((f) => f.filename.toLowerCase()));
      const shared = found.row.datasets.filter((d) => !own.has(d.filename.toLowerCase()));
      const files = await Promise.all(shared.map(async (d) => ({ filename: d.filename, bytes: await datasetBytes(this.deps.storage, d) })));
      if (data !== null) files.push(...data.files, paramsFile(data));
      await copyCaseFiles(host, userId, found.row.id, files);
      return { ready: true, data };
    } catch (err) {
      if (err instanceof AppError && required) throw err;
      if (err instanceof UnsafeHomePathError) {
        // The student put a link or a file where the case folder belongs: say so, the server never follows it.
        this.deps.log.warn({ userId, caseId: found.row.id }, 'classroom: the case folder in a notebook home is a link or a file');
        if (!required) return { ready: false, data };
        const folder = caseFolder(found.row.id);
        throw badRequest(
          `笔记本主目录中的 ${folder} 是链接或文件，无法放入案例数据：请在笔记本中删除或改名后重试`,
          `${folder} in your notebook home is a link or a file, so the case data cannot be placed there: delete or rename it in the notebook and try again`,
        );
      }
      if (!(err instanceof AppError)) this.deps.log.warn({ err, caseId: found.row.id }, 'classroom: copying datasets to the notebook folder failed');
      if (required) throw notebookUnavailable();
      return { ready: false, data };
    }
  }

  private workOf(found: CaseWithType, work: CaseWorkRow | null, prepared: Prepared): CaseWork {
    return {
      case_id: found.row.id,
      cells: cellsOf(found.row.template, work),
      notebook_path: caseNotebookPath(found.row.id),
      datasets_ready: prepared.ready,
      saved_at: iso(work?.updatedAt),
      seed: prepared.data?.seed ?? null,
      params: prepared.data?.params ?? null,
    };
  }

  /** The stored data only (saves and resets never run the generator). */
  private async storedOf(found: CaseWithType, userId: number): Promise<Prepared> {
    return { ready: false, data: hasGenerator(generatorOf(found)) ? await this.studentData.stored(dataSubjectOf(found), generatorOf(found), userId) : null };
  }

  async open(caller: AuthUser, caseId: number): Promise<StudyCaseWithWork> {
    const found = await studyCase(this.db, caller, caseId);
    const [work, prepared] = await Promise.all([repo.findWork(this.db, caseId, caller.id), this.prepareFolder(found, caller.id, false)]);
    return { case: toStudyCase(found), work: this.workOf(found, work, prepared) };
  }

  async save(caller: AuthUser, caseId: number, cells: WorkCell[], locale: Locale): Promise<CaseWork> {
    const found = await studyCase(this.db, caller, caseId);
    const work = await repo.saveWork(this.db, caseId, caller.id, normalizeCells(found.row.template, cells, locale));
    return this.workOf(found, work, await this.storedOf(found, caller.id));
  }

  async reset(caller: AuthUser, caseId: number): Promise<CaseWork> {
    const found = await studyCase(this.db, caller, caseId);
    await repo.deleteWork(this.db, caseId, caller.id);
    return this.workOf(found, null, await this.storedOf(found, caller.id));
  }

  async code(caller: AuthUser, caseId: number, userId: number | undefined): Promise<CaseCode> {
    const found = await studyCase(this.db, caller, caseId);
    const subject = await subjectOf(this.db, caller, userId);
    const [work, run] = await Promise.all([repo.findWork(this.db, caseId, subject), repo.latestRun(this.db, caseId, subject)]);
    const cells = cellsOf(found.row.template, work);
    return {
      case_id: caseId,
      user_id: subject,
      cells,
      code: cells.filter((c) => c.type === 'code').map((c) => c.source).join('\n\n'),
      saved_at: iso(work?.updatedAt),
      last_run: run ? { code: run.code, result: run.result, session_id: run.sessionId, created_at: run.createdAt.toISOString() } : null,
    };
  }

  async logRun(caller: AuthUser, body: RunLog): Promise<{ id: number }> {
    const caseId = body.case_id ?? null;
    if (caseId !== null) {
      if (caller.edu_id !== null) await studyCase(this.db, caller, caseId);
      else if ((await findCase(this.db, caseId)) === null) throw caseNotFound();
    }
    const result = body.result === undefined || body.result === null ? '' : typeof body.result === 'string' ? body.result : JSON.stringify(body.result);
    const id = await repo.insertRun(this.db, {
      userId: caller.id,
      caseId,
      fileId: body.file_id === undefined || body.file_id === null ? null : String(body.file_id),
      sessionId: body.session_id ?? null,
      code: typeof body.code === 'string' ? body.code : '',
      status: typeof body.code === 'number' ? body.code : null,
      result: result.slice(0, 500_000),
    });
    return { id };
  }

  async score(caller: AuthUser, caseId: number, userId: number | undefined): Promise<CaseScore> {
    const found = await studyCase(this.db, caller, caseId);
    const subject = await subjectOf(this.db, caller, userId);
    const [evaluation, markings, report] = await Promise.all([
      repo.latestEvaluation(this.db, caseId, subject),
      repo.markingsOf(this.db, caseId, [subject]),
      repo.findReport(this.db, caseId, subject),
    ]);
    const marking = markings[0] ?? null;
    const autoMax = sum(found.row.tests);
    const manualMax = sum(found.row.rubric);
    const auto = evaluation?.score ?? 0;
    const manual = marking?.score ?? 0;
    return {
      case_id: caseId,
      user_id: subject,
      auto: { score: auto, max: autoMax, evaluated_at: iso(evaluation?.createdAt), results: evaluation?.results ?? [] },
      manual: {
        score: manual,
        max: manualMax,
        pending: pendingRubricPoints(found.row.rubric, marking?.items),
        marked_at: iso(marking?.updatedAt),
        items: marking?.items ?? [],
        comment: marking?.comment ?? '',
      },
      report: report
        ? {
            key: report.key,
            filename: report.filename,
            type: report.type as 'pdf' | 'docx' | 'md',
            size: report.size,
            submitted_at: report.updatedAt.toISOString(),
            score: report.score,
            comment: report.comment,
            scored_at: iso(report.scoredAt),
          }
        : null,
      total: sumPoints([{ points: auto }, { points: manual }]),
      max: autoMax + manualMax,
    };
  }

  /**
   * Runs the caller's current code in a fresh sandboxed kernel (the user's own uid and folder): every code cell in
   * order. The hidden tests then run in the grader process, which only asks that kernel for values, as data.
   */
  async evaluate(caller: AuthUser, caseId: number): Promise<Evaluation> {
    const found = await studyCase(this.db, caller, caseId);
    if (this.deps.kernelHost() === null) throw notebookUnavailable();
    if (this.deps.evaluations === undefined) return this.runEvaluation({ caller, caseId });
    // Long enough for every code cell and test at their limits, so a live run is never failed by its expiry.
    const cells = cellsOf(found.row.template, await repo.findWork(this.db, caseId, caller.id)).filter((c) => c.type === 'code').length;
    const expireInSeconds = 120 + (cells * (this.deps.cellTimeoutMs ?? 60_000) + found.row.tests.length * (this.deps.testTimeoutMs ?? 30_000)) / 1000;
    return this.deps.evaluations.evaluate({ caller, caseId }, expireInSeconds);
  }

  /** One evaluation (the job of `evaluate`, on whichever instance takes it). */
  async runEvaluation({ caller, caseId }: EvaluationJobData): Promise<Evaluation> {
    const found = await studyCase(this.db, caller, caseId);
    const host = this.deps.kernelHost();
    if (host === null) throw notebookUnavailable();
    const started = Date.now();
    const { data } = await this.prepareFolder(found, caller.id, true);
    const cells = cellsOf(found.row.template, await repo.findWork(this.db, caseId, caller.id));
    const { results, cellErrors } = await this.runTests(host, caller.id, found, cells, data);
    const score = sum(results);
    const row = await repo.insertEvaluation(this.db, {
      caseId,
      userId: caller.id,
      score,
      maxScore: sum(found.row.tests),
      results,
      cellErrors,
      durationMs: Date.now() - started,
    });
    return {
      case_id: caseId,
      score,
      max_score: row.maxScore,
      results,
      cell_errors: cellErrors,
      duration_ms: row.durationMs,
      evaluated_at: row.createdAt.toISOString(),
    };
  }

  /** The case's cells in a fresh kernel of the case folder, then its hidden tests (the runtime's grading pipeline). */
  private async runTests(
    host: KernelHost,
    userId: number,
    found: CaseWithType,
    cells: WorkCell[],
    data: StudentData | null,
  ): Promise<{ results: TestResult[]; cellErrors: CellError[] }> {
    const tests = found.row.tests;
    let outcome: SubmissionResult;
    try {
      // For a per-student case the grader has the student's seed, parameters and files, so the tests check that student's values.
      outcome = await (this.deps.grade ?? gradeSubmission)(
        host,
        {
          userId,
          folder: caseFolder(found.row.id),
          prefix: '.evaluation',
          prepared: true,
          cells: cells.filter((c) => c.type === 'code' && c.source.trim() !== '').map((c) => ({ id: c.id, source: c.source })),
          cellTimeoutMs: this.deps.cellTimeoutMs ?? 60_000,
          tests,
          testTimeoutMs: this.deps.testTimeoutMs ?? 30_000,
          context: data,
        },
        this.deps.log,
      );
    } catch (err) {
      if (err instanceof GradingStepFailed && err.reason instanceof AppError) throw err.reason;
      if (err instanceof GradingStepFailed && err.step === 'kernel') this.deps.log.warn({ err: err.reason }, 'classroom: evaluation kernel did not start');
      else this.deps.log.warn({ err: err instanceof GradingStepFailed ? err.reason : err }, 'classroom: evaluation failed');
      throw notebookUnavailable();
    }
    const cellErrors: CellError[] = outcome.cellErrors.map((e) => ({ cell_id: e.id, message: e.message.slice(0, 1000) }));
    const results: TestResult[] = tests.map((test, i) => {
      const { passed, message } = outcome.verdicts[i] ?? { passed: false, message: KERNEL_DIED };
      return { id: test.id, name: test.name, passed, message: passed ? 'ok' : message.slice(0, 1000), points: passed ? test.points : 0, max_points: test.points };
    });
    return { results, cellErrors };
  }

  // ---------------------------------------------------------------- datasets

  async datasetFiles(caller: AuthUser, query: FileQuery): Promise<DatasetFiles> {
    const found = await studyCase(this.db, caller, query.case_id);
    const list = found.row.datasets.map((d) => ({
      id: d.id,
      name: d.name,
      filename: d.filename,
      description: d.description,
      columns: d.columns,
      download_url: `/api/classroom/bigdata/dataset/file?case_id=${found.row.id}&dataset_id=${encodeURIComponent(d.id)}&download=1`,
    }));
    let preview: TablePreview | null = null;
    if (query.dataset_id !== undefined) preview = previewOf(await this.tableFor(found, datasetOf(found.row.datasets, query.dataset_id), caller.id), query.rows);
    return { list, preview };
  }

  async datasetDownload(caller: AuthUser, caseId: number, datasetId: string): Promise<{ filename: string; bytes: Buffer }> {
    const found = await studyCase(this.db, caller, caseId);
    const dataset = datasetOf(found.row.datasets, datasetId);
    return { filename: dataset.filename, bytes: await this.bytesFor(found, dataset, caller.id) };
  }

  async chart(caller: AuthUser, body: ChartBody): Promise<ChartData> {
    const found = await studyCase(this.db, caller, body.case_id);
    return chartOf(await this.tableFor(found, datasetOf(found.row.datasets, body.dataset_id), caller.id), body);
  }

  async process(caller: AuthUser, body: ProcessBody): Promise<TablePreview> {
    const found = await studyCase(this.db, caller, body.case_id);
    const table = await this.tableFor(found, datasetOf(found.row.datasets, body.dataset_id), caller.id);
    return previewOf(processTable(table, body.steps), body.limit);
  }
}
