// Issue 13 item 9: sign-in told which usernames exist ("wrong password, 4 tries left" for accounts, a bare "wrong
// username or password" otherwise), and the lock only ever answered for real accounts. Now every answer before a
// right password is the same for a name without an account, an account, and a disabled account.
import type { CurrentUser } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { smsCodes, users } from '../../src/db/schema/index.js';
import { sha256 } from '../../src/lib/tokens.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helper.js';

const MAX_FAILURES = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginThrottle: { maxFailures: MAX_FAILURES, lockSeconds: 60 } });
  await t.app.db.update(users).set({ status: 0 }).where(eq(users.username, 'student2'));
});
afterAll(async () => t.close());

type Answer = { code: number; message: string; data: unknown };
const envelopeOf = (a: Answer) => ({ code: a.code, message: a.message, data: a.data });
const signIn = async (username: string, password: string, language = 'zh-CN') =>
  envelopeOf(await t.call<CurrentUser>('POST', '/api/admin/login', { body: { username, password }, headers: { 'accept-language': language } }));
/** The lock answer with its seconds left out (they tick while the test runs). */
const withoutSeconds = (a: Answer) => ({ ...a, message: a.message.replace(/\d+/g, 'N') });

describe('sign-in answers before a right password', () => {
  it.each(['zh-CN', 'en-US'])('are identical for an unknown name, a wrong password and a disabled account (%s)', async (language) => {
    const unknown = await signIn('no-such-user', 'wrong-password', language);
    const wrong = await signIn('teacher', 'wrong-password', language);
    const disabled = await signIn('student2', 'wrong-password', language);
    expect(unknown).toEqual({ code: 0, message: language === 'zh-CN' ? '用户名或密码错误' : 'Wrong username or password', data: null });
    expect(wrong).toEqual(unknown);
    expect(disabled).toEqual(unknown);
  });

  it('never count down, and never say "disabled"', async () => {
    const answers = [];
    for (let i = 0; i < MAX_FAILURES + 1; i++) answers.push(await signIn('student2', `wrong-${i}`, 'en-US'));
    for (const a of answers) expect(a.message).not.toMatch(/disabled|left|attempt/i);
    await t.app.db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.username, 'student2'));
    // Only the right password learns that the account is disabled.
    expect((await signIn('student2', DEMO_PASSWORD)).message).toBe('账号已被禁用，请联系管理员');
  });

  it('lock a name without an account exactly like an account', async () => {
    const account: Answer[] = [];
    const nobody: Answer[] = [];
    for (let i = 0; i < MAX_FAILURES + 2; i++) {
      account.push(await signIn('teacher2', `wrong-${i}`));
      nobody.push(await signIn('ghost-account', `wrong-${i}`));
    }
    expect(nobody.map(withoutSeconds)).toEqual(account.map(withoutSeconds));
    expect(account.at(-1)!.message).toMatch(/^密码错误次数过多，请 \d+ 秒后再试$/);
    expect(await signIn('teacher2', DEMO_PASSWORD).then(withoutSeconds)).toEqual(withoutSeconds(account.at(-1)!));
  });
});

describe('SMS sign-in', () => {
  it('answers a right code for a phone without an account like a spent code', async () => {
    const known = '13800000012';
    const unknown = '13900000077';
    // A code can only reach a phone of an account; plant one for a phone without (a deleted account's, say).
    await t.app.db.insert(smsCodes).values({ phone: unknown, codeHash: sha256(`${unknown}:123456`), expiresAt: new Date(Date.now() + 60_000) });
    const noAccount = await t.call('POST', '/api/admin/login', { body: { phone: unknown, code: '123456' } });
    expect((await t.call('POST', '/api/admin/sms', { body: { phone: known } })).code).toBe(1);
    const { code } = t.smsOutbox.at(-1)!;
    expect((await t.call('POST', '/api/admin/login', { body: { phone: known, code } })).code).toBe(1);
    const spent = await t.call('POST', '/api/admin/login', { body: { phone: known, code } });
    expect(envelopeOf(noAccount)).toEqual(envelopeOf(spent));
  });

  it('answers the code request for a phone without an account like for an account (but sends nothing)', async () => {
    const before = t.smsOutbox.length;
    const known = await t.call('POST', '/api/admin/sms', { body: { phone: '13800000011' } });
    const unknown = await t.call('POST', '/api/admin/sms', { body: { phone: '13900000088' } });
    expect(envelopeOf(unknown)).toEqual(envelopeOf(known));
    expect(t.smsOutbox.length).toBe(before + 1);
  });
});
