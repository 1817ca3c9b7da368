// Local-disk object storage under DATA_DIR/storage, serving the same presigned flow as S3 through
// the server's /storage routes (see localRoutes.ts). Layout:
//   objects/<key>              the stored files
//   meta/<key>.json            their content type
//   multipart/<uploadId>/      unfinished uploads: upload.json and one file per part
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { encodeKeyPath, isSafeKey, type AbortOutcome, type ByteRange, type CompletedPart, type StorageAdapter, type StoredObjectInfo, type StoredObjectStream } from './adapter.js';
import { signAction, verifyAction, type SignedAction } from './signing.js';

export interface LocalStorageOptions {
  /** Folder that holds everything (`DATA_DIR/storage`). */
  root: string;
  /** HMAC secret of signed URLs; generated and kept in `<root>/.signing-key` when absent. */
  secret?: string | undefined;
  /** Base of the URLs this adapter hands out (`/storage/` on the same origin, or an absolute URL). */
  baseUrl?: string;
  /** Public base URL of objects (a CDN in front of /storage); when set, read URLs are not signed. */
  publicUrl?: string;
  /** Largest part accepted (bytes). */
  maxPartBytes: number;
}

export class LocalStorageError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 412 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'LocalStorageError';
  }
}

const UPLOAD_ID = /^[A-Za-z0-9_-]{16,64}$/;

export class LocalStorageAdapter implements StorageAdapter {
  readonly driver = 'local' as const;
  readonly root: string;
  readonly baseUrl: string;
  readonly maxPartBytes: number;
  private readonly publicUrl: string;
  private secret: string | undefined;

  constructor(options: LocalStorageOptions) {
    this.root = path.resolve(options.root);
    this.secret = options.secret;
    this.baseUrl = options.baseUrl ?? '/storage/';
    this.publicUrl = options.publicUrl ?? '';
    this.maxPartBytes = options.maxPartBytes;
  }

  /** Creates the folders and the signing key; call once before use. */
  async init(): Promise<void> {
    await mkdir(path.join(this.root, 'objects'), { recursive: true });
    await mkdir(path.join(this.root, 'multipart'), { recursive: true });
    await mkdir(path.join(this.root, 'tmp'), { recursive: true });
    this.secret ??= await loadSigningKey(this.root);
  }

  signingSecret(): string {
    if (this.secret === undefined) throw new Error('LocalStorageAdapter.init() has not run');
    return this.secret;
  }

