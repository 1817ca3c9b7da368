// Study progress that means something (issue 18): opening a section is not learning it; the server credits reading
// time capped by its own clock and decides "learned" with the domain's study rule.
import type { ChapterDetail, CourseDetail, CourseProgressReport, MyCourse, ReadChapterResult } from '@finedu/domain';
import { and, eq, sql } from 'drizzle-orm';
import { caseWorks, chapterReads } from '../../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let teacher: Session;
let student: Session;
let courseId: number;
let plain: number;
let withCase: number;
let caseId: number;

beforeAll(async () => {
  t = await createTestApp();
  [teacher, student] = (await Promise.all(['teacher', 'student'].map((u) => t.login(u)))) as [Session, Session];
  const mine = (await t.call<MyCourse[]>('GET', '/api/admin/course/my', { as: teacher })).data;
  const fda = await t.call<CourseDetail>('GET', `/api/admin/course/${mine.find((c) => c.title === '金融数据分析基础')!.id}`, { as: teacher });
  const linked = fda.data.chapters.flatMap((c) => c.children).find((s) => s.case_count > 0)!;
  caseId = (await t.call<ChapterDetail>('GET', `/api/admin/chapter/${linked.id}`, { as: teacher })).data.cases[0]!.id;

  const course = await t.call<CourseDetail>('POST', '/api/admin/course', { as: teacher, body: { title: '阅读规则', class_ids: [student.user.class_id!], min_read_seconds: 30 } });
  courseId = course.data.id;
  expect(course.data.min_read_seconds).toBe(30);
  const add = async (body: object) => (await t.call<ChapterDetail>('POST', `/api/admin/course/${courseId}/chapter`, { as: teacher, body })).data.id;
  plain = await add({ title: '第一节', content: '# 收益率' });
  withCase = await add({ title: '第二节', content: '# 案例', case_ids: [caseId] });
  await t.call('PUT', `/api/admin/course/${courseId}`, { as: teacher, body: { status: 'published' } });
}, 180_000);
afterAll(async () => t.close());

const readUrl = (chapterId: number) => `/api/admin/study/${courseId}/chapter/${chapterId}/read`;
const report = async (chapterId: number, body: object = {}) => {
  const answer = await t.call<ReadChapterResult>('POST', readUrl(chapterId), { as: student, body });
  expect(answer.code).toBe(1);
  return answer.data;
};
/** Pretend the previous report of the student's reading came `seconds` ago (the server's clock is real). */
const previousReportAgo = async (chapterId: number, seconds: number) => {
  await t.app.db
    .update(chapterReads)
    .set({ lastReportAt: new Date(Date.now() - seconds * 1000) })
    .where(and(eq(chapterReads.userId, student.user.id), eq(chapterReads.chapterId, chapterId)));
};

