// Import, export and the template of question banks (xlsx, Moodle XML, GIFT, Aiken, Word .docx).
import {
  QUESTION_TYPES,
  QuestionWrite,
  type Question,
  type QuestionExportQuery,
  type QuestionImportPreview,
  type QuestionImportQuery,
  type QuestionImportReport,
  type QuestionImportTotal,
  type QuestionType,
} from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, type LocalizedMessage } from '../../errors.js';
import type { Locale } from '../../i18n.js';
import { validationMessage } from '../../plugins/validation-message.js';
import type { AuthUser } from '../../types.js';
import { categoryNotFound, readOwner, writeOwner } from './access.js';
import { toQuestion } from './dto.js';
import { parseAiken } from './formats/aiken.js';
import { IMAGE_PLACEHOLDER, parseDocx, type DocxImage } from './formats/docx.js';
import { decodeEntities, msg, titleOf, UnreadableFile, type ParsedItem } from './formats/common.js';
import { buildGift, parseGift } from './formats/gift.js';
import { buildMoodle, parseMoodle, STORED_FILE_URL, type ExportFiles } from './formats/moodle.js';
import { buildXlsx, buildXlsxTemplate, parseXlsx } from './formats/xlsx.js';
import type { ExportFileSource, ImportFileStore } from './importImages.js';
import * as repo from './repository.js';
import { FormulaBudget } from './calculated.js';
import { checkQuestion } from './validate.js';
import { sanitizeQuestion } from './sanitize.js';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Word documents carry their images: they may be bigger. */
export const DOCX_MAX_BYTES = 10 * 1024 * 1024;
/** Moodle XML files carry their images, recordings and videos (base64, each at most MOODLE_FILE_MAX_BYTES). */
export const MOODLE_MAX_BYTES = 30 * 1024 * 1024;
export const IMPORT_MAX_ITEMS = 2000;
const EXPORT_MAX_ITEMS = 5000;

type ImportQuery = z.output<typeof QuestionImportQuery>;
const FORMAT_NAMES: Record<ImportQuery['format'], string> = { xlsx: 'Excel (.xlsx)', moodle: 'Moodle XML', gift: 'GIFT', aiken: 'Aiken', docx: 'Word (.docx)' };
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

/** The file's items, and the images and files they show (Word images, Moodle XML embedded files) by placeholder number. */
async function parseFile(format: ImportQuery['format'], file: Buffer): Promise<{ items: ParsedItem[]; images?: DocxImage[] }> {
  if (format === 'docx') return parseDocx(file);
  if (format === 'xlsx') return { items: await parseXlsx(file) };
  const text = decodeText(file);
  if (text.includes('\u0000')) throw new UnreadableFile(msg('文件不是文本文件', 'The file is not a text file'));
  if (format === 'moodle') {
    const { items, files } = parseMoodle(text);
    return { items, images: files };
  }
  if (format === 'gift') return { items: parseGift(text) };
  return { items: parseAiken(text) };
}

/** An item of the file with the question it stands for (validated) or its problems. */
interface CheckedItem {
  item: ParsedItem;
  write: z.output<typeof QuestionWrite> | null;
  category: string | undefined;
  errors: LocalizedMessage[];
}

/**
 * Reads and checks every item of the file for the caller's bank; writes nothing. A file that cannot be read at all,
 * is too big, holds too many items or names another bank's category answers code 0.
 */
