// The course, chapter, study, resource, materials-library and article calls, zod-free (issue 5):
// clients load these on every page, the schemas (course.ts) only where used.
import { COLLEGE_STAFF_ROLES, STAFF_ROLES, type CallTable } from './call.js';
import { fillPath } from './fillPath.js';

const SYS = ['sys_admin'] as const;
/** Everyone who reads courses and resources: staff and students (students through the study calls). */
const READERS = ['sys_admin', 'edu_admin', 'edu_teacher', 'edu_student'] as const;
const COLLEGE = ['edu_admin', 'edu_teacher', 'edu_student'] as const;
/** Those who manage a library's categories: the platform's and the college's administrators. */
const ADMINS = ['sys_admin', 'edu_admin'] as const;

/*
 * Who may call what (the server enforces it; other colleges' items answer "not found"):
 * - courses: sys_admin manages platform courses (`edu_id: null`) and their grants; edu_admin and edu_teacher
 *   manage their college's courses and use granted platform courses read-only (assign classes/teachers);
 *   students only read published courses of their class through `myCourses` and the study calls.
 * - resources: sys_admin manages platform resources and grants them per college (`resourceStore`);
 *   edu_admin and edu_teacher manage their college's resources (a teacher edits only their own); students read.
 * - textbooks (materials library) and articles: sys_admin; `publishedArticles` for any signed-in user;
 *   `previewArticle` is public (published only; drafts for a signed-in sys_admin).
 * Static segments (`my`, `teachers`, `category`, `store`, `published`, `edition`) win over `:id`.
 */

/** Courses, chapters (a two-level tree: chapter → section) and study (the reader's view; staff may preview). */
export const COURSE_CALLS = {
  listCourses: { method: 'GET', path: '/api/admin/course', roles: STAFF_ROLES, summary: 'Courses: platform (sys_admin) or own + granted (college staff)' },
  /** Courses of the caller: a student's class courses with progress, a teacher's taught courses, an admin's college courses. */
  myCourses: { method: 'GET', path: '/api/admin/course/my', roles: COLLEGE, summary: "The caller's courses (students: their class's, with progress)" },
  createCourse: { method: 'POST', path: '/api/admin/course', roles: STAFF_ROLES, summary: 'Create a course (platform for sys_admin, else in the own college)' },
  getCourse: { method: 'GET', path: '/api/admin/course/:id', roles: STAFF_ROLES, summary: 'A course with its chapter tree' },
  updateCourse: { method: 'PUT', path: '/api/admin/course/:id', roles: STAFF_ROLES, summary: 'Edit a course' },
  deleteCourse: { method: 'DELETE', path: '/api/admin/course/:id', roles: STAFF_ROLES, summary: 'Delete a course (admins)' },
  /** Classes and teachers of the course inside the caller's college (own or granted course). */
  assignCourse: { method: 'PUT', path: '/api/admin/course/:id/assign', roles: COLLEGE_STAFF_ROLES, summary: "Classes and teachers of the course in the caller's college" },
  /** College staff: the college's teachers (edu_teacher) to pick course teachers from. */
  listCourseTeachers: { method: 'GET', path: '/api/admin/course/teachers', roles: COLLEGE_STAFF_ROLES, summary: "The college's teachers (course teacher picker)" },
  /** Editors: the published cases a chapter of this course may link (query `keyword`). */
  listLinkableCases: { method: 'GET', path: '/api/admin/course/:id/cases', roles: STAFF_ROLES, summary: 'Published cases a chapter of the course may link' },
  /** sys_admin: the colleges a platform course is granted to. */
  getCourseGrants: { method: 'GET', path: '/api/admin/course/:id/grants', roles: SYS, summary: 'Colleges a platform course is granted to' },
  setCourseGrants: { method: 'PUT', path: '/api/admin/course/:id/grants', roles: SYS, summary: 'Grant a platform course to exactly these colleges' },
  /** Staff: students × chapters read marks of the course (students of the assigned classes of the caller's college). */
  courseProgress: { method: 'GET', path: '/api/admin/course/:id/progress', roles: STAFF_ROLES, summary: 'Students × chapters: learned, opened, time spent' },

  listChapters: { method: 'GET', path: '/api/admin/course/:id/chapter', roles: STAFF_ROLES, summary: 'The chapter tree' },
  createChapter: { method: 'POST', path: '/api/admin/course/:id/chapter', roles: STAFF_ROLES, summary: 'Add a chapter or a section (appended last)' },
  /** The new order of one parent's children (`parent_id: null` for the top level). */
  reorderChapters: { method: 'PUT', path: '/api/admin/course/:id/chapter/order', roles: STAFF_ROLES, summary: "Reorder one parent's children" },
  getChapter: { method: 'GET', path: '/api/admin/chapter/:id', roles: STAFF_ROLES, summary: 'A chapter with content and resolved links' },
  updateChapter: { method: 'PUT', path: '/api/admin/chapter/:id', roles: STAFF_ROLES, summary: 'Edit a chapter (content sanitized)' },
  deleteChapter: { method: 'DELETE', path: '/api/admin/chapter/:id', roles: STAFF_ROLES, summary: 'Delete a chapter and its sections' },

  getStudyCourse: { method: 'GET', path: '/api/admin/study/:id', roles: READERS, summary: "A course as its reader sees it, with the caller's read marks" },
  getStudyChapter: { method: 'GET', path: '/api/admin/study/:id/chapter/:chapterId', roles: READERS, summary: 'A chapter to read (resources with signed URLs)' },
  /**
   * A reading report of the section page (students; on open, then a heartbeat while visible): the server credits the
   * time (capped by its own clock), decides "learned" with the study rule and answers the state and the course progress.
   */
  readChapter: { method: 'POST', path: '/api/admin/study/:id/chapter/:chapterId/read', roles: READERS, summary: 'Report reading of a section (time, end reached, video)' },
} as const satisfies CallTable;

