import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import type { CallName } from '../contract/allCalls.js';
import type { CallTable } from '../contract/call.js';
import type { CallAnswer, CallBody, CallParams, CallQuery } from '../contract/callTypes.js';
import { fillPath } from '../contract/fillPath.js';

/** Per-call options every client method accepts. */
export interface RequestOptions {
  /** Cancels the call (the promise rejects with an ApiError whose `isCanceled` is true). */
  signal?: AbortSignal;
  /** Do not report a failure through the app's `onError`/`onUnauthorized` (the caller shows it). */
  silent?: boolean;
}

/** A slot of a call's init: absent when the call takes none, optional when all its fields are, else required. */
type Slot<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : Partial<T> extends T ? { [P in K]?: T } : { [P in K]: T };

/**
 * What call `N` sends, typed by the contract: its path params, query and body (the schemas' input), and axios
 * config for what the contract does not say (a binary answer's `responseType`, a file body's `Content-Type`).
 */
export type CallInit<N extends CallName> = Slot<'params', CallParams<N>> &
  Slot<'query', CallQuery<N>> & { body?: CallBody<N> } & { config?: AxiosRequestConfig };

/** The arguments after the name: the init may be left out when the call needs nothing in it. */
type CallArgs<N extends CallName> = Partial<CallInit<N>> extends CallInit<N> ? [init?: CallInit<N>, options?: RequestOptions] : [init: CallInit<N>, options?: RequestOptions];

/**
 * The one dispatch of every client (issue 31): call `name` of the contract with its params, query and body, and get
 * its answer, all typed from the call's zod schemas (CallParams, CallQuery, CallBody, CallAnswer). Method and path
 * come from `table`, the call table that holds `name` (checked at compile time), so a client cannot drift from the
 * server's routes; a page bundles only the tables of the clients it uses. The instance's interceptors have already
 * unwrapped the envelope.
 */
export async function call<T extends CallTable, N extends CallName & keyof T>(http: AxiosInstance, table: T, name: N, ...[init, options]: CallArgs<N>): Promise<CallAnswer<N>> {
  const def = table[name]!;
  const { params, query, body, config } = (init ?? {}) as { params?: Record<string, string | number>; query?: object; body?: unknown; config?: AxiosRequestConfig };
  const response = await http.request<CallAnswer<N>>({
    ...config,
    method: def.method,
    url: fillPath(name, def.path, params ?? {}),
    params: query,
    data: body,
    signal: options?.signal,
    silent: options?.silent,
  });
  return response.data;
}