describe('the study rule on the server', () => {
  it('an unopened section shows what is missing', async () => {
    const chapter = await t.call<ChapterDetail>('GET', `/api/admin/study/${courseId}/chapter/${plain}`, { as: student });
    expect(chapter.data.read).toBe(false);
    expect(chapter.data.study).toEqual({ opened: false, learned: false, read_seconds: 0, reached_end: false, video_fraction: 0, min_read_seconds: 30, missing: [{ kind: 'time', seconds: 30 }, { kind: 'end' }] });
    // Staff see no study state.
    expect((await t.call<ChapterDetail>('GET', `/api/admin/study/${courseId}/chapter/${plain}`, { as: teacher })).data.study).toBeNull();
  });

  it('opening counts as opened, not learned', async () => {
    const opened = await report(plain);
    expect(opened.study).toMatchObject({ opened: true, learned: false, read_seconds: 0 });
    expect(opened.progress).toEqual({ read: 0, opened: 1, total: 2 });
  });

  it("a client's total is capped by the wall time since the previous report", async () => {
    const forged = await report(plain, { visible_ms: 600_000, reached_end: true });
    expect(forged.study).toMatchObject({ learned: false, read_seconds: 0, reached_end: true, missing: [{ kind: 'time', seconds: 30 }] });

    await previousReportAgo(plain, 20);
    const twenty = await report(plain, { visible_ms: 600_000 });
    expect(twenty.study).toMatchObject({ learned: false, read_seconds: 20, missing: [{ kind: 'time', seconds: 10 }] });
    expect(twenty.progress.read).toBe(0);
  });

  it('learned once the minimum time and the end are both reached; kept afterwards', async () => {
    await previousReportAgo(plain, 40);
    const done = await report(plain, { visible_ms: 15_000 });
    expect(done.study).toMatchObject({ learned: true, read_seconds: 35, missing: [] });
    expect(done.progress).toEqual({ read: 1, opened: 1, total: 2 });
    // Raising the minimum later does not take it back.
    await t.call('PUT', `/api/admin/course/${courseId}`, { as: teacher, body: { min_read_seconds: 600 } });
    expect((await report(plain)).study.learned).toBe(true);
    await t.call('PUT', `/api/admin/course/${courseId}`, { as: teacher, body: { min_read_seconds: 30 } });
    const mine = (await t.call<MyCourse[]>('GET', '/api/admin/course/my', { as: student })).data.find((c) => c.id === courseId);
    expect(mine?.progress).toEqual({ read: 1, opened: 1, total: 2 });
  });

  it('a section linking a case is learned only after the student worked on the case', async () => {
    await report(withCase);
    await previousReportAgo(withCase, 60);
    const read = await report(withCase, { visible_ms: 60_000, reached_end: true });
    expect(read.study).toMatchObject({ learned: false, read_seconds: 60, missing: [{ kind: 'case' }] });
    await t.app.db.insert(caseWorks).values({ caseId, userId: student.user.id, cells: [] });
    const worked = await report(withCase);
    expect(worked.study).toMatchObject({ learned: true, missing: [] });
    expect(worked.progress).toEqual({ read: 2, opened: 2, total: 2 });
  });

  it("the teacher's report shows time spent, learned and opened per student", async () => {
    const progress = await t.call<CourseProgressReport>('GET', `/api/admin/course/${courseId}/progress`, { as: teacher });
    expect(progress.data.students).toEqual([
      expect.objectContaining({
        username: 'student',
        read: 2,
        opened: 2,
        total: 2,
        read_chapter_ids: [plain, withCase],
        opened_chapter_ids: [plain, withCase],
        read_seconds: 95,
        chapter_seconds: [
          { chapter_id: plain, seconds: 35 },
          { chapter_id: withCase, seconds: 60 },
        ],
      }),
    ]);
  });

  it('one report cannot add more than the longest heartbeat gap', async () => {
    const [before] = await t.app.db.select({ ms: chapterReads.readMs }).from(chapterReads).where(and(eq(chapterReads.userId, student.user.id), eq(chapterReads.chapterId, plain)));
    await previousReportAgo(plain, 3600);
    await report(plain, { visible_ms: 3_600_000 });
    const [after] = await t.app.db.select({ ms: sql<number>`${chapterReads.readMs}` }).from(chapterReads).where(and(eq(chapterReads.userId, student.user.id), eq(chapterReads.chapterId, plain)));
    expect(after!.ms - before!.ms).toBe(60_000);
  });
});

describe('the minimum reading time setting', () => {
  it('staff edit it within 0…3600 s; a student may not, nor report with a bad body', async () => {
    const zero = await t.call<CourseDetail>('PUT', `/api/admin/course/${courseId}`, { as: teacher, body: { min_read_seconds: 0 } });
    expect(zero.data.min_read_seconds).toBe(0);
    expect((await t.call('PUT', `/api/admin/course/${courseId}`, { as: teacher, body: { min_read_seconds: 3601 } })).code).toBe(0);
    expect((await t.call('PUT', `/api/admin/course/${courseId}`, { as: student, body: { min_read_seconds: 0 } })).message).toBe('权限不足');
    expect((await t.call('POST', readUrl(plain), { as: student, body: { visible_ms: -1 } })).code).toBe(0);
    expect((await t.call('POST', readUrl(plain), { as: student, body: { video_fraction: 2 } })).code).toBe(0);
    expect((await t.call('POST', readUrl(plain), { as: student, body: { total_ms: 1 } })).code).toBe(0);
  });
});
