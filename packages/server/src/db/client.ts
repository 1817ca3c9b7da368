import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
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
    return { db, kind: 'postgres', close: () => pool.end() };
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

/** Wrap an already open PGlite (tests load a template into memory). */
export async function wrapPglite(client: PGlite, release: () => void = () => {}): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
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