  async createMultipartUpload(key: string, options: { contentType?: string } = {}): Promise<{ uploadId: string }> {
    this.objectPath(key);
    const uploadId = randomBytes(18).toString('base64url');
    const dir = this.uploadDir(uploadId);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'upload.json'), JSON.stringify({ key, contentType: options.contentType ?? null }));
    return { uploadId };
  }

  async signPartUrl(key: string, uploadId: string, partNumber: number, expiresInSeconds: number): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const signature = signAction(this.signingSecret(), { method: 'PUT', key, uploadId, partNumber }, expires);
    const query = new URLSearchParams({ uploadId, partNumber: String(partNumber), expires: String(expires), signature });
    return `${this.baseUrl}${encodeKeyPath(key)}?${query.toString()}`;
  }

  /** Writes one part from a stream (the PUT route calls this after checking the signature); returns its quoted ETag. */
  async writePart(key: string, uploadId: string, partNumber: number, body: Readable): Promise<string> {
    const upload = await this.readUpload(uploadId);
    if (upload === null || upload.key !== key) throw new LocalStorageError(404, 'NoSuchUpload');
    const hash = createHash('md5');
    let bytes = 0;
    const limit = this.maxPartBytes;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (bytes > limit) return callback(new LocalStorageError(413, 'EntityTooLarge'));
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    const tmp = path.join(this.root, 'tmp', `${uploadId}.${partNumber}.${randomBytes(6).toString('hex')}`);
    try {
      await pipeline(body, meter, createWriteStream(tmp));
      await rename(tmp, path.join(this.uploadDir(uploadId), String(partNumber)));
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    return `"${hash.digest('hex')}"`;
  }

  async completeMultipartUpload(key: string, uploadId: string, parts: CompletedPart[]): Promise<void> {
    const upload = await this.readUpload(uploadId);
    if (upload === null || upload.key !== key) throw new LocalStorageError(404, 'NoSuchUpload');
    if (parts.length === 0) throw new LocalStorageError(400, 'MalformedXML');
    const dir = this.uploadDir(uploadId);
    // Check every part against its ETag before writing anything, as S3 does (InvalidPart).
    for (const [index, part] of parts.entries()) {
      if (index > 0 && part.partNumber <= (parts[index - 1]?.partNumber ?? 0)) throw new LocalStorageError(400, 'InvalidPartOrder');
      const digest = await md5OfFile(path.join(dir, String(part.partNumber))).catch(() => null);
      if (digest === null || digest !== part.etag.replaceAll('"', '')) throw new LocalStorageError(400, 'InvalidPart');
    }
    const target = this.objectPath(key);
    const tmp = path.join(this.root, 'tmp', `${uploadId}.complete.${randomBytes(6).toString('hex')}`);
    const writer = createWriteStream(tmp);
    try {
      for (const part of parts) {
        await pipeline(createReadStream(path.join(dir, String(part.partNumber))), writer, { end: false });
      }
      await new Promise<void>((resolve, reject) => {
        writer.once('error', reject);
        writer.end(() => writer.close(() => resolve()));
      });
    } catch (error) {
      writer.destroy();
      await rm(tmp, { force: true });
      throw error;
    }
    await mkdir(path.dirname(target), { recursive: true });
    // Never over an existing object: a finished file's key is immutable (issue 37). link() fails with EEXIST where
    // rename() would replace; S3 callers get the same guarantee from the uploads' key rule.
    try {
      await link(tmp, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new LocalStorageError(412, 'PreconditionFailed');
      throw error;
    } finally {
      await rm(tmp, { force: true });
    }
    const metaFile = this.metaPath(key);
    await mkdir(path.dirname(metaFile), { recursive: true });
    await writeFile(metaFile, JSON.stringify({ contentType: upload.contentType }));
    await rm(dir, { recursive: true, force: true });
  }

  /** Removes `multipart/<uploadId>/` (upload.json and the parts) and any half-written part in `tmp/`. */
  async abortMultipartUpload(_key: string, uploadId: string): Promise<AbortOutcome> {
    if (!UPLOAD_ID.test(uploadId)) return 'aborted';
    await rm(this.uploadDir(uploadId), { recursive: true, force: true });
    const tmp = path.join(this.root, 'tmp');
    const leftovers = (await readdir(tmp).catch(() => [])).filter((name) => name.startsWith(`${uploadId}.`));
    await Promise.all(leftovers.map((name) => rm(path.join(tmp, name), { force: true })));
    return 'aborted';
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    const file = this.objectPath(key);
    const info = await stat(file).catch(() => null);
    if (info === null || !info.isFile()) return null;
    const meta = await readFile(this.metaPath(key), 'utf8')
      .then((text) => JSON.parse(text) as { contentType: string | null })
      .catch(() => ({ contentType: null }));
    return { size: info.size, contentType: meta.contentType ?? undefined, etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"` };
  }

  async getUrl(key: string, expiresInSeconds: number): Promise<string> {
    if (this.publicUrl !== '') return `${this.publicUrl}${encodeKeyPath(key)}`;
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const signature = signAction(this.signingSecret(), { method: 'GET', key }, expires);
    return `${this.baseUrl}${encodeKeyPath(key)}?${new URLSearchParams({ expires: String(expires), signature }).toString()}`;
  }

  async delete(key: string): Promise<void> {
    await rm(this.objectPath(key), { force: true });
    await rm(this.metaPath(key), { force: true });
  }

  async read(key: string, range?: ByteRange): Promise<StoredObjectStream | null> {
    const info = await this.head(key);
    if (info === null) return null;
    const stream = createReadStream(this.objectPath(key), range === undefined ? {} : { start: range.start, end: range.end });
    return { ...info, stream };
  }

  /** Checks a signed action of a /storage request. */
  verify(action: SignedAction, expires: number, signature: string): boolean {
    return verifyAction(this.signingSecret(), action, expires, signature);
  }

  private uploadDir(uploadId: string): string {
    if (!UPLOAD_ID.test(uploadId)) throw new LocalStorageError(404, 'NoSuchUpload');
    return path.join(this.root, 'multipart', uploadId);
  }

  private async readUpload(uploadId: string): Promise<{ key: string; contentType: string | null } | null> {
    if (!UPLOAD_ID.test(uploadId)) return null;
    return readFile(path.join(this.uploadDir(uploadId), 'upload.json'), 'utf8')
      .then((text) => JSON.parse(text) as { key: string; contentType: string | null })
      .catch(() => null);
  }

  /** The file of a key, refusing anything that would leave the objects folder. */
  private objectPath(key: string): string {
    if (!isSafeKey(key)) throw new LocalStorageError(400, 'InvalidKey');
    return path.join(this.root, 'objects', ...key.split('/'));
  }

  private metaPath(key: string): string {
    if (!isSafeKey(key)) throw new LocalStorageError(400, 'InvalidKey');
    return `${path.join(this.root, 'meta', ...key.split('/'))}.json`;
  }
}

/**
 * The signing key kept in `<root>/.signing-key`, created on first use. `wx`: when two processes race, one writes
 * and both read the same key.
 */
export async function loadSigningKey(root: string): Promise<string> {
  const file = path.join(root, '.signing-key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(root, { recursive: true });
    await writeFile(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}

async function md5OfFile(file: string): Promise<string> {
  const hash = createHash('md5');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
