import { TOKEN_STORAGE_KEY, TOKEN_TTL_MS, TokenStore } from './tokenStore.js';
import type { StorageLike } from './tokenStore.js';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('TokenStore', () => {
  let now = 1_700_000_000_000;
  const clock = () => now;

  it('saves {token, user_id, saved_at} under api_token and reads it back', () => {
    const storage = new MemoryStorage();
    const store = new TokenStore({ storage, now: clock });
    store.save('tok', 7);
    expect(JSON.parse(storage.getItem('api_token') ?? '')).toEqual({ token: 'tok', user_id: 7, saved_at: now });
    expect(store.get()).toEqual({ token: 'tok', user_id: 7, saved_at: now });
    expect(store.has()).toBe(true);
  });

  it('keeps a token exactly 1 day old and removes one older than a day', () => {
    const storage = new MemoryStorage();
    const store = new TokenStore({ storage, now: clock });
    const savedAt = now;
    store.save('tok', 1);
    now = savedAt + TOKEN_TTL_MS;
    expect(store.get()?.token).toBe('tok');
    now = savedAt + TOKEN_TTL_MS + 1;
    expect(store.get()).toBeNull();
    expect(storage.items.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  it('removes an unreadable entry', () => {
    const storage = new MemoryStorage();
    storage.setItem('api_token', '{not json');
    expect(new TokenStore({ storage }).get()).toBeNull();
    expect(storage.items.size).toBe(0);
    storage.setItem('api_token', JSON.stringify({ token: 'x' }));
    expect(new TokenStore({ storage }).get()).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('clear() removes the token', () => {
    const storage = new MemoryStorage();
    const store = new TokenStore({ storage });
    store.save('tok', 'u1');
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('uses globalThis.localStorage by default, looked up on each call', () => {
    localStorage.clear();
    const store = new TokenStore();
    store.save('from-local', 3);
    expect(JSON.parse(localStorage.getItem('api_token') ?? '').token).toBe('from-local');
    expect(store.get()?.user_id).toBe(3);
    store.clear();
    expect(localStorage.getItem('api_token')).toBeNull();
  });
});
