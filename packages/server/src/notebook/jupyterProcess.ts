import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExternalJupyter } from './externalJupyter.js';
import { graderCommandFor, type GraderCommand } from './graderSandbox.js';
import { detectHomeQuota, LoopHomes, type HomeQuotaReport } from './homeQuota.js';
import { detectSandbox, ensureUserFolder, kernelUid, launcherEnv, writeUserFiles, type NotebookLog, type SandboxReport } from './sandbox.js';
import { homeImagesDir, MAX_RUNTIME_PATH, notebooksDir, runtimeDir, type NotebookSettings } from './settings.js';

/** Where the gateway finds Jupyter: `url` ends with the base path, e.g. `http://127.0.0.1:8888/notebook/`. */
export interface NotebookBackend {
  readonly url: string;
  readonly token: string;
  /**
   * Creates the user's folder before a session starts there: locally owned by their kernel uid (mounting their
   * quota-limited home first), never following a link the user planted (UnsafeHomePathError); on an external server
   * through Jupyter's contents API.
   */
  prepareUserFolder?(userId: number, subdir: string): Promise<void>;
  /** Writes files into the user's folder as prepareUserFolder creates it, replacing (never following) what is there. */
  writeUserFiles?(userId: number, subdir: string, files: Array<{ filename: string; bytes: Uint8Array }>): Promise<void>;
  /** How to start the grading process (hidden tests) in this host's sandbox (it runs here with an external server too). */
  graderCommand?(): GraderCommand;
  /** The uid a user's kernels run as on this host (operations: their memory and CPU); local sandboxed servers only. */
  uidOf?(userId: number): number | null;
  close(): Promise<void>;
}

export const RESOURCES_DIR = fileURLToPath(new URL('../../resources/notebook/', import.meta.url));

const BASE_URL = '/notebook/';
const READY_TIMEOUT_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;
/** unix socket paths are limited to 108 bytes; kernel sockets live under DATA_DIR. */

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
}

/** Debian's Jupyter Server as a child process, restarted with back-off when it dies. */
export class JupyterProcess implements NotebookBackend {
  readonly token = randomBytes(24).toString('hex');
  readonly sandbox: SandboxReport;
  readonly notebookRoot: string;
  /** Whether homes have their disk quota (set once at start). */
  homeQuota: HomeQuotaReport = { mode: 'off', quotaMb: 0, problems: [] };
  private homes: LoopHomes | null = null;
  private readonly runtime: string;
  private port = 0;
  private child: ChildProcess | null = null;
  private closing = false;
  private restarts = 0;
  private startedAt = 0;
  private tail: string[] = [];
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
    if (this.runtime.length > MAX_RUNTIME_PATH) {
      throw new Error(`DATA_DIR is too long for kernel sockets (${this.runtime} > ${MAX_RUNTIME_PATH} characters); use a shorter path`);
    }
    this.sandbox = detectSandbox(settings.sandbox, log);
  }

  static async start(settings: NotebookSettings, log: NotebookLog, options: JupyterProcessOptions = {}): Promise<JupyterProcess> {
    const jupyter = new JupyterProcess(settings, log, options);
    jupyter.prepareFolders();
    if (jupyter.sandbox.mode !== 'none') {
      const images = homeImagesDir(settings.dataDir);
      jupyter.homeQuota = await detectHomeQuota(settings.homeQuotaMb, images, log);
      if (jupyter.homeQuota.mode === 'loop') jupyter.homes = new LoopHomes(jupyter.notebookRoot, images, settings.homeQuotaMb, log);
    }
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

  graderCommand(): GraderCommand {
    return graderCommandFor(this.sandbox, this.settings.sandboxLimits, this.settings.python);
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
    await this.homes?.close();
  }

  private prepareFolders(): void {
    // The runtime folder may sit in /tmp (long DATA_DIR): refuse one that another user created or that is a link.
    mkdirSync(this.runtime, { recursive: true, mode: 0o700 });
    const stat = lstatSync(this.runtime);
    if (!stat.isDirectory() || stat.uid !== process.getuid?.()) throw new Error(`notebook runtime folder ${this.runtime} is not a directory owned by this user`);
    const share = path.join(this.runtime, 'share', 'kernels', 'python3');
    for (const dir of [this.runtime, path.join(this.runtime, 'run'), path.join(this.runtime, 'config'), path.join(this.runtime, 'data'), share]) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
    }
    // Kernels never traverse these: the launcher hands each kernel its own folders (bind mounts or fds).
    for (const dir of [this.notebookRoot, path.join(this.runtime, 'ipc')]) {
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
      PYTHONDONTWRITEBYTECODE: '1',
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
    const child = spawn(this.settings.python, args, { env: this.environment(), stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
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
