import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { globalPlugin } from '../lib/plugin.js';

const NOT_BUILT = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>FinEdu</title></head>
<body><h1>前端尚未构建 / The web app is not built yet</h1>
<p>请在仓库根目录运行 <code>npm run build</code>，然后重启服务。<br>Run <code>npm run build</code> at the repository root, then restart the server.</p>
<p>API: <a href="/api/openapi.json">/api/openapi.json</a></p></body></html>`;

/** Serve the built SPA at /app/ (deep links → index.html); `/` redirects to `/app/`. */
export const spaPlugin = globalPlugin(async (app) => {
  const root = app.config.appDist;
  const indexFile = path.join(root, 'index.html');
  const built = fs.existsSync(indexFile);
  const hidden = { schema: { hide: true } };

  app.get('/', hidden, async (_request, reply) => reply.redirect('/app/'));

  if (!built) {
    app.log.warn({ appDist: root }, 'SPA not built: /app/ answers a hint page');
    const hint = async (_request: unknown, reply: FastifyReply) => reply.type('text/html; charset=utf-8').send(NOT_BUILT);
    app.get('/app', hidden, hint);
    app.get('/app/*', hidden, hint);
    return;
  }

  await app.register(fastifyStatic, {
    root,
    serve: false, // only reply.sendFile; the routes below decide what each /app/ path answers
    cacheControl: false,
    // The app build writes .br/.gz beside each text asset (packages/app/scripts/compress-dist.mjs).
    preCompressed: true,
  });
  const sendIndex = async (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  app.get('/app', hidden, sendIndex);
  app.get('/app/', hidden, sendIndex);
  app.get('/app/*', hidden, async (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    const file = path.join(root, rel);
    // Real files (assets, favicon…) are served as they are; any other path is a client-side route. Nothing under a
    // dot-name is served (Vite's .vite/manifest.json is build metadata for the route budgets, not for browsers).
    const dotName = rel.split('/').some((segment) => segment.startsWith('.'));
    if (rel !== '' && !dotName && file.startsWith(root + path.sep) && (await fs.promises.stat(file).then((s) => s.isFile(), () => false))) {
      // Vite names assets by content hash: cache them for a year; everything else revalidates.
      reply.header('cache-control', rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(rel, root);
    }
    if (rel.startsWith('assets/')) return reply.callNotFound();
    return sendIndex(request, reply);
  });
}, 'spa');
