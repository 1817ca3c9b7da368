import type { Paged, User } from '@finedu/domain';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
let eduadmin: Session;
let eduadmin2: Session;
let student2Id: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  eduadmin = await t.login('eduadmin');
  eduadmin2 = await t.login('eduadmin2');
  student2Id = (await t.login('student2')).user.id;
});
afterAll(async () => t.close());

const list = (as: Session, query = '') => t.call<Paged<User>>('GET', `/api/admin/user${query}`, { as });

describe('user list', () => {
  it('sys_admin sees every college; edu_admin only its own', async () => {
    expect((await list(admin)).data.total).toBe(10); // eight platform users, two competition accounts
    const own = await list(eduadmin);
    expect(own.data.list.map((u) => u.username).sort()).toEqual(['eduadmin', 'student', 'teacher']);
    const foreign = await list(eduadmin, `?edu_id=${eduadmin2.user.edu_id}`);
    expect(foreign.data.list.every((u) => u.edu_id === eduadmin.user.edu_id)).toBe(true);
  });

  it('searches and filters by role, status and class', async () => {
    expect((await list(admin, '?keyword=teacher')).data.list.map((u) => u.username).sort()).toEqual(['systeacher', 'teacher', 'teacher2']);
    expect((await list(admin, '?keyword=13800000013')).data.list.map((u) => u.username)).toEqual(['student']);
    expect((await list(eduadmin, '?role=edu_student')).data.list.map((u) => u.username)).toEqual(['student']);
    expect((await list(eduadmin, '?status=0')).data.total).toBe(0);
    const classId = (await list(eduadmin, '?role=edu_student')).data.list[0]!.class_id!;
    expect((await list(eduadmin, `?class_id=${classId}`)).data.list.map((u) => u.username)).toEqual(['student']);
    expect((await list(admin, '?page=1&page_size=3')).data.list).toHaveLength(3);
    expect((await list(admin, '?role=boss')).code).toBe(0);
    expect((await list(admin, `?keyword=${'k'.repeat(65)}`)).code).toBe(0);
  });

  it('refuses students, teachers and sys_teacher', async () => {
    for (const username of ['student', 'teacher', 'systeacher']) {
      const s = await t.login(username);
      expect((await list(s)).message).toBe('权限不足');
      expect((await t.call('POST', '/api/admin/user', { as: s, body: {} })).code).toBe(0);
      expect((await t.call('POST', `/api/admin/user/${student2Id}/password/reset`, { as: s, body: { password: 'Hacked123' } })).code).toBe(0);
    }
  });
});

