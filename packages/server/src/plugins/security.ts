import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { AppError } from '../errors.js';
import { globalPlugin } from '../lib/plugin.js';
import { databaseRateLimitStore } from './rateLimitStore.js';

const originOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Origins the browser may reach besides ours: object storage (presigned PUTs) and the CDN. */
function extraConnectSources(config: AppConfig): string[] {
  const origins = [config.storage.STORAGE_ENDPOINT, config.storage.STORAGE_PUBLIC_URL, config.ossHost, config.cdnPrefix].map(originOf);
  return [...new Set(origins.filter((o): o is string => o !== null))];
}

/**
 * The headers helmet sets for these options, computed once: none of them depends on the request (no nonces), and
 * building them per request (as @fastify/helmet does) cost a fifth of the CPU of a cached `GET /api/admin/current`.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => void (failure = err));
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/** Where the built app's scripts live: the only scripts the app's pages may run. */
export const APP_SCRIPTS_PATH = '/app/assets/';

/** A host the browser could have sent (name or IP, optional port): anything else never reaches a policy. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/**
 * The app's Content-Security-Policy. `scripts` are the only script (and worker) sources: for the app's pages the
 * assets folder of the built app on our origin, for everything else (JSON, downloads) none at all. Never `'self'`:
 * that would include /storage, where users' files live. Inline styles for styled-components, blob: workers for
 * Monaco, data: images, ws: for notebook kernels; object storage and the CDN for images, media, previews and PUTs.
 */
function appCsp(extra: string[], scripts: string[]): HelmetOptions['contentSecurityPolicy'] {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: scripts,
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...extra],
      fontSrc: ["'self'", 'data:'],
      workerSrc: scripts.includes("'none'") ? ["'none'"] : [...scripts, 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:', ...extra],
      mediaSrc: ["'self'", 'blob:', ...extra],
      frameSrc: ["'self'", ...extra],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  };
}

const helmetOptions = (extra: string[], scripts: string[]): HelmetOptions => ({
  contentSecurityPolicy: appCsp(extra, scripts),
  crossOriginEmbedderPolicy: false,
  // HSTS only makes sense behind TLS; the reverse proxy sets it.
  hsts: false,
});

/**
 * Security headers and the rate limiter (used per route through `config.rateLimit`, e.g. login and SMS; its counters
 * live in the database, so every API instance counts against the same limit).
 * Every response gets the same headers, computed once, with no script source at all; an HTML page of the app gets
 * the policy that lets it run its own scripts from `<origin>/app/assets/` (per origin, computed once each: the
 * origin is the one the browser asked, from Host, or X-Forwarded-Host/-Proto when TRUST_PROXY is on).
 */
export const securityPlugin = globalPlugin(async (app) => {
  const extra = extraConnectSources(app.config);
  const headers = securityHeaders(helmetOptions(extra, ["'none'"]));
  const noScripts = headers['content-security-policy'];
  const pagePolicies = new Map<string, string>();
  const pagePolicy = (origin: string): string => {
    let policy = pagePolicies.get(origin);
    if (policy === undefined) {
      policy = securityHeaders(helmetOptions(extra, [`${origin}${APP_SCRIPTS_PATH}`]))['content-security-policy'] ?? '';
      // A handful of origins in practice (a name, an IP); never let odd Host headers grow the map without bound.
      if (pagePolicies.size < 64) pagePolicies.set(origin, policy);
    }
    return policy;
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // Only the app's pages, and only when the route kept the default (stored files set their own sandbox). A 304
    // counts: the browser merges its headers into the cached page, so it must carry the page's policy too.
    const page = reply.statusCode === 304 || String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (page && reply.getHeader('content-security-policy') === noScripts && PLAIN_HOST.test(request.host)) {
      reply.header('content-security-policy', pagePolicy(`${request.protocol}://${request.host}`));
    }
    done(null, payload);
  });

  // Counters in the database, shared by every API instance (see rateLimitStore.ts).
  const store = databaseRateLimitStore({ db: app.counterDb, onError: (err) => app.log.warn({ err }, 'rate limit: pruning ended windows failed') });
  await app.register(rateLimit, {
    global: false,
    store,
    errorResponseBuilder: (request: FastifyRequest, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      request.log.warn({ route: request.routeOptions.url }, 'rate limited');
      return new AppError(0, { zh: `请求过于频繁，请 ${seconds} 秒后再试`, en: `Too many requests; try again in ${seconds} s` }, context.statusCode);
    },
  });
}, 'security');
