export interface OkEnvelope<T> {
  code: 1;
  data: T;
  message: 'ok';
}

/** Success envelope of every `/api` answer. */
export const ok = <T>(data: T): OkEnvelope<T> => ({ code: 1, data, message: 'ok' });
