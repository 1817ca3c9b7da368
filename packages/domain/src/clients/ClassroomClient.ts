import type { AxiosInstance } from 'axios';
import { CLASSROOM_CALLS, classroomPath } from '../contract/index.js';
import type {
  CaseCode,
  CaseScore,
  CaseStudentList,
  CaseStudentsQuery,
  CaseWork,
  ChartData,
  ChartRequest,
  ClassroomCallName,
  DatasetFileQuery,
  DatasetFiles,
  DocScoringBody,
  Evaluation,
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
} from '../contract/index.js';
import { sendCall, type RequestOptions } from './request.js';

/** Big-data cases, classroom side (spec §7): a student's work on a case; a teacher's follow-up of their students. */
export interface ClassroomApi {
  /** The published case (no hidden tests) and the caller's working copy. */
  openCase(id: number, options?: RequestOptions): Promise<StudyCaseWithWork>;
  /** Autosave of the working copy. */
  saveWork(id: number, request: SaveWorkBody, options?: RequestOptions): Promise<CaseWork>;
  /** The working copy back to the template. */
  resetWork(id: number, options?: RequestOptions): Promise<CaseWork>;
  /** The case's datasets, with a preview of `dataset_id` when given. */
  datasetFiles(query: DatasetFileQuery, options?: RequestOptions): Promise<DatasetFiles>;
  /** The dataset file itself (CSV or XLSX). */
  downloadDataset(caseId: number, datasetId: string, options?: RequestOptions): Promise<Blob>;
  chart(request: ChartRequest, options?: RequestOptions): Promise<ChartData>;
  process(request: ProcessRequest, options?: RequestOptions): Promise<TablePreview>;
  /** A teacher may pass `userId` of one of their students. */
  score(id: number, userId?: number, options?: RequestOptions): Promise<CaseScore>;
  /** Runs the hidden tests against the caller's code. */
  evaluate(id: number, options?: RequestOptions): Promise<Evaluation>;
  /** The latest code; a teacher may pass `userId` of one of their students. */
  code(id: number, userId?: number, options?: RequestOptions): Promise<CaseCode>;
  students(query: CaseStudentsQuery, options?: RequestOptions): Promise<CaseStudentList>;
  signs(query?: SignQuery, options?: RequestOptions): Promise<SignList>;
  sign(request: SignBody, options?: RequestOptions): Promise<SignList>;
  markings(query: MarkingQuery, options?: RequestOptions): Promise<MarkingList>;
  mark(request: MarkingBody, options?: RequestOptions): Promise<MarkingList>;
  scoreReport(request: DocScoringBody, options?: RequestOptions): Promise<{ score: number; comment: string }>;
  checkReport(request: MediaCheckBody, options?: RequestOptions): Promise<MediaCheckResult>;
  logRun(request: RunLogBody, options?: RequestOptions): Promise<RunLogged>;
}

interface ClassroomCallInit {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  responseType?: 'blob';
}

/** One classroom call: method and path come from `CLASSROOM_CALLS`. */
function callClassroom<T>(http: AxiosInstance, name: ClassroomCallName, init: ClassroomCallInit = {}, options: RequestOptions = {}): Promise<T> {
  const { responseType, ...rest } = init;
  return sendCall<T>(http, CLASSROOM_CALLS[name].method, classroomPath(name, init.params), { ...rest, config: responseType ? { responseType } : undefined }, options);
}

const forUser = (userId: number | undefined) => (userId === undefined ? {} : { user_id: userId });

export class ClassroomClient implements ClassroomApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  openCase(id: number, options?: RequestOptions): Promise<StudyCaseWithWork> {
    return callClassroom(this.#http, 'getStudyCase', { params: { id } }, options);
  }

  saveWork(id: number, request: SaveWorkBody, options?: RequestOptions): Promise<CaseWork> {
    return callClassroom(this.#http, 'saveWork', { params: { id }, body: request }, options);
  }

  resetWork(id: number, options?: RequestOptions): Promise<CaseWork> {
    return callClassroom(this.#http, 'resetWork', { params: { id } }, options);
  }

  datasetFiles(query: DatasetFileQuery, options?: RequestOptions): Promise<DatasetFiles> {
    return callClassroom(this.#http, 'datasetFile', { query: { ...query, download: '0' } }, options);
  }

  downloadDataset(caseId: number, datasetId: string, options?: RequestOptions): Promise<Blob> {
    return callClassroom(this.#http, 'datasetFile', { query: { case_id: caseId, dataset_id: datasetId, download: '1' }, responseType: 'blob' }, options);
  }

  chart(request: ChartRequest, options?: RequestOptions): Promise<ChartData> {
    return callClassroom(this.#http, 'datasetChart', { body: request }, options);
  }

  process(request: ProcessRequest, options?: RequestOptions): Promise<TablePreview> {
    return callClassroom(this.#http, 'datasetProcess', { body: request }, options);
  }

  score(id: number, userId?: number, options?: RequestOptions): Promise<CaseScore> {
    return callClassroom(this.#http, 'caseScore', { params: { id }, query: forUser(userId) }, options);
  }

  evaluate(id: number, options?: RequestOptions): Promise<Evaluation> {
    return callClassroom(this.#http, 'caseEvaluation', { params: { id } }, options);
  }

  code(id: number, userId?: number, options?: RequestOptions): Promise<CaseCode> {
    return callClassroom(this.#http, 'caseCode', { params: { id }, query: forUser(userId) }, options);
  }

  students(query: CaseStudentsQuery, options?: RequestOptions): Promise<CaseStudentList> {
    return callClassroom(this.#http, 'caseStudents', { query }, options);
  }

  signs(query: SignQuery = {}, options?: RequestOptions): Promise<SignList> {
    return callClassroom(this.#http, 'listSign', { query }, options);
  }

  sign(request: SignBody, options?: RequestOptions): Promise<SignList> {
    return callClassroom(this.#http, 'sign', { body: request }, options);
  }

  markings(query: MarkingQuery, options?: RequestOptions): Promise<MarkingList> {
    return callClassroom(this.#http, 'listMarking', { query }, options);
  }

  mark(request: MarkingBody, options?: RequestOptions): Promise<MarkingList> {
    return callClassroom(this.#http, 'mark', { body: request }, options);
  }

  scoreReport(request: DocScoringBody, options?: RequestOptions): Promise<{ score: number; comment: string }> {
    return callClassroom(this.#http, 'docScoring', { body: request }, options);
  }

  checkReport(request: MediaCheckBody, options?: RequestOptions): Promise<MediaCheckResult> {
    return callClassroom(this.#http, 'docMediaCheck', { body: request }, options);
  }

  logRun(request: RunLogBody, options?: RequestOptions): Promise<RunLogged> {
    return callClassroom(this.#http, 'logRun', { body: request }, options);
  }
}
