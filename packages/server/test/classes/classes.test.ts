import type { ClassDetail, ClassInfo, Paged, User } from '@finedu/domain';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let eduadmin: Session;
let eduadmin2: Session;
let teacher: Session;
let student: Session;
beforeAll(async () => {
  t = await createTestApp();
  eduadmin = await t.login('eduadmin');
  eduadmin2 = await t.login('eduadmin2');
  teacher = await t.login('teacher');
  student = await t.login('student');
});
afterAll(async () => t.close());

describe('classes', () => {
  it('lists the seeded class with its head teacher; teachers may read', async () => {
    const res = await t.call<Paged<ClassInfo>>('GET', '/api/admin/class', { as: teacher });
    expect(res.data.list).toHaveLength(1);
    expect(res.data.list[0]).toMatchObject({ name: '金融2301', teacher_id: teacher.user.id, teacher_name: '王老师', member_count: 1 });
    expect((await t.call<Paged<ClassInfo>>('GET', '/api/admin/class', { as: eduadmin2 })).data.total).toBe(0);
    expect((await t.call('GET', '/api/admin/class', { as: student })).message).toBe('权限不足');
    const detail = await t.call<ClassDetail>('GET', `/api/admin/class/${res.data.list[0]!.id}`, { as: teacher });
    expect(detail.data.members.map((m) => m.username)).toEqual(['student']);
  });

  it('edu_admin creates, edits, sets members and deletes', async () => {
    const created = await t.call<ClassDetail>('POST', '/api/admin/class', { as: eduadmin, body: { name: '金融2302', grade: '2023', teacher_id: teacher.user.id } });
    expect(created.code).toBe(1);
    expect(created.data).toMatchObject({ name: '金融2302', edu_id: eduadmin.user.edu_id, teacher_name: '王老师', members: [] });
    const id = created.data.id;
    expect((await t.call('POST', '/api/admin/class', { as: eduadmin, body: { name: '金融2302' } })).message).toBe('班级名称已存在');
    const edited = await t.call<ClassDetail>('PUT', `/api/admin/class/${id}`, { as: eduadmin, body: { name: '金融2302班', teacher_id: null } });
    expect(edited.data).toMatchObject({ name: '金融2302班', teacher_id: null });
    const members = await t.call<ClassDetail>('PUT', `/api/admin/class/${id}/members`, { as: eduadmin, body: { user_ids: [student.user.id] } });
    expect(members.data.members.map((m) => m.username)).toEqual(['student']);
    const moved = await t.call<User>('GET', `/api/admin/user/${student.user.id}`, { as: eduadmin });
    expect(moved.data.class_id).toBe(id);
    expect((await t.call('DELETE', `/api/admin/class/${id}`, { as: eduadmin })).code).toBe(1);
    expect((await t.call<User>('GET', `/api/admin/user/${student.user.id}`, { as: eduadmin })).data.class_id).toBeNull();
    expect((await t.call('GET', `/api/admin/class/${id}`, { as: eduadmin })).message).toBe('班级不存在');
  });

  it('keeps college boundaries and checks members and head teacher', async () => {
    const own = await t.call<ClassDetail>('POST', '/api/admin/class', { as: eduadmin, body: { name: '边界班' } });
    const id = own.data.id;
    const student2 = await t.login('student2');
    const teacher2 = await t.login('teacher2');
    expect((await t.call('GET', `/api/admin/class/${id}`, { as: eduadmin2 })).message).toBe('班级不存在');
    expect((await t.call('PUT', `/api/admin/class/${id}`, { as: eduadmin2, body: { name: 'x' } })).message).toBe('班级不存在');
    expect((await t.call('DELETE', `/api/admin/class/${id}`, { as: eduadmin2 })).code).toBe(0);
    expect((await t.call('PUT', `/api/admin/class/${id}/members`, { as: eduadmin, body: { user_ids: [student2.user.id] } })).code).toBe(0);
    expect((await t.call('PUT', `/api/admin/class/${id}/members`, { as: eduadmin, body: { user_ids: [teacher.user.id] } })).message).toContain('不是学生');
    expect((await t.call('PUT', `/api/admin/class/${id}`, { as: eduadmin, body: { teacher_id: teacher2.user.id } })).message).toBe('班主任不存在');
    expect((await t.call('PUT', `/api/admin/class/${id}`, { as: eduadmin, body: { teacher_id: student.user.id } })).code).toBe(0);
    expect((await t.call('GET', `/api/admin/class/${id}`, { as: eduadmin })).code).toBe(1);
  });

  it('rejects bad input and non-admins', async () => {
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(65) }, { name: 5 }, { name: 'ok', teacher_id: 'abc' }, { name: 'ok', unknown: 1 }]) {
      expect((await t.call('POST', '/api/admin/class', { as: eduadmin, body })).code).toBe(0);
    }
    expect((await t.call('PUT', '/api/admin/class/999999', { as: eduadmin, body: { name: 'x' } })).message).toBe('班级不存在');
    expect((await t.call('PUT', '/api/admin/class/1/members', { as: eduadmin, body: { user_ids: ['a'] } })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/class', { as: teacher, body: { name: '老师建班' } })).message).toBe('权限不足');
    expect((await t.call('DELETE', '/api/admin/class/1', { as: student })).message).toBe('权限不足');
  });
});
