import type { CurrentUser, LoginRecord, User } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { apiTokens, colleges, users } from '../../src/db/schema/index.js';
import { sha256 } from '../../src/lib/tokens.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/admin/current and the -401 rules', () => {
  it('returns the signed-in user with the fields of spec §7', async () => {
    const s = await t.login('teacher');
    const res = await t.call<CurrentUser>('GET', '/api/admin/current', { as: s });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ username: 'teacher', role: 'edu_teacher', api_token: s.token, oss_host: '', cdn_prefix: '' });
    // What the demo teacher teaches (issue 5): the two demo finance courses.
    expect(res.data.teacher_learning.map((c) => c.title)).toEqual(expect.arrayContaining(['金融数据分析基础', '量化投资入门']));
    expect(res.data.edu).toMatchObject({ title: '示范金融学院', status: 1 });
    expect(res.data.allow_routes).toContain('Courses');
    expect(res.data.permission['class.view']).toBe(true);
  });

  it('answers -401 without a token, with an unknown token and with a malformed header', async () => {
    expect((await t.call('GET', '/api/admin/current')).code).toBe(-401);
    expect((await t.call('GET', '/api/admin/current', { headers: { authorization: 'Bearer nope' } })).code).toBe(-401);
    expect((await t.call('GET', '/api/admin/current', { headers: { authorization: 'Basic abc' } })).code).toBe(-401);
  });

  it('answers -401 when X-USER-ID does not match the token', async () => {
    const s = await t.login('student');
    const res = await t.call('GET', '/api/admin/current', { as: s, headers: { 'x-user-id': String(s.user.id + 1) } });
    expect(res.code).toBe(-401);
    expect(res.status).toBe(200);
  });

  it('answers -401 when the token has expired', async () => {
    const s = await t.login('student');
    await t.app.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.tokenHash, sha256(s.token)));
    const res = await t.call('GET', '/api/admin/current', { as: s });
    expect(res.code).toBe(-401);
  });

  it('stores tokens hashed, valid one day', async () => {
    const s = await t.login('student');
    const [row] = await t.app.db.select().from(apiTokens).where(eq(apiTokens.tokenHash, sha256(s.token)));
    expect(row).toBeDefined();
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(ttl - 86_400_000)).toBeLessThan(5000);
    const all = await t.app.db.select({ h: apiTokens.tokenHash }).from(apiTokens);
    expect(all.some((r) => r.h === s.token)).toBe(false);
  });

  it('answers -401 once the user or the college is disabled', async () => {
    // A change made behind the API reaches the session cache by the database's announcement
    // (LISTEN/NOTIFY), which lands a few milliseconds after the commit on PostgreSQL: wait for it, bounded.
    const settle = async (s: Awaited<ReturnType<TestApp['login']>>, code: number) => {
      const deadline = Date.now() + 2000;
      let res = await t.call('GET', '/api/admin/current', { as: s });
      while (res.code !== code && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        res = await t.call('GET', '/api/admin/current', { as: s });
      }
      return res;
    };
    const s = await t.login('teacher2');
    try {
      await t.app.db.update(users).set({ status: 0 }).where(eq(users.username, 'teacher2'));
      expect((await settle(s, -401)).code).toBe(-401);
      await t.app.db.update(users).set({ status: 1 }).where(eq(users.username, 'teacher2'));
      expect((await settle(s, 1)).code).toBe(1);
      await t.app.db.update(colleges).set({ status: 0 }).where(eq(colleges.title, '第二示范学院'));
      const off = await settle(s, -401);
      expect(off.code).toBe(-401);
      expect(off.message).toContain('院校');
    } finally {
      await t.app.db.update(users).set({ status: 1 }).where(eq(users.username, 'teacher2'));
      await t.app.db.update(colleges).set({ status: 1 }).where(eq(colleges.title, '第二示范学院'));
    }
  });

  it('logout revokes the token', async () => {
    const s = await t.login('student');
    expect((await t.call('POST', '/api/admin/logout', { as: s })).code).toBe(1);
    expect((await t.call('GET', '/api/admin/current', { as: s })).code).toBe(-401);
  });
});

describe('POST /api/admin/current (profile)', () => {
  it('updates profile fields', async () => {
    const s = await t.login('student');
    const res = await t.call<User>('POST', '/api/admin/current', { as: s, body: { name: '李小同', email: 'li@example.com', department: '金融系' } });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ name: '李小同', email: 'li@example.com', role: 'edu_student' });
  });

  it('never changes role or college', async () => {
    const s = await t.login('student');
    for (const body of [{ role: 'sys_admin' }, { edu_id: 2 }, { status: 0 }, { name: 'x', role: 'edu_admin' }]) {
      const res = await t.call('POST', '/api/admin/current', { as: s, body });
      expect(res.code).toBe(0);
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.username, 'student'));
    expect(row).toMatchObject({ role: 'edu_student', status: 1 });
  });

  it('validates the fields', async () => {
    const s = await t.login('student');
    expect((await t.call('POST', '/api/admin/current', { as: s, body: { email: 'not-an-email' } })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/current', { as: s, body: { name: 'x'.repeat(33) } })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/current', { as: s, body: { phone: 12345 } })).code).toBe(0);
    const taken = await t.call('POST', '/api/admin/current', { as: s, body: { phone: '13800000012' } });
    expect(taken.code).toBe(0);
    expect(taken.message).toContain('手机号');
    expect((await t.call('POST', '/api/admin/current', { body: { name: 'anon' } })).code).toBe(-401);
  });
});

