import { LRUCache } from 'lru-cache';
import type { SessionRow } from './repository.js';

/** The channel the database announces changes of sign-in state on (triggers on users, colleges, api_tokens). */
export const AUTH_CHANNEL = 'finedu_auth';

export interface SessionCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  max?: number;
  /** Milliseconds clock for the TTL (tests pass their own). */
  now?: () => number;
}

/**
 * Per-instance cache of token → session, so a signed-in request costs no database round trip.
 * Safe across instances: every change of a user, a college or a token is announced by the database
 * (LISTEN/NOTIFY on `AUTH_CHANNEL`, payload `<table>:<id>`) and drops the entries it touches; while the
 * listener is down the cache is off. `ttlMs` bounds how long an entry lives even without a message.
 */
export class SessionCache {
  readonly #entries: LRUCache<string, SessionRow> | undefined;
  #enabled = false;

  constructor(ttlMs: number, { max = 20_000, now }: SessionCacheOptions = {}) {
    this.#entries =
      ttlMs > 0 ? new LRUCache<string, SessionRow>({ max, ttl: ttlMs, ...(now === undefined ? {} : { perf: { now }, ttlResolution: 0 }) }) : undefined;
  }

  get size(): number {
    return this.#entries?.size ?? 0;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  /** On when the change listener is connected, off (and empty) when it is not. */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled && this.#entries !== undefined;
    if (!this.#enabled) this.#entries?.clear();
  }

  get(tokenHash: string): SessionRow | undefined {
    return this.#enabled ? this.#entries?.get(tokenHash) : undefined;
  }

  set(tokenHash: string, row: SessionRow): void {
    if (this.#enabled) this.#entries?.set(tokenHash, row);
  }

  /** Apply a change message: `users:<id>`, `colleges:<id>`, `api_tokens:<id>`; anything else clears all. */
  invalidate(message: string): void {
    const entries = this.#entries;
    if (entries === undefined) return;
    const match = /^(users|colleges|api_tokens):(\d+)$/.exec(message);
    if (match === null) {
      entries.clear();
      return;
    }
    const id = Number(match[2]);
    const field = match[1];
    const touched = [...entries.entries()]
      .filter(([, row]) => (field === 'users' ? row.user.id === id : field === 'colleges' ? row.college?.id === id : row.token.id === id))
      .map(([hash]) => hash);
    for (const hash of touched) entries.delete(hash);
  }

  /** Drop every entry of one user (after the user's own write, before the answer leaves). */
  forgetUser(userId: number): void {
    this.invalidate(`users:${userId}`);
  }
}
