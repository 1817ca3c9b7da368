import type { CurrentUser } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { apiTokens, users } from '../../src/db/schema/index.js';
import type { SessionRow } from '../../src/modules/auth/repository.js';
import { SessionCache } from '../../src/modules/auth/sessionCache.js';
import { sha256 } from '../../src/lib/tokens.js';
import { createTestApp, type TestApp } from '../helper.js';

const row = (tokenId: number, userId: number, collegeId: number | null) =>
  ({ token: { id: tokenId, expiresAt: new Date(Date.now() + 60_000), revokedAt: null }, user: { id: userId }, college: collegeId === null ? null : { id: collegeId } }) as unknown as SessionRow;

describe('SessionCache', () => {
  it('is off until the change listener is up, and empties when it drops', () => {
    const cache = new SessionCache(60_000);
    cache.set('a', row(1, 10, 1));
    expect(cache.get('a')).toBeUndefined();
    cache.setEnabled(true);
    cache.set('a', row(1, 10, 1));
    expect(cache.get('a')?.user.id).toBe(10);
    cache.setEnabled(false);
    expect(cache.size).toBe(0);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops what a change message names: a user, a college, a token; unknown messages clear everything', () => {
    const cache = new SessionCache(60_000);
    cache.setEnabled(true);
    cache.set('a', row(1, 10, 1));
    cache.set('b', row(2, 11, 1));
    cache.set('c', row(3, 12, 2));
    cache.set('d', row(4, 13, null));
    cache.invalidate('api_tokens:4');
    expect(cache.get('d')).toBeUndefined();
    cache.invalidate('users:10');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.invalidate('colleges:1');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    cache.invalidate('garbage');
    expect(cache.size).toBe(0);
  });

  it('expires entries after the TTL and keeps at most `max` entries, dropping the least recently used', () => {
    let clock = 1_000_000;
    const cache = new SessionCache(1000, { max: 2, now: () => clock });
    cache.setEnabled(true);
    cache.set('a', row(1, 10, 1));
    clock += 999;
    expect(cache.get('a')).toBeDefined();
    clock += 2;
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', row(1, 10, 1));
    cache.set('b', row(2, 11, 1));
    expect(cache.get('a')).toBeDefined(); // 'a' is now the most recently used
    cache.set('c', row(3, 12, 1));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('with a zero TTL never turns on', () => {
    const cache = new SessionCache(0);
    cache.setEnabled(true);
    expect(cache.enabled).toBe(false);
  });
});

describe('cached sessions follow every change, whoever makes it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** Another instance's write reaches this one by NOTIFY: allow it a moment to arrive. */
  async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
    let value = await read();
    for (let i = 0; i < 40 && !accept(value); i++) {
      await new Promise((r) => setTimeout(r, 50));
      value = await read();
    }
    return value;
  }

  it('caches a signed-in session once the listener is up', async () => {
    const s = await t.login('student');
    expect((await t.call('GET', '/api/admin/current', { as: s })).code).toBe(1);
    expect(t.app.sessionCache.enabled).toBe(true);
    expect(t.app.sessionCache.get(sha256(s.token))?.user.username).toBe('student');
  });

  it("a user's own profile change shows in their very next request", async () => {
    const s = await t.login('student');
    await t.call('GET', '/api/admin/current', { as: s });
    expect((await t.call('POST', '/api/admin/current', { as: s, body: { name: '缓存测试' } })).code).toBe(1);
    const after = await t.call<CurrentUser>('GET', '/api/admin/current', { as: s });
    expect(after.data.name).toBe('缓存测试');
  });

  it('logout ends the cached session at once', async () => {
    const s = await t.login('teacher');
    await t.call('GET', '/api/admin/current', { as: s });
    expect((await t.call('POST', '/api/admin/logout', { as: s })).code).toBe(1);
    expect((await t.call('GET', '/api/admin/current', { as: s })).code).toBe(-401);
  });

  it('a token revoked or a user disabled by another instance (a direct database write) is refused', async () => {
    const s = await t.login('student2');
    await t.call('GET', '/api/admin/current', { as: s });
    await t.app.db.update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.tokenHash, sha256(s.token)));
    expect((await eventually(() => t.call('GET', '/api/admin/current', { as: s }), (r) => r.code === -401)).code).toBe(-401);

    const s2 = await t.login('teacher2');
    await t.call('GET', '/api/admin/current', { as: s2 });
    await t.app.db.update(users).set({ status: 0 }).where(eq(users.id, s2.user.id));
    expect((await eventually(() => t.call('GET', '/api/admin/current', { as: s2 }), (r) => r.code === -401)).code).toBe(-401);
  });
});