/** Teaching resources, their categories and the resource store. */
export const RESOURCE_CALLS = {
  listResources: { method: 'GET', path: '/api/admin/resource', roles: READERS, summary: 'Resources (search, type, category, source, paging)' },
  createResource: { method: 'POST', path: '/api/admin/resource', roles: STAFF_ROLES, summary: 'Add an uploaded file to the library' },
  getResource: { method: 'GET', path: '/api/admin/resource/:id', roles: READERS, summary: 'A resource' },
  updateResource: { method: 'PUT', path: '/api/admin/resource/:id', roles: STAFF_ROLES, summary: 'Edit a resource' },
  deleteResource: { method: 'DELETE', path: '/api/admin/resource/:id', roles: STAFF_ROLES, summary: 'Delete a resource' },
  /** A signed (expiring) URL to preview or download the file. */
  resourceDownload: { method: 'GET', path: '/api/admin/resource/:id/download', roles: READERS, summary: 'A signed URL to preview or download the file' },
  resourceTable: { method: 'GET', path: '/api/admin/resource/:id/table', roles: READERS, summary: "A CSV or XLSX resource's first rows, read as a case's datasets are" },
  listResourceCategories: { method: 'GET', path: '/api/admin/resource/category', roles: READERS, summary: "Categories of the caller's library" },
  createResourceCategory: { method: 'POST', path: '/api/admin/resource/category', roles: ADMINS, summary: 'Create a category' },
  updateResourceCategory: { method: 'PUT', path: '/api/admin/resource/category/:id', roles: ADMINS, summary: 'Rename or reorder a category' },
  deleteResourceCategory: { method: 'DELETE', path: '/api/admin/resource/category/:id', roles: ADMINS, summary: 'Delete an empty category' },
  /** sys_admin: the platform resources granted to one college (admin/resourceStore). */
  getResourceStore: { method: 'GET', path: '/api/admin/resource/store/:eduId', roles: SYS, summary: 'Platform resources granted to a college' },
  setResourceStore: { method: 'PUT', path: '/api/admin/resource/store/:eduId', roles: SYS, summary: 'Grant exactly these platform resources to a college' },
} as const satisfies CallTable;

