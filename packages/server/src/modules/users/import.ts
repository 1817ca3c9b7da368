import { IMPORT_ROLE_LABELS, PHONE_PATTERN, USER_IMPORT_COLUMNS, USERNAME_PATTERN, type ImportRowError, type UserImportResult } from '@finedu/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { NewUserRow } from '../../db/schema/users.js';
import { badRequest, forbidden } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import { hashPassword, type ScryptCost } from '../../lib/password.js';
import type { AuthUser } from '../../types.js';
import { findClassesByName } from '../classes/repository.js';
import { findCollege } from '../edu/repository.js';
import { collegeNotFound } from '../edu/service.js';
import * as repo from './repository.js';
import { readImportRows } from './spreadsheet.js';
import { insertWithinQuota } from './service.js';

const MAX_ROWS = 2000;
const COLUMN = new Map(USER_IMPORT_COLUMNS.map((c, i) => [c.key, { ...c, index: i + 1 }]));
const isEmail = (v: string) => z.email().safeParse(v).success;

type Key = (typeof USER_IMPORT_COLUMNS)[number]['key'];

/**
 * Bulk import from the xlsx template: every bad row is reported with row, column and reason;
 * when any row is bad nothing is written (the inserts run in one transaction after validation).
 */
export async function importUsers(
  db: Db,
  caller: AuthUser,
  requestedEduId: number | undefined,
  file: Buffer,
  locale: Locale,
  passwordCost: ScryptCost,
): Promise<UserImportResult> {
  const eduId = caller.role === 'sys_admin' ? requestedEduId : caller.edu_id;
  if (eduId === undefined || eduId === null) {
    if (caller.role === 'sys_admin') throw badRequest('请指定导入的院校（edu_id）', 'Choose the college to import into (edu_id)');
    throw forbidden();
  }
  if ((await findCollege(db, eduId)) === null) throw collegeNotFound();

  const sheet = await readImportRows(file);
  if (sheet === null) throw badRequest('无法读取 Excel 文件，请使用导入模板（.xlsx）', 'Cannot read the Excel file; use the import template (.xlsx)');
  const errors: ImportRowError[] = [];
  const fail = (row: number, key: Key, zh: string, en: string) => {
    const column = COLUMN.get(key)!;
    errors.push({ row, column: locale === 'zh' ? column.zh : column.en, column_index: column.index, message: locale === 'zh' ? zh : en, message_zh: zh, message_en: en });
  };
  for (const key of sheet.missingColumns) fail(1, key as Key, '缺少此列', 'This column is missing');
  if (errors.length > 0) return { created: 0, errors };
  if (sheet.rows.length === 0) throw badRequest('文件中没有数据行', 'The file has no data rows');
  if (sheet.rows.length > MAX_ROWS) throw badRequest(`一次最多导入 ${MAX_ROWS} 行`, `At most ${MAX_ROWS} rows per import`);

  const classes = await findClassesByName(db, eduId);
  const takenNames = await repo.existingUsernames(db, sheet.rows.map((r) => r.values.username ?? '').filter(Boolean));
  const takenPhones = await repo.existingPhones(db, sheet.rows.map((r) => r.values.phone ?? '').filter(Boolean));
  const seenNames = new Map<string, number>();
  const seenPhones = new Map<string, number>();
  const valid: Array<{ values: Omit<NewUserRow, 'password'>; password: string }> = [];

  for (const { row, values } of sheet.rows) {
    const before = errors.length;
    const v = (key: Key) => values[key] ?? '';
    const username = v('username');
    if (username === '') fail(row, 'username', '必填', 'Required');
    else if (username.length < 2 || username.length > 32) fail(row, 'username', '长度应为 2–32 个字符', 'Must be 2–32 characters');
    else if (!USERNAME_PATTERN.test(username)) fail(row, 'username', '只能包含字母、数字和 _ . @ -', 'Only letters, digits and _ . @ -');
    else if (takenNames.has(username)) fail(row, 'username', '用户名已存在', 'Username already exists');
    else if (seenNames.has(username)) fail(row, 'username', `与第 ${seenNames.get(username)} 行重复`, `Duplicates row ${seenNames.get(username)}`);
    else seenNames.set(username, row);

    const name = v('name');
    if (name === '') fail(row, 'name', '必填', 'Required');
    else if (name.length > 32) fail(row, 'name', '不能超过 32 个字符', 'At most 32 characters');

    const roleText = v('role');
    const role = IMPORT_ROLE_LABELS[roleText] ?? IMPORT_ROLE_LABELS[roleText.toLowerCase()];
    if (roleText === '') fail(row, 'role', '必填', 'Required');
    else if (role === undefined) fail(row, 'role', '角色应为 学生 或 教师', 'Role must be 学生 (student) or 教师 (teacher)');
    else if (role === 'edu_admin' && caller.role !== 'sys_admin') fail(row, 'role', '无权导入院校管理员', 'You may not import college admins');

    const password = v('password');
    if (password === '') fail(row, 'password', '必填', 'Required');
    else if (password.length < 6 || password.length > 64) fail(row, 'password', '长度应为 6–64 个字符', 'Must be 6–64 characters');

    const phone = v('phone');
    if (phone !== '') {
      if (!PHONE_PATTERN.test(phone)) fail(row, 'phone', '手机号格式不正确', 'Invalid phone number');
      else if (takenPhones.has(phone)) fail(row, 'phone', '手机号已被其他账号使用', 'Phone number already used');
      else if (seenPhones.has(phone)) fail(row, 'phone', `与第 ${seenPhones.get(phone)} 行重复`, `Duplicates row ${seenPhones.get(phone)}`);
      else seenPhones.set(phone, row);
    }
    const email = v('email');
    if (email !== '' && (email.length > 128 || !isEmail(email))) fail(row, 'email', '邮箱格式不正确', 'Invalid email');
    if (v('id_number').length > 32) fail(row, 'id_number', '不能超过 32 个字符', 'At most 32 characters');
    if (v('department').length > 64) fail(row, 'department', '不能超过 64 个字符', 'At most 64 characters');
    if (v('specialty').length > 64) fail(row, 'specialty', '不能超过 64 个字符', 'At most 64 characters');

    const className = v('class');
    const klass = className === '' ? undefined : classes.get(className);
    if (className !== '' && klass === undefined) fail(row, 'class', `班级「${className}」不存在`, `Class "${className}" does not exist`);
    else if (klass !== undefined && role !== undefined && role !== 'edu_student') fail(row, 'class', '只有学生可以加入班级', 'Only students can join a class');

    if (errors.length === before && role !== undefined) {
      valid.push({
        password,
        values: {
          username,
          name,
          role,
          eduId,
          classId: klass?.id ?? null,
          phone: phone || null,
          email: email || null,
          idNumber: v('id_number') || null,
          department: v('department') || null,
          specialty: v('specialty') || null,
        },
      });
    }
  }
  if (errors.length > 0) return { created: 0, errors };

  // Hash in small parallel batches (scrypt runs on the libuv pool), then write everything at once.
  const rows: NewUserRow[] = [];
  for (let i = 0; i < valid.length; i += 8) {
    const batch = valid.slice(i, i + 8);
    const hashes = await Promise.all(batch.map((b) => hashPassword(b.password, passwordCost)));
    batch.forEach((b, j) => rows.push({ ...b.values, password: hashes[j]! }));
  }
  const created = await insertWithinQuota(db, eduId, rows);
  return { created: created.length, errors: [] };
}
