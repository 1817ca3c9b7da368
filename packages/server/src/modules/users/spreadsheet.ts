import { USER_IMPORT_COLUMNS, type User } from '@finedu/domain';
import { readSheetText, writeWorkbook } from '../../lib/workbook.js';

export const IMPORT_SHEET = '用户导入';
const ROLE_LABEL: Record<string, string> = { sys_admin: '系统管理员', sys_teacher: '系统教师', edu_admin: '院校管理员', edu_teacher: '教师', edu_student: '学生' };

export const headerOf = (column: ImportColumn) => `${column.zh}${column.required ? '*' : ''} (${column.en})`;

/** The import template: one sheet with the header row, one with instructions. */
export function buildImportTemplate(): Promise<Buffer> {
  const instructions = [
    '带 * 的列必填 / Columns marked * are required.',
    '角色填写：学生、教师（院校管理员仅系统管理员可导入） / Role: 学生 (student) or 教师 (teacher).',
    '初始密码 6–64 位 / Initial password: 6–64 characters.',
    '手机号为 11 位大陆手机号，可留空 / Phone: 11-digit mainland mobile number, optional.',
    '班级填写已存在的班级名称，仅学生 / Class: the name of an existing class, students only.',
    '任何一行有错误时，整个文件都不会导入 / If any row is wrong, nothing is imported.',
  ];
  return writeWorkbook([
    { name: IMPORT_SHEET, columns: USER_IMPORT_COLUMNS.map((c) => ({ header: headerOf(c), width: 18 })), rows: [], freezeHeader: true },
    { name: '说明 (Instructions)', columns: [{ width: 100 }], rows: instructions.map((line) => [line]) },
  ]);
}

/** A column of an import template: its key, zh and en header, and whether it must be there. */
export interface ImportColumn {
  key: string;
  zh: string;
  en: string;
  required: boolean;
}

/**
 * Read cells of the first sheet (or the sheet named `sheetName`) as text, keyed by the columns' keys (found by
 * header text, zh or en). Other imports (competition accounts) pass their own columns.
 */
export async function readImportRows(
  buffer: Buffer,
  columns: readonly ImportColumn[] = USER_IMPORT_COLUMNS,
  sheetName: string = IMPORT_SHEET,
): Promise<{ rows: Array<{ row: number; values: Record<string, string> }>; missingColumns: string[] } | null> {
  const sheet = await readSheetText(buffer, sheetName);
  if (sheet === null) return null;
  const [header, ...body] = sheet.rows;
  const columnOf = new Map<string, number>();
  (header?.cells ?? []).forEach((cell, col) => {
    const text = cell.toLowerCase();
    const match = columns.find((c) => text.startsWith(c.zh.toLowerCase()) || text.includes(`(${c.en.toLowerCase()})`) || text === c.en.toLowerCase() || text === c.key);
    if (match && !columnOf.has(match.key)) columnOf.set(match.key, col);
  });
  const missingColumns = columns.filter((c) => c.required && !columnOf.has(c.key)).map((c) => c.key);
  const rows: Array<{ row: number; values: Record<string, string> }> = [];
  for (const { row, cells } of body) {
    const values: Record<string, string> = {};
    for (const [key, col] of columnOf) values[key] = (cells[col] ?? '').trim();
    if (Object.values(values).some((v) => v !== '')) rows.push({ row, values });
  }
  return { rows, missingColumns };
}

export interface ExportRow {
  user: User;
  className: string | null;
  collegeTitle: string | null;
}

/** Users as an .xlsx file (same filters as the list). */
export function buildUserExport(rows: ExportRow[]): Promise<Buffer> {
  const columns = [
    { header: 'ID', width: 8 },
    { header: '用户名 (Username)', width: 18 },
    { header: '姓名 (Name)', width: 14 },
    { header: '角色 (Role)', width: 12 },
    { header: '状态 (Status)', width: 10 },
    { header: '手机号 (Phone)', width: 14 },
    { header: '邮箱 (Email)', width: 22 },
    { header: '学号/工号 (ID number)', width: 16 },
    { header: '院系 (Department)', width: 16 },
    { header: '专业 (Specialty)', width: 16 },
    { header: '班级 (Class)', width: 14 },
    { header: '院校 (College)', width: 18 },
    { header: '创建时间 (Created)', width: 22 },
  ];
  return writeWorkbook([
    {
      name: '用户 (Users)',
      columns,
      rows: rows.map(({ user, className, collegeTitle }) => [
        user.id,
        user.username,
        user.name,
        ROLE_LABEL[user.role] ?? user.role,
        user.status === 1 ? '启用' : '禁用',
        user.phone ?? '',
        user.email ?? '',
        user.id_number ?? '',
        user.department ?? '',
        user.specialty ?? '',
        className ?? '',
        collegeTitle ?? '',
        user.created_at,
      ]),
    },
  ]);
}
