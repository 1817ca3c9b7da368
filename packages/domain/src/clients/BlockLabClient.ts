import type { AxiosInstance } from 'axios';
import type {
  BlockLabBlockInput,
  BlockLabForkInput,
  BlockLabStudentsQuery,
  BlockLabTransactionInput,
  PublishedBlockCaseQuery,
} from '../contract/index.js';
import { call, type RequestOptions } from './request.js';
import { BLOCK_LAB_CALLS } from '../contract/blockLabCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';

/** The blockchain lab (issue 11): every method's method and path come from BLOCK_LAB_CALLS. */
export class BlockLabClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  listCases(query: PublishedBlockCaseQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listBlockLabCases'>> {
    return call(this.#http, BLOCK_LAB_CALLS, 'listBlockLabCases', { query: { ...query } }, options);
  }
  /** Opens (creating the first time) the caller's attempt at a published case. */
  start(caseId: number, options?: RequestOptions): Promise<CallAnswer<'startBlockLabAttempt'>> {
    return call(this.#http, BLOCK_LAB_CALLS, 'startBlockLabAttempt', { params: { id: caseId } }, options);
  }
  students(caseId: number, query: BlockLabStudentsQuery = {}, options?: RequestOptions): Promise<CallAnswer<'blockLabStudents'>> {
    return call(this.#http, BLOCK_LAB_CALLS, 'blockLabStudents', { params: { id: caseId }, query: { ...query } }, options);
  }
  mine(options?: RequestOptions): Promise<CallAnswer<'myBlockLabAttempts'>> {
    return call(this.#http, BLOCK_LAB_CALLS, 'myBlockLabAttempts', {}, options);
  }
  get(attemptId: number, options?: RequestOptions): Promise<CallAnswer<'getBlockLabAttempt'>> {
    return call(this.#http, BLOCK_LAB_CALLS, 'getBlockLabAttempt', { params: { id: attemptId } }, options);
  }
  transact(attemptId: number, body: BlockLabTransactionInput, options?: RequestOptions): Promise<CallAnswer<'submitBlockLabTransaction'>> {
    return call(this.#http, BLOCK_LAB_CALLS, 'submitBlockLabTransaction', { params: { id: attemptId }, body }, options);
  }
  submitBlock(attemptId: number, body: BlockLabBlockInput, options?: RequestOptions): Promise<CallAnswer<'submitBlockLabBlock'>> {
    return call(this.#http, BLOCK_LAB_CALLS, 'submitBlockLabBlock', { params: { id: attemptId }, body }, options);
  }
  checkFork(attemptId: number, body: BlockLabForkInput, options?: RequestOptions): Promise<CallAnswer<'checkBlockLabFork'>> {
    return call(this.#http, BLOCK_LAB_CALLS, 'checkBlockLabFork', { params: { id: attemptId }, body }, options);
  }
  reset(attemptId: number, options?: RequestOptions): Promise<CallAnswer<'resetBlockLabAttempt'>> {
    return call(this.#http, BLOCK_LAB_CALLS, 'resetBlockLabAttempt', { params: { id: attemptId }, body: {} }, options);
  }
}
