/**
 * The one error type of every failed API call (STYLE rule 9).
 *
 * `code` follows the envelope of ARCHITECTURE.md: the body's `code` when the server answered with an
 * envelope (`0`, `-401`, any specific negative code); `-401` for HTTP 401; `0` for any other HTTP error
 * without an envelope; `-2` when no response arrived at all (network failure, time-out); `-499` when the
 * caller cancelled the request.
 */
export class ApiError extends Error {
  /** Business or validation failure (envelope `code: 0`, or an HTTP error without an envelope). */
  static readonly FAILED = 0;
  /** Invalid or expired token, or a mismatched `X-USER-ID` (envelope `-401` or HTTP 401). */
  static readonly UNAUTHORIZED = -401;
  /** No response: network failure or time-out (the navigation guard's "网络错误 -2"). */
  static readonly NETWORK = -2;
  /** The request was cancelled by its caller (AbortSignal); never shown to the user. */
  static readonly CANCELED = -499;

  override readonly name = 'ApiError';
  readonly code: number;
  /** HTTP status of the response, when one arrived. */
  readonly status: number | undefined;
  override readonly cause: unknown;

  constructor(init: { code: number; message: string; status?: number; cause?: unknown }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.cause = init.cause;
  }

  get isUnauthorized(): boolean {
    return this.code === ApiError.UNAUTHORIZED;
  }

  get isNetworkError(): boolean {
    return this.code === ApiError.NETWORK;
  }

  get isCanceled(): boolean {
    return this.code === ApiError.CANCELED;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** Shown when a failed envelope carries no message (spec §8). */
export const SYSTEM_ERROR_MESSAGE = '系统错误';
