import type { FastifyPluginAsync } from 'fastify';
import { courseRoutes } from './courseRoutes.js';
import { ensureDemoFiles } from './demoFiles.js';
import { libraryRoutes } from './libraryRoutes.js';
import { createCourseModule } from './module.js';
import { resourceRoutes } from './resourceRoutes.js';

/** Courses, chapters, study, resources, the materials library and articles (issue 5). */
export const coursesRoutes: FastifyPluginAsync = async (app) => {
  const module = createCourseModule(app);
  await app.register(courseRoutes, { module });
  await app.register(resourceRoutes, { module });
  await app.register(libraryRoutes, { module });
  // The seeded demo resources point at files the server writes into storage once it is ready.
  app.addHook('onReady', async () => {
    try {
      await ensureDemoFiles(app.db, app.storage);
    } catch (error) {
      app.log.warn({ err: error }, 'courses: demo resource files could not be written');
    }
  });
};
