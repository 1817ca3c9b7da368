import type { StorageMeta } from '@finedu/domain';

/**
 * The storage key of a file the Uploader stored, read from its URL: keys are
 * `prefix + path_media + <user id>/<random><ext>` (spec §7) and every storage URL ends with the key's path
 * (local `/storage/<key>?signature…`, S3 `https://bucket…/<key>?X-Amz…`, or the CDN prefix + key).
 */
export function storageKeyFromUrl(url: string, meta: Pick<StorageMeta, 'prefix' | 'path_media'>): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url, 'http://local.invalid').pathname);
  } catch {
    return null;
  }
  const folder = `${meta.prefix}${meta.path_media}`;
  const at = path.indexOf(`/${folder}`);
  if (at < 0) return null;
  const key = path.slice(at + 1);
  return new RegExp(`^${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d+/[^/]+$`).test(key) ? key : null;
}
