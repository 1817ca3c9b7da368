// Issue 13 item 8: the chapter editor checked only that a case was granted to the college, not that it was
// published, so any college's staff could link a draft platform case by id and read its title back. Unpublished
// (or not granted) cases must be invisible to colleges everywhere: linking, chapter details, case ids, case counts.
import type { ChapterDetail, ChapterNode, CourseDetail, StudyCourse } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import { cases, caseTypes, chapters } from '../../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
let teacher: Session;
let eduadmin: Session;
let student: Session;
let draftId: number;
let otherCollegeId: number;

const DRAFT = '未发布的平台案例（机密）';
const OTHER = '仅授权第二院校的案例（机密）';

beforeAll(async () => {
  t = await createTestApp();
  [admin, teacher, eduadmin, student] = await Promise.all(['admin', 'teacher', 'eduadmin', 'student'].map((u) => t.login(u))) as [Session, Session, Session, Session];
  const second = await t.login('teacher2');
  const [type] = await t.app.db.select({ id: caseTypes.id }).from(caseTypes).limit(1);
  const inserted = await t.app.db
    .insert(cases)
    .values([
      { typeId: type!.id, title: DRAFT, status: 'draft', eduIds: [] },
      { typeId: type!.id, title: OTHER, status: 'published', eduIds: [second.user.edu_id!] },
    ])
    .returning({ id: cases.id });
  [draftId, otherCollegeId] = inserted.map((r) => r.id) as [number, number];
}, 120_000);
afterAll(async () => t.close());

const countCases = (tree: ChapterNode[]) => tree.flatMap((c) => [c, ...c.children]).reduce((n, c) => n + c.case_count, 0);
/** Nothing a college user got back may carry the hidden cases' titles or ids. */
function expectNothingHidden(body: unknown): void {
  const text = JSON.stringify(body);
  expect(text).not.toContain(DRAFT);
  expect(text).not.toContain(OTHER);
}

describe('college staff linking a case by id', () => {
  it.each([
    ['a draft platform case', () => draftId],
    ['a case granted to another college only', () => otherCollegeId],
  ])('cannot link %s, and are answered as for a case that does not exist', async (_label, id) => {
    const course = await t.call<CourseDetail>('POST', '/api/admin/course', { as: teacher, body: { title: '探测课程' } });
    const created = await t.call<ChapterDetail>('POST', `/api/admin/course/${course.data.id}/chapter`, { as: teacher, body: { title: '探测', case_ids: [id()] } });
    expectNothingHidden(created);
    const missing = await t.call('POST', `/api/admin/course/${course.data.id}/chapter`, { as: teacher, body: { title: '探测', case_ids: [99_999_999] } });
    expect({ code: created.code, message: created.message.replace(String(id()), 'ID') }).toEqual({ code: 0, message: missing.message.replace('99999999', 'ID') });
    const chapter = await t.call<ChapterDetail>('POST', `/api/admin/course/${course.data.id}/chapter`, { as: teacher, body: { title: '正常' } });
    const edited = await t.call('PUT', `/api/admin/chapter/${chapter.data.id}`, { as: teacher, body: { case_ids: [id()] } });
    expect(edited.code).toBe(0);
    expectNothingHidden(edited);
    expectNothingHidden(await t.call('GET', `/api/admin/course/${course.data.id}/cases`, { as: teacher }));
  });
});