describe('GET /api/admin/login/info', () => {
  it('lists recent sign-ins with time, IP and browser', async () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    await t.call('POST', '/api/admin/login', { body: { username: 'systeacher', password: DEMO_PASSWORD }, headers: { 'user-agent': ua } });
    const s = await t.login('systeacher');
    const res = await t.call<LoginRecord[]>('GET', '/api/admin/login/info', { as: s });
    expect(res.code).toBe(1);
    expect(res.data.length).toBeGreaterThanOrEqual(2);
    expect(res.data.some((r) => r.browser === 'Chrome 126')).toBe(true);
    expect(res.data[0]).toMatchObject({ ip: '127.0.0.1', method: 'password' });
    expect(Date.parse(res.data[0]!.created_at)).not.toBeNaN();
  });
});

describe('POST /api/admin/password/update', () => {
  it('changes the password and revokes the other tokens only', async () => {
    const a = await t.login('eduadmin2');
    const b = await t.login('eduadmin2');
    const wrong = await t.call('POST', '/api/admin/password/update', { as: a, body: { old_password: 'bad', password: 'NewPass#2026' } });
    expect(wrong).toMatchObject({ code: 0, message: '原密码错误' });
    const short = await t.call('POST', '/api/admin/password/update', { as: a, body: { old_password: DEMO_PASSWORD, password: '123' } });
    expect(short.code).toBe(0);
    const res = await t.call('POST', '/api/admin/password/update', { as: a, body: { old_password: DEMO_PASSWORD, password: 'NewPass#2026' } });
    expect(res.code).toBe(1);
    expect((await t.call('GET', '/api/admin/current', { as: a })).code).toBe(1);
    expect((await t.call('GET', '/api/admin/current', { as: b })).code).toBe(-401);
    await expect(t.login('eduadmin2')).rejects.toThrow();
    await t.login('eduadmin2', 'NewPass#2026');
  });
});

describe('SMS sign-in', () => {
  it('sends a 6-digit code and signs in with phone + code once', async () => {
    const sent = await t.call<{ expires_in: number }>('POST', '/api/admin/sms', { body: { phone: '13800000013' } });
    expect(sent).toMatchObject({ code: 1, data: { expires_in: 300 } });
    const last = t.smsOutbox.at(-1)!;
    expect(last.phone).toBe('13800000013');
    expect(last.code).toMatch(/^\d{6}$/);
    const wrongCode = last.code === '000000' ? '111111' : '000000';
    expect((await t.call('POST', '/api/admin/login', { body: { phone: '13800000013', code: wrongCode } })).message).toBe('验证码错误');
    const res = await t.call<CurrentUser>('POST', '/api/admin/login', { body: { phone: '13800000013', code: last.code } });
    expect(res.code).toBe(1);
    expect(res.data.username).toBe('student');
    const again = await t.call('POST', '/api/admin/login', { body: { phone: '13800000013', code: last.code } });
    expect(again.code).toBe(0);
  });

  it('refuses an expired code', async () => {
    await t.call('POST', '/api/admin/sms', { body: { phone: '13800000012' } });
    const { code } = t.smsOutbox.at(-1)!;
    const { smsCodes } = await import('../../src/db/schema/index.js');
    await t.app.db.update(smsCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(smsCodes.phone, '13800000012'));
    const res = await t.call('POST', '/api/admin/login', { body: { phone: '13800000012', code } });
    expect(res).toMatchObject({ code: 0, message: '验证码无效或已过期，请重新获取' });
  });

  it('sends nothing to an unknown phone but answers alike', async () => {
    const before = t.smsOutbox.length;
    expect((await t.call('POST', '/api/admin/sms', { body: { phone: '13999999999' } })).code).toBe(1);
    expect(t.smsOutbox.length).toBe(before);
  });

  it('validates the phone', async () => {
    expect((await t.call('POST', '/api/admin/sms', { body: { phone: '12' } })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/sms', { body: {} })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/sms', { body: { phone: 13800000013 } })).code).toBe(0);
  });

  it('limits how often a code can be requested', async () => {
    const strict = await createTestApp({ sms: { codeTtl: 300, resendInterval: 60 } });
    try {
      expect((await strict.call('POST', '/api/admin/sms', { body: { phone: '13800000011' } })).code).toBe(1);
      const again = await strict.call('POST', '/api/admin/sms', { body: { phone: '13800000011' } });
      expect(again.code).toBe(0);
      expect(again.message).toMatch(/秒后再获取/);
    } finally {
      await strict.close();
    }
  });
});
