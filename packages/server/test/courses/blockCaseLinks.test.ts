// Chapters link blockchain cases (issue 11): only published ones may be linked, readers see the published, not
// deleted ones, the demo receivable case is linked to a chapter the demo student studies.
import type { ChapterDetail, CourseDetail, MyCourse, StudyCourse } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { blockCases, chapterBlockCases } from '../../src/db/schema/index.js';
import { runSeed } from '../../src/seed/index.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let teacher: Session;
let student: Session;
let teacher2: Session;
let receivable: { id: number; title: string };

beforeAll(async () => {
  t = await createTestApp();
  [teacher, student, teacher2] = (await Promise.all(['teacher', 'student', 'teacher2'].map((u) => t.login(u)))) as [Session, Session, Session];
  const [row] = await t.app.db.select({ id: blockCases.id, title: blockCases.title }).from(blockCases).where(eq(blockCases.slug, 'demo-block-receivable'));
  receivable = row!;
}, 180_000);
afterAll(async () => t.close());

const blockCase = async (title: string, status: 'draft' | 'published') =>
  (await t.app.db.insert(blockCases).values({ title, scenario: 'custom', consensus: 'pow', txPerBlock: 2, difficulty: 1, status }).returning({ id: blockCases.id }))[0]!.id;

/** The demo course the student studies and its chapter that links the demo receivable case. */
async function demoChapter(): Promise<{ courseId: number; chapterId: number }> {
  const mine = (await t.call<MyCourse[]>('GET', '/api/admin/course/my', { as: student })).data;
  const course = mine.find((c) => c.title === '量化投资入门')!;
  const study = await t.call<StudyCourse>('GET', `/api/admin/study/${course.id}`, { as: student });
  const chapter = study.data.chapters.find((c) => c.title === '第二章 信用风险与机器学习')!;
  return { courseId: course.id, chapterId: chapter.id };
}

describe('the demo link', () => {
  it('the student reads the demo receivable case in a chapter of a course of their class', async () => {
    const { courseId, chapterId } = await demoChapter();
    const read = await t.call<ChapterDetail>('GET', `/api/admin/study/${courseId}/chapter/${chapterId}`, { as: student });
    expect(read.code).toBe(1);
    expect(read.data.block_cases).toEqual([receivable]);
    expect(read.data.block_case_ids).toEqual([receivable.id]);
    expect(receivable.title).toContain('应收账款');
  });

  it('seeding again links it once', async () => {
    const { chapterId } = await demoChapter();
    await runSeed({ db: t.app.db, config: t.config, log: () => undefined });
    expect(await t.app.db.select().from(chapterBlockCases).where(eq(chapterBlockCases.chapterId, chapterId))).toEqual([{ chapterId, blockCaseId: receivable.id, sort: 0 }]);
  });
});

