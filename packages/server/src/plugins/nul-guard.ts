// U+0000 cannot be stored: PostgreSQL refuses it in text ("invalid byte sequence") and in jsonb ("unsupported
// Unicode escape sequence"), and file paths refuse it too. A lone UTF-16 surrogate (JSON's `"\ud800"` with no partner)
// is no character at all: jsonb refuses it ("invalid input syntax for type json"), and text stores it as U+FFFD, so
// what was sent is not what is read back (issue 37). Rather than let each route discover that as an HTTP 500, one
// hook looks at every string a request carries (path parameters, query, parsed body, object keys included) before
// any route schema or handler sees it, so no route, present or future, can reach the database with one.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeOf } from '../i18n.js';
import { globalPlugin } from '../lib/plugin.js';
import { sendEnvelope } from './errors.js';
import { loneSurrogateMessage, nulCharacterMessage } from './validation-message.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'strip'`: NUL characters are removed from the body's strings, and lone surrogates replaced by U+FFFD, instead of
     * refusing the request (the exam autosave, where refusing would lose everything else the student typed). Path and
     * query are refused all the same.
     */
    nulCharacters?: 'strip';
  }
}

const NUL = '\u0000';
/** A UTF-16 surrogate that is not half of a pair (with the `u` flag a pair is one code point and never matches). */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

/** What makes a string unstorable: NUL first (the older, named refusal), then a lone surrogate. */
export type Unstorable = 'nul' | 'surrogate';
const unstorable = (text: string): Unstorable | null => (text.includes(NUL) ? 'nul' : LONE_SURROGATE.test(text) ? 'surrogate' : null);
/** The text with NUL removed and each lone surrogate replaced by U+FFFD (as a UTF-8 encoder writes it). */
const storable = (text: string): string => text.replaceAll(NUL, '').replace(LONE_SURROGATES, '\uFFFD');

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
 * The path (`['answers', 0, 'response']`) of the first string or key holding U+0000 or a lone surrogate, and which,
 * or null. Iterative, and the path is only built on a hit, so a large or deeply nested body costs one pass and cannot
 * exhaust the stack.
 */
export function findUnstorable(root: unknown): { path: Array<string | number>; kind: Unstorable } | null {
  const stack: Visit[] = [{ value: root, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      const kind = unstorable(value);
      if (kind !== null) return { path: pathOf(visit), kind };
      continue;
    }
    if (!isPlainContainer(value)) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: visit });
      continue;
    }
    for (const key of Object.keys(value)) {
      const kind = unstorable(key);
      if (kind !== null) return { path: pathOf(visit, key), kind };
      stack.push({ value: value[key], key, parent: visit });
    }
  }
  return null;
}

/**
 * Removes U+0000 from every string and key of `root` and replaces lone surrogates by U+FFFD, in place (plain data
 * only), iteratively; answers the new root.
 */
export function stripUnstorable(root: unknown): unknown {
  if (typeof root === 'string') return storable(root);
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const container = stack.pop();
    if (!isPlainContainer(container)) continue;
    if (Array.isArray(container)) {
      container.forEach((item, i) => {
        if (typeof item === 'string') container[i] = storable(item);
        else stack.push(item);
      });
      continue;
    }
    for (const key of Object.keys(container)) {
      const item = container[key];
      const clean = storable(key);
      if (clean !== key) delete container[key];
      if (typeof item === 'string') container[clean] = storable(item);
      else {
        container[clean] = item;
        stack.push(item);
      }
    }
  }
  return root;
}

type Context = 'params' | 'querystring' | 'body';

function refuse(request: FastifyRequest, reply: FastifyReply, context: Context, found: { path: Array<string | number>; kind: Unstorable }): FastifyReply {
  const path = found.path.map(String);
  const message = found.kind === 'nul' ? nulCharacterMessage(path, context, localeOf(request)) : loneSurrogateMessage(path, context, localeOf(request));
  // /api answers the envelope; the gateway and /storage answer plain HTTP errors with a JSON `message`.
  if (request.url.startsWith('/api/')) return sendEnvelope(reply, 200, 0, message);
  return reply.code(400).type('application/json; charset=utf-8').send(JSON.stringify({ code: 0, message }));
}

/** Refuses (or, where the route says so, strips) U+0000 and lone surrogates in any string of a request, naming the field. */
export const nulGuardPlugin = globalPlugin(async (app) => {
  // A callback hook (it runs on every request and does no I/O): a refusal answers and does not go on.
  app.addHook('preValidation', (request, reply, done) => {
    const strip = request.routeOptions.config.nulCharacters === 'strip';
    if (strip) request.body = stripUnstorable(request.body);
    const parts: Array<[Context, unknown]> = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', strip ? undefined : request.body],
    ];
    for (const [context, value] of parts) {
      const found = findUnstorable(value);
      if (found !== null) {
        refuse(request, reply, context, found);
        return;
      }
    }
    done();
  });
}, 'nul-guard');
