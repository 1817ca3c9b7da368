// Every course-area route with bad input: a localized `code: 0` answer naming the problem, and nothing written.
import { count } from 'drizzle-orm';
import type { MyCourse } from '@finedu/domain';
import { articles, chapters, courses, resourceCategories, resources, textbookEditions, textbooks } from '../../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
let eduadmin: Session;
let teacher: Session;
let student: Session;
let courseId: number;
let chapterId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, eduadmin, teacher, student] = (await Promise.all(['admin', 'eduadmin', 'teacher', 'student'].map((u) => t.login(u)))) as [Session, Session, Session, Session];
  const mine = await t.call<MyCourse[]>('GET', '/api/admin/course/my', { as: teacher });
  courseId = mine.data[0]!.id;
  chapterId = (await t.call<Array<{ id: number }>>('GET', `/api/admin/course/${courseId}/chapter`, { as: teacher })).data[0]!.id;
}, 180_000);
afterAll(async () => t.close());

const counts = async () =>
  Promise.all([courses, chapters, resources, resourceCategories, textbooks, textbookEditions, articles].map(async (table) => (await t.app.db.select({ n: count() }).from(table))[0]!.n));

type Case = [string, string, () => Session, unknown?];
const cases = (): Case[] => [
  ['GET', '/api/admin/course?page=0', () => teacher],
  ['GET', '/api/admin/course?status=archived', () => teacher],
  ['GET', '/api/admin/course?source=elsewhere', () => teacher],
  ['POST', '/api/admin/course', () => teacher, { title: 'x'.repeat(101) }],
  ['POST', '/api/admin/course', () => teacher, { title: '课程', status: 'live' }],
  ['POST', '/api/admin/course', () => teacher, { title: '课程', sort: -1 }],
  ['POST', '/api/admin/course', () => teacher, { title: '课程', teacher_ids: ['a'] }],
  ['PUT', `/api/admin/course/${courseId}`, () => teacher, { title: '' }],
  ['PUT', `/api/admin/course/${courseId}`, () => teacher, { unknown: true }],
  ['PUT', '/api/admin/course/0', () => teacher, { title: 'x' }],
  ['DELETE', '/api/admin/course/-1', () => eduadmin],
  ['PUT', `/api/admin/course/${courseId}/assign`, () => teacher, { class_ids: [0] }],
  ['PUT', `/api/admin/course/${courseId}/grants`, () => admin, { edu_ids: 'all' }],
  ['GET', `/api/admin/course/${courseId}/progress?class_id=x`, () => teacher],
  ['POST', `/api/admin/course/${courseId}/chapter`, () => teacher, { title: '  ' }],
  ['POST', `/api/admin/course/${courseId}/chapter`, () => teacher, { title: 'x', content: 'x'.repeat(200_001) }],
  ['POST', `/api/admin/course/${courseId}/chapter`, () => teacher, { title: 'x', resource_ids: Array.from({ length: 51 }, (_, i) => i + 1) }],
  ['PUT', `/api/admin/course/${courseId}/chapter/order`, () => teacher, { parent_id: null, ids: [] }],
  ['PUT', `/api/admin/course/${courseId}/chapter/order`, () => teacher, { ids: [1] }],
  ['PUT', `/api/admin/chapter/${chapterId}`, () => teacher, { parent_id: 'top' }],
  ['PUT', `/api/admin/chapter/${chapterId}`, () => teacher, { parent_id: chapterId }],
  ['GET', '/api/admin/chapter/zero', () => teacher],
  ['GET', `/api/admin/study/${courseId}/chapter/x`, () => student],
  ['POST', `/api/admin/study/${courseId}/chapter/0/read`, () => student],
  ['GET', '/api/admin/resource?type=virus', () => student],
  ['GET', '/api/admin/resource?page_size=1000', () => student],
  ['POST', '/api/admin/resource', () => teacher, { title: '资源' }],
  ['PUT', '/api/admin/resource/1', () => teacher, { type: 'virus' }],
  ['POST', '/api/admin/resource/category', () => eduadmin, { name: '' }],
  ['PUT', '/api/admin/resource/category/1', () => eduadmin, { name: 'x'.repeat(33) }],
  ['PUT', '/api/admin/resource/store/x', () => admin, { resource_ids: [] }],
  ['PUT', '/api/admin/resource/store/1', () => admin, { resource_ids: [-1] }],
  ['POST', '/api/admin/textbook', () => admin, { title: '书', isbn: '123' }],
  ['POST', '/api/admin/textbook', () => admin, { title: '书', authors: [''] }],
  ['PUT', '/api/admin/textbook/1', () => admin, { isbn: '9787111111116' }],
  ['POST', '/api/admin/textbook/1/edition', () => admin, { name: '' }],
  ['PUT', '/api/admin/textbook/edition/1', () => admin, { year: 3000 }],
  ['GET', '/api/admin/article?status=hidden', () => admin],
  ['POST', '/api/admin/article', () => admin, { title: '文章', format: 'docx' }],
  ['POST', '/api/admin/article', () => admin, { title: '文章', summary: 'x'.repeat(501) }],
  ['PUT', '/api/admin/article/1', () => admin, { pinned: 'yes' }],
  ['POST', '/api/admin/article/1/publish', () => admin, { publish_at: '2026-13-01' }],
  ['GET', '/api/ad/preview/abc', () => admin],
];

describe('bad input', () => {
  it('answers code 0 with a message for every route, and writes nothing', async () => {
    const before = await counts();
    for (const [method, url, as, body] of cases()) {
      const res = await t.call(method, url, { as: as(), ...(body === undefined ? {} : { body }) });
      if (res.code !== 0 || res.message === '' || res.data !== null) throw new Error(`${method} ${url}: ${JSON.stringify(res)}`);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers in English for en-US', async () => {
    const res = await t.call('POST', '/api/admin/course', { as: teacher, body: { title: '课程', teacher_ids: [999999] }, headers: { 'accept-language': 'en-US' } });
    expect(res.message).toBe('Teacher 999999 is not a teacher of your college');
    const missing = await t.call('GET', '/api/admin/course/999999', { as: teacher, headers: { 'accept-language': 'en-US' } });
    expect(missing.message).toBe('Course not found');
  });
});
