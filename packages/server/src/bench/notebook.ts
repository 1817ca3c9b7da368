/**
 * Notebook figures (issue 3 §8): `node dist/bench/notebook.js`. Starts its own Jupyter Server and
 * gateway in a temporary DATA_DIR and prints:
 *  - `1+1` round trip through the gateway beside direct to Jupyter (median, p99, ratio), and direct
 *    without the TCP_NODELAY patch to show what it saves;
 *  - kernel start → idle (median of 10) and memory per idle kernel;
 *  - 20 students running `1+1` at once while one more runs an endless loop (p95).
 *
 * `--class N` (issue 14) instead: N students open a case within 10 s and run its first cell, on a fresh Jupyter
 * without the kernel pool, with a pool of N, and with a pool of N that preloads what the cell imports; prints time to
 * kernel ready and to first output (p50/p95/p99) of each, and memory per idle kernel.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import Fastify from 'fastify';
import WebSocket from 'ws';
import { openMemoryDatabase } from '../db/client.js';
import { ChannelTickets, JupyterApi, JupyterProcess, KernelPool, KernelStore, notebookGateway, notebookSettingsFromEnv } from '../runtime/index.js';

const ROUND_TRIPS = Number(process.env.BENCH_ROUND_TRIPS ?? 300);
const STUDENTS = 20;

interface Msg {
  channel: string;
  msg_type: string;
  parent_header: { msg_id?: string };
  content: Record<string, unknown>;
}

/** A bare kernel-channel client (legacy JSON frames). */
class Channel {
  private readonly waiters = new Map<string, (msg: Msg) => void>();
  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const msg = JSON.parse(data.toString('utf8')) as Msg;
      const id = msg.parent_header?.msg_id;
      if (id) this.waiters.get(id)?.(msg);
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<Channel> {
    const ws = new WebSocket(url, { headers, perMessageDeflate: false });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new Channel(ws)));
      ws.once('error', reject);
    });
  }

  /** Sends a request on shell; resolves (with ms) once both the reply and iopub idle arrived. */
  request(msgType: string, content: Record<string, unknown>): Promise<number> {
    const msgId = randomUUID();
    const started = performance.now();
    return new Promise((resolve) => {
      let replied = false;
      let idle = false;
      this.waiters.set(msgId, (msg) => {
        if (msg.channel === 'shell' && msg.msg_type.endsWith('_reply')) replied = true;
        if (msg.channel === 'iopub' && msg.msg_type === 'status' && msg.content.execution_state === 'idle') idle = true;
        if (replied && idle) {
          this.waiters.delete(msgId);
          resolve(performance.now() - started);
        }
      });
      const header = { msg_id: msgId, msg_type: msgType, username: 'bench', session: 'bench', date: new Date().toISOString(), version: '5.3' };
      this.ws.send(JSON.stringify({ header, parent_header: {}, metadata: {}, content, channel: 'shell', buffers: [] }));
    });
  }

  /**
   * Runs a cell; resolves with the ms to its first output (stream, result, display or error) and to its end (reply
   * and idle), and whether it failed.
   */
  run(code: string): Promise<{ first: number; done: number; error: string | null }> {
    const msgId = randomUUID();
    const started = performance.now();
    return new Promise((resolve) => {
      let first = NaN;
      let error: string | null = null;
      let replied = false;
      let idle = false;
      this.waiters.set(msgId, (msg) => {
        if (msg.channel === 'iopub' && ['stream', 'execute_result', 'display_data', 'error'].includes(msg.msg_type) && Number.isNaN(first)) first = performance.now() - started;
        if (msg.channel === 'iopub' && msg.msg_type === 'error') error = `${String(msg.content.ename)}: ${String(msg.content.evalue)}`;
        if (msg.channel === 'shell' && msg.msg_type.endsWith('_reply')) replied = true;
        if (msg.channel === 'iopub' && msg.msg_type === 'status' && msg.content.execution_state === 'idle') idle = true;
        if (replied && idle) {
          this.waiters.delete(msgId);
          resolve({ first, done: performance.now() - started, error });
        }
      });
      const header = { msg_id: msgId, msg_type: 'execute_request', username: 'bench', session: 'bench', date: new Date().toISOString(), version: '5.3' };
      const content = { code, silent: false, store_history: true, user_expressions: {}, allow_stdin: false };
      this.ws.send(JSON.stringify({ header, parent_header: {}, metadata: {}, content, channel: 'shell', buffers: [] }));
    });
  }

  execute(code: string): Promise<number> {
    return this.request('execute_request', { code, silent: false, store_history: true, user_expressions: {}, allow_stdin: false });
  }

  /** Fire and forget (the endless loop). */
  send(code: string): void {
    const header = { msg_id: randomUUID(), msg_type: 'execute_request', username: 'bench', session: 'bench', date: new Date().toISOString(), version: '5.3' };
    const content = { code, silent: false, store_history: false, user_expressions: {}, allow_stdin: false };
    this.ws.send(JSON.stringify({ header, parent_header: {}, metadata: {}, content, channel: 'shell', buffers: [] }));
  }

  close(): void {
    this.ws.close();
  }
}

