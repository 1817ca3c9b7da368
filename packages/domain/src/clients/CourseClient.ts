import type { AxiosInstance } from 'axios';
import { COURSE_PATHS, coursePath } from '../contract/index.js';
import type {
  Article,
  ArticleCreate,
  ArticleList,
  ArticleListQuery,
  ArticlePublish,
  ArticleUpdate,
  ChapterCreate,
  ChapterDetail,
  ChapterReorder,
  ChapterTree,
  ChapterUpdate,
  CourseAssign,
  CourseCallName,
  CourseCreate,
  CourseDetail,
  CourseGrants,
  CourseList,
  CourseListQuery,
  CourseProgressQuery,
  CourseProgressReport,
  CourseTeacherOptions,
  CourseUpdate,
  EditionCreate,
  EditionUpdate,
  LinkableCaseList,
  LinkableCaseQuery,
  MyCourseList,
  PublishedArticleQuery,
  ReadChapterResult,
  ReadingReport,
  Resource,
  ResourceCategory,
  ResourceCategoryCreate,
  ResourceCategoryList,
  ResourceCategoryUpdate,
  ResourceCreate,
  ResourceDownload,
  ResourceList,
  ResourceListQuery,
  ResourceStore,
  ResourceStoreUpdate,
  ResourceUpdate,
  StudyCourse,
  Textbook,
  TextbookCreate,
  TextbookList,
  TextbookListQuery,
  TextbookUpdate,
} from '../contract/index.js';
import { sendCall, type CallInit, type RequestOptions } from './request.js';

/**
 * Courses, chapters, study progress, teaching resources, the materials library and news articles (issue 5).
 * The server decides who may call what (see `COURSE_PATHS`); a refused call rejects with an ApiError.
 */
