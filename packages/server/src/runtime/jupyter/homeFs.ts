// File operations the (root) server makes inside a user's notebook home, where the user's own kernel can create
// links at any moment. Every step is taken relative to a directory descriptor already opened without following
// links (`/proc/self/fd/<fd>/<name>` resolves `<fd>` to the very directory it was opened on, like openat(2)), so a
// link planted in the home, even between a check and the next call, can only make the operation fail: the server
// never creates, chowns, chmods or writes anything outside the home, and chowns only what it just created.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fchmodSync,
  fchownSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

// libuv opens every file with O_CLOEXEC already. Nothing here ever waits on what the user planted: folders are opened
// with O_DIRECTORY (a FIFO or device is refused before it is opened; O_NONBLOCK says so anyway), files only created
// (O_CREAT | O_EXCL: never an existing FIFO); nothing in a home is read.
const { O_RDONLY, O_DIRECTORY, O_NOFOLLOW, O_NONBLOCK, O_WRONLY, O_CREAT, O_EXCL } = constants;
const DIR_FLAGS = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK;

/** A path inside a user's home was a link, a file where a folder belongs, or otherwise not ours to touch. */
export class UnsafeHomePathError extends Error {
  constructor(
    readonly userId: number,
    readonly relative: string,
    cause?: unknown,
  ) {
    super(`refusing to follow a link or non-folder in the notebook home of user ${userId}: ${relative || '.'}`, { cause });
    this.name = 'UnsafeHomePathError';
  }
}

const at = (dirFd: number, name: string): string => `/proc/self/fd/${dirFd}/${name}`;

/** One plain path segment: no separators, no `.`/`..`, no control characters. */
export function isPlainName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return name.length > 0 && name.length <= 255 && name !== '.' && name !== '..' && !/[/\\\u0000-\u001f]/.test(name);
}

/** Splits a folder below the home into plain segments (`''` is the home itself); throws on anything else. */
export function homeSegments(userId: number, relative: string): string[] {
  if (relative === '') return [];
  const parts = relative.split('/');
  if (!parts.every(isPlainName)) throw new UnsafeHomePathError(userId, relative);
  return parts;
}

/** The user's home `<root>/u<id>`, opened without following links. Only the server writes in `<root>` (0700). */
export function openHome(notebookRoot: string, userId: number, uid: number | null): number {
  const home = path.join(notebookRoot, `u${userId}`);
  let created = false;
  try {
    mkdirSync(home, { mode: 0o700 });
    created = true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  let fd: number;
  try {
    fd = openSync(home, DIR_FLAGS);
  } catch (err) {
    throw new UnsafeHomePathError(userId, '', err);
  }
  // The home itself sits in the server's own folder: owning it to the kernel's uid is always right.
  if (uid !== null && (created || fstatSync(fd).uid !== uid)) {
    fchownSync(fd, uid, uid);
    fchmodSync(fd, 0o700);
  }
  return fd;
}

/**
 * Opens (creating what is missing, owned by `uid`, 0700) the folder `segments` below the directory `dirFd`.
 * An existing link or non-folder anywhere on the way fails with UnsafeHomePathError; existing folders are never
 * chowned or chmodded. Returns a new descriptor; the caller closes it (and still owns `dirFd`).
 */
export function openSubfolder(dirFd: number, segments: string[], uid: number | null, userId: number): number {
  let fd = dirFd;
  let walked = '';
  try {
    for (const name of segments) {
      walked = walked ? `${walked}/${name}` : name;
      let created = false;
      try {
        mkdirSync(at(fd, name), { mode: 0o700 });
        created = true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      let next: number;
      try {
        next = openSync(at(fd, name), DIR_FLAGS);
      } catch (err) {
        throw new UnsafeHomePathError(userId, walked, err);
      }
      if (created && uid !== null) {
        fchownSync(next, uid, uid);
        fchmodSync(next, 0o700);
      }
      if (fd !== dirFd) closeSync(fd);
      fd = next;
    }
    return fd === dirFd ? openSync(at(dirFd, '.'), DIR_FLAGS) : fd;
  } catch (err) {
    if (fd !== dirFd) closeSync(fd);
    throw err;
  }
}

/**
 * Writes `bytes` as `<dirFd>/<filename>`: a new file created exclusively under a random name (never through a
 * link), owned by `uid`, then renamed over the target. Renaming replaces a link or file by that name instead of
 * writing through it; a folder by that name makes it fail.
 */
export function writeFileAt(dirFd: number, filename: string, bytes: Uint8Array, uid: number | null, userId: number, mode = 0o644): void {
  if (!isPlainName(filename)) throw new UnsafeHomePathError(userId, filename);
  const temp = `.${filename.slice(0, 200)}.${randomBytes(6).toString('hex')}.part`;
  const fd = openSync(at(dirFd, temp), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
  try {
    for (let offset = 0; offset < bytes.length; ) offset += writeSync(fd, bytes, offset, bytes.length - offset);
    if (uid !== null) fchownSync(fd, uid, uid);
    fchmodSync(fd, mode);
  } catch (err) {
    closeSync(fd);
    unlinkSync(at(dirFd, temp));
    throw err;
  }
  closeSync(fd);
  try {
    renameSync(at(dirFd, temp), at(dirFd, filename));
  } catch (err) {
    unlinkSync(at(dirFd, temp));
    throw new UnsafeHomePathError(userId, filename, err);
  }
}

/** True when `p` exists and is a link (tests and diagnostics). */
export function isLink(p: string): boolean {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}
