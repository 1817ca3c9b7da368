import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, constants, existsSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { KernelPoolHost, NotebookBackend } from './backend.js';
import { ExternalJupyter } from './externalJupyter.js';
import { graderCommandFor, type GraderCommand } from './graderSandbox.js';
import { detectHomeQuota, LoopHomes, type HomeQuotaReport } from './homeQuota.js';
import { prepareMatplotlib, SANDBOX_FONTS_DIR } from './matplotlibSetup.js';
import { detectSandbox, ensureUserFolder, kernelUid, launcherEnv, writeUserFiles, type NotebookLog, type SandboxReport } from './sandbox.js';
import { homeImagesDir, MAX_RUNTIME_PATH, notebooksDir, runtimeDir, type NotebookSettings } from './settings.js';

/** The folder (below Jupyter's root) pooled kernels start in; sandbox-kernel.py and kernel_watchdog.py know it too. */
export const POOL_FOLDER = '.pool';
const KERNEL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const run = promisify(execFile);

/** Whether `dir` is a mount point (a bind mount of a folder on itself is one; stat's device test misses it). */
function mountedAt(dir: string): boolean {
  const mounts = readFileSync('/proc/self/mountinfo', 'utf8');
  return mounts.split('\n').some((line) => line.split(' ')[4] === dir);
}

/** Unmounts a pooled kernel's home slot (the user's home on top of the slot's own bind mount) and removes it. */
async function releaseSlot(slot: string): Promise<void> {
  for (let i = 0; i < 4 && mountedAt(slot); i += 1) await run('/usr/bin/umount', ['-l', slot]).catch(() => undefined);
  try {
    rmdirSync(slot);
  } catch {
    // still mounted, or gone
  }
}

export const RESOURCES_DIR = fileURLToPath(new URL('../../../resources/notebook/', import.meta.url));

const BASE_URL = '/notebook/';
const READY_TIMEOUT_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;
/**
 * Started through `setpriv --pdeathsig SIGTERM` (util-linux): the kernel sends Jupyter SIGTERM when this process dies,
 * however it dies (a SIGKILL, the heap running out), and its sandboxed kernels die with it (bubblewrap
 * --die-with-parent; ipykernel's parent poller without bubblewrap).
 */
const SETPRIV = '/usr/bin/setpriv';
/** `<runtime>/jupyter-server.json`: which process runs this data folder's Jupyter Server (see stopStaleServer). */
const SERVER_NOTE = 'jupyter-server.json';
const STOP_WAIT_MS = 10_000;

interface ServerNote {
  /** The Jupyter Server and the API process that started it, each with its start time (a pid may be reused). */
  pid: number;
  started: string;
  api: number;
  apiStarted: string;
}

/** The start time of process `pid` (field 22 of /proc/<pid>/stat, in clock ticks since boot); null when it is gone. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process `pid` that started at `started` still runs (a zombie does not). */
function stillRuns(pid: number, started: string): boolean {
  if (!Number.isInteger(pid) || pid <= 1 || startTimeOf(pid) !== started) return false;
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

function cmdlineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

function signalProcess(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err; // gone meanwhile
  }
}

