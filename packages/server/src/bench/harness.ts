// What every server bench shares: the built server as its own process (start time, CPU and peak memory read from
// /proc), a scratch PostgreSQL database per run, calls in the API envelope, sign-in, a bounded pool and
// percentiles. The load generator stays in the bench's process, so it never shares the server's event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The built server's entry and the folder it runs in (packages/server). BENCH_SERVER_MAIN names another build's
 * dist/main.js (e.g. a copy of the previous commit's dist inside packages/server) to measure before and after.
 */
export const SERVER_MAIN = process.env.BENCH_SERVER_MAIN ? path.resolve(process.env.BENCH_SERVER_MAIN) : path.join(here, '..', 'main.js');
/** The folder a build's dist/main.js runs in: its package (packages/server). */
const cwdOf = (main: string) => path.dirname(path.dirname(main));
/** Linux reports CPU time in clock ticks of 1/100 s. */
const CLK_TCK = 100;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The p-th percentile of ascending `sorted` (nearest rank); 0 when empty. */
export const percentile = (sorted: readonly number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);

/** `p50=… p95=… p99=…` of unsorted milliseconds, rounded. */
export function percentiles(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return [50, 95, 99].map((p) => `p${p}=${percentile(sorted, p).toFixed(0)}`).join(' ');
}

/** Ports handed out so far from BENCH_PORT_RANGE (a run never hands one out twice). */
let nextRangePort = 0;

/**
 * A port nothing listens on: any free one, or with BENCH_PORT_RANGE=`<first>-<last>` the next free one of that range
 * (machines shared by several runs give each its own range).
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORT_RANGE ?? '');
  if (range === null) return tryPort(0);
  const [first, last] = [Number(range[1]), Number(range[2])];
  for (let port = Math.max(first, nextRangePort); port <= last; port++) {
    const got = await tryPort(port).catch(() => null);
    if (got !== null) {
      nextRangePort = port + 1;
      return got;
    }
  }
  throw new Error(`no free port left in BENCH_PORT_RANGE ${first}-${last}`);
}

async function tryPort(wanted: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(wanted, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Node flags for the built server only, from BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to
 * profile it: Node refuses --cpu-prof in NODE_OPTIONS).
 */
const serverNodeArgs = () => (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');

export interface ServerProcessOptions {
  /** The dist/main.js to run (a bench's `--server PATH`); default SERVER_MAIN. */
  main?: string;
  /** Node arguments; default: the built server (after BENCH_SERVER_NODE_ARGS). */
  args?: string[];
  /** The path answering 200 once the server serves; default /api/health. */
  probe?: string;
  /** Give up starting after this long. */
  startTimeoutMs?: number;
  /** Keep what the server writes to stdout (its log) in `stdout`; otherwise it is dropped. */
  captureStdout?: boolean;
}

/** A server child process that can be killed and started again, with its CPU time and peak memory. */
export class ServerProcess {
  child: ChildProcess | null = null;
  peakRssKb = 0;
  #stderr = '';
  /** The server's stdout so far, with `captureStdout`. */
  stdout = '';
  /** CPU ticks of processes already gone (restarts). */
  #ticksBefore = 0;
  #lastTicks = 0;
  #sampler: NodeJS.Timeout | null = null;
  readonly #args: string[];
  readonly #probe: string;
  readonly #startTimeoutMs: number;
  readonly #cwd: string;
  readonly #captureStdout: boolean;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    readonly base: string,
    options: ServerProcessOptions = {},
  ) {
    const main = options.main === undefined ? SERVER_MAIN : path.resolve(options.main);
    this.#args = options.args ?? [...serverNodeArgs(), main];
    this.#cwd = cwdOf(main);
    this.#probe = options.probe ?? '/api/health';
    this.#startTimeoutMs = options.startTimeoutMs ?? 120_000;
    this.#captureStdout = options.captureStdout ?? false;
  }

  /** Spawns the process and resolves once the probe answers 200; answers how long that took (ms). */
  async start(): Promise<number> {
    const started = performance.now();
    const child = spawn(process.execPath, this.#args, { env: this.env, cwd: this.#cwd, stdio: ['ignore', this.#captureStdout ? 'pipe' : 'ignore', 'pipe'] });
    this.child = child;
    this.stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.#lastTicks = 0;
    child.stderr!.on('data', (chunk: Buffer) => (this.#stderr = (this.#stderr + chunk.toString()).slice(-4000)));
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${this.#stderr}`);
      if (await fetch(this.base + this.#probe).then((r) => r.status === 200, () => false)) break;
      if (performance.now() - started > this.#startTimeoutMs) {
        await this.kill('SIGTERM');
        throw new Error(`server did not start within ${this.#startTimeoutMs / 1000} s: ${this.#stderr}`);
      }
      await sleep(20);
    }
    this.#sampler ??= setInterval(() => this.#sample(), 250);
    return performance.now() - started;
  }

  #sample(): void {
    const pid = this.child?.pid;
    if (pid === undefined || this.child?.exitCode !== null) return;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      this.#lastTicks = Number(fields[11]) + Number(fields[12]);
      const hwm = /VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (hwm) this.peakRssKb = Math.max(this.peakRssKb, Number(hwm));
    } catch {
      // the process is gone between the check and the read
    }
  }

  /** CPU seconds (user + system) of every process of this server so far. */
  cpuSeconds(): number {
    this.#sample();
    return (this.#ticksBefore + this.#lastTicks) / CLK_TCK;
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (child === null || child.exitCode !== null) return;
    this.#sample();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    this.#ticksBefore += this.#lastTicks;
    this.#lastTicks = 0;
  }

  async stop(): Promise<void> {
    if (this.#sampler) clearInterval(this.#sampler);
    this.#sampler = null;
    await this.kill('SIGTERM');
  }
}

/** The PostgreSQL server the benches use (DATABASE_URL, default the local one). */
export const postgresUrl = (fallbackDatabase = 'postgres') => process.env.DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${fallbackDatabase}`;

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops the database (forcing its connections closed). */
  drop(): Promise<void>;
}

/** A fresh database named `<prefix>_<random>` on the server of `baseUrl`, for one run. */
export async function scratchDatabase(prefix: string, baseUrl = postgresUrl()): Promise<ScratchDatabase> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      // Not awaited: after a forced drop, pg's end() promise may never settle and would stall the run.
      void admin.end().catch(() => undefined);
    },
  };
}

/** The environment of a bench's server: its data folder and database, quiet logs, no notebooks, no login limiter. */
export function serverEnv(dataDir: string, databaseUrl: string, port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NOTEBOOK_ENABLED: '0', HOST: '127.0.0.1', PORT: String(port), LOGIN_RATE_MAX: '1000000', ...extra };
}

export interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

/** A JSON call answered in the API envelope. */
/**
 * The benches' client: node:http on keep-alive connections (no cap on sockets). A bench's client shares the machine
 * with the server it measures; fetch (undici's WHATWG layer) cost about 0.9 ms of a core per call here, so 1,000
 * sign-ins within a second took more than half a core from the server. Plain http.request costs a fraction of that.
 */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export function callApi<T>(base: string, method: string, url: string, headers: Record<string, string> = {}, body?: unknown, timeoutMs = 30_000): Promise<Envelope<T>> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(base + url, {
      method,
      agent: keepAlive,
      headers: { ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}), ...headers },
    });
    const timer = setTimeout(() => request.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      response.on('end', () => {
        clearTimeout(timer);
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<T>);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    request.end(payload);
  });
}

export interface SignedIn {
  headers: Record<string, string>;
  userId: number;
}

/** Signs in through the API (the bearer token and user id headers of later calls). */
export async function signIn(base: string, username: string, password: string, call: typeof callApi = callApi): Promise<SignedIn> {
  const res = await call<{ api_token: string; id: number }>(base, 'POST', '/api/admin/login', {}, { username, password }, 120_000);
  if (res.code !== 1) throw new Error(`login ${username}: ${res.message}`);
  return { headers: { authorization: `Bearer ${res.data.api_token}`, 'x-user-id': String(res.data.id) }, userId: res.data.id };
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function pool<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i]!, i);
    }),
  );
}
