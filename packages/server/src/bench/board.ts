// `npm run bench:board -- [--teams 2000] [--boards 500] [--rate 20] [--seconds 60] [--refetch 0.2] [--kill]`: the live
// board of a data-modelling session against the built server (dist/main.js, its own process) on a fresh PostgreSQL
// database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). `--teams` teams are registered
// (written straight to the database), `--boards` board streams are opened (each with its own ticket), and
// participants submit predictions through the API at `--rate` a second for `--seconds`; the server's workers score
// them. Each board does what CompetitionBoardSlot does: it loads its page when its stream opens, shows the page an
// event carries, and refetches its page (throttled to one per `--refetch` seconds) after an event without one.
// Prints, for each score, the time from its write to the last open board showing it (`board update`; the event
// alone, `event received`), the board page GET latencies (the boards' own and a steady sampler of 10 a second over
// every page), memory, and an audit of accepted against scored submissions. `--kill` SIGKILLs the server twice
// during the run and restarts it; the boards reconnect with new tickets and Last-Event-ID.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { callApi, freePort, percentiles, scratchDatabase, SERVER_MAIN, serverEnv, ServerProcess, signIn, sleep, type Envelope, type SignedIn } from './harness.js';

interface Options {
  teams: number;
  boards: number;
  rate: number;
  seconds: number;
  refetch: number;
  kill: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { teams: 2000, boards: 500, rate: 20, seconds: 60, refetch: 0.2, kill: false };
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

/** The page size the boards show (the board's default, and the page the stream pushes). */
const PAGE_SIZE = 50;

type Who = Pick<SignedIn, 'headers'>;

const call = <T>(base: string, method: string, url: string, as?: Who, body?: unknown, timeoutMs = 30_000): Promise<Envelope<T>> =>
  callApi<T>(base, method, url, as?.headers, body, timeoutMs);

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

/** A moment a board had something: received at `at`, standing for every score written by `covers`. */
interface Received {
  at: number;
  covers: number;
}

interface BoardEventData {
  at: string;
  board?: { page: number; page_size: number; version: number };
  change?: { from_version: number; version: number; page_size: number };
}

class BoardConnection {
  /** Events received (the change announced). */
  readonly events: Received[] = [];
  /** Pages shown: pushed with an event, or fetched. */
  readonly pages: Received[] = [];
  lastId = '';
  /** The version of the page shown (a change applies only to the version it was made against). */
  #version = -1;
  #stopped = false;
  #refetch: NodeJS.Timeout | null = null;

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
    if (this.#refetch !== null) clearTimeout(this.#refetch);
  }

  async #open(): Promise<void> {
    const base = this.server.base;
    const ticket = await fetch(`${base}/api/competition/session/${this.sessionId}/board/ticket`, { method: 'POST', headers: this.as.headers });
    const cookie = (ticket.headers.get('set-cookie') ?? '').split(';')[0]!;
    const res = await fetch(`${base}/api/competition/session/${this.sessionId}/board/stream`, { headers: { cookie, ...(this.lastId ? { 'last-event-id': this.lastId } : {}) } });
    if (!res.ok || res.body === null) throw new Error(`stream: ${res.status}`);
    this.#fetchPage(); // the board loads its page as it opens
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
        const event = JSON.parse(data) as BoardEventData;
        const received = { at: Date.now(), covers: Date.parse(event.at) };
        this.events.push(received);
        this.lastId = id;
        // The page the board shows (the first, at the default size) came with the event, whole or as a change of
        // the version shown: nothing to fetch.
        const { board, change } = event;
        if (board?.page === 1 && board.page_size === PAGE_SIZE) this.#shown(board.version, received);
        else if (change !== undefined && change.page_size === PAGE_SIZE && change.from_version === this.#version) this.#shown(change.version, received);
        else this.#refetchSoon();
      }
    }
    await reader.cancel();
  }

  #shown(version: number, received: Received): void {
    this.#version = Math.max(this.#version, version);
    this.pages.push(received);
  }

  /** At most one refetch per `refetchMs` after events without the page (useBoardStream's throttle). */
  #refetchSoon(): void {
    if (this.#refetch !== null) return;
    this.#refetch = setTimeout(() => {
      this.#refetch = null;
      if (!this.#stopped) this.#fetchPage();
    }, this.refetchMs);
  }

  #fetchPage(): void {
    const covers = Date.now();
    const started = performance.now();
    void call<{ version: number }>(this.server.base, 'GET', `/api/competition/session/${this.sessionId}/board?page=1&page_size=${PAGE_SIZE}`, this.as).then(
      (res) => {
        if (res.code !== 1) return;
        this.boardLatencies.push(performance.now() - started);
        this.#shown(res.data.version, { at: Date.now(), covers });
      },
      () => undefined,
    );
  }
}

/** A steady reader of board pages (every page, 10 a second), timing the board call whatever the boards do. */
async function samplePages(server: ServerProcess, sessionId: number, readers: Who[], pages: number, until: () => boolean, latencies: number[]): Promise<void> {
  for (let n = 0; !until(); n += 1) {
    const started = performance.now();
    const page = 1 + (n % pages);
    void call(server.base, 'GET', `/api/competition/session/${sessionId}/board?page=${page}&page_size=${PAGE_SIZE}`, readers[n % readers.length]).then(
      (res) => {
        if (res.code === 1) latencies.push(performance.now() - started);
      },
      () => undefined,
    );
    await sleep(100);
  }
}

