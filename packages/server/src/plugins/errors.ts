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

const INVALID_VALUE: LocalizedMessage = {
  zh: '输入的值无效：超出允许范围或格式不正确（如整数过大、数值不是有限数、日期无效），请检查后重试',
  en: 'A value is invalid: out of the allowed range or malformed (such as an integer too large, a number that is not finite, an invalid date); check it and try again',
};

/** PostgreSQL's "invalid byte sequence" (22021) and "unsupported Unicode escape" (22P05): U+0000 in text or jsonb. */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/**
 * The SQLSTATE of a PostgreSQL (or PGlite) "data exception" (class 22: a value out of range for its column, a string
 * that is no integer or date, JSON that jsonb refuses, U+0000…), or null. Drizzle wraps the driver's error as `cause`.
 */
function dataException(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; typeof e === 'object' && e !== null && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
  }
  return null;
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
  // A value the database refuses, wherever it came from, is the caller's input and not a server fault. Request fields
  // should never get here (plugins/nul-guard.ts refuses NUL and lone surrogates first, naming the field; each route's
  // schema bounds its numbers): this is the net for what a schema misses and for text read out of uploaded files.
  // The failing statement wrote nothing and its transaction rolls back; routes still validate before they write.
  const sqlState = dataException(error);
  if (sqlState !== null) {
    request.log.warn({ err: error, sqlState }, 'a value the database refuses');
    return sendEnvelope(reply, 200, 0, pick(UNSTORABLE_TEXT_CODES.has(sqlState) ? UNSTORABLE_TEXT : INVALID_VALUE, locale));
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendEnvelope(reply, 500, 0, `${pick(SYSTEM_ERROR, locale)} (${request.id})`);
}

/**
 * Errors Fastify meets before routing (`frameworkErrors`): a URL that does not decode (`%ED%A0%80`, the UTF-8 form of
 * a lone surrogate, or a stray `%`). Under /api they answer the envelope like any bad request, not Fastify's own body.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ err: error }, 'client error before routing');
  const message = pick(BAD_REQUEST, localeOf(request));
  // /api answers the envelope; the gateway and /storage answer plain HTTP errors with a JSON `message` (as nul-guard does).
  if (request.url.startsWith('/api/')) sendEnvelope(reply, 200, 0, message);
  else reply.status(400).type('application/json; charset=utf-8').send(JSON.stringify({ code: 0, message }));
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
