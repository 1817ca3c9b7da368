import type { AxiosInstance } from 'axios';
import type { SimilarityScope } from '../contract/similarity.js';
import { call, type RequestOptions } from './request.js';
import { SIMILARITY_CALLS } from '../contract/similarityCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';

/** The similarity check (issue 16): every method's method and path come from SIMILARITY_CALLS. */
export class SimilarityClient {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  /** Starts a report (or answers the one still queued or running for the same submissions). */
  start(scope: SimilarityScope, options?: RequestOptions): Promise<CallAnswer<'startSimilarityReport'>> {
    return call(this.#http, SIMILARITY_CALLS, 'startSimilarityReport', { body: scope }, options);
  }
  /** The latest report (null before the first) and the number of submissions now. */
  latest(scope: SimilarityScope, options?: RequestOptions): Promise<CallAnswer<'latestSimilarityReport'>> {
    return call(this.#http, SIMILARITY_CALLS, 'latestSimilarityReport', { query: scope }, options);
  }
  /** One pair's two sources with the matching regions. */
  pair(reportId: number, a: number, b: number, options?: RequestOptions): Promise<CallAnswer<'similarityPair'>> {
    return call(this.#http, SIMILARITY_CALLS, 'similarityPair', { params: { id: reportId }, query: { a, b } }, options);
  }
}
