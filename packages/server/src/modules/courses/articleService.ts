// Articles (news): the sys_admin writes and publishes; readers see published, due articles. Content is
// sanitized with the allowlist on save and again on display (rows written before a rule change stay safe).
import type { Article, ArticleCreate, ArticleListQuery, ArticleSummary, ArticleUpdate, Paged } from '@finedu/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { assertCover } from './courseService.js';
import * as repo from './libraryRepository.js';
import { isSafeUrl, sanitizeRichText } from './sanitize.js';

const articleNotFound = () => notFound('文章不存在', 'Article not found');
const formatOf = (value: string): Article['format'] => (value === 'markdown' ? 'markdown' : 'html');

function toSummary({ row, authorName }: repo.ArticleWithAuthor): ArticleSummary {
  return {
    id: row.id,
    title: row.title,
    cover: isSafeUrl(row.cover, true) ? row.cover : '',
    summary: row.summary,
    status: row.status === 'published' ? 'published' : 'draft',
    pinned: row.pinned,
    publish_at: row.publishAt === null ? null : row.publishAt.toISOString(),
    author_name: authorName ?? '',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toArticle(found: repo.ArticleWithAuthor): Article {
  const format = formatOf(found.row.format);
  return { ...toSummary(found), format, content: sanitizeRichText(found.row.content, format) };
}

export class ArticleService {
  constructor(private readonly db: Db) {}

  async list(query: z.output<typeof ArticleListQuery>): Promise<Paged<ArticleSummary>> {
    const { rows, total } = await repo.listArticles(this.db, { keyword: query.keyword, status: query.status }, (query.page - 1) * query.page_size, query.page_size);
    return { list: rows.map(toSummary), total, page: query.page, page_size: query.page_size };
  }

  /** For every signed-in user (college home pages): published and due, pinned first. */
  async published(page: number, pageSize: number): Promise<Paged<ArticleSummary>> {
    const { rows, total } = await repo.listArticles(this.db, { visibleAt: new Date() }, (page - 1) * pageSize, pageSize);
    return { list: rows.map(toSummary), total, page, page_size: pageSize };
  }

  async get(id: number): Promise<Article> {
    const found = await repo.findArticle(this.db, id);
    if (found === null) throw articleNotFound();
    return toArticle(found);
  }

  /** The public preview: published and due; a draft only for the sys_admin. */
  async preview(id: number, isAdmin: boolean): Promise<Article> {
    const found = await repo.findArticle(this.db, id);
    const due = found !== null && found.row.status === 'published' && found.row.publishAt !== null && found.row.publishAt.getTime() <= Date.now();
    if (found === null || (!due && !isAdmin)) throw articleNotFound();
    return toArticle(found);
  }

  async create(authorId: number, body: z.output<typeof ArticleCreate>): Promise<Article> {
    assertCover(body.cover);
    const publishAt = body.publish_at !== null ? new Date(body.publish_at) : body.status === 'published' ? new Date() : null;
    const id = await repo.insertArticle(this.db, {
      title: body.title,
      cover: body.cover,
      summary: body.summary,
      content: sanitizeRichText(body.content, body.format),
      format: body.format,
      pinned: body.pinned,
      status: body.status,
      publishAt,
      createdBy: authorId,
    });
    return this.get(id);
  }

  async update(id: number, patch: z.output<typeof ArticleUpdate>): Promise<Article> {
    const found = await repo.findArticle(this.db, id);
    if (found === null) throw articleNotFound();
    assertCover(patch.cover);
    const format = patch.format ?? formatOf(found.row.format);
    const content = patch.content ?? (patch.format !== undefined ? found.row.content : undefined);
    const status = patch.status ?? found.row.status;
    let publishAt = patch.publish_at === undefined ? found.row.publishAt : patch.publish_at === null ? null : new Date(patch.publish_at);
    if (status === 'published' && publishAt === null) publishAt = new Date();
    await repo.updateArticle(this.db, id, {
      title: patch.title,
      cover: patch.cover,
      summary: patch.summary,
      content: content === undefined ? undefined : sanitizeRichText(content, format),
      format: patch.format,
      pinned: patch.pinned,
      status: patch.status,
      publishAt,
    });
    return this.get(id);
  }

  async publish(id: number, at: string | undefined): Promise<Article> {
    const found = await repo.findArticle(this.db, id);
    if (found === null) throw articleNotFound();
    const publishAt = at !== undefined ? new Date(at) : found.row.status === 'draft' || found.row.publishAt === null ? new Date() : found.row.publishAt;
    await repo.updateArticle(this.db, id, { status: 'published', publishAt });
    return this.get(id);
  }

  async unpublish(id: number): Promise<Article> {
    if ((await repo.findArticle(this.db, id)) === null) throw articleNotFound();
    await repo.updateArticle(this.db, id, { status: 'draft' });
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    if ((await repo.findArticle(this.db, id)) === null) throw articleNotFound();
    await repo.softDeleteArticle(this.db, id);
  }
}
