import type { AxiosRequestConfig } from 'axios';
import { mockAxios } from '../__tests__/mockAdapter.js';
import { COURSE_PATHS, type CourseCallName } from '../contract/index.js';
import { isApiError } from '../http/ApiError.js';
import { createHttpClient } from '../http/createHttpClient.js';
import { CourseClient } from './CourseClient.js';

function setup(reply: (config: AxiosRequestConfig) => [number, unknown] = () => [200, { code: 1, data: { echo: true }, message: 'ok' }]) {
  const tokenStore = { get: () => ({ token: 'tok', user_id: 5, saved_at: 0 }), clear: jest.fn() };
  const http = createHttpClient({ tokenStore, getLocale: () => 'zhCN' });
  const mock = mockAxios(http);
  const seen: AxiosRequestConfig[] = [];
  mock.onAny().reply((config) => {
    seen.push(config);
    return reply(config);
  });
  return { courses: new CourseClient(http), seen };
}

const last = (seen: AxiosRequestConfig[]) => {
  const config = seen.at(-1);
  if (!config) throw new Error('no request');
  return {
    method: config.method?.toUpperCase(),
    url: config.url,
    params: config.params as unknown,
    body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : (config.data as unknown),
    headers: config.headers as Record<string, string>,
  };
};

type Call = [CourseCallName, (c: CourseClient) => Promise<unknown>, string, unknown, unknown];

// Every call of COURSE_PATHS, with the URL it must produce.
const CALLS: Call[] = [
  ['listCourses', (c) => c.list({ keyword: '金融', status: 'published', source: 'own', page: 2 }), '/api/admin/course', { keyword: '金融', status: 'published', source: 'own', page: 2 }, undefined],
  ['myCourses', (c) => c.my(), '/api/admin/course/my', undefined, undefined],
  ['createCourse', (c) => c.create({ title: '公司金融', class_ids: [2] }), '/api/admin/course', undefined, { title: '公司金融', class_ids: [2] }],
  ['getCourse', (c) => c.get(3), '/api/admin/course/3', undefined, undefined],
  ['updateCourse', (c) => c.update(3, { status: 'published' }), '/api/admin/course/3', undefined, { status: 'published' }],
  ['deleteCourse', (c) => c.remove(3), '/api/admin/course/3', undefined, undefined],
  ['assignCourse', (c) => c.assign(3, { class_ids: [1, 2] }), '/api/admin/course/3/assign', undefined, { class_ids: [1, 2] }],
  ['listCourseTeachers', (c) => c.teachers(), '/api/admin/course/teachers', undefined, undefined],
  ['listLinkableCases', (c) => c.linkableCases(3, { keyword: '股票' }), '/api/admin/course/3/cases', { keyword: '股票' }, undefined],
  ['getCourseGrants', (c) => c.grants(3), '/api/admin/course/3/grants', undefined, undefined],
  ['setCourseGrants', (c) => c.setGrants(3, { edu_ids: [4] }), '/api/admin/course/3/grants', undefined, { edu_ids: [4] }],
  ['courseProgress', (c) => c.progress(3, { class_id: 2 }), '/api/admin/course/3/progress', { class_id: 2 }, undefined],
  ['listChapters', (c) => c.chapters(3), '/api/admin/course/3/chapter', undefined, undefined],
  ['createChapter', (c) => c.createChapter(3, { title: '第一章', parent_id: null }), '/api/admin/course/3/chapter', undefined, { title: '第一章', parent_id: null }],
  ['reorderChapters', (c) => c.reorderChapters(3, { parent_id: null, ids: [9, 8] }), '/api/admin/course/3/chapter/order', undefined, { parent_id: null, ids: [9, 8] }],
  ['getChapter', (c) => c.chapter(9), '/api/admin/chapter/9', undefined, undefined],
  ['updateChapter', (c) => c.updateChapter(9, { content: '# 内容' }), '/api/admin/chapter/9', undefined, { content: '# 内容' }],
  ['deleteChapter', (c) => c.removeChapter(9), '/api/admin/chapter/9', undefined, undefined],
  ['getStudyCourse', (c) => c.study(3), '/api/admin/study/3', undefined, undefined],
  ['getStudyChapter', (c) => c.studyChapter(3, 9), '/api/admin/study/3/chapter/9', undefined, undefined],
  ['readChapter', (c) => c.readChapter(3, 9, { visible_ms: 15000, reached_end: true }), '/api/admin/study/3/chapter/9/read', undefined, { visible_ms: 15000, reached_end: true }],
  ['listResources', (c) => c.resources({ type: 'document', category_id: 2, keyword: '大纲' }), '/api/admin/resource', { type: 'document', category_id: 2, keyword: '大纲' }, undefined],
  ['createResource', (c) => c.createResource({ title: '大纲', key: 'uploads/media/5/a.pdf' }), '/api/admin/resource', undefined, { title: '大纲', key: 'uploads/media/5/a.pdf' }],
  ['getResource', (c) => c.resource(6), '/api/admin/resource/6', undefined, undefined],
  ['updateResource', (c) => c.updateResource(6, { title: '新大纲' }), '/api/admin/resource/6', undefined, { title: '新大纲' }],
  ['deleteResource', (c) => c.removeResource(6), '/api/admin/resource/6', undefined, undefined],
  ['resourceDownload', (c) => c.resourceDownload(6), '/api/admin/resource/6/download', undefined, undefined],
  ['resourceTable', (c) => c.resourceTable(6, { rows: 50, chapter_id: 9 }), '/api/admin/resource/6/table', { rows: 50, chapter_id: 9 }, undefined],
  ['listResourceCategories', (c) => c.categories(), '/api/admin/resource/category', undefined, undefined],
  ['createResourceCategory', (c) => c.createCategory({ name: '课件' }), '/api/admin/resource/category', undefined, { name: '课件' }],
  ['updateResourceCategory', (c) => c.updateCategory(2, { sort: 1 }), '/api/admin/resource/category/2', undefined, { sort: 1 }],
  ['deleteResourceCategory', (c) => c.removeCategory(2), '/api/admin/resource/category/2', undefined, undefined],
  ['getResourceStore', (c) => c.resourceStore(4), '/api/admin/resource/store/4', undefined, undefined],
  ['setResourceStore', (c) => c.setResourceStore(4, { resource_ids: [6] }), '/api/admin/resource/store/4', undefined, { resource_ids: [6] }],
  ['listTextbooks', (c) => c.textbooks({ keyword: '投资' }), '/api/admin/textbook', { keyword: '投资' }, undefined],
  ['createTextbook', (c) => c.createTextbook({ title: '投资学' }), '/api/admin/textbook', undefined, { title: '投资学' }],
  ['getTextbook', (c) => c.textbook(5), '/api/admin/textbook/5', undefined, undefined],
  ['updateTextbook', (c) => c.updateTextbook(5, { publisher: '高等教育出版社' }), '/api/admin/textbook/5', undefined, { publisher: '高等教育出版社' }],
  ['deleteTextbook', (c) => c.removeTextbook(5), '/api/admin/textbook/5', undefined, undefined],
  ['createEdition', (c) => c.createEdition(5, { name: '第10版' }), '/api/admin/textbook/5/edition', undefined, { name: '第10版' }],
  ['updateEdition', (c) => c.updateEdition(7, { year: 2024 }), '/api/admin/textbook/edition/7', undefined, { year: 2024 }],
  ['deleteEdition', (c) => c.removeEdition(7), '/api/admin/textbook/edition/7', undefined, undefined],
  ['listArticles', (c) => c.articles({ status: 'draft' }), '/api/admin/article', { status: 'draft' }, undefined],
  ['publishedArticles', (c) => c.publishedArticles({ page_size: 5 }), '/api/admin/article/published', { page_size: 5 }, undefined],
  ['createArticle', (c) => c.createArticle({ title: '通知' }), '/api/admin/article', undefined, { title: '通知' }],
  ['getArticle', (c) => c.article(8), '/api/admin/article/8', undefined, undefined],
  ['updateArticle', (c) => c.updateArticle(8, { pinned: true }), '/api/admin/article/8', undefined, { pinned: true }],
  ['deleteArticle', (c) => c.removeArticle(8), '/api/admin/article/8', undefined, undefined],
  ['publishArticle', (c) => c.publishArticle(8), '/api/admin/article/8/publish', undefined, {}],
  ['unpublishArticle', (c) => c.unpublishArticle(8), '/api/admin/article/8/unpublish', undefined, undefined],
  ['previewArticle', (c) => c.previewArticle(8), '/api/ad/preview/8', undefined, undefined],
];

