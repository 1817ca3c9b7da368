// U+0000 cannot be stored: PostgreSQL refuses it in text ("invalid byte sequence") and in jsonb ("unsupported
// Unicode escape sequence"), and file paths refuse it too. Rather than let each route discover that as an HTTP 500,
// one hook looks at every string a request carries (path parameters, query, parsed body, object keys included)
// before any route schema or handler sees it, so no route, present or future, can reach the database with one.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeOf } from '../i18n.js';
import { globalPlugin } from '../lib/plugin.js';
import { sendEnvelope } from './errors.js';
import { nulCharacterMessage } from './validation-message.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'strip'`: NUL characters are removed from the body's strings instead of refusing the request (the exam
     * autosave, where refusing would lose everything else the student typed). Path and query are refused all the same.
     */
    nulCharacters?: 'strip';
  }
}

const NUL = '\u0000';

/**
 * Data as JSON, the query parser and the router produce it (the last two use objects of their own prototypes);
 * binary bodies (.xlsx imports) and streams (storage part uploads) are not walked.
 */
function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/**
 * The path (`['answers', 0, 'response']`) of the first string or key holding U+0000, or null. Iterative, so a deeply
 * nested body cannot exhaust the stack.
 */
export function findNul(root: unknown): Array<string | number> | null {
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
      continue;
    }
    if (!isPlainContainer(value)) continue;
    const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    for (const [key, child] of entries) {
      if (typeof key === 'string' && key.includes(NUL)) return [...path, key];
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/** A copy of `root` with U+0000 removed from every string and key (plain data only; anything else as it is). */
export function withoutNul(root: unknown): unknown {
  if (typeof root === 'string') return root.includes(NUL) ? root.replaceAll(NUL, '') : root;
  if (!isPlainContainer(root)) return root;
  if (Array.isArray(root)) return root.map(withoutNul);
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(root)) copy[key.replaceAll(NUL, '')] = withoutNul(child);
  return copy;
}

type Context = 'params' | 'querystring' | 'body';

function refuse(request: FastifyRequest, reply: FastifyReply, context: Context, path: Array<string | number>): FastifyReply {
  const message = nulCharacterMessage(path.map(String), context, localeOf(request));
  // /api answers the envelope; the gateway and /storage answer plain HTTP errors with a JSON `message`.
  if (request.url.startsWith('/api/')) return sendEnvelope(reply, 200, 0, message);
  return reply.code(400).type('application/json; charset=utf-8').send(JSON.stringify({ code: 0, message }));
}

/** Refuses (or, where the route says so, strips) U+0000 in any string of a request, naming the field. */
export const nulGuardPlugin = globalPlugin(async (app) => {
  app.addHook('preValidation', async (request, reply) => {
    const strip = request.routeOptions.config.nulCharacters === 'strip';
    if (strip) request.body = withoutNul(request.body);
    const parts: Array<[Context, unknown]> = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', strip ? undefined : request.body],
    ];
    for (const [context, value] of parts) {
      const path = findNul(value);
      if (path !== null) return refuse(request, reply, context, path);
    }
    return undefined;
  });
}, 'nul-guard');
