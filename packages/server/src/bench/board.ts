// `npm run bench:board -- [--teams 2000] [--boards 500] [--rate 20] [--seconds 60] [--kill]`: the live board of a
// data-modelling session against the built server (dist/main.js, its own process) on a fresh PostgreSQL database
// (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). `--teams` teams are registered (written
// straight to the database), `--boards` board streams are opened (each with its own ticket), and participants submit
// predictions through the API at `--rate` a second for `--seconds`; the server's workers score them. Every board
// refetches its page after an event at most every `--refetch` seconds (as CompetitionBoard does). Prints the time from
// each score's write to the last open board receiving it, the board query latencies, memory, and an audit of
// accepted against scored submissions. `--kill` SIGKILLs the server twice during the run and restarts it; the boards
// reconnect with new tickets and Last-Event-ID.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../config.js';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Options {
  teams: number;
  boards: number;
  rate: number;
  seconds: number;
  refetch: number;
  kill: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { teams: 2000, boards: 500, rate: 20, seconds: 60, refetch: 5, kill: false };
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i]!.replace(/^--/, '') as keyof Options;
    if (name === 'kill') {
      options.kill = true;
      continue;
    }
    if (!(name in options)) throw new Error(`unknown option ${argv[i]} (use --teams N --boards N --rate N --seconds S --refetch S --kill)`);
    const value = Number(argv[i + 1]);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
    (options as unknown as Record<string, number>)[name] = value;
    i += 1;
  }
  return options;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
const fmt = (ms: number) => ms.toFixed(0);

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