/** The materials library: textbooks and their editions (sys_admin). */
export const TEXTBOOK_CALLS = {
  listTextbooks: { method: 'GET', path: '/api/admin/textbook', roles: SYS, summary: 'Textbooks with their editions' },
  createTextbook: { method: 'POST', path: '/api/admin/textbook', roles: SYS, summary: 'Create a textbook' },
  getTextbook: { method: 'GET', path: '/api/admin/textbook/:id', roles: SYS, summary: 'A textbook' },
  updateTextbook: { method: 'PUT', path: '/api/admin/textbook/:id', roles: SYS, summary: 'Edit a textbook' },
  deleteTextbook: { method: 'DELETE', path: '/api/admin/textbook/:id', roles: SYS, summary: 'Delete a textbook and its editions' },
  createEdition: { method: 'POST', path: '/api/admin/textbook/:id/edition', roles: SYS, summary: 'Add an edition (answers the textbook)' },
  updateEdition: { method: 'PUT', path: '/api/admin/textbook/edition/:id', roles: SYS, summary: 'Edit an edition (answers the textbook)' },
  deleteEdition: { method: 'DELETE', path: '/api/admin/textbook/edition/:id', roles: SYS, summary: 'Delete an edition (answers the textbook)' },
} as const satisfies CallTable;

/** Articles (news): the sys_admin writes them; every signed-in user reads the published ones. */
export const ARTICLE_CALLS = {
  listArticles: { method: 'GET', path: '/api/admin/article', roles: SYS, summary: 'Articles (drafts included)' },
  /** Published articles for the college home pages (pinned first, newest first): any signed-in user. */
  publishedArticles: { method: 'GET', path: '/api/admin/article/published', roles: 'any', summary: 'Published articles for the home pages (pinned first)' },
  createArticle: { method: 'POST', path: '/api/admin/article', roles: SYS, summary: 'Create an article (content sanitized)' },
  getArticle: { method: 'GET', path: '/api/admin/article/:id', roles: SYS, summary: 'An article' },
  updateArticle: { method: 'PUT', path: '/api/admin/article/:id', roles: SYS, summary: 'Edit an article (content sanitized)' },
  deleteArticle: { method: 'DELETE', path: '/api/admin/article/:id', roles: SYS, summary: 'Delete an article' },
  publishArticle: { method: 'POST', path: '/api/admin/article/:id/publish', roles: SYS, summary: 'Publish (now, or at publish_at)' },
  unpublishArticle: { method: 'POST', path: '/api/admin/article/:id/unpublish', roles: SYS, summary: 'Back to draft' },
  /** Public (route AdPreview): the published article; a draft only for a signed-in sys_admin. */
  previewArticle: { method: 'GET', path: '/api/ad/preview/:id', roles: 'public', summary: 'Public preview: a published article (drafts for the sys_admin)' },
} as const satisfies CallTable;

/** Every call of the courses area, as one table for its client (`CourseClient`), the way `API_PATHS` spreads its modules'. */
export const COURSE_PATHS = { ...COURSE_CALLS, ...RESOURCE_CALLS, ...TEXTBOOK_CALLS, ...ARTICLE_CALLS } as const satisfies CallTable;

export type CourseCallName = keyof typeof COURSE_PATHS;

/** Fill a course path's params, e.g. `coursePath('getStudyChapter', { id: 3, chapterId: 9 })`. */
export function coursePath(name: CourseCallName, params: Record<string, string | number> = {}): string {
  return fillPath(name, COURSE_PATHS[name].path, params);
}