async function waitGone(pid: number, started: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (stillRuns(pid, started)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface JupyterProcessOptions {
  /** Disable the TCP_NODELAY patch (only to measure what it saves). */
  nodelay?: boolean;
  /**
   * How often the watchdog looks for the sockets of a pooled kernel handed out (default 200 ms). Only to stand in for
   * a Jupyter Server slow to notice a hand-out (a loaded machine) in tests.
   */
  poolPollMs?: number;
}

/** Debian's Jupyter Server as a child process, restarted with back-off when it dies. */
export class JupyterProcess implements NotebookBackend {
  readonly token = randomBytes(24).toString('hex');
  readonly sandbox: SandboxReport;
  readonly notebookRoot: string;
  /** Whether homes have their disk quota (set once at start). */
  homeQuota: HomeQuotaReport = { mode: 'off', quotaMb: 0, problems: [] };
  private homes: LoopHomes | null = null;
  /** matplotlib's Chinese set-up (rc file, font cache, fonts) the kernels and graders get; null if it failed. */
  matplotlibDir: string | null = null;
  private readonly runtime: string;
  private port = 0;
  private child: ChildProcess | null = null;
  private closing = false;
  private restarts = 0;
  private startedAt = 0;
  private tail: string[] = [];
  private readonly poolDir: string;
  private readonly killOnExit = (): void => {
    this.child?.kill('SIGKILL');
  };

  private constructor(
    private readonly settings: NotebookSettings,
    private readonly log: NotebookLog,
    private readonly options: JupyterProcessOptions,
  ) {
    this.notebookRoot = notebooksDir(settings.dataDir);
    this.runtime = runtimeDir(settings.dataDir);
    this.poolDir = path.join(this.runtime, 'pool');
    if (this.runtime.length > MAX_RUNTIME_PATH) {
      throw new Error(`DATA_DIR is too long for kernel sockets (${this.runtime} > ${MAX_RUNTIME_PATH} characters); use a shorter path`);
    }
    this.sandbox = detectSandbox(settings.sandbox, log);
  }

  static async start(settings: NotebookSettings, log: NotebookLog, options: JupyterProcessOptions = {}): Promise<JupyterProcess> {
    const jupyter = new JupyterProcess(settings, log, options);
    // Checked (or built) meanwhile: the kernels need it only once Jupyter runs. It never rejects (a failure is logged).
    const matplotlib = prepareMatplotlib(settings.matplotlibDir, settings.python, RESOURCES_DIR, log);
    await jupyter.stopStaleServer();
    await jupyter.releasePoolSlots();
    jupyter.prepareFolders();
    if (jupyter.sandbox.mode !== 'none') {
      const images = homeImagesDir(settings.dataDir);
      jupyter.homeQuota = await detectHomeQuota(settings.homeQuotaMb, images, log);
      if (jupyter.homeQuota.mode === 'loop') jupyter.homes = new LoopHomes(jupyter.notebookRoot, images, settings.homeQuotaMb, log);
    }
    jupyter.matplotlibDir = await matplotlib;
    process.once('exit', jupyter.killOnExit);
    await jupyter.launch();
    return jupyter;
  }

  /** The Jupyter Server process id (changes when it is restarted). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}${BASE_URL}`;
  }

  /** The uid a user's kernels run as (null without a sandbox: they run as the server). */
  uidOf(userId: number): number | null {
    return this.sandbox.mode === 'none' ? null : kernelUid(this.settings.sandboxLimits.uidBase, userId);
  }

  async prepareUserFolder(userId: number, subdir: string): Promise<void> {
    const uid = this.uidOf(userId);
    if (this.homes && uid !== null) await this.homes.ensure(userId, uid);
    ensureUserFolder(this.notebookRoot, userId, subdir, uid);
  }

  async writeUserFiles(userId: number, subdir: string, files: Array<{ filename: string; bytes: Uint8Array }>): Promise<void> {
    const uid = this.uidOf(userId);
    if (this.homes && uid !== null) await this.homes.ensure(userId, uid);
    writeUserFiles(this.notebookRoot, userId, subdir, uid, files);
  }

  /** Pooled kernels need bubblewrap (their home is mounted into their sandbox at the hand-out). */
  get pool(): KernelPoolHost | null {
    if (this.sandbox.mode !== 'bwrap') return null;
    return {
      folder: POOL_FOLDER,
      isWaiting: (kernelId) => KERNEL_ID.test(kernelId) && existsSync(path.join(this.runtime, 'ipc', kernelId, 'ready')),
      isUnassigned: (kernelId) =>
        KERNEL_ID.test(kernelId) && existsSync(path.join(this.poolDir, 'slots', kernelId)) && !existsSync(path.join(this.poolDir, 'assign', `${kernelId}.json`)),
      assign: (kernelId, userId, sessionPath) => this.assignPooled(kernelId, userId, sessionPath),
    };
  }

  private async assignPooled(kernelId: string, userId: number, sessionPath: string): Promise<void> {
    const uid = this.uidOf(userId);
    const parts = sessionPath.split('/');
    if (!KERNEL_ID.test(kernelId) || uid === null || parts[0] !== `u${userId}` || parts.length < 2) {
      throw new Error(`cannot hand pooled kernel ${kernelId} to user ${userId} for ${sessionPath}`);
    }
    const ipc = path.join(this.runtime, 'ipc', kernelId);
    const slot = path.join(this.poolDir, 'slots', kernelId);
    const home = path.join(this.notebookRoot, `u${userId}`);
    const stat = lstatSync(home);
    if (!stat.isDirectory() || stat.uid !== uid) throw new Error(`the home of user ${userId} is not a folder of their uid`);
    if (!mountedAt(slot) || !existsSync(path.join(ipc, 'ready'))) throw new Error(`pooled kernel ${kernelId} is not waiting`);
    // Its restarts (the cell watchdog, the user's restart button) start this user's kernel the ordinary way.
    writeFileSync(path.join(this.poolDir, 'assign', `${kernelId}.json`), JSON.stringify({ path: sessionPath }), { mode: 0o600 });
    chownSync(ipc, uid, uid);
    chownSync(path.join(ipc, 'conn.json'), uid, uid);
    await run('/usr/bin/mount', ['--bind', home, slot]);
    const order = Buffer.from(JSON.stringify({ uid, folders: parts.slice(1, -1) }));
    // Non-blocking: a waiter that is gone must not hang the server (ENXIO: no reader).
    for (let attempt = 0; ; attempt += 1) {
      try {
        const fd = openSync(path.join(ipc, 'assign'), constants.O_WRONLY | constants.O_NONBLOCK);
        try {
          writeSync(fd, order);
        } finally {
          closeSync(fd);
        }
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENXIO' || attempt >= 10) throw err;
        await sleep(20);
      }
    }
  }

  /** Releases every pool slot and hand-out note (at start and after Jupyter stopped: no kernel uses them). */
  private async releasePoolSlots(): Promise<void> {
    const slots = path.join(this.poolDir, 'slots');
    if (existsSync(slots)) for (const name of readdirSync(slots)) await releaseSlot(path.join(slots, name));
    rmSync(path.join(this.poolDir, 'assign'), { recursive: true, force: true });
  }

  /**
   * A Jupyter Server an earlier run of the API left on this data folder (it crashed, and its server outlived it) is
   * stopped before ours starts, with its kernels: never two servers on one folder (their pool slots, homes and kernel
   * sockets are the same). One the note names whose API process still runs is another live instance: refused.
   */
  private async stopStaleServer(): Promise<void> {
    const file = path.join(this.runtime, SERVER_NOTE);
    let note: ServerNote;
    try {
      note = JSON.parse(readFileSync(file, 'utf8')) as ServerNote;
    } catch {
      return; // none (or unreadable: nothing we could trust to stop)
    }
    if (note.api !== process.pid && stillRuns(note.api, note.apiStarted) && stillRuns(note.pid, note.started)) {
      throw new Error(
        `数据目录的 Jupyter Server（进程 ${note.pid}）由仍在运行的 API 进程 ${note.api} 启动 / The Jupyter Server of this DATA_DIR (process ${note.pid}) belongs to API process ${note.api}, which still runs; stop it or choose another DATA_DIR`,
      );
    }
    if (stillRuns(note.pid, note.started) && cmdlineOf(note.pid).includes('jupyter_server')) {
      this.log.warn({ server: note.pid, api: note.api }, 'notebook: stopping the Jupyter Server a previous run left behind');
      for (const signal of ['SIGCONT', 'SIGTERM'] as const) signalProcess(note.pid, signal);
      if (!(await waitGone(note.pid, note.started, STOP_WAIT_MS))) {
        signalProcess(note.pid, 'SIGKILL');
        if (!(await waitGone(note.pid, note.started, STOP_WAIT_MS))) throw new Error(`the Jupyter Server left behind (process ${note.pid}) does not stop`);
      }
    }
    rmSync(file, { force: true });
  }

  /** Notes which process runs this folder's Jupyter Server (its pid changes with each restart). */
  private noteServer(pid: number): void {
    const started = startTimeOf(pid);
    const apiStarted = startTimeOf(process.pid);
    if (started === null || apiStarted === null) return;
    const note: ServerNote = { pid, started, api: process.pid, apiStarted };
    writeFileSync(path.join(this.runtime, SERVER_NOTE), JSON.stringify(note), { mode: 0o600 });
  }

  graderCommand(): GraderCommand {
    return graderCommandFor(this.sandbox, this.settings.sandboxLimits, this.settings.python, this.matplotlibDir);
  }

  async close(): Promise<void> {
    this.closing = true;
    process.removeListener('exit', this.killOnExit);
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(path.join(this.runtime, SERVER_NOTE), { force: true });
    await this.releasePoolSlots();
    await this.homes?.close();
  }

  private prepareFolders(): void {
    // The runtime folder may sit in /tmp (long DATA_DIR): refuse one that another user created or that is a link.
    mkdirSync(this.runtime, { recursive: true, mode: 0o700 });
    const stat = lstatSync(this.runtime);
    if (!stat.isDirectory() || stat.uid !== process.getuid?.()) throw new Error(`notebook runtime folder ${this.runtime} is not a directory owned by this user`);
    const share = path.join(this.runtime, 'share', 'kernels', 'python3');
    for (const dir of [this.runtime, path.join(this.runtime, 'run'), path.join(this.runtime, 'config'), path.join(this.runtime, 'data'), share, this.poolDir, path.join(this.poolDir, 'slots'), path.join(this.poolDir, 'assign')]) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
    }
    // Kernels never traverse these: the launcher hands each kernel its own folders (bind mounts or fds).
    for (const dir of [this.notebookRoot, path.join(this.runtime, 'ipc'), path.join(this.notebookRoot, POOL_FOLDER)]) {
      mkdirSync(dir, { recursive: true });
      chmodSync(dir, 0o700);
    }
    chmodSync(this.runtime, 0o700);
    const template = readFileSync(path.join(RESOURCES_DIR, 'kernel.json'), 'utf8');
    const spec = JSON.parse(template.replace('@LAUNCHER@', path.join(RESOURCES_DIR, 'sandbox-kernel.py'))) as { argv: string[] };
    if (this.sandbox.mode === 'none') spec.argv = [this.settings.python, '-m', 'ipykernel_launcher', '-f', '{connection_file}'];
    else spec.argv[0] = this.settings.python;
    writeFileSync(path.join(share, 'kernel.json'), JSON.stringify(spec, null, 2));
  }

  private environment(): NodeJS.ProcessEnv {
    // A minimal environment: none of the API server's secrets reach Jupyter or its kernels.
    return {
      PATH: '/usr/bin:/bin',
      LANG: 'C.UTF-8',
      HOME: path.join(this.runtime, 'data'),
      JUPYTER_TOKEN: this.token,
      JUPYTER_CONFIG_DIR: path.join(this.runtime, 'config'),
      JUPYTER_DATA_DIR: path.join(this.runtime, 'data'),
      JUPYTER_RUNTIME_DIR: path.join(this.runtime, 'run'),
      JUPYTER_PATH: path.join(this.runtime, 'share'),
      JUPYTER_PLATFORM_DIRS: '1',
      JUPYTER_NODELAY: this.options.nodelay === false ? '0' : '1',
      NOTEBOOK_CULL_IDLE_S: String(this.settings.cullIdleSeconds),
      // The watchdog's defaults for kernels that never go through the gateway (evaluation, grading), which
      // otherwise tells each kernel connection its limits itself.
      NOTEBOOK_CELL_TIMEOUT_S: String(this.settings.limits.cellTimeoutMs / 1000),
      NOTEBOOK_INTERRUPT_GRACE_S: String(this.settings.limits.interruptGraceMs / 1000),
      NOTEBOOK_CULL_DISCONNECTED_S: String(this.settings.limits.cullDisconnectedMs / 1000),
      ...(this.options.poolPollMs === undefined ? {} : { NOTEBOOK_POOL_POLL_S: String(this.options.poolPollMs / 1000) }),
      PYTHONDONTWRITEBYTECODE: '1',
      SBX_POOL_DIR: this.poolDir,
      SBX_POOL_PRELOAD: this.settings.poolPreload.join(','),
      // Chinese charts (issue 35): the launcher binds the set-up into the sandbox; unsandboxed kernels read it in place.
      SBX_MPL_DIR: this.matplotlibDir ?? '',
      SBX_MPL_FONTS: SANDBOX_FONTS_DIR,
      ...(this.sandbox.mode === 'none' && this.matplotlibDir !== null ? { MPLCONFIGDIR: path.join(this.matplotlibDir, 'host') } : {}),
      ...launcherEnv(this.sandbox, this.settings.sandboxLimits, this.notebookRoot, path.join(this.runtime, 'ipc'), this.homeQuota.mode === 'loop' ? this.settings.homeQuotaMb : 0),
    };
  }

  private async launch(): Promise<void> {
    if (this.port === 0) this.port = await freePort();
    const args = [
      '-m', 'jupyter_server',
      `--config=${path.join(RESOURCES_DIR, 'jupyter_server_config.py')}`,
      '--ServerApp.ip=127.0.0.1', `--ServerApp.port=${this.port}`, '--ServerApp.port_retries=0',
      `--ServerApp.base_url=${BASE_URL}`, '--ServerApp.open_browser=False', '--ServerApp.allow_root=True',
      `--ServerApp.root_dir=${this.notebookRoot}`,
    ];
    // Dies with this process (see SETPRIV); where setpriv is missing, the note lets the next start stop it.
    const [command, argv] = existsSync(SETPRIV)
      ? [SETPRIV, ['--pdeathsig', 'SIGTERM', '--', this.settings.python, ...args]]
      : [this.settings.python, args];
    const child = spawn(command, argv, { env: this.environment(), stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    if (child.pid !== undefined) this.noteServer(child.pid);
    this.tail = [];
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => this.onOutput(chunk));
    child.once('exit', (code, signal) => this.onExit(child, code, signal));
    child.on('error', (err) => this.log.error({ err }, 'notebook: cannot run Jupyter Server'));
    await this.waitReady(child);
    this.startedAt = Date.now();
    this.log.info({ url: this.url, sandbox: this.sandbox.mode }, 'notebook: Jupyter Server ready');
  }

  private onOutput(chunk: string): void {
    for (const line of chunk.split('\n')) {
      if (!line) continue;
      this.tail.push(line);
      if (this.tail.length > 40) this.tail.shift();
      if (!this.closing && /^\[(E|C) |sandbox:|Traceback/.test(line)) this.log.warn({ jupyter: line }, 'notebook: Jupyter Server');
    }
  }

  private async waitReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`Jupyter Server exited during start-up:\n${this.tail.join('\n')}`);
      }
      try {
        const res = await fetch(`${this.url}api/status`, { headers: { Authorization: `token ${this.token}` } });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    child.kill('SIGKILL');
    throw new Error(`Jupyter Server did not answer within ${READY_TIMEOUT_MS} ms:\n${this.tail.join('\n')}`);
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    // While starting, launch() reports the failure itself.
    if (this.closing || child !== this.child || this.startedAt === 0) return;
    this.log.error({ code, signal, tail: this.tail.slice(-10) }, 'notebook: Jupyter Server died');
    this.scheduleRestart();
  }

  private scheduleRestart(): void {
    if (this.startedAt !== 0 && Date.now() - this.startedAt > 60_000) this.restarts = 0;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** this.restarts);
    this.restarts += 1;
    this.startedAt = 0;
    this.log.warn({ restartInMs: delay, attempt: this.restarts }, 'notebook: restarting Jupyter Server');
    setTimeout(() => {
      if (this.closing) return;
      this.launch().catch((err: unknown) => {
        this.log.error({ err }, 'notebook: Jupyter Server restart failed');
        this.scheduleRestart();
      });
    }, delay).unref();
  }
}

/** The notebook backend the settings ask for: an external Jupyter (NOTEBOOK_URL) or our child process. */
export async function startNotebookBackend(settings: NotebookSettings, log: NotebookLog, options?: JupyterProcessOptions): Promise<NotebookBackend> {
  if (settings.external) {
    const external = new ExternalJupyter(settings, log);
    await external.check();
    log.info({ url: external.url }, 'notebook: using the external Jupyter Server from NOTEBOOK_URL (its sandbox is its own)');
    return external;
  }
  return JupyterProcess.start(settings, log, options);
}
