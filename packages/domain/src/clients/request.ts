import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { API_PATHS, apiPath } from '../contract/index.js';
import type { ApiName } from '../contract/index.js';

/** Per-call options every client method accepts. */
export interface RequestOptions {
  /** Cancels the call (the promise rejects with an ApiError whose `isCanceled` is true). */
  signal?: AbortSignal;
  /** Do not report a failure through the app's `onError`/`onUnauthorized` (the caller shows it). */
  silent?: boolean;
}

export interface CallInit {
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  config?: AxiosRequestConfig;
}

/**
 * Send one call whose method and filled path come from a contract paths table (every client goes through here).
 * The instance's interceptors have already unwrapped the envelope.
 */
export async function sendCall<T>(http: AxiosInstance, method: string, url: string, init: Omit<CallInit, 'params'> = {}, options: RequestOptions = {}): Promise<T> {
  const response = await http.request<T>({
    ...init.config,
    method,
    url,
    params: init.query,
    data: init.body,
    signal: options.signal,
    silent: options.silent,
  });
  return response.data;
}

/** One call of the contract: method and path come from `API_PATHS[name]`, so a client cannot drift from the server's routes. */
export function callApi<T>(http: AxiosInstance, name: ApiName, init: CallInit = {}, options: RequestOptions = {}): Promise<T> {
  return sendCall<T>(http, API_PATHS[name].method, apiPath(name, init.params), init, options);
}
