// The gradebook's workbooks (issue 34): the export a 教务 system takes (学号, 姓名, one column per category, 总评,
// 等级) and the import of a manual column (学号 + score), all or nothing with every bad row named.
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { readSheetText, writeWorkbook, type WorkbookValue } from '../../lib/workbook.js';
import type { AuthUser } from '../../types.js';
import * as repo from './repository.js';
import type { GradebookService } from './service.js';

/** The export: one row per student; a category or total with nothing counted yet is an empty cell. */
export async function exportGradebook(service: GradebookService, user: AuthUser, courseId: number, classId?: number): Promise<{ filename: string; bytes: Buffer }> {
  const { book } = await service.exportBook(user, courseId, classId);
  const columns = [
    { header: '学号', width: 16 },
    { header: '姓名', width: 12 },
    ...book.categories.map((c) => ({ header: c.name, width: 10 })),
    { header: '总评', width: 10 },
    { header: '等级', width: 10 },
  ];
  const rows = book.rows.map((r): WorkbookValue[] => [r.username, r.name, ...r.categories.map((p) => p), r.total, r.letter]);
  const bytes = await writeWorkbook([{ name: '总评成绩', columns, rows, freezeHeader: true }]);
  return { filename: `gradebook-course-${courseId}${classId === undefined ? '' : `-class-${classId}`}.xlsx`, bytes };
}

const MAX_ROWS = 5000;

/**
 * A manual column from a workbook: first column 学号, second the score (a first row naming no student and holding no
 * number is the header, and skipped). Every row is checked first; one bad row refuses the file, naming each bad row, and nothing is written.
 */
export async function importManualColumn(db: Db, service: GradebookService, user: AuthUser, courseId: number, columnId: number, bytes: Buffer): Promise<{ imported: number }> {
  const access = await service.access(user, courseId, true);
  const column = (await repo.manualColumns(db, access.scope)).find((c) => c.id === columnId);
  if (column === undefined) throw new AppError(0, { zh: '成绩列不存在', en: 'Column not found' });
  const sheet = await readSheetText(bytes);
  if (sheet === null) throw new AppError(0, { zh: '无法读取文件，请上传 .xlsx 表格', en: 'The file cannot be read: upload an .xlsx workbook' });
  const rows = sheet.rows.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (rows.length > MAX_ROWS) throw new AppError(0, { zh: `最多导入 ${MAX_ROWS} 行`, en: `At most ${MAX_ROWS} rows can be imported` });
  const students = new Map((await service.studentsOf(access)).map((s) => [s.username, s]));
  // A header row (学号, 成绩): its first cell names no student and its second is no number.
  const first = rows[0];
  if (first !== undefined && !students.has((first.cells[0] ?? '').trim()) && !isNumber(first.cells[1] ?? '')) rows.shift();
  const zh: string[] = [];
  const en: string[] = [];
  const seen = new Set<string>();
  const values: Array<{ userId: number; score: number }> = [];
  for (const r of rows) {
    const username = (r.cells[0] ?? '').trim();
    const text = (r.cells[1] ?? '').trim();
    const student = students.get(username);
    if (username === '') {
      zh.push(`第 ${r.row} 行：缺少学号`);
      en.push(`Row ${r.row}: the student number is missing`);
    } else if (student === undefined) {
      zh.push(`第 ${r.row} 行：学号 ${username} 不是本课程的学生`);
      en.push(`Row ${r.row}: ${username} is not a student of this course`);
    } else if (seen.has(username)) {
      zh.push(`第 ${r.row} 行：学号 ${username} 重复`);
      en.push(`Row ${r.row}: ${username} appears twice`);
    } else if (!isNumber(text) || Number(text) < 0 || Number(text) > column.maxScore) {
      zh.push(`第 ${r.row} 行：成绩「${text}」须是 0–${column.maxScore} 之间的数`);
      en.push(`Row ${r.row}: the score "${text}" must be a number from 0 to ${column.maxScore}`);
    } else {
      values.push({ userId: student.id, score: Math.round(Number(text) * 100) / 100 });
    }
    if (username !== '') seen.add(username);
  }
  if (zh.length > 0) throw new AppError(0, { zh: `导入失败，未写入任何成绩：${zh.slice(0, 20).join('；')}`, en: `Nothing was imported: ${en.slice(0, 20).join('; ')}` });
  if (values.length === 0) throw new AppError(0, { zh: '文件中没有成绩', en: 'The file holds no scores' });
  const old = new Map((await repo.manualScores(db, [columnId], values.map((v) => v.userId))).map((s) => [s.userId, s.score]));
  await db.transaction(async (tx) => {
    for (const v of values) await repo.setManualScore(tx, columnId, v.userId, v.score);
    await repo.insertAudit(
      tx,
      access.scope,
      values.map((v) => ({ userId: v.userId, itemKey: `manual:${columnId}`, action: 'import' as const, oldScore: old.get(v.userId) ?? null, newScore: v.score, reason: '', actorId: user.id })),
    );
  });
  return { imported: values.length };
}

function isNumber(text: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(text.trim());
}