/** For each score written at `written`, when the last board had something covering it (ms after the write). */
function lastBoardDelays(written: readonly number[], boards: ReadonlyArray<readonly Received[]>): number[] {
  // Per board, by `covers`: the earliest receipt of anything covering `t` is the minimum over the suffix from `t`.
  const lists = boards.map((list) => {
    const sorted = [...list].sort((a, b) => a.covers - b.covers);
    const earliest = sorted.map((r) => r.at);
    for (let k = earliest.length - 2; k >= 0; k -= 1) earliest[k] = Math.min(earliest[k]!, earliest[k + 1]!);
    return { covers: sorted.map((r) => r.covers), earliest };
  });
  const delays: number[] = [];
  for (const t of written) {
    let last = 0;
    for (const { covers, earliest } of lists) {
      let lo = 0;
      let hi = covers.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (covers[mid]! < t) lo = mid + 1;
        else hi = mid;
      }
      if (lo < covers.length) last = Math.max(last, earliest[lo]!);
    }
    if (last > 0) delays.push(last - t);
  }
  return delays;
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
  const password = loadConfig({}).demoPassword;
  const database = await scratchDatabase('finedu_board_bench');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finedu-board-bench-'));
  const port = await freePort();
  const server = new ServerProcess(serverEnv(dataDir, database.url, port, { STORAGE_LINK_TTL: '86400' }), `http://127.0.0.1:${port}`);
  const db = new pg.Client({ connectionString: database.url });
  const connections: BoardConnection[] = [];
  let sampling = true;
  try {
    console.log(`bench:board — ${options.teams} teams, ${options.boards} open boards, ${options.rate} submissions/s for ${options.seconds} s${options.kill ? ', 2 kills' : ''}`);
    console.log(`  server started in ${((await server.start()) / 1000).toFixed(1)} s on database ${database.name}`);
    await db.connect();
    const base = server.base;
    const login = (username: string) => signIn(base, username, password);
    const organizer = await login('admin');
    const labelsUrl = await upload(base, organizer, 'labels.csv', labelsCsv());
    const labelsKey = decodeURIComponent(new URL(labelsUrl, base).pathname.replace(/^\/storage\//, ''));
    const submitters = Math.min(options.teams, Math.max(10, options.rate));
    const { sessionId, usernames } = await setup(db, options, submitters, labelsKey);
    // Sign-ins hash passwords at the production cost: a few at a time.
    const participants: Who[] = [];
    for (let i = 0; i < usernames.length; i += 4) participants.push(...(await Promise.all(usernames.slice(i, i + 4).map(login))));
    const files = await Promise.all(participants.map((p, i) => upload(base, p, `pred-${i}.csv`, predictionsCsv(0.2 + (0.75 * i) / participants.length, i))));
    console.log(`  set up: ${options.teams} teams, ${participants.length} submitting teams with their files, test set of ${TEST_ROWS} rows`);

    const boardLatencies: number[] = [];
    const sampled: number[] = [];
    for (let i = 0; i < options.boards; i += 1) {
      connections.push(new BoardConnection(server, sessionId, participants[i % participants.length]!, options.refetch * 1000, boardLatencies));
    }
    const running = connections.map((c) => c.run());
    await sleep(3000);
    console.log(`  ${options.boards} board streams open`);
    const sampler = samplePages(server, sessionId, participants, Math.ceil(options.teams / PAGE_SIZE), () => !sampling, sampled);

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
    sampling = false;
    await sampler;
    for (const c of connections) c.stop();
    await server.stop();
    await Promise.race([Promise.all(running), sleep(3000)]);

    // write → last board: for each score, when the last open board had a page (or an event) covering it.
    const scored = (await db.query<{ id: number; scored_at: Date; writes: number; status: string }>(`select id, scored_at, writes, status from competition_submissions where session_id = $1 and status <> 'invalid'`, [sessionId])).rows;
    const written = scored.filter((r) => r.status === 'scored').map((r) => r.scored_at.getTime());
    const updates = lastBoardDelays(written, connections.map((c) => c.pages));
    const events = lastBoardDelays(written, connections.map((c) => c.events));
    const ids = new Set(scored.filter((r) => r.status === 'scored').map((r) => r.id));
    const lost = accepted.filter((id) => !ids.has(id)).length;
    const duplicated = scored.filter((r) => r.writes > 1).length;
    const failed = scored.filter((r) => r.status === 'failed').length;
    const byStatus = (await db.query<{ status: string; n: string; error: string | null }>(`select status, count(*) as n, max(error) as error from competition_submissions where session_id = $1 group by status`, [sessionId])).rows;
    console.log(`  stored: ${byStatus.map((r) => `${r.status} ${r.n}${r.error ? ` (${r.error.slice(0, 120)})` : ''}`).join(', ')}`);
    console.log(`  submissions: ${n} sent, ${accepted.length} accepted, ${refused} refused, ${errors} without an answer (server down), ${failed} failed scoring`);
    console.log(`  board page GET, the boards' loads and refetches: ${boardLatencies.length} requests, ${percentiles(boardLatencies)} ms`);
    console.log(`  board page GET, sampler (10/s over every page): ${sampled.length} requests, ${percentiles(sampled)} ms`);
    console.log(`  event received (the change announced, without its page): ${percentiles(events)} ms over ${events.length} scores`);
    console.log(`  server: ${SERVER_MAIN}; CPU ${server.cpuSeconds().toFixed(1)} s; peak RSS ${(server.peakRssKb / 1024).toFixed(0)} MiB; bench ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`);
    if (restarts.length > 0) console.log(`  restarts: ${restarts.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`);
    console.log(`board update ${percentiles(updates)} ms`);
    console.log(`accepted=${accepted.length} scored=${accepted.length - lost} lost=${lost} duplicated=${duplicated}`);
    process.exitCode = lost === 0 && duplicated === 0 ? 0 : 1;
  } finally {
    sampling = false;
    for (const c of connections) c.stop();
    await server.stop().catch(() => undefined);
    await db.end().catch(() => undefined);
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
