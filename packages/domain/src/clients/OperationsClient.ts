import type { AxiosInstance } from 'axios';
import type { SelfTestRequest } from '../contract/index.js';
import type { OperationsRange, Thresholds } from '../operations/index.js';
import { call, type RequestOptions } from './request.js';
import type { CallAnswer } from '../contract/callTypes.js';

/** The operations monitor (issue 12): every method's method and path come from OPERATIONS_CALLS; system admins only. */
export class OperationsClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  overview(options?: RequestOptions): Promise<CallAnswer<'operationsOverview'>> {
    return call(this.#http, 'operationsOverview', {}, options);
  }
  /** The durable job queue of the cluster (issue 19). */
  queue(options?: RequestOptions): Promise<CallAnswer<'operationsQueue'>> {
    return call(this.#http, 'operationsQueue', {}, options);
  }
  history(range: OperationsRange, options?: RequestOptions): Promise<CallAnswer<'operationsHistory'>> {
    return call(this.#http, 'operationsHistory', { query: { range } }, options);
  }
  async stopKernel(kernelId: string, options?: RequestOptions): Promise<void> {
    await call(this.#http, 'stopOperationsKernel', { params: { kernelId } }, options);
  }
  setThresholds(thresholds: Thresholds, options?: RequestOptions): Promise<CallAnswer<'setOperationsThresholds'>> {
    return call(this.#http, 'setOperationsThresholds', { body: { thresholds } }, options);
  }
  selfTest(body: SelfTestRequest, options?: RequestOptions): Promise<CallAnswer<'runSelfTest'>> {
    return call(this.#http, 'runSelfTest', { body }, options);
  }
}
