import type { AxiosInstance } from 'axios';
import type { ClassCreate, ClassListQuery, ClassMembersUpdate, ClassUpdate } from '../contract/index.js';
import { call } from './request.js';
import { CLASS_CALLS } from '../contract/classCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';
import type { RequestOptions } from './request.js';

/** Classes (edu/class): edu_admin manages; teachers and sys_admin read. */
export interface ClassesApi {
  list(query?: ClassListQuery, options?: RequestOptions): Promise<CallAnswer<'listClasses'>>;
  create(request: ClassCreate, options?: RequestOptions): Promise<CallAnswer<'createClass'>>;
  /** The class with its members. */
  get(id: number, options?: RequestOptions): Promise<CallAnswer<'getClass'>>;
  update(id: number, request: ClassUpdate, options?: RequestOptions): Promise<CallAnswer<'updateClass'>>;
  remove(id: number, options?: RequestOptions): Promise<void>;
  /** The class's students become exactly `user_ids`. */
  setMembers(id: number, request: ClassMembersUpdate, options?: RequestOptions): Promise<CallAnswer<'setClassMembers'>>;
}

export class ClassesClient implements ClassesApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  list(query: ClassListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listClasses'>> {
    return call(this.#http, CLASS_CALLS, 'listClasses', { query }, options);
  }

  create(request: ClassCreate, options?: RequestOptions): Promise<CallAnswer<'createClass'>> {
    return call(this.#http, CLASS_CALLS, 'createClass', { body: request }, options);
  }

  get(id: number, options?: RequestOptions): Promise<CallAnswer<'getClass'>> {
    return call(this.#http, CLASS_CALLS, 'getClass', { params: { id } }, options);
  }

  update(id: number, request: ClassUpdate, options?: RequestOptions): Promise<CallAnswer<'updateClass'>> {
    return call(this.#http, CLASS_CALLS, 'updateClass', { params: { id }, body: request }, options);
  }

  async remove(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, CLASS_CALLS, 'deleteClass', { params: { id } }, options);
  }

  setMembers(id: number, request: ClassMembersUpdate, options?: RequestOptions): Promise<CallAnswer<'setClassMembers'>> {
    return call(this.#http, CLASS_CALLS, 'setClassMembers', { params: { id }, body: request }, options);
  }
}
