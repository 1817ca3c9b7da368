// Disk quota of notebook homes: each home is its own small ext4 filesystem (a sparse image file of the quota's
// size, loop-mounted on `<root>/u<id>` while the server runs), so a full home fails writes with ENOSPC and nobody
// else's home or the server's disk is touched. Kernel-level user/project quotas would be lighter, but they need a
// kernel and filesystem built for them, which hosts (and this CI's VM) often lack; loop mounts need only root.
import { execFile } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, rmdirSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pRetry from 'p-retry';
import { promisify } from 'node:util';
import type { NotebookLog } from './sandbox.js';

const run = promisify(execFile);

const MKFS = ['/usr/sbin/mkfs.ext4', '/sbin/mkfs.ext4'].find((p) => existsSync(p)) ?? '/usr/sbin/mkfs.ext4';
const MOUNT_OPTIONS = 'loop,nosuid,nodev,noatime';

export interface HomeQuotaReport {
  /** loop: every home is a loop-mounted ext4 image of `quotaMb`; off: asked for none; none: the host cannot. */
  mode: 'loop' | 'off' | 'none';
  quotaMb: number;
  problems: string[];
}

async function tool(cmd: string, args: string[], timeout = 60_000): Promise<void> {
  await run(cmd, args, { timeout, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', LANG: 'C.UTF-8' } });
}

/** Checks that this host can create and mount an ext4 image (root, mkfs.ext4, loop devices). */
export async function detectHomeQuota(quotaMb: number, imagesDir: string, log: NotebookLog): Promise<HomeQuotaReport> {
  if (quotaMb === 0) return { mode: 'off', quotaMb, problems: [] };
  const problems: string[] = [];
  if (process.getuid?.() !== 0) problems.push('the server does not run as root: it cannot mount quota-limited homes');
  if (!existsSync(MKFS)) problems.push('mkfs.ext4 is missing (Debian package e2fsprogs)');
  if (problems.length === 0) {
    mkdirSync(imagesDir, { recursive: true, mode: 0o700 });
    const image = path.join(imagesDir, `.probe-${process.pid}.ext4`);
    const mountPoint = path.join(imagesDir, `.probe-${process.pid}`);
    try {
      writeFileSync(image, '');
      truncateSync(image, 8 << 20);
      await tool(MKFS, ['-q', '-F', '-m', '0', '-O', '^has_journal', image]);
      mkdirSync(mountPoint, { recursive: true });
      await tool('/usr/bin/mount', ['-o', MOUNT_OPTIONS, image, mountPoint]);
      await tool('/usr/bin/umount', [mountPoint]);
    } catch (err) {
      problems.push(`cannot loop-mount an ext4 image here: ${(err as Error).message.split('\n')[0]}`);
    } finally {
      rmSync(image, { force: true });
      try {
        rmdirSync(mountPoint);
      } catch {
        // never created, or still mounted after a failed umount: leave it
      }
    }
  }
  if (problems.length > 0) {
    log.warn({ quotaMb, problems }, `!!! notebook homes have NO disk quota (NOTEBOOK_HOME_QUOTA_MB=${quotaMb} cannot be enforced on this host) !!!`);
    return { mode: 'none', quotaMb, problems };
  }
  log.info({ quotaMb }, 'notebook homes: one loop-mounted ext4 filesystem per user, sized to the quota');
  return { mode: 'loop', quotaMb, problems };
}

/** Mounts each user's home image on first use and keeps it mounted until close(). */
export class LoopHomes {
  /** Mounts under way, so that two sessions of one user starting at once mount once. */
  private readonly pending = new Map<number, Promise<void>>();

  constructor(
    private readonly notebookRoot: string,
    private readonly imagesDir: string,
    private readonly quotaMb: number,
    private readonly log: NotebookLog,
  ) {}

  private home(userId: number): string {
    return path.join(this.notebookRoot, `u${userId}`);
  }

  /** A folder is a mount point when its device differs from its parent's. */
  isMounted(userId: number): boolean {
    try {
      const home = lstatSync(this.home(userId));
      return home.isDirectory() && home.dev !== statSync(this.notebookRoot).dev;
    } catch {
      return false;
    }
  }

  /** Makes sure `<root>/u<id>` is the user's own quota-limited filesystem, owned by `uid`. */
  ensure(userId: number, uid: number): Promise<void> {
    if (this.isMounted(userId)) return Promise.resolve();
    let task = this.pending.get(userId);
    if (!task) {
      task = this.mount(userId, uid).finally(() => this.pending.delete(userId));
      this.pending.set(userId, task);
    }
    return task;
  }

  private async mount(userId: number, uid: number): Promise<void> {
    if (this.isMounted(userId)) return;
    mkdirSync(this.imagesDir, { recursive: true, mode: 0o700 });
    const image = path.join(this.imagesDir, `u${userId}.ext4`);
    const home = this.home(userId);
    const wanted = this.quotaMb * 1024 * 1024;
    const homeStat = lstatSync(home, { throwIfNoEntry: false });
    if (homeStat && !homeStat.isDirectory()) throw new Error(`notebook home ${home} is not a folder`);
    const leftovers = homeStat ? readdirSync(home) : [];
    if (!existsSync(image)) {
      // A home from before quotas were on keeps its files: the image is made big enough to hold them.
      const used = leftovers.length > 0 ? await this.usageBytes(home) : 0;
      await this.createImage(image, uid, Math.max(wanted, Math.ceil((used * 1.2) / (1 << 20)) << 20));
    } else if (statSync(image).size < wanted) {
      await this.grow(image, wanted);
    }
    if (leftovers.length > 0) await this.migrate(userId, image, home);
    mkdirSync(home, { recursive: true, mode: 0o700 });
    await tool('/usr/bin/mount', ['-o', MOUNT_OPTIONS, image, home]);
    this.log.info({ userId, quotaMb: this.quotaMb }, 'notebook: home mounted');
  }

  private async createImage(image: string, uid: number, bytes: number): Promise<void> {
    const temp = `${image}.new`;
    rmSync(temp, { force: true });
    writeFileSync(temp, '', { mode: 0o600 });
    truncateSync(temp, bytes);
    // -m 0: no blocks reserved for root; a small journal; the filesystem's root folder owned by the kernel's uid.
    await tool(MKFS, ['-q', '-F', '-m', '0', '-J', 'size=4', '-E', `root_owner=${uid}:${uid},lazy_itable_init=1,lazy_journal_init=1`, temp]);
    renameSync(temp, image);
    // lost+found (root's, empty) would be the first thing a student sees in their home.
    await this.withTempMount(image, (dir) => rmdirSync(path.join(dir, 'lost+found')));
  }

  /** A larger quota than the image was made with: grow it (offline, before mounting). */
  private async grow(image: string, bytes: number): Promise<void> {
    truncateSync(image, bytes);
    try {
      await tool('/usr/sbin/e2fsck', ['-f', '-p', image]);
      await tool('/usr/sbin/resize2fs', [image]);
    } catch (err) {
      this.log.warn({ err, image }, 'notebook: could not grow a home image to the new quota');
    }
  }

  /** Copies a pre-quota home into its new image (links copied as links, never followed), then removes it. */
  private async migrate(userId: number, image: string, home: string): Promise<void> {
    await this.withTempMount(image, async (dir) => {
      await tool('/usr/bin/cp', ['-a', '--no-dereference', '--one-file-system', `${home}/.`, `${dir}/`], 600_000);
    });
    rmSync(home, { recursive: true, force: true });
    this.log.info({ userId }, 'notebook: moved a home from before quotas into its own filesystem');
  }

  private async withTempMount(image: string, work: (dir: string) => unknown): Promise<void> {
    const dir = `${image}.mnt`;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    await tool('/usr/bin/mount', ['-o', MOUNT_OPTIONS, image, dir]);
    try {
      await work(dir);
    } finally {
      await tool('/usr/bin/umount', [dir]);
      rmdirSync(dir);
    }
  }

  private async usageBytes(dir: string): Promise<number> {
    const { stdout } = await run('/usr/bin/du', ['-s', '-B1', '-x', '-P', dir], { timeout: 120_000 });
    return Number(stdout.split(/\s/)[0]) || 0;
  }

  /**
   * Unmounts every home (server shutdown). Kernels die with Jupyter but may take a moment to let go of their home:
   * a busy home is retried, then detached lazily (the kernel finishes dying, the filesystem goes with it).
   */
  async close(): Promise<void> {
    await Promise.allSettled([...this.pending.values()]);
    const entries = existsSync(this.notebookRoot) ? readdirSync(this.notebookRoot) : [];
    const mounted = entries.filter((name) => /^u\d+$/.test(name) && this.isMounted(Number(name.slice(1))));
    await Promise.all(mounted.map((name) => this.unmount(path.join(this.notebookRoot, name))));
  }

  private async unmount(dir: string): Promise<void> {
    try {
      await pRetry(() => tool('/usr/bin/umount', [dir]), { retries: 9, minTimeout: 300, factor: 1 });
      return;
    } catch {
      // still busy after ten tries: detach it lazily below
    }
    try {
      await tool('/usr/bin/umount', ['-l', dir]);
    } catch (err) {
      this.log.warn({ err, home: dir }, 'notebook: could not unmount a home');
    }
  }
}
