import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { homeSegments, openHome, openSubfolder, writeFileAt } from './homeFs.js';
import type { SandboxLimits, SandboxRequest } from './settings.js';

export type NotebookLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What start-up detection found, and the sandbox kernels will get. */
export interface SandboxReport {
  /** bwrap: namespaces + uid + rlimits; uid: separate uid + rlimits only; none: nothing (dev only). */
  mode: 'bwrap' | 'uid' | 'none';
  root: boolean;
  bwrap: boolean;
  setpriv: boolean;
  prlimit: boolean;
  unprivilegedUserns: string;
  /** Folder under which a cgroup per kernel is created, with its version, when the host allows. */
  cgroup: { version: 1 | 2; dir: string } | null;
  /**
   * cgroup v1's cpu hierarchy folder under which each kernel gets a CPU group of its own, so that all of a kernel's
   * processes (a fork bomb's too) weigh as one process against the server and the other kernels. Under cgroup v2 the
   * kernel's one cgroup does this where the cpu controller is delegated; null there, or where the host refuses.
   */
  cpuCgroup: string | null;
  problems: string[];
}

const BWRAP_PROBE = [
  '--die-with-parent', '--unshare-net', '--unshare-pid', '--unshare-ipc', '--unshare-uts',
  '--unshare-cgroup-try', '--ro-bind', '/usr', '/usr', '--ro-bind', '/etc', '/etc',
  '--symlink', 'usr/bin', '/bin', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64',
  '--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp', '--', '/usr/bin/true',
];

function runs(cmd: string, args: string[]): boolean {
  if (!existsSync(cmd)) return false;
  const result = spawnSync(cmd, args, { stdio: 'ignore', timeout: 5000 });
  return result.status === 0;
}

function readOr(file: string, fallback: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return fallback;
  }
}

/** A cgroup folder we may create children with a memory cap in: ours (v1 memory) or a delegated v2 one. */
function detectCgroup(): SandboxReport['cgroup'] {
  const lines = readOr('/proc/self/cgroup', '').split('\n');
  const probe = (dir: string, file: string): boolean => {
    const test = path.join(dir, `kernel-probe-${process.pid}`);
    try {
      mkdirSync(test);
      const ok = existsSync(path.join(test, file));
      rmdirSync(test);
      return ok;
    } catch {
      return false;
    }
  };
  const v1 = lines.find((l) => l.split(':')[1]?.split(',').includes('memory'));
  if (v1) {
    const dir = path.join('/sys/fs/cgroup/memory', v1.split(':').slice(2).join(':'));
    if (probe(dir, 'memory.limit_in_bytes')) return { version: 1, dir };
  }
  const v2 = lines.find((l) => l.startsWith('0::'));
  if (v2 && existsSync('/sys/fs/cgroup/cgroup.controllers')) {
    const dir = path.join('/sys/fs/cgroup', v2.slice(3));
    // Children get memory.max only if the controller is enabled below our cgroup (delegation).
    if (readOr(path.join(dir, 'cgroup.subtree_control'), '').split(' ').includes('memory') && probe(dir, 'memory.max')) {
      return { version: 2, dir };
    }
  }
  return null;
}

/** cgroup v1's cpu folder of this process, if children with cpu.shares can be made there. */
function detectCpuCgroup(): string | null {
  const line = readOr('/proc/self/cgroup', '')
    .split('\n')
    .find((l) => l.split(':')[1]?.split(',').includes('cpu'));
  if (!line) return null;
  const [, controllers = '', ...rest] = line.split(':');
  const own = rest.join(':');
  for (const mount of [`/sys/fs/cgroup/${controllers}`, '/sys/fs/cgroup/cpu']) {
    const dir = path.join(mount, own);
    const test = path.join(dir, `kernel-probe-${process.pid}`);
    try {
      mkdirSync(test);
      const ok = existsSync(path.join(test, 'cpu.shares'));
      rmdirSync(test);
      if (ok) return dir;
    } catch {
      // not this mount
    }
  }
  return null;
}

