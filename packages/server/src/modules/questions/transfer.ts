// Import, export and the template of question banks (xlsx, Moodle XML, GIFT, Aiken).
import { QuestionWrite, type QuestionExportQuery, type QuestionImportQuery, type QuestionImportReport } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, type LocalizedMessage } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import { validationMessage } from '../../plugins/validation-message.js';
import type { AuthUser } from '../../types.js';
import { categoryNotFound, readOwner, writeOwner } from './access.js';
import { toQuestion } from './dto.js';
import { parseAiken } from './formats/aiken.js';
import { msg, UnreadableFile, type ParsedItem } from './formats/common.js';
import { parseGift } from './formats/gift.js';
import { buildMoodle, parseMoodle } from './formats/moodle.js';
import { buildXlsx, buildXlsxTemplate, parseXlsx } from './formats/xlsx.js';
import * as repo from './repository.js';
import { checkQuestion } from './validate.js';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ITEMS = 2000;
const EXPORT_MAX_ITEMS = 5000;

type ImportQuery = z.output<typeof QuestionImportQuery>;
type ExportQuery = z.output<typeof QuestionExportQuery>;

/** Zod issues in words, both languages (same wording as request validation). */
function zodMessage(error: z.ZodError): LocalizedMessage {
  const issues = error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    message: issue.message,
    params: issue as unknown as Record<string, unknown>,
  }));
  return { zh: validationMessage(issues, 'body', 'zh'), en: validationMessage(issues, 'body', 'en') };
}

function decodeText(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new UnreadableFile(msg('文件不是 UTF-8 编码的文本', 'The file is not UTF-8 text'));
  }
}

async function parseFile(format: ImportQuery['format'], file: Buffer): Promise<ParsedItem[]> {
  if (format === 'xlsx') return parseXlsx(file);
  const text = decodeText(file);
  if (text.includes('\u0000')) throw new UnreadableFile(msg('文件不是文本文件', 'The file is not a text file'));
  if (format === 'moodle') return parseMoodle(text);
  if (format === 'gift') return parseGift(text);
  return parseAiken(text);
}

/**
 * Import a file into the caller's bank. Every valid item is imported (in one transaction); every other item is
 * reported with its position, line, title and reason in the caller's language. A file that cannot be read at all,
 * is too big or holds too many items answers code 0.
 */
export async function importQuestions(db: Db, user: AuthUser, query: ImportQuery, file: Buffer, locale: Locale): Promise<QuestionImportReport> {
  const owner = writeOwner(user);
  if (file.length > IMPORT_MAX_BYTES) throw badRequest('文件不能超过 5 MB', 'The file must not exceed 5 MB');
  if (query.category_id !== undefined) {
    const category = await repo.findCategory(db, query.category_id);
    if (category === null || category.eduId !== owner) throw categoryNotFound();
  }
  let items: ParsedItem[];
  try {
    items = await parseFile(query.format, file);
  } catch (error) {
    if (error instanceof UnreadableFile) throw new AppError(0, error.localized);
    throw error;
  }
  if (items.length === 0) throw badRequest('文件中没有找到试题', 'No question found in the file');
  if (items.length > IMPORT_MAX_ITEMS) {
    throw badRequest(`一次最多导入 ${IMPORT_MAX_ITEMS} 道试题，文件中有 ${items.length} 道`, `At most ${IMPORT_MAX_ITEMS} questions per import; the file holds ${items.length}`);
  }
  const failed: QuestionImportReport['failed'] = [];
  const valid: Array<{ write: z.output<typeof QuestionWrite>; category: string | undefined }> = [];
  items.forEach((item, index) => {
    const report = (reason: LocalizedMessage) => failed.push({ item: index + 1, line: item.line, title: item.title, reason: reason[locale] });
    if (item.error || !item.write) return report(item.error ?? msg('无法识别的题目', 'Unrecognised item'));
    const parsed = QuestionWrite.safeParse({ ...item.write, category_id: null });
    if (!parsed.success) return report(zodMessage(parsed.error));
    const problem = checkQuestion(parsed.data.type, parsed.data.stem, parsed.data.content);
    if (problem) return report(problem);
    valid.push({ write: parsed.data, category: item.category?.slice(0, 64) });
  });
  const ids = await db.transaction(async (tx) => {
    const categories = new Map<string, number>();
    const categoryId = async (name: string | undefined): Promise<number | null> => {
      if (query.category_id !== undefined) return query.category_id;
      if (!name) return null;
      const known = categories.get(name);
      if (known !== undefined) return known;
      const id = (await repo.findCategoryByName(tx, owner, name))?.id ?? (await repo.insertCategory(tx, owner, name));
      categories.set(name, id);
      return id;
    };
    const values = [];
    for (const { write, category } of valid) {
      values.push({
        eduId: owner,
        categoryId: await categoryId(category),
        type: write.type,
        stem: write.stem,
        analysis: write.analysis,
        difficulty: write.difficulty,
        knowledgePoints: [...new Set(write.knowledge_points)],
        score: write.score,
        content: write.content,
        authorId: user.id,
      });
    }
    const created: number[] = [];
    for (let i = 0; i < values.length; i += 200) created.push(...(await repo.insertQuestions(tx, values.slice(i, i + 200))));
    return created;
  });
  return { imported: ids.length, ids, failed };
}

/** The questions of a bank matching the filters, as .xlsx (the import template) or Moodle XML. */
export async function exportQuestions(db: Db, user: AuthUser, query: ExportQuery): Promise<Buffer> {
  const owner = readOwner(user, query.bank);
  const rows = await repo.allQuestions(
    db,
    { owners: [owner], type: query.type, difficulty: query.difficulty, knowledgePoint: query.knowledge_point, categoryId: query.category_id, keyword: query.keyword },
    EXPORT_MAX_ITEMS,
  );
  const questions = rows.map(toQuestion);
  if (query.format === 'moodle') return Buffer.from(buildMoodle(questions), 'utf8');
  return buildXlsx(questions);
}

/** The empty .xlsx import template (bilingual headers and instructions). */
export async function questionTemplate(): Promise<Buffer> {
  return buildXlsxTemplate();
}
