// The materials library (sys_admin): textbooks and their editions, whose chapters may link platform courses.
import type { Edition, EditionCreate, EditionUpdate, Paged, Textbook, TextbookCreate, TextbookListQuery, TextbookUpdate } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { TextbookEditionRow, TextbookRow } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../errors.js';
import { assertCover } from './courseService.js';
import * as repo from './libraryRepository.js';

const textbookNotFound = () => notFound('教材不存在', 'Textbook not found');
const editionNotFound = () => notFound('教材版本不存在', 'Edition not found');
const normalIsbn = (isbn: string) => isbn.replace(/[\s-]/g, '').toUpperCase();

export class LibraryService {
  constructor(private readonly db: Db) {}

  private async toTextbooks(rows: TextbookRow[]): Promise<Textbook[]> {
    const editions = await repo.editionsOf(this.db, rows.map((r) => r.id));
    const titles = await repo.platformCourseTitles(this.db, [...new Set(editions.flatMap((e) => e.chapters.map((c) => c.course_id)).filter((id): id is number => id !== null))]);
    const edition = (e: TextbookEditionRow): Edition => ({
      id: e.id,
      textbook_id: e.textbookId,
      name: e.name,
      year: e.year,
      chapters: e.chapters.map((c) => ({ title: c.title, course_id: c.course_id, course_title: c.course_id === null ? null : (titles.get(c.course_id) ?? null) })),
      created_at: e.createdAt.toISOString(),
      updated_at: e.updatedAt.toISOString(),
    });
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      authors: r.authors,
      publisher: r.publisher,
      isbn: r.isbn,
      cover: r.cover,
      description: r.description,
      editions: editions.filter((e) => e.textbookId === r.id).map(edition),
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }

  async list(query: z.output<typeof TextbookListQuery>): Promise<Paged<Textbook>> {
    const { rows, total } = await repo.listTextbooks(this.db, query.keyword, (query.page - 1) * query.page_size, query.page_size);
    return { list: await this.toTextbooks(rows), total, page: query.page, page_size: query.page_size };
  }

  async get(id: number): Promise<Textbook> {
    const row = await repo.findTextbook(this.db, id);
    if (row === null) throw textbookNotFound();
    return (await this.toTextbooks([row]))[0]!;
  }

  async create(body: z.output<typeof TextbookCreate>): Promise<Textbook> {
    assertCover(body.cover);
    const id = await repo.insertTextbook(this.db, { ...body, isbn: normalIsbn(body.isbn) });
    return this.get(id);
  }

  async update(id: number, patch: z.output<typeof TextbookUpdate>): Promise<Textbook> {
    await this.get(id);
    assertCover(patch.cover);
    await repo.updateTextbook(this.db, id, { ...patch, isbn: patch.isbn === undefined ? undefined : normalIsbn(patch.isbn) });
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    await this.get(id);
    await repo.deleteTextbook(this.db, id);
  }

  private async assertCourses(chapters: Array<{ course_id: number | null }> | undefined): Promise<void> {
    const ids = [...new Set((chapters ?? []).map((c) => c.course_id).filter((id): id is number => id !== null))];
    const found = await repo.platformCourseTitles(this.db, ids);
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw badRequest(`平台课程 ${missing} 不存在`, `Platform course ${missing} not found`);
  }

  async createEdition(textbookId: number, body: z.output<typeof EditionCreate>): Promise<Textbook> {
    await this.get(textbookId);
    await this.assertCourses(body.chapters);
    await repo.insertEdition(this.db, { textbookId, name: body.name, year: body.year, chapters: body.chapters });
    return this.get(textbookId);
  }

  async updateEdition(id: number, patch: z.output<typeof EditionUpdate>): Promise<Textbook> {
    const edition = await repo.findEdition(this.db, id);
    if (edition === null) throw editionNotFound();
    await this.assertCourses(patch.chapters);
    await repo.updateEdition(this.db, id, { name: patch.name, year: patch.year, chapters: patch.chapters });
    return this.get(edition.textbookId);
  }

  async removeEdition(id: number): Promise<Textbook> {
    const edition = await repo.findEdition(this.db, id);
    if (edition === null) throw editionNotFound();
    await repo.deleteEdition(this.db, id);
    return this.get(edition.textbookId);
  }
}