/** Detects what this host allows and picks the strongest sandbox; logs loudly what is missing. */
export function detectSandbox(request: SandboxRequest, log: NotebookLog): SandboxReport {
  const root = process.getuid?.() === 0;
  const report: SandboxReport = {
    mode: 'none',
    root,
    bwrap: runs('/usr/bin/bwrap', BWRAP_PROBE),
    setpriv: root && runs('/usr/bin/setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', '--no-new-privs', '--', '/usr/bin/true']),
    prlimit: runs('/usr/bin/prlimit', ['--nproc=64', '--', '/usr/bin/true']),
    unprivilegedUserns: `max_user_namespaces=${readOr('/proc/sys/user/max_user_namespaces', '?')} unprivileged_userns_clone=${readOr('/proc/sys/kernel/unprivileged_userns_clone', 'n/a')}`,
    cgroup: root ? detectCgroup() : null,
    cpuCgroup: null,
    problems: [],
  };
  if (report.cgroup?.version === 1) report.cpuCgroup = detectCpuCgroup();
  if (!root) report.problems.push('the server does not run as root: kernels cannot get their own uid');
  if (!report.bwrap) report.problems.push('bubblewrap cannot create namespaces here: kernels keep network access and the host filesystem view');
  if (!report.setpriv) report.problems.push('setpriv cannot switch uid');
  if (!report.prlimit) report.problems.push('prlimit is missing: no process/file/memory rlimits');
  if (!report.cgroup) report.problems.push('no writable memory cgroup: memory is capped by RLIMIT_AS only');

  const uidOk = report.setpriv && report.prlimit;
  if (request === 'off') report.mode = 'none';
  else if ((request === 'auto' || request === 'bwrap') && report.bwrap && uidOk) report.mode = 'bwrap';
  else if (request !== 'bwrap' && uidOk) report.mode = 'uid';
  else if (request === 'bwrap') throw new Error(`NOTEBOOK_SANDBOX=bwrap but the host cannot run it: ${report.problems.join('; ')}`);
  else if (request === 'uid') throw new Error(`NOTEBOOK_SANDBOX=uid but the host cannot run it: ${report.problems.join('; ')}`);

  const summary = {
    mode: report.mode, bwrap: report.bwrap, setpriv: report.setpriv, prlimit: report.prlimit,
    cgroup: report.cgroup ? `v${report.cgroup.version} ${report.cgroup.dir}` : 'none', cpu: report.cpuCgroup ?? 'none', userns: report.unprivilegedUserns,
  };
  if (report.mode === 'bwrap' && report.cgroup) {
    log.info({ sandbox: summary }, 'notebook sandbox: bubblewrap + per-user uid + rlimits + cgroup memory cap');
  } else if (report.mode === 'none') {
    log.error({ sandbox: summary, problems: report.problems }, '!!! NOTEBOOK SANDBOX DISABLED: kernels run as the server user with its rights. Never use this with real students. !!!');
  } else {
    log.warn({ sandbox: summary, problems: report.problems }, `!!! notebook sandbox is WEAKER than intended (mode ${report.mode}) !!!`);
  }
  return report;
}

/** Environment for the kernel launcher (resources/notebook/sandbox-kernel.py). */
export function launcherEnv(report: SandboxReport, limits: SandboxLimits, notebookRoot: string, ipcRoot: string, homeQuotaMb = 0): Record<string, string> {
  return {
    SBX_HOME_QUOTA_MB: String(homeQuotaMb),
    SBX_MODE: report.mode,
    SBX_NOTEBOOK_ROOT: notebookRoot,
    SBX_IPC_ROOT: ipcRoot,
    SBX_UID_BASE: String(limits.uidBase),
    SBX_MEM_MB: String(limits.memoryMb),
    SBX_AS_MB: String(limits.addressSpaceMb),
    SBX_CPU_S: String(limits.cpuSeconds),
    SBX_NPROC: String(limits.processes),
    SBX_FSIZE_MB: String(limits.fileSizeMb),
    SBX_CGROUP: report.cgroup ? `v${report.cgroup.version}:${report.cgroup.dir}` : '',
    SBX_CPU_CGROUP: report.cpuCgroup ?? '',
  };
}

/** The uid a user's kernels run as: uidBase + user id (stable, collision-free, not a hash). */
export const kernelUid = (uidBase: number, userId: number): number => uidBase + userId;

/**
 * Creates `<root>/u<userId>/<sub>` (what is missing, owned by the user's kernel uid, 0700) without ever following a
 * link the user planted: an existing link or file on the way fails with UnsafeHomePathError.
 */
export function ensureUserFolder(notebookRoot: string, userId: number, subdir: string, uid: number | null): void {
  const segments = homeSegments(userId, subdir);
  const home = openHome(notebookRoot, userId, uid);
  try {
    closeSync(openSubfolder(home, segments, uid, userId));
  } finally {
    closeSync(home);
  }
}

/** Writes files into `<root>/u<userId>/<sub>` (created as by ensureUserFolder), each replacing, never following, what is there. */
export function writeUserFiles(notebookRoot: string, userId: number, subdir: string, uid: number | null, files: Array<{ filename: string; bytes: Uint8Array }>): void {
  const segments = homeSegments(userId, subdir);
  const home = openHome(notebookRoot, userId, uid);
  try {
    const dir = openSubfolder(home, segments, uid, userId);
    try {
      for (const file of files) writeFileAt(dir, file.filename, file.bytes, uid, userId);
    } finally {
      closeSync(dir);
    }
  } finally {
    closeSync(home);
  }
}
