// The services of the courses area, built once per app and shared by its route plugins.
import type { FastifyInstance } from 'fastify';
import { ArticleService } from './articleService.js';
import { ChapterService } from './chapterService.js';
import { CourseService } from './courseService.js';
import { LibraryService } from './libraryService.js';
import { ResourceService } from './resourceService.js';
import { StudyService } from './studyService.js';

export interface CourseModule {
  courses: CourseService;
  chapters: ChapterService;
  study: StudyService;
  resources: ResourceService;
  library: LibraryService;
  articles: ArticleService;
}

export function createCourseModule(app: FastifyInstance): CourseModule {
  const resources = new ResourceService(app.db, app.storage, app.storageLinks);
  const chapters = new ChapterService(app.db, resources);
  return {
    courses: new CourseService(app.db),
    chapters,
    study: new StudyService(app.db, chapters),
    resources,
    library: new LibraryService(app.db),
    articles: new ArticleService(app.db),
  };
}
