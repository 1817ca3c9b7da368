import type { AxiosInstance } from 'axios';
import { BLOCK_LAB_CALLS } from '../contract/blockLabCalls.js';
import type {
  BlockLabAttempt,
  BlockLabAttemptSummary,
  BlockLabBlockInput,
  BlockLabCaseList,
  BlockLabForkAnswer,
  BlockLabForkInput,
  BlockLabStudents,
  BlockLabStudentsQuery,
  BlockLabTransactionInput,
  PublishedBlockCaseQuery,
} from '../contract/index.js';
import { fillPath } from '../contract/fillPath.js';
import { sendCall, type CallInit, type RequestOptions } from './request.js';

type BlockLabCallName = keyof typeof BLOCK_LAB_CALLS;

/** The blockchain lab (issue 11): every method's method and path come from BLOCK_LAB_CALLS. */
export class BlockLabClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  #call<T>(name: BlockLabCallName, init: CallInit = {}, options?: RequestOptions): Promise<T> {
    const call = BLOCK_LAB_CALLS[name];
    return sendCall<T>(this.#http, call.method, fillPath(name, call.path, init.params ?? {}), init, options);
  }

  listCases(query: PublishedBlockCaseQuery = {}, options?: RequestOptions): Promise<BlockLabCaseList> {
    return this.#call('listBlockLabCases', { query: { ...query } }, options);
  }
  /** Opens (creating the first time) the caller's attempt at a published case. */
  start(caseId: number, options?: RequestOptions): Promise<BlockLabAttempt> {
    return this.#call('startBlockLabAttempt', { params: { id: caseId } }, options);
  }
  students(caseId: number, query: BlockLabStudentsQuery = {}, options?: RequestOptions): Promise<BlockLabStudents> {
    return this.#call('blockLabStudents', { params: { id: caseId }, query: { ...query } }, options);
  }
  mine(options?: RequestOptions): Promise<BlockLabAttemptSummary[]> {
    return this.#call('myBlockLabAttempts', {}, options);
  }
  get(attemptId: number, options?: RequestOptions): Promise<BlockLabAttempt> {
    return this.#call('getBlockLabAttempt', { params: { id: attemptId } }, options);
  }
  transact(attemptId: number, body: BlockLabTransactionInput, options?: RequestOptions): Promise<BlockLabAttempt> {
    return this.#call('submitBlockLabTransaction', { params: { id: attemptId }, body }, options);
  }
  submitBlock(attemptId: number, body: BlockLabBlockInput, options?: RequestOptions): Promise<BlockLabAttempt> {
    return this.#call('submitBlockLabBlock', { params: { id: attemptId }, body }, options);
  }
  checkFork(attemptId: number, body: BlockLabForkInput, options?: RequestOptions): Promise<BlockLabForkAnswer> {
    return this.#call('checkBlockLabFork', { params: { id: attemptId }, body }, options);
  }
  reset(attemptId: number, options?: RequestOptions): Promise<BlockLabAttempt> {
    return this.#call('resetBlockLabAttempt', { params: { id: attemptId }, body: {} }, options);
  }
}
