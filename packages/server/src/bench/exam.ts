// `npm run bench:exam -- --students N --seconds S [--kill K]`: an exam sat by N students against the built server
// (dist/main.js, its own process) on a fresh PostgreSQL database. Every student starts, autosaves every 10 s for S seconds
// (random answers, increasing revisions, unacknowledged answers resent as the exam page does), then all submit within
// 60 s. Prints requests/s, latency percentiles per operation, the server's CPU and peak memory, and last an audit line
// comparing what the server stored with what it acknowledged. `--kill K` SIGKILLs the server K times during the
// autosave phase and restarts it, printing how long serving took to resume. One question is a notebook question
// (issue 16): its answers are whole notebooks as one text; after the autosave phase (and the kills) every student reloads
// the attempt as the exam page does, and the notebook it answers must be the one acknowledged (or a later one sent), and
// the audit checks each stored notebook is, byte for byte, the one sent with its revision.
// `--instances N` (N ≥ 2) runs N server processes on the one database and spreads every call over them in turn, as a
// round-robin load balancer does (a call an instance never answered, because it was just killed, goes on to the next,
// as nginx's proxy_next_upstream does); the first instance is SIGKILLed `--kill` times (default 2) and restarted. Before
// the autosave phase it measures closed-loop autosave throughput against the first instance alone and then against all
// N in the same run, and prints both and their ratio.
// The sign-in burst (issue 33): the whole class signs in within one second (each student at a random moment of it,
// then starts the exam), while `--writers W` students (default 20) who signed in earlier autosave every second, from
// a client of their own (a worker thread: other computers than the class's, so the bench's own sign-in traffic does not
// hold their saves back before they leave). It
// prints sign-in p50/p95/p99, the p99 of those saves during the burst and the servers' peak memory. `--baseline`
// first runs the burst on a fresh database against servers with PASSWORD_HASH=scrypt (the scheme before issue 33,
// scrypt N=2^17 for every hash of the class), then the whole bench with today's Argon2id, and prints both bursts and
// their ratios. `--server PATH` runs another build's dist/main.js instead of this checkout's (before/after).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, type MessagePort, parentPort, Worker, workerData } from 'node:worker_threads';
import { decodeNotebookAnswer, encodeNotebookAnswer } from '@finedu/domain';
import pg from 'pg';
import { loadConfig } from '../config.js';
import { callApi, freePort, percentile, pool, postgresUrl, scratchDatabase, serverEnv, ServerProcess, signIn, sleep, type Envelope, type ScratchDatabase, type SignedIn } from './harness.js';

const AUTOSAVE_MS = 10_000;
const SUBMIT_WINDOW_MS = 60_000;

interface Options {
  students: number;
  seconds: number;
  kill: number;
  instances: number;
  writers: number;
  /** Run the burst against PASSWORD_HASH=scrypt servers first, for a same-run before/after. */
  baseline: boolean;
  /** Another build's dist/main.js to run instead of this checkout's. */
  server: string | undefined;
}

/** How often the students already writing save during the sign-in burst, and how long the class takes to arrive. */
const BURST_SAVE_MS = 1000;
const BURST_ARRIVAL_MS = 1000;

/** Seconds of each closed-loop throughput phase (one instance, then all) with --instances 2 or more. */
const CAPACITY_SECONDS = 10;
const CAPACITY_WORKERS = 64;

function parseArgs(argv: string[]): Options {
  const options: Options = { students: 1000, seconds: 180, kill: 0, instances: 1, writers: 20, baseline: false, server: undefined };
  let killGiven = false;
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i]!.replace(/^--/, '') as keyof Options;
    if (!(name in options)) throw new Error(`unknown option ${argv[i]} (use --students N --seconds S --kill K --instances N --writers W --baseline --server PATH)`);
    if (name === 'baseline') {
      options.baseline = true;
      continue;
    }
    if (name === 'server') {
      const main = argv[i + 1];
      if (main === undefined || !fs.existsSync(main)) throw new Error(`--server needs the path of a built dist/main.js (${main ?? 'none given'})`);
      options.server = main;
      i += 1;
      continue;
    }
    const value = Number(argv[i + 1]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
    options[name] = value;
    if (name === 'kill') killGiven = true;
    i += 1;
  }
  if (options.students < 1 || options.seconds < 1) throw new Error('--students and --seconds must be at least 1');
  if (options.instances < 1 || options.instances > 8) throw new Error('--instances must be 1 to 8');
  if (options.instances > 1 && !killGiven) options.kill = 2;
  return options;
}

// ───────────────────────────── HTTP with per-operation latencies

type Op = 'login' | 'start' | 'save' | 'reload' | 'submit' | 'setup' | 'burst' | 'burstSave';
const latencies = new Map<Op, number[]>();
const failures = new Map<Op, number>();
/** Why calls failed, per operation: the envelope's message or the error's, with counts. */
const reasons = new Map<Op, Map<string, number>>();
let requests = 0;

