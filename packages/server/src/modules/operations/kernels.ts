// The notebook kernels an operator sees on the operations page: every kernel of the notebook service with the user
// whose notebook it runs (from the session's path), and, when the service is this host's sandboxed child process,
// the memory, CPU time and age of that user's kernel processes (read from /proc by their own uid).
import { readdir, readFile } from 'node:fs/promises';
import { jupyterRequest, ownerOfPath, type KernelHost, type KernelPoolHost } from '../../runtime/index.js';

export interface ListedKernel {
  kernelId: string;
  sessionId: string | null;
  path: string;
  userId: number | null;
  executionState: string;
  connections: number;
  lastActivity: string | null;
}

interface JupyterKernelModel {
  id: string;
  execution_state?: string;
  connections?: number;
  last_activity?: string;
}
interface JupyterSessionModel {
  id: string;
  path: string;
  kernel?: JupyterKernelModel | null;
}

export class KernelsUnavailableError extends Error {}

export async function listKernels(host: KernelHost): Promise<ListedKernel[]> {
  const [sessions, kernels] = await Promise.all([jupyterRequest(host, 'GET', 'api/sessions', undefined, 5_000), jupyterRequest(host, 'GET', 'api/kernels', undefined, 5_000)]);
  if (!Array.isArray(sessions.body) || !Array.isArray(kernels.body)) throw new KernelsUnavailableError('the notebook service answered no kernel list');
  const sessionOf = new Map((sessions.body as JupyterSessionModel[]).filter((s) => s.kernel).map((s) => [s.kernel!.id, s]));
  return (kernels.body as JupyterKernelModel[]).map((kernel) => {
    const session = sessionOf.get(kernel.id);
    return {
      kernelId: kernel.id,
      sessionId: session?.id ?? null,
      path: session?.path ?? '',
      userId: session === undefined ? null : ownerOfPath(session.path),
      executionState: kernel.execution_state ?? 'unknown',
      connections: kernel.connections ?? 0,
      lastActivity: kernel.last_activity ?? null,
    };
  });
}

/**
 * The running kernels every figure counts — the operations page's list and tile, the college admin's 院校管理 tile and
 * /metrics' finedu_kernels_running: users' kernels, without the kernel pool's kernels that are nobody's yet (their
 * number is finedu_kernel_pool_ready); once handed out a pooled kernel is its user's and counted.
 */
export async function listRunningKernels(host: KernelHost): Promise<ListedKernel[]> {
  const listed = await listKernels(host);
  const pool = (host as { pool?: KernelPoolHost | null }).pool ?? null;
  return pool === null ? listed : listed.filter((kernel) => !pool.isUnassigned(kernel.kernelId));
}

/** Stop a kernel, with its session when it has one (the notebook page then says the kernel is gone). */
export async function stopKernel(host: KernelHost, kernel: ListedKernel): Promise<void> {
  const path = kernel.sessionId === null ? `api/kernels/${encodeURIComponent(kernel.kernelId)}` : `api/sessions/${encodeURIComponent(kernel.sessionId)}`;
  const answer = await jupyterRequest(host, 'DELETE', path, undefined, 10_000);
  if (answer.status >= 300 && answer.status !== 404) throw new KernelsUnavailableError(`the notebook service answered ${answer.status}`);
}

export interface UidProcesses {
  memoryBytes: number;
  cpuSeconds: number;
  startedAt: Date;
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on every Linux this runs on). */
const CLOCK_TICKS = 100;

/** Memory (resident), CPU time and the oldest start of the processes of each of `uids`, from /proc. */
export async function processesByUid(uids: ReadonlySet<number>): Promise<Map<number, UidProcesses>> {
  const result = new Map<number, UidProcesses>();
  if (uids.size === 0) return result;
  const bootTime = Number(/^btime (\d+)$/m.exec(await readFile('/proc/stat', 'utf8').catch(() => ''))?.[1] ?? Number.NaN);
  const pids = (await readdir('/proc').catch(() => [] as string[])).filter((name) => /^\d+$/.test(name));
  await Promise.all(
    pids.map(async (pid) => {
      const [status, stat] = await Promise.all([readFile(`/proc/${pid}/status`, 'utf8').catch(() => null), readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)]);
      if (status === null || stat === null) return;
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      if (!uids.has(uid)) return;
      const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      // Fields after the command (which may hold spaces) start at "state" (field 3).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
      const started = new Date((bootTime + Number(fields[19]) / CLOCK_TICKS) * 1000);
      const entry = result.get(uid) ?? { memoryBytes: 0, cpuSeconds: 0, startedAt: started };
      entry.memoryBytes += rssKb * 1024;
      entry.cpuSeconds += Number.isFinite(cpu) ? cpu : 0;
      if (started < entry.startedAt) entry.startedAt = started;
      result.set(uid, entry);
    }),
  );
  return result;
}
