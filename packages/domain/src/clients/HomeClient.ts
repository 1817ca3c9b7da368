import type { AxiosInstance } from 'axios';
import { HOME_CALLS, type PublicHome } from '../contract/index.js';
import { sendCall, type RequestOptions } from './request.js';

/** The public home (issue 12): one call, no sign-in needed. */
export class HomeClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  /** Published news, public competitions and the course catalogue. */
  load(options?: RequestOptions): Promise<PublicHome> {
    const call = HOME_CALLS.publicHome;
    return sendCall<PublicHome>(this.#http, call.method, call.path, {}, options);
  }
}
