import { landingRouteFor, type CurrentUser } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { colleges, unknownLoginFailures, users } from '../../src/db/schema/index.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginThrottle: { maxFailures: 3, lockSeconds: 60 } });
});
afterAll(async () => t.close());

const login = (body: unknown, headers: Record<string, string> = {}) => t.call<CurrentUser>('POST', '/api/admin/login', { body, headers });

describe('POST /api/admin/login', () => {
  it.each([
    ['admin', 'sys_admin', null],
    ['systeacher', 'sys_teacher', null],
    ['eduadmin', 'edu_admin', '示范金融学院'],
    ['teacher', 'edu_teacher', '示范金融学院'],
    ['student', 'edu_student', '示范金融学院'],
    ['eduadmin2', 'edu_admin', '第二示范学院'],
    ['teacher2', 'edu_teacher', '第二示范学院'],
    ['student2', 'edu_student', '第二示范学院'],
  ])('signs in %s as %s with the fields of spec §7', async (username, role, college) => {
    const res = await login({ username, password: DEMO_PASSWORD });
    expect(res.code).toBe(1);
    expect(res.data.role).toBe(role);
    expect(res.data.api_token).toMatch(/^[\w-]{40,}$/);
    expect(res.data.edu?.title ?? null).toBe(college);
    expect(res.data.allow_routes).toContain(landingRouteFor(role));
    expect(res.data).toHaveProperty('teacher_learning');
    expect(res.data).toHaveProperty('oss_host');
    expect(res.data).toHaveProperty('cdn_prefix');
    expect(typeof res.data.permission).toBe('object');
    expect(res.data).not.toHaveProperty('password');
  });

  it('accepts the phone number as username', async () => {
    const res = await login({ username: '13800000012', password: DEMO_PASSWORD });
    expect(res.code).toBe(1);
    expect(res.data.username).toBe('teacher');
  });

  it('gives role-appropriate permissions and routes', async () => {
    const student = await login({ username: 'student', password: DEMO_PASSWORD });
    expect(student.data.permission['user.create']).toBe(false);
    expect(student.data.allow_routes).not.toContain('EduUser');
    expect(student.data.allow_routes).toContain('Courses');
    const eduadmin = await login({ username: 'eduadmin', password: DEMO_PASSWORD });
    expect(eduadmin.data.permission['user.import']).toBe(true);
    expect(eduadmin.data.permission['class.manage']).toBe(true);
    expect(eduadmin.data.permission['edu.manage']).toBe(false);
    expect(eduadmin.data.allow_routes).toEqual(expect.arrayContaining(['EduUser', 'EduClass']));
  });

  it('rejects a wrong password with a clear message, in zh-CN by default and en-US on request', async () => {
    const zh = await login({ username: 'systeacher', password: 'wrong-password' });
    expect(zh.code).toBe(0);
    expect(zh.message).toContain('用户名或密码错误');
    const en = await login({ username: 'systeacher', password: 'wrong-password' }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.message).toContain('Wrong username or password');
  });

  it('answers an unknown username like a wrong password', async () => {
    const res = await login({ username: 'nobody', password: 'whatever1' });
    expect(res.code).toBe(0);
    expect(res.message).toBe('用户名或密码错误');
  });

  it('slows down repeated failures: the account is locked after too many wrong passwords', async () => {
    for (let i = 0; i < 3; i++) await login({ username: 'teacher2', password: 'nope-nope' });
    const locked = await login({ username: 'teacher2', password: DEMO_PASSWORD });
    expect(locked.code).toBe(0);
    expect(locked.message).toMatch(/密码错误次数过多，请 \d+ 秒后再试/);
    // the lock lifts when its time is over
    await t.app.db.update(users).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(users.username, 'teacher2'));
    expect((await login({ username: 'teacher2', password: DEMO_PASSWORD })).code).toBe(1);
  });

  it('forgets wrong passwords a day after the latest, for accounts and for names without one', async () => {
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    await t.app.db.update(users).set({ failedLogins: 7, lockedUntil: null, lastFailedAt: dayAgo }).where(eq(users.username, 'eduadmin2'));
    expect((await login({ username: 'eduadmin2', password: 'nope-nope' })).message).toBe('用户名或密码错误');
    const [row] = await t.app.db.select().from(users).where(eq(users.username, 'eduadmin2'));
    expect(row!.failedLogins).toBe(1);
    expect(row!.lockedUntil).toBeNull();

    await t.app.db.insert(unknownLoginFailures).values({ identifier: 'long-gone', failures: 9, lastFailedAt: dayAgo });
    await login({ username: 'another-ghost', password: 'nope-nope' });
    const names = (await t.app.db.select().from(unknownLoginFailures)).map((r) => [r.identifier, r.failures]);
    expect(names).toContainEqual(['another-ghost', 1]);
    expect(names.map(([name]) => name)).not.toContain('long-gone');
    expect((await login({ username: 'eduadmin2', password: DEMO_PASSWORD })).code).toBe(1);
  });

  it('refuses a disabled user and a user of a disabled college, with clear messages', async () => {
    await t.app.db.update(users).set({ status: 0 }).where(eq(users.username, 'student2'));
    const disabled = await login({ username: 'student2', password: DEMO_PASSWORD });
    expect(disabled.code).toBe(0);
    expect(disabled.message).toBe('账号已被禁用，请联系管理员');
    await t.app.db.update(users).set({ status: 1 }).where(eq(users.username, 'student2'));

    await t.app.db.update(colleges).set({ status: 0 }).where(eq(colleges.title, '第二示范学院'));
    const collegeOff = await login({ username: 'eduadmin2', password: DEMO_PASSWORD }, { 'accept-language': 'en' });
    expect(collegeOff.code).toBe(0);
    expect(collegeOff.message).toBe('Your college is disabled; contact your administrator');
    await t.app.db.update(colleges).set({ status: 1 }).where(eq(colleges.title, '第二示范学院'));
  });

  it.each([
    ['missing fields', {}],
    ['only a username', { username: 'admin' }],
    ['a number as username', { username: 123, password: DEMO_PASSWORD }],
    ['an oversized username', { username: 'a'.repeat(65), password: DEMO_PASSWORD }],
    ['an oversized password', { username: 'admin', password: 'x'.repeat(129) }],
    ['an unknown field', { username: 'admin', password: DEMO_PASSWORD, role: 'sys_admin' }],
    ['a malformed phone', { phone: '123', code: '123456' }],
  ])('rejects %s with code 0 and a message', async (_label, body) => {
    const res = await login(body);
    expect(res.status).toBe(200);
    expect(res.code).toBe(0);
    expect(res.data).toBeNull();
    expect(res.message.length).toBeGreaterThan(0);
  });

  it('names the bad field in validation messages', async () => {
    const res = await login({ username: 'a'.repeat(65), password: 'x' });
    expect(res.message).toContain('username');
    const en = await login({ username: 5, password: 'x' }, { 'accept-language': 'en' });
    expect(en.message).toMatch(/username must be of type string/);
  });

  it('answers a non-JSON body with code 0', async () => {
    const res = await t.call('POST', '/api/admin/login', { headers: { 'content-type': 'application/json' }, body: '{not json' });
    expect(res).toMatchObject({ code: 0, data: null });
  });
});

describe('rate limit on login', () => {
  it('answers 429 with the envelope after too many attempts from one address', async () => {
    const limited = await createTestApp({ rateLimit: { loginMax: 3, smsMax: 2, windowSeconds: 60 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.call('POST', '/api/admin/login', { body: { username: 'x', password: 'y' } })).status);
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      const last = await limited.call('POST', '/api/admin/login', { body: { username: 'admin', password: DEMO_PASSWORD } });
      expect(last.status).toBe(429);
      expect(last.code).toBe(0);
      expect(last.message).toMatch(/请求过于频繁/);
      const sms: number[] = [];
      for (let i = 0; i < 3; i++) sms.push((await limited.call('POST', '/api/admin/sms', { body: { phone: '13800000099' } })).status);
      expect(sms).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
