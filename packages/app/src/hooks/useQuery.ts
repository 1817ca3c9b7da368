import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@finedu/domain';

export type QueryState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: QueryError };

export interface QueryError {
  message: string;
  /** Envelope code (0 business, -2 network…) when the server or the transport said so. */
  code: number | undefined;
  /** The server refused for lack of permission (a denied view rather than an error). */
  denied: boolean;
}

const DENIED_CODES = new Set([0]);

export function toQueryError(error: unknown): QueryError {
  if (isApiError(error)) {
    // A 403, or a business refusal the server words as permission: shown as "denied".
    const denied = error.status === 403 || (DENIED_CODES.has(error.code) && /权限|permission/i.test(error.message));
    return { message: error.message, code: error.code, denied };
  }
  return { message: error instanceof Error ? error.message : String(error), code: undefined, denied: false };
}

/**
 * Load data for a view (list, detail) with its states: loading, success, error (with retry).
 * Earlier answers are dropped when the key changes; the previous data stays visible while reloading.
 * Calls are silent: the view shows the error itself instead of a toast.
 */
export function useQuery<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): QueryState<T> & { reload: () => void } {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading', data: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data, error: undefined }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.isCanceled)) return;
        setState((current) => ({ status: 'error', data: current.data, error: toQueryError(error) }));
      },
    );
    return () => controller.abort();
    // The caller lists what the load depends on (like useEffect deps).
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