async function checkImport(db: Db, user: AuthUser, query: ImportQuery, file: Buffer): Promise<{ owner: repo.Owner; checked: CheckedItem[]; images: DocxImage[] }> {
  const owner = writeOwner(user);
  if (query.format === 'docx') {
    if (file.length > DOCX_MAX_BYTES) throw badRequest('Word 文档不能超过 10 MB', 'The Word document must not exceed 10 MB');
  } else if (query.format === 'moodle') {
    if (file.length > MOODLE_MAX_BYTES) throw badRequest('Moodle XML 文件不能超过 30 MB', 'The Moodle XML file must not exceed 30 MB');
  } else if (file.length > IMPORT_MAX_BYTES) throw badRequest('文件不能超过 5 MB', 'The file must not exceed 5 MB');
  if (query.category_id !== undefined) {
    const category = await repo.findCategory(db, query.category_id);
    if (category === null || category.eduId !== owner) throw categoryNotFound();
  }
  let items: ParsedItem[];
  let images: DocxImage[];
  try {
    ({ items, images = [] } = await parseFile(query.format, file));
  } catch (error) {
    if (error instanceof UnreadableFile) throw new AppError(0, error.localized);
    if (error instanceof AppError) throw error;
    // Whatever else a parser throws on a hostile file (a stack overflow, a library's own error) is the file's
    // problem, not the server's: code 0 naming the format, never 500 (issue 37).
    const reason = error instanceof Error ? error.message.slice(0, 200) : String(error).slice(0, 200);
    throw new AppError(0, msg(`无法读取 ${FORMAT_NAMES[query.format]} 文件：${reason}`, `The ${FORMAT_NAMES[query.format]} file cannot be read: ${reason}`));
  }
  if (items.length > IMPORT_MAX_ITEMS) {
    throw badRequest(`一次最多导入 ${IMPORT_MAX_ITEMS} 道试题，文件中有 ${items.length} 道`, `At most ${IMPORT_MAX_ITEMS} questions per import; the file holds ${items.length}`);
  }
  // The formulas of all the file's calculated questions share one CPU budget (their checks yield to other requests).
  const budget = new FormulaBudget();
  const checked: CheckedItem[] = [];
  for (const item of items) {
    const problem = (reason: LocalizedMessage): CheckedItem => ({ item, write: null, category: undefined, errors: [reason] });
    if (item.error || !item.write) {
      checked.push(problem(item.error ?? msg('无法识别的题目', 'Unrecognised item')));
      continue;
    }
    const parsed = QuestionWrite.safeParse({ ...item.write, category_id: null });
    if (!parsed.success) {
      checked.push(problem(zodMessage(parsed.error)));
      continue;
    }
    let write: z.output<typeof QuestionWrite>;
    try {
      // Stored as it will be shown: the text sanitised with the shared allow-list, as a save from the editor is.
      write = sanitizeQuestion(parsed.data);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      checked.push(problem(error.localized));
      continue;
    }
    const invalid = await checkQuestion(write.type, write.stem, write.content, budget);
    checked.push(invalid ? problem(invalid) : { item, write, category: item.category?.slice(0, 64), errors: [] });
  }
  return { owner, checked, images };
}

/** Questions by type, in the order of the types. */
function totalsOf(types: readonly QuestionType[]): QuestionImportTotal[] {
  return QUESTION_TYPES.map((type) => ({ type, count: types.filter((t) => t === type).length })).filter((total) => total.count > 0);
}

/** The start of a stem (at most `max` characters) as plain text: images and tables as a word, no markup. */
function stemExcerpt(stem: string, locale: Locale, max = 60): string {
  const words = locale === 'zh' ? { image: '[图]', table: '[表]' } : { image: '[image]', table: '[table]' };
  const plain = stem
    .replace(/!\[[^\]]*\]\([^)]*\)/g, words.image)
    .replace(/<table[\s\S]*?<\/table>/g, words.table)
    .replace(/<[^>]+>/g, '')
    .replace(/\*\*/g, '');
  // Text stored as entities (a plain-text `<`, `*` or `$`) shows as its characters.
  return titleOf(decodeEntities(plain), max);
}

/** `POST …/import/preview`: every item of the file as an import would read it, with totals by type; nothing is written. */
export async function previewImport(db: Db, user: AuthUser, query: ImportQuery, file: Buffer, locale: Locale): Promise<QuestionImportPreview> {
  const { checked } = await checkImport(db, user, query, file);
  const items = checked.map(({ item, write, errors }, index) => ({
    item: index + 1,
    line: item.line,
    type: write?.type ?? item.write?.type ?? item.type ?? null,
    title: item.title,
    // A question that read but breaks a rule still shows its stem.
    stem: stemExcerpt(write?.stem ?? item.write?.stem ?? '', locale),
    errors: errors.map((error) => error[locale]),
  }));
  const valid = checked.flatMap(({ write }) => (write ? [write.type] : []));
  return { items, totals: totalsOf(valid), error_count: checked.length - valid.length };
}

