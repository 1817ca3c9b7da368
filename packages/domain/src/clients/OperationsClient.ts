import type { AxiosInstance } from 'axios';
import { OPERATIONS_CALLS } from '../contract/index.js';
import type { OperationsHistory, OperationsOverview, OperationsQueue, SelfTestReport, SelfTestRequest } from '../contract/index.js';
import { fillPath } from '../contract/fillPath.js';
import type { OperationsRange, Thresholds } from '../operations/index.js';
import { sendCall, type CallInit, type RequestOptions } from './request.js';

type OperationsCallName = Exclude<keyof typeof OPERATIONS_CALLS, 'metrics'>;

/** The operations monitor (issue 12): every method's method and path come from OPERATIONS_CALLS; system admins only. */
export class OperationsClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  #call<T>(name: OperationsCallName, init: CallInit = {}, options?: RequestOptions): Promise<T> {
    const call = OPERATIONS_CALLS[name];
    return sendCall<T>(this.#http, call.method, fillPath(name, call.path, init.params ?? {}), init, options);
  }

  overview(options?: RequestOptions): Promise<OperationsOverview> {
    return this.#call('operationsOverview', {}, options);
  }
  /** The durable job queue of the cluster (issue 19). */
  queue(options?: RequestOptions): Promise<OperationsQueue> {
    return this.#call('operationsQueue', {}, options);
  }
  history(range: OperationsRange, options?: RequestOptions): Promise<OperationsHistory> {
    return this.#call('operationsHistory', { query: { range } }, options);
  }
  async stopKernel(kernelId: string, options?: RequestOptions): Promise<void> {
    await this.#call('stopOperationsKernel', { params: { kernelId } }, options);
  }
  setThresholds(thresholds: Thresholds, options?: RequestOptions): Promise<Thresholds> {
    return this.#call('setOperationsThresholds', { body: { thresholds } }, options);
  }
  selfTest(body: SelfTestRequest, options?: RequestOptions): Promise<SelfTestReport> {
    return this.#call('runSelfTest', { body }, options);
  }
}