export interface CourseApi {
  // Courses
  list(query?: CourseListQuery, options?: RequestOptions): Promise<CourseList>;
  /** A student's class courses with progress, a teacher's taught courses, an admin's college courses. */
  my(options?: RequestOptions): Promise<MyCourseList>;
  create(request: CourseCreate, options?: RequestOptions): Promise<CourseDetail>;
  get(id: number, options?: RequestOptions): Promise<CourseDetail>;
  update(id: number, request: CourseUpdate, options?: RequestOptions): Promise<CourseDetail>;
  remove(id: number, options?: RequestOptions): Promise<void>;
  assign(id: number, request: CourseAssign, options?: RequestOptions): Promise<CourseDetail>;
  /** College staff: the college's teachers, to pick course teachers from. */
  teachers(options?: RequestOptions): Promise<CourseTeacherOptions>;
  /** Editors: the published cases a chapter of this course may link. */
  linkableCases(courseId: number, query?: LinkableCaseQuery, options?: RequestOptions): Promise<LinkableCaseList>;
  grants(id: number, options?: RequestOptions): Promise<CourseGrants>;
  setGrants(id: number, request: CourseGrants, options?: RequestOptions): Promise<CourseGrants>;
  progress(id: number, query?: CourseProgressQuery, options?: RequestOptions): Promise<CourseProgressReport>;
  // Chapters
  chapters(courseId: number, options?: RequestOptions): Promise<ChapterTree>;
  createChapter(courseId: number, request: ChapterCreate, options?: RequestOptions): Promise<ChapterDetail>;
  reorderChapters(courseId: number, request: ChapterReorder, options?: RequestOptions): Promise<ChapterTree>;
  chapter(id: number, options?: RequestOptions): Promise<ChapterDetail>;
  updateChapter(id: number, request: ChapterUpdate, options?: RequestOptions): Promise<ChapterDetail>;
  removeChapter(id: number, options?: RequestOptions): Promise<void>;
  // Study
  study(courseId: number, options?: RequestOptions): Promise<StudyCourse>;
  studyChapter(courseId: number, chapterId: number, options?: RequestOptions): Promise<ChapterDetail>;
  /** Report reading of a section (on open with `{}`, then heartbeats); answers its study state and the course progress. */
  readChapter(courseId: number, chapterId: number, report?: ReadingReport, options?: RequestOptions): Promise<ReadChapterResult>;
  // Resources
  resources(query?: ResourceListQuery, options?: RequestOptions): Promise<ResourceList>;
  createResource(request: ResourceCreate, options?: RequestOptions): Promise<Resource>;
  resource(id: number, options?: RequestOptions): Promise<Resource>;
  updateResource(id: number, request: ResourceUpdate, options?: RequestOptions): Promise<Resource>;
  removeResource(id: number, options?: RequestOptions): Promise<void>;
  resourceDownload(id: number, options?: RequestOptions): Promise<ResourceDownload>;
  categories(options?: RequestOptions): Promise<ResourceCategoryList>;
  createCategory(request: ResourceCategoryCreate, options?: RequestOptions): Promise<ResourceCategory>;
  updateCategory(id: number, request: ResourceCategoryUpdate, options?: RequestOptions): Promise<ResourceCategory>;
  removeCategory(id: number, options?: RequestOptions): Promise<void>;
  resourceStore(eduId: number, options?: RequestOptions): Promise<ResourceStore>;
  setResourceStore(eduId: number, request: ResourceStoreUpdate, options?: RequestOptions): Promise<ResourceStore>;
  // Materials library
  textbooks(query?: TextbookListQuery, options?: RequestOptions): Promise<TextbookList>;
  createTextbook(request: TextbookCreate, options?: RequestOptions): Promise<Textbook>;
  textbook(id: number, options?: RequestOptions): Promise<Textbook>;
  updateTextbook(id: number, request: TextbookUpdate, options?: RequestOptions): Promise<Textbook>;
  removeTextbook(id: number, options?: RequestOptions): Promise<void>;
  /** Editions answer their textbook. */
  createEdition(textbookId: number, request: EditionCreate, options?: RequestOptions): Promise<Textbook>;
  updateEdition(id: number, request: EditionUpdate, options?: RequestOptions): Promise<Textbook>;
  removeEdition(id: number, options?: RequestOptions): Promise<Textbook>;
  // Articles
  articles(query?: ArticleListQuery, options?: RequestOptions): Promise<ArticleList>;
  publishedArticles(query?: PublishedArticleQuery, options?: RequestOptions): Promise<ArticleList>;
  createArticle(request: ArticleCreate, options?: RequestOptions): Promise<Article>;
  article(id: number, options?: RequestOptions): Promise<Article>;
  updateArticle(id: number, request: ArticleUpdate, options?: RequestOptions): Promise<Article>;
  removeArticle(id: number, options?: RequestOptions): Promise<void>;
  publishArticle(id: number, request?: ArticlePublish, options?: RequestOptions): Promise<Article>;
  unpublishArticle(id: number, options?: RequestOptions): Promise<Article>;
  /** Public: the published article (a draft only for a signed-in sys_admin). */
  previewArticle(id: number, options?: RequestOptions): Promise<Article>;
}


/** One course call: method and path come from `COURSE_PATHS`, so the client cannot drift from the server. */
function callCourse<T>(http: AxiosInstance, name: CourseCallName, init: CallInit = {}, options: RequestOptions = {}): Promise<T> {
  return sendCall<T>(http, COURSE_PATHS[name].method, coursePath(name, init.params), init, options);
}

export class CourseClient implements CourseApi {
  readonly #http: AxiosInstance;

  constructor(http: AxiosInstance) {
    this.#http = http;
  }

  #call<T>(name: CourseCallName, init: CallInit, options: RequestOptions | undefined): Promise<T> {
    return callCourse<T>(this.#http, name, init, options);
  }

