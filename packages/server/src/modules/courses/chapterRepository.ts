// SQL of chapters and their links (the readings are in readingRepository.ts).
import { and, asc, count, eq, ilike, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blockCases, cases, caseTypes, chapterBlockCases, chapters, exams, type ChapterRow } from '../../db/schema/index.js';

/** Every chapter and section of the course, in sibling order. */
export async function listChapters(db: Db, courseId: number): Promise<ChapterRow[]> {
  return db.select().from(chapters).where(eq(chapters.courseId, courseId)).orderBy(asc(chapters.sort), asc(chapters.id));
}

export async function findChapter(db: Db, id: number): Promise<ChapterRow | null> {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, id)).limit(1);
  return row ?? null;
}

export async function countChapters(db: Db, courseId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(chapters).where(eq(chapters.courseId, courseId));
  return row?.n ?? 0;
}

/** The next sort value under a parent (appended last). */
export async function nextSort(db: Db, courseId: number, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ top: max(chapters.sort) })
    .from(chapters)
    .where(and(eq(chapters.courseId, courseId), parentId === null ? isNull(chapters.parentId) : eq(chapters.parentId, parentId)));
  return (row?.top ?? -1) + 1;
}

export async function insertChapter(db: Db, values: typeof chapters.$inferInsert): Promise<number> {
  const [row] = await db.insert(chapters).values(values).returning({ id: chapters.id });
  return row!.id;
}

export async function updateChapter(db: Db, id: number, values: Partial<typeof chapters.$inferInsert>): Promise<void> {
  await db.update(chapters).set({ ...values, updatedAt: new Date() }).where(eq(chapters.id, id));
}

/** Deletes the chapter and its sections (their read marks go with them). */
export async function deleteChapterTree(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(chapters).where(eq(chapters.parentId, id));
    await tx.delete(chapters).where(eq(chapters.id, id));
  });
}

/** Sets `sort` = position for each id (all children of one parent, checked by the caller). */
export async function reorder(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) await tx.update(chapters).set({ sort: index }).where(eq(chapters.id, id));
  });
}

export interface LinkedCase {
  id: number;
  title: string;
  status: string;
  eduIds: number[];
}

/** Cases that exist (not deleted) among `ids`. */
export async function findCases(db: Db, ids: number[]): Promise<LinkedCase[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: cases.id, title: cases.title, status: cases.status, eduIds: cases.eduIds })
    .from(cases)
    .where(and(inArray(cases.id, ids), isNull(cases.deletedAt)));
}

export interface LinkedExam {
  id: number;
  title: string;
  /** Null: a platform competition's quiz, which no chapter of a college may link. */
  eduId: number | null;
  published: boolean;
}

export async function findExams(db: Db, ids: number[]): Promise<LinkedExam[]> {
  if (ids.length === 0) return [];
  return db.select({ id: exams.id, title: exams.title, eduId: exams.eduId, published: exams.published }).from(exams).where(inArray(exams.id, ids));
}

/**
 * May a reader of this college learn that the case exists (its title, its id in a chapter's links)? Only when it is
 * published, to every college (`[]`) or to this one. `eduId` null: the platform's own staff, who see every case.
 */
export const caseOpenTo = (found: LinkedCase, eduId: number | null): boolean =>
  eduId === null || (found.status === 'published' && (found.eduIds.length === 0 || found.eduIds.includes(eduId)));

/** The ids among the chapters' case links that a reader of `eduId` may see (for the tree's `case_count`). */
export async function openCaseIds(db: Db, rows: ChapterRow[], eduId: number | null): Promise<Set<number>> {
  const found = await findCases(db, [...new Set(rows.flatMap((r) => r.caseIds))]);
  return new Set(found.filter((c) => caseOpenTo(c, eduId)).map((c) => c.id));
}

/** Published cases a college may use (`eduId` null: every published case), by title. */
export async function publishedCasesFor(db: Db, eduId: number | null, keyword: string | undefined, limit = 200) {
  const conditions = [isNull(cases.deletedAt), eq(cases.status, 'published')];
  if (eduId !== null) conditions.push(or(sql`jsonb_array_length(${cases.eduIds}) = 0`, sql`${cases.eduIds} @> ${JSON.stringify([eduId])}::jsonb`)!);
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(cases.title, like), ilike(cases.summary, like))!);
  }
  return db
    .select({ id: cases.id, title: cases.title, typeName: caseTypes.name, summary: cases.summary, difficulty: cases.difficulty })
    .from(cases)
    .innerJoin(caseTypes, eq(caseTypes.id, cases.typeId))
    .where(and(...conditions))
    .orderBy(asc(cases.title), asc(cases.id))
    .limit(limit);
}

// ---------------------------------------------------------------- blockchain cases (issue 11)

export interface LinkedBlockCase {
  id: number;
  title: string;
  status: string;
}

/** Blockchain cases that exist (not deleted) among `ids`. */
export async function findBlockCases(db: Db, ids: number[]): Promise<LinkedBlockCase[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: blockCases.id, title: blockCases.title, status: blockCases.status })
    .from(blockCases)
    .where(and(inArray(blockCases.id, ids), isNull(blockCases.deletedAt)));
}

/** A reader of `eduId` sees a linked blockchain case when it is published; the platform's staff (null) see every one. */
export const blockCaseOpenTo = (found: LinkedBlockCase, eduId: number | null): boolean => eduId === null || found.status === 'published';

/** The blockchain cases linked to a chapter, in their order. */
export async function blockCaseLinks(db: Db, chapterId: number): Promise<number[]> {
  const rows = await db
    .select({ id: chapterBlockCases.blockCaseId })
    .from(chapterBlockCases)
    .where(eq(chapterBlockCases.chapterId, chapterId))
    .orderBy(asc(chapterBlockCases.sort), asc(chapterBlockCases.blockCaseId));
  return rows.map((r) => r.id);
}

/** Replaces the chapter's blockchain links by `ids`, in that order. */
export async function replaceBlockCaseLinks(db: Db, chapterId: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(chapterBlockCases).where(eq(chapterBlockCases.chapterId, chapterId));
    if (ids.length > 0) await tx.insert(chapterBlockCases).values(ids.map((blockCaseId, sort) => ({ chapterId, blockCaseId, sort })));
  });
}