const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number): number => {
  const s = sorted(xs);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
const ms = (x: number): string => `${x.toFixed(2)} ms`;

/** Resident memory (MiB) of the processes running as `uid`. */
function rssOfUid(uid: number): number {
  let kb = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      if (Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]) === uid) kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync('/tmp/nbb-');
  const settings = notebookSettingsFromEnv({ ...process.env, DATA_DIR: dataDir, NOTEBOOK_CELL_TIMEOUT_S: '600', NOTEBOOK_MAX_KERNELS: '40' });
  const app = Fastify({ logger: { level: 'warn' } });
  const database = await openMemoryDatabase();
  app.addHook('onClose', () => database.close());
  const jupyter = await JupyterProcess.start(settings, app.log);
  const noDelayDir = mkdtempSync('/tmp/nbc-');
  const noDelayOff = await JupyterProcess.start({ ...settings, dataDir: noDelayDir }, app.log, { nodelay: false });
  await app.register(notebookGateway, {
    authenticate: async (token, userId) => (token === `bench-${userId}` ? { id: Number(userId), role: 'edu_student', edu_id: 1 } : null),
    userById: async (userId) => ({ id: userId, role: 'edu_student', edu_id: 1 }),
    tickets: new ChannelTickets(database.db),
    jupyter,
    kernels: new KernelStore(database.db),
    limits: settings.limits,
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const headers = (u: number): Record<string, string> => ({ Authorization: `Bearer bench-${u}`, 'X-User-Id': String(u), 'Content-Type': 'application/json' });
  const startSession = async (u: number, path: string, via = base): Promise<{ id: string; kernel: { id: string } }> => {
    const res = await fetch(`${via}/notebook/api/sessions?user_id=${u}`, { method: 'POST', headers: headers(u), body: JSON.stringify({ path, type: 'notebook', kernel: { name: 'python3' } }) });
    if (res.status !== 201) throw new Error(`session start ${res.status}: ${await res.text()}`);
    return (await res.json()) as { id: string; kernel: { id: string } };
  };
  const viaGateway = (u: number, kernel: string): Promise<Channel> =>
    Channel.open(`${base.replace(/^http/, 'ws')}/notebook/api/kernels/${kernel}/channels?session_id=${randomUUID()}&user_id=${u}`, { Authorization: `Bearer bench-${u}` });
  const direct = (j: JupyterProcess, kernel: string): Promise<Channel> =>
    Channel.open(`${j.url.replace(/^http/, 'ws')}api/kernels/${kernel}/channels?session_id=${randomUUID()}`, { Authorization: `token ${j.token}` });

  const load = (): string => loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`machine: ${cpus().length} cores, load average ${load()} (absolute times need an otherwise idle machine; the ratio does not)`);
  console.log(`notebook bench: sandbox ${jupyter.sandbox.mode}, cgroup ${jupyter.sandbox.cgroup ? `v${jupyter.sandbox.cgroup.version}` : 'none'}, ${ROUND_TRIPS} round trips each`);

  // 1. Round trip 1+1: gateway vs direct, interleaved so both see the same machine state.
  const s1 = await startSession(1, 'rt.ipynb');
  const gw = await viaGateway(1, s1.kernel.id);
  const dj = await direct(jupyter, s1.kernel.id);
  for (let i = 0; i < 30; i += 1) {
    await gw.execute('1+1');
    await dj.execute('1+1');
  }
  const g: number[] = [];
  const d: number[] = [];
  for (let i = 0; i < ROUND_TRIPS; i += 1) {
    g.push(await gw.execute('1+1'));
    d.push(await dj.execute('1+1'));
  }
  const ratio = pct(g, 50) / pct(d, 50);
  console.log('\n1+1 round trip (execute_request → execute_reply + idle)');
  console.log(`  direct to Jupyter   median ${ms(pct(d, 50))}  p99 ${ms(pct(d, 99))}`);
  console.log(`  through the gateway median ${ms(pct(g, 50))}  p99 ${ms(pct(g, 99))}`);
  console.log(`  ratio (median) ${ratio.toFixed(3)}  [target ≤ 1.15]  median ${pct(g, 50) <= 10 ? 'OK' : 'OVER'} [target ≤ 10 ms]`);
  gw.close();
  dj.close();

  // The TCP_NODELAY patch: the same direct round trip on a Jupyter without it.
  await noDelayOff.prepareUserFolder(1, '');
  const rawSession = await (async () => {
    const res = await fetch(`${noDelayOff.url}api/sessions`, {
      method: 'POST', headers: { Authorization: `token ${noDelayOff.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'u1/nd.ipynb', type: 'notebook', kernel: { name: 'python3' } }),
    });
    return (await res.json()) as { kernel: { id: string } };
  })();
  const nd = await direct(noDelayOff, rawSession.kernel.id);
  const ndTimes: number[] = [];
  for (let i = 0; i < 40; i += 1) ndTimes.push(await nd.execute('1+1'));
  console.log(`  direct WITHOUT the TCP_NODELAY patch: median ${ms(pct(ndTimes.slice(10), 50))} (the patch saves ${ms(pct(ndTimes.slice(10), 50) - pct(d, 50))})`);
  nd.close();
  await noDelayOff.close();
  rmSync(noDelayDir, { recursive: true, force: true });

  // 2. Kernel start → idle, and memory per idle kernel.
  const starts: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const t0 = performance.now();
    const s = await startSession(2, `start-${i}.ipynb`);
    const ch = await viaGateway(2, s.kernel.id);
    await ch.request('kernel_info_request', {});
    starts.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 300));
    rss.push(rssOfUid(settings.sandboxLimits.uidBase + 2));
    ch.close();
    await fetch(`${base}/notebook/api/sessions/${s.id}`, { method: 'DELETE', headers: headers(2), body: '{}' });
  }
  console.log('\nkernel start (POST session → kernel_info_reply through the gateway)');
  console.log(`  median of 10 ${ms(pct(starts, 50))}  min ${ms(sorted(starts)[0]!)}  max ${ms(sorted(starts)[9]!)}  [target ≤ 1 s]`);
  console.log(`  memory per idle kernel (RSS of the kernel uid's processes) median ${pct(rss, 50).toFixed(1)} MiB`);

  // 3. 20 students at once while one more runs an endless loop.
  const loopSession = await startSession(99, 'loop.ipynb');
  const loop = await viaGateway(99, loopSession.kernel.id);
  const students = await Promise.all(
    Array.from({ length: STUDENTS }, async (_, i) => {
      const u = 100 + i;
      const s = await startSession(u, 'class.ipynb');
      const ch = await viaGateway(u, s.kernel.id);
      await ch.execute('1+1');
      return ch;
    }),
  );
  loop.send('while True:\n    pass');
  await new Promise((r) => setTimeout(r, 500));
  const burst: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    burst.push(...(await Promise.all(students.map((ch) => ch.execute('1+1')))));
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`\n${STUDENTS} students run 1+1 at once (10 rounds) while one more runs an endless loop`);
  console.log(`  median ${ms(pct(burst, 50))}  p95 ${ms(pct(burst, 95))}  max ${ms(sorted(burst)[burst.length - 1]!)}  [target p95 ≤ 200 ms]`);

  console.log(`\nload average at the end: ${load()}`);
  for (const ch of students) ch.close();
  loop.close();
  await app.close();
  await jupyter.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The first cell of the seeded case 1 (issue 14: "run its first cell"), and the data it reads. */
const FIRST_CELL = "import numpy as np\nimport pandas as pd\nimport matplotlib.pyplot as plt\n\nprices = pd.read_csv('prices.csv', parse_dates=['date'], index_col='date')\nprices.head()";
function pricesCsv(): Uint8Array {
  const rows = ['date,AAA,BBB,CCC'];
  for (let d = 0; d < 250; d += 1) {
    const day = new Date(Date.UTC(2024, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
    rows.push(`${day},${(100 + Math.sin(d / 9) * 5).toFixed(2)},${(50 + d * 0.1).toFixed(2)},${(20 + Math.cos(d / 5)).toFixed(2)}`);
  }
  return Buffer.from(`${rows.join('\n')}\n`);
}

interface ClassRun {
  label: string;
  ready: number[];
  output: number[];
  failures: string[];
  idleMb: number;
  afterCellMb: number;
  fillS: number | null;
  load: string;
}

/** One class: `n` students arrive evenly within `spreadMs`, each opens the case and runs its first cell. */
async function classRun(label: string, n: number, poolSize: number, preload: string): Promise<ClassRun> {
  const dataDir = mkdtempSync('/tmp/nbk-');
  // No home quota here: creating a loop-mounted home image per student is not what is measured.
  const settings = notebookSettingsFromEnv({
    ...process.env, DATA_DIR: dataDir, NOTEBOOK_HOME_QUOTA_MB: '0', NOTEBOOK_CELL_TIMEOUT_S: '600',
    NOTEBOOK_MAX_KERNELS: String(n * 3 + 20), NOTEBOOK_KERNEL_POOL_SIZE: String(poolSize), NOTEBOOK_KERNEL_POOL_PRELOAD: preload,
  });
  const app = Fastify({ logger: { level: 'error' } });
  const database = await openMemoryDatabase();
  const jupyter = await JupyterProcess.start(settings, app.log);
  const kernels = new KernelStore(database.db);
  const host = jupyter.pool;
  if (poolSize > 0 && !host) throw new Error(`the kernel pool needs the bubblewrap sandbox (sandbox here: ${jupyter.sandbox.mode})`);
  const pool = poolSize > 0 && host
    ? new KernelPool({ size: poolSize, host, jupyter: new JupyterApi(jupyter), kernels, caps: settings.limits, log: app.log })
    : null;
  await app.register(notebookGateway, {
    authenticate: async (token, userId) => (token === `bench-${userId}` ? { id: Number(userId), role: 'edu_student', edu_id: 1 } : null),
    userById: async (userId) => ({ id: userId, role: 'edu_student', edu_id: 1 }),
    tickets: new ChannelTickets(database.db),
    jupyter,
    kernels,
    limits: settings.limits,
    pool,
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const headers = (u: number): Record<string, string> => ({ Authorization: `Bearer bench-${u}`, 'X-User-Id': String(u), 'Content-Type': 'application/json' });
  const channels: Channel[] = [];
  const open = async (u: number, path: string): Promise<Channel> => {
    const res = await fetch(`${base}/notebook/api/sessions?user_id=${u}`, { method: 'POST', headers: headers(u), body: JSON.stringify({ path, type: 'notebook', kernel: { name: 'python3' } }) });
    if (res.status !== 201) throw new Error(`session start ${res.status}: ${await res.text()}`);
    const session = (await res.json()) as { kernel: { id: string } };
    const ch = await Channel.open(`${base.replace(/^http/, 'ws')}/notebook/api/kernels/${session.kernel.id}/channels?session_id=${randomUUID()}&user_id=${u}`, { Authorization: `Bearer bench-${u}` });
    channels.push(ch);
    return ch;
  };
  const prices = pricesCsv();
  const students = Array.from({ length: n }, (_, i) => 1000 + i);
  await Promise.all([...students, 900, 901, 902].map((u) => jupyter.writeUserFiles(u, 'case', [{ filename: 'prices.csv', bytes: prices }])));

  let fillS: number | null = null;
  if (pool) {
    const t0 = performance.now();
    pool.start();
    if (!(await pool.filled(poolSize, 600_000))) throw new Error('the pool did not fill');
    fillS = (performance.now() - t0) / 1000;
  }
  // Memory per idle kernel: three kernels opened one after the other, measured idle (the pool refills after).
  const idle: number[] = [];
  for (const u of [900, 901, 902]) {
    const ch = await open(u, 'case/idle.ipynb');
    await ch.request('kernel_info_request', {});
    await new Promise((r) => setTimeout(r, 500));
    idle.push(rssOfUid(settings.sandboxLimits.uidBase + u));
  }
  if (pool && !(await pool.filled(poolSize, 600_000))) throw new Error('the pool did not refill');
  await new Promise((r) => setTimeout(r, 2000)); // let the machine settle

  const load = loadavg().map((l) => l.toFixed(1)).join(' ');
  const ready: number[] = [];
  const output: number[] = [];
  const failures: string[] = [];
  const spreadMs = 10_000;
  await Promise.all(
    students.map(async (u, i) => {
      await new Promise((r) => setTimeout(r, (i * spreadMs) / n));
      const t0 = performance.now();
      try {
        const ch = await open(u, 'case/case.ipynb');
        await ch.request('kernel_info_request', {});
        ready.push(performance.now() - t0);
        const result = await ch.run(FIRST_CELL);
        if (result.error) failures.push(result.error);
        else output.push(performance.now() - t0 - result.done + result.first);
      } catch (err) {
        failures.push(String(err));
      }
    }),
  );
  const afterCell = sorted(students.slice(0, 5).map((u) => rssOfUid(settings.sandboxLimits.uidBase + u)));
  for (const ch of channels) ch.close();
  await pool?.close();
  await app.close();
  await jupyter.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { label, ready, output, failures, idleMb: pct(idle, 50), afterCellMb: afterCell[2] ?? NaN, fillS, load };
}

async function classBench(n: number): Promise<void> {
  const s = (x: number): string => `${(x / 1000).toFixed(2)} s`;
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} (shared: absolute times need an otherwise idle machine; compare the runs)`);
  console.log(`class bench: ${n} students open the case within 10 s and run its first cell (numpy, pandas, matplotlib, read_csv, head())`);
  const runs = [
    await classRun('no pool', n, 0, ''),
    await classRun(`pool of ${n}`, n, n, ''),
    await classRun(`pool of ${n}, preload numpy,pandas,matplotlib.pyplot`, n, n, 'numpy,pandas,matplotlib.pyplot'),
  ];
  for (const r of runs) {
    console.log(`\n${r.label}${r.fillS !== null ? ` (filled in ${r.fillS.toFixed(1)} s before the class)` : ''}, load average at the start ${r.load}`);
    if (r.ready.length > 0) console.log(`  kernel ready  p50 ${s(pct(r.ready, 50))}  p95 ${s(pct(r.ready, 95))}  p99 ${s(pct(r.ready, 99))}`);
    if (r.output.length > 0) console.log(`  first output  p50 ${s(pct(r.output, 50))}  p95 ${s(pct(r.output, 95))}  p99 ${s(pct(r.output, 99))}  ${pct(r.output, 95) <= 2000 ? 'OK' : 'OVER'} [target p95 ≤ 2 s with the pool]`);
    console.log(`  memory per idle kernel ${r.idleMb.toFixed(1)} MiB, after the first cell ${r.afterCellMb.toFixed(1)} MiB (RSS of the kernel's uid, median)`);
    if (r.failures.length > 0) console.log(`  FAILED ${r.failures.length} of ${n}: ${[...new Set(r.failures)].slice(0, 3).join(' | ')}`);
  }
  const [plain, pooled, preloaded] = runs as [ClassRun, ClassRun, ClassRun];
  if (plain.output.length > 0 && pooled.output.length > 0 && preloaded.output.length > 0) {
    console.log(`\np95 first output, pool / no pool: ${(pct(pooled.output, 95) / pct(plain.output, 95)).toFixed(2)}; pool with preload / no pool: ${(pct(preloaded.output, 95) / pct(plain.output, 95)).toFixed(2)}`);
  }
  console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
}

const classAt = process.argv.indexOf('--class');
const classSize = classAt >= 0 ? Number(process.argv[classAt + 1]) : 0;
if (classAt >= 0 && !(Number.isInteger(classSize) && classSize > 0)) {
  console.error('usage: bench:notebook [-- --class <students>]');
  process.exit(2);
}
(classAt >= 0 ? classBench(classSize) : main()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
