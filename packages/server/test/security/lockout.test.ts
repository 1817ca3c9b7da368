// @db postgres
// Issue 13 item 4: the sign-in lock could be raced. The failure count was read, increased in memory and written
// back, so 25 parallel wrong passwords all answered "4 or 3 tries left" and none locked the account. The same race
// let parallel guesses at an SMS code all be compared. On PostgreSQL (DATABASE_URL, as CI runs it) the requests
// really run side by side over the pool's connections.
import type { CurrentUser } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { smsCodes, users } from '../../src/db/schema/index.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helper.js';

const MAX_FAILURES = 5;
const PARALLEL = 25;
const WRONG = '用户名或密码错误';
const LOCKED = /^密码错误次数过多，请 \d+ 秒后再试$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginThrottle: { maxFailures: MAX_FAILURES, lockSeconds: 60 } });
});
afterAll(async () => t.close());

const signIn = (username: string, password: string) => t.call<CurrentUser>('POST', '/api/admin/login', { body: { username, password } });
const accountOf = async (username: string) => (await t.app.db.select().from(users).where(eq(users.username, username)))[0]!;

describe('parallel wrong passwords', () => {
  it(`lock the account after ${MAX_FAILURES}, however many run at once`, async () => {
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => signIn('teacher2', `wrong-${i}`)));
    expect(answers.every((a) => a.code === 0)).toBe(true);

    const right = await signIn('teacher2', DEMO_PASSWORD);
    expect({ code: right.code, message: right.message }).toEqual({ code: 0, message: expect.stringMatching(LOCKED) });
    const account = await accountOf('teacher2');
    expect(account.failedLogins).toBeGreaterThanOrEqual(MAX_FAILURES);
    expect(account.failedLogins).toBeLessThanOrEqual(PARALLEL);
    expect(account.lockedUntil!.getTime()).toBeGreaterThan(Date.now());

    // Every counted failure gets its own count from the database, so only the counts 1…MAX-1 stay below the lock:
    // exactly MAX-1 answers are a plain "wrong password", all others the lock (counted at or past it, or refused
    // before their password was looked at).
    const tally: Record<string, number> = {};
    for (const a of answers) tally[a.message.replace(/\d+/g, 'N')] = (tally[a.message.replace(/\d+/g, 'N')] ?? 0) + 1;
    expect(tally).toEqual({ [WRONG]: MAX_FAILURES - 1, '密码错误次数过多，请 N 秒后再试': PARALLEL - MAX_FAILURES + 1 });
  });

  it('count a wrong current password on the password change toward the same lock', async () => {
    const session = await t.login('eduadmin2');
    const change = (old: string) => t.call('POST', '/api/admin/password/update', { as: session, body: { old_password: old, password: 'NewPass#2026' } });
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => change(`wrong-${i}`)));
    // The right current password no longer helps a stolen session, nor does it sign in.
    expect((await change(DEMO_PASSWORD)).message).toMatch(LOCKED);
    expect((await signIn('eduadmin2', DEMO_PASSWORD)).message).toMatch(LOCKED);
    expect(answers.filter((a) => a.message === '原密码错误')).toHaveLength(MAX_FAILURES - 1);
    expect(answers.filter((a) => LOCKED.test(a.message))).toHaveLength(PARALLEL - MAX_FAILURES + 1);
  });
});

describe('parallel guesses at an SMS code', () => {
  it('compare no more than 5 of them, and the code is spent', async () => {
    const phone = '13800000013';
    expect((await t.call('POST', '/api/admin/sms', { body: { phone } })).code).toBe(1);
    const { code } = t.smsOutbox.at(-1)!;
    const guesses = Array.from({ length: PARALLEL }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => t.call('POST', '/api/admin/login', { body: { phone, code: guess } })));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(answers.filter((a) => a.message === '验证码错误')).toHaveLength(5);
    expect(answers.filter((a) => a.message === '验证码错误次数过多，请重新获取')).toHaveLength(PARALLEL - 5);
    const [record] = await t.app.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(record!.attempts).toBe(5);
    expect((await t.call('POST', '/api/admin/login', { body: { phone, code } })).message).toBe('验证码错误次数过多，请重新获取');
  });
});
