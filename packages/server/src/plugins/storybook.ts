import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The policy of Storybook's pages: its scripts from /storybook/ on our origin and the few inline scripts its
 * manager and preview pages carry (their configuration). Never `'self'` for scripts: that would include /storage.
 */
const storybookCsp = (origin: string): string =>
  [
    "default-src 'self'",
    `script-src ${origin}/storybook/ 'unsafe-inline'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `worker-src ${origin}/storybook/ blob:`,
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');

const PLAIN_HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/**
 * The built Storybook at /storybook/, for designers reviewing the components, when STORYBOOK_ENABLED is on (off by
 * default, so production does not serve it unless asked). Off, or not built, /storybook/ is the app's 404.
 * Encapsulated (not a global plugin): its static files and its page policy stay under /storybook/.
 */
export const storybookPlugin: FastifyPluginAsync = async (app) => {
  const { enabled, dir } = app.config.storybook;
  if (!enabled) return;
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    app.log.warn({ storybookDir: dir }, 'STORYBOOK_ENABLED but Storybook is not built (npm run build-storybook): /storybook/ answers 404');
    return;
  }
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/storybook/',
    decorateReply: false,
    cacheControl: false,
    schemaHide: true,
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
  });
  // /storybook redirects to /storybook/ so Storybook's relative URLs resolve.
  app.get('/storybook', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/storybook/', 301));
  // After the security plugin's hook (a parent's hooks run first): Storybook's pages get their own policy.
  app.addHook('onSend', async (request, reply, payload) => {
    const page = reply.statusCode === 304 || String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (page && PLAIN_HOST.test(request.host)) reply.header('content-security-policy', storybookCsp(`${request.protocol}://${request.host}`));
    return payload;
  });
};
