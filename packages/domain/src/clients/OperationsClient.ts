import type { AxiosInstance } from 'axios';
import type { SelfTestRequest } from '../contract/index.js';
import type { OperationsRange, Thresholds } from '../operations/index.js';
import { call, type RequestOptions } from './request.js';
import { OPERATIONS_CALLS } from '../contract/operationsCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';

/** The operations monitor (issue 12): every method's method and path come from OPERATIONS_CALLS; system admins only. */
export class OperationsClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  overview(options?: RequestOptions): Promise<CallAnswer<'operationsOverview'>> {
    return call(this.#http, OPERATIONS_CALLS, 'operationsOverview', {}, options);
  }
  /** The durable job queue of the cluster (issue 19). */
  queue(options?: RequestOptions): Promise<CallAnswer<'operationsQueue'>> {
    return call(this.#http, OPERATIONS_CALLS, 'operationsQueue', {}, options);
  }
  history(range: OperationsRange, options?: RequestOptions): Promise<CallAnswer<'operationsHistory'>> {
    return call(this.#http, OPERATIONS_CALLS, 'operationsHistory', { query: { range } }, options);
  }
  async stopKernel(kernelId: string, options?: RequestOptions): Promise<void> {
    await call(this.#http, OPERATIONS_CALLS, 'stopOperationsKernel', { params: { kernelId } }, options);
  }
  setThresholds(thresholds: Thresholds, options?: RequestOptions): Promise<CallAnswer<'setOperationsThresholds'>> {
    return call(this.#http, OPERATIONS_CALLS, 'setOperationsThresholds', { body: { thresholds } }, options);
  }
  selfTest(body: SelfTestRequest, options?: RequestOptions): Promise<CallAnswer<'runSelfTest'>> {
    return call(this.#http, OPERATIONS_CALLS, 'runSelfTest', { body }, options);
  }
}