describe('a platform course granted to the college, with links to hidden cases', () => {
  it('shows the college neither their titles, nor their ids, nor their count', async () => {
    const course = await t.call<CourseDetail>('POST', '/api/admin/course', { as: admin, body: { title: '平台 · 案例课', status: 'published' } });
    const id = course.data.id;
    const chapter = await t.call<ChapterDetail>('POST', `/api/admin/course/${id}/chapter`, { as: admin, body: { title: '案例章节', case_ids: [draftId, otherCollegeId] } });
    expect(chapter.data.cases.map((c) => c.title)).toEqual([DRAFT, OTHER]); // the platform's own staff see them
    await t.call('PUT', `/api/admin/course/${id}/grants`, { as: admin, body: { edu_ids: [eduadmin.user.edu_id!] } });
    await t.call('PUT', `/api/admin/course/${id}/assign`, { as: eduadmin, body: { class_ids: [student.user.class_id!], teacher_ids: [teacher.user.id] } });

    for (const as of [eduadmin, teacher]) {
      const detail = await t.call<CourseDetail>('GET', `/api/admin/course/${id}`, { as });
      expect(detail.code).toBe(1);
      expect(countCases(detail.data.chapters)).toBe(0);
      const tree = await t.call<ChapterNode[]>('GET', `/api/admin/course/${id}/chapter`, { as });
      expect(countCases(tree.data)).toBe(0);
      const read = await t.call<ChapterDetail>('GET', `/api/admin/chapter/${chapter.data.id}`, { as });
      expect(read.data).toMatchObject({ cases: [], case_ids: [] });
      for (const body of [detail, tree, read]) expectNothingHidden(body);
    }
    const study = await t.call<StudyCourse>('GET', `/api/admin/study/${id}`, { as: student });
    expect(countCases(study.data.chapters)).toBe(0);
    const studied = await t.call<ChapterDetail>('GET', `/api/admin/study/${id}/chapter/${chapter.data.id}`, { as: student });
    expect(studied.data).toMatchObject({ cases: [], case_ids: [] });
    for (const body of [study, studied]) expectNothingHidden(body);
  });
});

describe('a case unpublished after the college linked it', () => {
  it('disappears for the college, survives the editor saving the chapter, and returns when republished', async () => {
    const [type] = await t.app.db.select({ id: caseTypes.id }).from(caseTypes).limit(1);
    const [row] = await t.app.db.insert(cases).values({ typeId: type!.id, title: '将被撤回的案例', status: 'published', eduIds: [] }).returning({ id: cases.id });
    const caseId = row!.id;
    const course = await t.call<CourseDetail>('POST', '/api/admin/course', { as: teacher, body: { title: '撤回测试' } });
    const chapter = await t.call<ChapterDetail>('POST', `/api/admin/course/${course.data.id}/chapter`, { as: teacher, body: { title: '章', case_ids: [caseId] } });
    expect(chapter.data.cases).toEqual([{ id: caseId, title: '将被撤回的案例' }]);

    await t.app.db.update(cases).set({ status: 'draft' }).where(eq(cases.id, caseId));
    const hidden = await t.call<ChapterDetail>('GET', `/api/admin/chapter/${chapter.data.id}`, { as: teacher });
    expect(hidden.data).toMatchObject({ cases: [], case_ids: [] });
    expect(JSON.stringify(hidden)).not.toContain('将被撤回的案例');
    expect(countCases((await t.call<ChapterNode[]>('GET', `/api/admin/course/${course.data.id}/chapter`, { as: teacher })).data)).toBe(0);

    // Saving the links the editor sees keeps the one it does not see.
    const saved = await t.call<ChapterDetail>('PUT', `/api/admin/chapter/${chapter.data.id}`, { as: teacher, body: { title: '章（改）', case_ids: [] } });
    expect(saved.data).toMatchObject({ title: '章（改）', case_ids: [] });
    expect((await t.app.db.select({ caseIds: chapters.caseIds }).from(chapters).where(eq(chapters.id, chapter.data.id)))[0]!.caseIds).toEqual([caseId]);

    await t.app.db.update(cases).set({ status: 'published' }).where(eq(cases.id, caseId));
    const back = await t.call<ChapterDetail>('GET', `/api/admin/chapter/${chapter.data.id}`, { as: teacher });
    expect(back.data.cases).toEqual([{ id: caseId, title: '将被撤回的案例' }]);
  });
});