  list(query: CourseListQuery = {}, options?: RequestOptions): Promise<CourseList> {
    return this.#call('listCourses', { query }, options);
  }
  my(options?: RequestOptions): Promise<MyCourseList> {
    return this.#call('myCourses', {}, options);
  }
  create(request: CourseCreate, options?: RequestOptions): Promise<CourseDetail> {
    return this.#call('createCourse', { body: request }, options);
  }
  get(id: number, options?: RequestOptions): Promise<CourseDetail> {
    return this.#call('getCourse', { params: { id } }, options);
  }
  update(id: number, request: CourseUpdate, options?: RequestOptions): Promise<CourseDetail> {
    return this.#call('updateCourse', { params: { id }, body: request }, options);
  }
  async remove(id: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteCourse', { params: { id } }, options);
  }
  assign(id: number, request: CourseAssign, options?: RequestOptions): Promise<CourseDetail> {
    return this.#call('assignCourse', { params: { id }, body: request }, options);
  }
  teachers(options?: RequestOptions): Promise<CourseTeacherOptions> {
    return this.#call('listCourseTeachers', {}, options);
  }
  linkableCases(courseId: number, query: LinkableCaseQuery = {}, options?: RequestOptions): Promise<LinkableCaseList> {
    return this.#call('listLinkableCases', { params: { id: courseId }, query }, options);
  }
  grants(id: number, options?: RequestOptions): Promise<CourseGrants> {
    return this.#call('getCourseGrants', { params: { id } }, options);
  }
  setGrants(id: number, request: CourseGrants, options?: RequestOptions): Promise<CourseGrants> {
    return this.#call('setCourseGrants', { params: { id }, body: request }, options);
  }
  progress(id: number, query: CourseProgressQuery = {}, options?: RequestOptions): Promise<CourseProgressReport> {
    return this.#call('courseProgress', { params: { id }, query }, options);
  }

  chapters(courseId: number, options?: RequestOptions): Promise<ChapterTree> {
    return this.#call('listChapters', { params: { id: courseId } }, options);
  }
  createChapter(courseId: number, request: ChapterCreate, options?: RequestOptions): Promise<ChapterDetail> {
    return this.#call('createChapter', { params: { id: courseId }, body: request }, options);
  }
  reorderChapters(courseId: number, request: ChapterReorder, options?: RequestOptions): Promise<ChapterTree> {
    return this.#call('reorderChapters', { params: { id: courseId }, body: request }, options);
  }
  chapter(id: number, options?: RequestOptions): Promise<ChapterDetail> {
    return this.#call('getChapter', { params: { id } }, options);
  }
  updateChapter(id: number, request: ChapterUpdate, options?: RequestOptions): Promise<ChapterDetail> {
    return this.#call('updateChapter', { params: { id }, body: request }, options);
  }
  async removeChapter(id: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteChapter', { params: { id } }, options);
  }

  study(courseId: number, options?: RequestOptions): Promise<StudyCourse> {
    return this.#call('getStudyCourse', { params: { id: courseId } }, options);
  }
  studyChapter(courseId: number, chapterId: number, options?: RequestOptions): Promise<ChapterDetail> {
    return this.#call('getStudyChapter', { params: { id: courseId, chapterId } }, options);
  }
  readChapter(courseId: number, chapterId: number, report: ReadingReport = {}, options?: RequestOptions): Promise<ReadChapterResult> {
    return this.#call('readChapter', { params: { id: courseId, chapterId }, body: report }, options);
  }

