/** The part of the Web Storage API the token store needs (localStorage, sessionStorage, or a test double). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What is saved under `api_token` (spec §4, §9). */
export interface StoredToken {
  token: string;
  user_id: number | string;
  /** Epoch milliseconds when it was saved. */
  saved_at: number;
}

export interface TokenStoreOptions {
  /** Defaults to `globalThis.localStorage`, looked up on each call so importing this module needs no DOM. */
  storage?: StorageLike;
  /** Epoch milliseconds; injectable for tests. */
  now?: () => number;
}

/** Login storage key (spec §9). */
export const TOKEN_STORAGE_KEY = 'api_token';
/** A saved token counts as logged out 1 day after it was saved (spec §4, §9). */
export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const isStoredToken = (value: unknown): value is StoredToken => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token !== '' &&
    (typeof v.user_id === 'number' || typeof v.user_id === 'string') &&
    typeof v.saved_at === 'number' &&
    Number.isFinite(v.saved_at)
  );
};

/**
 * The browser's login state: a token saved with its user id and the time it was saved. An expired or
 * unreadable entry is removed and counts as logged out.
 */
export class TokenStore {
  readonly #storage: StorageLike | undefined;
  readonly #now: () => number;

  constructor(options: TokenStoreOptions = {}) {
    this.#storage = options.storage;
    this.#now = options.now ?? Date.now;
  }

  #store(): StorageLike | undefined {
    if (this.#storage) return this.#storage;
    try {
      // Reading `localStorage` throws in some privacy modes; treat that as "no storage".
      return (globalThis as { localStorage?: StorageLike }).localStorage;
    } catch {
      return undefined;
    }
  }

  /** Saves the token now; the 1-day validity starts at this moment. */
  save(token: string, userId: number | string): StoredToken {
    const entry: StoredToken = { token, user_id: userId, saved_at: this.#now() };
    this.#store()?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(entry));
    return entry;
  }

  /** The saved token, or null when there is none, it cannot be read, or it was saved more than 1 day ago (then it is removed). */
  get(): StoredToken | null {
    const storage = this.#store();
    const raw = storage?.getItem(TOKEN_STORAGE_KEY);
    if (raw === null || raw === undefined) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    // A future saved_at (clock moved back) is kept: it cannot be older than a day.
    if (!isStoredToken(parsed) || this.#now() - parsed.saved_at > TOKEN_TTL_MS) {
      storage?.removeItem(TOKEN_STORAGE_KEY);
      return null;
    }
    return parsed;
  }

  /** True when a valid (unexpired) token is saved. */
  has(): boolean {
    return this.get() !== null;
  }

  clear(): void {
    this.#store()?.removeItem(TOKEN_STORAGE_KEY);
  }
}
