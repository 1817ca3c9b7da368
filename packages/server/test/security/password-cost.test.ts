// Issue 17 (auth part): password hashes store their scrypt cost (`scrypt$N$r$p$salt$key`), but verification used a
// fixed cost, so raising it would have refused every existing password. Verification now uses each hash's own
// parameters, new hashes use OWASP's N=2^17, r=8, p=1 (PASSWORD_SCRYPT_N), and a sign-in replaces a weaker hash.
import { randomBytes, scryptSync } from 'node:crypto';
import type { CurrentUser } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config.js';
import { users } from '../../src/db/schema/index.js';
import { createTestApp, DEMO_PASSWORD, TEST_SCRYPT_N, type TestApp } from '../helper.js';

/** A hash made the way any scrypt implementation would, independent of the server's code. */
function scryptHash(password: string, N: number, r: number, p: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N, r, p, maxmem: 512 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const costOf = (hash: string) => hash.split('$').slice(1, 4).map(Number);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const setHash = (username: string, password: string) => t.app.db.update(users).set({ password }).where(eq(users.username, username));
const hashOf = async (username: string) => (await t.app.db.select({ password: users.password }).from(users).where(eq(users.username, username)))[0]!.password;
const signIn = (username: string, password = DEMO_PASSWORD) => t.call<CurrentUser>('POST', '/api/admin/login', { body: { username, password } });

describe('password hashes', () => {
  it("new hashes default to OWASP's scrypt cost N=2^17, r=8, p=1", () => {
    expect(loadConfig({}).passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(loadConfig({ PASSWORD_SCRYPT_N: '65536' }).passwordCost).toEqual({ N: 2 ** 16, r: 8, p: 1 });
    expect(() => loadConfig({ PASSWORD_SCRYPT_N: '100000' })).toThrow(/PASSWORD_SCRYPT_N/);
  });

  it.each([
    ['the recommended cost', 2 ** 17, 8, 1],
    ['a higher p', 2 ** 15, 8, 2],
    ['a higher r', 2 ** 14, 16, 1],
  ])('are verified with their own parameters: %s', async (_label, N, r, p) => {
    await setHash('systeacher', scryptHash(DEMO_PASSWORD, N, r, p));
    expect((await signIn('systeacher')).code).toBe(1);
    expect((await signIn('systeacher', 'not-the-password')).message).toMatch(/^用户名或密码错误/);
    // Not weaker than the configured cost: kept as it is.
    expect(costOf(await hashOf('systeacher'))).toEqual([N, r, p]);
  });

  it('are replaced at sign-in when weaker than the configured cost, and the password still works', async () => {
    const weak = scryptHash(DEMO_PASSWORD, 2 ** 10, 8, 1);
    await setHash('teacher', weak);
    expect((await signIn('teacher')).code).toBe(1);
    const upgraded = await hashOf('teacher');
    expect(upgraded).not.toBe(weak);
    expect(costOf(upgraded)).toEqual([TEST_SCRYPT_N, 8, 1]);
    expect((await signIn('teacher')).code).toBe(1);
    // A wrong password upgrades nothing.
    await setHash('teacher', weak);
    expect((await signIn('teacher', 'not-the-password')).code).toBe(0);
    expect(await hashOf('teacher')).toBe(weak);
  });

  it('made by the password change and the admin reset use the configured cost', async () => {
    await setHash('student', scryptHash(DEMO_PASSWORD, 2 ** 11, 8, 1));
    const session = await t.login('student');
    expect(costOf(await hashOf('student'))).toEqual([TEST_SCRYPT_N, 8, 1]);
    await t.call('POST', '/api/admin/password/update', { as: session, body: { old_password: DEMO_PASSWORD, password: 'NewPass#2026' } });
    expect(costOf(await hashOf('student'))).toEqual([TEST_SCRYPT_N, 8, 1]);
    expect((await signIn('student', 'NewPass#2026')).code).toBe(1);

    await setHash('student', scryptHash(DEMO_PASSWORD, 2 ** 11, 8, 1));
    const admin = await t.login('admin');
    const reset = await t.call('POST', `/api/admin/user/${session.user.id}/password/reset`, { as: admin, body: { password: 'Reset#2026' } });
    expect(reset.code).toBe(1);
    expect(costOf(await hashOf('student'))).toEqual([TEST_SCRYPT_N, 8, 1]);
  });

  it('with parameters past what the server computes are refused like a wrong password', async () => {
    const absurd = `scrypt$${2 ** 30}$8$1$${randomBytes(16).toString('base64url')}$${randomBytes(32).toString('base64url')}`;
    await setHash('eduadmin', absurd);
    const res = await signIn('eduadmin');
    expect({ code: res.code, message: res.message }).toEqual({ code: 0, message: expect.stringMatching(/^用户名或密码错误/) });
  });
});

describe('a raised cost', () => {
  it('keeps every existing password working and raises each hash at its next sign-in', async () => {
    const raised = await createTestApp({ passwordCost: { N: 2 * TEST_SCRYPT_N, r: 8, p: 1 } });
    try {
      const res = await raised.call<CurrentUser>('POST', '/api/admin/login', { body: { username: 'admin', password: DEMO_PASSWORD } });
      expect(res.code).toBe(1);
      const [row] = await raised.app.db.select({ password: users.password }).from(users).where(eq(users.username, 'admin'));
      expect(costOf(row!.password)).toEqual([2 * TEST_SCRYPT_N, 8, 1]);
    } finally {
      await raised.close();
    }
  });
});
