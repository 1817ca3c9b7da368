// Test harness shared by every server test: a real app on a fresh database per call.
// PGlite: loaded from a migrated + seeded template (cached under the OS temp dir, keyed by
// migrations + seed sources). PostgreSQL (DATABASE_URL): a fresh database cloned from a template database.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CurrentUser } from '@finedu/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.js';
import type { NotebookBackend, Runtime } from '../src/runtime/index.js';
import type { Clock } from '../src/lib/clock.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { migrate, migrationsFolder, openDatabase, wrapPglite, type DatabaseHandle } from '../src/db/client.js';
import { runSeed } from '../src/seed/index.js';

export const DEMO_PASSWORD = 'Demo@2026';
/** The cost of the password hashes tests make (the seed's included): Argon2id at 1 MiB, one pass, to keep the suite fast. */
export const TEST_PASSWORD_COST = { scheme: 'argon2id', m: 1024, t: 1, p: 1 } as const;
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Session {
  token: string;
  user: CurrentUser;
  /** Authorization + X-USER-ID headers for this user. */
  headers: Record<string, string>;
}

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  message: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** SMS codes the pluggable sender received, newest last. */
  smsOutbox: Array<{ phone: string; code: string }>;
  close(): Promise<void>;
  /** Sign in with the password (default Demo@2026); throws when the login fails. */
  login(username: string, password?: string): Promise<Session>;
  /** `app.inject` returning the parsed envelope; `as` signs the request as that session. */
  call<T = unknown>(method: string, url: string, options?: CallOptions): Promise<Envelope<T> & { status: number; headers: Headers }>;
  /** Raw HTTP against the listening app (binary bodies, headers, non-API paths). */
  request(url: string, init?: RequestInit & { as?: Session }): Promise<Response>;
  /** http://127.0.0.1:<port> of the listening app. */
  baseUrl: string;
  /** The app's database: another test app can share it (`hooks.sameDatabaseAs`), as a second API instance. */
  database: { handle: DatabaseHandle; url: string | null };
}

export interface CallOptions {
  as?: Session;
  /** JSON-encoded unless it is a string, Buffer or Uint8Array (sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
}

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

let cachedTemplateKey: string | null = null;

/** Changes when migrations or seed sources change, so templates rebuild themselves (read once per process). */
function templateKey(): string {
  if (cachedTemplateKey !== null) return cachedTemplateKey;
  const hash = createHash('sha256');
  for (const file of [...walk(migrationsFolder), ...walk(path.join(serverRoot, 'src', 'seed'))].sort()) {
    hash.update(file.slice(serverRoot.length)).update(fs.readFileSync(file));
  }
  hash.update(DEMO_PASSWORD).update(JSON.stringify(TEST_PASSWORD_COST));
  cachedTemplateKey = hash.digest('hex').slice(0, 16);
  return cachedTemplateKey;
}

function testConfig(dataDir: string, overrides: Partial<AppConfig>): AppConfig {
  // Cheap password hashes keep the suite fast; production uses OWASP's Argon2id minimum row m=12 MiB, t=3, p=1.
  const cost = { PASSWORD_ARGON2_M: String(TEST_PASSWORD_COST.m), PASSWORD_ARGON2_T: String(TEST_PASSWORD_COST.t), PASSWORD_ARGON2_P: String(TEST_PASSWORD_COST.p) };
  const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_PASSWORD, APP_DIST: path.join(dataDir, 'no-app'), ...cost });
  return {
    ...base,
    rateLimit: { ...base.rateLimit, loginMax: 10_000, smsMax: 10_000 },
    sms: { ...base.sms, resendInterval: 0 },
    // The demo 初赛's files and submissions cost seconds per app; test/competitions/demo-modelling.test.ts seeds them.
    demoStorageSeed: false,
    ...overrides,
  };
}

/**
 * The migrated and seeded template's data folder, as an uncompressed tar (PGlite loads it about twice as fast as the
 * gzipped dump: issue 30 measured 0.6 s against 1.2 s per app), read once per process: the files of a lane share their
 * worker's modules, so every later app of the lane starts from these bytes in memory.
 */