function failed(op: Op, reason: string): void {
  failures.set(op, (failures.get(op) ?? 0) + 1);
  const mine = reasons.get(op) ?? new Map<string, number>();
  mine.set(reason, (mine.get(reason) ?? 0) + 1);
  reasons.set(op, mine);
}

/** Times one operation and counts it failed when it throws or `ok` says so. */
async function timed<T>(op: Op, work: () => Promise<T>, ok: (value: T) => boolean = () => true): Promise<T> {
  const started = performance.now();
  requests += 1;
  try {
    const value = await work();
    if (!ok(value)) failed(op, String((value as { message?: unknown }).message ?? 'refused'));
    return value;
  } catch (error) {
    failed(op, error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : String(error));
    throw error;
  } finally {
    const list = latencies.get(op) ?? [];
    list.push(performance.now() - started);
    latencies.set(op, list);
  }
}

/**
 * The instances a call may go to, taken in turn (round robin). A call that an instance never answered (refused or cut:
 * it was just killed) goes on to the next one, as nginx's proxy_next_upstream does; only when every instance failed
 * does the call fail. With one instance this is a plain call.
 */
class Spread {
  #next = 0;
  /** Calls each instance answered. */
  readonly answered: number[];

  constructor(readonly bases: readonly string[]) {
    this.answered = bases.map(() => 0);
  }

  readonly callApi = async <T>(_base: string, method: string, url: string, headers: Record<string, string> = {}, body?: unknown, timeoutMs?: number): Promise<Envelope<T>> => {
    let failure: unknown;
    // The next instance in turn, then each other one once (never the same twice, whatever other calls take meanwhile).
    const first = this.#next++ % this.bases.length;
    for (let tries = 0; tries < this.bases.length; tries += 1) {
      const i = (first + tries) % this.bases.length;
      try {
        const res = await callApi<T>(this.bases[i]!, method, url, headers, body, timeoutMs);
        this.answered[i]! += 1;
        return res;
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  };
}

const call = <T>(spread: Spread, op: Op, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> =>
  timed(op, () => spread.callApi<T>('', method, url, headers, body), (res) => res.code === 1);

// ───────────────────────────── the exam

type Session = SignedIn;

const login = (spread: Spread, username: string, password: string): Promise<Session> => timed('login', () => signIn('', username, password, spread.callApi));

const OPTIONS = ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `选项 ${key}` }));
const QUESTIONS = [
  { type: 'single', stem: '压测单选题', content: { type: 'single', options: OPTIONS, answer: 'A' } },
  { type: 'multiple', stem: '压测多选题', content: { type: 'multiple', options: OPTIONS, answer: ['A', 'C'], partial_credit: 'proportional' } },
  { type: 'judge', stem: '压测判断题', content: { type: 'judge', answer: true } },
  { type: 'blank', stem: '压测填空题 ___', content: { type: 'blank', blanks: [{ alternatives: ['beta'] }], ignore_case: true, ignore_spaces: true, wildcard: false } },
  { type: 'short', stem: '压测简答题', content: { type: 'short', reference: '' } },
  {
    type: 'notebook',
    stem: '压测笔记本题',
    content: {
      type: 'notebook',
      cells: [
        { type: 'markdown', source: '## 压测', locked: true },
        { type: 'code', source: 'import numpy as np\nprices = np.array([100.0, 101.0, 99.5])', locked: true },
        { type: 'code', source: '# 在此作答\n', locked: false },
      ],
      tests: [{ name: 'answer', code: 'assert answer == 42', points: 1 }],
    },
  },
] as const;

function randomResponse(type: (typeof QUESTIONS)[number]['type']): unknown {
  const pick = () => OPTIONS[Math.floor(Math.random() * OPTIONS.length)]!.key;
  switch (type) {
    case 'single':
      return pick();
    case 'multiple':
      return [...new Set([pick(), pick()])];
    case 'judge':
      return Math.random() < 0.5;
    case 'blank':
      return [randomBytes(3).toString('hex')];
    case 'short':
      return `答案 ${randomBytes(24).toString('hex')}`;
    case 'notebook': {
      // The starting cells, the student's cell, and sometimes one more cell: a notebook of 3–4 cells as the page saves it.
      const cells = [
        { type: 'markdown' as const, source: '## 压测', locked: true },
        { type: 'code' as const, source: 'import numpy as np\nprices = np.array([100.0, 101.0, 99.5])', locked: true },
        { type: 'code' as const, source: `r = np.diff(np.log(prices))\nanswer = ${Math.floor(Math.random() * 100)}  # ${randomBytes(16).toString('hex')}\n`, locked: false },
      ];
      if (Math.random() < 0.5) cells.push({ type: 'markdown' as const, source: `说明 ${randomBytes(8).toString('hex')}`, locked: false });
      return encodeNotebookAnswer(cells);
    }
    default:
      return type satisfies never;
  }
}