  resources(query: ResourceListQuery = {}, options?: RequestOptions): Promise<ResourceList> {
    return this.#call('listResources', { query }, options);
  }
  createResource(request: ResourceCreate, options?: RequestOptions): Promise<Resource> {
    return this.#call('createResource', { body: request }, options);
  }
  resource(id: number, options?: RequestOptions): Promise<Resource> {
    return this.#call('getResource', { params: { id } }, options);
  }
  updateResource(id: number, request: ResourceUpdate, options?: RequestOptions): Promise<Resource> {
    return this.#call('updateResource', { params: { id }, body: request }, options);
  }
  async removeResource(id: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteResource', { params: { id } }, options);
  }
  resourceDownload(id: number, options?: RequestOptions): Promise<ResourceDownload> {
    return this.#call('resourceDownload', { params: { id } }, options);
  }
  categories(options?: RequestOptions): Promise<ResourceCategoryList> {
    return this.#call('listResourceCategories', {}, options);
  }
  createCategory(request: ResourceCategoryCreate, options?: RequestOptions): Promise<ResourceCategory> {
    return this.#call('createResourceCategory', { body: request }, options);
  }
  updateCategory(id: number, request: ResourceCategoryUpdate, options?: RequestOptions): Promise<ResourceCategory> {
    return this.#call('updateResourceCategory', { params: { id }, body: request }, options);
  }
  async removeCategory(id: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteResourceCategory', { params: { id } }, options);
  }
  resourceStore(eduId: number, options?: RequestOptions): Promise<ResourceStore> {
    return this.#call('getResourceStore', { params: { eduId } }, options);
  }
  setResourceStore(eduId: number, request: ResourceStoreUpdate, options?: RequestOptions): Promise<ResourceStore> {
    return this.#call('setResourceStore', { params: { eduId }, body: request }, options);
  }

  textbooks(query: TextbookListQuery = {}, options?: RequestOptions): Promise<TextbookList> {
    return this.#call('listTextbooks', { query }, options);
  }
  createTextbook(request: TextbookCreate, options?: RequestOptions): Promise<Textbook> {
    return this.#call('createTextbook', { body: request }, options);
  }
  textbook(id: number, options?: RequestOptions): Promise<Textbook> {
    return this.#call('getTextbook', { params: { id } }, options);
  }
  updateTextbook(id: number, request: TextbookUpdate, options?: RequestOptions): Promise<Textbook> {
    return this.#call('updateTextbook', { params: { id }, body: request }, options);
  }
  async removeTextbook(id: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteTextbook', { params: { id } }, options);
  }
  createEdition(textbookId: number, request: EditionCreate, options?: RequestOptions): Promise<Textbook> {
    return this.#call('createEdition', { params: { id: textbookId }, body: request }, options);
  }
  updateEdition(id: number, request: EditionUpdate, options?: RequestOptions): Promise<Textbook> {
    return this.#call('updateEdition', { params: { id }, body: request }, options);
  }
  removeEdition(id: number, options?: RequestOptions): Promise<Textbook> {
    return this.#call('deleteEdition', { params: { id } }, options);
  }

  articles(query: ArticleListQuery = {}, options?: RequestOptions): Promise<ArticleList> {
    return this.#call('listArticles', { query }, options);
  }
  publishedArticles(query: PublishedArticleQuery = {}, options?: RequestOptions): Promise<ArticleList> {
    return this.#call('publishedArticles', { query }, options);
  }
  createArticle(request: ArticleCreate, options?: RequestOptions): Promise<Article> {
    return this.#call('createArticle', { body: request }, options);
  }
  article(id: number, options?: RequestOptions): Promise<Article> {
    return this.#call('getArticle', { params: { id } }, options);
  }
  updateArticle(id: number, request: ArticleUpdate, options?: RequestOptions): Promise<Article> {
    return this.#call('updateArticle', { params: { id }, body: request }, options);
  }
  async removeArticle(id: number, options?: RequestOptions): Promise<void> {
    await this.#call('deleteArticle', { params: { id } }, options);
  }
  publishArticle(id: number, request: ArticlePublish = {}, options?: RequestOptions): Promise<Article> {
    return this.#call('publishArticle', { params: { id }, body: request }, options);
  }
  unpublishArticle(id: number, options?: RequestOptions): Promise<Article> {
    return this.#call('unpublishArticle', { params: { id } }, options);
  }
  previewArticle(id: number, options?: RequestOptions): Promise<Article> {
    return this.#call('previewArticle', { params: { id } }, options);
  }
}
