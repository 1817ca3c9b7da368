// How the grading process (resources/grading/grader.py) is started: the hidden tests run there, never in a kernel.
// It gets the sandbox the host allows kernels (sandbox.ts), but its own uid: no student's kernel can signal,
// trace or read it. Its only channel is stdin/stdout with the server; it reads no file a student wrote.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { matplotlibBinds, SANDBOX_MPL_CONFIG } from './matplotlibSetup.js';
import type { SandboxReport } from './sandbox.js';
import type { SandboxLimits } from './settings.js';

/** A command whose argv ends with the Python interpreter; the caller appends `-I -c <program>`. */
export interface GraderCommand {
  argv: string[];
  env: Record<string, string>;
  cwd: string;
}

/**
 * The grader's uid: `uidBase` itself. Kernels run as `uidBase + user id` and user ids start at 1, so no kernel
 * ever has it. Concurrent graders share it; under bubblewrap each has its own pid namespace and cannot see the others.
 */
export const graderUid = (uidBase: number): number => uidBase;

const BASE_ENV = {
  PATH: '/usr/bin:/bin',
  LANG: 'C.UTF-8',
  MPLBACKEND: 'Agg',
  OPENBLAS_NUM_THREADS: '1',
  OMP_NUM_THREADS: '1',
  MKL_NUM_THREADS: '1',
  PYTHONDONTWRITEBYTECODE: '1',
};

/**
 * A plain child process with a minimal environment: sandbox mode `none` (development) or a backend without a sandbox.
 * With `matplotlib` (the set-up folder, matplotlibSetup.ts), charts use its Chinese rc and font cache.
 */
export const plainGraderCommand = (python = '/usr/bin/python3', matplotlib: string | null = null): GraderCommand => ({
  argv: [python],
  env: { ...BASE_ENV, HOME: tmpdir(), ...(matplotlib === null ? {} : { MPLCONFIGDIR: path.join(matplotlib, 'host') }) },
  cwd: tmpdir(),
});

/** The grader's command for the sandbox mode the host supports; `matplotlib`: the Chinese set-up folder, if any. */
export function graderCommandFor(report: Pick<SandboxReport, 'mode'>, limits: SandboxLimits, python = '/usr/bin/python3', matplotlib: string | null = null): GraderCommand {
  if (report.mode === 'none') return plainGraderCommand(python, matplotlib);
  const uid = graderUid(limits.uidBase);
  const rlimits = [
    '/usr/bin/prlimit', `--as=${limits.addressSpaceMb * 2 ** 20}`, `--cpu=${limits.cpuSeconds}`, `--nproc=${limits.processes}`,
    `--fsize=${limits.fileSizeMb * 2 ** 20}`, '--nofile=256', '--core=0', '--',
  ];
  const drop = ['/usr/bin/setpriv', `--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', '--no-new-privs', '--inh-caps=-all', '--bounding-set=-all', '--'];
  if (report.mode === 'uid') {
    // Weaker fallback: own uid and rlimits, but the host's filesystem view (read as that uid) and network.
    return { argv: [...rlimits, ...drop, python], env: { ...BASE_ENV, HOME: '/nonexistent' }, cwd: '/' };
  }
  const env = Object.entries({ ...BASE_ENV, HOME: '/tmp', MPLCONFIGDIR: SANDBOX_MPL_CONFIG }).flatMap(([k, v]) => ['--setenv', k, v]);
  const bwrap = [
    '/usr/bin/bwrap', '--die-with-parent', '--new-session',
    '--unshare-net', '--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try', '--hostname', 'grader',
    '--ro-bind', '/usr', '/usr', '--ro-bind', '/etc', '/etc',
    '--symlink', 'usr/bin', '/bin', '--symlink', 'usr/sbin', '/sbin', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64',
    '--proc', '/proc', '--dev', '/dev', '--perms', '1777', '--tmpfs', '/tmp', ...matplotlibBinds(matplotlib),
    '--chdir', '/tmp', '--clearenv', ...env, '--',
  ];
  return { argv: [...bwrap, ...rlimits, ...drop, python], env: {}, cwd: '/' };
}
