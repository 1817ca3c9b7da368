// Storage settings, read once from the environment (or the AppConfig the server core passes in).
// Secrets stay here: nothing in this object is ever sent to a browser except through `publicMeta`.
import { createHmac } from 'node:crypto';
import { z } from 'zod';

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

/** S3 accepts parts of 5 MiB – 5 GiB (the last may be smaller) and at most 10,000 of them. */
export const S3_MIN_PART_BYTES = 5 * MIB;
export const S3_MAX_PART_BYTES = 5 * GIB;
export const S3_MAX_PARTS = 10_000;

/** Folder-like prefix: empty, or ends with one `/`, made of safe key characters, never `..`. */
const folder = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => (value === '' || value.endsWith('/') ? value : `${value}/`))
    .refine((value) => value === '' || (/^[A-Za-z0-9._\-/]+$/.test(value) && !value.split('/').some((seg) => seg === '..' || seg === '.') && !value.startsWith('/') && !value.includes('//')), {
      message: 'must be a relative folder of letters, digits, . _ - and /',
    });

const envSchema = z.object({
  DATA_DIR: z.string().default('./data'),
  STORAGE_ENDPOINT: z.string().url().optional(),
  STORAGE_BUCKET: z.string().min(1).optional(),
  STORAGE_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_ACCESS_KEY: z.string().optional(),
  STORAGE_SECRET_KEY: z.string().optional(),
  // 1: path-style requests (MinIO, Ceph); 0: virtual-hosted style (Aliyun OSS, Tencent COS buckets since 2024).
  STORAGE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).default('1'),
  STORAGE_PREFIX: folder('uploads/'),
  STORAGE_PATH_MEDIA: folder('media/'),
  STORAGE_PUBLIC_URL: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(2 * GIB),
  UPLOAD_PART_BYTES: z.coerce.number().int().min(S3_MIN_PART_BYTES).max(S3_MAX_PART_BYTES).default(8 * MIB),
  // Hours without activity after which an unfinished upload is aborted (S3's AbortIncompleteMultipartUpload); 0 = never.
  UPLOAD_ABANDON_HOURS: z.coerce.number().min(0).max(24 * 365).default(24),
  // Seconds a download link handed to a signed-in user lives (minutes: it is a bearer link).
  STORAGE_LINK_TTL: z.coerce.number().int().min(30).max(7 * 24 * 60 * 60).default(300),
  // Seconds a link in an answer anyone may read (a public route, e.g. a published article) lives.
  STORAGE_PUBLIC_LINK_TTL: z.coerce.number().int().min(30).max(7 * 24 * 60 * 60).default(7 * 24 * 60 * 60),
  // HMAC secret of links and references; several instances on one bucket must share it.
  STORAGE_LINK_SECRET: z.string().min(16).optional(),
});

export interface StorageConfig {
  driver: 'local' | 's3';
  /** Local adapter: files live under `<dataDir>/storage`. */
  dataDir: string;
  s3: {
    endpoint: string | undefined;
    bucket: string;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    /** STORAGE_PATH_STYLE: path-style (true) or virtual-hosted style (false) requests. */
    pathStyle: boolean;
  } | null;
  /** Key prefix of every object we write (`uploads/`). */
  prefix: string;
  /** Media folder under the prefix (`media/`). */
  pathMedia: string;
  /** Public base URL of stored objects (CDN or public bucket); `''` means objects are private and read through signed URLs. */
  publicUrl: string;
  maxBytes: number;
  partBytes: number;
  /** Hours an unfinished upload may sit without activity before the sweeper aborts it; 0 turns the sweeper off. */
  abandonHours: number;
  /** HMAC secret of the local adapter's signed URLs (STORAGE_LINK_SECRET or STORAGE_SECRET_KEY, else generated and kept in DATA_DIR). */
  localSecret: string | undefined;
  /**
   * S3: HMAC secret of download links and references (STORAGE_LINK_SECRET, else derived from STORAGE_SECRET_KEY, else
   * undefined: a key generated in DATA_DIR, which only suits a single instance). Local disk signs everything with
   * `localSecret`.
   */
  linkSecret: string | undefined;
  /** Seconds a signed part URL stays valid. */
  partUrlTtl: number;
  /** Seconds a download link handed to a signed-in user stays valid (STORAGE_LINK_TTL). */
  linkTtl: number;
  /** Seconds a link in a public answer stays valid (STORAGE_PUBLIC_LINK_TTL). */
  publicLinkTtl: number;
}

