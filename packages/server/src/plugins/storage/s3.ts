// S3 API adapter (AWS S3, MinIO, Aliyun OSS / Tencent COS in S3 mode) via @aws-sdk/client-s3.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import {
  encodeKeyPath,
  type AbortOutcome,
  type ByteRange,
  type CompletedPart,
  type ResponseOverrides,
  type StorageAdapter,
  type StoredObjectInfo,
  type StoredObjectStream,
} from './adapter.js';

export interface S3StorageOptions {
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Public base URL of objects (CDN or public-read bucket); when set, read URLs are not signed. */
  publicUrl?: string;
  /**
   * Path-style addressing (`<endpoint>/<bucket>/<key>`, MinIO and Ceph) when true or unset; false: virtual-hosted
   * style (`<bucket>.<endpoint host>/<key>`), which Aliyun OSS and Tencent COS buckets made since 2024 require.
   */
  pathStyle?: boolean | undefined;
}

export class S3StorageAdapter implements StorageAdapter {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicUrl: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.publicUrl = options.publicUrl ?? '';
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
      ...(options.accessKeyId !== undefined && options.secretAccessKey !== undefined
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      forcePathStyle: options.pathStyle ?? true,
      // Without these the presigner bakes an empty-body CRC32 into UploadPart URLs and S3 rejects the browser's part.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** The object's own type and disposition are what a public bucket or CDN answers with (our links override them). */
  async createMultipartUpload(key: string, options: { contentType?: string; contentDisposition?: string } = {}): Promise<{ uploadId: string }> {
    const result = await this.client.send(
      new CreateMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        ...(options.contentType ? { ContentType: options.contentType } : {}),
        ...(options.contentDisposition ? { ContentDisposition: options.contentDisposition } : {}),
      }),
    );
    if (!result.UploadId) throw new Error('S3 CreateMultipartUpload returned no UploadId');
    return { uploadId: result.UploadId };
  }

  signPartUrl(key: string, uploadId: string, partNumber: number, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(this.client, new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumber: partNumber }), {
      expiresIn: expiresInSeconds,
    });
  }

  async completeMultipartUpload(key: string, uploadId: string, parts: CompletedPart[]): Promise<void> {
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: quoted(part.etag) })) },
      }),
    );
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<AbortOutcome> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }));
      return 'aborted';
    } catch (error) {
      if (!(error instanceof S3ServiceException)) throw error;
      // Already gone is fine.
      if (error.name === 'NoSuchUpload' || error.$metadata.httpStatusCode === 404) return 'aborted';
      // Some S3 look-alikes have no Abort at all (s3rver answers 405 MethodNotAllowed, others 501 NotImplemented).
      if (error.name === 'NotImplemented' || error.name === 'MethodNotAllowed' || error.$metadata.httpStatusCode === 501 || error.$metadata.httpStatusCode === 405) {
        return 'unsupported';
      }
      throw error;
    }
  }

  async head(key: string): Promise<StoredObjectInfo | null> {
    try {
      const result = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: result.ContentLength ?? 0, contentType: result.ContentType, etag: result.ETag };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async getUrl(key: string, expiresInSeconds: number, response?: ResponseOverrides): Promise<string> {
    if (this.publicUrl !== '') return `${this.publicUrl}${encodeKeyPath(key)}`;
    const overrides = response === undefined ? {} : { ResponseContentType: response.contentType, ResponseContentDisposition: response.contentDisposition };
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key, ...overrides }), { expiresIn: expiresInSeconds });
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async read(key: string, range?: ByteRange): Promise<StoredObjectStream | null> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      const total = parseTotal(result.ContentRange) ?? result.ContentLength ?? 0;
      return { size: total, contentType: result.ContentType, etag: result.ETag, stream: result.Body as Readable };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
}

function quoted(etag: string): string {
  return etag.startsWith('"') ? etag : `"${etag}"`;
}

function parseTotal(contentRange: string | undefined): number | undefined {
  const match = contentRange === undefined ? null : /\/(\d+)$/.exec(contentRange);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}
