#!/usr/bin/env node
// The whole suite in named tiers (issue 30), never more heavy processes than the machine has cores.
//
//   node tests/tiers.mjs                 every tier (what ./platform test runs after installing)
//   node tests/tiers.mjs server kernel   only these tiers (and nothing they depend on: build first)
//   node tests/tiers.mjs --list          the jobs, their tier, weight and what they wait for
//
// Each job is one command with a weight (the cores it keeps busy). The scheduler starts a job once what it waits for
// has passed and the weights of the running jobs leave room; the longest jobs go first. A job's output goes to its
// own log (printed whole when it fails). The first failure stops the run: the running jobs are ended and the table is
// printed with what ran. The log ends with a table of each tier's time and test count.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cores = Number(process.env.TEST_CORES ?? os.availableParallelism());
const postgres = Boolean(process.env.DATABASE_URL);
const noDb = { DATABASE_URL: '' };

/** Test counts from a job's output: jest, vitest and Playwright summaries (the last summary line of each run). */
const counters = {
  jest: (out) => sum(out, /^Tests:\s+(?:\d+ failed, )?(\d+) passed/gm),
  vitest: (out) => sum(out, /^\s+Tests\s+(\d+) passed/gm),
  playwright: (out) => sum(out, /^\s+(\d+) passed \(/gm),
  none: () => null,
};
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
function sum(out, re) {
  let total = 0;
  let found = false;
  // Output goes to a file (no terminal, so rarely coloured); colour codes are removed before reading the summaries.
  for (const m of out.replace(ANSI, '').matchAll(re)) {
    total += Number(m[1]);
    found = true;
  }
  return found ? total : null;
}

/** The children's user + system time from bash's `times` (its second line, after "tiers-cpu"), in seconds. */
function cpuSeconds(out) {
  const line = /^tiers-cpu\n.*\n(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/m.exec(out);
  return line ? Math.round(Number(line[1]) * 60 + Number(line[2]) + Number(line[3]) * 60 + Number(line[4])) : null;
}

const server = (project) => ({ cmd: `npx vitest run --project ${project}`, cwd: 'packages/server', count: 'vitest' });

/**
 * The jobs. `weight`: the cores a job keeps busy, measured (`top`) on 2 cores: a test runner of one worker about one;
 * the app in Chromium (one page at a time, the server, the runner) about 1.2 with the rest waiting on the page; the
 * story screenshots two (two workers). `needs`: jobs that
 * must pass first. `seconds`: the typical time on 2 cores, which orders the queue (longest first).
 */
const JOBS = [
  { name: 'build', tier: 'static', weight: 2, seconds: 50, cmd: 'npx turbo run build --concurrency=2 --output-logs=errors-only', count: 'none' },
  { name: 'lint', tier: 'static', weight: 1, seconds: 40, cmd: 'npx eslint . --max-warnings=0', count: 'none' },
  { name: 'typecheck', tier: 'static', weight: 1, seconds: 110, needs: ['build'], cmd: 'npx turbo run typecheck --concurrency=1 --output-logs=errors-only', count: 'none' },
  { name: 'units: domain', tier: 'units', weight: 1, seconds: 20, cmd: 'npx jest --config jest.config.cjs', cwd: 'packages/domain', count: 'jest' },
  { name: 'units: ui', tier: 'units', weight: 1, seconds: 100, cmd: 'npx jest --config jest.config.cjs', cwd: 'packages/ui', count: 'jest' },
  { name: 'units: app', tier: 'units', weight: 1, seconds: 170, cmd: 'npx jest --config jest.config.cjs', cwd: 'packages/app', count: 'jest' },
  { name: 'server: PGlite', tier: 'server', weight: 1, seconds: 270, needs: ['build'], env: noDb, ...server('server') },
  { name: 'server: PostgreSQL', tier: 'server', weight: 1, seconds: 80, needs: ['build'], ...server('server-pg') },
  { name: 'kernel: PGlite', tier: 'kernel', weight: 1, seconds: 300, needs: ['build'], env: noDb, ...server('kernel') },
  { name: 'kernel: PostgreSQL', tier: 'kernel', weight: 1, seconds: 60, needs: ['build'], ...server('kernel-pg') },
  { name: 'storybook build', tier: 'browser', weight: 1, seconds: 50, needs: ['build'], cmd: 'npm run build-storybook', count: 'none' },
  { name: 'stories', tier: 'browser', weight: 2, seconds: 150, needs: ['storybook build'], cmd: 'npx playwright test -c playwright.visual.config.ts', count: 'playwright' },
  { name: 'app in Chromium', tier: 'browser', weight: 1, seconds: 420, needs: ['build'], cmd: 'npx playwright test -c playwright.app.config.ts', count: 'playwright' },
  {
    name: 'cluster',
    tier: 'browser',
    weight: 1,
    seconds: 120,
    needs: ['build'],
    cmd: 'npx playwright test -c playwright.cluster.config.ts',
    count: 'playwright',
    skip: postgres ? null : 'needs PostgreSQL (DATABASE_URL, as .ci/run sets)',
  },
  {
    name: 'packages',
    tier: 'static',
    weight: 1,
    seconds: 60,
    needs: ['build'],
    cmd: 'npm run bench:size && npm run bench:bundle && npm run test:consumer',
    count: 'none',
  },
];
const TIERS = ['static', 'units', 'server', 'kernel', 'browser'];

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const job of JOBS) console.log(`${job.tier.padEnd(8)} ${job.name.padEnd(20)} weight ${job.weight}  after ${(job.needs ?? []).join(', ') || '-'}`);
  process.exit(0);
}
const soakIndex = args.indexOf('--soak');
const soakRuns = soakIndex === -1 ? 0 : Number(args[soakIndex + 1]);
if (soakIndex !== -1 && !(soakRuns >= 1)) throw new Error('--soak needs a number of runs');
const wanted = args.filter((a, i) => !a.startsWith('--') && !(soakIndex !== -1 && i === soakIndex + 1));
for (const tier of wanted) if (!TIERS.includes(tier)) throw new Error(`unknown tier ${tier} (tiers: ${TIERS.join(', ')})`);