interface Student {
  username: string;
  session: Session | null;
  attemptId: number | null;
  /** Per question id: the highest revision sent, the highest acknowledged, and what still waits for an ack. */
  sent: Map<number, number>;
  acked: Map<number, number>;
  pending: Map<number, { response: unknown; revision: number }>;
  /** Notebook answers sent, by revision (what the audit compares the stored notebook with). */
  notebooks: Map<number, string>;
}

async function setUp(base: Spread, password: string, options: Options, count: number): Promise<{ students: Student[]; examId: number; questionIds: number[]; types: Map<number, (typeof QUESTIONS)[number]['type']> }> {
  const eduadmin = await login(base, 'eduadmin', password);
  const teacher = await login(base, 'teacher', password);
  const tag = randomBytes(2).toString('hex');
  // The demo college's account quota (500) would refuse a big class: the sys_admin raises it for the run's database.
  const admin = await login(base, 'admin', password);
  const current = await call<{ edu: { id: number; count: number } | null }>(base, 'setup', 'GET', '/api/admin/current', undefined, eduadmin.headers);
  const college = current.data.edu;
  if (college === null) throw new Error('eduadmin has no college');
  const quota = await call(base, 'setup', 'PUT', `/api/admin/edu/${college.id}`, { count: Math.max(college.count, count + 1000) }, admin.headers);
  if (quota.code !== 1) throw new Error(`quota: ${quota.message}`);
  const klass = await call<{ id: number }>(base, 'setup', 'POST', '/api/admin/class', { name: `压测班${tag}`, grade: '2026' }, eduadmin.headers);
  if (klass.code !== 1) throw new Error(`class: ${klass.message}`);
  const students: Student[] = Array.from({ length: count }, (_, i) => ({
    username: `bench${tag}${String(i).padStart(5, '0')}`,
    session: null,
    attemptId: null,
    sent: new Map(),
    acked: new Map(),
    pending: new Map(),
    notebooks: new Map(),
  }));
  const created = performance.now();
  await pool(students, 16, async (s, i) => {
    const res = await call(base, 'setup', 'POST', '/api/admin/user', { username: s.username, name: `压测${i}`, password, role: 'edu_student', class_id: klass.data.id }, eduadmin.headers);
    if (res.code !== 1) throw new Error(`student ${s.username}: ${res.message}`);
  });
  console.log(`  ${count} students created in ${((performance.now() - created) / 1000).toFixed(1)} s`);
  const questionIds: number[] = [];
  const types = new Map<number, (typeof QUESTIONS)[number]['type']>();
  for (const q of QUESTIONS) {
    const res = await call<{ id: number }>(base, 'setup', 'POST', '/api/exam/question', q, teacher.headers);
    if (res.code !== 1) throw new Error(`question: ${res.message}`);
    questionIds.push(res.data.id);
    types.set(res.data.id, q.type);
  }
  const paper = await call<{ id: number }>(
    base,
    'setup',
    'POST',
    '/api/exam/paper',
    { title: `压测试卷${tag}`, duration_minutes: 60, sections: [{ title: '压测', questions: questionIds.map((id) => ({ question_id: id, score: 5 })) }] },
    teacher.headers,
  );
  if (paper.code !== 1) throw new Error(`paper: ${paper.message}`);
  const minutes = Math.ceil((options.seconds + SUBMIT_WINDOW_MS / 1000) / 60) + 5;
  const now = Date.now();
  const exam = await call<{ id: number }>(
    base,
    'setup',
    'POST',
    '/api/exam/examine',
    {
      title: `压测考试${tag}`,
      paper_id: paper.data.id,
      start_at: new Date(now - 60_000).toISOString(),
      end_at: new Date(now + (minutes + 5) * 60_000).toISOString(),
      duration_minutes: minutes,
      class_ids: [klass.data.id],
    },
    teacher.headers,
  );
  if (exam.code !== 1) throw new Error(`exam: ${exam.message}`);
  return { students, examId: exam.data.id, questionIds, types };
}

/**
 * One autosave of a student: new random answers for a few questions plus every unacknowledged one; true when
 * acknowledged, false when refused or offline, null when there was nothing to send.
 */
