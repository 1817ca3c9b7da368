// One interface over object storage: S3 (AWS, MinIO, OSS/COS in S3 mode) or the local disk.
// The browser only ever sees signed URLs produced here; credentials never leave the server.
import type { Readable } from 'node:stream';

export interface CompletedPart {
  partNumber: number;
  /** The ETag storage returned for the part (quotes optional). */
  etag: string;
}

export type AbortOutcome = 'aborted' | 'unsupported';

export interface StoredObjectInfo {
  size: number;
  contentType: string | undefined;
  etag: string | undefined;
}

/** Inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Headers a signed S3 GET makes the bucket answer with. */
export interface ResponseOverrides {
  contentType: string;
  contentDisposition: string;
}

export interface StoredObjectStream extends StoredObjectInfo {
  stream: Readable;
}

export interface StorageAdapter {
  readonly driver: 'local' | 's3';
  /** Starts a multipart upload and returns storage's upload id. */
  createMultipartUpload(key: string, options?: { contentType?: string; contentDisposition?: string }): Promise<{ uploadId: string }>;
  /** A URL the browser PUTs one part's bytes to, without credentials; the response carries an `ETag` header. */
  signPartUrl(key: string, uploadId: string, partNumber: number, expiresInSeconds: number): Promise<string>;
  /** Joins the parts (ascending part numbers, each with its ETag) into the object at `key`. */
  completeMultipartUpload(key: string, uploadId: string, parts: CompletedPart[]): Promise<void>;
  /**
   * Drops an unfinished upload and its parts; `'aborted'` also when there is nothing left to drop.
   * `'unsupported'`: the storage has no Abort (s3rver and some S3 look-alikes), so its parts stay.
   */
  abortMultipartUpload(key: string, uploadId: string): Promise<AbortOutcome>;
  /** Size and type of a stored object, or `null` when there is none. */
  head(key: string): Promise<StoredObjectInfo | null>;
  /**
   * A URL to read the object straight from storage: public (CDN / public bucket) when configured, otherwise signed
   * and expiring. S3 serves it with `response`'s type and disposition (the bucket's own headers are not trusted).
   * Browsers get links from `StorageLinks` instead, which decide the type and disposition first.
   */
  getUrl(key: string, expiresInSeconds: number, response?: ResponseOverrides): Promise<string>;
  /** Removes a stored object (and nothing else); done when there is none. */
  delete(key: string): Promise<void>;
  /** Reads the object (or a byte range of it); `null` when there is none. */
  read(key: string, range?: ByteRange): Promise<StoredObjectStream | null>;
}

/** Encodes a key for a URL path, keeping `/` between segments. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * A key we are willing to store: relative, `/`-separated, no empty, `.` or `..` segments, no control
 * characters or backslashes, at most 1024 bytes (S3's limit).
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || Buffer.byteLength(key) > 1024) return false;
  if (key.startsWith('/') || key.includes('\\') || hasControlCharacter(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
