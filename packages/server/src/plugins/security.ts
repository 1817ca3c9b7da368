import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { AppError } from '../errors.js';
import { globalPlugin } from '../lib/plugin.js';

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

/**
 * Security headers (CSP fits the Vite SPA: own scripts, inline styles for styled-components,
 * blob: workers for Monaco, data: images, ws: for notebook kernels) and the rate limiter
 * (used per route through `config.rateLimit`, e.g. login and SMS).
 */
export const securityPlugin = globalPlugin(async (app) => {
  const extra = extraConnectSources(app.config);
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...extra],
        mediaSrc: ["'self'", 'blob:', ...extra],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense behind TLS; the reverse proxy sets it.
    hsts: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (request: FastifyRequest, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      request.log.warn({ route: request.routeOptions.url }, 'rate limited');
      return new AppError(0, { zh: `请求过于频繁，请 ${seconds} 秒后再试`, en: `Too many requests; try again in ${seconds} s` }, context.statusCode);
    },
  });
}, 'security');