describe('CourseClient', () => {
  it('covers every course call exactly once', () => {
    expect(CALLS.map(([name]) => name).sort()).toEqual(Object.keys(COURSE_PATHS).sort());
  });

  it.each(CALLS)('%s sends the method and path of COURSE_PATHS', async (name, call, url, params, body) => {
    const { courses, seen } = setup();
    await call(courses);
    const request = last(seen);
    expect(request.method).toBe(COURSE_PATHS[name].method);
    expect(request.url).toBe(url);
    if (params !== undefined) expect(request.params).toEqual(params);
    expect(request.body).toEqual(body);
    expect(request.headers.Authorization).toBe('Bearer tok');
  });

  it('answers the envelope data and resolves deletes with nothing', async () => {
    const { courses } = setup((config) => [200, { code: 1, data: config.method === 'delete' ? null : { id: 3, title: '公司金融' }, message: 'ok' }]);
    await expect(courses.get(3)).resolves.toEqual({ id: 3, title: '公司金融' });
    await expect(courses.remove(3)).resolves.toBeUndefined();
  });

  it('rejects with the server message when the code is not 1', async () => {
    const { courses } = setup(() => [200, { code: 0, data: null, message: '课程不存在' }]);
    const error: unknown = await courses.study(99, { silent: true }).catch((reason: unknown) => reason);
    expect(isApiError(error)).toBe(true);
    expect((error as Error).message).toBe('课程不存在');
  });
});
