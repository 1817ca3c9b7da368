// Per-account slow-down of password guessing, and the answers that tell nothing about which names exist.
// Every wrong password is counted by the database in one statement (parallel guesses each get their own count);
// from LOGIN_MAX_FAILURES on the account waits LOGIN_LOCK_SECONDS, doubling per failure up to an hour. Names that
// match no account are counted and locked the same way, so a lock is no sign that an account exists.
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import * as repo from './repository.js';

/** The one answer to a wrong password, an unknown name, and a disabled account's wrong password. */
export const WRONG_CREDENTIALS = { zh: '用户名或密码错误', en: 'Wrong username or password' };
const MAX_LOCK_SECONDS = 3600;
/** Failures are forgotten a day after the latest one (for unknown names too: their rows can then go). */
const FORGET_AFTER_MS = 24 * 3600 * 1000;

export const wrongCredentials = () => new AppError(0, WRONG_CREDENTIALS);

export function lockedError(until: Date, now = Date.now()): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now) / 1000));
  return new AppError(0, { zh: `密码错误次数过多，请 ${seconds} 秒后再试`, en: `Too many wrong passwords; try again in ${seconds} s` });
}

const isLocked = (until: Date | null, now: number): until is Date => until !== null && until.getTime() > now;

export class LoginLockout {
  constructor(
    private readonly db: Db,
    private readonly throttle: AppConfig['loginThrottle'],
  ) {}

  private policy(now: number): repo.FailurePolicy {
    return { ...this.throttle, maxLockSeconds: MAX_LOCK_SECONDS, now: new Date(now), forgetBefore: new Date(now - FORGET_AFTER_MS) };
  }

  /** Before checking a password: a locked account (or name) is refused without looking at the password. */
  assertOpen(lockedUntil: Date | null): void {
    const now = Date.now();
    if (isLocked(lockedUntil, now)) throw lockedError(lockedUntil, now);
  }

  async assertNameOpen(identifier: string): Promise<void> {
    this.assertOpen(await repo.unknownNameLock(this.db, identifier));
  }

  /** Counts a wrong password; answers `wrong` (default: the shared wrong-credentials error), or the lock it earned. */
  async failAccount(userId: number, wrong: () => AppError = wrongCredentials): Promise<AppError> {
    const now = Date.now();
    const { lockedUntil } = await repo.recordLoginFailure(this.db, userId, this.policy(now));
    return isLocked(lockedUntil, now) ? lockedError(lockedUntil, now) : wrong();
  }

  /** `failAccount` for a name that matches no account: the same count, the same answers. */
  async failName(identifier: string): Promise<AppError> {
    const now = Date.now();
    const { lockedUntil } = await repo.recordUnknownNameFailure(this.db, identifier, this.policy(now));
    return isLocked(lockedUntil, now) ? lockedError(lockedUntil, now) : wrongCredentials();
  }

  /** After a right password: clears the count, or refuses when failures counted meanwhile locked the account. */
  async succeed(userId: number): Promise<void> {
    const now = Date.now();
    const lockedUntil = await repo.clearLoginFailures(this.db, userId, new Date(now));
    if (isLocked(lockedUntil, now)) throw lockedError(lockedUntil, now);
  }
}
