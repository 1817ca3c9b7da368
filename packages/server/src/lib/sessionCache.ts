import type { SessionRow } from '../modules/auth/repository.js';

/** The channel the database announces changes of sign-in state on (triggers on users, colleges, api_tokens). */
export const AUTH_CHANNEL = 'finedu_auth';

interface Entry {
  row: SessionRow;
  at: number;
}

/**
 * Per-instance cache of token → session, so a signed-in request costs no database round trip.
 * Safe across instances: every change of a user, a college or a token is announced by the database
 * (LISTEN/NOTIFY on `AUTH_CHANNEL`, payload `<table>:<id>`) and drops the entries it touches; while the
 * listener is down the cache is off. `ttlMs` bounds how long an entry lives even without a message.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #max: number;
  #enabled = false;

  constructor(ttlMs: number, max = 20_000) {
    this.#ttlMs = ttlMs;
    this.#max = max;
  }

  get size(): number {
    return this.#entries.size;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  /** On when the change listener is connected, off (and empty) when it is not. */
  setEnabled(enabled: boolean): void {
    this.#enabled = enabled && this.#ttlMs > 0;
    if (!this.#enabled) this.#entries.clear();
  }

  get(tokenHash: string, now = Date.now()): SessionRow | undefined {
    if (!this.#enabled) return undefined;
    const entry = this.#entries.get(tokenHash);
    if (entry === undefined) return undefined;
    if (now - entry.at > this.#ttlMs) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry.row;
  }

  set(tokenHash: string, row: SessionRow, now = Date.now()): void {
    if (!this.#enabled) return;
    if (this.#entries.size >= this.#max) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(tokenHash, { row, at: now });
  }

  /** Apply a change message: `users:<id>`, `colleges:<id>`, `api_tokens:<id>`; anything else clears all. */
  invalidate(message: string): void {
    const match = /^(users|colleges|api_tokens):(\d+)$/.exec(message);
    if (match === null) {
      this.#entries.clear();
      return;
    }
    const id = Number(match[2]);
    const field = match[1];
    for (const [hash, { row }] of this.#entries) {
      const hit = field === 'users' ? row.user.id === id : field === 'colleges' ? row.college?.id === id : row.token.id === id;
      if (hit) this.#entries.delete(hash);
    }
  }

  /** Drop every entry of one user (after the user's own write, before the answer leaves). */
  forgetUser(userId: number): void {
    this.invalidate(`users:${userId}`);
  }
}
