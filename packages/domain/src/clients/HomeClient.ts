import type { AxiosInstance } from 'axios';
import { call, type RequestOptions } from './request.js';
import { HOME_CALLS } from '../contract/homeCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';

/** The public home (issue 12): one call, no sign-in needed. */
export class HomeClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  /** Published news, public competitions and the course catalogue. */
  load(options?: RequestOptions): Promise<CallAnswer<'publicHome'>> {
    return call(this.#http, HOME_CALLS, 'publicHome', {}, options);
  }
}
