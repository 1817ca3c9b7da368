import { randomBytes } from 'node:crypto';
import type { CompleteUploadResponse, CreateUploadBody, RecordPartBody, RecordPartResponse, SignPartsResponse, StorageLink, UploadSession } from '@finedu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { UploadRow } from '../../db/schema/uploads.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { StorageAdapter } from '../../plugins/storage/adapter.js';
import type { StorageConfig } from '../../plugins/storage/config.js';
import { contentDisposition as contentDispositionOf, contentTypeOfName, isInlineType, type StorageLinks } from '../../plugins/storage/index.js';
import type { AuthUser } from '../../types.js';
import { isUserKey, newUploadKey, partPlan, userKeyPrefix } from './keys.js';
import * as repo from './repository.js';
import { checkStoredFile } from './verify.js';

type CreateBody = Omit<CreateUploadBody, 'md5'> & { md5: string };

const uploadNotFound = () => notFound('上传记录不存在', 'Upload not found');
/** Cancelled by the user, or aborted by the sweeper after UPLOAD_ABANDON_HOURS without activity. */
const uploadCancelled = () => badRequest('该上传已取消或因长时间未继续而失效，请重新上传', 'This upload was cancelled or expired after a long pause; upload the file again');
const md5Mismatch = () =>
  badRequest('文件校验失败：上传后的内容与文件的 MD5 不一致，已丢弃，请重新上传', 'The uploaded bytes do not match the file’s MD5; they were discarded, upload the file again');
/** A finished file's key is never written again (issue 37): a new upload gets a new key. */
const keyTaken = () =>
  badRequest(
    '该路径已有文件：已完成的文件不能被覆盖。请不指定路径重新上传，系统会分配新的路径',
    'A file already exists at this key, and a finished file is never replaced: upload again without a key to get a new one',
  );
const MIB = 1024 * 1024;
/** How long a complete that lost the race waits for the winner (which still checks the stored bytes) to finish. */
const CONCURRENT_COMPLETE_WAIT_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const humanSize = (bytes: number) => (bytes >= 1024 * MIB ? `${(bytes / (1024 * MIB)).toFixed(bytes % (1024 * MIB) === 0 ? 0 : 1)} GiB` : `${Math.ceil(bytes / MIB)} MiB`);

/** Uploads straight to object storage: the server plans, signs and completes; the bytes go browser → storage. */
export class UploadsService {
  /** Completes running in this process, by upload id: a second complete of one upload (two tabs) gets the first's outcome. */
  private readonly completing = new Map<string, Promise<CompleteUploadResponse>>();

  constructor(
    private readonly db: Db,
    private readonly storage: StorageAdapter,
    private readonly links: StorageLinks,
    private readonly config: StorageConfig,
    private readonly log: FastifyBaseLogger,
    /** Activity times (`updated_at`) come from here, so tests can age uploads past UPLOAD_ABANDON_HOURS. */
    private readonly clock: Clock,
  ) {}

  /** Starts an upload, or resumes the caller's unfinished upload of the same bytes (md5 + size). */
  async create(user: AuthUser, body: CreateBody): Promise<UploadSession> {
    if (body.size > this.config.maxBytes) {
      throw badRequest(`文件大小超过上限（${humanSize(this.config.maxBytes)}）`, `The file is larger than the limit (${humanSize(this.config.maxBytes)})`);
    }
    if (body.key !== undefined && !isUserKey(this.config, user.id, body.key)) {
      throw badRequest(`文件路径必须位于 ${userKeyPrefix(this.config, user.id)} 之下`, `The key must lie under ${userKeyPrefix(this.config, user.id)}`);
    }
    const unfinished = await repo.findSameFile(this.db, user.id, body.md5, body.size, 'uploading');
    // Resuming counts as activity; when the sweeper got there first, start over.
    if (unfinished !== null && (body.key === undefined || body.key === unfinished.key) && (await repo.touchUpload(this.db, unfinished.id, this.clock.now()))) {
      return this.session(unfinished, body.filename);
    }

    if (body.key === undefined) {
      const done = await repo.findSameFile(this.db, user.id, body.md5, body.size, 'completed');
      if (done !== null && (await this.storage.head(done.key))?.size === done.size) return this.session(done, body.filename);
    }

    const key = body.key ?? newUploadKey(this.config, user.id, body.filename);
    // A key the client chose must be free: no upload holds it and storage has nothing there (a seeded file).
    if (body.key !== undefined && (await this.storage.head(key)) !== null) throw keyTaken();
    const { partSize, partCount } = partPlan(body.size, this.config.partBytes);
    // The type the client declares is never stored: the bucket is told what the key's extension allows, and the
    // file is served as what the server decides from its bytes (plugins/storage/contentTypes.ts).
    const contentType = contentTypeOfName(key);
    const contentDisposition = contentDispositionOf(isInlineType(contentType) ? 'inline' : 'attachment', body.filename);
    const { uploadId } = await this.storage.createMultipartUpload(key, { contentType, contentDisposition });
    const now = this.clock.now();
    const row = await repo.insertUploadOnFreeKey(this.db, {
      id: randomBytes(16).toString('hex'),
      userId: user.id,
      eduId: user.edu_id,
      key,
      filename: body.filename,
      contentType,
      size: body.size,
      md5: body.md5,
      partSize,
      partCount,
      storageUploadId: uploadId,
      createdAt: now,
      updatedAt: now,
    });
    if (row === null) {
      await this.storage.abortMultipartUpload(key, uploadId);
      throw keyTaken();
    }
    return this.session(row, body.filename);
  }

