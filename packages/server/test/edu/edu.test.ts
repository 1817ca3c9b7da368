import type { CollegeWithCounts, Paged } from '@finedu/domain';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const newCollege = { title: '测试学院', area: '广州', number: 'T100', specialty: '金融', level: '本科', edu_status: '试用', count: 2, address: '广州', remark: '' };

describe('colleges (sys_admin)', () => {
  it('lists colleges with user counts, searches and pages', async () => {
    const res = await t.call<Paged<CollegeWithCounts>>('GET', '/api/admin/edu', { as: admin });
    expect(res.code).toBe(1);
    expect(res.data.total).toBe(2);
    const demo = res.data.list.find((c) => c.title === '示范金融学院')!;
    expect(demo.counts).toEqual({ edu_admin: 1, edu_teacher: 1, edu_student: 1 });
    expect(demo.user_count).toBe(3);
    expect(demo.class_count).toBe(1);
    const search = await t.call<Paged<CollegeWithCounts>>('GET', `/api/admin/edu?keyword=${encodeURIComponent('第二')}`, { as: admin });
    expect(search.data.list.map((c) => c.title)).toEqual(['第二示范学院']);
    const page2 = await t.call<Paged<CollegeWithCounts>>('GET', '/api/admin/edu?page=2&page_size=1', { as: admin });
    expect(page2.data).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(page2.data.list).toHaveLength(1);
    expect((await t.call('GET', '/api/admin/edu?page_size=1000', { as: admin })).code).toBe(0);
    expect((await t.call('GET', '/api/admin/edu?page=abc', { as: admin })).code).toBe(0);
  });

  it('creates, edits, disables and shows detail', async () => {
    const created = await t.call<CollegeWithCounts>('POST', '/api/admin/edu', { as: admin, body: newCollege });
    expect(created.code).toBe(1);
    expect(created.data).toMatchObject({ title: '测试学院', status: 1, count: 2, user_count: 0, role: [] });
    const id = created.data.id;
    const dup = await t.call('POST', '/api/admin/edu', { as: admin, body: newCollege });
    expect(dup).toMatchObject({ code: 0, message: '院校名称已存在' });
    const edited = await t.call<CollegeWithCounts>('PUT', `/api/admin/edu/${id}`, { as: admin, body: { area: '深圳', count: 3 } });
    expect(edited.data).toMatchObject({ area: '深圳', count: 3 });
    const off = await t.call<CollegeWithCounts>('PUT', `/api/admin/edu/${id}/status`, { as: admin, body: { status: 0 } });
    expect(off.data.status).toBe(0);
    const detail = await t.call<CollegeWithCounts>('GET', `/api/admin/edu/${id}`, { as: admin });
    expect(detail.data).toMatchObject({ id, status: 0, area: '深圳' });
    const filtered = await t.call<Paged<CollegeWithCounts>>('GET', '/api/admin/edu?status=0', { as: admin });
    expect(filtered.data.list.map((c) => c.id)).toEqual([id]);
  });

  it('enforces the account quota when creating users', async () => {
    const c = await t.call<CollegeWithCounts>('POST', '/api/admin/edu', { as: admin, body: { ...newCollege, title: '配额学院', count: 1 } });
    const body = (username: string) => ({ username, name: '某人', password: 'Passw0rd', role: 'edu_teacher', edu_id: c.data.id });
    expect((await t.call('POST', '/api/admin/user', { as: admin, body: body('quota1') })).code).toBe(1);
    const over = await t.call('POST', '/api/admin/user', { as: admin, body: body('quota2') });
    expect(over.code).toBe(0);
    expect(over.message).toContain('超出院校账号数量上限');
    const lower = await t.call('PUT', `/api/admin/edu/${c.data.id}`, { as: admin, body: { count: 0 } });
    expect(lower.code).toBe(0);
  });

  it('rejects bad input', async () => {
    expect((await t.call('POST', '/api/admin/edu', { as: admin, body: {} })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/edu', { as: admin, body: { ...newCollege, title: 'x'.repeat(65) } })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/edu', { as: admin, body: { ...newCollege, title: 'Y', count: '10' } })).code).toBe(0);
    expect((await t.call('POST', '/api/admin/edu', { as: admin, body: { ...newCollege, title: 'Z', count: -1 } })).code).toBe(0);
    expect((await t.call('PUT', '/api/admin/edu/1/status', { as: admin, body: { status: 2 } })).code).toBe(0);
    expect((await t.call('GET', '/api/admin/edu/999999', { as: admin })).message).toBe('院校不存在');
    expect((await t.call('PUT', '/api/admin/edu/999999', { as: admin, body: { area: 'x' } })).code).toBe(0);
    expect((await t.call('GET', '/api/admin/edu/abc', { as: admin })).code).toBe(0);
  });

  it('refuses every other role', async () => {
    for (const username of ['systeacher', 'eduadmin', 'teacher', 'student']) {
      const s = await t.login(username);
      const list = await t.call('GET', '/api/admin/edu', { as: s });
      expect(list).toMatchObject({ code: 0, message: '权限不足' });
      expect((await t.call('POST', '/api/admin/edu', { as: s, body: newCollege })).code).toBe(0);
      expect((await t.call('PUT', '/api/admin/edu/1/status', { as: s, body: { status: 0 } })).code).toBe(0);
    }
    expect((await t.call('GET', '/api/admin/edu')).code).toBe(-401);
  });
});
