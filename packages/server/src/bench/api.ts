// `npm run bench:api`: API throughput on PostgreSQL against a bare Fastify route in the same run,
// start-up time of the built server on an existing PGlite folder, and the JS that /app/login loads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { loadConfig } from '../config.js';
import { STARTUP_PHASE_NAMES, STARTUP_PHASES, type StartupPhase } from '../lib/startup.js';
import { freePort, postgresUrl, scratchDatabase, serverEnv, ServerProcess, signIn } from './harness.js';

/** Seconds of each measured run; the bare route and the app alternate ROUNDS times (a shared machine's load drifts). */
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = 50;
/** What issue 14 measured before its work on the request path (6,300 against 42,000 req/s). */
const RATIO_BEFORE = 0.15;
const RATIO_TARGET = 0.3;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const BARE_SERVER = `const app = require('fastify')(); app.get('/bare', async () => ({ code: 1, data: { ok: true }, message: 'ok' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

interface Side {
  label: string;
  server: ServerProcess;
  url: string;
  headers?: Record<string, string>;
  runs: Array<{ rps: number; p50: number; p99: number; cpuUsPerRequest: number; failed: number }>;
}

/** One autocannon run against `side`, with the server's CPU time per answered request (from /proc). */
async function measure(side: Side): Promise<void> {
  const cpuBefore = side.server.cpuSeconds();
  const result = await autocannon({ url: side.url, connections: CONNECTIONS, duration: DURATION, ...(side.headers ? { headers: side.headers } : {}) });
  const cpu = side.server.cpuSeconds() - cpuBefore;
  side.runs.push({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUsPerRequest: result.requests.total > 0 ? (cpu * 1e6) / result.requests.total : 0,
    failed: result.non2xx + result.errors,
  });
}

const summary = (side: Side) => {
  const pick = (key: 'rps' | 'p50' | 'p99' | 'cpuUsPerRequest') => median(side.runs.map((run) => run[key]));
  const failed = side.runs.reduce((sum, run) => sum + run.failed, 0);
  return `  ${side.label.padEnd(22)} ${fmt(pick('rps')).padStart(8)} req/s   p50 ${pick('p50')} ms   p99 ${pick('p99')} ms   server CPU ${pick('cpuUsPerRequest').toFixed(0)} µs/request${failed > 0 ? `   (${failed} failed)` : ''}`;
};

/**
 * Throughput of the built server (dist/main.js, its own process, on PostgreSQL) against a bare Fastify route,
 * also in its own process, measured by autocannon from this process: the load generator never shares the
 * server's event loop. The two alternate, and the figures are medians of the rounds; the ratio is the median of
 * each round's ratio, so a burst of load from elsewhere on the machine weighs on one round, not on one side.
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

    const appSide: Side = { label: '/api/admin/current', server: app, url: `http://127.0.0.1:${appPort}/api/admin/current`, headers, runs: [] };
    const bareSide: Side = { label: 'bare Fastify route', server: bare, url: `http://127.0.0.1:${barePort}/bare`, runs: [] };
    // Warm-up: both JITs see their route before anything is measured.
    await autocannon({ url: appSide.url, connections: 10, duration: 2, headers });
    await autocannon({ url: bareSide.url, connections: 10, duration: 1 });
    for (let round = 0; round < ROUNDS; round++) {
      await measure(bareSide);
      await measure(appSide);
    }
    const ratios = appSide.runs.map((run, i) => run.rps / bareSide.runs[i]!.rps);
    const ratio = median(ratios);
    console.log(`\nGET /api/admin/current on PostgreSQL (server and bare route in their own processes), ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION} s (medians)`);
    console.log(summary(bareSide));
    console.log(summary(appSide));
    console.log(`  ratio                  ${ratio.toFixed(2)} of the bare route (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})   target ≥ ${RATIO_TARGET.toFixed(2)}: ${ratio >= RATIO_TARGET ? 'met' : 'NOT met'}   before issue 14: ${RATIO_BEFORE.toFixed(2)}`);
    const cpuRatio = median(bareSide.runs.map((run) => run.cpuUsPerRequest)) / median(appSide.runs.map((run) => run.cpuUsPerRequest));
    console.log(`  CPU per request        the bare route costs ${cpuRatio.toFixed(2)} of the app's (independent of the machine's other load)`);
    console.log(`  load average during the run: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Issue 33's target for a start on an existing folder, and what it measured before its work (7.4 s). */
const STARTUP_TARGET_MS = 5_000;
const STARTUP_BEFORE_MS = 7_400;
/** Starts on the existing folder; the figure is their median (one start is at the mercy of the machine's other load). */
const STARTS = Math.max(1, Number(process.env.BENCH_STARTS ?? 3));

interface Start {
  /** From spawning the process to /api/health answering 200 (ms). */
  ms: number;
  /** The server's own breakdown (its `start-up` log line): ms of each phase since the process started. */
  phases: Partial<Record<StartupPhase, number>>;
  /** CPU seconds the server's process used until it answered. */
  cpu: number;
}

/** Spawn the built server on PGlite in `dataDir` and time until /api/health answers 200. */
async function timeStart(dataDir: string): Promise<Start> {
  const port = await freePort();
  // Info, for the server's start-up line (the probe's requests are logged too: a few lines).
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' };
  delete env.DATABASE_URL;
  const server = new ServerProcess(env, `http://127.0.0.1:${port}`, { startTimeoutMs: 60_000, captureStdout: true });
  try {
    const ms = await server.start();
    const cpu = server.cpuSeconds();
    const line = server.stdout.split('\n').find((l) => l.includes('"startup"'));
    const phases = line === undefined ? {} : ((JSON.parse(line) as { startup?: { phases?: Start['phases'] } }).startup?.phases ?? {});
    return { ms, phases, cpu };
  } finally {
    await server.stop();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function startup(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finedu-start-'));
  try {
    const first = await timeStart(dataDir);
    const starts: Start[] = [];
    for (let i = 0; i < STARTS; i++) starts.push(await timeStart(dataDir));
    const typical = [...starts].sort((a, b) => a.ms - b.ms)[Math.floor(starts.length / 2)]!;
    console.log(`\nStart-up of dist/main.js on PGlite (until /api/health answers 200)`);
    console.log(`  ${'new folder (initdb + migrations + seed)'.padEnd(42)}${seconds(first.ms)}`);
    console.log(`  ${`existing folder, median of ${STARTS}`.padEnd(42)}${seconds(typical.ms)}   (starts: ${starts.map((s) => seconds(s.ms)).join(', ')})   target ≤ ${seconds(STARTUP_TARGET_MS)}: ${typical.ms <= STARTUP_TARGET_MS ? 'met' : 'NOT met'}   before issue 33: ${seconds(STARTUP_BEFORE_MS)}`);
    console.log(`  where the median start went (the server's own marks, from the process's start; CPU ${typical.cpu.toFixed(2)} s):`);
    for (const phase of STARTUP_PHASES) {
      const ms = typical.phases[phase];
      if (ms !== undefined) console.log(`    ${phase.padEnd(9)} ${seconds(ms).padStart(8)}   ${STARTUP_PHASE_NAMES[phase]}`);
    }
    console.log(`  load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
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
// only the throughput part (profiling, repeated runs), `--startup` only the start-up.
if (!process.argv.includes('--throughput')) {
  await startup();
  loginBundle();
}
if (!process.argv.includes('--startup')) await throughput();
process.exit(0);
