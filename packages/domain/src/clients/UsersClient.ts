import type { AxiosInstance } from 'axios';
import { XLSX_MIME } from '../contract/index.js';
import type { PasswordResetRequest, Status, UserCreate, UserImportQuery, UserImportResult, UserListQuery, UserUpdate } from '../contract/index.js';
import { call } from './request.js';
import { USER_CALLS } from '../contract/userCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';
import type { RequestOptions } from './request.js';

/** Users: sys_admin across colleges (admin/user), edu_admin within its college (edu/user). */
export interface UsersApi {
  list(query?: UserListQuery, options?: RequestOptions): Promise<CallAnswer<'listUsers'>>;
  create(request: UserCreate, options?: RequestOptions): Promise<CallAnswer<'createUser'>>;
  get(id: number, options?: RequestOptions): Promise<CallAnswer<'getUser'>>;
  update(id: number, request: UserUpdate, options?: RequestOptions): Promise<CallAnswer<'updateUser'>>;
  /** Enable (1) or disable (0). */
  setStatus(id: number, status: Status, options?: RequestOptions): Promise<CallAnswer<'setUserStatus'>>;
  resetPassword(id: number, request: PasswordResetRequest, options?: RequestOptions): Promise<void>;
  /** The .xlsx import template. */
  importTemplate(options?: RequestOptions): Promise<CallAnswer<'userImportTemplate'>>;
  /**
   * Bulk import from an .xlsx file. Resolves with the row report: when `errors` is not empty nothing was
   * written and each entry names the row, column and reason.
   */
  import(file: Blob, query?: UserImportQuery, options?: RequestOptions): Promise<UserImportResult>;
  /** The users matching `query` as .xlsx. */
  export(query?: UserListQuery, options?: RequestOptions): Promise<CallAnswer<'exportUsers'>>;
}

export class UsersClient implements UsersApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  list(query: UserListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listUsers'>> {
    return call(this.#http, USER_CALLS, 'listUsers', { query }, options);
  }

  create(request: UserCreate, options?: RequestOptions): Promise<CallAnswer<'createUser'>> {
    return call(this.#http, USER_CALLS, 'createUser', { body: request }, options);
  }

  get(id: number, options?: RequestOptions): Promise<CallAnswer<'getUser'>> {
    return call(this.#http, USER_CALLS, 'getUser', { params: { id } }, options);
  }

  update(id: number, request: UserUpdate, options?: RequestOptions): Promise<CallAnswer<'updateUser'>> {
    return call(this.#http, USER_CALLS, 'updateUser', { params: { id }, body: request }, options);
  }

  setStatus(id: number, status: Status, options?: RequestOptions): Promise<CallAnswer<'setUserStatus'>> {
    return call(this.#http, USER_CALLS, 'setUserStatus', { params: { id }, body: { status } }, options);
  }

  async resetPassword(id: number, request: PasswordResetRequest, options?: RequestOptions): Promise<void> {
    await call(this.#http, USER_CALLS, 'resetUserPassword', { params: { id }, body: request }, options);
  }

  importTemplate(options?: RequestOptions): Promise<CallAnswer<'userImportTemplate'>> {
    return call(this.#http, USER_CALLS, 'userImportTemplate', { config: { responseType: 'blob' } }, options);
  }

  import(file: Blob, query: UserImportQuery = {}, options?: RequestOptions): Promise<UserImportResult> {
    // The body is the file's bytes (not multipart), as the contract describes.
    return call(this.#http, USER_CALLS, 'importUsers', { query, body: file, config: { headers: { 'Content-Type': XLSX_MIME } } }, options);
  }

  export(query: UserListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'exportUsers'>> {
    return call(this.#http, USER_CALLS, 'exportUsers', { query, config: { responseType: 'blob' } }, options);
  }
}