/** Env vars this module reads, with their defaults (for the README). */
export const STORAGE_ENV_DEFAULTS = {
  STORAGE_ENDPOINT: '(unset: local disk under DATA_DIR/storage)',
  STORAGE_BUCKET: '(unset: local disk)',
  STORAGE_REGION: 'us-east-1',
  STORAGE_ACCESS_KEY: '(unset)',
  STORAGE_PATH_STYLE: '1 (path-style; 0 = virtual-hosted, for Aliyun OSS and Tencent COS)',
  STORAGE_SECRET_KEY: '(unset; local disk generates DATA_DIR/storage/.signing-key)',
  STORAGE_PREFIX: 'uploads/',
  STORAGE_PATH_MEDIA: 'media/',
  STORAGE_PUBLIC_URL: '(unset: private objects, signed download URLs)',
  STORAGE_LINK_TTL: '300',
  STORAGE_PUBLIC_LINK_TTL: String(7 * 24 * 60 * 60),
  STORAGE_LINK_SECRET: '(unset: derived from STORAGE_SECRET_KEY, else DATA_DIR/storage/.signing-key)',
  UPLOAD_MAX_BYTES: String(2 * GIB),
  UPLOAD_PART_BYTES: String(8 * MIB),
  UPLOAD_ABANDON_HOURS: '24',
} as const;

/**
 * Parses the storage settings. `overrides` (e.g. fields of the AppConfig, or a test's choices) win over `env`.
 * S3 is used when both STORAGE_ENDPOINT and STORAGE_BUCKET are set, or STORAGE_BUCKET alone (AWS's default endpoint).
 */
export function loadStorageConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<StorageConfig> = {}): StorageConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid storage settings: ${issues}`);
  }
  const e = parsed.data;
  const useS3 = e.STORAGE_BUCKET !== undefined;
  const config: StorageConfig = {
    driver: useS3 ? 's3' : 'local',
    dataDir: e.DATA_DIR,
    s3: useS3
      ? { endpoint: e.STORAGE_ENDPOINT, bucket: e.STORAGE_BUCKET ?? '', region: e.STORAGE_REGION, accessKeyId: e.STORAGE_ACCESS_KEY, secretAccessKey: e.STORAGE_SECRET_KEY, pathStyle: e.STORAGE_PATH_STYLE === '1' || e.STORAGE_PATH_STYLE === 'true' }
      : null,
    prefix: e.STORAGE_PREFIX,
    pathMedia: e.STORAGE_PATH_MEDIA,
    publicUrl: e.STORAGE_PUBLIC_URL === undefined ? '' : e.STORAGE_PUBLIC_URL.endsWith('/') ? e.STORAGE_PUBLIC_URL : `${e.STORAGE_PUBLIC_URL}/`,
    maxBytes: e.UPLOAD_MAX_BYTES,
    partBytes: e.UPLOAD_PART_BYTES,
    abandonHours: e.UPLOAD_ABANDON_HOURS,
    localSecret: useS3 ? undefined : (e.STORAGE_LINK_SECRET ?? e.STORAGE_SECRET_KEY),
    linkSecret: !useS3 ? undefined : (e.STORAGE_LINK_SECRET ?? (e.STORAGE_SECRET_KEY === undefined ? undefined : derivedSecret(e.STORAGE_SECRET_KEY))),
    partUrlTtl: 60 * 60,
    linkTtl: e.STORAGE_LINK_TTL,
    publicLinkTtl: e.STORAGE_PUBLIC_LINK_TTL,
    ...overrides,
  };
  return config;
}

/** A link secret of its own from the storage secret, so a link's signature says nothing about the storage credential. */
function derivedSecret(storageSecret: string): string {
  return createHmac('sha256', storageSecret).update('finedu storage links').digest('base64url');
}
