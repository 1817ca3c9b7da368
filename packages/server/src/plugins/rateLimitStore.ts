// The rate limiter's counters in the database (issue 19), so several API instances behind one load balancer share
// them: three instances must not triple the login, SMS or speed-check limits. A store as @fastify/rate-limit
// documents custom stores (a constructor taking the plugin's options, `incr`, `child` per route); each hit is one
// upsert statement, so parallel hits on any number of instances each get their own count. The window is timed by the
// database's clock (one clock for every instance). Rows whose window ended are pruned now and then. Hits of one key
// arriving together are counted by one statement (HitCoalescer).
import { createHash } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How long an ended window's row is kept before pruning (a late hit of that window restarts it anyway). */
const PRUNE_GRACE_MS = 60_000;
/** At most one prune per instance this often. */
const PRUNE_EVERY_MS = 60_000;
const MAX_KEY = 300;

/** Counts `n` hits of `key` in a window of `windowMs`: the count after them in the current window and the ms left of it. */
export async function countHits(db: Db, key: string, windowMs: number, n: number): Promise<{ current: number; ttl: number }> {
  const window = sql`(now() + ${Math.max(1, Math.trunc(windowMs))} * interval '1 millisecond')`;
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: n, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${n} else ${rateLimits.count} + ${n} end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      current: rateLimits.count,
      ttl: sql<string>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::bigint`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: Number(row.current), ttl: Number(row.ttl) };
}

/** Counts one hit of `key` in a window of `windowMs`: the count in the current window and the ms left of it. */
export const countHit = (db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> => countHits(db, key, windowMs, 1);

interface Waiting {
  resolve(result: { current: number; ttl: number }): void;
  reject(error: unknown): void;
}

/**
 * One upsert of a key in flight per instance: the hits of that key arriving meanwhile are counted together by the next
 * one (`count + n`), and each still gets its own count, in arrival order, as n upserts one after the other would give
 * them. A class signing in from one lab's address is a thousand hits of one key within a second: one at a time they
 * queued on the row's lock (and the counter pool's connections) with a commit each; together they are a few dozen
 * statements. Nothing is counted later than before: every hit is in the database before it is answered.
 */
export class HitCoalescer {
  readonly #keys = new Map<string, { windowMs: number; waiting: Waiting[] }>();
  #upserts = 0;

  constructor(private readonly db: Db) {}

  /** Upserts sent so far (tests and benches compare it with the hits). */
  get upserts(): number {
    return this.#upserts;
  }

  hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    return new Promise((resolve, reject) => {
      const flying = this.#keys.get(key);
      if (flying !== undefined) {
        flying.waiting.push({ resolve, reject });
        return;
      }
      const entry = { windowMs, waiting: [{ resolve, reject }] };
      this.#keys.set(key, entry);
      void this.#send(key, entry);
    });
  }

  async #send(key: string, entry: { windowMs: number; waiting: Waiting[] }): Promise<void> {
    while (entry.waiting.length > 0) {
      const batch = entry.waiting.splice(0);
      this.#upserts += 1;
      try {
        const { current, ttl } = await countHits(this.db, key, entry.windowMs, batch.length);
        batch.forEach((hit, i) => hit.resolve({ current: current - batch.length + 1 + i, ttl }));
      } catch (error) {
        for (const hit of batch) hit.reject(error);
      }
    }
    this.#keys.delete(key);
  }
}

/** Deletes the rows whose window ended more than a minute ago; answers how many went. */
export async function pruneRateLimits(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, sql`now() - ${PRUNE_GRACE_MS} * interval '1 millisecond'`))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/** Keeps the stored key within its column: long keys (a long user agent in a key generator) by their hash. */
function storedKey(scope: string, key: string): string {
  const full = `${scope}|${key}`;
  if (full.length <= MAX_KEY) return full;
  return `${scope.slice(0, 200)}|#${createHash('sha256').update(full).digest('hex')}`;
}

interface StoreOptions {
  db: Db;
  onError(error: unknown): void;
}

/**
 * A @fastify/rate-limit store class bound to `db`: `child` scopes the counters per route (method and URL, as the
 * in-memory store keeps one map per route). continueExceeding and exponentialBackoff are not supported (unused here).
 */
export function databaseRateLimitStore(options: StoreOptions): new (pluginOptions: FastifyRateLimitOptions) => FastifyRateLimitStore {
  const hits = new HitCoalescer(options.db);
  let lastPrune = 0;
  const maybePrune = (): void => {
    const now = Date.now();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    pruneRateLimits(options.db).catch(options.onError);
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _pluginOptions: FastifyRateLimitOptions,
      private readonly scope = 'global',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      maybePrune();
      hits.hit(storedKey(this.scope, key), timeWindow ?? 60_000).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: RouteOptions }).routeInfo ?? routeOptions;
      const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method);
      return new DatabaseRateLimitStore({}, `${method} ${route.url ?? routeOptions.path ?? ''}`);
    }
  }
  return DatabaseRateLimitStore;
}
