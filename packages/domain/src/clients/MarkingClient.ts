import type { AxiosInstance } from 'axios';
import { call, type RequestOptions } from './request.js';
import { MARKING_CALLS } from '../contract/markingCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';

/** The marking queue (issue 34): everything waiting for the caller's marking, per exam or case and class. */
export class MarkingClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  /** The caller's queue, oldest first, with its totals. */
  queue(options?: RequestOptions): Promise<CallAnswer<'myMarkingWork'>> {
    return call(this.#http, MARKING_CALLS, 'myMarkingWork', {}, options);
  }
}
