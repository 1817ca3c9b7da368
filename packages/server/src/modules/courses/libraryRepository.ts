// SQL of the materials library (textbooks, editions) and of articles.
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles, courses, textbookEditions, textbooks, users, type ArticleRow, type TextbookEditionRow, type TextbookRow } from '../../db/schema/index.js';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// ---------------------------------------------------------------- textbooks

export async function listTextbooks(db: Db, keyword: string | undefined, offset: number, limit: number): Promise<{ rows: TextbookRow[]; total: number }> {
  const like = keyword ? `%${escapeLike(keyword)}%` : undefined;
  const where = like === undefined ? undefined : or(ilike(textbooks.title, like), ilike(textbooks.publisher, like), ilike(textbooks.isbn, like), sql`${textbooks.authors}::text ilike ${like}`);
  const [rows, totals] = await Promise.all([
    db.select().from(textbooks).where(where).orderBy(desc(textbooks.updatedAt), desc(textbooks.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(textbooks).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findTextbook(db: Db, id: number): Promise<TextbookRow | null> {
  const [row] = await db.select().from(textbooks).where(eq(textbooks.id, id)).limit(1);
  return row ?? null;
}

export async function insertTextbook(db: Db, values: typeof textbooks.$inferInsert): Promise<number> {
  const [row] = await db.insert(textbooks).values(values).returning({ id: textbooks.id });
  return row!.id;
}

export async function updateTextbook(db: Db, id: number, values: Partial<typeof textbooks.$inferInsert>): Promise<void> {
  await db.update(textbooks).set({ ...values, updatedAt: new Date() }).where(eq(textbooks.id, id));
}

export async function deleteTextbook(db: Db, id: number): Promise<void> {
  await db.delete(textbooks).where(eq(textbooks.id, id));
}

export async function editionsOf(db: Db, textbookIds: number[]): Promise<TextbookEditionRow[]> {
  if (textbookIds.length === 0) return [];
  return db.select().from(textbookEditions).where(inArray(textbookEditions.textbookId, textbookIds)).orderBy(desc(textbookEditions.year), asc(textbookEditions.id));
}

export async function findEdition(db: Db, id: number): Promise<TextbookEditionRow | null> {
  const [row] = await db.select().from(textbookEditions).where(eq(textbookEditions.id, id)).limit(1);
  return row ?? null;
}

export async function insertEdition(db: Db, values: typeof textbookEditions.$inferInsert): Promise<number> {
  const [row] = await db.insert(textbookEditions).values(values).returning({ id: textbookEditions.id });
  return row!.id;
}

export async function updateEdition(db: Db, id: number, values: Partial<typeof textbookEditions.$inferInsert>): Promise<void> {
  await db.update(textbookEditions).set({ ...values, updatedAt: new Date() }).where(eq(textbookEditions.id, id));
}

export async function deleteEdition(db: Db, id: number): Promise<void> {
  await db.delete(textbookEditions).where(eq(textbookEditions.id, id));
}

/** Titles of platform courses (not deleted) among `ids`. */
export async function platformCourseTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(inArray(courses.id, ids), isNull(courses.eduId), isNull(courses.deletedAt)));
  return new Map(rows.map((r) => [r.id, r.title]));
}

// ---------------------------------------------------------------- articles

export interface ArticleWithAuthor {
  row: ArticleRow;
  authorName: string | null;
}

/** Published and due (publish time reached). */
export const articleVisible = (now: Date): SQL => and(eq(articles.status, 'published'), lte(articles.publishAt, now))!;

export async function listArticles(db: Db, filter: { keyword?: string | undefined; status?: string | undefined; visibleAt?: Date }, offset: number, limit: number): Promise<{ rows: ArticleWithAuthor[]; total: number }> {
  const conditions: SQL[] = [isNull(articles.deletedAt)];
  if (filter.status !== undefined) conditions.push(eq(articles.status, filter.status));
  if (filter.visibleAt !== undefined) conditions.push(articleVisible(filter.visibleAt));
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(articles.title, like), ilike(articles.summary, like))!);
  }
  const where = and(...conditions);
  const order = filter.visibleAt !== undefined ? [desc(articles.pinned), desc(articles.publishAt), desc(articles.id)] : [desc(articles.pinned), desc(articles.updatedAt), desc(articles.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({ row: articles, authorName: users.name })
      .from(articles)
      .leftJoin(users, eq(users.id, articles.createdBy))
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findArticle(db: Db, id: number): Promise<ArticleWithAuthor | null> {
  const [row] = await db
    .select({ row: articles, authorName: users.name })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.createdBy))
    .where(and(eq(articles.id, id), isNull(articles.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertArticle(db: Db, values: typeof articles.$inferInsert): Promise<number> {
  const [row] = await db.insert(articles).values(values).returning({ id: articles.id });
  return row!.id;
}

export async function updateArticle(db: Db, id: number, values: Partial<typeof articles.$inferInsert>): Promise<void> {
  await db.update(articles).set({ ...values, updatedAt: new Date() }).where(eq(articles.id, id));
}

export async function softDeleteArticle(db: Db, id: number): Promise<void> {
  await db.update(articles).set({ deletedAt: new Date(), slug: null }).where(eq(articles.id, id));
}
