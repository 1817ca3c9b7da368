// /storage: where every link to a stored file points. Not under /api: no envelope, no bearer token; the HMAC
// signature in the URL is the authorization.
//   GET   both drivers: checks the link, decides the type from the extension and the file's first bytes, and
//         answers with headers that keep the file inert on our origin (local disk streams it, with Range;
//         S3 redirects to a short presigned GET that makes the bucket answer with the same type and disposition).
//   PUT   local disk only: the signed part uploads (S3 takes them at the bucket).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { isSafeKey, type ByteRange, type StorageAdapter } from './adapter.js';
import { decideContentType, SNIFF_BYTES, storedFileHeaders } from './contentTypes.js';
import { S3_MAX_PARTS } from './config.js';
import type { StorageLinks } from './links.js';
import { LocalStorageAdapter, LocalStorageError } from './local.js';

export interface StorageRoutesOptions extends Record<string, unknown> {
  adapter: StorageAdapter;
  links: StorageLinks;
  /** Serve GETs without a signature (a CDN in front of /storage, STORAGE_PUBLIC_URL set). */
  publicRead: boolean;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, PUT',
  'access-control-allow-headers': 'content-type, range',
  'access-control-expose-headers': 'ETag, Content-Length, Content-Range, Accept-Ranges, Content-Disposition',
  'access-control-max-age': '3600',
} as const;

/** Seconds the presigned S3 GET behind a redirect lives at least (a slow first byte must still get through). */
const MIN_REDIRECT_SECONDS = 60;

type StorageRequest = FastifyRequest<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>;

export async function storageRoutes(app: FastifyInstance, options: StorageRoutesOptions): Promise<void> {
  const { adapter, links } = options;
  // Part bodies are raw bytes of any type: hand the stream to the handler untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof LocalStorageError) return deny(reply, error.status, error.message);
    request.log.error({ err: error }, 'storage request failed');
    return deny(reply, 500, 'InternalError');
  });

  const routeConfig = { roles: 'public' } as const;

  app.get('/storage/*', { config: routeConfig }, async (request: StorageRequest, reply) => {
    const key = request.params['*'];
    let secondsLeft = Infinity;
    if (!options.publicRead) {
      const { expires, signature, name } = request.query;
      if (links.check(key, { expires, signature, name }) !== 'valid') return deny(reply, 403, 'AccessDenied');
      secondsLeft = links.secondsUntil(Number(expires));
    }
    if (!isSafeKey(key)) return deny(reply, 400, 'InvalidKey');
    const info = await adapter.head(key);
    if (info === null) return deny(reply, 404, 'NoSuchKey');
    const contentType = decideContentType(key, await readHead(adapter, key, info.size));
    // The download name is part of what a link signs; an unsigned public read gets the key's own name.
    const signedName = options.publicRead ? undefined : request.query.name;
    const headers = storedFileHeaders(contentType, signedName ?? key.slice(key.lastIndexOf('/') + 1));
    const cacheControl = options.publicRead ? 'public, max-age=31536000, immutable' : `private, max-age=${Math.max(0, Math.min(3600, secondsLeft))}`;

    if (!(adapter instanceof LocalStorageAdapter)) {
      const ttl = Math.max(MIN_REDIRECT_SECONDS, Number.isFinite(secondsLeft) ? secondsLeft : MIN_REDIRECT_SECONDS);
      const target = await adapter.getUrl(key, ttl, { contentType: headers['content-type']!, contentDisposition: headers['content-disposition']! });
      return reply.code(302).headers(CORS_HEADERS).header('cache-control', cacheControl).header('location', target).send();
    }

    const range = parseRange(request.headers.range, info.size);
    if (range === 'unsatisfiable') {
      return reply.code(416).headers(CORS_HEADERS).header('content-range', `bytes */${info.size}`).send();
    }
    const object = await adapter.read(key, range);
    if (object === null) return deny(reply, 404, 'NoSuchKey');
    reply.headers(CORS_HEADERS).headers(headers).header('accept-ranges', 'bytes').header('cache-control', cacheControl);
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

  if (!(adapter instanceof LocalStorageAdapter)) return;

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
}

/** The first bytes of a stored file (what its type is decided from). */
export async function readHead(adapter: StorageAdapter, key: string, size: number): Promise<Buffer> {
  if (size === 0) return Buffer.alloc(0);
  const object = await adapter.read(key, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 });
  if (object === null) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of object.stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    chunks.push(bytes);
    length += bytes.length;
    // Storage that ignores the range would send the whole file: stop once we have enough.
    if (length >= SNIFF_BYTES) {
      object.stream.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
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
