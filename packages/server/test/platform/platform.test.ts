import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@finedu/domain';
import { acquireDataLock } from '../../src/db/lock.js';
import { createTestApp, type TestApp } from '../helper.js';

let t: TestApp;
let appDist: string;
beforeAll(async () => {
  appDist = fs.mkdtempSync(path.join(os.tmpdir(), 'finedu-dist-'));
  fs.mkdirSync(path.join(appDist, 'assets'));
  fs.writeFileSync(path.join(appDist, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/app/assets/main.js"></script>');
  fs.writeFileSync(path.join(appDist, 'assets', 'main.js'), 'console.log(1)');
  t = await createTestApp({ appDist }, {
    beforeReady: (app) => {
      app.get('/api/test/no-roles', async () => ({ leaked: true }));
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(appDist, { recursive: true, force: true });
});

describe('OpenAPI', () => {
  it('lists every route of the contract, generated from the zod schemas', async () => {
    const res = await t.request('/api/openapi.json');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const [name, { method, path: p }] of Object.entries(API_PATHS)) {
      if (name === 'openapi') continue;
      const openapiPath = p.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect([name, doc.paths[openapiPath]?.[method.toLowerCase()] !== undefined]).toEqual([name, true]);
    }
    expect(JSON.stringify(doc.paths['/api/admin/login']!.post!.requestBody)).toContain('username');
    expect(doc.paths['/app/*']).toBeUndefined();
  });
});

describe('platform behaviour', () => {
  it('sends security headers and a request id', async () => {
    const res = await t.request('/api/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(await res.json()).toMatchObject({ code: 1, data: { status: 'ok' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    // No script source at all outside the app's pages; never 'self' (that would include /storage).
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('ws:');
    // The app's pages run scripts from the built app's assets only, and Monaco's blob: workers.
    const first = await t.request('/app/login');
    const page = first.headers.get('content-security-policy')!;
    expect(page).toContain(`script-src ${t.baseUrl}/app/assets/;`);
    expect(page).toContain(`worker-src ${t.baseUrl}/app/assets/ blob:;`);
    expect(page).not.toContain("script-src 'self'");
    // A revalidated page (304) carries the same policy: the browser merges it into the cached page's headers.
    // (fetch would add `cache-control: no-cache` to a conditional request, which forbids the 304; a browser sends max-age=0.)
    const again = await t.request('/app/login', { headers: { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(page);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const generated = await t.request('/api/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with the envelope', async () => {
    const res = await t.call('GET', '/api/admin/nope');
    expect(res).toMatchObject({ status: 404, code: 0, data: null });
    expect((await t.call('GET', '/api/admin/nope', { headers: { 'accept-language': 'en' } })).message).toBe('No such API');
  });

  it('refuses a route that declares no roles', async () => {
    const s = await t.login('admin');
    const res = await t.call('GET', '/api/test/no-roles', { as: s });
    expect(res).toMatchObject({ code: 0, message: '权限不足' });
  });

  it('serves the SPA at /app/ with deep links, and redirects /', async () => {
    const root = await t.request('/', { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/app/');
    for (const p of ['/app', '/app/', '/app/edu/user', '/app/admin/edu/3']) {
      const res = await t.request(p);
      expect([p, res.status]).toEqual([p, 200]);
      expect(await res.text()).toContain('<title>app</title>');
    }
    const asset = await t.request('/app/assets/main.js');
    expect(await asset.text()).toBe('console.log(1)');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await t.request('/app/assets/missing.js')).status).toBe(404);
    expect((await t.request('/app/..%2f..%2fetc/passwd')).status).toBe(200);
  });

  it('shows a build hint when the SPA is not built', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.request('/app/login');
      expect(await res.text()).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('PGlite data folder lock', () => {
  it('refuses a second holder and takes over a stale lock', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finedu-lock-'));
    const release = acquireDataLock(dir);
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid)); // a live process that is not us
    expect(() => acquireDataLock(dir)).toThrow(/in use/);
    fs.writeFileSync(path.join(dir, 'pglite.lock'), '999999'); // no such process
    const again = acquireDataLock(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    again();
    release();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
