// Storage plugin: picks the adapter (S3 when STORAGE_BUCKET is set, else local disk), exposes it as
// `app.storage` and the links to stored files as `app.storageLinks`, serves /storage (signed downloads for both
// drivers, signed part PUTs for local disk), and keeps bearer links out of the database (linkHooks.ts).
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import type { StorageAdapter } from './adapter.js';
import { loadStorageConfig, type StorageConfig } from './config.js';
import { registerLinkHooks } from './linkHooks.js';
import { StorageLinks } from './links.js';
import { loadSigningKey, LocalStorageAdapter } from './local.js';
import { storageRoutes } from './routes.js';
import { globalPlugin } from '../../lib/plugin.js';

export type { StorageAdapter, AbortOutcome, CompletedPart, StoredObjectInfo, StoredObjectStream, ByteRange, ResponseOverrides } from './adapter.js';
export { encodeKeyPath, isSafeKey } from './adapter.js';
export { contentDisposition, contentTypeOfName, decideContentType, isInlineType, OCTET_STREAM, SNIFF_BYTES } from './contentTypes.js';
export { StorageLinks, type IssuedLink } from './links.js';
export { readHead } from './routes.js';
export { readBytes, StoredObjectTooLarge } from './readBytes.js';
export { loadStorageConfig, STORAGE_ENV_DEFAULTS, S3_MAX_PARTS, S3_MIN_PART_BYTES, S3_MAX_PART_BYTES } from './config.js';
export type { StorageConfig } from './config.js';
export { LocalStorageAdapter } from './local.js';

/** Storage settings a browser may see (spec §3): never an endpoint credential or secret. */
export interface StoragePublicSettings {
  driver: 'local' | 's3';
  prefix: string;
  path_media: string;
  oss_host: string;
  cdn_prefix: string;
  part_size: number;
  max_size: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageAdapter;
    /** Links to stored files for the browser, and the references the database keeps instead. */
    storageLinks: StorageLinks;
    storageConfig: StorageConfig;
    /** The storage settings of spec §3, safe to send to any signed-in user. */
    storagePublicSettings: StoragePublicSettings;
  }
}

export interface StoragePluginOptions extends Record<string, unknown> {
  /** The server's parsed config: `dataDir`, raw `storage` (STORAGE_*) settings, `ossHost`, `cdnPrefix`. */
  config?: Pick<AppConfig, 'dataDir' | 'storage' | 'ossHost' | 'cdnPrefix'>;
  /** Explicit settings that win over the environment (tests). */
  storage?: Partial<StorageConfig>;
}

/** UPLOAD_* settings are not STORAGE_-prefixed, so they come from the environment unless the AppConfig's raw storage map carries them. */
function envFor(options: StoragePluginOptions): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {
    UPLOAD_MAX_BYTES: process.env.UPLOAD_MAX_BYTES,
    UPLOAD_PART_BYTES: process.env.UPLOAD_PART_BYTES,
    UPLOAD_ABANDON_HOURS: process.env.UPLOAD_ABANDON_HOURS,
    DATA_DIR: options.config?.dataDir ?? process.env.DATA_DIR,
  };
  const raw = options.config?.storage ?? Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('STORAGE_')));
  return { ...env, ...raw };
}

export async function createStorageAdapter(config: StorageConfig): Promise<StorageAdapter> {
  if (config.driver === 's3' && config.s3 !== null) {
    // The AWS SDK (about 0.2 s of CPU to load) only when the platform stores in S3, not on every start.
    const { S3StorageAdapter } = await import('./s3.js');
    return new S3StorageAdapter({ ...config.s3, publicUrl: config.publicUrl });
  }
  const local = new LocalStorageAdapter({
    root: path.join(config.dataDir, 'storage'),
    secret: config.localSecret,
    publicUrl: config.publicUrl,
    maxPartBytes: Math.max(config.partBytes, Math.ceil(config.maxBytes / 10_000)) + 1024 * 1024,
  });
  await local.init();
  return local;
}

/** Local disk signs links with its own key; S3 with STORAGE_LINK_SECRET (or one derived from the S3 secret, or a local key). */
async function linkSecret(config: StorageConfig, adapter: StorageAdapter, log: { warn: (details: object, message: string) => void }): Promise<string> {
  if (adapter instanceof LocalStorageAdapter) return adapter.signingSecret();
  if (config.linkSecret !== undefined) return config.linkSecret;
  log.warn({}, 'storage: no STORAGE_LINK_SECRET or STORAGE_SECRET_KEY; links are signed with a key kept in DATA_DIR, which other instances do not share');
  return loadSigningKey(path.join(config.dataDir, 'storage'));
}

export function publicSettings(config: StorageConfig, ossHost = ''): StoragePublicSettings {
  const host = ossHost !== '' ? ossHost : config.driver === 's3' && config.s3 !== null ? s3Host(config.s3.endpoint, config.s3.bucket, config.s3.region) : '/storage/';
  return {
    driver: config.driver,
    prefix: config.prefix,
    path_media: config.pathMedia,
    oss_host: host,
    cdn_prefix: config.publicUrl,
    part_size: config.partBytes,
    max_size: config.maxBytes,
  };
}

function s3Host(endpoint: string | undefined, bucket: string, region: string): string {
  const base = endpoint ?? `https://s3.${region}.amazonaws.com`;
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(bucket)}/`;
}

/**
 * Registered after db: reads the server's AppConfig (`app.config`, or `options.config`), decorates
 * `app.storage`, `app.storageConfig` and `app.storagePublicSettings`, and serves /storage for local disk.
 */
export const storagePlugin = globalPlugin<StoragePluginOptions>(async (app, options) => {
  const appConfig = options.config ?? (app.hasDecorator('config') ? app.config : undefined);
  const resolved: StoragePluginOptions = { ...options, ...(appConfig ? { config: appConfig } : {}) };
  const cdnPrefix = appConfig?.cdnPrefix ?? '';
  const config = loadStorageConfig(envFor(resolved), options.storage);
  if (config.publicUrl === '' && cdnPrefix !== '') config.publicUrl = cdnPrefix.endsWith('/') ? cdnPrefix : `${cdnPrefix}/`;
  const adapter = await createStorageAdapter(config);
  // Links read time through the server's clock, so tests can let them expire.
  const clock = app.hasDecorator('clock') ? app.clock : undefined;
  const links = new StorageLinks({
    secret: await linkSecret(config, adapter, app.log),
    publicUrl: config.publicUrl,
    ttl: config.linkTtl,
    ...(clock === undefined ? {} : { now: () => clock.now().getTime() }),
  });
  app.decorate('storage', adapter);
  app.decorate('storageLinks', links);
  app.decorate('storageConfig', config);
  app.decorate('storagePublicSettings', publicSettings(config, appConfig?.ossHost ?? ''));
  registerLinkHooks(app, links, { ttl: config.linkTtl, publicTtl: config.publicLinkTtl });
  await app.register(storageRoutes, { adapter, links, publicRead: config.publicUrl !== '' });
  if (adapter instanceof LocalStorageAdapter) {
    app.log.info({ root: adapter.root }, 'storage: local disk');
  } else {
    app.log.info({ bucket: config.s3?.bucket, endpoint: config.s3?.endpoint }, 'storage: S3');
  }
}, 'storage');
