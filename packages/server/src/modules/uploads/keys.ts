// Object keys of uploads: `prefix + path_media + <user id>/ + <random id> + <extension>` (spec §7).
import { randomBytes } from 'node:crypto';
import { isSafeKey } from '../../plugins/storage/adapter.js';
import type { StorageConfig } from '../../plugins/storage/config.js';

/** The folder a user's uploads live in; keys outside it are refused. */
export function userKeyPrefix(config: Pick<StorageConfig, 'prefix' | 'pathMedia'>, userId: number): string {
  return `${config.prefix}${config.pathMedia}${userId}/`;
}

/** `.pdf` from `报告.PDF`; letters and digits only, at most 10 of them; `''` when there is none. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  if (dot <= 0 || dot === filename.length - 1) return '';
  const ext = filename.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? `.${ext}` : '';
}

export function newUploadKey(config: Pick<StorageConfig, 'prefix' | 'pathMedia'>, userId: number, filename: string): string {
  return `${userKeyPrefix(config, userId)}${randomBytes(16).toString('hex')}${extensionOf(filename)}`;
}

/** A client-chosen key is accepted only inside the user's folder and made of plain characters. */
export function isUserKey(config: Pick<StorageConfig, 'prefix' | 'pathMedia'>, userId: number, key: string): boolean {
  const prefix = userKeyPrefix(config, userId);
  return key.startsWith(prefix) && key.length > prefix.length && isSafeKey(key) && /^[A-Za-z0-9._\-/]+$/.test(key);
}

/**
 * Part size for a file: the configured size, grown (in whole MiB) when the file would need more than
 * S3's 10,000 parts.
 */
export function partPlan(size: number, partBytes: number, maxParts = 10_000): { partSize: number; partCount: number } {
  const mib = 1024 * 1024;
  const needed = Math.ceil(size / maxParts);
  const partSize = needed <= partBytes ? partBytes : Math.ceil(needed / mib) * mib;
  return { partSize, partCount: Math.max(1, Math.ceil(size / partSize)) };
}
