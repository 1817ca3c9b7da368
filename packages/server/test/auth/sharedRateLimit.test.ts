// @db postgres
// Issue 19: the rate limits are shared by every API instance on one database (PostgreSQL with DATABASE_URL, as CI
// runs it, where the two instances have their own connection pools; PGlite otherwise). Two instances must not
// double the limit, also when the hits arrive on both at once.
import { eq, sql } from 'drizzle-orm';
import { rateLimits } from '../../src/db/schema/index.js';
import { countHit, HitCoalescer, pruneRateLimits } from '../../src/plugins/rateLimitStore.js';
import { createTestApp, type TestApp } from '../helper.js';

const LOGIN_MAX = 4;
const SMS_MAX = 2;
const LIMITED = /^请求过于频繁，请 \d+ 秒后再试$/;

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  const limits = { rateLimit: { loginMax: LOGIN_MAX, smsMax: SMS_MAX, windowSeconds: 60 } };
  a = await createTestApp(limits);
  b = await createTestApp(limits, { sameDatabaseAs: a });
}, 60_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
});

const wrongLogin = (app: TestApp) => app.call('POST', '/api/admin/login', { body: { username: 'nobody-here', password: 'wrong' } });

beforeEach(async () => {
  await a.app.db.delete(rateLimits);
});

it('counts the hits of both instances against one limit, keeping the 429 envelope and message', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < LOGIN_MAX; i++) statuses.push((await wrongLogin(i % 2 === 0 ? a : b)).status);
  expect(statuses).toEqual(Array<number>(LOGIN_MAX).fill(200));
  for (const app of [a, b]) {
    const limited = await wrongLogin(app);
    expect(limited.status).toBe(429);
    expect(limited.code).toBe(0);
    expect(limited.data).toBeNull();
    expect(limited.message).toMatch(LIMITED);
  }
  // Each route has its own counter: SMS still has its full allowance, shared too.
  const sms: number[] = [];
  for (const app of [a, b, a]) sms.push((await app.call('POST', '/api/admin/sms', { body: { phone: '13800000099' } })).status);
  expect(sms).toEqual([200, 200, 429]);
});

it('lets exactly the limit through when many hits arrive on both instances at once', async () => {
  const results = await Promise.all(Array.from({ length: 24 }, (_, i) => wrongLogin(i % 2 === 0 ? a : b)));
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(LOGIN_MAX);
  expect(statuses.filter((s) => s === 429)).toHaveLength(24 - LOGIN_MAX);
  const [row] = await a.app.db.select().from(rateLimits).where(sql`${rateLimits.key} like 'POST /api/admin/login|%'`);
  expect(row?.count).toBe(24);
});

it('starts a new window when the old one ended, and prunes rows whose window ended a while ago', async () => {
  const key = 'test|window';
  const first = await countHit(a.app.db, key, 60_000);
  const second = await countHit(b.app.db, key, 60_000);
  expect([first.current, second.current]).toEqual([1, 2]);
  expect(second.ttl).toBeGreaterThan(55_000);
  expect(second.ttl).toBeLessThanOrEqual(60_000);
  // The window ended: the next hit counts 1 again, in a new window.
  await a.app.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(eq(rateLimits.key, key));
  const fresh = await countHit(b.app.db, key, 60_000);
  expect(fresh.current).toBe(1);
  expect(fresh.ttl).toBeGreaterThan(55_000);

  await a.app.db.insert(rateLimits).values({ key: 'test|old', count: 9, resetAt: sql`now() - interval '2 minutes'` });
  expect(await pruneRateLimits(a.app.db)).toBe(1);
  const keys = (await a.app.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
  expect(keys).toEqual([key]);
});

it('counts hits of one key arriving together with fewer statements, each hit still getting its own count', async () => {
  const key = 'test|together';
  const one = new HitCoalescer(a.app.db);
  const other = new HitCoalescer(b.app.db);
  // 60 hits at once, half on each instance: together they count 1 to 60, each number once, as 60 upserts in turn would.
  const results = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? one : other).hit(key, 60_000)));
  expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  for (const r of results) expect(r.ttl).toBeGreaterThan(55_000);
  // Within an instance the hits are answered in arrival order.
  const mine = results.filter((_, i) => i % 2 === 0).map((r) => r.current);
  expect(mine).toEqual([...mine].sort((x, y) => x - y));
  expect(one.upserts + other.upserts).toBeLessThan(60);
  expect(one.upserts).toBeGreaterThanOrEqual(1);
  const [row] = await a.app.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  expect(row?.count).toBe(60);
  // The next hit after the window ended starts a new one, batch or not.
  await a.app.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(eq(rateLimits.key, key));
  const fresh = await Promise.all([one.hit(key, 60_000), one.hit(key, 60_000), one.hit(key, 60_000)]);
  expect(fresh.map((r) => r.current)).toEqual([1, 2, 3]);
});
