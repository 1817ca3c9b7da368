import type { AxiosInstance } from 'axios';
import type {
  CaseCreate,
  CaseListQuery,
  CaseNotebookImportRequest,
  CaseTypeCreate,
  CaseTypeUpdate,
  CaseUpdate,
  SeedPreviewRequest,
} from '../contract/index.js';
import { call, type RequestOptions } from './request.js';
import { CASE_CALLS } from '../contract/caseCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';

/** Big-data cases, admin side (spec §7): sys_teacher and sys_admin author cases and case types. */
export interface CasesApi {
  list(query?: CaseListQuery, options?: RequestOptions): Promise<CallAnswer<'listCases'>>;
  create(request: CaseCreate, options?: RequestOptions): Promise<CallAnswer<'createCase'>>;
  /** The whole case for the editor, hidden tests included. */
  get(id: number, options?: RequestOptions): Promise<CallAnswer<'getCase'>>;
  update(id: number, request: CaseUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCase'>>;
  copy(id: number, options?: RequestOptions): Promise<CallAnswer<'copyCase'>>;
  remove(id: number, options?: RequestOptions): Promise<void>;
  listTypes(options?: RequestOptions): Promise<CallAnswer<'listCaseTypes'>>;
  createType(request: CaseTypeCreate, options?: RequestOptions): Promise<CallAnswer<'createCaseType'>>;
  updateType(id: number, request: CaseTypeUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCaseType'>>;
  removeType(id: number, options?: RequestOptions): Promise<void>;
  /** Runs a dataset generator (possibly unsaved) for a few seeds in the sandbox: values and each file's head. */
  previewSeeds(request: SeedPreviewRequest, options?: RequestOptions): Promise<CallAnswer<'previewCaseSeeds'>>;
  /** Reads an `.ipynb` (nbgrader's source layout) as a case's template, tests and rubric; stores nothing. */
  importNotebook(request: CaseNotebookImportRequest, options?: RequestOptions): Promise<CallAnswer<'importCaseNotebook'>>;
  /** The saved case as an `.ipynb` in nbgrader's source layout. */
  exportNotebook(id: number, options?: RequestOptions): Promise<CallAnswer<'exportCaseNotebook'>>;
}

export class CasesClient implements CasesApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  list(query: CaseListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listCases'>> {
    return call(this.#http, CASE_CALLS, 'listCases', { query }, options);
  }

  create(request: CaseCreate, options?: RequestOptions): Promise<CallAnswer<'createCase'>> {
    return call(this.#http, CASE_CALLS, 'createCase', { body: request }, options);
  }

  get(id: number, options?: RequestOptions): Promise<CallAnswer<'getCase'>> {
    return call(this.#http, CASE_CALLS, 'getCase', { params: { id } }, options);
  }

  update(id: number, request: CaseUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCase'>> {
    return call(this.#http, CASE_CALLS, 'updateCase', { params: { id }, body: request }, options);
  }

  copy(id: number, options?: RequestOptions): Promise<CallAnswer<'copyCase'>> {
    return call(this.#http, CASE_CALLS, 'copyCase', { params: { id } }, options);
  }

  async remove(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, CASE_CALLS, 'deleteCase', { params: { id } }, options);
  }

  listTypes(options?: RequestOptions): Promise<CallAnswer<'listCaseTypes'>> {
    return call(this.#http, CASE_CALLS, 'listCaseTypes', {}, options);
  }

  createType(request: CaseTypeCreate, options?: RequestOptions): Promise<CallAnswer<'createCaseType'>> {
    return call(this.#http, CASE_CALLS, 'createCaseType', { body: request }, options);
  }

  updateType(id: number, request: CaseTypeUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCaseType'>> {
    return call(this.#http, CASE_CALLS, 'updateCaseType', { params: { id }, body: request }, options);
  }

  async removeType(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, CASE_CALLS, 'deleteCaseType', { params: { id } }, options);
  }

  previewSeeds(request: SeedPreviewRequest, options?: RequestOptions): Promise<CallAnswer<'previewCaseSeeds'>> {
    return call(this.#http, CASE_CALLS, 'previewCaseSeeds', { body: request }, options);
  }

  importNotebook(request: CaseNotebookImportRequest, options?: RequestOptions): Promise<CallAnswer<'importCaseNotebook'>> {
    return call(this.#http, CASE_CALLS, 'importCaseNotebook', { body: request }, options);
  }

  exportNotebook(id: number, options?: RequestOptions): Promise<CallAnswer<'exportCaseNotebook'>> {
    return call(this.#http, CASE_CALLS, 'exportCaseNotebook', { params: { id } }, options);
  }
}
