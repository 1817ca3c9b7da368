// Whether a stored session still signs its user in: the one rule of /api (plugins/auth.ts), the notebook gateway
// (plugins/notebook.ts) and the public article preview's sys_admin check (courses/libraryRoutes.ts).
import { AppError, unauthorized } from '../errors.js';

/** The parts of a session row (modules/auth/repository.ts `SessionRow`) the rule reads. */
export interface CheckedSession {
  token: { revokedAt: Date | null; expiresAt: Date };
  user: { id: number; status: number; deletedAt: Date | null };
  college: { status: number; deletedAt: Date | null } | null;
}

const DISABLED_USER = { zh: '账号已被禁用，请联系管理员', en: 'This account is disabled; contact your administrator' };
const DISABLED_COLLEGE = { zh: '所在院校已被停用，请联系管理员', en: 'Your college is disabled; contact your administrator' };

/** Why a user may not act (disabled or deleted, or their college disabled or deleted); null when they may. */
export function accountRefusal(user: CheckedSession['user'], college: CheckedSession['college']): AppError | null {
  if (user.deletedAt !== null || user.status !== 1) return new AppError(-401, DISABLED_USER);
  if (college !== null && (college.status !== 1 || college.deletedAt !== null)) return new AppError(-401, DISABLED_COLLEGE);
  return null;
}

/**
 * Why `session` does not sign its user in, or null when it does: no such token, revoked or expired; a claimed user id
 * (`X-USER-ID`, the gateway's user) that is not the token's (`claimedUserId` null: nothing claimed); then the account's
 * rule. Every refusal is `code: -401`.
 */
export function sessionRefusal(session: CheckedSession | null, claimedUserId: string | null = null, now: number = Date.now()): AppError | null {
  if (session === null || session.token.revokedAt !== null || session.token.expiresAt.getTime() <= now) return unauthorized();
  if (claimedUserId !== null && claimedUserId !== String(session.user.id)) {
    return unauthorized('登录信息不一致，请重新登录', 'The signed-in user does not match X-USER-ID; sign in again');
  }
  return accountRefusal(session.user, session.college);
}
