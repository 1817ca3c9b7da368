// Links in, references stored, fresh links out: the two hooks that keep bearer links out of the database and
// make every answer carry links issued for this request (see links.ts).
import type { FastifyInstance } from 'fastify';
import type { StorageLinks } from './links.js';

export interface LinkHookOptions {
  /** Seconds a link in an answer to a signed-in user lives. */
  ttl: number;
  /** Seconds a link lives in an answer of a public route (anyone may read what it holds). */
  publicTtl: number;
}

/** Replaces, in place, every string of a parsed JSON body that holds a link of ours with its reference. */
function referenceAll(value: unknown, links: StorageLinks, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('/storage/') ? links.referenceText(value) : value;
  if (value === null || typeof value !== 'object' || depth > 32) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = referenceAll(value[i], links, depth + 1);
    return value;
  }
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return value;
  const record = value as Record<string, unknown>;
  for (const field of Object.keys(record)) record[field] = referenceAll(record[field], links, depth + 1);
  return value;
}

export function registerLinkHooks(app: FastifyInstance, links: StorageLinks, options: LinkHookOptions): void {
  // Callback hooks: they run on every request and do no I/O.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body !== null && typeof request.body === 'object') referenceAll(request.body, links);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || !payload.includes('/storage/') || !String(reply.getHeader('content-type') ?? '').includes('json')) {
      done(null, payload);
      return;
    }
    const publicRoute = request.routeOptions.config?.roles === 'public';
    done(null, links.refreshText(payload, publicRoute ? options.publicTtl : options.ttl));
  });
}
