import { createHash } from 'node:crypto';
import path from 'node:path';

/** Limits the gateway enforces on kernels (see issue 3 §1). */
export interface NotebookLimits {
  /** Per-cell time limit; Jupyter's kernel watchdog interrupts the cell after it (see kernelWatchdog.ts). */
  cellTimeoutMs: number;
  /** After an interrupt that did not stop the cell, restart the kernel after this long. */
  interruptGraceMs: number;
  /**
   * A kernel with no websocket for this long is shut down (0 = never): longer than a page reload or a
   * reconnect (seconds), shorter than the break between two classes, so the next class finds free kernels.
   */
  cullDisconnectedMs: number;
  maxKernelsPerUser: number;
  maxKernels: number;
}

/** What a sandboxed kernel may use; passed to the kernel launcher as SBX_* variables. */
export interface SandboxLimits {
  memoryMb: number;
  addressSpaceMb: number;
  cpuSeconds: number;
  processes: number;
  fileSizeMb: number;
  uidBase: number;
}

export type SandboxRequest = 'auto' | 'bwrap' | 'uid' | 'off';

export interface NotebookSettings {
  dataDir: string;
  /** An external Jupyter Server (NOTEBOOK_URL, NOTEBOOK_TOKEN); otherwise a child process. */
  external: { url: string; token: string } | null;
  python: string;
  cullIdleSeconds: number;
  sandbox: SandboxRequest;
  sandboxLimits: SandboxLimits;
  /** Disk quota of each user's notebook home in MiB (a loop-mounted filesystem of that size); 0 = none. */
  homeQuotaMb: number;
  /**
   * Sandboxed kernels kept started and waiting for a user (issue 14), so that a student's kernel is ready when they
   * open a case; 0 = no pool. They count toward `maxKernels`, and a user takes one even when the cap is reached.
   * Only with the embedded Jupyter Server in the bubblewrap sandbox (off otherwise, said in the log).
   */
  poolSize: number;
  /**
   * Python modules pooled kernels import while they wait (NOTEBOOK_KERNEL_POOL_PRELOAD, comma-separated, e.g.
   * `numpy,pandas`): a first cell importing them then runs at once, for the memory they take in every waiting kernel.
   * Empty by default (a waiting kernel then takes what an idle kernel takes today). `matplotlib.pyplot` may be
   * preloaded (its inline backend loads in the kernel at the first figure), IPython's and ipykernel's own modules not.
   */
  poolPreload: string[];
  /**
   * Where matplotlib's Chinese set-up for kernels and graders is built (issue 35, matplotlibSetup.ts;
   * NOTEBOOK_MATPLOTLIB_DIR): a property of the host's fonts, not of the data, so by default one folder for the host
   * when the server runs as root (`/var/cache/finedu/matplotlib`, what `./platform setup` builds), else
   * `<DATA_DIR>/matplotlib`.
   */
  matplotlibDir: string;
  /**
   * Kernel channel connections one user may open per minute (NOTEBOOK_CHANNEL_CONNECTS_PER_MIN, default 60; issue 35):
   * a page opens one per notebook and reconnects every few seconds at most; a client in a loop is refused with 429.
   */
  channelConnectsPerMinute: number;
  /** How often open kernel channels' personal notebook tokens are checked again (NOTEBOOK_TOKEN_RECHECK_S, default 30 s): a revoked one's channels close. */
  personalRecheckMs: number;
  limits: NotebookLimits;
}

type Env = Record<string, string | undefined>;

/** The host's matplotlib set-up when the server runs as root (see NotebookSettings.matplotlibDir and `./platform setup`). */
export const HOST_MATPLOTLIB_DIR = '/var/cache/finedu/matplotlib';

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new Error(`${name} must be a number ≥ ${min}, got "${raw}"`);
  }
  return value;
}

