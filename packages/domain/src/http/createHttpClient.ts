import axios from 'axios';
import type { AxiosError, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { StoredToken } from '../auth/tokenStore.js';
import { ApiError, SYSTEM_ERROR_MESSAGE } from './ApiError.js';
import { ENVELOPE_OK, envelopeMessage, isEnvelope } from './envelope.js';
import { toLanguageTag } from './locale.js';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Do not report a failure of this request through `onError`/`onUnauthorized` (the caller shows it
     * itself, e.g. the navigation guard or an inline form error). The token is still cleared on -401/401.
     */
    silent?: boolean;
  }
}

/** API time-out and redirect limit (spec §9). */
export const API_TIMEOUT_MS = 30000;
export const API_MAX_REDIRECTS = 3;

export interface HttpClientOptions {
  /** Origin or path prefix of the API; the contract's paths start with `/api`. Default: same origin. */
  baseURL?: string;
  /** Where the Bearer token and the user id come from; cleared on -401 / HTTP 401. */
  tokenStore: { get(): StoredToken | null; clear(): void };
  /** Current UI locale (`zhCN`, `enUS`, or a language tag); sent as `Accept-Language`. Default zh-CN. */
  getLocale?: () => string;
  /** Called after a -401 envelope or HTTP 401 cleared the token: the app goes to Login. */
  onUnauthorized?: (error: ApiError) => void;
  /** Called with every other failure the user should see (spec §8); the app shows `error.message`. */
  onError?: (error: ApiError) => void;
}

const BINARY_TYPES = new Set(['blob', 'arraybuffer', 'stream']);
const isBinaryRequest = (config: InternalAxiosRequestConfig | undefined): boolean =>
  config?.responseType !== undefined && BINARY_TYPES.has(config.responseType);

const isJsonContentType = (headers: unknown): boolean => {
  const get = (headers as { get?: (name: string) => unknown } | undefined)?.get;
  const value = typeof get === 'function' ? get.call(headers, 'content-type') : (headers as Record<string, unknown> | undefined)?.['content-type'];
  return typeof value === 'string' && value.includes('json');
};

/** Blob text; jsdom's Blob has no `text()`, older browsers neither, so fall back to FileReader. */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A binary request answered with a JSON envelope (an error instead of the file): read it back. */
async function binaryEnvelope(data: unknown, headers: unknown): Promise<unknown> {
  if (!isJsonContentType(headers)) return undefined;
  try {
    if (typeof Blob !== 'undefined' && data instanceof Blob) return JSON.parse(await blobText(data));
    if (data instanceof ArrayBuffer) return JSON.parse(new TextDecoder().decode(data));
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * Builds the axios instance every typed client takes (STYLE rules 8–9), with the interceptors of
 * spec §7–§9 assembled once:
 *
 * - request: `Authorization: Bearer <token>` and `X-USER-ID` from the token store, `Accept-Language`;
 * - response: an envelope with `code !== 1` rejects with an {@link ApiError} carrying the body's message
 *   (or '系统错误'); `-401` or HTTP 401 clears the token and calls `onUnauthorized`; any other HTTP error
 *   rejects with the error's message followed by the server's message; binary responses pass through.
 *
 * On success the promise resolves with the usual `AxiosResponse` whose `data` is the envelope's `data`
 * (unwrapped once here, so clients never see the envelope). We keep the `AxiosResponse` shape rather
 * than resolving with the bare data so axios' typings stay truthful and headers (a download's
 * `content-disposition`) stay reachable.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const { tokenStore, getLocale, onUnauthorized, onError } = options;
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: API_TIMEOUT_MS,
    maxRedirects: API_MAX_REDIRECTS,
  });

  const fail = (error: ApiError, config: InternalAxiosRequestConfig | undefined): Promise<never> => {
    if (error.isUnauthorized) {
      tokenStore.clear();
      if (!config?.silent) onUnauthorized?.(error);
    } else if (!error.isCanceled && !config?.silent) {
      onError?.(error);
    }
    return Promise.reject(error);
  };

  const envelopeFailure = (body: unknown, response: AxiosResponse): ApiError => {
    const code = isEnvelope(body) ? body.code : ApiError.FAILED;
    return new ApiError({ code, message: envelopeMessage(body) ?? SYSTEM_ERROR_MESSAGE, status: response.status, cause: body });
  };

  http.interceptors.request.use((config) => {
    const saved = tokenStore.get();
    if (saved) {
      if (!config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${saved.token}`);
      if (!config.headers.has('X-USER-ID')) config.headers.set('X-USER-ID', String(saved.user_id));
    }
    if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', toLanguageTag(getLocale?.() ?? 'zh-CN'));
    return config;
  });

  http.interceptors.response.use(
    async (response) => {
      if (isBinaryRequest(response.config)) {
        const body = await binaryEnvelope(response.data, response.headers);
        if (body === undefined) return response;
        if (isEnvelope(body) && body.code === ENVELOPE_OK) return { ...response, data: body.data };
        return fail(envelopeFailure(body, response), response.config);
      }
      const body: unknown = response.data;
      if (isEnvelope(body) && body.code === ENVELOPE_OK) {
        response.data = body.data;
        return response;
      }
      return fail(envelopeFailure(body, response), response.config);
    },
    async (raw: unknown) => {
      if (raw instanceof ApiError) return Promise.reject(raw);
      if (axios.isCancel(raw)) {
        return fail(new ApiError({ code: ApiError.CANCELED, message: 'canceled', cause: raw }), undefined);
      }
      const error = raw as AxiosError;
      const config = error.config;
      const response = error.response;
      if (!response) {
        return fail(new ApiError({ code: ApiError.NETWORK, message: error.message || 'Network Error', cause: error }), config);
      }
      const body = isBinaryRequest(config) ? await binaryEnvelope(response.data, response.headers) : response.data;
      const serverMessage = envelopeMessage(body);
      const unauthorized = response.status === 401 || (isEnvelope(body) && body.code === ApiError.UNAUTHORIZED);
      const code = unauthorized ? ApiError.UNAUTHORIZED : isEnvelope(body) && body.code !== ENVELOPE_OK ? body.code : ApiError.FAILED;
      const base = error.message || `HTTP ${response.status}`;
      const message = serverMessage ? `${base} ${serverMessage}` : base;
      return fail(new ApiError({ code, message, status: response.status, cause: error }), config);
    },
  );

  return http;
}