/**
 * Import a file into the caller's bank. `mode` `all` (all or nothing): when any item has a problem nothing is imported;
 * the answer lists each bad item with its position, line, title and reason, and says so in the caller's language.
 * `valid`: the items without a problem are imported and the others reported the same way. Either way the imported
 * items come in in one transaction, with the images and files they show (stored only then, and removed again when the
 * transaction fails). A file that cannot be read at all, holds no question (no valid one in `valid` mode) or too many
 * answers code 0.
 */
export async function importQuestions(db: Db, user: AuthUser, query: ImportQuery, file: Buffer, locale: Locale, files?: ImportFileStore): Promise<QuestionImportReport> {
  const { owner, checked, images } = await checkImport(db, user, query, file);
  if (checked.length === 0) throw badRequest('文件中没有找到试题', 'No question found in the file');
  const failed = checked.flatMap(({ item, errors }, index) => errors.map((error) => ({ item: index + 1, line: item.line, title: item.title, reason: error[locale] })));
  const bad = checked.filter(({ errors }) => errors.length > 0).length;
  if (failed.length > 0 && query.mode === 'all') {
    const message = msg(`${bad} 道题有错误，没有导入任何题目；请修改后重新导入`, `${bad} ${bad === 1 ? 'item has' : 'items have'} errors; nothing was imported. Fix them and import again`);
    return { imported: 0, ids: [], totals: [], failed, message: message[locale] };
  }
  if (bad === checked.length) throw badRequest(`文件中的 ${bad} 道题都有错误，没有可导入的题目`, `All ${bad} items of the file have errors; there is nothing to import`);
  const valid = checked.flatMap(({ write, category }) => (write ? [{ write, category }] : []));
  const stored = await storeImages(valid, images, user, files);
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
  }).catch(async (error: unknown) => {
    await removeAll(files, stored);
    throw error;
  });
  const totals = totalsOf(valid.map(({ write }) => write.type));
  if (failed.length === 0) return { imported: ids.length, ids, totals, failed: [], message: null };
  const message = msg(`导入了 ${ids.length} 道题；${bad} 道题有错误，没有导入`, `${ids.length} ${ids.length === 1 ? 'question' : 'questions'} imported; ${bad} ${bad === 1 ? 'item has' : 'items have'} errors and ${bad === 1 ? 'was' : 'were'} not imported`);
  return { imported: ids.length, ids, totals, failed, message: message[locale] };
}

type ValidItem = { write: z.output<typeof QuestionWrite> };

/**
 * Stores the images the valid questions show and puts their references where the placeholders were (in place).
 * Answers the stored keys; when one image cannot be stored, the others are removed and the import is refused.
 */
async function storeImages(valid: ValidItem[], images: readonly DocxImage[], user: AuthUser, files: ImportFileStore | undefined): Promise<string[]> {
  const used = new Set(valid.flatMap(({ write }) => [...JSON.stringify(write).matchAll(IMAGE_PLACEHOLDER)].map((m) => Number(m[1]))));
  if (used.size === 0) return [];
  if (files === undefined) throw new Error('importing images needs a file store');
  const references = new Map<number, string>();
  const keys: string[] = [];
  try {
    for (const n of [...used].sort((a, b) => a - b)) {
      const image = images[n]!;
      const { key, reference } = await files.save(user.id, image.name, image.bytes);
      keys.push(key);
      references.set(n, reference);
    }
  } catch {
    await removeAll(files, keys);
    throw new AppError(0, { zh: '文档中的图片未能保存，没有导入任何题目，请稍后重试', en: 'An image of the document could not be stored; nothing was imported. Try again later' });
  }
  for (const item of valid) {
    // A reference holds only URL characters: nothing in it needs escaping inside the JSON string.
    item.write = JSON.parse(JSON.stringify(item.write).replace(IMAGE_PLACEHOLDER, (_whole, n: string) => references.get(Number(n))!)) as ValidItem['write'];
  }
  return keys;
}

