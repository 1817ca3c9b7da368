import type { AxiosInstance } from 'axios';
import { CASE_CALLS, casePath } from '../contract/index.js';
import type {
  CaseCallName,
  CaseCreate,
  CaseDetail,
  CaseList,
  CaseListQuery,
  CaseType,
  CaseTypeCreate,
  CaseTypeList,
  CaseTypeUpdate,
  CaseUpdate,
  SeedPreviewList,
  SeedPreviewRequest,
} from '../contract/index.js';
import { sendCall, type CallInit, type RequestOptions } from './request.js';

/** Big-data cases, admin side (spec §7): sys_teacher and sys_admin author cases and case types. */
export interface CasesApi {
  list(query?: CaseListQuery, options?: RequestOptions): Promise<CaseList>;
  create(request: CaseCreate, options?: RequestOptions): Promise<CaseDetail>;
  /** The whole case for the editor, hidden tests included. */
  get(id: number, options?: RequestOptions): Promise<CaseDetail>;
  update(id: number, request: CaseUpdate, options?: RequestOptions): Promise<CaseDetail>;
  copy(id: number, options?: RequestOptions): Promise<CaseDetail>;
  remove(id: number, options?: RequestOptions): Promise<void>;
  listTypes(options?: RequestOptions): Promise<CaseTypeList>;
  createType(request: CaseTypeCreate, options?: RequestOptions): Promise<CaseType>;
  updateType(id: number, request: CaseTypeUpdate, options?: RequestOptions): Promise<CaseType>;
  removeType(id: number, options?: RequestOptions): Promise<void>;
  /** Runs a dataset generator (possibly unsaved) for a few seeds in the sandbox: values and each file's head. */
  previewSeeds(request: SeedPreviewRequest, options?: RequestOptions): Promise<SeedPreviewList>;
}


/** One admin case call: method and path come from `CASE_CALLS`, so the client cannot drift from the server. */
function callCase<T>(http: AxiosInstance, name: CaseCallName, init: CallInit = {}, options: RequestOptions = {}): Promise<T> {
  return sendCall<T>(http, CASE_CALLS[name].method, casePath(name, init.params), init, options);
}

export class CasesClient implements CasesApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  list(query: CaseListQuery = {}, options?: RequestOptions): Promise<CaseList> {
    return callCase(this.#http, 'listCases', { query }, options);
  }

  create(request: CaseCreate, options?: RequestOptions): Promise<CaseDetail> {
    return callCase(this.#http, 'createCase', { body: request }, options);
  }

  get(id: number, options?: RequestOptions): Promise<CaseDetail> {
    return callCase(this.#http, 'getCase', { params: { id } }, options);
  }

  update(id: number, request: CaseUpdate, options?: RequestOptions): Promise<CaseDetail> {
    return callCase(this.#http, 'updateCase', { params: { id }, body: request }, options);
  }

  copy(id: number, options?: RequestOptions): Promise<CaseDetail> {
    return callCase(this.#http, 'copyCase', { params: { id } }, options);
  }

  async remove(id: number, options?: RequestOptions): Promise<void> {
    await callCase(this.#http, 'deleteCase', { params: { id } }, options);
  }

  listTypes(options?: RequestOptions): Promise<CaseTypeList> {
    return callCase(this.#http, 'listCaseTypes', {}, options);
  }

  createType(request: CaseTypeCreate, options?: RequestOptions): Promise<CaseType> {
    return callCase(this.#http, 'createCaseType', { body: request }, options);
  }

  updateType(id: number, request: CaseTypeUpdate, options?: RequestOptions): Promise<CaseType> {
    return callCase(this.#http, 'updateCaseType', { params: { id }, body: request }, options);
  }

  async removeType(id: number, options?: RequestOptions): Promise<void> {
    await callCase(this.#http, 'deleteCaseType', { params: { id } }, options);
  }

  previewSeeds(request: SeedPreviewRequest, options?: RequestOptions): Promise<SeedPreviewList> {
    return callCase(this.#http, 'previewCaseSeeds', { body: request }, options);
  }
}
