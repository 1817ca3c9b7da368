// Who sees and who writes which bank (notes/exam-engine.md "Who does what").
import type { Bank } from '@finedu/domain';
import { AppError, badRequest, forbidden, notFound } from '../../errors.js';
import type { AuthUser } from '../../types.js';
import type { Owner } from './repository.js';

export const questionNotFound = (): AppError => notFound('试题不存在', 'Question not found');
export const paperNotFound = (): AppError => notFound('试卷不存在', 'Paper not found');
export const categoryNotFound = (): AppError => notFound('题目分类不存在', 'Question category not found');

/** The bank a caller writes to: sys_admin → platform (`null`), college staff → their college. */
export function writeOwner(user: AuthUser): Owner {
  if (user.role === 'sys_admin') return null;
  if ((user.role === 'edu_admin' || user.role === 'edu_teacher') && user.edu_id !== null) return user.edu_id;
  throw forbidden();
}

/** The bank a `bank=` query names for this caller. A sys_admin has no college bank. */
export function readOwner(user: AuthUser, bank: Bank): Owner {
  if (bank === 'platform') return null;
  if (user.role === 'sys_admin') throw badRequest('平台管理员没有院校题库，请选择平台题库', 'A platform administrator has no college bank; choose the platform bank');
  return writeOwner(user);
}

/** Every bank the caller may read: platform, plus their college for college staff. */
export function readableOwners(user: AuthUser): Owner[] {
  const own = writeOwner(user);
  return own === null ? [null] : [null, own];
}

/** May the caller see a row owned by `owner`? (Own college or the platform bank.) */
export function canRead(user: AuthUser, owner: Owner): boolean {
  return readableOwners(user).includes(owner);
}

/**
 * Refuse a write on a row owned by `owner`: another college's row answers "not found" (no existence oracle),
 * a platform row written by college staff answers "permission denied" (read-only).
 */
export function assertWritable(user: AuthUser, owner: Owner, missing: () => AppError): void {
  if (!canRead(user, owner)) throw missing();
  if (writeOwner(user) !== owner) {
    throw new AppError(0, { zh: '平台题库和平台试卷对院校只读', en: 'The platform bank and platform papers are read-only for colleges' });
  }
}

export const bankOf = (owner: Owner): Bank => (owner === null ? 'platform' : 'college');
