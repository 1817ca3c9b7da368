import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type LocalizedMessage } from '../errors.js';
import { localeOf, pick } from '../i18n.js';
import { globalPlugin } from '../lib/plugin.js';
import { validationMessage } from './validation-message.js';

/** Errors are sent pre-serialized so the route's success schema never applies to them. */
export function sendEnvelope(reply: FastifyReply, httpStatus: number, code: number, message: string): FastifyReply {
  return reply
    .status(httpStatus)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ code, data: null, message }));
}

const SYSTEM_ERROR: LocalizedMessage = { zh: '系统错误', en: 'System error' };
const BAD_REQUEST: LocalizedMessage = { zh: '请求格式错误', en: 'Malformed request' };
const TOO_LARGE: LocalizedMessage = { zh: '请求内容过大', en: 'Request body too large' };
const NOT_FOUND: LocalizedMessage = { zh: '接口不存在', en: 'No such API' };
const UNSTORABLE_TEXT: LocalizedMessage = {
  zh: '内容含有无法保存的字符（如空字符 U+0000），请删除后重试',
  en: 'The content holds a character that cannot be stored (such as NUL, U+0000); remove it and try again',
};

/** PostgreSQL's "invalid byte sequence" (22021) and "unsupported Unicode escape" (22P05): U+0000 in text or jsonb. */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/**
 * A character the database refuses, wherever it came from. Request fields never get here (plugins/nul-guard.ts
 * refuses them first, naming the field); this is the net for text read out of uploaded files and the like, which is
 * the caller's input and not a server fault. Drizzle wraps the driver's error as `cause`.
 */
function isUnstorableText(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; typeof e === 'object' && e !== null && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (UNSTORABLE_TEXT_CODES.has(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}

function handleError(this: FastifyInstance, error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  const locale = localeOf(request);
  if (error instanceof AppError) {
    if (error.httpStatus >= 500) request.log.error({ err: error }, 'app error');
    return sendEnvelope(reply, error.httpStatus, error.code, pick(error.localized, locale));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    return sendEnvelope(reply, 200, 0, validationMessage(error.validation, context, locale));
  }
  if (isResponseSerializationErrorSafe(error)) {
    request.log.error({ err: error, issues: (error as { cause?: unknown }).cause }, 'response does not match its schema');
    return sendEnvelope(reply, 500, 0, `${pick(SYSTEM_ERROR, locale)} (${request.id})`);
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    if (status === 413) return sendEnvelope(reply, 413, 0, pick(TOO_LARGE, locale));
    if (status === 415) return sendEnvelope(reply, 415, 0, pick({ zh: '不支持的内容类型', en: 'Unsupported content type' }, locale));
    if (status === 429) return sendEnvelope(reply, 429, 0, error.message);
    return sendEnvelope(reply, 200, 0, pick(BAD_REQUEST, locale));
  }
  if (isUnstorableText(error)) {
    request.log.warn({ err: error }, 'text the database cannot store');
    return sendEnvelope(reply, 200, 0, pick(UNSTORABLE_TEXT, locale));
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendEnvelope(reply, 500, 0, `${pick(SYSTEM_ERROR, locale)} (${request.id})`);
}

function isResponseSerializationErrorSafe(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === 'FST_ERR_RESPONSE_SERIALIZATION' && isResponseSerializationError(error);
}

/** One error handler: AppError, validation and unknown errors become the envelope (see server-conventions.md). */
export const errorsPlugin = globalPlugin(async (app) => {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return sendEnvelope(reply, 404, 0, pick(NOT_FOUND, localeOf(request)));
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}, 'errors');