async function removeAll(files: ImportFileStore | undefined, keys: readonly string[]): Promise<void> {
  if (files === undefined) return;
  await Promise.all(keys.map((key) => files.remove(key).catch(() => undefined)));
}

/** At most this many bytes of stored files are written into one Moodle XML export; the others stay links. */
const EXPORT_FILES_MAX_BYTES = 200 * 1024 * 1024;

/** The stored files the questions show (images, recordings), read for a Moodle XML export. */
async function exportFiles(questions: readonly Question[], source: ExportFileSource): Promise<ExportFiles> {
  const urls = new Set(questions.flatMap((q) => [...JSON.stringify([q.stem, q.analysis, q.content]).matchAll(STORED_FILE_URL)].map((m) => m[0])));
  const files = new Map<string, { name: string; bytes: Buffer }>();
  let total = 0;
  for (const url of urls) {
    const file = await source.read(url);
    if (file === null || total + file.bytes.length > EXPORT_FILES_MAX_BYTES) continue;
    total += file.bytes.length;
    files.set(url, file);
  }
  return files;
}

/** Questions named in a refusal, at most this many. */
const NAMED_REFUSALS = 3;

/**
 * The questions as GIFT when GIFT carries every one of them as it is graded here; otherwise the export is refused,
 * naming the first few that it cannot carry (a cloze question, partial credit other than Moodle's sum, several
 * blanks, units …), so a teacher never takes a bank to Moodle with questions silently left out or graded otherwise.
 */
function giftOf(questions: Question[]): Buffer {
  const { text, refused } = buildGift(questions);
  if (refused.length === 0) return Buffer.from(text, 'utf8');
  const stems = new Map(questions.map((q) => [q.id, q.stem]));
  const named = (locale: Locale) => refused.slice(0, NAMED_REFUSALS).map((id) => stemExcerpt(stems.get(id) ?? '', locale, 20));
  const more = refused.length > NAMED_REFUSALS;
  throw badRequest(
    `${refused.length} 道题无法用 GIFT 完整表示（如完形填空、部分得分规则、多个填空），未导出：${named('zh').map((n) => `「${n}」`).join('')}${more ? '等' : ''}。请导出为 Moodle XML，或筛选掉这些题后再导出 GIFT`,
    `${refused.length} question(s) cannot be held whole by GIFT (cloze, partial credit rules, several blanks …), so nothing was exported: ${named('en').map((n) => `"${n}"`).join(', ')}${more ? ' and more' : ''}. Export Moodle XML, or filter them out and export GIFT again`,
  );
}

/**
 * The questions of a bank matching the filters, as .xlsx (the import template), Moodle XML (with the files the
 * questions show embedded, when `files` can read them) or GIFT (all or nothing, see giftOf).
 */
export async function exportQuestions(db: Db, user: AuthUser, query: ExportQuery, files?: ExportFileSource): Promise<Buffer> {
  const owner = readOwner(user, query.bank);
  const rows = await repo.allQuestions(
    db,
    { owners: [owner], type: query.type, difficulty: query.difficulty, knowledgePoint: query.knowledge_point, categoryId: query.category_id, keyword: query.keyword },
    EXPORT_MAX_ITEMS,
  );
  const questions = rows.map(toQuestion);
  if (query.format === 'moodle') return Buffer.from(buildMoodle(questions, files ? await exportFiles(questions, files) : undefined), 'utf8');
  if (query.format === 'gift') return giftOf(questions);
  return buildXlsx(questions);
}

/** The empty .xlsx import template (bilingual headers and instructions). */
export async function questionTemplate(): Promise<Buffer> {
  return buildXlsxTemplate();
}