async function autosave(base: Spread, s: Student, questionIds: number[], types: Map<number, (typeof QUESTIONS)[number]['type']>, op: Op = 'save'): Promise<boolean | null> {
  if (s.session === null || s.attemptId === null) return null;
  for (const id of questionIds) {
    if (Math.random() < 0.6) {
      const revision = (s.sent.get(id) ?? 0) + 1;
      s.sent.set(id, revision);
      const response = randomResponse(types.get(id)!);
      if (types.get(id) === 'notebook') s.notebooks.set(revision, response as string);
      s.pending.set(id, { response, revision });
    }
  }
  if (s.pending.size === 0) return null;
  const answers = [...s.pending.entries()].map(([question_id, a]) => ({ question_id, response: a.response, revision: a.revision }));
  try {
    const res = await call<{ acks: Array<{ question_id: number; revision: number }> }>(base, op, 'PUT', `/api/exam/attempt/${s.attemptId}/answers`, { answers }, s.session.headers);
    if (res.code !== 1) return false;
    for (const ack of res.data.acks) {
      s.acked.set(ack.question_id, Math.max(s.acked.get(ack.question_id) ?? 0, ack.revision));
      const waiting = s.pending.get(ack.question_id);
      if (waiting && ack.revision >= waiting.revision) s.pending.delete(ack.question_id);
    }
    return true;
  } catch {
    // offline (the server is being killed): the answers stay pending and go with the next save
    return false;
  }
}

/**
 * Closed-loop autosaves (each of CAPACITY_WORKERS saves again as soon as it is answered) through `spread` for
 * CAPACITY_SECONDS; answers acknowledged saves per second. Real saves: the audit covers them too.
 */
async function capacity(spread: Spread, students: Student[], questionIds: number[], types: Map<number, (typeof QUESTIONS)[number]['type']>): Promise<number> {
  const started = performance.now();
  const until = Date.now() + CAPACITY_SECONDS * 1000;
  let saves = 0;
  await Promise.all(
    Array.from({ length: Math.min(CAPACITY_WORKERS, students.length) }, async (_, worker) => {
      for (let k = worker; Date.now() < until; k += CAPACITY_WORKERS) {
        if (await autosave(spread, students[k % students.length]!, questionIds, types, 'burst')) saves += 1;
      }
    }),
  );
  return saves / ((performance.now() - started) / 1000);
}

// ───────────────────────────── the sign-in burst (issue 33)

interface BurstFigures {
  /** Sign-in latencies (ms) of the class, and how many failed. */
  signIns: number[];
  signInFailed: number;
  /** Latencies (ms) of the saves of the students already writing, sent while the class signed in. */
  saves: number[];
  saveFailed: number;
  /** From the first sign-in sent to the last answered (s). */
  seconds: number;
  /** Each server's peak memory (VmHWM, MiB) at the end of the burst. */
  peakMiB: number[];
}

/**
 * The exam's first minute: `writers` (signed in and started beforehand) autosave every BURST_SAVE_MS while every
 * student of `klass` signs in at a random moment of one BURST_ARRIVAL_MS and starts the exam.
 */
async function burst(base: Spread, servers: ServerProcess[], klass: Student[], writers: Student[], exam: Exam, password: string): Promise<BurstFigures> {
  await pool(writers, 16, async (s) => {
    s.session = await login(base, s.username, password);
    const view = await call<{ id: number }>(base, 'setup', 'POST', `/api/exam/examine/${exam.examId}/start`, undefined, s.session.headers);
    if (view.code === 1) s.attemptId = view.data.id;
  });
  const figures: BurstFigures = { signIns: [], signInFailed: 0, saves: [], saveFailed: 0, seconds: 0, peakMiB: [] };
  // The students already writing sit at other computers than the class signing in: they save from a client of their
  // own (a worker thread, with its own event loop and connections), so the 1,000 sign-ins this process sends within a
  // second do not delay their saves before they leave (this process's event loop lagged up to 146 ms doing so).
  const writing = new WritersClient({ bases: base.bases, writers, questionIds: exam.questionIds, types: exam.types });
  await writing.ready;
  const started = performance.now();
  await Promise.all(
    klass.map(async (s) => {
      await sleep(Math.random() * BURST_ARRIVAL_MS);
      const sent = performance.now();
      try {
        s.session = await login(base, s.username, password);
        figures.signIns.push(performance.now() - sent);
      } catch {
        figures.signInFailed += 1;
        return;
      }
      // A start waits in the same first-come-first-served gate as the sign-ins (scrypt's burst keeps it for minutes):
      // given the sign-in's patience, and counted as failed (not fatal) when it still times out.
      try {
        const view = await timed('start', () => base.callApi<{ id: number }>('', 'POST', `/api/exam/examine/${exam.examId}/start`, s.session!.headers, undefined, 120_000), (res) => res.code === 1);
        if (view.code === 1) s.attemptId = view.data.id;
      } catch {
        // counted by timed() with its reason
      }
    }),
  );
  figures.seconds = (performance.now() - started) / 1000;
  const done = await writing.stop();
  figures.saves = done.saves;
  figures.saveFailed = done.saveFailed;
  done.writers.forEach((back, i) => Object.assign(writers[i]!, back));
  done.answered.forEach((n, i) => (base.answered[i]! += n));
  requests += done.requests;
  latencies.set('burstSave', [...(latencies.get('burstSave') ?? []), ...done.saves]);
  for (const [reason, count] of done.reasons) for (let k = 0; k < count; k += 1) failed('burstSave', reason);
  figures.peakMiB = servers.map((server) => {
    server.cpuSeconds(); // samples /proc once more
    return server.peakRssKb / 1024;
  });
  return figures;
}

