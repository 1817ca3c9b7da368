import { XLSX_MIME, type Paged, type User, type UserImportResult } from '@finedu/domain';
import ExcelJS from 'exceljs';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let eduadmin: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  eduadmin = await t.login('eduadmin');
  admin = await t.login('admin');
});
afterAll(async () => t.close());

const HEADER = ['用户名* (Username)', '姓名* (Name)', '角色* (Role)', '初始密码* (Initial password)', '手机号 (Phone)', '邮箱 (Email)', '学号/工号 (ID number)', '院系 (Department)', '专业 (Specialty)', '班级 (Class)'];

async function workbook(rows: Array<Array<string | number>>, header = HEADER): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户导入');
  sheet.addRow(header);
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (as: Session, file: Buffer, query = '', headers: Record<string, string> = {}) =>
  t.call<UserImportResult>('POST', `/api/admin/user/import${query}`, { as, body: new Uint8Array(file), headers: { 'content-type': XLSX_MIME, ...headers } });

async function collegeTotal(): Promise<number> {
  return (await t.call<Paged<User>>('GET', '/api/admin/user', { as: eduadmin })).data.total;
}

describe('xlsx import', () => {
  it('downloads a template that the import accepts back', async () => {
    const res = await t.request('/api/admin/user/import/template', { as: eduadmin });
    expect(res.headers.get('content-type')).toContain(XLSX_MIME);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('用户导入')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('用户名* (Username)');
    sheet.addRow(['tpl.student', '模板学生', '学生', 'Passw0rd']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const result = await upload(eduadmin, file);
    expect(result.data).toEqual({ created: 1, errors: [] });
  });

  it('imports a good file in one go, with classes', async () => {
    const before = await collegeTotal();
    const file = await workbook([
      ['imp.s1', '学生一', '学生', 'Passw0rd', '13900000001', 's1@example.com', 'S001', '金融系', '金融学', '金融2301'],
      ['imp.s2', '学生二', 'edu_student', 'Passw0rd', '', '', 'S002', '', '', ''],
      ['imp.t1', '老师一', '教师', 'Passw0rd', '13900000003', '', 'T001', '金融系', '', ''],
    ]);
    const res = await upload(eduadmin, file);
    expect(res.data).toEqual({ created: 3, errors: [] });
    expect(await collegeTotal()).toBe(before + 3);
    const s1 = (await t.call<Paged<User>>('GET', '/api/admin/user?keyword=imp.s1', { as: eduadmin })).data.list[0]!;
    expect(s1).toMatchObject({ name: '学生一', role: 'edu_student', phone: '13900000001', edu_id: eduadmin.user.edu_id });
    expect(s1.class_id).not.toBeNull();
    await t.login('imp.t1', 'Passw0rd');
  });

  it('reports every bad row with row, column and reason and writes nothing', async () => {
    const before = await collegeTotal();
    const file = await workbook([
      ['bad.ok', '正常行', '学生', 'Passw0rd'],
      ['', '没有用户名', '学生', 'Passw0rd'],
      ['student', '重名', '学生', 'Passw0rd'],
      ['bad.role', '坏角色', '校长', 'Passw0rd'],
      ['bad.pw', '短密码', '学生', '123'],
      ['bad.phone', '坏手机', '学生', 'Passw0rd', '12345'],
      ['bad.class', '坏班级', '学生', 'Passw0rd', '', '', '', '', '', '不存在班'],
      ['bad.ok', '文件内重复', '学生', 'Passw0rd'],
      ['bad.mail', '坏邮箱', '教师', 'Passw0rd', '', 'not-mail'],
      ['bad.admin', '管理员', '院校管理员', 'Passw0rd'],
    ]);
    const res = await upload(eduadmin, file);
    expect(res.code).toBe(1);
    expect(res.data.created).toBe(0);
    const summary = res.data.errors.map((e) => [e.row, e.column]);
    expect(summary).toEqual([
      [3, '用户名'],
      [4, '用户名'],
      [5, '角色'],
      [6, '初始密码'],
      [7, '手机号'],
      [8, '班级'],
      [9, '用户名'],
      [10, '邮箱'],
      [11, '角色'],
    ]);
    expect(res.data.errors[1]).toMatchObject({ message_zh: '用户名已存在', message_en: 'Username already exists', column_index: 1 });
    expect(res.data.errors[6]!.message).toBe('与第 2 行重复');
    expect(await collegeTotal()).toBe(before);
  });

  it('localizes the reasons in English', async () => {
    const res = await upload(eduadmin, await workbook([['', 'x', '学生', 'Passw0rd']]), '', { 'accept-language': 'en-US' });
    expect(res.data.errors[0]).toMatchObject({ row: 2, column: 'Username', message: 'Required' });
  });

  it('enforces the quota and writes nothing', async () => {
    const college = (await t.call<{ count: number; user_count: number }>('GET', `/api/admin/edu/${eduadmin.user.edu_id}`, { as: admin })).data;
    await t.call('PUT', `/api/admin/edu/${eduadmin.user.edu_id}`, { as: admin, body: { count: college.user_count + 1 } });
    const before = await collegeTotal();
    const res = await upload(eduadmin, await workbook([['q.1', 'q1', '学生', 'Passw0rd'], ['q.2', 'q2', '学生', 'Passw0rd']]));
    expect(res.code).toBe(0);
    expect(res.message).toContain('超出院校账号数量上限');
    expect(await collegeTotal()).toBe(before);
    await t.call('PUT', `/api/admin/edu/${eduadmin.user.edu_id}`, { as: admin, body: { count: 500 } });
  });

  it('rejects files that are not the template', async () => {
    expect((await upload(eduadmin, Buffer.from('not a spreadsheet'))).message).toContain('无法读取 Excel 文件');
    const missing = await upload(eduadmin, await workbook([['a', 'b']], ['用户名', '姓名']));
    expect(missing.data.errors.map((e) => e.column)).toEqual(['角色', '初始密码']);
    expect((await upload(eduadmin, await workbook([]))).message).toBe('文件中没有数据行');
    expect((await t.call('POST', '/api/admin/user/import', { as: eduadmin, body: { file: 'x' } })).code).toBe(0);
    expect((await upload(admin, await workbook([['x.y', 'x', '学生', 'Passw0rd']]))).message).toContain('edu_id');
    const student = await t.login('student');
    expect((await upload(student, await workbook([['x.z', 'x', '学生', 'Passw0rd']]))).message).toBe('权限不足');
  });

  it('sys_admin imports into a named college', async () => {
    const res = await upload(admin, await workbook([['sys.imp', '导入', '院校管理员', 'Passw0rd']]), `?edu_id=${eduadmin.user.edu_id}`);
    expect(res.data.created).toBe(1);
  });
});

describe('xlsx export', () => {
  it('exports the filtered users of the own college, and the file parses back', async () => {
    const res = await t.request('/api/admin/user/export?role=edu_student', { as: eduadmin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('users.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('用户名 (Username)');
    const names: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) names.push(String(row.getCell(2).value));
    });
    expect(names).toContain('student');
    expect(names).toContain('imp.s1');
    expect(names).not.toContain('student2');
    expect(names).not.toContain('teacher');
    const json = await t.call('GET', '/api/admin/user/export', { as: await t.login('teacher2') });
    expect(json.code).toBe(0);
  });
});
