import { ARTICLE_CALLS, ARTICLE_SCHEMAS, TEXTBOOK_CALLS, TEXTBOOK_SCHEMAS } from '@finedu/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerCalls } from '../../lib/contractRoutes.js';
import { sessionRefusal } from '../../lib/sessionCheck.js';
import { sha256 } from '../../lib/tokens.js';
import { findSessionByTokenHash } from '../auth/index.js';
import type { CourseModule } from './module.js';

/** The public preview shows drafts to a signed-in sys_admin only, by the session rule of /api (the route itself is public). */
async function isSysAdmin(request: FastifyRequest): Promise<boolean> {
  const match = /^Bearer\s+(\S{1,256})$/i.exec(request.headers.authorization ?? '');
  if (match === null) return false;
  const session = await findSessionByTokenHash(request.server.db, sha256(match[1]!));
  return session !== null && sessionRefusal(session) === null && session.user.role === 'sys_admin';
}

/** The materials library and articles (issue 5 §2–3). */
export const libraryRoutes: FastifyPluginAsync<{ module: CourseModule }> = async (app, { module }) => {
  const { library, articles } = module;

  registerCalls(app, TEXTBOOK_CALLS, TEXTBOOK_SCHEMAS, {
    listTextbooks: (request) => library.list(request.query),
    createTextbook: (request) => library.create(request.body),
    getTextbook: (request) => library.get(request.params.id),
    updateTextbook: (request) => library.update(request.params.id, request.body),
    deleteTextbook: async (request) => {
      await library.remove(request.params.id);
      return null;
    },
    createEdition: (request) => library.createEdition(request.params.id, request.body),
    updateEdition: (request) => library.updateEdition(request.params.id, request.body),
    deleteEdition: (request) => library.removeEdition(request.params.id),
  }, { tags: ['textbooks'] });

  registerCalls(app, ARTICLE_CALLS, ARTICLE_SCHEMAS, {
    listArticles: (request) => articles.list(request.query),
    publishedArticles: (request) => articles.published(request.query.page, request.query.page_size),
    createArticle: (request) => articles.create(request.user.id, request.body),
    getArticle: (request) => articles.get(request.params.id),
    updateArticle: (request) => articles.update(request.params.id, request.body),
    deleteArticle: async (request) => {
      await articles.remove(request.params.id);
      return null;
    },
    publishArticle: (request) => articles.publish(request.params.id, request.body?.publish_at),
    unpublishArticle: (request) => articles.unpublish(request.params.id),
    previewArticle: async (request) => articles.preview(request.params.id, await isSysAdmin(request)),
  }, { tags: ['articles'] });
};
