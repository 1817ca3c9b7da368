// `npm run bench:api`: API throughput on PostgreSQL against a bare Fastify route in the same run,
// start-up time of the built server on an existing PGlite folder, and the JS that /app/login loads.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../config.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A child process serving on `port`; resolves once `probe` answers 200. The load generator stays in this process. */
async function spawnServer(args: string[], env: NodeJS.ProcessEnv, probe: string): Promise<{ stop(): Promise<void> }> {
  const child = spawn(process.execPath, args, { env, cwd: path.join(here, '..', '..'), stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr.slice(-2000)}`);
    if (await fetch(probe).then((r) => r.status === 200, () => false)) return { stop };
    if (performance.now() - started > 60_000) {
      await stop();
      throw new Error(`server did not start within 60 s: ${stderr.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

const BARE_SERVER = `const app = require('fastify')(); app.get('/bare', async () => ({ code: 1, data: { ok: true }, message: 'ok' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

/**
 * Throughput of the built server (dist/main.js, its own process, on PostgreSQL) against a bare Fastify route,
 * also in its own process, measured by autocannon from this process: the load generator never shares the
 * server's event loop.
 */
async function throughput(): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const name = `finedu_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finedu-bench-'));
  const [appPort, barePort] = [await freePort(), await freePort()];
  const servers: Array<{ stop(): Promise<void> }> = [];
  try {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn', NOTEBOOK_ENABLED: '0', HOST: '127.0.0.1', PORT: String(appPort) };
    servers.push(await spawnServer([path.join(here, '..', 'main.js')], env, `http://127.0.0.1:${appPort}/api/health`));
    servers.push(await spawnServer(['-e', BARE_SERVER], { ...process.env, PORT: String(barePort) }, `http://127.0.0.1:${barePort}/bare`));
    const login = await fetch(`http://127.0.0.1:${appPort}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: loadConfig({}).demoPassword }),
    });
    const { data } = (await login.json()) as { data: { api_token: string; id: number } };
    const headers = { authorization: `Bearer ${data.api_token}`, 'x-user-id': String(data.id) };

    await autocannon({ url: `http://127.0.0.1:${appPort}/api/admin/current`, connections: 10, duration: 2, headers }); // warm-up
    const baseline = await autocannon({ url: `http://127.0.0.1:${barePort}/bare`, connections: CONNECTIONS, duration: DURATION });
    const current = await autocannon({ url: `http://127.0.0.1:${appPort}/api/admin/current`, connections: CONNECTIONS, duration: DURATION, headers });
    console.log(`\nGET /api/admin/current on PostgreSQL (server and bare route in their own processes), ${CONNECTIONS} connections, ${DURATION} s each`);
    console.log(`  bare Fastify route     ${fmt(baseline.requests.average).padStart(8)} req/s   p99 ${baseline.latency.p99} ms`);
    console.log(`  /api/admin/current     ${fmt(current.requests.average).padStart(8)} req/s   p99 ${current.latency.p99} ms   (non-2xx ${current.non2xx}, errors ${current.errors})`);
    console.log(`  ratio                  ${(current.requests.average / baseline.requests.average).toFixed(2)} of the bare route   target ≥ 5,000 req/s: ${current.requests.average >= 5000 ? 'met' : 'NOT met'}`);
    console.log(`  load average during the run: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
  } finally {
    for (const server of servers) await server.stop();
    await admin.query(`drop database if exists "${name}" with (force)`);
    // Not awaited: after a forced drop, pg's end() promise may never settle and would stall the run (exit 13).
    void admin.end().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Spawn the built server and time until /api/health answers 200. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(here, '..', 'main.js')], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((r) => child.once('exit', r));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr.slice(-2000)}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status === 200, () => false);
      if (ok) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error('server did not start within 60 s');
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

async function startup(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finedu-start-'));
  try {
    const first = await timeStart(dataDir);
    const second = await timeStart(dataDir);
    console.log(`\nStart-up of dist/main.js on PGlite`);
    console.log(`  new folder (initdb + migrations + seed)   ${(first / 1000).toFixed(2)} s`);
    console.log(`  existing folder                           ${(second / 1000).toFixed(2)} s   target < 5 s: ${second < 5000 ? 'met' : 'NOT met'}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Gzipped size of the scripts and modulepreloads of index.html (what /app/login loads first). */
function loginBundle(): void {
  const dist = loadConfig({}).appDist;
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    console.log(`\n/app/login JS: packages/app/dist not built, skipped`);
    return;
  }
  const html = fs.readFileSync(index, 'utf8');
  const refs = [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  let total = 0;
  for (const ref of new Set(refs)) {
    const file = path.join(dist, ref.replace(/^\/app\//, ''));
    if (fs.existsSync(file)) total += gzipSync(fs.readFileSync(file)).length;
  }
  console.log(`\n/app/login JS (index.html scripts + modulepreloads, gzipped): ${(total / 1024).toFixed(1)} KiB in ${new Set(refs).size} file(s)   target ≤ 200 KiB: ${total <= 200 * 1024 ? 'met' : 'NOT met'}`);
}

// Start-up and bundle size first: the throughput run creates and drops a PostgreSQL database.
await startup();
loginBundle();
await throughput();
process.exit(0);
