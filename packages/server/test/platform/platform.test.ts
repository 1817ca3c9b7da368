import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { ALL_CALLS, API_PATHS, CALL_TABLES, COURSE_PATHS, EXAM_PATHS, type CallDef, type CallTable } from '@finedu/domain';
import type { RouteOptions } from 'fastify';
import { acquireDataLock } from '../../src/db/lock.js';
import { createTestApp, type TestApp } from '../helper.js';

/** `/api` routes served outside the contract on purpose, with the reason. */
const NOT_IN_CONTRACT: Record<string, string> = {
  'GET /api/test/no-roles': 'registered by this file (beforeReady) to prove that a route declaring no roles is refused',
};

const contractCalls = (): Array<[string, CallDef]> => Object.entries(ALL_CALLS as CallTable);

/** `/api/admin/user/:id` → `/api/admin/user/{id}` (the OpenAPI spelling). */
const openapiPath = (p: string) => p.replace(/:([A-Za-z_]+)/g, '{$1}');
/** Any value for every `:param`: the route is found whatever the id. */
const fillParams = (p: string) => p.replace(/:([A-Za-z_]+)/g, '1');

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; summary?: string; requestBody?: unknown }>>;
}

interface ServedRoute {
  method: string;
  url: string;
  config: { call?: unknown; roles?: unknown };
}

let t: TestApp;
let appDist: string;
/** Every route Fastify registered, as it registered it (hidden ones too). */
const registered: RouteOptions[] = [];

const openapiDocument = async () => (await (await t.request('/api/openapi.json')).json()) as OpenApiDocument;

/** The /api routes of the app (HEAD answers are Fastify's own copies of the GET routes). */
function servedApiRoutes(): ServedRoute[] {
  return registered.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method])
      .filter((method) => method !== 'HEAD' && (route.url.startsWith('/api/') || route.url === '/api'))
      .map((method) => ({ method, url: route.url, config: (route.config ?? {}) as ServedRoute['config'] })),
  );
}

beforeAll(async () => {
  appDist = fs.mkdtempSync(path.join(os.tmpdir(), 'finedu-dist-'));
  fs.mkdirSync(path.join(appDist, 'assets'));
  fs.writeFileSync(path.join(appDist, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/app/assets/main.js"></script>');
  fs.writeFileSync(path.join(appDist, 'assets', 'main.js'), 'console.log(1)');
  fs.mkdirSync(path.join(appDist, '.vite'));
  fs.writeFileSync(path.join(appDist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  t = await createTestApp({ appDist }, {
    onRoute: (route) => void registered.push(route),
    beforeReady: (app) => {
      app.get('/api/test/no-roles', async () => ({ leaked: true }));
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(appDist, { recursive: true, force: true });
});

describe('the contract and the served routes', () => {
  it('serves every call of the contract: in the OpenAPI document, and answered by the app', async () => {
    const doc = await openapiDocument();
    expect(doc.openapi).toMatch(/^3\./);
    const problems: string[] = [];
    for (const [name, call] of contractCalls()) {
      const operation = doc.paths[openapiPath(call.path)]?.[call.method.toLowerCase()];
      if (operation === undefined) problems.push(`${name}: ${call.method} ${call.path} is not in the OpenAPI document`);
      else if (operation.operationId !== name || operation.summary !== call.summary)
        problems.push(`${name}: documented as ${operation.operationId ?? '(no operationId)'}: ${operation.summary ?? '(no summary)'}`);
      // Unsigned and without a body: a served call answers -401 or a validation error, never the 404 of no route.
      // Only a 404's text is read: a served stream (a public board's events) would never end.
      const res = await t.request(fillParams(call.path), { method: call.method, headers: { 'accept-language': 'en-US' } });
      if (res.status === 404 && (await res.text()).includes('No such API')) problems.push(`${name}: ${call.method} ${call.path} answers "No such API"`);
      else await res.body?.cancel();
    }
    expect(problems).toEqual([]);
    expect(JSON.stringify(doc.paths['/api/admin/login']!.post!.requestBody)).toContain('username');
    expect(doc.paths['/app/*']).toBeUndefined();
  });

  it('serves no /api route outside the contract: same method, path and roles, hidden routes included', async () => {
    const problems: string[] = [];
    const served = servedApiRoutes();
    for (const route of served) {
      const key = `${route.method} ${route.url}`;
      if (key in NOT_IN_CONTRACT) continue;
      const name = route.config.call;
      if (name === undefined) {
        problems.push(`${key}: registered without config.call (not through registerCalls)`);
        continue;
      }
      const call = (ALL_CALLS as CallTable)[String(name)];
      if (call === undefined) problems.push(`${key}: config.call ${String(name)} is no call of ALL_CALLS`);
      else if (call.method !== route.method || call.path !== route.url) problems.push(`${key}: ${String(name)} is ${call.method} ${call.path}`);
      else if (!isDeepStrictEqual(route.config.roles, call.roles)) problems.push(`${key}: roles ${JSON.stringify(route.config.roles)}, the call says ${JSON.stringify(call.roles)}`);
    }
    // Every exception is still served (a stale one would hide nothing, but would mislead).
    for (const key of Object.keys(NOT_IN_CONTRACT)) {
      if (!served.some((route) => `${route.method} ${route.url}` === key)) problems.push(`${key}: listed in NOT_IN_CONTRACT but not served`);
    }

    const doc = await openapiDocument();
    for (const [docPath, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${docPath}`;
        if (!docPath.startsWith('/api/') || method === 'head' || method === 'options') continue;
        if (Object.keys(NOT_IN_CONTRACT).some((route) => openapiPath(route) === key)) continue;
        const inContract = contractCalls().some(
          ([name, call]) => call.method === method.toUpperCase() && openapiPath(call.path) === docPath && operation.operationId === name,
        );
        if (!inContract) problems.push(`${key} (${operation.operationId ?? 'no operationId'}) is documented but is no call of the contract`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names every call once, and serves one call per method and path', () => {
    const names = Object.values(CALL_TABLES).flatMap((table) => Object.keys(table));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(ALL_CALLS).length).toBe(Object.values(CALL_TABLES).reduce((sum, table) => sum + Object.keys(table).length, 0));
    const routes = contractCalls().map(([, call]) => `${call.method} ${call.path}`);
    expect(routes.length).toBe(new Set(routes).size);
    // The tables clients name calls by (apiPath, examPath, coursePath) are made of these very calls.
    const strays = [API_PATHS, EXAM_PATHS, COURSE_PATHS].flatMap((table) =>
      Object.entries(table as CallTable).filter(([name, call]) => !isDeepStrictEqual((ALL_CALLS as CallTable)[name], call)).map(([name]) => name),
    );
    expect(strays).toEqual([]);
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
    // Build metadata under a dot-folder is never served: the path is a client route like any other.
    const manifest = await t.request('/app/.vite/manifest.json');
    expect(await manifest.text()).toContain('<title>app</title>');
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
