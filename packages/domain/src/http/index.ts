export { ApiError, isApiError, SYSTEM_ERROR_MESSAGE } from './ApiError.js';
export { createHttpClient, API_TIMEOUT_MS, API_MAX_REDIRECTS } from './createHttpClient.js';
export type { HttpClientOptions } from './createHttpClient.js';
export { isEnvelope, ENVELOPE_OK } from './envelope.js';
export type { Envelope } from './envelope.js';
export { toLanguageTag } from './locale.js';
