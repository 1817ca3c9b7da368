import type { AxiosInstance } from 'axios';
import { XLSX_MIME } from '../contract/index.js';
import type { PasswordResetRequest, Status, User, UserCreate, UserImportQuery, UserImportResult, UserList, UserListQuery, UserUpdate } from '../contract/index.js';
import { callApi } from './request.js';
import type { RequestOptions } from './request.js';

/** Users: sys_admin across colleges (admin/user), edu_admin within its college (edu/user). */
export interface UsersApi {
  list(query?: UserListQuery, options?: RequestOptions): Promise<UserList>;
  create(request: UserCreate, options?: RequestOptions): Promise<User>;
  get(id: number, options?: RequestOptions): Promise<User>;
  update(id: number, request: UserUpdate, options?: RequestOptions): Promise<User>;
  /** Enable (1) or disable (0). */
  setStatus(id: number, status: Status, options?: RequestOptions): Promise<User>;
  resetPassword(id: number, request: PasswordResetRequest, options?: RequestOptions): Promise<void>;
  /** The .xlsx import template. */
  importTemplate(options?: RequestOptions): Promise<Blob>;
  /**
   * Bulk import from an .xlsx file. Resolves with the row report: when `errors` is not empty nothing was
   * written and each entry names the row, column and reason.
   */
  import(file: Blob, query?: UserImportQuery, options?: RequestOptions): Promise<UserImportResult>;
  /** The users matching `query` as .xlsx. */
  export(query?: UserListQuery, options?: RequestOptions): Promise<Blob>;
}

export class UsersClient implements UsersApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  list(query: UserListQuery = {}, options?: RequestOptions): Promise<UserList> {
    return callApi(this.#http, 'listUsers', { query }, options);
  }

  create(request: UserCreate, options?: RequestOptions): Promise<User> {
    return callApi(this.#http, 'createUser', { body: request }, options);
  }

  get(id: number, options?: RequestOptions): Promise<User> {
    return callApi(this.#http, 'getUser', { params: { id } }, options);
  }

  update(id: number, request: UserUpdate, options?: RequestOptions): Promise<User> {
    return callApi(this.#http, 'updateUser', { params: { id }, body: request }, options);
  }

  setStatus(id: number, status: Status, options?: RequestOptions): Promise<User> {
    return callApi(this.#http, 'setUserStatus', { params: { id }, body: { status } }, options);
  }

  async resetPassword(id: number, request: PasswordResetRequest, options?: RequestOptions): Promise<void> {
    await callApi(this.#http, 'resetUserPassword', { params: { id }, body: request }, options);
  }

  importTemplate(options?: RequestOptions): Promise<Blob> {
    return callApi(this.#http, 'userImportTemplate', { config: { responseType: 'blob' } }, options);
  }

  import(file: Blob, query: UserImportQuery = {}, options?: RequestOptions): Promise<UserImportResult> {
    // The body is the file's bytes (not multipart), as the contract describes.
    return callApi(this.#http, 'importUsers', { query, body: file, config: { headers: { 'Content-Type': XLSX_MIME } } }, options);
  }

  export(query: UserListQuery = {}, options?: RequestOptions): Promise<Blob> {
    return callApi(this.#http, 'exportUsers', { query, config: { responseType: 'blob' } }, options);
  }
}
