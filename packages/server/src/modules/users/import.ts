import { IMPORT_ROLE_LABELS, USER_IMPORT_COLUMNS, type UserImportResult } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { NewUserRow } from '../../db/schema/users.js';
import { badRequest, forbidden } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import type { PasswordCost } from '../../lib/password.js';
import type { AuthUser } from '../../types.js';
import { findClassesByName } from '../classes/index.js';
import { findCollege } from '../edu/index.js';
import { collegeNotFound } from '../edu/index.js';
import { AccountRowChecks, hashRows, openImportSheet } from './importRows.js';
import { insertWithinQuota } from './service.js';

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
  passwordCost: PasswordCost,
): Promise<UserImportResult> {
  const eduId = caller.role === 'sys_admin' ? requestedEduId : caller.edu_id;
  if (eduId === undefined || eduId === null) {
    if (caller.role === 'sys_admin') throw badRequest('请指定导入的院校（edu_id）', 'Choose the college to import into (edu_id)');
    throw forbidden();
  }
  if ((await findCollege(db, eduId)) === null) throw collegeNotFound();

  const sheet = await openImportSheet(file, USER_IMPORT_COLUMNS, undefined, locale);
  const { errors, fail } = sheet;
  if (errors.length > 0) return { created: 0, errors };

  const classes = await findClassesByName(db, eduId);
  const accounts = await AccountRowChecks.load(db, sheet.rows);
  const valid: Array<{ values: Omit<NewUserRow, 'password'>; password: string }> = [];

  for (const { row, values } of sheet.rows) {
    const before = errors.length;
    const v = (key: Key) => values[key] ?? '';
    const account = accounts.check(row, values, fail);

    const roleText = v('role');
    const role = IMPORT_ROLE_LABELS[roleText] ?? IMPORT_ROLE_LABELS[roleText.toLowerCase()];
    if (roleText === '') fail(row, 'role', '必填', 'Required');
    else if (role === undefined) fail(row, 'role', '角色应为 学生 或 教师', 'Role must be 学生 (student) or 教师 (teacher)');
    else if (role === 'edu_admin' && caller.role !== 'sys_admin') fail(row, 'role', '无权导入院校管理员', 'You may not import college admins');

    if (v('id_number').length > 32) fail(row, 'id_number', '不能超过 32 个字符', 'At most 32 characters');
    if (v('specialty').length > 64) fail(row, 'specialty', '不能超过 64 个字符', 'At most 64 characters');

    const className = v('class');
    const klass = className === '' ? undefined : classes.get(className);
    if (className !== '' && klass === undefined) fail(row, 'class', `班级「${className}」不存在`, `Class "${className}" does not exist`);
    else if (klass !== undefined && role !== undefined && role !== 'edu_student') fail(row, 'class', '只有学生可以加入班级', 'Only students can join a class');

    if (errors.length === before && role !== undefined) {
      const { password, ...fields } = account;
      valid.push({
        password,
        values: { ...fields, role, eduId, classId: klass?.id ?? null, idNumber: v('id_number') || null, specialty: v('specialty') || null },
      });
    }
  }
  if (errors.length > 0) return { created: 0, errors };

  const rows = await hashRows(valid, passwordCost);
  const created = await insertWithinQuota(db, eduId, rows);
  return { created: created.length, errors: [] };
}
