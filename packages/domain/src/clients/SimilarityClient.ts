import type { AxiosInstance } from 'axios';
import { fillPath } from '../contract/fillPath.js';
import type { SimilarityLatest, SimilarityPairDetail, SimilarityReport, SimilarityScope } from '../contract/similarity.js';
import { SIMILARITY_CALLS, type SimilarityCallName } from '../contract/similarityCalls.js';
import { sendCall, type CallInit, type RequestOptions } from './request.js';

/** The similarity check (issue 16): every method's method and path come from SIMILARITY_CALLS. */
export class SimilarityClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  #call<T>(name: SimilarityCallName, init: CallInit = {}, options?: RequestOptions): Promise<T> {
    const call = SIMILARITY_CALLS[name];
    return sendCall<T>(this.#http, call.method, fillPath(name, call.path, init.params ?? {}), init, options);
  }

  /** Starts a report (or answers the one still queued or running for the same submissions). */
  start(scope: SimilarityScope, options?: RequestOptions): Promise<SimilarityReport> {
    return this.#call('startSimilarityReport', { body: scope }, options);
  }
  /** The latest report (null before the first) and the number of submissions now. */
  latest(scope: SimilarityScope, options?: RequestOptions): Promise<SimilarityLatest> {
    return this.#call('latestSimilarityReport', { query: scope }, options);
  }
  /** One pair's two sources with the matching regions. */
  pair(reportId: number, a: number, b: number, options?: RequestOptions): Promise<SimilarityPairDetail> {
    return this.#call('similarityPair', { params: { id: reportId }, query: { a, b } }, options);
  }
}