/**
 * The machine's CPU use, sampled from /proc/stat every 2 s: [time, busy share of all cores over the last interval].
 * The table shows, beside each job's own CPU seconds, how busy the machine was while it ran: a tier at 60 % leaves
 * room, one at 100 % is CPU-bound.
 */
const usage = [];
function cpuTotals() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    return { total: fields.reduce((a, b) => a + b, 0), idle };
  } catch {
    return null;
  }
}
let lastTotals = cpuTotals();
if (lastTotals) {
  setInterval(() => {
    const now = cpuTotals();
    const total = now.total - lastTotals.total;
    if (total > 0) usage.push([Date.now(), 1 - (now.idle - lastTotals.idle) / total]);
    lastTotals = now;
  }, 2_000).unref();
}
/** The mean busy share of the machine between `from` and `to` (ms), as a percentage; '-' without samples. */
function busyBetween(from, to) {
  const inside = usage.filter(([t]) => t > from && t <= to + 2_000);
  return inside.length === 0 ? '-' : `${Math.round((100 * inside.reduce((s, [, b]) => s + b, 0)) / inside.length)} %`;
}

const logDir = mkdtempSync(path.join(os.tmpdir(), 'platform-tiers-'));
const started = Date.now();
const clock = () => `+${Math.round((Date.now() - started) / 1000)}s`;
const say = (line) => console.log(`\x1b[1;34m[tiers ${clock()}]\x1b[0m ${line}`);

/** The jobs of `tiers` (all when empty); what they need from other tiers is assumed done, unless `withBuild`. */
function select(tiers, withBuild = false) {
  const keep = (job) => tiers.length === 0 || tiers.includes(job.tier) || (withBuild && job.name === 'build');
  return JOBS.filter(keep).map((job) => ({
    ...job,
    needs: (job.needs ?? []).filter((n) => keep(JOBS.find((j) => j.name === n))),
    state: job.skip ? 'skipped' : 'waiting',
  }));
}

