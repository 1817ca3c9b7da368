/** The JSON envelope of every `/api` response (ARCHITECTURE.md, the contract): `code: 1` is success. */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  message?: string | null;
}

export const ENVELOPE_OK = 1;

export const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

/** The envelope's message, when it carries a non-empty one. */
export const envelopeMessage = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const message = (value as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};
