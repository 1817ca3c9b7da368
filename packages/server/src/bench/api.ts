// `npm run bench:api`: API throughput on PostgreSQL against a bare Fastify route in the same run,
// start-up time of the built server on an existing PGlite folder, and the JS that /app/login loads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { loadConfig } from '../config.js';
import { freePort, postgresUrl, scratchDatabase, serverEnv, ServerProcess, signIn } from './harness.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

const BARE_SERVER = `const app = require('fastify')(); app.get('/bare', async () => ({ code: 1, data: { ok: true }, message: 'ok' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

/**
 * Throughput of the built server (dist/main.js, its own process, on PostgreSQL) against a bare Fastify route,
 * also in its own process, measured by autocannon from this process: the load generator never shares the
 * server's event loop.
 */
async function throughput(): Promise<void> {
  // The admin connection goes to the maintenance database `postgres` of that server, never to `test` (the tests' own).
  const admin = new URL(postgresUrl());
  admin.pathname = '/postgres';
  const database = await scratchDatabase(process.env.BENCH_DB_PREFIX ?? 'finedu_api_bench', admin.toString());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finedu-bench-'));
  const [appPort, barePort] = [await freePort(), await freePort()];
  const servers: ServerProcess[] = [];
  try {
    const app = new ServerProcess(serverEnv(dataDir, database.url, appPort), `http://127.0.0.1:${appPort}`, { startTimeoutMs: 60_000 });
    servers.push(app);
    await app.start();
    const bare = new ServerProcess({ ...process.env, PORT: String(barePort) }, `http://127.0.0.1:${barePort}`, { args: ['-e', BARE_SERVER], probe: '/bare', startTimeoutMs: 60_000 });
    servers.push(bare);
    await bare.start();
    const { headers } = await signIn(app.base, 'admin', loadConfig({}).demoPassword);

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
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Spawn the built server on PGlite in `dataDir` and time until /api/health answers 200. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const server = new ServerProcess(env, `http://127.0.0.1:${port}`, { startTimeoutMs: 60_000 });
  try {
    return await server.start();
  } finally {
    await server.stop();
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

// Start-up and bundle size first: the throughput run creates and drops a PostgreSQL database. `--throughput` runs
// only the throughput part (profiling, repeated runs).
if (!process.argv.includes('--throughput')) {
  await startup();
  loginBundle();
}
await throughput();
process.exit(0);
