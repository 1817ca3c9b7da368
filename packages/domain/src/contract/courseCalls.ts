// The course, chapter, study, resource, materials-library and article calls without zod (issue 5):
// clients load these on every page, the schemas (course.ts) only where used.
import { fillPath } from './fillPath.js';

/**
 * Every call of courses, chapters, study progress, teaching resources, the materials library and articles,
 * in the shape of `API_PATHS`. Static segments (`my`, `category`, `store`, `published`) win over `:id`.
 *
 * Who may call what (the server enforces it; other colleges' items answer "not found"):
 * - courses: sys_admin manages platform courses (`edu_id: null`) and their grants; edu_admin and edu_teacher
 *   manage their college's courses and use granted platform courses read-only (assign classes/teachers);
 *   students only read published courses of their class through `myCourses` and the study calls.
 * - resources: sys_admin manages platform resources and grants them per college (`resourceStore`);
 *   edu_admin and edu_teacher manage their college's resources (a teacher edits only their own); students read.
 * - textbooks (materials library) and articles: sys_admin; `publishedArticles` for any signed-in user;
 *   `previewArticle` is public (published only; drafts for a signed-in sys_admin).
 */
export const COURSE_PATHS = {
  // Courses
  listCourses: { method: 'GET', path: '/api/admin/course' },
  /** Courses of the caller: a student's class courses with progress, a teacher's taught courses, an admin's college courses. */
  myCourses: { method: 'GET', path: '/api/admin/course/my' },
  createCourse: { method: 'POST', path: '/api/admin/course' },
  getCourse: { method: 'GET', path: '/api/admin/course/:id' },
  updateCourse: { method: 'PUT', path: '/api/admin/course/:id' },
  deleteCourse: { method: 'DELETE', path: '/api/admin/course/:id' },
  /** Classes and teachers of the course inside the caller's college (own or granted course). */
  assignCourse: { method: 'PUT', path: '/api/admin/course/:id/assign' },
  /** College staff: the college's teachers (edu_teacher) to pick course teachers from. */
  listCourseTeachers: { method: 'GET', path: '/api/admin/course/teachers' },
  /** Editors: the published cases a chapter of this course may link (query `keyword`). */
  listLinkableCases: { method: 'GET', path: '/api/admin/course/:id/cases' },
  /** sys_admin: the colleges a platform course is granted to. */
  getCourseGrants: { method: 'GET', path: '/api/admin/course/:id/grants' },
  setCourseGrants: { method: 'PUT', path: '/api/admin/course/:id/grants' },
  /** Staff: students × chapters read marks of the course (students of the assigned classes of the caller's college). */
  courseProgress: { method: 'GET', path: '/api/admin/course/:id/progress' },

  // Chapters (a two-level tree: chapter → section)
  listChapters: { method: 'GET', path: '/api/admin/course/:id/chapter' },
  createChapter: { method: 'POST', path: '/api/admin/course/:id/chapter' },
  /** The new order of one parent's children (`parent_id: null` for the top level). */
  reorderChapters: { method: 'PUT', path: '/api/admin/course/:id/chapter/order' },
  getChapter: { method: 'GET', path: '/api/admin/chapter/:id' },
  updateChapter: { method: 'PUT', path: '/api/admin/chapter/:id' },
  /** Deletes the chapter and its sections. */
  deleteChapter: { method: 'DELETE', path: '/api/admin/chapter/:id' },

  // Study (the reader's view; staff may open it as a preview)
  getStudyCourse: { method: 'GET', path: '/api/admin/study/:id' },
  getStudyChapter: { method: 'GET', path: '/api/admin/study/:id/chapter/:chapterId' },
  /** Marks the chapter read by the caller (students; idempotent) and answers the course progress. */
  readChapter: { method: 'POST', path: '/api/admin/study/:id/chapter/:chapterId/read' },

  // Teaching resources
  listResources: { method: 'GET', path: '/api/admin/resource' },
  createResource: { method: 'POST', path: '/api/admin/resource' },
  getResource: { method: 'GET', path: '/api/admin/resource/:id' },
  updateResource: { method: 'PUT', path: '/api/admin/resource/:id' },
  deleteResource: { method: 'DELETE', path: '/api/admin/resource/:id' },
  /** A signed (expiring) URL to preview or download the file. */
  resourceDownload: { method: 'GET', path: '/api/admin/resource/:id/download' },
  listResourceCategories: { method: 'GET', path: '/api/admin/resource/category' },
  createResourceCategory: { method: 'POST', path: '/api/admin/resource/category' },
  updateResourceCategory: { method: 'PUT', path: '/api/admin/resource/category/:id' },
  deleteResourceCategory: { method: 'DELETE', path: '/api/admin/resource/category/:id' },
  /** sys_admin: the platform resources granted to one college (admin/resourceStore). */
  getResourceStore: { method: 'GET', path: '/api/admin/resource/store/:eduId' },
  setResourceStore: { method: 'PUT', path: '/api/admin/resource/store/:eduId' },

  // Materials library (textbooks and their editions)
  listTextbooks: { method: 'GET', path: '/api/admin/textbook' },
  createTextbook: { method: 'POST', path: '/api/admin/textbook' },
  getTextbook: { method: 'GET', path: '/api/admin/textbook/:id' },
  updateTextbook: { method: 'PUT', path: '/api/admin/textbook/:id' },
  deleteTextbook: { method: 'DELETE', path: '/api/admin/textbook/:id' },
  createEdition: { method: 'POST', path: '/api/admin/textbook/:id/edition' },
  updateEdition: { method: 'PUT', path: '/api/admin/textbook/edition/:id' },
  deleteEdition: { method: 'DELETE', path: '/api/admin/textbook/edition/:id' },

  // Articles (news)
  listArticles: { method: 'GET', path: '/api/admin/article' },
  /** Published articles for the college home pages (pinned first, newest first): any signed-in user. */
  publishedArticles: { method: 'GET', path: '/api/admin/article/published' },
  createArticle: { method: 'POST', path: '/api/admin/article' },
  getArticle: { method: 'GET', path: '/api/admin/article/:id' },
  updateArticle: { method: 'PUT', path: '/api/admin/article/:id' },
  deleteArticle: { method: 'DELETE', path: '/api/admin/article/:id' },
  publishArticle: { method: 'POST', path: '/api/admin/article/:id/publish' },
  unpublishArticle: { method: 'POST', path: '/api/admin/article/:id/unpublish' },
  /** Public (route AdPreview): the published article; a draft only for a signed-in sys_admin. */
  previewArticle: { method: 'GET', path: '/api/ad/preview/:id' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;

export type CourseCallName = keyof typeof COURSE_PATHS;

/** Fill a course path's params, e.g. `coursePath('getStudyChapter', { id: 3, chapterId: 9 })`. */
export function coursePath(name: CourseCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, COURSE_PATHS[name].path, params);
}
