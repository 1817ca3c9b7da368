import ExcelJS from 'exceljs';
import { spreadsheetCellText, USER_IMPORT_COLUMNS, type User } from '@finedu/domain';

export const IMPORT_SHEET = '用户导入';
const ROLE_LABEL: Record<string, string> = { sys_admin: '系统管理员', sys_teacher: '系统教师', edu_admin: '院校管理员', edu_teacher: '教师', edu_student: '学生' };

export const headerOf = (column: ImportColumn) => `${column.zh}${column.required ? '*' : ''} (${column.en})`;

/** The import template: one sheet with the header row, one with instructions. */
export async function buildImportTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(IMPORT_SHEET);
  sheet.columns = USER_IMPORT_COLUMNS.map((c) => ({ header: headerOf(c), key: c.key, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = book.addWorksheet('说明 (Instructions)');
  help.columns = [{ width: 100 }];
  [
    '带 * 的列必填 / Columns marked * are required.',
    '角色填写：学生、教师（院校管理员仅系统管理员可导入） / Role: 学生 (student) or 教师 (teacher).',
    '初始密码 6–64 位 / Initial password: 6–64 characters.',
    '手机号为 11 位大陆手机号，可留空 / Phone: 11-digit mainland mobile number, optional.',
    '班级填写已存在的班级名称，仅学生 / Class: the name of an existing class, students only.',
    '任何一行有错误时，整个文件都不会导入 / If any row is wrong, nothing is imported.',
  ].forEach((line) => help.addRow([line]));
  return Buffer.from(await book.xlsx.writeBuffer());
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
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = book.getWorksheet(sheetName) ?? book.worksheets[0];
  if (!sheet) return null;
  const header = sheet.getRow(1);
  const columnOf = new Map<string, number>();
  header.eachCell((cell, col) => {
    const text = spreadsheetCellText(cell.value).toLowerCase();
    const match = columns.find((c) => text.startsWith(c.zh.toLowerCase()) || text.includes(`(${c.en.toLowerCase()})`) || text === c.en.toLowerCase() || text === c.key);
    if (match && !columnOf.has(match.key)) columnOf.set(match.key, col);
  });
  const missingColumns = columns.filter((c) => c.required && !columnOf.has(c.key)).map((c) => c.key);
  const rows: Array<{ row: number; values: Record<string, string> }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, string> = {};
    for (const [key, col] of columnOf) values[key] = spreadsheetCellText(row.getCell(col).value).trim();
    if (Object.values(values).some((v) => v !== '')) rows.push({ row: rowNumber, values });
  });
  return { rows, missingColumns };
}

export interface ExportRow {
  user: User;
  className: string | null;
  collegeTitle: string | null;
}

/** Users as an .xlsx file (same filters as the list). */
export async function buildUserExport(rows: ExportRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户 (Users)');
  sheet.columns = [
    { header: 'ID', key: 'id', width: 8 },
    { header: '用户名 (Username)', key: 'username', width: 18 },
    { header: '姓名 (Name)', key: 'name', width: 14 },
    { header: '角色 (Role)', key: 'role', width: 12 },
    { header: '状态 (Status)', key: 'status', width: 10 },
    { header: '手机号 (Phone)', key: 'phone', width: 14 },
    { header: '邮箱 (Email)', key: 'email', width: 22 },
    { header: '学号/工号 (ID number)', key: 'id_number', width: 16 },
    { header: '院系 (Department)', key: 'department', width: 16 },
    { header: '专业 (Specialty)', key: 'specialty', width: 16 },
    { header: '班级 (Class)', key: 'class', width: 14 },
    { header: '院校 (College)', key: 'college', width: 18 },
    { header: '创建时间 (Created)', key: 'created_at', width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const { user, className, collegeTitle } of rows) {
    sheet.addRow({
      id: user.id,
      username: user.username,
      name: user.name,
      role: ROLE_LABEL[user.role] ?? user.role,
      status: user.status === 1 ? '启用' : '禁用',
      phone: user.phone ?? '',
      email: user.email ?? '',
      id_number: user.id_number ?? '',
      department: user.department ?? '',
      specialty: user.specialty ?? '',
      class: className ?? '',
      college: collegeTitle ?? '',
      created_at: user.created_at,
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
