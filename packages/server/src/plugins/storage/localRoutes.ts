// The local adapter's stand-in for a bucket: signed part PUTs and signed (or public) GETs with Range.
// Not under /api: no envelope, no bearer token; the HMAC signature in the URL is the authorization.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { ByteRange } from './adapter.js';
import { LocalStorageError, type LocalStorageAdapter } from './local.js';
import { S3_MAX_PARTS } from './config.js';

export interface LocalStorageRoutesOptions extends Record<string, unknown> {
  adapter: LocalStorageAdapter;
  /** Serve GETs without a signature (a CDN in front of /storage, STORAGE_PUBLIC_URL set). */
  publicRead: boolean;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, PUT',
  'access-control-allow-headers': 'content-type, range',
  'access-control-expose-headers': 'ETag, Content-Length, Content-Range, Accept-Ranges',
  'access-control-max-age': '3600',
} as const;

type StorageRequest = FastifyRequest<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>;

export async function localStorageRoutes(app: FastifyInstance, options: LocalStorageRoutesOptions): Promise<void> {
  const { adapter } = options;
  // Part bodies are raw bytes of any type: hand the stream to the handler untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof LocalStorageError) return deny(reply, error.status, error.message);
    request.log.error({ err: error }, 'storage request failed');
    return deny(reply, 500, 'InternalError');
  });

  const routeConfig = { roles: 'public' } as const;

  app.options('/storage/*', { config: routeConfig }, async (_request, reply) => reply.code(204).headers(CORS_HEADERS).send());

  app.put('/storage/*', { config: routeConfig }, async (request: StorageRequest, reply) => {
    const key = request.params['*'];
    const { uploadId = '', partNumber: partText = '', expires = '', signature = '' } = request.query;
    const partNumber = Number(partText);
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > S3_MAX_PARTS) return deny(reply, 400, 'InvalidArgument');
    if (!adapter.verify({ method: 'PUT', key, uploadId, partNumber }, Number(expires), signature)) return deny(reply, 403, 'AccessDenied');
    const declared = Number(request.headers['content-length'] ?? NaN);
    if (declared > adapter.maxPartBytes) return deny(reply, 413, 'EntityTooLarge');
    const body = request.body as Readable | undefined;
    if (body === undefined || typeof body.pipe !== 'function') return deny(reply, 400, 'MissingBody');
    const etag = await adapter.writePart(key, uploadId, partNumber, body);
    return reply.code(200).headers(CORS_HEADERS).header('etag', etag).send();
  });

  app.get('/storage/*', { config: routeConfig }, async (request: StorageRequest, reply) => {
    const key = request.params['*'];
    if (!options.publicRead) {
      const { expires = '', signature = '' } = request.query;
      if (!adapter.verify({ method: 'GET', key }, Number(expires), signature)) return deny(reply, 403, 'AccessDenied');
    }
    const info = await adapter.head(key);
    if (info === null) return deny(reply, 404, 'NoSuchKey');
    const range = parseRange(request.headers.range, info.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).headers(CORS_HEADERS).header('content-range', `bytes */${info.size}`).send();
    }
    const object = await adapter.read(key, range);
    if (object === null) return deny(reply, 404, 'NoSuchKey');
    reply
      .headers(CORS_HEADERS)
      .header('accept-ranges', 'bytes')
      .header('content-type', object.contentType ?? 'application/octet-stream')
      .header('cache-control', options.publicRead ? 'public, max-age=31536000, immutable' : 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff');
    if (object.etag) reply.header('etag', object.etag);
    if (range === undefined) {
      return reply.code(200).header('content-length', String(object.size)).send(object.stream);
    }
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
      .header('content-length', String(range.end - range.start + 1))
      .send(object.stream);
  });
}

function deny(reply: FastifyReply, status: number, code: string): FastifyReply {
  return reply.code(status).headers(CORS_HEADERS).type('application/json').send({ code: -status, message: code });
}

/** One `bytes=` range (the only kind browsers and S3 clients send for media); anything else reads the whole file. */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (match === null) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
