// The kernel lanes' set-up in the runner's process (issue 30): it names the folder where each worker notes its shared
// Jupyter Server (test/kernel/sharedJupyter.ts), and after the lane stops that server as the API does at shutdown:
// SIGTERM (Jupyter stops its kernels), then the mounted homes are unmounted and the folder removed.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

interface State {
  pid?: number;
  dataDir: string;
  notebookRoot: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether `dir` is a mount point (a loop-mounted home). */
const mountPoints = (): Set<string> => new Set(readFileSync('/proc/self/mountinfo', 'utf8').split('\n').map((line) => line.split(' ')[4] ?? ''));

async function stop(state: State): Promise<void> {
  if (state.pid !== undefined && alive(state.pid)) {
    process.kill(state.pid, 'SIGTERM');
    // Jupyter stops its kernels on SIGTERM; wait for its exit (the kernel tier's own bound, then SIGKILL).
    const until = Date.now() + 15_000;
    while (alive(state.pid) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    if (alive(state.pid)) process.kill(state.pid, 'SIGKILL');
  }
  const mounted = mountPoints();
  const homes = existsSync(state.notebookRoot) ? readdirSync(state.notebookRoot).map((name) => path.join(state.notebookRoot, name)) : [];
  for (const home of homes.filter((dir) => mounted.has(dir))) await run('/usr/bin/umount', ['-l', home]).catch(() => undefined);
  rmSync(state.dataDir, { recursive: true, force: true });
}

export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shared-jupyter-'));
  process.env.SHARED_JUPYTER_STATE = dir;
  return async () => {
    const states = readdirSync(dir).map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as State);
    await Promise.all(states.map(stop));
    rmSync(dir, { recursive: true, force: true });
  };
}
