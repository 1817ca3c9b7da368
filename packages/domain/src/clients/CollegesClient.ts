import type { AxiosInstance } from 'axios';
import type { CollegeCreate, CollegeListQuery, CollegeUpdate, Status } from '../contract/index.js';
import { call } from './request.js';
import { EDU_CALLS } from '../contract/eduCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';
import type { RequestOptions } from './request.js';

/** Colleges (sys_admin): admin/edu and admin/edu/{id}. */
export interface CollegesApi {
  list(query?: CollegeListQuery, options?: RequestOptions): Promise<CallAnswer<'listColleges'>>;
  create(request: CollegeCreate, options?: RequestOptions): Promise<CallAnswer<'createCollege'>>;
  get(id: number, options?: RequestOptions): Promise<CallAnswer<'getCollege'>>;
  update(id: number, request: CollegeUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCollege'>>;
  /** Enable (1) or disable (0). */
  setStatus(id: number, status: Status, options?: RequestOptions): Promise<CallAnswer<'setCollegeStatus'>>;
}

export class CollegesClient implements CollegesApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  list(query: CollegeListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listColleges'>> {
    return call(this.#http, EDU_CALLS, 'listColleges', { query }, options);
  }

  create(request: CollegeCreate, options?: RequestOptions): Promise<CallAnswer<'createCollege'>> {
    return call(this.#http, EDU_CALLS, 'createCollege', { body: request }, options);
  }

  get(id: number, options?: RequestOptions): Promise<CallAnswer<'getCollege'>> {
    return call(this.#http, EDU_CALLS, 'getCollege', { params: { id } }, options);
  }

  update(id: number, request: CollegeUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCollege'>> {
    return call(this.#http, EDU_CALLS, 'updateCollege', { params: { id }, body: request }, options);
  }

  setStatus(id: number, status: Status, options?: RequestOptions): Promise<CallAnswer<'setCollegeStatus'>> {
    return call(this.#http, EDU_CALLS, 'setCollegeStatus', { params: { id }, body: { status } }, options);
  }
}
