// The only SQL of the questions module: questions, categories and papers (and the exams that use a paper).
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  exams,
  paperQuestions,
  papers,
  questionCategories,
  questions,
  users,
  type PaperRow,
  type PaperSectionRow,
  type QuestionCategoryRow,
  type QuestionRow,
} from '../../db/schema/index.js';

/** `null`: the platform bank; a number: that college's bank. */
export type Owner = number | null;

export interface QuestionFilter {
  /** Banks to search: every owner listed (e.g. `[null]`, `[3]`, `[null, 3]`). */
  owners: Owner[];
  type?: string | undefined;
  difficulty?: number | undefined;
  difficultyMin?: number | undefined;
  difficultyMax?: number | undefined;
  knowledgePoint?: string | undefined;
  /** Any of these knowledge points. */
  knowledgePoints?: string[] | undefined;
  categoryId?: number | undefined;
  keyword?: string | undefined;
}

export interface QuestionWithNames {
  row: QuestionRow;
  categoryName: string | null;
  authorName: string | null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function ownerCondition(column: typeof questions.eduId | typeof papers.eduId | typeof questionCategories.eduId, owner: Owner): SQL {
  return owner === null ? isNull(column) : eq(column, owner);
}

function ownersCondition(column: typeof questions.eduId | typeof papers.eduId, owners: Owner[]): SQL {
  const parts = owners.map((owner) => ownerCondition(column, owner));
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`;
}

function questionWhere(filter: QuestionFilter): SQL | undefined {
  const conditions: SQL[] = [isNull(questions.deletedAt), ownersCondition(questions.eduId, filter.owners)];
  if (filter.type !== undefined) conditions.push(eq(questions.type, filter.type as QuestionRow['type']));
  if (filter.difficulty !== undefined) conditions.push(eq(questions.difficulty, filter.difficulty));
  if (filter.difficultyMin !== undefined) conditions.push(sql`${questions.difficulty} >= ${filter.difficultyMin}`);
  if (filter.difficultyMax !== undefined) conditions.push(sql`${questions.difficulty} <= ${filter.difficultyMax}`);
  if (filter.knowledgePoint) conditions.push(sql`${questions.knowledgePoints} @> ${JSON.stringify([filter.knowledgePoint])}::jsonb`);
  if (filter.knowledgePoints && filter.knowledgePoints.length > 0) {
    conditions.push(sql`${questions.knowledgePoints} ?| array[${sql.join(filter.knowledgePoints.map((k) => sql`${k}`), sql`, `)}]::text[]`);
  }
  if (filter.categoryId !== undefined) conditions.push(eq(questions.categoryId, filter.categoryId));
  if (filter.keyword) conditions.push(ilike(questions.stem, `%${escapeLike(filter.keyword)}%`));
  return and(...conditions);
}

const questionColumns = { row: questions, categoryName: questionCategories.name, authorName: users.name };

export async function listQuestions(db: Db, filter: QuestionFilter, offset: number, limit: number): Promise<{ rows: QuestionWithNames[]; total: number }> {
  const where = questionWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(questionColumns)
      .from(questions)
      .leftJoin(questionCategories, eq(questionCategories.id, questions.categoryId))
      .leftJoin(users, eq(users.id, questions.authorId))
      .where(where)
      .orderBy(desc(questions.updatedAt), desc(questions.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Every matching question, in id order (generation, export). */
export async function allQuestions(db: Db, filter: QuestionFilter, limit = 100000): Promise<QuestionWithNames[]> {
  return db
    .select(questionColumns)
    .from(questions)
    .leftJoin(questionCategories, eq(questionCategories.id, questions.categoryId))
    .leftJoin(users, eq(users.id, questions.authorId))
    .where(questionWhere(filter))
    .orderBy(asc(questions.id))
    .limit(limit);
}

/** Questions by id (not deleted), in any order. */
export async function findQuestions(db: Db, ids: number[], withDeleted = false): Promise<QuestionWithNames[]> {
  if (ids.length === 0) return [];
  const conditions: SQL[] = [inArray(questions.id, ids)];
  if (!withDeleted) conditions.push(isNull(questions.deletedAt));
  return db
    .select(questionColumns)
    .from(questions)
    .leftJoin(questionCategories, eq(questionCategories.id, questions.categoryId))
    .leftJoin(users, eq(users.id, questions.authorId))
    .where(and(...conditions));
}

export async function findQuestion(db: Db, id: number): Promise<QuestionWithNames | null> {
  const [found] = await findQuestions(db, [id]);
  return found ?? null;
}

export async function insertQuestions(db: Db, values: Array<typeof questions.$inferInsert>): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(questions).values(values).returning({ id: questions.id });
  return rows.map((r) => r.id);
}

export async function updateQuestion(db: Db, id: number, values: Partial<typeof questions.$inferInsert>): Promise<void> {
  await db.update(questions).set({ ...values, updatedAt: new Date() }).where(eq(questions.id, id));
}

export async function softDeleteQuestion(db: Db, id: number): Promise<void> {
  await db.update(questions).set({ deletedAt: new Date(), slug: null }).where(eq(questions.id, id));
}

/** Distinct knowledge points of the given banks, sorted. */
export async function knowledgePoints(db: Db, owners: Owner[]): Promise<string[]> {
  const result = await db.execute<{ kp: string }>(
    sql`select distinct kp from ${questions}, jsonb_array_elements_text(${questions.knowledgePoints}) as kp where ${questions.deletedAt} is null and ${ownersCondition(questions.eduId, owners)} order by kp`,
  );
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: Array<{ kp: string }> }).rows) as Array<{ kp: string }>;
  return rows.map((r) => r.kp);
}

/** Papers (not deleted) that hold a question, by title. */
export async function papersUsingQuestion(db: Db, questionId: number): Promise<Array<{ id: number; title: string }>> {
  return db
    .select({ id: papers.id, title: papers.title })
    .from(paperQuestions)
    .innerJoin(papers, eq(papers.id, paperQuestions.paperId))
    .where(and(eq(paperQuestions.questionId, questionId), isNull(papers.deletedAt)))
    .orderBy(asc(papers.id));
}

// ───────────── Categories ─────────────

export async function listCategories(db: Db, owner: Owner): Promise<Array<{ row: QuestionCategoryRow; questionCount: number }>> {
  const [rows, counts] = await Promise.all([
    db.select().from(questionCategories).where(ownerCondition(questionCategories.eduId, owner)).orderBy(asc(questionCategories.id)),
    db
      .select({ categoryId: questions.categoryId, n: count() })
      .from(questions)
      .where(and(isNull(questions.deletedAt), ownerCondition(questions.eduId, owner)))
      .groupBy(questions.categoryId),
  ]);
  const byCategory = new Map(counts.map((c) => [c.categoryId, c.n]));
  return rows.map((row) => ({ row, questionCount: byCategory.get(row.id) ?? 0 }));
}

export async function findCategory(db: Db, id: number): Promise<QuestionCategoryRow | null> {
  const [row] = await db.select().from(questionCategories).where(eq(questionCategories.id, id)).limit(1);
  return row ?? null;
}

export async function findCategoryByName(db: Db, owner: Owner, name: string): Promise<QuestionCategoryRow | null> {
  const [row] = await db
    .select()
    .from(questionCategories)
    .where(and(ownerCondition(questionCategories.eduId, owner), eq(questionCategories.name, name)))
    .limit(1);
  return row ?? null;
}

export async function insertCategory(db: Db, owner: Owner, name: string): Promise<number> {
  const [row] = await db.insert(questionCategories).values({ eduId: owner, name }).returning({ id: questionCategories.id });
  return row!.id;
}

export async function renameCategory(db: Db, id: number, name: string): Promise<void> {
  await db.update(questionCategories).set({ name, updatedAt: new Date() }).where(eq(questionCategories.id, id));
}

/** Delete a category; deleted questions that still point at it lose the reference. */
export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(questions).set({ categoryId: null }).where(and(eq(questions.categoryId, id), isNotNull(questions.deletedAt)));
    await tx.delete(questionCategories).where(eq(questionCategories.id, id));
  });
}

export async function categoryQuestionCount(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(eq(questions.categoryId, id), isNull(questions.deletedAt)));
  return row?.n ?? 0;
}

// ───────────── Papers ─────────────

export interface PaperWithAuthor {
  row: PaperRow;
  authorName: string | null;
}

export async function listPapers(db: Db, owner: Owner, keyword: string | undefined, offset: number, limit: number): Promise<{ rows: PaperWithAuthor[]; total: number }> {
  const conditions: SQL[] = [isNull(papers.deletedAt), ownerCondition(papers.eduId, owner)];
  if (keyword) conditions.push(ilike(papers.title, `%${escapeLike(keyword)}%`));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db
      .select({ row: papers, authorName: users.name })
      .from(papers)
      .leftJoin(users, eq(users.id, papers.authorId))
      .where(where)
      .orderBy(desc(papers.updatedAt), desc(papers.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(papers).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** A paper that is not deleted. */
export async function findPaper(db: Db, id: number): Promise<PaperWithAuthor | null> {
  const [found] = await db
    .select({ row: papers, authorName: users.name })
    .from(papers)
    .leftJoin(users, eq(users.id, papers.authorId))
    .where(and(eq(papers.id, id), isNull(papers.deletedAt)))
    .limit(1);
  return found ?? null;
}

const questionIdsOf = (sections: PaperSectionRow[]) => [...new Set(sections.flatMap((s) => s.questions.map((q) => q.question_id)))];

async function linkQuestions(db: Db, paperId: number, sections: PaperSectionRow[]): Promise<void> {
  await db.delete(paperQuestions).where(eq(paperQuestions.paperId, paperId));
  const ids = questionIdsOf(sections);
  if (ids.length > 0) await db.insert(paperQuestions).values(ids.map((questionId) => ({ paperId, questionId })));
}

export async function insertPaper(db: Db, values: typeof papers.$inferInsert & { sections: PaperSectionRow[] }): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(papers).values(values).returning({ id: papers.id });
    await linkQuestions(tx, row!.id, values.sections);
    return row!.id;
  });
}

export async function updatePaper(db: Db, id: number, values: Partial<typeof papers.$inferInsert> & { sections: PaperSectionRow[] }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(papers).set({ ...values, updatedAt: new Date() }).where(eq(papers.id, id));
    await linkQuestions(tx, id, values.sections);
  });
}

/** Titles of the exams (of the exams module) made from a paper: such a paper cannot be deleted. */
export async function examTitlesUsingPaper(db: Db, paperId: number): Promise<string[]> {
  const rows = await db.select({ title: exams.title }).from(exams).where(eq(exams.paperId, paperId)).orderBy(asc(exams.id));
  return rows.map((r) => r.title);
}

export async function softDeletePaper(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(papers).set({ deletedAt: new Date(), slug: null }).where(eq(papers.id, id));
    await tx.delete(paperQuestions).where(eq(paperQuestions.paperId, id));
  });
}
