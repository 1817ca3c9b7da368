import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pRetry from 'p-retry';
import type Pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import { acquireDataLock } from './lock.js';

export type Schema = typeof schema;
/** The drizzle instance (PGlite or PostgreSQL); transactions have the same type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * LISTEN on a channel: `onMessage` gets each payload; `onState(true)` once listening, `onState(false)` when the
   * listener is lost (PostgreSQL reconnects with a back-off and calls `onState(true)` again). Resolves to a stop function.
   */
  /** The PostgreSQL pool's connection counts (undefined on PGlite: one embedded connection). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  listen?(channel: string, onMessage: (payload: string) => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
  /** PostgreSQL: the connection string (the job queue opens its own small pool on it). */
  url?: string;
  /**
   * PGlite: raw SQL on the embedded connection for the job queue (pg-boss's `db` option): text without values goes
   * through `exec` (pg-boss sends its locked maintenance as several statements), the rest through `query`.
   */
  executeSql?: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** pg pool size. */
  poolSize?: number;
}

/** PostgreSQL when a URL is given, otherwise PGlite in `<dataDir>/pglite` behind a lock file. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // An idle client dropped by the server (restart, failover) must not crash the process; the pool reconnects.
    pool.on('error', (error) => console.error(`PostgreSQL connection error: ${error.message}`));
    const db = drizzle(pool, { schema }) as unknown as Db;
    const url = options.databaseUrl;
    return {
      db,
      kind: 'postgres',
      url,
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onMessage, onState) => listenPostgres(pg, url, channel, onMessage, onState),
    };
  }
  const release = acquireDataLock(options.dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(path.join(options.dataDir, 'pglite'));
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** A migrated, empty PGlite in memory (the notebook gateway's own tests and bench: its kernel table). */
export async function openMemoryDatabase(): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const handle = await wrapPglite(await PGlite.create());
  await migrate(handle);
  return handle;
}

/** Wrap an already open PGlite (tests load a template into memory). */
export async function wrapPglite(client: PGlite, release: () => void = () => {}): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values === undefined || values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      return { rows: (await client.query<Record<string, unknown>>(text, values)).rows };
    },
    listen: async (channel, onMessage, onState) => {
      const unlisten = await client.listen(channel, onMessage);
      onState(true);
      return async () => {
        onState(false);
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** A dedicated PostgreSQL connection that LISTENs, reconnecting after 1 s, 2 s … 30 s (p-retry) when it drops. */
async function listenPostgres(
  pg: typeof Pg,
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  const stop = new AbortController();
  let client: Pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      onState(false);
      reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    } catch (error) {
      void next.end().catch(() => undefined);
      throw error;
    }
    if (stop.signal.aborted) {
      void next.end().catch(() => undefined);
      return;
    }
    client = next;
    onState(true);
  };
  const reconnect = () => {
    if (stop.signal.aborted) return;
    void pRetry(connect, { retries: Number.POSITIVE_INFINITY, minTimeout: 1000, maxTimeout: 30_000, factor: 2, signal: stop.signal, unref: true }).catch(() => undefined);
  };
  await connect().catch(reconnect);
  return async () => {
    stop.abort();
    const current = client;
    client = null;
    onState(false);
    if (current !== null) await current.end().catch(() => undefined);
  };
}

/** Apply the committed drizzle migrations (same folder for both engines). */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(handle.db as unknown as Parameters<typeof run>[0], { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as unknown as Parameters<typeof run>[0], { migrationsFolder });
  }
}