interface WritersJob {
  bases: readonly string[];
  writers: Student[];
  questionIds: number[];
  types: Map<number, (typeof QUESTIONS)[number]['type']>;
}

interface WritersDone {
  /** Latencies (ms) of the acknowledged or refused saves, and how many were refused or failed. */
  saves: number[];
  saveFailed: number;
  /** The writers' state after their saves (revisions sent and acknowledged, notebooks), for the audit. */
  writers: Student[];
  answered: number[];
  requests: number;
  reasons: Array<[string, number]>;
}

/** The writers' client, in a worker thread running this module: `ready` once they save, `stop` ends and reports. */
class WritersClient {
  readonly #worker: Worker;
  readonly ready: Promise<void>;
  readonly #done: Promise<WritersDone>;

  constructor(job: WritersJob) {
    this.#worker = new Worker(new URL(import.meta.url), { workerData: job });
    const messages = (on: (message: unknown) => boolean) =>
      new Promise<unknown>((resolve, reject) => {
        const listen = (message: unknown) => {
          if (!on(message)) return;
          this.#worker.off('message', listen);
          resolve(message);
        };
        this.#worker.on('message', listen);
        this.#worker.once('error', reject);
        this.#worker.once('exit', (code) => reject(new Error(`the writers' client exited with ${code}`)));
      });
    this.ready = messages((m) => m === 'ready').then(() => undefined);
    this.#done = messages((m) => typeof m === 'object' && m !== null) as Promise<WritersDone>;
    this.#done.catch(() => undefined);
  }

  async stop(): Promise<WritersDone> {
    this.#worker.postMessage('stop');
    const done = await this.#done;
    await this.#worker.terminate();
    return done;
  }
}

/** The worker thread's side: each writer saves every BURST_SAVE_MS (from a random phase) until told to stop. */
async function writersThread(job: WritersJob, port: MessagePort): Promise<void> {
  const spread = new Spread(job.bases);
  let writing = true;
  port.once('message', () => (writing = false));
  const saves: number[] = [];
  let saveFailed = 0;
  port.postMessage('ready');
  await Promise.all(
    job.writers.map(async (s) => {
      await sleep(Math.random() * BURST_SAVE_MS);
      while (writing) {
        const tick = performance.now();
        const acked = await autosave(spread, s, job.questionIds, job.types, 'burstSave');
        if (acked !== null) saves.push(performance.now() - tick);
        if (acked === false) saveFailed += 1;
        await sleep(Math.max(0, BURST_SAVE_MS - (performance.now() - tick)));
      }
    }),
  );
  const done: WritersDone = { saves, saveFailed, writers: job.writers, answered: spread.answered, requests, reasons: [...(reasons.get('burstSave') ?? [])] };
  port.postMessage(done);
}

function printBurst(label: string, f: BurstFigures): void {
  const signIns = [...f.signIns].sort((a, b) => a - b);
  const saves = [...f.saves].sort((a, b) => a - b);
  const ms = (sorted: number[], p: number) => `${(percentile(sorted, p) / 1000).toFixed(2)} s`;
  console.log(`Sign-in burst — ${label}: ${signIns.length + f.signInFailed} students within ${BURST_ARRIVAL_MS / 1000} s, all answered after ${f.seconds.toFixed(1)} s`);
  console.log(`  sign-in  p50 ${ms(signIns, 50)}  p95 ${ms(signIns, 95)}  p99 ${ms(signIns, 99)}  (${f.signInFailed} failed)`);
  console.log(
    `  saves of the students already writing, during the burst: ${saves.length}, p50 ${percentile(saves, 50).toFixed(1)} ms  p99 ${percentile(saves, 99).toFixed(1)} ms  max ${(saves.at(-1) ?? 0).toFixed(1)} ms  (${f.saveFailed} failed)`,
  );
  console.log(`  server peak memory (VmHWM): ${f.peakMiB.map((m) => `${m.toFixed(0)} MiB`).join(', ')}`);
}