describe('create, edit, disable, reset password', () => {
  const base = { name: '新学生', password: 'Passw0rd!', role: 'edu_student' };

  it('edu_admin creates students and teachers of its own college only', async () => {
    const res = await t.call<User>('POST', '/api/admin/user', { as: eduadmin, body: { ...base, username: 'new.student', edu_id: eduadmin2.user.edu_id } });
    expect(res.code).toBe(1);
    expect(res.data.edu_id).toBe(eduadmin.user.edu_id);
    const admin2 = await t.call('POST', '/api/admin/user', { as: eduadmin, body: { ...base, username: 'boss', role: 'edu_admin' } });
    expect(admin2.code).toBe(0);
    const sys = await t.call('POST', '/api/admin/user', { as: eduadmin, body: { ...base, username: 'boss2', role: 'sys_admin' } });
    expect(sys.code).toBe(0);
    await t.login('new.student', 'Passw0rd!');
  });

  it('sys_admin creates users in any college and system users without one', async () => {
    const res = await t.call<User>('POST', '/api/admin/user', { as: admin, body: { ...base, username: 'c2.student', edu_id: eduadmin2.user.edu_id } });
    expect(res.data.edu_id).toBe(eduadmin2.user.edu_id);
    const missingCollege = await t.call('POST', '/api/admin/user', { as: admin, body: { ...base, username: 'c2.nocollege' } });
    expect(missingCollege.code).toBe(0);
    const unknownCollege = await t.call('POST', '/api/admin/user', { as: admin, body: { ...base, username: 'c2.unknown', edu_id: 99999 } });
    expect(unknownCollege.message).toBe('院校不存在');
    const sysTeacher = await t.call<User>('POST', '/api/admin/user', { as: admin, body: { ...base, username: 'sys.t2', role: 'sys_teacher' } });
    expect(sysTeacher.data.edu_id).toBeNull();
  });

  it('rejects duplicates and bad input', async () => {
    expect((await t.call('POST', '/api/admin/user', { as: eduadmin, body: { ...base, username: 'student' } })).message).toBe('用户名已存在');
    expect((await t.call('POST', '/api/admin/user', { as: eduadmin, body: { ...base, username: 'dup.phone', phone: '13800000013' } })).message).toContain('手机号');
    const bad = [
      {},
      { ...base },
      { ...base, username: 'a b' },
      { ...base, username: 'x'.repeat(33) },
      { ...base, username: 'okname', password: '1' },
      { ...base, username: 'okname', role: 'king' },
      { ...base, username: 'okname', phone: '999' },
      { ...base, username: 'okname', email: 'nope' },
      { ...base, username: 'okname', name: 42 },
      { ...base, username: 'okname', department: 'd'.repeat(65) },
      { ...base, username: 'okname', extra: true },
    ];
    for (const body of bad) expect((await t.call('POST', '/api/admin/user', { as: eduadmin, body })).code).toBe(0);
    const classOfOther = await t.call('POST', '/api/admin/user', { as: eduadmin2, body: { ...base, username: 'okname', class_id: 1 } });
    expect(classOfOther.message).toBe('班级不存在');
  });

  it('edits users of its own college; another college’s ids are not found', async () => {
    const target = (await list(eduadmin, '?role=edu_teacher')).data.list[0]!;
    const res = await t.call<User>('PUT', `/api/admin/user/${target.id}`, { as: eduadmin, body: { name: '王老师（改）', teach: '金融学' } });
    expect(res.data).toMatchObject({ name: '王老师（改）', teach: '金融学', edu_id: eduadmin.user.edu_id });
    expect((await t.call('PUT', `/api/admin/user/${target.id}`, { as: eduadmin, body: { edu_id: 2 } })).code).toBe(0);
    expect((await t.call('PUT', `/api/admin/user/${target.id}`, { as: eduadmin, body: { role: 'sys_admin' } })).code).toBe(0);
    expect((await t.call('GET', `/api/admin/user/${student2Id}`, { as: eduadmin })).message).toBe('用户不存在');
    expect((await t.call('PUT', `/api/admin/user/${student2Id}`, { as: eduadmin, body: { name: 'x' } })).message).toBe('用户不存在');
    expect((await t.call('PUT', `/api/admin/user/${student2Id}/status`, { as: eduadmin, body: { status: 0 } })).message).toBe('用户不存在');
    expect((await t.call('GET', '/api/admin/user/999999', { as: admin })).message).toBe('用户不存在');
    expect((await t.call<User>('GET', `/api/admin/user/${student2Id}`, { as: admin })).data.username).toBe('student2');
  });

  it('disables and enables a user; disabling signs them out', async () => {
    const s = await t.login('student');
    const off = await t.call<User>('PUT', `/api/admin/user/${s.user.id}/status`, { as: eduadmin, body: { status: 0 } });
    expect(off.data.status).toBe(0);
    expect((await t.call('GET', '/api/admin/current', { as: s })).code).toBe(-401);
    await expect(t.login('student')).rejects.toThrow(/禁用/);
    await t.call('PUT', `/api/admin/user/${s.user.id}/status`, { as: eduadmin, body: { status: 1 } });
    await t.login('student');
    expect((await t.call('PUT', `/api/admin/user/${eduadmin.user.id}/status`, { as: admin, body: { status: 'off' } })).code).toBe(0);
    expect((await t.call('PUT', `/api/admin/user/${admin.user.id}/status`, { as: admin, body: { status: 0 } })).code).toBe(0);
  });

  it('resets a password and revokes the user’s tokens', async () => {
    const s = await t.login('teacher');
    const res = await t.call('POST', `/api/admin/user/${s.user.id}/password/reset`, { as: eduadmin, body: { password: 'Reset#2026' } });
    expect(res.code).toBe(1);
    expect((await t.call('GET', '/api/admin/current', { as: s })).code).toBe(-401);
    await t.login('teacher', 'Reset#2026');
    expect((await t.call('POST', `/api/admin/user/${s.user.id}/password/reset`, { as: eduadmin, body: { password: '' } })).code).toBe(0);
    expect((await t.call('POST', `/api/admin/user/${student2Id}/password/reset`, { as: eduadmin, body: { password: 'Reset#2026' } })).code).toBe(0);
  });
});
