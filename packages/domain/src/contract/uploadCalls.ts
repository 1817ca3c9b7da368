// The storage and upload calls, zod-free: the app shell renews stored-file links on every page, so neither this
// table nor `isStorageLinkStale` may pull the schemas (uploads.ts) into the first chunk.
import type { CallTable } from './call.js';

/** Every signed-in user may upload (students hand in files too); each only ever touches their own uploads. */
const SIGNED_IN = 'any';

/**
 * Storage settings, then a multipart upload straight to object storage (`:id` is the upload id): the browser PUTs
 * each part to the URL `signUploadParts` answers, so file bytes never go through /api. `storageMeta` is the
 * path of spec §7. Names are unique across every call table (they are the OpenAPI operationIds).
 */
export const UPLOAD_CALLS = {
  storageMeta: { method: 'GET', path: '/api/admin/other/meta', roles: SIGNED_IN, summary: 'Object-storage settings for uploads (spec §3); never a secret' },
  createUpload: { method: 'POST', path: '/api/admin/upload', roles: SIGNED_IN, summary: 'Start an upload, or resume the same file (same user, md5 and size)' },
  signUploadParts: { method: 'POST', path: '/api/admin/upload/:id/sign', roles: SIGNED_IN, summary: 'Signed PUT URLs for parts' },
  recordUploadPart: { method: 'POST', path: '/api/admin/upload/:id/part', roles: SIGNED_IN, summary: 'Record a part storage accepted (its ETag)' },
  completeUpload: { method: 'POST', path: '/api/admin/upload/:id/complete', roles: SIGNED_IN, summary: 'Join the parts; answers the uploaded file {url, filename}' },
  abortUpload: { method: 'DELETE', path: '/api/admin/upload/:id', roles: SIGNED_IN, summary: 'Cancel an unfinished upload and drop its parts' },
  /** A fresh link for a stored-file link or reference the server issued earlier (links expire in minutes). */
  renewStorageLink: {
    method: 'POST',
    path: '/api/admin/storage/link',
    roles: SIGNED_IN,
    summary: 'A fresh link (STORAGE_LINK_TTL) for a stored-file link or reference the server issued, expired or not',
  },
} as const satisfies CallTable;

export type UploadCallName = keyof typeof UPLOAD_CALLS;
/** The calls about one upload (their path has its `:id`). */
export type UploadIdCallName = 'signUploadParts' | 'recordUploadPart' | 'completeUpload' | 'abortUpload';

/** A concrete path of one upload: `uploadPath('signUploadParts', id)` → `/api/admin/upload/<id>/sign`. */
export function uploadPath(name: UploadIdCallName, id: string): string {
  return UPLOAD_CALLS[name].path.replace(':id', encodeURIComponent(id));
}

/**
 * Whether a `/storage/` link is about to stop working (its `expires` is within `marginMs` of `now`); `false` for
 * anything else (a public URL, a foreign link).
 */
export function isStorageLinkStale(url: string, now: number = Date.now(), marginMs = 15_000): boolean {
  const match = /\/storage\/[^?#]*\?(?:[^#]*&)?expires=(\d+)/.exec(url);
  return match !== null && Number(match[1]) * 1000 - now <= marginMs;
}
