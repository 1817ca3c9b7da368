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

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit | null, last?: string): Array<string | number> => {
  const reversed: Array<string | number> = last === undefined ? [] : [last];
  for (let v = visit; v !== null && v.key !== null; v = v.parent) reversed.push(v.key);
  return reversed.reverse();
};

/**
 * The path (`['answers', 0, 'response']`) of the first string or key holding U+0000, or null. Iterative, and the path
 * is only built on a hit, so a large or deeply nested body costs one pass and cannot exhaust the stack.
 */
export function findNul(root: unknown): Array<string | number> | null {
  const stack: Visit[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(visit);
      continue;
    }
    if (!isPlainContainer(value)) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: visit });
      continue;
    }
    for (const key of Object.keys(value)) {
      if (key.includes(NUL)) return pathOf(visit, key);
      stack.push({ value: value[key], key, parent: visit });
    }
  }
  return null;
}

/** Removes U+0000 from every string and key of `root` in place (plain data only), iteratively; answers the new root. */
export function stripNul(root: unknown): unknown {
  if (typeof root === 'string') return root.replaceAll(NUL, '');
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const container = stack.pop();
    if (!isPlainContainer(container)) continue;
    if (Array.isArray(container)) {
      container.forEach((item, i) => {
        if (typeof item === 'string') container[i] = item.replaceAll(NUL, '');
        else stack.push(item);
      });
      continue;
    }
    for (const key of Object.keys(container)) {
      const item = container[key];
      const clean = key.replaceAll(NUL, '');
      if (clean !== key) delete container[key];
      if (typeof item === 'string') container[clean] = item.replaceAll(NUL, '');
      else {
        container[clean] = item;
        stack.push(item);
      }
    }
  }
  return root;
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
  // A callback hook (it runs on every request and does no I/O): a refusal answers and does not go on.
  app.addHook('preValidation', (request, reply, done) => {
    const strip = request.routeOptions.config.nulCharacters === 'strip';
    if (strip) request.body = stripNul(request.body);
    const parts: Array<[Context, unknown]> = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', strip ? undefined : request.body],
    ];
    for (const [context, value] of parts) {
      const path = findNul(value);
      if (path !== null) {
        refuse(request, reply, context, path);
        return;
      }
    }
    done();
  });
}, 'nul-guard');
