// The parts every account import shares (college users and competition accounts): reading the sheet with its
// row-by-row error list, the checks of an account's own fields, and hashing the passwords of the valid rows.
import { PHONE_PATTERN, USERNAME_PATTERN, type ImportRowError } from '@finedu/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { NewUserRow } from '../../db/schema/users.js';
import { badRequest } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import { hashPassword, type PasswordCost } from '../../lib/password.js';
import * as repo from './repository.js';
import { readImportRows, type ImportColumn } from './spreadsheet.js';

const MAX_ROWS = 2000;
const isEmail = (v: string) => z.email().safeParse(v).success;

export type SheetRow = { row: number; values: Record<string, string> };
/** Report a bad cell: the row, the column's key and the reason in both languages. */
export type FailCell<K extends string> = (row: number, key: K, zh: string, en: string) => void;

export interface ImportSheet<K extends string> {
  rows: SheetRow[];
  errors: ImportRowError[];
  fail: FailCell<K>;
}

/**
 * Read an import file: null with the missing columns reported when the header is incomplete (the caller returns
 * the errors), a clear error for an unreadable, empty or too large file.
 */
export async function openImportSheet<K extends string>(
  file: Buffer,
  columns: ReadonlyArray<ImportColumn & { key: K }>,
  sheetName: string | undefined,
  locale: Locale,
): Promise<ImportSheet<K>> {
  const sheet = await readImportRows(file, columns, sheetName);
  if (sheet === null) throw badRequest('无法读取 Excel 文件，请使用导入模板（.xlsx）', 'Cannot read the Excel file; use the import template (.xlsx)');
  const index = new Map(columns.map((c, i) => [c.key, { ...c, index: i + 1 }]));
  const errors: ImportRowError[] = [];
  const fail: FailCell<K> = (row, key, zh, en) => {
    const column = index.get(key)!;
    const error = { row, column: locale === 'zh' ? column.zh : column.en, column_index: column.index, message: locale === 'zh' ? zh : en, message_zh: zh, message_en: en };
    // Kept in reading order (row, then column left to right), whichever check found the error first.
    let at = errors.length;
    while (at > 0 && errors[at - 1]!.row === row && errors[at - 1]!.column_index > column.index) at--;
    errors.splice(at, 0, error);
  };
  for (const key of sheet.missingColumns) fail(1, key as K, '缺少此列', 'This column is missing');
  if (errors.length === 0) {
    if (sheet.rows.length === 0) throw badRequest('文件中没有数据行', 'The file has no data rows');
    if (sheet.rows.length > MAX_ROWS) throw badRequest(`一次最多导入 ${MAX_ROWS} 行`, `At most ${MAX_ROWS} rows per import`);
  }
  return { rows: sheet.rows, errors, fail };
}

type AccountKey = 'username' | 'name' | 'password' | 'phone' | 'email' | 'department';

/** The fields of an account every import has, checked once per row. */
export interface AccountFields {
  username: string;
  name: string;
  password: string;
  phone: string | null;
  email: string | null;
  department: string | null;
}

/**
 * Checks of an account's own fields against the database and the rows above it: usernames and phones are unique
 * (taken ones and duplicates within the file name the row they repeat).
 */
export class AccountRowChecks {
  readonly #seenNames = new Map<string, number>();
  readonly #seenPhones = new Map<string, number>();

  private constructor(
    private readonly takenNames: Set<string>,
    private readonly takenPhones: Set<string>,
  ) {}

  static async load(db: Db, rows: readonly SheetRow[]): Promise<AccountRowChecks> {
    const names = await repo.existingUsernames(db, rows.map((r) => r.values.username ?? '').filter(Boolean));
    const phones = await repo.existingPhones(db, rows.map((r) => r.values.phone ?? '').filter(Boolean));
    return new AccountRowChecks(names, phones);
  }

  /** Report every bad field of the row through `fail`; returns the fields (meaningful only when none failed). */
  check<K extends string>(row: number, values: Record<string, string>, fail: FailCell<K | AccountKey>): AccountFields {
    const v = (key: AccountKey) => values[key] ?? '';
    const username = v('username');
    if (username === '') fail(row, 'username', '必填', 'Required');
    else if (username.length < 2 || username.length > 32) fail(row, 'username', '长度应为 2–32 个字符', 'Must be 2–32 characters');
    else if (!USERNAME_PATTERN.test(username)) fail(row, 'username', '只能包含字母、数字和 _ . @ -', 'Only letters, digits and _ . @ -');
    else if (this.takenNames.has(username)) fail(row, 'username', '用户名已存在', 'Username already exists');
    else if (this.#seenNames.has(username)) fail(row, 'username', `与第 ${this.#seenNames.get(username)} 行重复`, `Duplicates row ${this.#seenNames.get(username)}`);
    else this.#seenNames.set(username, row);

    const name = v('name');
    if (name === '') fail(row, 'name', '必填', 'Required');
    else if (name.length > 32) fail(row, 'name', '不能超过 32 个字符', 'At most 32 characters');

    const password = v('password');
    if (password === '') fail(row, 'password', '必填', 'Required');
    else if (password.length < 6 || password.length > 64) fail(row, 'password', '长度应为 6–64 个字符', 'Must be 6–64 characters');

    const phone = v('phone');
    if (phone !== '') {
      if (!PHONE_PATTERN.test(phone)) fail(row, 'phone', '手机号格式不正确', 'Invalid phone number');
      else if (this.takenPhones.has(phone)) fail(row, 'phone', '手机号已被其他账号使用', 'Phone number already used');
      else if (this.#seenPhones.has(phone)) fail(row, 'phone', `与第 ${this.#seenPhones.get(phone)} 行重复`, `Duplicates row ${this.#seenPhones.get(phone)}`);
      else this.#seenPhones.set(phone, row);
    }
    const email = v('email');
    if (email !== '' && (email.length > 128 || !isEmail(email))) fail(row, 'email', '邮箱格式不正确', 'Invalid email');
    const department = v('department');
    if (department.length > 64) fail(row, 'department', '不能超过 64 个字符', 'At most 64 characters');
    return { username, name, password, phone: phone || null, email: email || null, department: department || null };
  }
}

/** Hash the valid rows' passwords in small parallel batches (they queue in the password pool, off the event loop), keeping their order. */
export async function hashRows(valid: ReadonlyArray<{ values: Omit<NewUserRow, 'password'>; password: string }>, cost: PasswordCost): Promise<NewUserRow[]> {
  const rows: NewUserRow[] = [];
  for (let i = 0; i < valid.length; i += 8) {
    const batch = valid.slice(i, i + 8);
    const hashes = await Promise.all(batch.map((b) => hashPassword(b.password, cost)));
    batch.forEach((b, j) => rows.push({ ...b.values, password: hashes[j]! }));
  }
  return rows;
}
