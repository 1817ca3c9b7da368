import type { AxiosInstance } from 'axios';
import type { ClassCreate, ClassDetail, ClassInfo, ClassList, ClassListQuery, ClassMembersUpdate, ClassUpdate } from '../contract/index.js';
import { callApi } from './request.js';
import type { RequestOptions } from './request.js';

/** Classes (edu/class): edu_admin manages; teachers and sys_admin read. */
export interface ClassesApi {
  list(query?: ClassListQuery, options?: RequestOptions): Promise<ClassList>;
  create(request: ClassCreate, options?: RequestOptions): Promise<ClassInfo>;
  /** The class with its members. */
  get(id: number, options?: RequestOptions): Promise<ClassDetail>;
  update(id: number, request: ClassUpdate, options?: RequestOptions): Promise<ClassInfo>;
  remove(id: number, options?: RequestOptions): Promise<void>;
  /** The class's students become exactly `user_ids`. */
  setMembers(id: number, request: ClassMembersUpdate, options?: RequestOptions): Promise<ClassDetail>;
}

export class ClassesClient implements ClassesApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  list(query: ClassListQuery = {}, options?: RequestOptions): Promise<ClassList> {
    return callApi(this.#http, 'listClasses', { query }, options);
  }

  create(request: ClassCreate, options?: RequestOptions): Promise<ClassInfo> {
    return callApi(this.#http, 'createClass', { body: request }, options);
  }

  get(id: number, options?: RequestOptions): Promise<ClassDetail> {
    return callApi(this.#http, 'getClass', { params: { id } }, options);
  }

  update(id: number, request: ClassUpdate, options?: RequestOptions): Promise<ClassInfo> {
    return callApi(this.#http, 'updateClass', { params: { id }, body: request }, options);
  }

  async remove(id: number, options?: RequestOptions): Promise<void> {
    await callApi(this.#http, 'deleteClass', { params: { id } }, options);
  }

  setMembers(id: number, request: ClassMembersUpdate, options?: RequestOptions): Promise<ClassDetail> {
    return callApi(this.#http, 'setClassMembers', { params: { id }, body: request }, options);
  }
}
