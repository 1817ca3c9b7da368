// Upload API contract: storage settings, then a multipart upload straight to object storage.
// The server validates with these schemas; the UploadClient is typed by them. The calls are in uploadCalls.ts.
import { z } from 'zod';
import { schemasFor } from './callSchemas.js';
import { UPLOAD_CALLS } from './uploadCalls.js';

export { UPLOAD_CALLS, uploadPath, isStorageLinkStale } from './uploadCalls.js';
export type { UploadCallName, UploadIdCallName } from './uploadCalls.js';

/** Storage settings of spec §3 (GET /api/admin/other/meta). Never a credential. */
export const StorageMeta = z.object({
  /** `local` (disk behind the server's /storage routes) or `s3`. */
  driver: z.enum(['local', 's3']),
  /** Key prefix of every upload, e.g. `uploads/`. */
  prefix: z.string(),
  /** Media folder under the prefix, e.g. `media/`. */
  path_media: z.string(),
  /** Where parts go (bucket URL, or `/storage/` for local disk). */
  oss_host: z.string(),
  /** Public base URL of stored files; `''` when files are private and read through signed URLs. */
  cdn_prefix: z.string(),
  /** Default part size in bytes (a large file may get larger parts: S3 allows 10,000 at most). */
  part_size: z.number().int().positive(),
  /** Largest file accepted, in bytes. */
  max_size: z.number().int().positive(),
});
export type StorageMeta = z.infer<typeof StorageMeta>;

export const UploadIdParams = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/, 'invalid upload id') });
export type UploadIdParams = z.infer<typeof UploadIdParams>;

export const CreateUploadBody = z.object({
  filename: z.string().trim().min(1).max(255),
  /** Bytes; the server refuses sizes over `max_size`. */
  size: z.number().int().min(1),
  md5: z.string().regex(/^[a-fA-F0-9]{32}$/, 'md5 must be 32 hex digits').transform((value) => value.toLowerCase()),
  content_type: z.string().max(255).optional(),
  /**
   * Optional key chosen by the client (as clients of OSS do): it must lie under
   * `prefix + path_media + <user id>/`. Without it the server picks `… <user id>/<random id><ext>`.
   */
  key: z.string().min(1).max(1024).optional(),
});
export type CreateUploadBody = z.input<typeof CreateUploadBody>;

export const UploadPart = z.object({
  part_number: z.number().int().min(1).max(10_000),
  etag: z.string().min(1).max(256),
  size: z.number().int().min(0),
});
export type UploadPart = z.infer<typeof UploadPart>;

export const UploadStatus = z.enum(['uploading', 'completed', 'aborted']);
export type UploadStatus = z.infer<typeof UploadStatus>;

export const UploadedFileSchema = z.object({ url: z.string(), filename: z.string() });

/** An upload as the server records it; `parts` are the parts already done (skip them when resuming). */
export const UploadSession = z.object({
  id: z.string(),
  key: z.string(),
  filename: z.string(),
  size: z.number().int(),
  md5: z.string(),
  part_size: z.number().int().positive(),
  part_count: z.number().int().positive(),
  status: UploadStatus,
  parts: z.array(UploadPart),
  /** Set when the same file (same user, md5 and size) was already uploaded: nothing left to send. */
  file: UploadedFileSchema.nullable(),
});
export type UploadSession = z.infer<typeof UploadSession>;

export const SignPartsBody = z.object({
  part_numbers: z.array(z.number().int().min(1).max(10_000)).min(1).max(100),
});
export type SignPartsBody = z.infer<typeof SignPartsBody>;

export const SignedPart = z.object({
  part_number: z.number().int(),
  /** PUT the part's bytes here, with no Authorization header; read the `ETag` response header. */
  url: z.string(),
  /** When the URL stops working (ISO 8601). */
  expires_at: z.string(),
});
export const SignPartsResponse = z.object({ parts: z.array(SignedPart) });
export type SignedPart = z.infer<typeof SignedPart>;
export type SignPartsResponse = z.infer<typeof SignPartsResponse>;

export const RecordPartBody = UploadPart;
export type RecordPartBody = z.infer<typeof RecordPartBody>;
export const RecordPartResponse = z.object({ part_number: z.number().int(), parts_done: z.number().int() });
export type RecordPartResponse = z.infer<typeof RecordPartResponse>;

/** POST …/complete answers the uploaded file of spec §3. */
export const CompleteUploadResponse = UploadedFileSchema;
export type CompleteUploadResponse = z.infer<typeof CompleteUploadResponse>;

export const AbortUploadResponse = z.object({ id: z.string(), status: UploadStatus });
export type AbortUploadResponse = z.infer<typeof AbortUploadResponse>;

/** `POST /api/admin/storage/link`: a link to a stored file (`/storage/…`) that the server issued, expired or not. */
export const StorageLinkBody = z.object({ url: z.string().trim().min(1).max(4096) });
export type StorageLinkBody = z.infer<typeof StorageLinkBody>;

/** A link issued for this request: open it before `expires_at` (`null`: a public URL that does not expire). */
export const StorageLink = z.object({ url: z.string(), expires_at: z.string().nullable() });
export type StorageLink = z.infer<typeof StorageLink>;

/** The schemas of every upload call (UPLOAD_CALLS). */
export const UPLOAD_SCHEMAS = schemasFor(UPLOAD_CALLS)({
  storageMeta: { response: StorageMeta },
  createUpload: { body: CreateUploadBody, response: UploadSession },
  signUploadParts: { params: UploadIdParams, body: SignPartsBody, response: SignPartsResponse },
  recordUploadPart: { params: UploadIdParams, body: RecordPartBody, response: RecordPartResponse },
  completeUpload: { params: UploadIdParams, response: CompleteUploadResponse },
  abortUpload: { params: UploadIdParams, response: AbortUploadResponse },
  renewStorageLink: { body: StorageLinkBody, response: StorageLink },
});
