import type { AxiosInstance } from 'axios';
import { call, type RequestOptions } from './request.js';
import { NOTEBOOK_TOKEN_CALLS } from '../contract/notebookTokenCalls.js';
import type { CallAnswer, CallBody } from '../contract/callTypes.js';

/** Personal notebook tokens (issue 35): the caller's own, for JupyterLab or VS Code. */
export class NotebookTokensClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  list(options?: RequestOptions): Promise<CallAnswer<'listNotebookTokens'>> {
    return call(this.#http, NOTEBOOK_TOKEN_CALLS, 'listNotebookTokens', {}, options);
  }
  /** The new token with its secret, which is never answered again. */
  create(body: CallBody<'createNotebookToken'>, options?: RequestOptions): Promise<CallAnswer<'createNotebookToken'>> {
    return call(this.#http, NOTEBOOK_TOKEN_CALLS, 'createNotebookToken', { body }, options);
  }
  async revoke(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, NOTEBOOK_TOKEN_CALLS, 'revokeNotebookToken', { params: { id } }, options);
  }
}
