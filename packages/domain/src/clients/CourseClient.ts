import type { AxiosInstance } from 'axios';
import type {
  ArticleCreate,
  ArticleListQuery,
  ArticlePublish,
  ArticleUpdate,
  ChapterCreate,
  ChapterReorder,
  ChapterUpdate,
  CourseAssign,
  CourseCreate,
  CourseGrants,
  CourseListQuery,
  CourseProgressQuery,
  CourseUpdate,
  EditionCreate,
  EditionUpdate,
  LinkableCaseQuery,
  PublishedArticleQuery,
  ReadingReport,
  ResourceCategoryCreate,
  ResourceCategoryUpdate,
  ResourceCreate,
  ResourceListQuery,
  ResourceStoreUpdate,
  ResourceUpdate,
  TextbookCreate,
  TextbookListQuery,
  TextbookUpdate,
} from '../contract/index.js';
import { call, type RequestOptions } from './request.js';
import { ARTICLE_CALLS, COURSE_CALLS, RESOURCE_CALLS, TEXTBOOK_CALLS } from '../contract/courseCalls.js';
import type { CallAnswer } from '../contract/callTypes.js';

/**
 * Courses, chapters, study progress, teaching resources, the materials library and news articles (issue 5).
 * The server decides who may call what (see `COURSE_PATHS`); a refused call rejects with an ApiError.
 */