class ServerProcess {
  child: ChildProcess | null = null;
  peakRssKb = 0;
  #stderr = '';
  #sampler: NodeJS.Timeout | null = null;

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    readonly base: string,
  ) {}

  async start(): Promise<number> {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(here, '..', 'main.js')], { env: this.env, cwd: path.join(here, '..', '..'), stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    child.stderr!.on('data', (chunk: Buffer) => (this.#stderr = (this.#stderr + chunk.toString()).slice(-4000)));
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${this.#stderr}`);
      if (await fetch(`${this.base}/api/health`).then((r) => r.status === 200, () => false)) break;
      if (performance.now() - started > 120_000) throw new Error(`server did not start within 120 s: ${this.#stderr}`);
      await sleep(20);
    }
    this.#sampler ??= setInterval(() => this.#sample(), 250);
    return performance.now() - started;
  }

  #sample(): void {
    const pid = this.child?.pid;
    if (pid === undefined || this.child?.exitCode !== null) return;
    try {
      const hwm = /VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (hwm) this.peakRssKb = Math.max(this.peakRssKb, Number(hwm));
    } catch {
      // gone between the check and the read
    }
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (child === null || child.exitCode !== null) return;
    this.#sample();
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }

  async stop(): Promise<void> {
    if (this.#sampler) clearInterval(this.#sampler);
    await this.kill('SIGTERM');
  }
}

interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

interface Who {
  headers: Record<string, string>;
}

async function call<T>(base: string, method: string, url: string, as?: Who, body?: unknown, timeoutMs = 30_000): Promise<Envelope<T>> {
  const res = await fetch(base + url, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(as?.headers ?? {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return (await res.json()) as Envelope<T>;
}

async function login(base: string, username: string, password: string): Promise<Who> {
  const res = await call<{ api_token: string; id: number }>(base, 'POST', '/api/admin/login', undefined, { username, password }, 120_000);
  if (res.code !== 1) throw new Error(`login ${username}: ${res.message}`);
  return { headers: { authorization: `Bearer ${res.data.api_token}`, 'x-user-id': String(res.data.id) } };
}

/** Uploads `text` through the upload calls (local disk); answers the uploader's link. */
async function upload(base: string, as: Who, filename: string, text: string): Promise<string> {
  const bytes = Buffer.from(text);
  const md5 = createHash('md5').update(bytes).digest('hex');
  const created = await call<{ id: string; part_count: number; part_size: number; file: { url: string } | null }>(base, 'POST', '/api/admin/upload', as, { filename, size: bytes.length, md5 });
  if (created.code !== 1) throw new Error(`upload: ${created.message}`);
  if (created.data.file !== null) return created.data.file.url;
  const numbers = Array.from({ length: created.data.part_count }, (_, i) => i + 1);
  const signed = await call<{ parts: Array<{ part_number: number; url: string }> }>(base, 'POST', `/api/admin/upload/${created.data.id}/sign`, as, { part_numbers: numbers });
  for (const part of signed.data.parts) {
    const body = bytes.subarray((part.part_number - 1) * created.data.part_size, part.part_number * created.data.part_size);
    const res = await fetch(base + part.url, { method: 'PUT', body: new Uint8Array(body) });
    await call(base, 'POST', `/api/admin/upload/${created.data.id}/part`, as, { part_number: part.part_number, etag: res.headers.get('etag') ?? '', size: body.length });
  }
  const done = await call<{ url: string }>(base, 'POST', `/api/admin/upload/${created.data.id}/complete`, as, {});
  if (done.code !== 1) throw new Error(`complete: ${done.message}`);
  return done.data.url;
}

// ───────────────────────────── the board connections

interface Received {
  at: number;
  eventAt: number;
}

class BoardConnection {
  readonly received: Received[] = [];
  lastId = '';
  #stopped = false;
  #lastRefetch = 0;

  constructor(
    private readonly server: ServerProcess,
    private readonly sessionId: number,
    private readonly as: Who,
    private readonly refetchMs: number,
    private readonly boardLatencies: number[],
  ) {}

  async run(): Promise<void> {
    while (!this.#stopped) {
      try {
        await this.#open();
      } catch {
        // the server is down (killed) or the stream ended: reconnect like EventSource, after its retry delay
      }
      if (!this.#stopped) await sleep(1000 + Math.random() * 1000);
    }
  }

  stop(): void {
    this.#stopped = true;
  }

  async #open(): Promise<void> {
    const base = this.server.base;
    const ticket = await fetch(`${base}/api/competition/session/${this.sessionId}/board/ticket`, { method: 'POST', headers: this.as.headers });
    const cookie = (ticket.headers.get('set-cookie') ?? '').split(';')[0]!;
    const res = await fetch(`${base}/api/competition/session/${this.sessionId}/board/stream`, { headers: { cookie, ...(this.lastId ? { 'last-event-id': this.lastId } : {}) } });
    if (!res.ok || res.body === null) throw new Error(`stream: ${res.status}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    while (!this.#stopped) {
      const chunk = await reader.read();
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        const id = /^id: (.*)$/m.exec(block)?.[1];
        if (data === undefined || id === undefined) continue;
        const event = JSON.parse(data) as { at: string };
        this.received.push({ at: Date.now(), eventAt: Date.parse(event.at) });
        this.lastId = id;
        this.#maybeRefetch();
      }
    }
    await reader.cancel();
  }

  #maybeRefetch(): void {
    const now = Date.now();
    if (now - this.#lastRefetch < this.refetchMs) return;
    this.#lastRefetch = now;
    const started = performance.now();
    void call(this.server.base, 'GET', `/api/competition/session/${this.sessionId}/board?page=1&page_size=50`, this.as).then(
      (res) => {
        if (res.code === 1) this.boardLatencies.push(performance.now() - started);
      },
      () => undefined,
    );
  }
}

// ───────────────────────────── set-up straight in the database

const TEST_ROWS = 2000;

function labelsCsv(): string {
  const lines = ['id,target'];
  for (let i = 1; i <= TEST_ROWS; i += 1) lines.push(`${i},${(i * 2654435761) % 7 < 2 ? 1 : 0}`);
  return lines.join('\n') + '\n';
}

function predictionsCsv(quality: number, salt: number): string {
  const lines = ['id,target'];
  for (let i = 1; i <= TEST_ROWS; i += 1) {
    const label = (i * 2654435761) % 7 < 2 ? 1 : 0;
    const noise = ((i * 7919 + salt * 104729) % 1000) / 1000;
    lines.push(`${i},${(quality * label + (1 - quality) * noise).toFixed(4)}`);
  }
  return lines.join('\n') + '\n';
}

async function setup(db: pg.Client, options: Options, submitters: number, labelsKey: string): Promise<{ sessionId: number; usernames: string[] }> {
  const [{ password }] = (await db.query<{ password: string }>(`select password from users where username = 'competitor1'`)).rows as [{ password: string }];
  const competition = (await db.query<{ id: number }>(
    `insert into competitions (title, kind, registration_start, registration_end, visibility, status) values ('bench:board', 'individual', now() - interval '10 days', now() - interval '1 day', 'public', 'running') returning id`,
  )).rows[0]!.id;
  const group = (await db.query<{ id: number }>(`insert into competition_groups (competition_id, name) values ($1, '本科组') returning id`, [competition])).rows[0]!.id;
  const session = (await db.query<{ id: number }>(
    `insert into competition_sessions (competition_id, stage, title, kind, start_at, end_at, metric, direction, public_percent, split_seed, daily_limit, finals_limit, labels_file, id_column, target_column)
     values ($1, 'preliminary', 'bench 初赛', 'modelling', now() - interval '1 day', now() + interval '1 day', 'auc', 'max', 30, 1, 100000, 2, $2, 'id', 'target') returning id`,
    [competition, labelsKey],
  )).rows[0]!.id;
  const tag = randomBytes(3).toString('hex');
  const usernames: string[] = [];
  for (let start = 0; start < options.teams; start += 500) {
    const n = Math.min(500, options.teams - start);
    const names = Array.from({ length: n }, (_, i) => `b${tag}_${start + i}`);
    usernames.push(...names);
    const users = await db.query<{ id: number; username: string }>(
      `insert into users (username, name, role, password) select u, '选手' || u, 'competitor', $2 from unnest($1::text[]) as u returning id, username`,
      [names, password],
    );
    const ids = users.rows.map((r) => r.id);
    const teams = await db.query<{ id: number; captain_id: number }>(
      `insert into competition_teams (competition_id, group_id, name, captain_id, invite_code)
       select $1, $2, '队伍 ' || u.id, u.id, 'B' || $3 || u.id from unnest($4::int[]) as u(id) returning id, captain_id`,
      [competition, group, tag, ids],
    );
    await db.query(
      `insert into competition_participants (competition_id, user_id, group_id, status, team_id) select $1, t.captain, $2, 'accepted', t.id from unnest($3::int[], $4::int[]) as t(id, captain)`,
      [competition, group, teams.rows.map((r) => r.id), teams.rows.map((r) => r.captain_id)],
    );
  }
  return { sessionId: session, usernames: usernames.slice(0, submitters) };
}

// ───────────────────────────── the run

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const password = loadConfig({}).demoPassword;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const dbName = `finedu_board_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${dbName}"`);
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finedu-board-bench-'));
  const port = await freePort();
  const server = new ServerProcess(
    { ...process.env, DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString(), LOG_LEVEL: 'warn', NOTEBOOK_ENABLED: '0', HOST: '127.0.0.1', PORT: String(port), LOGIN_RATE_MAX: '1000000', STORAGE_LINK_TTL: '86400' },
    `http://127.0.0.1:${port}`,
  );
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  const connections: BoardConnection[] = [];
  try {
    console.log(`bench:board — ${options.teams} teams, ${options.boards} open boards, ${options.rate} submissions/s for ${options.seconds} s${options.kill ? ', 2 kills' : ''}`);
    console.log(`  server started in ${((await server.start()) / 1000).toFixed(1)} s on database ${dbName}`);
    await db.connect();
    const base = server.base;
    const organizer = await login(base, 'admin', password);
    const labelsUrl = await upload(base, organizer, 'labels.csv', labelsCsv());
    const labelsKey = decodeURIComponent(new URL(labelsUrl, base).pathname.replace(/^\/storage\//, ''));
    const submitters = Math.min(options.teams, Math.max(10, options.rate));
    const { sessionId, usernames } = await setup(db, options, submitters, labelsKey);
    // Sign-ins hash passwords at the production cost: a few at a time.
    const participants: Who[] = [];
    for (let i = 0; i < usernames.length; i += 4) participants.push(...(await Promise.all(usernames.slice(i, i + 4).map((u) => login(base, u, password)))));
    const files = await Promise.all(participants.map((p, i) => upload(base, p, `pred-${i}.csv`, predictionsCsv(0.2 + (0.75 * i) / participants.length, i))));
    console.log(`  set up: ${options.teams} teams, ${participants.length} submitting teams with their files, test set of ${TEST_ROWS} rows`);

    const boardLatencies: number[] = [];
    for (let i = 0; i < options.boards; i += 1) {
      connections.push(new BoardConnection(server, sessionId, participants[i % participants.length]!, options.refetch * 1000, boardLatencies));
    }
    const running = connections.map((c) => c.run());
    await sleep(3000);
    console.log(`  ${options.boards} board streams open`);

    const accepted: number[] = [];
    let refused = 0;
    let errors = 0;
    const started = Date.now();
    const kills = options.kill ? [0.3, 0.65].map((f) => started + f * options.seconds * 1000) : [];
    const restarts: number[] = [];
    let n = 0;
    const pending: Array<Promise<void>> = [];
    while (Date.now() - started < options.seconds * 1000) {
      const due = started + (n * 1000) / options.rate;
      if (due > Date.now()) await sleep(due - Date.now());
      if (kills.length > 0 && Date.now() >= kills[0]!) {
        kills.shift();
        await server.kill('SIGKILL');
        const ms = await server.start();
        restarts.push(ms);
        console.log(`  killed the server (SIGKILL) and restarted it in ${(ms / 1000).toFixed(1)} s`);
      }
      const i = n % participants.length;
      n += 1;
      pending.push(
        call<{ id: number }>(base, 'POST', `/api/competition/session/${sessionId}/submission`, participants[i], { file: files[i], filename: `pred-${i}.csv` }).then(
          (res) => {
            if (res.code === 1) accepted.push(res.data.id);
            else refused += 1;
          },
          () => {
            errors += 1;
          },
        ),
      );
    }
    await Promise.all(pending);
    // Let the workers finish what was accepted (bounded), and the last events arrive.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const left = Number((await db.query(`select count(*) from competition_submissions where session_id = $1 and status in ('queued', 'scoring')`, [sessionId])).rows[0].count);
      if (left === 0 || Date.now() > deadline) break;
      await sleep(250);
    }
    await sleep(2000);
    for (const c of connections) c.stop();
    await server.stop();
    await Promise.race([Promise.all(running), sleep(3000)]);

    // write → last board: for each score, the time the last open board received an event written at or after it.
    const scored = (await db.query<{ id: number; scored_at: Date; writes: number; status: string }>(`select id, scored_at, writes, status from competition_submissions where session_id = $1 and status <> 'invalid'`, [sessionId])).rows;
    const delays: number[] = [];
    const perConnection = connections.map((c) => c.received.slice().sort((a, b) => a.eventAt - b.eventAt));
    for (const row of scored) {
      if (row.status !== 'scored') continue;
      const written = row.scored_at.getTime();
      let last = 0;
      for (const list of perConnection) {
        // the first receipt of an event that includes this score
        let lo = 0;
        let hi = list.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (list[mid]!.eventAt < written) lo = mid + 1;
          else hi = mid;
        }
        let first = Number.POSITIVE_INFINITY;
        for (let k = lo; k < list.length; k += 1) first = Math.min(first, list[k]!.at);
        if (Number.isFinite(first)) last = Math.max(last, first);
      }
      if (last > 0) delays.push(last - written);
    }
    delays.sort((a, b) => a - b);
    boardLatencies.sort((a, b) => a - b);
    const ids = new Set(scored.filter((r) => r.status === 'scored').map((r) => r.id));
    const lost = accepted.filter((id) => !ids.has(id)).length;
    const duplicated = scored.filter((r) => r.writes > 1).length;
    const failed = scored.filter((r) => r.status === 'failed').length;
    const byStatus = (await db.query<{ status: string; n: string; error: string | null }>(`select status, count(*) as n, max(error) as error from competition_submissions where session_id = $1 group by status`, [sessionId])).rows;
    console.log(`  stored: ${byStatus.map((r) => `${r.status} ${r.n}${r.error ? ` (${r.error.slice(0, 120)})` : ''}`).join(', ')}`);
    console.log(`  submissions: ${n} sent, ${accepted.length} accepted, ${refused} refused, ${errors} without an answer (server down), ${failed} failed scoring`);
    console.log(`  board page GET: ${boardLatencies.length} requests, p50=${fmt(percentile(boardLatencies, 50))} p95=${fmt(percentile(boardLatencies, 95))} p99=${fmt(percentile(boardLatencies, 99))} ms`);
    console.log(`  memory: server peak RSS ${(server.peakRssKb / 1024).toFixed(0)} MiB; bench ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB; ${os.cpus().length} cores`);
    if (restarts.length > 0) console.log(`  restarts: ${restarts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`);
    console.log(`board update p50=${fmt(percentile(delays, 50))} p95=${fmt(percentile(delays, 95))} p99=${fmt(percentile(delays, 99))} ms`);
    console.log(`accepted=${accepted.length} scored=${accepted.length - lost} lost=${lost} duplicated=${duplicated}`);
    process.exitCode = lost === 0 && duplicated === 0 ? 0 : 1;
  } finally {
    for (const c of connections) c.stop();
    await server.stop().catch(() => undefined);
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
