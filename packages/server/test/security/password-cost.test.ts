// Issue 17 (auth part): password hashes store their cost, and verification uses each hash's own parameters, so raising
// it never refuses an existing password. Issue 33: new hashes are Argon2id (PHC string, OWASP's minimum row m=12 MiB,
// t=3, p=1 by default); a sign-in with a scrypt hash of any cost, or an Argon2id hash below today's cost, replaces it.
import { randomBytes, scryptSync } from 'node:crypto';
import type { CurrentUser } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config.js';
import { users } from '../../src/db/schema/index.js';
import { createTestApp, DEMO_PASSWORD, TEST_PASSWORD_COST, type TestApp } from '../helper.js';

/** A hash made the way any scrypt implementation would, independent of the server's code. */
function scryptHash(password: string, N: number, r: number, p: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N, r, p, maxmem: 512 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** `argon2id m t p` of an Argon2id PHC string, `scrypt N r p` of a scrypt one. */
function costOf(hash: string): string {
  const argon2 = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
  if (argon2) return `argon2id ${argon2[1]} ${argon2[2]} ${argon2[3]}`;
  return `scrypt ${hash.split('$').slice(1, 4).join(' ')}`;
}
const TODAY = `argon2id ${TEST_PASSWORD_COST.m} ${TEST_PASSWORD_COST.t} ${TEST_PASSWORD_COST.p}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const setHash = (username: string, password: string) => t.app.db.update(users).set({ password }).where(eq(users.username, username));
const hashOf = async (username: string) => (await t.app.db.select({ password: users.password }).from(users).where(eq(users.username, username)))[0]!.password;
const signIn = (username: string, password = DEMO_PASSWORD) => t.call<CurrentUser>('POST', '/api/admin/login', { body: { username, password } });

describe('password hashes', () => {
  it("new hashes default to OWASP's Argon2id minimum row m=12 MiB, t=3, p=1; PASSWORD_HASH=scrypt keeps the old scheme", () => {
    expect(loadConfig({}).passwordCost).toEqual({ scheme: 'argon2id', m: 12 * 1024, t: 3, p: 1 });
    expect(loadConfig({ PASSWORD_ARGON2_M: '47104', PASSWORD_ARGON2_T: '1' }).passwordCost).toEqual({ scheme: 'argon2id', m: 47104, t: 1, p: 1 });
    expect(loadConfig({ PASSWORD_HASH: 'scrypt' }).passwordCost).toEqual({ scheme: 'scrypt', N: 2 ** 17, r: 8, p: 1 });
    expect(loadConfig({ PASSWORD_HASH: 'scrypt', PASSWORD_SCRYPT_N: '65536' }).passwordCost).toEqual({ scheme: 'scrypt', N: 2 ** 16, r: 8, p: 1 });
    expect(() => loadConfig({ PASSWORD_SCRYPT_N: '100000' })).toThrow(/PASSWORD_SCRYPT_N/);
    expect(() => loadConfig({ PASSWORD_HASH: 'bcrypt' })).toThrow(/PASSWORD_HASH/);
    expect(() => loadConfig({ PASSWORD_ARGON2_M: String(4 * 1024 * 1024) })).toThrow(/PASSWORD_ARGON2/);
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: '3' }).passwordConcurrency).toBe(3);
    expect(loadConfig({}).passwordConcurrency).toBeGreaterThanOrEqual(1);
    expect(loadConfig({}).passwordNice).toBe(10);
    expect(loadConfig({ PASSWORD_HASH_NICE: '0' }).passwordNice).toBe(0);
    expect(() => loadConfig({ PASSWORD_HASH_NICE: '20' })).toThrow(/PASSWORD_HASH_NICE/);
  });

  it('the seed uses today’s hash', async () => {
    expect(costOf(await hashOf('admin'))).toBe(TODAY);
  });

  it.each([
    ['the old default N=2^17', 2 ** 17, 8, 1],
    ['a higher p', 2 ** 15, 8, 2],
    ['a higher r', 2 ** 14, 16, 1],
    ['a low N', 2 ** 10, 8, 1],
  ])('in scrypt are verified with their own parameters and replaced by Argon2id at sign-in: %s', async (_label, N, r, p) => {
    const old = scryptHash(DEMO_PASSWORD, N, r, p);
    await setHash('systeacher', old);
    // A wrong password upgrades nothing.
    expect((await signIn('systeacher', 'not-the-password')).message).toMatch(/^用户名或密码错误/);
    expect(await hashOf('systeacher')).toBe(old);
    expect((await signIn('systeacher')).code).toBe(1);
    expect(costOf(await hashOf('systeacher'))).toBe(TODAY);
    expect((await signIn('systeacher')).code).toBe(1);
  });

  it('made by the password change and the admin reset use the configured cost', async () => {
    await setHash('student', scryptHash(DEMO_PASSWORD, 2 ** 11, 8, 1));
    const session = await t.login('student');
    expect(costOf(await hashOf('student'))).toBe(TODAY);
    await t.call('POST', '/api/admin/password/update', { as: session, body: { old_password: DEMO_PASSWORD, password: 'NewPass#2026' } });
    expect(costOf(await hashOf('student'))).toBe(TODAY);
    expect((await signIn('student', 'NewPass#2026')).code).toBe(1);

    await setHash('student', scryptHash(DEMO_PASSWORD, 2 ** 11, 8, 1));
    const admin = await t.login('admin');
    const reset = await t.call('POST', `/api/admin/user/${session.user.id}/password/reset`, { as: admin, body: { password: 'Reset#2026' } });
    expect(reset.code).toBe(1);
    expect(costOf(await hashOf('student'))).toBe(TODAY);
  });

  it.each([
    ['scrypt asking 2^30', `scrypt$${2 ** 30}$8$1$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`],
    ['Argon2id asking 4 GiB', `$argon2id$v=19$m=4194304,t=2,p=1$${randomBytes(16).toString('base64').replace(/=+$/, '')}$${randomBytes(32).toString('base64').replace(/=+$/, '')}`],
    ['Argon2id asking a thousand passes', `$argon2id$v=19$m=19456,t=1000,p=1$${randomBytes(16).toString('base64').replace(/=+$/, '')}$${randomBytes(32).toString('base64').replace(/=+$/, '')}`],
  ])('with parameters past what the server computes are refused like a wrong password: %s', async (_label, absurd) => {
    await setHash('eduadmin', absurd);
    const res = await signIn('eduadmin');
    expect({ code: res.code, message: res.message }).toEqual({ code: 0, message: expect.stringMatching(/^用户名或密码错误/) });
    expect(await hashOf('eduadmin')).toBe(absurd);
  });
});

describe('a raised cost', () => {
  it('keeps every existing password working and raises each hash at its next sign-in', async () => {
    const raised = await createTestApp({ passwordCost: { ...TEST_PASSWORD_COST, t: TEST_PASSWORD_COST.t + 1 } });
    try {
      const res = await raised.call<CurrentUser>('POST', '/api/admin/login', { body: { username: 'admin', password: DEMO_PASSWORD } });
      expect(res.code).toBe(1);
      const [row] = await raised.app.db.select({ password: users.password }).from(users).where(eq(users.username, 'admin'));
      expect(costOf(row!.password)).toBe(`argon2id ${TEST_PASSWORD_COST.m} ${TEST_PASSWORD_COST.t + 1} ${TEST_PASSWORD_COST.p}`);
    } finally {
      await raised.close();
    }
  });
});
