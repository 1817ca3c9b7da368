import { competitorMayCall, mayCall } from '@finedu/domain';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../errors.js';
import { localeOf, pick } from '../i18n.js';
import { globalPlugin } from '../lib/plugin.js';
import { sessionRefusal } from '../lib/sessionCheck.js';
import { AUTH_CHANNEL, SessionCache } from '../modules/auth/index.js';
import { sha256 } from '../lib/tokens.js';
import { findSessionByTokenHash, type SessionRow } from '../modules/auth/index.js';
import type { AuthUser, RouteRoles } from '../types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-instance cache of signed-in sessions. */
    sessionCache: SessionCache;
  }
}

/** Paths whose routes must declare `config.roles` (a route without it is refused). */
const GUARDED_PREFIXES = ['/api/', '/notebook/'];

const safeEqual = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Authentication and role check for every route, from its `config.roles`:
 * unknown/expired/revoked token or a mismatched `X-USER-ID` → `code: -401`; wrong role → `code: 0`. A competition
 * account (`competitor`) is refused every call open to any signed-in user but its own account's and uploads.
 */
export const authPlugin = globalPlugin(async (app) => {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('authSession', null);

  // Sessions are cached per instance only while the database's change announcements reach us.
  const cache = new SessionCache(app.config.authCacheSeconds * 1000);
  app.decorate('sessionCache', cache);
  if (app.config.authCacheSeconds > 0 && app.dbListen !== undefined) {
    const stop = await app.dbListen(AUTH_CHANNEL, (payload) => cache.invalidate(payload), (listening) => cache.setEnabled(listening));
    app.addHook('onClose', async () => stop());
  }
  // Compared as hashes of equal length, in constant time.
  const scrapeTokenHash = app.config.metricsScrapeToken === '' ? null : sha256(app.config.metricsScrapeToken);
  // A user's own write (profile, password, logout…) is visible to their next request at once, whatever the
  // announcement's delay: their entries go before the answer leaves.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.user !== null) cache.forgetUser(request.user.id);
    done(null, payload);
  });

  /** Checks the session of `request` against its route's roles and sets `request.user`; throws when refused. */
  const admit = (request: FastifyRequest, token: string, session: SessionRow | null, roles: Exclude<RouteRoles, 'public'>): void => {
    const headerUserId = request.headers['x-user-id'];
    const refusal = sessionRefusal(session, headerUserId === undefined || headerUserId === '' ? null : String(headerUserId));
    if (refusal !== null || session === null) throw refusal ?? unauthorized();
    const { user, college } = session;

    request.user = { id: user.id, role: user.role as AuthUser['role'], edu_id: user.eduId, username: user.username, token_id: session.token.id };
    request.authSession = { token, tokenExpiresAt: session.token.expiresAt, user, college };
    if (!mayCall(roles, request.user.role)) throw forbidden();
    // A competition account makes the competition calls and keeps its own account; nothing else of the platform.
    if (request.user.role === 'competitor' && !competitorMayCall(request.routeOptions.config.call ?? '', roles)) throw forbidden();
  };

  /**
   * The route's check: synchronous when the session is cached (no promise on the common path of a signed-in call),
   * a promise when it has to be read from the database.
   */
  const authenticate = (request: FastifyRequest): Promise<void> | undefined => {
    const routeUrl = request.routeOptions.url;
    if (routeUrl === undefined) return undefined; // not found: the 404 handler answers
    const roles = request.routeOptions.config.roles;
    if (roles === undefined) {
      if (GUARDED_PREFIXES.some((prefix) => routeUrl.startsWith(prefix))) throw forbidden();
      return undefined;
    }
    if (roles === 'public') return undefined;

    const token = bearerOf(request);
    if (token === null || token.length > 256) throw unauthorized('请先登录', 'Please sign in');
    if (request.routeOptions.config.scrapeToken === true && scrapeTokenHash !== null && safeEqual(sha256(token), scrapeTokenHash)) return undefined;
    const tokenHash = sha256(token);
    const cached = cache.get(tokenHash);
    if (cached !== undefined) {
      admit(request, token, cached, roles);
      return undefined;
    }
    return findSessionByTokenHash(app.db, tokenHash).then((row) => {
      if (row !== null) cache.set(tokenHash, row);
      admit(request, token, row, roles);
    });
  };

  /**
   * A scrape route (/metrics) answers a refusal as Prometheus exporters do: HTTP 401 without valid credentials (with a
   * `WWW-Authenticate` challenge), 403 for a caller who may not read it, and a plain-text body — not the JSON envelope.
   * Returns false for every other route, whose refusals the error handler turns into the envelope.
   */
  const refuseScrape = (request: FastifyRequest, reply: FastifyReply, error: unknown): boolean => {
    if (request.routeOptions.config.scrapeToken !== true || !(error instanceof AppError)) return false;
    const status = error.code === -401 ? 401 : 403;
    if (status === 401) reply.header('www-authenticate', 'Bearer realm="metrics"');
    void reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(`${pick(error.localized, localeOf(request))}\n`);
    return true;
  };

  app.addHook('onRequest', (request, reply, done) => {
    let pending: Promise<void> | undefined;
    const refuse = (error: unknown) => {
      if (!refuseScrape(request, reply, error)) done(error as FastifyError);
    };
    try {
      pending = authenticate(request);
    } catch (error) {
      refuse(error);
      return;
    }
    if (pending === undefined) done();
    else pending.then(() => done(), refuse);
  });
}, 'auth');