export interface CourseApi {
  // Courses
  list(query?: CourseListQuery, options?: RequestOptions): Promise<CallAnswer<'listCourses'>>;
  /** A student's class courses with progress, a teacher's taught courses, an admin's college courses. */
  my(options?: RequestOptions): Promise<CallAnswer<'myCourses'>>;
  create(request: CourseCreate, options?: RequestOptions): Promise<CallAnswer<'createCourse'>>;
  get(id: number, options?: RequestOptions): Promise<CallAnswer<'getCourse'>>;
  update(id: number, request: CourseUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCourse'>>;
  remove(id: number, options?: RequestOptions): Promise<void>;
  assign(id: number, request: CourseAssign, options?: RequestOptions): Promise<CallAnswer<'assignCourse'>>;
  /** College staff: the college's teachers, to pick course teachers from. */
  teachers(options?: RequestOptions): Promise<CallAnswer<'listCourseTeachers'>>;
  /** Editors: the published cases a chapter of this course may link. */
  linkableCases(courseId: number, query?: LinkableCaseQuery, options?: RequestOptions): Promise<CallAnswer<'listLinkableCases'>>;
  grants(id: number, options?: RequestOptions): Promise<CallAnswer<'getCourseGrants'>>;
  setGrants(id: number, request: CourseGrants, options?: RequestOptions): Promise<CallAnswer<'setCourseGrants'>>;
  progress(id: number, query?: CourseProgressQuery, options?: RequestOptions): Promise<CallAnswer<'courseProgress'>>;
  // Chapters
  chapters(courseId: number, options?: RequestOptions): Promise<CallAnswer<'listChapters'>>;
  createChapter(courseId: number, request: ChapterCreate, options?: RequestOptions): Promise<CallAnswer<'createChapter'>>;
  reorderChapters(courseId: number, request: ChapterReorder, options?: RequestOptions): Promise<CallAnswer<'reorderChapters'>>;
  chapter(id: number, options?: RequestOptions): Promise<CallAnswer<'getChapter'>>;
  updateChapter(id: number, request: ChapterUpdate, options?: RequestOptions): Promise<CallAnswer<'updateChapter'>>;
  removeChapter(id: number, options?: RequestOptions): Promise<void>;
  // Study
  study(courseId: number, options?: RequestOptions): Promise<CallAnswer<'getStudyCourse'>>;
  studyChapter(courseId: number, chapterId: number, options?: RequestOptions): Promise<CallAnswer<'getStudyChapter'>>;
  /** Report reading of a section (on open with `{}`, then heartbeats); answers its study state and the course progress. */
  readChapter(courseId: number, chapterId: number, report?: ReadingReport, options?: RequestOptions): Promise<CallAnswer<'readChapter'>>;
  // Resources
  resources(query?: ResourceListQuery, options?: RequestOptions): Promise<CallAnswer<'listResources'>>;
  createResource(request: ResourceCreate, options?: RequestOptions): Promise<CallAnswer<'createResource'>>;
  resource(id: number, options?: RequestOptions): Promise<CallAnswer<'getResource'>>;
  updateResource(id: number, request: ResourceUpdate, options?: RequestOptions): Promise<CallAnswer<'updateResource'>>;
  removeResource(id: number, options?: RequestOptions): Promise<void>;
  resourceDownload(id: number, options?: RequestOptions): Promise<CallAnswer<'resourceDownload'>>;
  /** A CSV or XLSX resource's first `rows` rows (kind `table`), read by the server as a case's datasets are. */
  /** `query.chapter_id`: read as that chapter's attachment (its readers may read what it links). */
  resourceTable(id: number, query?: { rows?: number; chapter_id?: number }, options?: RequestOptions): Promise<CallAnswer<'resourceTable'>>;
  categories(options?: RequestOptions): Promise<CallAnswer<'listResourceCategories'>>;
  createCategory(request: ResourceCategoryCreate, options?: RequestOptions): Promise<CallAnswer<'createResourceCategory'>>;
  updateCategory(id: number, request: ResourceCategoryUpdate, options?: RequestOptions): Promise<CallAnswer<'updateResourceCategory'>>;
  removeCategory(id: number, options?: RequestOptions): Promise<void>;
  resourceStore(eduId: number, options?: RequestOptions): Promise<CallAnswer<'getResourceStore'>>;
  setResourceStore(eduId: number, request: ResourceStoreUpdate, options?: RequestOptions): Promise<CallAnswer<'setResourceStore'>>;
  // Materials library
  textbooks(query?: TextbookListQuery, options?: RequestOptions): Promise<CallAnswer<'listTextbooks'>>;
  createTextbook(request: TextbookCreate, options?: RequestOptions): Promise<CallAnswer<'createTextbook'>>;
  textbook(id: number, options?: RequestOptions): Promise<CallAnswer<'getTextbook'>>;
  updateTextbook(id: number, request: TextbookUpdate, options?: RequestOptions): Promise<CallAnswer<'updateTextbook'>>;
  removeTextbook(id: number, options?: RequestOptions): Promise<void>;
  /** Editions answer their textbook. */
  createEdition(textbookId: number, request: EditionCreate, options?: RequestOptions): Promise<CallAnswer<'createEdition'>>;
  updateEdition(id: number, request: EditionUpdate, options?: RequestOptions): Promise<CallAnswer<'updateEdition'>>;
  removeEdition(id: number, options?: RequestOptions): Promise<CallAnswer<'deleteEdition'>>;
  // Articles
  articles(query?: ArticleListQuery, options?: RequestOptions): Promise<CallAnswer<'listArticles'>>;
  publishedArticles(query?: PublishedArticleQuery, options?: RequestOptions): Promise<CallAnswer<'publishedArticles'>>;
  createArticle(request: ArticleCreate, options?: RequestOptions): Promise<CallAnswer<'createArticle'>>;
  article(id: number, options?: RequestOptions): Promise<CallAnswer<'getArticle'>>;
  updateArticle(id: number, request: ArticleUpdate, options?: RequestOptions): Promise<CallAnswer<'updateArticle'>>;
  removeArticle(id: number, options?: RequestOptions): Promise<void>;
  publishArticle(id: number, request?: ArticlePublish, options?: RequestOptions): Promise<CallAnswer<'publishArticle'>>;
  unpublishArticle(id: number, options?: RequestOptions): Promise<CallAnswer<'unpublishArticle'>>;
  /** Public: the published article (a draft only for a signed-in sys_admin). */
  previewArticle(id: number, options?: RequestOptions): Promise<CallAnswer<'previewArticle'>>;
}

export class CourseClient implements CourseApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  list(query: CourseListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listCourses'>> {
    return call(this.#http, COURSE_CALLS, 'listCourses', { query }, options);
  }
  my(options?: RequestOptions): Promise<CallAnswer<'myCourses'>> {
    return call(this.#http, COURSE_CALLS, 'myCourses', {}, options);
  }
  create(request: CourseCreate, options?: RequestOptions): Promise<CallAnswer<'createCourse'>> {
    return call(this.#http, COURSE_CALLS, 'createCourse', { body: request }, options);
  }
  get(id: number, options?: RequestOptions): Promise<CallAnswer<'getCourse'>> {
    return call(this.#http, COURSE_CALLS, 'getCourse', { params: { id } }, options);
  }
  update(id: number, request: CourseUpdate, options?: RequestOptions): Promise<CallAnswer<'updateCourse'>> {
    return call(this.#http, COURSE_CALLS, 'updateCourse', { params: { id }, body: request }, options);
  }
  async remove(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, COURSE_CALLS, 'deleteCourse', { params: { id } }, options);
  }
  assign(id: number, request: CourseAssign, options?: RequestOptions): Promise<CallAnswer<'assignCourse'>> {
    return call(this.#http, COURSE_CALLS, 'assignCourse', { params: { id }, body: request }, options);
  }
  teachers(options?: RequestOptions): Promise<CallAnswer<'listCourseTeachers'>> {
    return call(this.#http, COURSE_CALLS, 'listCourseTeachers', {}, options);
  }
  linkableCases(courseId: number, query: LinkableCaseQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listLinkableCases'>> {
    return call(this.#http, COURSE_CALLS, 'listLinkableCases', { params: { id: courseId }, query }, options);
  }
  grants(id: number, options?: RequestOptions): Promise<CallAnswer<'getCourseGrants'>> {
    return call(this.#http, COURSE_CALLS, 'getCourseGrants', { params: { id } }, options);
  }
  setGrants(id: number, request: CourseGrants, options?: RequestOptions): Promise<CallAnswer<'setCourseGrants'>> {
    return call(this.#http, COURSE_CALLS, 'setCourseGrants', { params: { id }, body: request }, options);
  }
  progress(id: number, query: CourseProgressQuery = {}, options?: RequestOptions): Promise<CallAnswer<'courseProgress'>> {
    return call(this.#http, COURSE_CALLS, 'courseProgress', { params: { id }, query }, options);
  }

  chapters(courseId: number, options?: RequestOptions): Promise<CallAnswer<'listChapters'>> {
    return call(this.#http, COURSE_CALLS, 'listChapters', { params: { id: courseId } }, options);
  }
  createChapter(courseId: number, request: ChapterCreate, options?: RequestOptions): Promise<CallAnswer<'createChapter'>> {
    return call(this.#http, COURSE_CALLS, 'createChapter', { params: { id: courseId }, body: request }, options);
  }
  reorderChapters(courseId: number, request: ChapterReorder, options?: RequestOptions): Promise<CallAnswer<'reorderChapters'>> {
    return call(this.#http, COURSE_CALLS, 'reorderChapters', { params: { id: courseId }, body: request }, options);
  }
  chapter(id: number, options?: RequestOptions): Promise<CallAnswer<'getChapter'>> {
    return call(this.#http, COURSE_CALLS, 'getChapter', { params: { id } }, options);
  }
  updateChapter(id: number, request: ChapterUpdate, options?: RequestOptions): Promise<CallAnswer<'updateChapter'>> {
    return call(this.#http, COURSE_CALLS, 'updateChapter', { params: { id }, body: request }, options);
  }
  async removeChapter(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, COURSE_CALLS, 'deleteChapter', { params: { id } }, options);
  }

  study(courseId: number, options?: RequestOptions): Promise<CallAnswer<'getStudyCourse'>> {
    return call(this.#http, COURSE_CALLS, 'getStudyCourse', { params: { id: courseId } }, options);
  }
  studyChapter(courseId: number, chapterId: number, options?: RequestOptions): Promise<CallAnswer<'getStudyChapter'>> {
    return call(this.#http, COURSE_CALLS, 'getStudyChapter', { params: { id: courseId, chapterId } }, options);
  }
  readChapter(courseId: number, chapterId: number, report: ReadingReport = {}, options?: RequestOptions): Promise<CallAnswer<'readChapter'>> {
    return call(this.#http, COURSE_CALLS, 'readChapter', { params: { id: courseId, chapterId }, body: report }, options);
  }

  resources(query: ResourceListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listResources'>> {
    return call(this.#http, RESOURCE_CALLS, 'listResources', { query }, options);
  }
  createResource(request: ResourceCreate, options?: RequestOptions): Promise<CallAnswer<'createResource'>> {
    return call(this.#http, RESOURCE_CALLS, 'createResource', { body: request }, options);
  }
  resource(id: number, options?: RequestOptions): Promise<CallAnswer<'getResource'>> {
    return call(this.#http, RESOURCE_CALLS, 'getResource', { params: { id } }, options);
  }
  updateResource(id: number, request: ResourceUpdate, options?: RequestOptions): Promise<CallAnswer<'updateResource'>> {
    return call(this.#http, RESOURCE_CALLS, 'updateResource', { params: { id }, body: request }, options);
  }
  async removeResource(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, RESOURCE_CALLS, 'deleteResource', { params: { id } }, options);
  }
  resourceDownload(id: number, options?: RequestOptions): Promise<CallAnswer<'resourceDownload'>> {
    return call(this.#http, RESOURCE_CALLS, 'resourceDownload', { params: { id } }, options);
  }
  resourceTable(id: number, query: { rows?: number; chapter_id?: number } = {}, options?: RequestOptions): Promise<CallAnswer<'resourceTable'>> {
    return call(this.#http, RESOURCE_CALLS, 'resourceTable', { params: { id }, query }, options);
  }
  categories(options?: RequestOptions): Promise<CallAnswer<'listResourceCategories'>> {
    return call(this.#http, RESOURCE_CALLS, 'listResourceCategories', {}, options);
  }
  createCategory(request: ResourceCategoryCreate, options?: RequestOptions): Promise<CallAnswer<'createResourceCategory'>> {
    return call(this.#http, RESOURCE_CALLS, 'createResourceCategory', { body: request }, options);
  }
  updateCategory(id: number, request: ResourceCategoryUpdate, options?: RequestOptions): Promise<CallAnswer<'updateResourceCategory'>> {
    return call(this.#http, RESOURCE_CALLS, 'updateResourceCategory', { params: { id }, body: request }, options);
  }
  async removeCategory(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, RESOURCE_CALLS, 'deleteResourceCategory', { params: { id } }, options);
  }
  resourceStore(eduId: number, options?: RequestOptions): Promise<CallAnswer<'getResourceStore'>> {
    return call(this.#http, RESOURCE_CALLS, 'getResourceStore', { params: { eduId } }, options);
  }
  setResourceStore(eduId: number, request: ResourceStoreUpdate, options?: RequestOptions): Promise<CallAnswer<'setResourceStore'>> {
    return call(this.#http, RESOURCE_CALLS, 'setResourceStore', { params: { eduId }, body: request }, options);
  }

  textbooks(query: TextbookListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listTextbooks'>> {
    return call(this.#http, TEXTBOOK_CALLS, 'listTextbooks', { query }, options);
  }
  createTextbook(request: TextbookCreate, options?: RequestOptions): Promise<CallAnswer<'createTextbook'>> {
    return call(this.#http, TEXTBOOK_CALLS, 'createTextbook', { body: request }, options);
  }
  textbook(id: number, options?: RequestOptions): Promise<CallAnswer<'getTextbook'>> {
    return call(this.#http, TEXTBOOK_CALLS, 'getTextbook', { params: { id } }, options);
  }
  updateTextbook(id: number, request: TextbookUpdate, options?: RequestOptions): Promise<CallAnswer<'updateTextbook'>> {
    return call(this.#http, TEXTBOOK_CALLS, 'updateTextbook', { params: { id }, body: request }, options);
  }
  async removeTextbook(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, TEXTBOOK_CALLS, 'deleteTextbook', { params: { id } }, options);
  }
  createEdition(textbookId: number, request: EditionCreate, options?: RequestOptions): Promise<CallAnswer<'createEdition'>> {
    return call(this.#http, TEXTBOOK_CALLS, 'createEdition', { params: { id: textbookId }, body: request }, options);
  }
  updateEdition(id: number, request: EditionUpdate, options?: RequestOptions): Promise<CallAnswer<'updateEdition'>> {
    return call(this.#http, TEXTBOOK_CALLS, 'updateEdition', { params: { id }, body: request }, options);
  }
  removeEdition(id: number, options?: RequestOptions): Promise<CallAnswer<'deleteEdition'>> {
    return call(this.#http, TEXTBOOK_CALLS, 'deleteEdition', { params: { id } }, options);
  }

  articles(query: ArticleListQuery = {}, options?: RequestOptions): Promise<CallAnswer<'listArticles'>> {
    return call(this.#http, ARTICLE_CALLS, 'listArticles', { query }, options);
  }
  publishedArticles(query: PublishedArticleQuery = {}, options?: RequestOptions): Promise<CallAnswer<'publishedArticles'>> {
    return call(this.#http, ARTICLE_CALLS, 'publishedArticles', { query }, options);
  }
  createArticle(request: ArticleCreate, options?: RequestOptions): Promise<CallAnswer<'createArticle'>> {
    return call(this.#http, ARTICLE_CALLS, 'createArticle', { body: request }, options);
  }
  article(id: number, options?: RequestOptions): Promise<CallAnswer<'getArticle'>> {
    return call(this.#http, ARTICLE_CALLS, 'getArticle', { params: { id } }, options);
  }
  updateArticle(id: number, request: ArticleUpdate, options?: RequestOptions): Promise<CallAnswer<'updateArticle'>> {
    return call(this.#http, ARTICLE_CALLS, 'updateArticle', { params: { id }, body: request }, options);
  }
  async removeArticle(id: number, options?: RequestOptions): Promise<void> {
    await call(this.#http, ARTICLE_CALLS, 'deleteArticle', { params: { id } }, options);
  }
  publishArticle(id: number, request: ArticlePublish = {}, options?: RequestOptions): Promise<CallAnswer<'publishArticle'>> {
    return call(this.#http, ARTICLE_CALLS, 'publishArticle', { params: { id }, body: request }, options);
  }
  unpublishArticle(id: number, options?: RequestOptions): Promise<CallAnswer<'unpublishArticle'>> {
    return call(this.#http, ARTICLE_CALLS, 'unpublishArticle', { params: { id } }, options);
  }
  previewArticle(id: number, options?: RequestOptions): Promise<CallAnswer<'previewArticle'>> {
    return call(this.#http, ARTICLE_CALLS, 'previewArticle', { params: { id } }, options);
  }
}
