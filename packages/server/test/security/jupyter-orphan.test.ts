// @lane kernel
// Issue 37 item 1 (second half): the API process died (its heap ran out) and its Jupyter Server and kernels ran on,
// orphaned; the restarted API started a second Jupyter Server on the same data folder. The API is a child process
// here (jupyterChild.ts starts the notebook backend as the API does, and one kernel), killed with SIGKILL, which no
// handler of its own can see.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./jupyterChild.ts', import.meta.url));
const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

interface Proc {
  pid: number;
  ppid: number;
  /** start time in clock ticks: a pid seen again with another start time is another process */
  started: string;
  cmdline: string;
}

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return null; // a zombie has ended
    return { pid, ppid: Number(fields[1]), started: fields[19]!, cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ') };
  } catch {
    return null;
  }
}

const allProcs = (): Proc[] => readdirSync('/proc').filter((n) => /^\d+$/.test(n)).flatMap((n) => readProc(Number(n)) ?? []);

/** Process `pid` and every descendant of it. */
function treeOf(pid: number): Proc[] {
  const procs = allProcs();
  const found = procs.filter((p) => p.pid === pid);
  for (let i = 0; i < found.length; i += 1) found.push(...procs.filter((p) => p.ppid === found[i]!.pid));
  return found;
}

const alive = (p: Proc): boolean => readProc(p.pid)?.started === p.started;
/** The Jupyter Servers running on `dataDir`. */
const serversOf = (dataDir: string): number[] =>
  allProcs()
    .filter((p) => p.cmdline.includes('jupyter_server') && p.cmdline.includes(`--ServerApp.root_dir=${path.join(dataDir, 'notebooks')}`))
    .map((p) => p.pid);

async function eventually<T>(what: string, withinMs: number, check: () => T | undefined): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the API stand-in on `dataDir`; resolves once its kernel runs, with the processes of its Jupyter Server. */
async function startApi(dataDir: string): Promise<{ api: ChildProcess; jupyter: number; tree: Proc[] }> {
  const api = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], { cwd: SERVER_ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: process.env });
  children.push(api);
  const jupyter = await new Promise<number>((resolve, reject) => {
    createInterface({ input: api.stdout! }).on('line', (line) => {
      const said = JSON.parse(line) as { jupyter?: number };
      if (said.jupyter !== undefined) resolve(said.jupyter);
    });
    api.once('exit', (code, signal) => reject(new Error(`the API stand-in exited (${code ?? signal}) before its kernel ran`)));
  });
  // Its kernel runs (inside bubblewrap, below the launcher): the tree holds an ipykernel.
  const tree = await eventually('the kernel runs', 60_000, () => {
    const procs = treeOf(jupyter);
    return procs.some((p) => p.cmdline.includes('ipykernel')) ? procs : undefined;
  });
  return { api, jupyter, tree };
}

function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return exited;
}

afterAll(async () => {
  for (const child of children) await kill(child, 'SIGKILL');
  for (const dir of dataDirs) {
    for (const p of allProcs().filter((q) => q.cmdline.includes(dir))) for (const q of treeOf(p.pid)) process.kill(q.pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

function newDataDir(): string {
  const dir = mkdtempSync('/tmp/nbo-'); // kernel socket paths must stay short
  dataDirs.push(dir);
  return dir;
}

describe('the Jupyter Server of an API process that dies', () => {
  it('dies with it, and so do its kernels', async () => {
    const dataDir = newDataDir();
    const { api, jupyter, tree } = await startApi(dataDir);
    expect(serversOf(dataDir)).toEqual([jupyter]);
    await kill(api, 'SIGKILL');
    await eventually('Jupyter Server and kernels are gone', 30_000, () => (tree.some(alive) ? undefined : true));
    expect(serversOf(dataDir)).toEqual([]);
  }, 120_000);

  it('is stopped by the next start when it outlived it: one Jupyter Server per data folder', async () => {
    const dataDir = newDataDir();
    const first = await startApi(dataDir);
    // A server that outlives its API (stopped, it cannot act on the signal its parent's death sends it until the
    // next start stops it).
    process.kill(first.jupyter, 'SIGSTOP');
    await kill(first.api, 'SIGKILL');
    expect(first.tree.filter(alive).map((p) => p.pid)).toContain(first.jupyter);
    const second = await startApi(dataDir);
    expect(serversOf(dataDir)).toEqual([second.jupyter]);
    expect(first.tree.filter(alive)).toEqual([]);
    // And the second goes with its API too.
    await kill(second.api, 'SIGKILL');
    await eventually('the second Jupyter Server is gone', 30_000, () => (second.tree.some(alive) ? undefined : true));
    expect(serversOf(dataDir)).toEqual([]);
  }, 180_000);
});