function printRatios(before: BurstFigures, after: BurstFigures): void {
  const at = (values: number[], p: number) => percentile([...values].sort((a, b) => a - b), p);
  const ratio = (a: number, b: number) => (b === 0 ? '—' : `${(a / b).toFixed(1)}×`);
  const parts = [50, 95, 99].map((p) => `p${p} ${ratio(at(before.signIns, p), at(after.signIns, p))}`);
  const peak = (f: BurstFigures) => Math.max(...f.peakMiB);
  console.log(
    `Before/after (scrypt ÷ Argon2id): sign-in ${parts.join(', ')}; saves during the burst p99 ${ratio(at(before.saves, 99), at(after.saves, 99))}; peak memory ${ratio(peak(before), peak(after))}`,
  );
}

interface Exam {
  examId: number;
  questionIds: number[];
  types: Map<number, (typeof QUESTIONS)[number]['type']>;
}

/** N server processes on one fresh database (the first migrates and seeds it), with `extra` environment. */
async function startCluster(options: Options, extra: NodeJS.ProcessEnv): Promise<{ database: ScratchDatabase; servers: ServerProcess[]; dataDirs: string[]; stop: () => Promise<void> }> {
  const database = await scratchDatabase('finedu_exam_bench', postgresUrl());
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  for (let i = 0; i < options.instances; i += 1) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finedu-exam-bench-'));
    const port = await freePort();
    dataDirs.push(dataDir);
    servers.push(new ServerProcess(serverEnv(dataDir, database.url, port, extra), `http://127.0.0.1:${port}`, { main: options.server }));
  }
  const stop = async () => {
    for (const server of servers) await server.stop();
    await database.drop();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { database, servers, dataDirs, stop };
}

/** `--baseline`: the burst alone against servers making scrypt N=2^17 hashes (the scheme before issue 33). */
async function baselineBurst(options: Options, password: string): Promise<BurstFigures> {
  const cluster = await startCluster(options, { PASSWORD_HASH: 'scrypt', PASSWORD_SCRYPT_N: String(2 ** 17) });
  try {
    for (const [i, server] of cluster.servers.entries()) console.log(`  baseline server ${i + 1} (PASSWORD_HASH=scrypt, N=2^17) started in ${((await server.start()) / 1000).toFixed(1)} s`);
    const base = new Spread(cluster.servers.map((server) => server.base));
    const { students, ...exam } = await setUp(base, password, options, options.writers + options.students);
    const figures = await burst(base, cluster.servers, students.slice(options.writers), students.slice(0, options.writers), exam, password);
    printBurst('before: scrypt N=2^17 (PASSWORD_HASH=scrypt)', figures);
    return figures;
  } finally {
    await cluster.stop();
    latencies.clear();
    failures.clear();
    reasons.clear();
  }
}