let pgliteTemplate: { key: string; tar: Blob } | null = null;

async function pgliteTemplateTar(config: AppConfig): Promise<Blob> {
  const key = templateKey();
  if (pgliteTemplate?.key === key) return pgliteTemplate.tar;
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = path.join(os.tmpdir(), 'finedu-test-templates');
  const file = path.join(dir, `pglite-${key}.tar`);
  if (!fs.existsSync(file)) {
    const client = await PGlite.create();
    const handle = await wrapPglite(client);
    await migrate(handle);
    await runSeed({ db: handle.db, config, log: () => {} });
    const dump = await client.dumpDataDir('none');
    await handle.close();
    fs.mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file);
  }
  pgliteTemplate = { key, tar: new Blob([fs.readFileSync(file)]) };
  return pgliteTemplate.tar;
}

async function pgliteDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ loadDataDir: await pgliteTemplateTar(config) });
  return wrapPglite(client);
}

async function postgresDatabase(url: string, config: AppConfig): Promise<{ handle: DatabaseHandle; url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const template = `finedu_tpl_${templateKey()}`;
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      const building = `${template}_b${randomBytes(3).toString('hex')}`;
      await admin.query(`create database "${building}"`);
      const target = new URL(url);
      target.pathname = `/${building}`;
      const handle = await openDatabase({ databaseUrl: target.toString(), dataDir: config.dataDir, poolSize: 2 });
      await migrate(handle);
      await runSeed({ db: handle.db, config, log: () => {} });
      await handle.close();
      try {
        await admin.query(`alter database "${building}" rename to "${template}"`);
      } catch {
        await admin.query(`drop database if exists "${building}"`); // another run built it first
      }
    }
    const name = `finedu_t_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database "${name}" template "${template}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: target.toString(), dataDir: config.dataDir, poolSize: 5 });
    const drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
    return { handle, url: target.toString(), drop };
  } finally {
    await admin.end();
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL: the database's URL; null on PGlite. */
  url: string | null;
  /** Closes the handle and drops the database. */
  close(): Promise<void>;
}

/** A fresh database like createTestApp's, for several apps (instances) or job queues on one database. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finedu-test-'));
  const config = testConfig(dataDir, {});
  const url = process.env.DATABASE_URL;
  const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!url) {
    const handle = await pgliteDatabase(config);
    return { handle, url: null, close: async () => (await handle.close(), cleanUp()) };
  }
  const { handle, drop } = await postgresDatabase(url, config);
  return { handle, url: handle.url ?? null, close: async () => (await handle.close(), await drop(), cleanUp()) };
}

/** A real app on a fresh database (see file header) with a temporary DATA_DIR. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  hooks: {
    beforeReady?: (app: FastifyInstance) => void;
    /** A running Jupyter, or 'start': the one the config's NOTEBOOK_* settings describe (e.g. NOTEBOOK_URL). */
    notebook?: NotebookBackend | 'start';
    /** The notebook runtime the features use (BuildOptions.runtime): a fake (test/runtime/fakeRuntime.ts) for tests of feature logic. */
    runtime?: Runtime;
    /** A controllable clock (e.g. `ManualClock`). */
    clock?: Clock;
    /** Sees every route as it is registered (BuildOptions.onRoute). */
    onRoute?: BuildOptions['onRoute'];
    /**
     * A second API instance on the database of `sameDatabaseAs` (already migrated and seeded): on PostgreSQL its own
     * pool to the same database, on PGlite the same embedded database (one process). The first app drops it.
     */
    sameDatabaseAs?: TestApp;
    /**
     * Another instance on this database (openTestDatabase), which the test closes: on PostgreSQL the app opens its
     * own pool on it, on PGlite it shares the embedded connection.
     */
    database?: TestDatabase;
    /** Job queue settings (BuildOptions.queue). */
    queue?: BuildOptions['queue'];
    /** Where the app logs (BuildOptions.logStream; set `logLevel` in the overrides). */
    logStream?: BuildOptions['logStream'];
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finedu-test-'));
  const smsOutbox: Array<{ phone: string; code: string }> = [];
  const config = testConfig(dataDir, {
    ...overrides,
    sms: {
      ...testConfig(dataDir, {}).sms,
      sender: { send: async (phone, code) => void smsOutbox.push({ phone, code }) },
      ...overrides.sms,
    },
  });
  const url = process.env.DATABASE_URL;
  let drop = async () => {};
  let database: DatabaseHandle;
  let databaseUrl: string | null = null;
  // A second instance: on a test app's database, or on one from openTestDatabase (both migrated and seeded).
  const shared = hooks.sameDatabaseAs?.database ?? hooks.database;
  if (shared) {
    databaseUrl = shared.url;
    database = shared.url
      ? await openDatabase({ databaseUrl: shared.url, dataDir, poolSize: 5 })
      : { ...shared.handle, close: async () => {} };
  } else if (url) {
    const pgDb = await postgresDatabase(url, config);
    database = pgDb.handle;
    databaseUrl = pgDb.url;
    drop = pgDb.drop;
  } else {
    database = await pgliteDatabase(config);
  }
  const app = await buildApp(config, {
    database,
    ...(shared ? { skipMigrations: true } : {}),
    ...(hooks.notebook ? { notebook: hooks.notebook } : {}),
    ...(hooks.runtime ? { runtime: hooks.runtime } : {}),
    ...(hooks.clock ? { clock: hooks.clock } : {}),
    ...(hooks.onRoute ? { onRoute: hooks.onRoute } : {}),
    ...(hooks.queue ? { queue: hooks.queue } : {}),
    ...(hooks.logStream ? { logStream: hooks.logStream } : {}),
  });
  hooks.beforeReady?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;

  const request: TestApp['request'] = (url, init = {}) => {
    const { as, headers, ...rest } = init;
    return fetch(baseUrl + url, { ...rest, headers: { ...(as?.headers ?? {}), ...((headers as Record<string, string>) ?? {}) } });
  };
  const call: TestApp['call'] = async (method, url, options = {}) => {
    const raw = options.body instanceof Uint8Array || typeof options.body === 'string';
    const headers: Record<string, string> = { ...(options.body !== undefined && !raw ? { 'content-type': 'application/json' } : {}), ...(options.headers ?? {}) };
    const body = options.body === undefined ? undefined : raw ? (options.body as BodyInit) : JSON.stringify(options.body);
    const response = await request(url, { method, headers, body, ...(options.as ? { as: options.as } : {}) });
    const text = await response.text();
    let parsed: Envelope<never>;
    try {
      parsed = JSON.parse(text) as Envelope<never>;
    } catch {
      throw new Error(`${method} ${url}: not JSON (${response.status}): ${text.slice(0, 200)}`);
    }
    return { ...parsed, status: response.status, headers: response.headers };
  };

  return {
    app,
    config,
    smsOutbox,
    request,
    call,
    baseUrl,
    database: { handle: database, url: databaseUrl },
    async login(username, password = DEMO_PASSWORD) {
      const res = await call<CurrentUser>('POST', '/api/admin/login', { body: { username, password } });
      if (res.code !== 1) throw new Error(`login ${username} failed: ${res.message}`);
      const token = res.data.api_token;
      return { token, user: res.data, headers: { authorization: `Bearer ${token}`, 'x-user-id': String(res.data.id) } };
    },
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Calls `/api/health` over HTTP one call after another while `attack` runs (at least once), each answering 200: the
 * attack's answer, the slowest health call in ms and how many were made. The security suite's load probe (issue 37):
 * no single request may hold up everyone else.
 */
export async function healthWhile<T>(t: Pick<TestApp, 'request'>, attack: Promise<T>): Promise<{ result: T; slowestMs: number; calls: number }> {
  let done = false;
  const settled = attack.finally(() => {
    done = true;
  });
  let slowestMs = 0;
  let calls = 0;
  do {
    const started = performance.now();
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    slowestMs = Math.max(slowestMs, performance.now() - started);
    calls += 1;
  } while (!done);
  return { result: await settled, slowestMs, calls };
}