  async sign(user: AuthUser, id: string, partNumbers: number[]): Promise<SignPartsResponse> {
    const upload = await this.open(user, id);
    const wanted = [...new Set(partNumbers)];
    for (const n of wanted) this.checkPartNumber(upload, n);
    const ttl = this.config.partUrlTtl;
    const expiresAt = new Date(Date.now() + ttl * 1000).toISOString();
    const parts = await Promise.all(
      wanted.map(async (n) => ({ part_number: n, url: await this.storage.signPartUrl(upload.key, upload.storageUploadId, n, ttl), expires_at: expiresAt })),
    );
    return { parts };
  }

  async recordPart(user: AuthUser, id: string, part: RecordPartBody): Promise<RecordPartResponse> {
    const upload = await this.open(user, id);
    this.checkPartNumber(upload, part.part_number);
    const expected = expectedPartSize(upload, part.part_number);
    if (part.size !== expected) {
      throw badRequest(`分片 ${part.part_number} 的大小应为 ${expected} 字节`, `Part ${part.part_number} must be ${expected} bytes`);
    }
    const partsDone = await repo.upsertPart(this.db, { uploadId: upload.id, partNumber: part.part_number, etag: part.etag, size: part.size });
    return { part_number: part.part_number, parts_done: partsDone };
  }

  /**
   * Joins the parts into the file. Two completes of one upload (the same file sent from two tabs resumes one upload)
   * give both the file: in this process the second waits for the first; on another instance, the one whose storage
   * call finds the upload gone waits for the winner to record the file.
   */
  async complete(user: AuthUser, id: string): Promise<CompleteUploadResponse> {
    const key = `${user.id}:${id}`;
    const running = this.completing.get(key);
    if (running) return running;
    const work = this.completeOnce(user, id).finally(() => this.completing.delete(key));
    this.completing.set(key, work);
    return work;
  }

  private async completeOnce(user: AuthUser, id: string): Promise<CompleteUploadResponse> {
    const upload = await repo.findUserUpload(this.db, user.id, id);
    if (upload === null) throw uploadNotFound();
    if (upload.status === 'completed') return this.fileOf(upload);
    if (upload.status !== 'uploading') throw uploadCancelled();
    this.checkOwnKey(user, upload);
    if (!(await repo.touchUpload(this.db, upload.id, this.clock.now()))) throw uploadCancelled();

    const parts = await repo.listParts(this.db, upload.id);
    const have = new Set(parts.map((part) => part.partNumber));
    const missing: number[] = [];
    for (let n = 1; n <= upload.partCount; n += 1) if (!have.has(n)) missing.push(n);
    if (missing.length > 0) {
      const shown = missing.slice(0, 10).join(', ') + (missing.length > 10 ? ' …' : '');
      throw badRequest(`还有分片未上传：${shown}`, `Some parts are not uploaded yet: ${shown}`);
    }
    // Uploads made before keys were immutable may share one: the first to finish keeps it, the others are dropped.
    if (await repo.keyCompletedByOther(this.db, upload.id, upload.key)) {
      await this.storage.abortMultipartUpload(upload.key, upload.storageUploadId);
      await repo.finishUpload(this.db, upload.id, 'aborted', this.clock.now());
      throw keyTaken();
    }
    try {
      await this.storage.completeMultipartUpload(
        upload.key,
        upload.storageUploadId,
        parts.map((part) => ({ partNumber: part.partNumber, etag: part.etag })),
      );
    } catch (error) {
      // A concurrent complete may have won the race: the file is there, its parts gone, and it is checking the bytes.
      const joined = (await this.storage.head(upload.key).catch(() => null))?.size === upload.size;
      const again = await this.settled(user.id, id, joined ? CONCURRENT_COMPLETE_WAIT_MS : 0);
      if (again?.status === 'completed') return this.fileOf(again);
      if (again?.status === 'aborted') throw uploadCancelled();
      this.log.warn({ err: error, upload: upload.id }, 'completing a multipart upload failed');
      throw badRequest('合并文件分片失败，请重新上传', 'Storage could not join the parts; upload the file again');
    }
    const stored = await this.storage.head(upload.key);
    if (stored === null || stored.size !== upload.size) {
      this.log.warn({ upload: upload.id, expected: upload.size, stored: stored?.size }, 'stored size differs from the declared size');
      throw badRequest('文件大小与声明不一致', 'The stored file does not match the declared size');
    }
    const check = await checkStoredFile(this.storage, upload.key);
    if (check === null || check.md5 !== upload.md5) {
      // Nothing half-written stays behind: the object goes, and the upload can only be started again.
      this.log.warn({ upload: upload.id, declared: upload.md5, stored: check?.md5 }, 'stored bytes differ from the declared md5');
      await this.storage.delete(upload.key);
      await repo.finishUpload(this.db, upload.id, 'aborted', this.clock.now());
      throw md5Mismatch();
    }
    await repo.finishUpload(this.db, upload.id, 'completed', this.clock.now(), check.contentType);
    return this.fileOf(upload);
  }

