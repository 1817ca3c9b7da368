// A tiny static server for storybook-static (node:http only, nothing to install).
// Usage: node tests/visual/serveStorybook.mjs <port> [dir]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const port = Number(process.argv[2] ?? 6107);
const root = path.resolve(process.argv[3] ?? 'storybook-static');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
};

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '') || 'index.html';
  const file = path.resolve(root, relative);
  // Never serve anything outside the build folder.
  if (file !== root && !file.startsWith(root + path.sep)) {
    response.writeHead(403).end();
    return;
  }
  let stats;
  try {
    stats = statSync(file);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const target = stats.isDirectory() ? path.join(file, 'index.html') : file;
  response.writeHead(200, {
    'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
  });
  createReadStream(target)
    .on('error', () => response.destroy())
    .pipe(response);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`storybook-static on http://127.0.0.1:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