function run(job, round) {
  job.state = 'running';
  job.log = path.join(logDir, `${round ? `run${round}-` : ''}${job.name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  job.start = Date.now();
  say(`${job.name} started (log: ${job.log})`);
  const out = createWriteStream(job.log);
  // `times` after the command: the CPU seconds of everything the job ran and waited for (its servers, browsers and
  // kernels included), which the table shows beside the wall time.
  const child = spawn('bash', ['-c', `${job.cmd}\nrc=$?\necho tiers-cpu\ntimes\nexit $rc`], {
    cwd: path.join(root, job.cwd ?? '.'),
    env: { ...process.env, ...job.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  job.child = child;
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      out.end(() => {
        job.end = Date.now();
        job.child = null;
        const text = readFileSync(job.log, 'utf8');
        job.tests = counters[job.count](text);
        job.cpu = cpuSeconds(text);
        job.state = code === 0 ? 'passed' : 'failed';
        job.exit = code ?? signal;
        resolve(job);
      });
    });
  });
}

const weightOf = (job) => Math.min(job.weight, cores);

function stopGroup(job) {
  const pid = job.child?.pid;
  if (pid === undefined) return;
  const signal = (name) => {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGINT');
  setTimeout(() => signal('SIGKILL'), 30_000).unref();
}

/** A job's priority: its own time plus the longest chain of jobs waiting for it (the critical path goes first). */
function rank(job, jobs) {
  const after = jobs.filter((j) => j.needs.includes(job.name));
  return job.seconds + Math.max(0, ...after.map((j) => rank(j, jobs)));
}

/** Every job running now, of any schedule: stopped with the runner (Ctrl-C, or CI ending it). */
const running = new Set();
let interrupted = false;
for (const name of ['SIGINT', 'SIGTERM']) {
  process.on(name, () => {
    interrupted = true;
    say(`${name}: stopping ${[...running].map((j) => j.name).join(', ') || 'nothing'}`);
    for (const job of running) stopGroup(job);
    process.exitCode = 130;
  });
}

/** Runs `jobs` (longest first, within the cores); the first failure ends the running ones. Answers the failed job. */
async function schedule(jobs, round = 0) {
  for (const job of jobs.filter((j) => j.state === 'skipped')) say(`${job.name}: not run, ${job.skip}`);
  let failed = null;
  await new Promise((finish) => {
    const tick = () => {
      if (failed || interrupted) {
        if (running.size === 0) finish();
        return;
      }
      const busy = [...running].reduce((s, j) => s + weightOf(j), 0);
      const ready = jobs
        .filter((j) => j.state === 'waiting' && j.needs.every((n) => jobs.find((o) => o.name === n)?.state === 'passed'))
        .sort((a, b) => rank(b, jobs) - rank(a, jobs));
      let free = cores - busy;
      for (const job of ready) {
        if (weightOf(job) > free) continue;
        free -= weightOf(job);
        running.add(job);
        run(job, round).then((done) => {
          running.delete(done);
          const seconds = Math.round((done.end - done.start) / 1000);
          if (done.state === 'passed') {
            say(`${done.name} passed in ${seconds} s${done.tests === null ? '' : ` (${done.tests} tests)`}`);
          } else {
            process.stdout.write(readFileSync(done.log, 'utf8'));
            say(`${done.name} FAILED (exit ${done.exit}) after ${seconds} s; its log: ${done.log}`);
            failed = done;
            // SIGINT, as Ctrl-C: every runner then stops what it started (Playwright its web server, which stops its
            // Jupyter); whatever still runs half a minute later is killed.
            for (const other of running) stopGroup(other);
          }
          tick();
        });
      }
      if (running.size === 0 && !jobs.some((j) => j.state === 'waiting')) finish();
    };
    tick();
  });
  return failed ?? (interrupted ? { name: 'interrupted' } : null);
}

/** Each job's time and tests, then each tier's (from its first start to its last end). */
function table(jobs, since, failed, title) {
  const rows = jobs.filter((j) => j.start);
  const fmt = (ms) => `${Math.round(ms / 1000)} s`.padStart(7);
  console.log(`\n${title}\ntier      job                   time  cpu s  machine    tests  result`);
  for (const tier of TIERS) {
    const mine = rows.filter((j) => j.tier === tier);
    if (mine.length === 0) continue;
    for (const j of mine) {
      const end = j.end ?? Date.now();
      console.log(`${tier.padEnd(9)} ${j.name.padEnd(20)} ${fmt(end - j.start)} ${String(j.cpu ?? '-').padStart(6)} ${busyBetween(j.start, end).padStart(8)} ${String(j.tests ?? '-').padStart(8)}  ${j.state}`);
    }
    const first = Math.min(...mine.map((j) => j.start));
    const last = Math.max(...mine.map((j) => j.end ?? Date.now()));
    const tests = mine.reduce((s, j) => s + (j.tests ?? 0), 0);
    const cpu = mine.reduce((sum, j) => sum + (j.cpu ?? 0), 0);
    console.log(`${tier.padEnd(9)} ${'(tier)'.padEnd(20)} ${fmt(last - first)} ${String(cpu || '-').padStart(6)} ${busyBetween(first, last).padStart(8)} ${String(tests || '-').padStart(8)}`);
  }
  const total = rows.reduce((s, j) => s + (j.tests ?? 0), 0);
  const cpu = rows.reduce((s, j) => s + (j.cpu ?? 0), 0);
  console.log(`${'all'.padEnd(9)} ${''.padEnd(20)} ${fmt(Date.now() - since)} ${String(cpu).padStart(6)} ${busyBetween(since, Date.now()).padStart(8)} ${String(total).padStart(8)}  ${failed ? `FAILED at ${failed.name}` : 'passed'}\n`);
}

say(`on ${cores} cores; logs in ${logDir}${postgres ? '' : ' (no DATABASE_URL: the PostgreSQL lanes run on PGlite)'}`);
if (soakRuns === 0) {
  const jobs = select(wanted);
  const failed = await schedule(jobs);
  table(jobs, started, failed, 'Tiers');
  process.exit(failed ? 1 : 0);
}

// Soak (npm run test:soak): build once, then the chosen tiers `soakRuns` times in a row while stress-ng keeps every
// core busy. Any failure fails the soak; nothing is retried.
const build = select(['static']).filter((j) => j.name === 'build');
if (await schedule(build)) process.exit(1);
const stress = spawn('stress-ng', ['--cpu', String(cores), '--timeout', '0', '--quiet'], { stdio: 'ignore', detached: true });
stress.on('error', (error) => {
  console.error(`stress-ng could not start (${error.message}); apt-get install -y stress-ng`);
  process.exit(1);
});
say(`stress-ng --cpu ${cores} is loading every core (pid ${stress.pid})`);
let soakFailed = null;
const tables = [];
for (let round = 1; round <= soakRuns && !soakFailed; round += 1) {
  const since = Date.now();
  const jobs = select(wanted.filter((t) => t !== 'static'));
  say(`soak run ${round} of ${soakRuns}: ${[...new Set(jobs.map((j) => j.tier))].join(', ')}`);
  soakFailed = await schedule(jobs, round);
  tables.push(() => table(jobs, since, soakFailed, `Soak run ${round} of ${soakRuns} (under stress-ng --cpu ${cores})`));
}
process.kill(-stress.pid, 'SIGTERM');
for (const print of tables) print();
say(soakFailed ? `soak FAILED at ${soakFailed.name}` : `soak passed: ${soakRuns} runs, no failure, no retry, in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(soakFailed ? 1 : 0);
