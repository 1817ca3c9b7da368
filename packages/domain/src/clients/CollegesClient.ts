import type { AxiosInstance } from 'axios';
import type { College, CollegeCreate, CollegeListQuery, CollegeUpdate, CollegeWithCounts, Paged, Status } from '../contract/index.js';
import { callApi } from './request.js';
import type { RequestOptions } from './request.js';

/** Colleges (sys_admin): admin/edu and admin/edu/{id}. */
export interface CollegesApi {
  list(query?: CollegeListQuery, options?: RequestOptions): Promise<Paged<CollegeWithCounts>>;
  create(request: CollegeCreate, options?: RequestOptions): Promise<College>;
  get(id: number, options?: RequestOptions): Promise<CollegeWithCounts>;
  update(id: number, request: CollegeUpdate, options?: RequestOptions): Promise<College>;
  /** Enable (1) or disable (0). */
  setStatus(id: number, status: Status, options?: RequestOptions): Promise<College>;
}

export class CollegesClient implements CollegesApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  list(query: CollegeListQuery = {}, options?: RequestOptions): Promise<Paged<CollegeWithCounts>> {
    return callApi(this.#http, 'listColleges', { query }, options);
  }

  create(request: CollegeCreate, options?: RequestOptions): Promise<College> {
    return callApi(this.#http, 'createCollege', { body: request }, options);
  }

  get(id: number, options?: RequestOptions): Promise<CollegeWithCounts> {
    return callApi(this.#http, 'getCollege', { params: { id } }, options);
  }

  update(id: number, request: CollegeUpdate, options?: RequestOptions): Promise<College> {
    return callApi(this.#http, 'updateCollege', { params: { id }, body: request }, options);
  }

  setStatus(id: number, status: Status, options?: RequestOptions): Promise<College> {
    return callApi(this.#http, 'setCollegeStatus', { params: { id }, body: { status } }, options);
  }
}