  /** The upload once it is no longer 'uploading', or as it is after `waitMs`. */
  private async settled(userId: number, id: string, waitMs: number): Promise<UploadRow | null> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const row = await repo.findUserUpload(this.db, userId, id);
      if (row?.status !== 'uploading' || Date.now() >= deadline) return row;
      await sleep(100);
    }
  }

  async abort(user: AuthUser, id: string): Promise<{ id: string; status: 'aborted' }> {
    const upload = await repo.findUserUpload(this.db, user.id, id);
    if (upload === null) throw uploadNotFound();
    if (upload.status === 'completed') throw badRequest('已完成的上传不能取消', 'A finished upload cannot be cancelled');
    if (upload.status === 'uploading') {
      await this.storage.abortMultipartUpload(upload.key, upload.storageUploadId);
      await repo.finishUpload(this.db, upload.id, 'aborted', this.clock.now());
    }
    return { id: upload.id, status: 'aborted' };
  }

  /** The caller's upload that is still taking parts; signing or recording a part counts as activity. */
  /** A fresh link for a stored-file link or reference the server issued, expired or not. */
  renewLink(url: string): StorageLink {
    // Only what the server signed resolves: a typed-in key or a tampered link is refused.
    const file = this.links.resolve(url);
    if (file === null) throw badRequest('不是本平台签发的文件链接', 'Not a file link this platform issued');
    const link = this.links.link(file.key, { name: file.name });
    return { url: link.url, expires_at: link.expiresAt?.toISOString() ?? null };
  }

  private async open(user: AuthUser, id: string): Promise<UploadRow> {
    const upload = await repo.findUserUpload(this.db, user.id, id);
    if (upload === null) throw uploadNotFound();
    if (upload.status === 'completed') throw badRequest('该上传已完成', 'This upload is already finished');
    if (upload.status !== 'uploading') throw uploadCancelled();
    this.checkOwnKey(user, upload);
    if (!(await repo.touchUpload(this.db, upload.id, this.clock.now()))) throw uploadCancelled();
    return upload;
  }

  /** Defence in depth: never sign or join anything outside the caller's folder, whatever the row says. */
  private checkOwnKey(user: AuthUser, upload: UploadRow): void {
    if (!isUserKey(this.config, user.id, upload.key)) {
      throw new AppError(0, { zh: '文件路径不在允许范围内', en: 'The key lies outside your upload folder' });
    }
  }

  private checkPartNumber(upload: UploadRow, n: number): void {
    if (!Number.isInteger(n) || n < 1 || n > upload.partCount) {
      throw badRequest(`分片序号必须在 1 到 ${upload.partCount} 之间`, `Part numbers must be between 1 and ${upload.partCount}`);
    }
  }

  /** A link for the uploader (issued with this answer, expiring in STORAGE_LINK_TTL). */
  private fileOf(upload: UploadRow): CompleteUploadResponse {
    return { url: this.links.link(upload.key, { name: upload.filename }).url, filename: upload.filename };
  }

  private async session(upload: UploadRow, filename: string): Promise<UploadSession> {
    const parts = upload.status === 'uploading' ? await repo.listParts(this.db, upload.id) : [];
    const file = upload.status === 'completed' ? { url: this.links.link(upload.key, { name: filename }).url, filename } : null;
    return {
      id: upload.id,
      key: upload.key,
      filename: upload.filename,
      size: upload.size,
      md5: upload.md5,
      part_size: upload.partSize,
      part_count: upload.partCount,
      status: upload.status as UploadSession['status'],
      parts: parts.map((part) => ({ part_number: part.partNumber, etag: part.etag, size: part.size })),
      file,
    };
  }
}

function expectedPartSize(upload: Pick<UploadRow, 'size' | 'partSize' | 'partCount'>, n: number): number {
  return n < upload.partCount ? upload.partSize : upload.size - (upload.partCount - 1) * upload.partSize;
}