/** Reads every NOTEBOOK_* variable once. `dataDir` is the app's DATA_DIR (default ./data). */
export function notebookSettingsFromEnv(env: Env = process.env, dataDir = env.DATA_DIR ?? './data'): NotebookSettings {
  const sandbox = (env.NOTEBOOK_SANDBOX ?? 'auto') as SandboxRequest;
  if (!['auto', 'bwrap', 'uid', 'off'].includes(sandbox)) {
    throw new Error(`NOTEBOOK_SANDBOX must be auto, bwrap, uid or off, got "${sandbox}"`);
  }
  const url = env.NOTEBOOK_URL;
  const homeQuotaMb = int(env, 'NOTEBOOK_HOME_QUOTA_MB', 1024, 0);
  if (homeQuotaMb !== 0 && homeQuotaMb < 64) throw new Error(`NOTEBOOK_HOME_QUOTA_MB must be 0 (no quota) or at least 64, got "${homeQuotaMb}"`);
  return {
    dataDir: path.resolve(dataDir),
    external: url ? { url: url.endsWith('/') ? url : `${url}/`, token: env.NOTEBOOK_TOKEN ?? '' } : null,
    python: env.NOTEBOOK_PYTHON ?? '/usr/bin/python3',
    cullIdleSeconds: int(env, 'NOTEBOOK_CULL_IDLE_S', 1800, 0),
    sandbox,
    homeQuotaMb,
    poolSize: Math.floor(int(env, 'NOTEBOOK_KERNEL_POOL_SIZE', 2, 0)),
    poolPreload: poolPreload(env.NOTEBOOK_KERNEL_POOL_PRELOAD ?? ''),
    matplotlibDir: path.resolve(env.NOTEBOOK_MATPLOTLIB_DIR || (process.getuid?.() === 0 ? HOST_MATPLOTLIB_DIR : path.join(dataDir, 'matplotlib'))),
    channelConnectsPerMinute: Math.floor(int(env, 'NOTEBOOK_CHANNEL_CONNECTS_PER_MIN', 60, 1)),
    personalRecheckMs: int(env, 'NOTEBOOK_TOKEN_RECHECK_S', 30, 1) * 1000,
    sandboxLimits: {
      memoryMb: int(env, 'NOTEBOOK_KERNEL_MEMORY_MB', 1024, 64),
      addressSpaceMb: int(env, 'NOTEBOOK_KERNEL_AS_MB', 4096, 256),
      cpuSeconds: int(env, 'NOTEBOOK_KERNEL_CPU_S', 3600, 1),
      processes: int(env, 'NOTEBOOK_KERNEL_NPROC', 128, 16),
      fileSizeMb: int(env, 'NOTEBOOK_KERNEL_FSIZE_MB', 512, 1),
      uidBase: int(env, 'NOTEBOOK_UID_BASE', 100000, 1000),
    },
    limits: {
      cellTimeoutMs: int(env, 'NOTEBOOK_CELL_TIMEOUT_S', 60, 0.1) * 1000,
      interruptGraceMs: int(env, 'NOTEBOOK_INTERRUPT_GRACE_S', 10, 0.1) * 1000,
      cullDisconnectedMs: int(env, 'NOTEBOOK_CULL_DISCONNECTED_S', 300, 0) * 1000,
      maxKernelsPerUser: int(env, 'NOTEBOOK_MAX_KERNELS_PER_USER', 2, 1),
      maxKernels: int(env, 'NOTEBOOK_MAX_KERNELS', 40, 1),
    },
  };
}

function poolPreload(raw: string): string[] {
  const modules = raw.split(',').map((m) => m.trim()).filter(Boolean);
  for (const m of modules) {
    if (!/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(m) || /^(matplotlib_inline|IPython|ipykernel)\b/.test(m)) {
      throw new Error(`NOTEBOOK_KERNEL_POOL_PRELOAD: "${m}" is not a module name that may be preloaded`);
    }
  }
  return modules;
}

/** `<DATA_DIR>/notebooks`: Jupyter's root_dir, one `u<userId>` folder per user. */
export const notebooksDir = (dataDir: string): string => path.join(dataDir, 'notebooks');
/** `<DATA_DIR>/notebook-homes`: one ext4 image per user home when homes have a quota (root only, 0700). */
export const homeImagesDir = (dataDir: string): string => path.join(dataDir, 'notebook-homes');
/** Kernel sockets live under the runtime folder, and a unix socket path has a small length limit. */
export const MAX_RUNTIME_PATH = 40;
/**
 * `<DATA_DIR>/notebook-runtime` (kernelspec, Jupyter runtime files, kernel socket folders) when that path is
 * short enough for kernel sockets; otherwise `/tmp/finedu-nb-<hash of DATA_DIR>`, so a checkout in a deep folder
 * still starts. The folder is created 0700 and checked to be ours before use.
 */
export function runtimeDir(dataDir: string): string {
  const inside = path.join(dataDir, 'notebook-runtime');
  if (inside.length <= MAX_RUNTIME_PATH) return inside;
  return path.join('/tmp', `finedu-nb-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12)}`);
}
