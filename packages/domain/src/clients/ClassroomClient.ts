import type { AxiosInstance } from 'axios';
import type {
  CaseStudentsQuery,
  ChartRequest,
  DatasetFileQuery,
  DatasetFiles,
  DocScoringBody,
  MarkingBody,
  MarkingQuery,
  MediaCheckBody,
  ProcessRequest,
  RunLogBody,
  SaveWorkBody,
  SignBody,
  SignQuery,
} from '../contract/index.js';
import { call, type RequestOptions } from './request.js';
import { CLASSROOM_CALLS } from '../contract/classroomCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';

/** Big-data cases, classroom side (spec §7): a student's work on a case; a teacher's follow-up of their students. */
export interface ClassroomApi {
  /** The published case (no hidden tests) and the caller's working copy. */
  openCase(id: number, options?: RequestOptions): Promise<CallAnswer<'getStudyCase'>>;
  /** Autosave of the working copy. */
  saveWork(id: number, request: SaveWorkBody, options?: RequestOptions): Promise<CallAnswer<'saveWork'>>;
  /** The working copy back to the template. */
  resetWork(id: number, options?: RequestOptions): Promise<CallAnswer<'resetWork'>>;
  /** The case's datasets, with a preview of `dataset_id` when given. */
  datasetFiles(query: DatasetFileQuery, options?: RequestOptions): Promise<DatasetFiles>;
  /** The dataset file itself (CSV or XLSX). */
  downloadDataset(caseId: number, datasetId: string, options?: RequestOptions): Promise<CallAnswer<'datasetFile'>>;
  chart(request: ChartRequest, options?: RequestOptions): Promise<CallAnswer<'datasetChart'>>;
  process(request: ProcessRequest, options?: RequestOptions): Promise<CallAnswer<'datasetProcess'>>;
  /** A teacher may pass `userId` of one of their students. */
  score(id: number, userId?: number, options?: RequestOptions): Promise<CallAnswer<'caseScore'>>;
  /** Runs the hidden tests against the caller's code. */
  evaluate(id: number, options?: RequestOptions): Promise<CallAnswer<'caseEvaluation'>>;
  /** The latest code; a teacher may pass `userId` of one of their students. */
  code(id: number, userId?: number, options?: RequestOptions): Promise<CallAnswer<'caseCode'>>;
  students(query: CaseStudentsQuery, options?: RequestOptions): Promise<CallAnswer<'caseStudents'>>;
  signs(query?: SignQuery, options?: RequestOptions): Promise<CallAnswer<'listSign'>>;
  sign(request: SignBody, options?: RequestOptions): Promise<CallAnswer<'sign'>>;
  markings(query: MarkingQuery, options?: RequestOptions): Promise<CallAnswer<'listMarking'>>;
  mark(request: MarkingBody, options?: RequestOptions): Promise<CallAnswer<'mark'>>;
  scoreReport(request: DocScoringBody, options?: RequestOptions): Promise<CallAnswer<'docScoring'>>;
  checkReport(request: MediaCheckBody, options?: RequestOptions): Promise<CallAnswer<'docMediaCheck'>>;
  logRun(request: RunLogBody, options?: RequestOptions): Promise<CallAnswer<'logRun'>>;
}

const forUser = (userId: number | undefined) => (userId === undefined ? {} : { user_id: userId });

export class ClassroomClient implements ClassroomApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  openCase(id: number, options?: RequestOptions): Promise<CallAnswer<'getStudyCase'>> {
    return call(this.#http, CLASSROOM_CALLS, 'getStudyCase', { params: { id } }, options);
  }

  saveWork(id: number, request: SaveWorkBody, options?: RequestOptions): Promise<CallAnswer<'saveWork'>> {
    return call(this.#http, CLASSROOM_CALLS, 'saveWork', { params: { id }, body: request }, options);
  }

  resetWork(id: number, options?: RequestOptions): Promise<CallAnswer<'resetWork'>> {
    return call(this.#http, CLASSROOM_CALLS, 'resetWork', { params: { id } }, options);
  }

  /**
   * `datasetFile` is `binary` in the contract (no answer schema): without `download=1` the server sends the JSON
   * envelope of `DatasetFiles` itself, which is what this method reads.
   */
  async datasetFiles(query: DatasetFileQuery, options?: RequestOptions): Promise<DatasetFiles> {
    return (await call(this.#http, CLASSROOM_CALLS, 'datasetFile', { query: { ...query, download: '0' } }, options)) as unknown as DatasetFiles;
  }

  downloadDataset(caseId: number, datasetId: string, options?: RequestOptions): Promise<CallAnswer<'datasetFile'>> {
    return call(this.#http, CLASSROOM_CALLS, 'datasetFile', { query: { case_id: caseId, dataset_id: datasetId, download: '1' }, config: { responseType: 'blob' } }, options);
  }

  chart(request: ChartRequest, options?: RequestOptions): Promise<CallAnswer<'datasetChart'>> {
    return call(this.#http, CLASSROOM_CALLS, 'datasetChart', { body: request }, options);
  }

  process(request: ProcessRequest, options?: RequestOptions): Promise<CallAnswer<'datasetProcess'>> {
    return call(this.#http, CLASSROOM_CALLS, 'datasetProcess', { body: request }, options);
  }

  score(id: number, userId?: number, options?: RequestOptions): Promise<CallAnswer<'caseScore'>> {
    return call(this.#http, CLASSROOM_CALLS, 'caseScore', { params: { id }, query: forUser(userId) }, options);
  }

  evaluate(id: number, options?: RequestOptions): Promise<CallAnswer<'caseEvaluation'>> {
    return call(this.#http, CLASSROOM_CALLS, 'caseEvaluation', { params: { id } }, options);
  }

  code(id: number, userId?: number, options?: RequestOptions): Promise<CallAnswer<'caseCode'>> {
    return call(this.#http, CLASSROOM_CALLS, 'caseCode', { params: { id }, query: forUser(userId) }, options);
  }

  students(query: CaseStudentsQuery, options?: RequestOptions): Promise<CallAnswer<'caseStudents'>> {
    return call(this.#http, CLASSROOM_CALLS, 'caseStudents', { query }, options);
  }

  signs(query: SignQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listSign'>> {
    return call(this.#http, CLASSROOM_CALLS, 'listSign', { query }, options);
  }

  sign(request: SignBody, options?: RequestOptions): Promise<CallAnswer<'sign'>> {
    return call(this.#http, CLASSROOM_CALLS, 'sign', { body: request }, options);
  }

  markings(query: MarkingQuery, options?: RequestOptions): Promise<CallAnswer<'listMarking'>> {
    return call(this.#http, CLASSROOM_CALLS, 'listMarking', { query }, options);
  }

  mark(request: MarkingBody, options?: RequestOptions): Promise<CallAnswer<'mark'>> {
    return call(this.#http, CLASSROOM_CALLS, 'mark', { body: request }, options);
  }

  scoreReport(request: DocScoringBody, options?: RequestOptions): Promise<CallAnswer<'docScoring'>> {
    return call(this.#http, CLASSROOM_CALLS, 'docScoring', { body: request }, options);
  }

  checkReport(request: MediaCheckBody, options?: RequestOptions): Promise<CallAnswer<'docMediaCheck'>> {
    return call(this.#http, CLASSROOM_CALLS, 'docMediaCheck', { body: request }, options);
  }

  logRun(request: RunLogBody, options?: RequestOptions): Promise<CallAnswer<'logRun'>> {
    return call(this.#http, CLASSROOM_CALLS, 'logRun', { body: request }, options);
  }
}