describe('linking blockchain cases to chapters', () => {
  let courseId: number;
  let chapterId: number;
  let second: number;
  let draft: number;

  beforeAll(async () => {
    const course = await t.call<CourseDetail>('POST', '/api/admin/course', { as: teacher, body: { title: '区块链金融', class_ids: [student.user.class_id!], status: 'published' } });
    courseId = course.data.id;
    second = await blockCase('数字票据课堂案例', 'published');
    draft = await blockCase('未发布的区块链案例', 'draft');
  });

  it('a new chapter links published cases in the given order (a repeated id once)', async () => {
    const created = await t.call<ChapterDetail>('POST', `/api/admin/course/${courseId}/chapter`, { as: teacher, body: { title: '第一章 供应链金融', block_case_ids: [second, receivable.id, second] } });
    expect(created.code).toBe(1);
    chapterId = created.data.id;
    expect(created.data.block_cases).toEqual([{ id: second, title: '数字票据课堂案例' }, receivable]);
    const plain = await t.call<ChapterDetail>('POST', `/api/admin/course/${courseId}/chapter`, { as: teacher, body: { title: '第二章 无链接' } });
    expect(plain.data).toMatchObject({ block_case_ids: [], block_cases: [] });
  });

  it("a draft, deleted or unknown case is refused with the case named, in the caller's language", async () => {
    const deleted = await blockCase('已删除的区块链案例', 'published');
    await t.app.db.update(blockCases).set({ deletedAt: new Date() }).where(eq(blockCases.id, deleted));
    for (const id of [draft, deleted, 999999]) {
      const res = await t.call('PUT', `/api/admin/chapter/${chapterId}`, { as: teacher, body: { block_case_ids: [receivable.id, id] } });
      expect(res).toMatchObject({ code: 0, message: `区块链案例 ${id} 不存在或未发布` });
      expect((await t.call('POST', `/api/admin/course/${courseId}/chapter`, { as: teacher, body: { title: 'x', block_case_ids: [id] } })).message).toBe(`区块链案例 ${id} 不存在或未发布`);
    }
    const en = await t.call('PUT', `/api/admin/chapter/${chapterId}`, { as: teacher, body: { block_case_ids: [draft] }, headers: { 'accept-language': 'en-US' } });
    expect(en.message).toBe(`Blockchain case ${draft} not found or not published`);
    const unchanged = await t.call<ChapterDetail>('GET', `/api/admin/chapter/${chapterId}`, { as: teacher });
    expect(unchanged.data.block_case_ids).toEqual([second, receivable.id]);
  });

  it('an update reorders and removes links; other fields leave them alone', async () => {
    const reordered = await t.call<ChapterDetail>('PUT', `/api/admin/chapter/${chapterId}`, { as: teacher, body: { block_case_ids: [receivable.id, second] } });
    expect(reordered.data.block_case_ids).toEqual([receivable.id, second]);
    const retitled = await t.call<ChapterDetail>('PUT', `/api/admin/chapter/${chapterId}`, { as: teacher, body: { title: '第一章 供应链金融与区块链' } });
    expect(retitled.data.block_case_ids).toEqual([receivable.id, second]);
    const removed = await t.call<ChapterDetail>('PUT', `/api/admin/chapter/${chapterId}`, { as: teacher, body: { block_case_ids: [second] } });
    expect(removed.data.block_cases).toEqual([{ id: second, title: '数字票据课堂案例' }]);
  });

  it('only the course editors link: another college and a student are refused', async () => {
    expect((await t.call('PUT', `/api/admin/chapter/${chapterId}`, { as: teacher2, body: { block_case_ids: [receivable.id] } })).code).toBe(0);
    expect((await t.call('PUT', `/api/admin/chapter/${chapterId}`, { as: student, body: { block_case_ids: [receivable.id] } })).code).toBe(0);
    expect((await t.call<ChapterDetail>('GET', `/api/admin/chapter/${chapterId}`, { as: teacher })).data.block_case_ids).toEqual([second]);
  });

  it('a case unpublished later is hidden from readers, kept across an editor save, and shows again when republished', async () => {
    await t.call('PUT', `/api/admin/chapter/${chapterId}`, { as: teacher, body: { block_case_ids: [second, receivable.id] } });
    await t.app.db.update(blockCases).set({ status: 'draft' }).where(eq(blockCases.id, second));
    const read = await t.call<ChapterDetail>('GET', `/api/admin/study/${courseId}/chapter/${chapterId}`, { as: student });
    expect(read.data.block_cases).toEqual([receivable]);
    const saved = await t.call<ChapterDetail>('PUT', `/api/admin/chapter/${chapterId}`, { as: teacher, body: { block_case_ids: [receivable.id] } });
    expect(saved.code).toBe(1);
    expect(saved.data.block_case_ids).toEqual([receivable.id]);
    await t.app.db.update(blockCases).set({ status: 'published' }).where(eq(blockCases.id, second));
    const again = await t.call<ChapterDetail>('GET', `/api/admin/study/${courseId}/chapter/${chapterId}`, { as: student });
    expect(again.data.block_case_ids).toEqual([receivable.id, second]);
  });

  it('a deleted case disappears from the chapter; a deleted chapter takes its links along', async () => {
    await t.app.db.update(blockCases).set({ deletedAt: new Date() }).where(eq(blockCases.id, second));
    expect((await t.call<ChapterDetail>('GET', `/api/admin/chapter/${chapterId}`, { as: teacher })).data.block_cases).toEqual([receivable]);
    expect((await t.call('DELETE', `/api/admin/chapter/${chapterId}`, { as: teacher })).code).toBe(1);
    expect(await t.app.db.select().from(chapterBlockCases).where(eq(chapterBlockCases.chapterId, chapterId))).toEqual([]);
  });
});
