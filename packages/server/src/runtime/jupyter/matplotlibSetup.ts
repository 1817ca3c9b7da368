// Chinese charts in every kernel and grader (issue 35). resources/notebook/matplotlib_setup.py writes, once per host
// (again only when the fonts or matplotlib change), matplotlib's rc file (Noto Sans CJK SC first, the minus sign drawn
// as a plain hyphen, which every font has) and its font cache into the set-up folder (settings.matplotlibDir: the
// host's /var/cache/finedu/matplotlib as root); the kernel launcher (sandbox-kernel.py) and the grader's command
// (graderSandbox.ts) bind them read-only into the sandbox, so a kernel's first chart neither scans fonts nor writes
// anything into the student's home.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { NotebookLog } from './sandbox.js';

const run = promisify(execFile);

/** Where a sandboxed process sees the Simplified Chinese faces taken out of Debian's Noto Sans CJK collections. */
export const SANDBOX_FONTS_DIR = '/opt/finedu/fonts';
/** A sandboxed process's MPLCONFIGDIR: in its private /tmp (matplotlib wants it writable), the rc and cache bound in. */
export const SANDBOX_MPL_CONFIG = '/tmp/matplotlib';
const SETUP_TIMEOUT_MS = 180_000;

/**
 * Runs the set-up into `dir` (the rc file, the font cache and the extracted fonts; nothing secret: 0755) (a few seconds the first time, about half a second when nothing changed); the folder when it worked,
 * null (logged) when it did not: kernels then keep matplotlib's defaults.
 */
export async function prepareMatplotlib(dir: string, python: string, resourcesDir: string, log: NotebookLog): Promise<string | null> {
  try {
    const { stdout } = await run(python, ['-I', path.join(resourcesDir, 'matplotlib_setup.py'), dir, SANDBOX_FONTS_DIR], {
      timeout: SETUP_TIMEOUT_MS,
      env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' },
    });
    const outcome = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { built?: boolean; matplotlib?: boolean; cjk?: string[]; ms?: number };
    if (outcome.matplotlib === false) {
      log.info('notebook: no matplotlib on this host, nothing to set up for charts');
      return null;
    }
    if (outcome.built) log.info({ matplotlib: outcome }, 'notebook: matplotlib font cache built (Chinese fonts for charts)');
    if (outcome.built && !(outcome.cjk ?? []).includes('Noto Sans CJK SC')) {
      log.warn({ found: outcome.cjk }, 'notebook: Noto Sans CJK SC is missing (Debian package fonts-noto-cjk): Chinese chart labels may draw as boxes');
    }
    return dir;
  } catch (err) {
    log.warn({ err }, 'notebook: cannot prepare matplotlib for Chinese charts; kernels keep its defaults');
    return null;
  }
}

/**
 * bubblewrap arguments giving a sandboxed process the set-up, after its private /tmp is mounted (the TypeScript twin
 * of sandbox-kernel.py's matplotlib_args, for the grader). The folder is the server's own: no student writes in it.
 */
export function matplotlibBinds(dir: string | null): string[] {
  // bubblewrap makes the folders a mount needs 0700 (root's): the sandbox's uid must traverse them.
  const traversable = (folders: string[]): string[] => folders.flatMap((folder) => ['--perms', '0755', '--dir', folder]);
  const args = ['--perms', '1777', '--dir', SANDBOX_MPL_CONFIG, ...traversable(['/var', '/var/cache']), '--ro-bind-try', '/var/cache/fontconfig', '/var/cache/fontconfig'];
  if (dir === null) return args;
  args.push(...traversable(path.posix.dirname(SANDBOX_FONTS_DIR).split('/').filter(Boolean).map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}`)));
  let names: string[];
  try {
    names = readdirSync(path.join(dir, 'sandbox')).filter((n) => n === 'matplotlibrc' || /^fontlist-v\d+\.json$/.test(n));
  } catch {
    return args;
  }
  args.push('--ro-bind-try', path.join(dir, 'fonts'), SANDBOX_FONTS_DIR);
  for (const name of names.sort()) args.push('--ro-bind', path.join(dir, 'sandbox', name), `${SANDBOX_MPL_CONFIG}/${name}`);
  return args;
}
