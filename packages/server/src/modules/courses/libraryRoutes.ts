import {
  Article,
  ArticleCreate,
  ArticleList,
  ArticleListQuery,
  ArticlePublish,
  ArticleUpdate,
  EditionCreate,
  EditionUpdate,
  Empty,
  envelope,
  IdParams,
  PublishedArticleQuery,
  Textbook,
  TextbookCreate,
  TextbookList,
  TextbookListQuery,
  TextbookUpdate,
} from '@finedu/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../envelope.js';
import { sha256 } from '../../lib/tokens.js';
import { findSessionByTokenHash } from '../auth/repository.js';
import type { CourseModule } from './module.js';

const SYS = { roles: ['sys_admin'] as const };

/** The public preview shows drafts to a signed-in, active sys_admin only (the route itself is public). */
async function isSysAdmin(request: FastifyRequest): Promise<boolean> {
  const match = /^Bearer\s+(\S{1,256})$/i.exec(request.headers.authorization ?? '');
  if (match === null) return false;
  const session = await findSessionByTokenHash(request.server.db, sha256(match[1]!));
  if (session === null || session.token.revokedAt !== null || session.token.expiresAt.getTime() <= Date.now()) return false;
  return session.user.role === 'sys_admin' && session.user.status === 1 && session.user.deletedAt === null;
}

/** The materials library and articles (issue 5 §2–3). */
export const libraryRoutes: FastifyPluginAsyncZod<{ module: CourseModule }> = async (app, { module }) => {
  const { library, articles } = module;
  let tags = ['textbooks'];

  app.get('/api/admin/textbook', {
    config: SYS,
    schema: { tags, summary: 'Textbooks with their editions', querystring: TextbookListQuery, response: { 200: envelope(TextbookList) } },
    handler: async (request) => ok(await library.list(request.query)),
  });
  app.post('/api/admin/textbook', {
    config: SYS,
    schema: { tags, summary: 'Create a textbook', body: TextbookCreate, response: { 200: envelope(Textbook) } },
    handler: async (request) => ok(await library.create(request.body)),
  });
  app.get('/api/admin/textbook/:id', {
    config: SYS,
    schema: { tags, summary: 'A textbook', params: IdParams, response: { 200: envelope(Textbook) } },
    handler: async (request) => ok(await library.get(request.params.id)),
  });
  app.put('/api/admin/textbook/:id', {
    config: SYS,
    schema: { tags, summary: 'Edit a textbook', params: IdParams, body: TextbookUpdate, response: { 200: envelope(Textbook) } },
    handler: async (request) => ok(await library.update(request.params.id, request.body)),
  });
  app.delete('/api/admin/textbook/:id', {
    config: SYS,
    schema: { tags, summary: 'Delete a textbook and its editions', params: IdParams, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await library.remove(request.params.id);
      return ok(null);
    },
  });
  app.post('/api/admin/textbook/:id/edition', {
    config: SYS,
    schema: { tags, summary: 'Add an edition (answers the textbook)', params: IdParams, body: EditionCreate, response: { 200: envelope(Textbook) } },
    handler: async (request) => ok(await library.createEdition(request.params.id, request.body)),
  });
  app.put('/api/admin/textbook/edition/:id', {
    config: SYS,
    schema: { tags, summary: 'Edit an edition (answers the textbook)', params: IdParams, body: EditionUpdate, response: { 200: envelope(Textbook) } },
    handler: async (request) => ok(await library.updateEdition(request.params.id, request.body)),
  });
  app.delete('/api/admin/textbook/edition/:id', {
    config: SYS,
    schema: { tags, summary: 'Delete an edition (answers the textbook)', params: IdParams, response: { 200: envelope(Textbook) } },
    handler: async (request) => ok(await library.removeEdition(request.params.id)),
  });

  tags = ['articles'];
  app.get('/api/admin/article', {
    config: SYS,
    schema: { tags, summary: 'Articles (drafts included)', querystring: ArticleListQuery, response: { 200: envelope(ArticleList) } },
    handler: async (request) => ok(await articles.list(request.query)),
  });
  app.get('/api/admin/article/published', {
    config: { roles: 'any' },
    schema: { tags, summary: 'Published articles for the home pages (pinned first)', querystring: PublishedArticleQuery, response: { 200: envelope(ArticleList) } },
    handler: async (request) => ok(await articles.published(request.query.page, request.query.page_size)),
  });
  app.post('/api/admin/article', {
    config: SYS,
    schema: { tags, summary: 'Create an article (content sanitized)', body: ArticleCreate, response: { 200: envelope(Article) } },
    handler: async (request) => ok(await articles.create(request.user.id, request.body)),
  });
  app.get('/api/admin/article/:id', {
    config: SYS,
    schema: { tags, summary: 'An article', params: IdParams, response: { 200: envelope(Article) } },
    handler: async (request) => ok(await articles.get(request.params.id)),
  });
  app.put('/api/admin/article/:id', {
    config: SYS,
    schema: { tags, summary: 'Edit an article (content sanitized)', params: IdParams, body: ArticleUpdate, response: { 200: envelope(Article) } },
    handler: async (request) => ok(await articles.update(request.params.id, request.body)),
  });
  app.delete('/api/admin/article/:id', {
    config: SYS,
    schema: { tags, summary: 'Delete an article', params: IdParams, response: { 200: envelope(Empty) } },
    handler: async (request) => {
      await articles.remove(request.params.id);
      return ok(null);
    },
  });
  app.post('/api/admin/article/:id/publish', {
    config: SYS,
    schema: { tags, summary: 'Publish (now, or at publish_at)', params: IdParams, body: ArticlePublish.nullish(), response: { 200: envelope(Article) } },
    handler: async (request) => ok(await articles.publish(request.params.id, request.body?.publish_at)),
  });
  app.post('/api/admin/article/:id/unpublish', {
    config: SYS,
    schema: { tags, summary: 'Back to draft', params: IdParams, response: { 200: envelope(Article) } },
    handler: async (request) => ok(await articles.unpublish(request.params.id)),
  });
  app.get('/api/ad/preview/:id', {
    config: { roles: 'public' },
    schema: { tags, summary: 'Public preview: a published article (drafts for the sys_admin)', params: IdParams, response: { 200: envelope(Article) } },
    handler: async (request) => ok(await articles.preview(request.params.id, await isSysAdmin(request))),
  });
};