async function retrying<T>(work: () => Promise<T>, until: number): Promise<T> {
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (Date.now() > until) throw error;
      await sleep(500 + Math.random() * 1000);
    }
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const password = loadConfig({}).demoPassword;
  const spreadWord = options.instances > 1 ? `, ${options.instances} instances on one database (calls in turn), instance 1 killed` : '';
  console.log(
    `bench:exam — ${options.students} students signing in within ${BURST_ARRIVAL_MS / 1000} s while ${options.writers} save every ${BURST_SAVE_MS / 1000} s, then ${options.seconds} s of autosave every ${AUTOSAVE_MS / 1000} s, submits within ${SUBMIT_WINDOW_MS / 1000} s${spreadWord} ${options.kill} time(s)${options.server ? `; server ${options.server}` : ''}`,
  );
  const before = options.baseline ? await baselineBurst(options, password) : null;
  const { database, servers, stop } = await startCluster(options, {});
  const [first] = servers as [ServerProcess, ...ServerProcess[]];
  const cpuSeconds = () => servers.reduce((sum, server) => sum + server.cpuSeconds(), 0);
  try {
    // One after the other: the first migrates and seeds the empty database.
    for (const [i, server] of servers.entries()) console.log(`  server ${i + 1} started in ${((await server.start()) / 1000).toFixed(1)} s on database ${database.name}`);
    const base = new Spread(servers.map((server) => server.base));
    const { students, ...exam } = await setUp(base, password, options, options.writers + options.students);
    const { examId, questionIds, types } = exam;
    latencies.delete('setup');
    failures.delete('setup');
    const loadStarted = performance.now();
    const requestsBefore = requests;
    const cpuBefore = cpuSeconds();

    // The whole class signs in and starts within one second while the writers save every second.
    const after = await burst(base, servers, students.slice(options.writers), students.slice(0, options.writers), exam, password);
    latencies.delete('setup');
    failures.delete('setup');
    if (before) printBurst('before: scrypt N=2^17 (PASSWORD_HASH=scrypt)', before);
    const built = options.server ? `the build of ${options.server} at its default hash` : "this checkout's default (Argon2id)";
    printBurst(`${before ? 'after: ' : ''}${built}`, after);
    if (before) printRatios(before, after);

    // Several instances: closed-loop throughput against the first alone, then against all (kept out of the load figures).
    let capacityMs = 0;
    let capacityRequests = 0;
    let capacityCpu = 0;
    let throughput: { one: number; all: number } | null = null;
    if (servers.length > 1) {
      const started = performance.now();
      const requestsAt = requests;
      const cpuAt = cpuSeconds();
      const one = await capacity(new Spread([first.base]), students, questionIds, types);
      const all = await capacity(new Spread(servers.map((server) => server.base)), students, questionIds, types);
      throughput = { one, all };
      capacityMs = performance.now() - started;
      capacityRequests = requests - requestsAt;
      capacityCpu = cpuSeconds() - cpuAt;
      latencies.delete('burst');
      failures.delete('burst');
    }

    // Autosave every 10 s for S seconds, each student at their own phase; kill the (first) server K times meanwhile.
    const autosaveEnd = Date.now() + options.seconds * 1000;
    const resumes: number[] = [];
    const killer = (async () => {
      for (let k = 1; k <= options.kill; k += 1) {
        await sleep(Math.max(0, autosaveEnd - Date.now()) / (options.kill - k + 2));
        await first.kill('SIGKILL');
        const killedAt = performance.now();
        await first.start();
        resumes.push(performance.now() - killedAt);
      }
    })();
    await Promise.all(
      students.map(async (s) => {
        await sleep(Math.random() * AUTOSAVE_MS);
        while (Date.now() < autosaveEnd) {
          const tick = Date.now();
          await autosave(base, s, questionIds, types);
          await sleep(Math.max(0, AUTOSAVE_MS - (Date.now() - tick)));
        }
      }),
    );
    await killer;

    // Every student reloads the attempt (the exam page after a crash): the notebook answer it holds must be the last
    // acknowledged one or a later one this student sent (acknowledged by a server that was killed before answering).
    const notebookId = questionIds.find((id) => types.get(id) === 'notebook')!;
    let reloadMismatch = 0;
    let reloaded = 0;
    await pool(students, 64, async (s) => {
      if (s.session === null || s.attemptId === null) return;
      let view: Envelope<{ answers: Array<{ question_id: number; response: unknown; revision: number }> }>;
      try {
        view = await retrying(() => call(base, 'reload', 'GET', `/api/exam/attempt/${s.attemptId}`, undefined, s.session!.headers), Date.now() + 60_000);
      } catch {
        return;
      }
      if (view.code !== 1) return;
      reloaded += 1;
      const held = view.data.answers.find((a) => a.question_id === notebookId);
      const acked = s.acked.get(notebookId) ?? 0;
      if (acked === 0 && held === undefined) return;
      const sent = held === undefined ? undefined : s.notebooks.get(held.revision);
      if (held === undefined || held.revision < acked || sent === undefined || held.response !== sent || decodeNotebookAnswer(held.response as string) === null) reloadMismatch += 1;
    });

    // Everyone flushes what is pending, then submits within the submit window.
    const submitDeadline = Date.now() + SUBMIT_WINDOW_MS + 120_000;
    await Promise.all(
      students.map(async (s) => {
        if (s.session === null || s.attemptId === null) return;
        await sleep(Math.random() * Math.min(SUBMIT_WINDOW_MS, options.seconds * 1000));
        while (s.pending.size > 0 && Date.now() < submitDeadline) {
          const answers = [...s.pending.entries()].map(([question_id, a]) => ({ question_id, response: a.response, revision: a.revision }));
          try {
            const res = await call<{ acks: Array<{ question_id: number; revision: number }> }>(base, 'save', 'PUT', `/api/exam/attempt/${s.attemptId}/answers`, { answers }, s.session.headers);
            if (res.code === 1) {
              for (const ack of res.data.acks) {
                s.acked.set(ack.question_id, Math.max(s.acked.get(ack.question_id) ?? 0, ack.revision));
                if (ack.revision >= (s.pending.get(ack.question_id)?.revision ?? Infinity)) s.pending.delete(ack.question_id);
              }
            } else break;
          } catch {
            await sleep(1000);
          }
        }
        await retrying(() => call(base, 'submit', 'POST', `/api/exam/attempt/${s.attemptId}/submit`, undefined, s.session!.headers), submitDeadline);
      }),
    );
    const elapsed = (performance.now() - loadStarted - capacityMs) / 1000;
    const cpu = cpuSeconds() - cpuBefore - capacityCpu;
    const loadRequests = requests - requestsBefore - capacityRequests;

    console.log(`\nLoad phase: ${elapsed.toFixed(1)} s, ${loadRequests} requests, ${(loadRequests / elapsed).toFixed(1)} req/s`);
    console.log('  operation   count    p50 ms    p95 ms    p99 ms   failed');
    for (const op of ['login', 'start', 'save', 'reload', 'submit'] as const) {
      const sorted = [...(latencies.get(op) ?? [])].sort((a, b) => a - b);
      console.log(
        `  ${op.padEnd(9)} ${String(sorted.length).padStart(7)} ${percentile(sorted, 50).toFixed(1).padStart(9)} ${percentile(sorted, 95).toFixed(1).padStart(9)} ${percentile(sorted, 99).toFixed(1).padStart(9)} ${String(failures.get(op) ?? 0).padStart(8)}`,
      );
    }
    for (const [op, counts] of reasons) {
      if (op === 'setup' || op === 'burst') continue;
      for (const [reason, n] of [...counts].sort((x, y) => y[1] - x[1]).slice(0, 3)) console.log(`  ${op} failed ${n}×: ${reason.slice(0, 160)}`);
    }
    const peaks = servers.map((server) => `${(server.peakRssKb / 1024).toFixed(0)} MiB`).join(', ');
    console.log(`Server CPU: ${cpu.toFixed(1)} s over ${elapsed.toFixed(1)} s (${((cpu / elapsed) * 100).toFixed(0)} % of one core); peak memory (VmHWM): ${peaks}`);
    if (servers.length > 1) {
      console.log(`Calls answered per instance: ${base.answered.map((n, i) => `${i + 1}: ${n}`).join(', ')}`);
      for (const [i, ms] of resumes.entries()) console.log(`Kill ${i + 1}: instance 1 served again ${(ms / 1000).toFixed(2)} s after SIGKILL (the others served meanwhile)`);
    } else {
      for (const [i, ms] of resumes.entries()) console.log(`Kill ${i + 1}: serving resumed ${(ms / 1000).toFixed(2)} s after SIGKILL`);
    }
    if (throughput) {
      console.log(
        `Autosave throughput (closed loop, ${CAPACITY_WORKERS} clients, ${CAPACITY_SECONDS} s each): 1 instance ${throughput.one.toFixed(1)} saves/s, ${servers.length} instances ${throughput.all.toFixed(1)} saves/s, ratio ${(throughput.all / throughput.one).toFixed(2)} (this machine: ${os.cpus().length} cores)`,
      );
    }

    // Audit straight from the database: stored revision against the last acknowledged and the highest sent.
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const attempts = await db.query<{ id: number; user_id: number; status: string; score: number | null }>('select id, user_id, status, score from exam_attempts where exam_id = $1', [examId]);
      const answers = await db.query<{ attempt_id: number; question_id: number; revision: number; response: unknown }>(
        'select a.attempt_id, a.question_id, a.revision, a.response from exam_answers a join exam_attempts t on t.id = a.attempt_id where t.exam_id = $1',
        [examId],
      );
      const responses = new Map(answers.rows.map((r) => [`${r.attempt_id}:${r.question_id}`, r.response]));
      const byUser = new Map<number, typeof attempts.rows>();
      for (const a of attempts.rows) byUser.set(a.user_id, [...(byUser.get(a.user_id) ?? []), a]);
      const stored = new Map(answers.rows.map((r) => [`${r.attempt_id}:${r.question_id}`, r.revision]));
      let lost = 0;
      let stale = 0;
      let duplicated = 0;
      let unsubmitted = 0;
      let notebooks = 0;
      let notebookAltered = 0;
      for (const s of students) {
        const mine = s.session ? (byUser.get(s.session.userId) ?? []) : [];
        if (mine.length > 1 || mine.filter((a) => a.status === 'submitted').length > 1) duplicated += 1;
        if (!mine.some((a) => a.status === 'submitted')) unsubmitted += 1;
        for (const id of questionIds) {
          const have = s.attemptId === null ? 0 : (stored.get(`${s.attemptId}:${id}`) ?? 0);
          if ((s.acked.get(id) ?? 0) > have) lost += 1;
          if (have > (s.sent.get(id) ?? 0)) stale += 1;
          if (id === notebookId && have > 0) {
            // The stored notebook is, byte for byte, the one this student sent with the stored revision.
            notebooks += 1;
            if (responses.get(`${s.attemptId}:${id}`) !== s.notebooks.get(have)) notebookAltered += 1;
          }
        }
      }
      if (unsubmitted > 0) console.log(`  (${unsubmitted} student(s) without a submitted attempt)`);
      console.log(`Notebook answers: ${notebooks} stored, ${notebookAltered} differ from the notebook sent with their revision; reload after the kills: ${reloaded} attempts, ${reloadMismatch} without the acknowledged notebook`);
      console.log(`lost=${lost} duplicated=${duplicated} stale=${stale}`);
    } finally {
      await db.end();
    }
  } finally {
    await stop();
  }
}

if (isMainThread) {
  await main();
  process.exit(0);
} else {
  await writersThread(workerData as WritersJob, parentPort!);
}
