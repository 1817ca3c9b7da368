import type { ChapterDetail, ChapterNode, CourseDetail, CourseGrants, CourseProgressReport, CurrentUser, MyCourse, Paged, CourseSummary, ReadChapterResult, StudyCourse } from '@finedu/domain';
import { count } from 'drizzle-orm';
import { articles, cases, caseTypes, chapters, courses, exams, resources, textbooks } from '../../src/db/schema/index.js';
import { ensureDemoFiles } from '../../src/modules/courses/demoFiles.js';
import { runSeed } from '../../src/seed/index.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
let eduadmin: Session;
let teacher: Session;
let student: Session;
let eduadmin2: Session;
let teacher2: Session;
let student2: Session;
let classId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, eduadmin, teacher, student, eduadmin2, teacher2, student2] = await Promise.all(
    ['admin', 'eduadmin', 'teacher', 'student', 'eduadmin2', 'teacher2', 'student2'].map((u) => t.login(u)),
  ) as [Session, Session, Session, Session, Session, Session, Session];
  classId = student.user.class_id!;
}, 180_000);
afterAll(async () => t.close());

const my = async (as: Session) => (await t.call<MyCourse[]>('GET', '/api/admin/course/my', { as })).data;
const byTitle = (list: Array<{ title: string; id: number }>, title: string) => list.find((c) => c.title === title)!;

describe('demo courses and boundaries', () => {
  it('the student lands on their class courses with progress; the second college sees none of them', async () => {
    const mine = await my(student);
    expect(mine.map((c) => c.title)).toEqual(['金融数据分析基础', '量化投资入门', 'Python 金融编程（平台课程）']);
    const fda = byTitle(mine, '金融数据分析基础') as MyCourse;
    expect(fda.progress).toEqual({ read: 0, opened: 0, total: 6 });
    expect(fda.teachers).toEqual([{ id: teacher.user.id, name: '王老师' }]);
    expect(byTitle(mine, 'Python 金融编程（平台课程）') as MyCourse).toMatchObject({ granted: true });
    expect(await my(student2)).toEqual([]);
    expect(await my(teacher2)).toEqual([]);
    const other = await t.call<Paged<CourseSummary>>('GET', '/api/admin/course', { as: eduadmin2 });
    expect(other.data.total).toBe(0);
  });

  it('another college, or a student outside the class, gets "not found"', async () => {
    const fda = byTitle(await my(student), '金融数据分析基础');
    for (const as of [eduadmin2, teacher2]) {
      const res = await t.call('GET', `/api/admin/course/${fda.id}`, { as });
      expect(res).toMatchObject({ code: 0, message: '课程不存在' });
      expect((await t.call('PUT', `/api/admin/course/${fda.id}`, { as, body: { title: 'x' } })).message).toBe('课程不存在');
    }
    expect((await t.call('GET', `/api/admin/study/${fda.id}`, { as: student2 })).message).toBe('课程不存在');
    expect((await t.call('GET', `/api/admin/course/${fda.id}`, { as: student })).message).toBe('权限不足');
    expect((await t.call('GET', '/api/admin/course', { as: student })).message).toBe('权限不足');
    expect((await t.call('GET', '/api/admin/course/999999', { as: eduadmin })).message).toBe('课程不存在');
    expect((await t.call('GET', '/api/admin/course/abc', { as: eduadmin })).code).toBe(0);
    expect((await t.call('GET', '/api/admin/course')).code).toBe(-401);
  });

  it('the data-centre URL is empty when unset', async () => {
    expect((await t.call<CurrentUser>('GET', '/api/admin/current', { as: student })).data.data_center_url).toBe('');
  });

  it('teacher_learning lists what a teacher teaches and a student learns', async () => {
    const ids = (await my(student)).map((c) => c.id);
    const current = await t.call<CurrentUser>('POST', '/api/admin/login', { body: { username: 'student', password: 'Demo@2026' } });
    expect(current.data.teacher_learning.map((c) => c.id)).toEqual(ids);
    expect(current.data.teacher_learning[0]).toEqual({ id: ids[0], title: '金融数据分析基础' });
    const asTeacher = await t.call<CurrentUser>('POST', '/api/admin/login', { body: { username: 'teacher', password: 'Demo@2026' } });
    expect(asTeacher.data.teacher_learning.map((c) => c.title)).toEqual(['金融数据分析基础', '量化投资入门', 'Python 金融编程（平台课程）']);
    const asAdmin = await t.call<CurrentUser>('POST', '/api/admin/login', { body: { username: 'eduadmin', password: 'Demo@2026' } });
    expect(asAdmin.data.teacher_learning).toEqual([]);
    expect((await t.call<CurrentUser>('POST', '/api/admin/login', { body: { username: 'student2', password: 'Demo@2026' } })).data.teacher_learning).toEqual([]);
  });
});

describe('building a course', () => {
  let courseId: number;
  let chapterA: number;
  let chapterB: number;

  it('staff pick teachers from their own college only', async () => {
    const options = await t.call<Array<{ id: number; name: string }>>('GET', '/api/admin/course/teachers', { as: eduadmin });
    expect(options.data.map((o) => o.name)).toEqual(['王老师']);
    expect((await t.call<Array<{ name: string }>>('GET', '/api/admin/course/teachers', { as: teacher2 })).data.map((o) => o.name)).toEqual(['张老师']);
    expect((await t.call('GET', '/api/admin/course/teachers', { as: student })).message).toBe('权限不足');
  });

  it('a teacher creates a course (and teaches it), validates teachers and classes of the own college', async () => {
    const bad = await t.call('POST', '/api/admin/course', { as: teacher, body: { title: '' } });
    expect(bad.code).toBe(0);
    expect((await t.call('POST', '/api/admin/course', { as: teacher, body: { title: 'x', extra: 1 } })).code).toBe(0);
    const foreignTeacher = await t.call('POST', '/api/admin/course', { as: teacher, body: { title: '固定收益', teacher_ids: [teacher2.user.id] } });
    expect(foreignTeacher.message).toContain('不是本院校的教师');
    const studentAsTeacher = await t.call('POST', '/api/admin/course', { as: eduadmin, body: { title: '固定收益', teacher_ids: [student.user.id] } });
    expect(studentAsTeacher.message).toContain('不是本院校的教师');
    const created = await t.call<CourseDetail>('POST', '/api/admin/course', { as: teacher, body: { title: '固定收益分析', description: '债券定价与久期', class_ids: [classId] } });
    expect(created.code).toBe(1);
    expect(created.data).toMatchObject({ edu_id: teacher.user.edu_id, status: 'draft', editable: true, granted: false, chapters: [], teachers: [{ id: teacher.user.id, name: '王老师' }] });
    expect(created.data.classes.map((c) => c.id)).toEqual([classId]);
    courseId = created.data.id;
    expect((await my(student)).some((c) => c.id === courseId)).toBe(false); // a draft
  });

  it('chapters and sections form a two-level tree; links are checked', async () => {
    const a = await t.call<ChapterDetail>('POST', `/api/admin/course/${courseId}/chapter`, { as: teacher, body: { title: '第一章 债券定价', content: '价格 $P = \\sum_t \\frac{C}{(1+y)^t}$<script>alert(1)</script>' } });
    expect(a.code).toBe(1);
    expect(a.data.content).toBe('价格 $P = \\sum_t \\frac{C}{(1+y)^t}$');
    chapterA = a.data.id;
    const b = await t.call<ChapterDetail>('POST', `/api/admin/course/${courseId}/chapter`, { as: teacher, body: { title: '第二章 久期' } });
    chapterB = b.data.id;
    const section = await t.call<ChapterDetail>('POST', `/api/admin/course/${courseId}/chapter`, { as: teacher, body: { title: '1.1 到期收益率', parent_id: chapterA } });
    expect(section.data.parent_id).toBe(chapterA);
    const deep = await t.call('POST', `/api/admin/course/${courseId}/chapter`, { as: teacher, body: { title: '太深', parent_id: section.data.id } });
    expect(deep.message).toContain('最多两级');
    expect((await t.call('POST', `/api/admin/course/${courseId}/chapter`, { as: teacher, body: { title: 'x', resource_ids: [999999] } })).message).toContain('资源 999999');
    expect((await t.call('POST', `/api/admin/course/${courseId}/chapter`, { as: teacher, body: { title: 'x', case_ids: [999999] } })).message).toContain('案例 999999');
    expect((await t.call('POST', `/api/admin/course/${courseId}/chapter`, { as: teacher, body: { title: 'x', exam_ids: [999999] } })).message).toContain('考试 999999');
    expect((await t.call('POST', `/api/admin/course/${courseId}/chapter`, { as: teacher2, body: { title: 'x' } })).message).toBe('课程不存在');
    const tree = await t.call<ChapterNode[]>('GET', `/api/admin/course/${courseId}/chapter`, { as: eduadmin });
    expect(tree.data.map((n) => [n.title, n.children.map((c) => c.title)])).toEqual([
      ['第一章 债券定价', ['1.1 到期收益率']],
      ['第二章 久期', []],
    ]);
  });

  it('offers the published cases of the college to link', async () => {
    const linkable = await t.call<Array<{ title: string; type_name: string }>>('GET', `/api/admin/course/${courseId}/cases`, { as: teacher });
    expect(linkable.data.length).toBeGreaterThanOrEqual(3);
    const filtered = await t.call<Array<{ title: string }>>('GET', `/api/admin/course/${courseId}/cases?keyword=${encodeURIComponent('信用')}`, { as: teacher });
    expect(filtered.data.length).toBeGreaterThan(0);
    expect(filtered.data.length).toBeLessThan(linkable.data.length);
    expect((await t.call('GET', `/api/admin/course/${courseId}/cases`, { as: teacher2 })).message).toBe('课程不存在');
    expect((await t.call('GET', `/api/admin/course/${courseId}/cases`, { as: student })).message).toBe('权限不足');
  });

  it('reorders one level and refuses partial orders', async () => {
    expect((await t.call('PUT', `/api/admin/course/${courseId}/chapter/order`, { as: teacher, body: { parent_id: null, ids: [chapterB] } })).message).toContain('恰好');
    expect((await t.call('PUT', `/api/admin/course/${courseId}/chapter/order`, { as: teacher, body: { parent_id: null, ids: [chapterB, chapterB] } })).code).toBe(0);
    const moved = await t.call<ChapterNode[]>('PUT', `/api/admin/course/${courseId}/chapter/order`, { as: teacher, body: { parent_id: null, ids: [chapterB, chapterA] } });
    expect(moved.data.map((n) => n.id)).toEqual([chapterB, chapterA]);
  });

  it('links a demo case and a resource, then publishes; opening a chapter counts as opened, not learned (issue 18)', async () => {
    const fda = await t.call<CourseDetail>('GET', `/api/admin/course/${byTitle(await my(teacher), '金融数据分析基础').id}`, { as: teacher });
    const linked = fda.data.chapters.flatMap((c) => c.children).find((s) => s.case_count > 0)!;
    const demoChapter = await t.call<ChapterDetail>('GET', `/api/admin/chapter/${linked.id}`, { as: teacher });
    const caseId = demoChapter.data.cases[0]!.id;
    const resourceId = demoChapter.data.resources[0]!.id;
    const edited = await t.call<ChapterDetail>('PUT', `/api/admin/chapter/${chapterA}`, { as: teacher, body: { case_ids: [caseId], resource_ids: [resourceId] } });
    expect(edited.data.cases.map((c) => c.id)).toEqual([caseId]);
    expect(edited.data.resources[0]).toMatchObject({ id: resourceId });
    await t.call('PUT', `/api/admin/course/${courseId}`, { as: teacher, body: { status: 'published' } });
    expect((await my(student)).find((c) => c.id === courseId)?.progress).toEqual({ read: 0, opened: 0, total: 3 });

    const studyCourse = await t.call<StudyCourse>('GET', `/api/admin/study/${courseId}`, { as: student });
    expect(studyCourse.data.next_chapter_id).toBe(chapterB);
    const chapter = await t.call<ChapterDetail>('GET', `/api/admin/study/${courseId}/chapter/${chapterA}`, { as: student });
    expect(chapter.data).toMatchObject({ read: false, cases: [{ id: caseId }] });
    expect(chapter.data.resources[0]!.url).toMatch(/^\/storage\/|^http/);
    const first = await t.call<ReadChapterResult>('POST', `/api/admin/study/${courseId}/chapter/${chapterA}/read`, { as: student, body: {} });
    const again = await t.call<ReadChapterResult>('POST', `/api/admin/study/${courseId}/chapter/${chapterA}/read`, { as: student, body: {} });
    // Opening is not learning: the course's minimum reading time, the end and the linked case are still missing.
    expect(first.data.progress).toEqual({ read: 0, opened: 1, total: 3 });
    expect(first.data.study).toMatchObject({ opened: true, learned: false, missing: [{ kind: 'time', seconds: 60 }, { kind: 'end' }, { kind: 'case' }] });
    expect(again.data.read_at).toBe(first.data.read_at);
    expect(again.data.progress).toEqual(first.data.progress);
    expect((await my(student)).find((c) => c.id === courseId)?.progress).toEqual({ read: 0, opened: 1, total: 3 });
    expect((await t.call<StudyCourse>('GET', `/api/admin/study/${courseId}`, { as: student })).data.next_chapter_id).toBe(chapterB);
    // A chapter of another course under this course's id, and other students.
    expect((await t.call('POST', `/api/admin/study/${courseId}/chapter/${linked.id}/read`, { as: student, body: {} })).message).toBe('章节不存在');
    expect((await t.call('POST', `/api/admin/study/${courseId}/chapter/${chapterA}/read`, { as: student2, body: {} })).message).toBe('课程不存在');

    const report = await t.call<CourseProgressReport>('GET', `/api/admin/course/${courseId}/progress`, { as: teacher });
    expect(report.data.chapters.map((c) => c.id)).toEqual([chapterB, chapterA, expect.any(Number)]);
    expect(report.data.students).toEqual([
      expect.objectContaining({ username: 'student', read: 0, opened: 1, total: 3, read_chapter_ids: [], opened_chapter_ids: [chapterA], read_seconds: 0, class_name: '金融2301' }),
    ]);
    expect((await t.call('GET', `/api/admin/course/${courseId}/progress`, { as: student })).message).toBe('权限不足');
    expect((await t.call('GET', `/api/admin/course/${courseId}/progress`, { as: teacher2 })).message).toBe('课程不存在');
    expect((await t.call('GET', `/api/admin/course/${courseId}/progress?class_id=999999`, { as: teacher })).message).toContain('未分配');
  });

  it('moves a section under another chapter; a chapter with sections cannot become a section', async () => {
    const section = (await t.call<ChapterNode[]>('GET', `/api/admin/course/${courseId}/chapter`, { as: teacher })).data.find((n) => n.id === chapterA)!.children[0]!;
    expect((await t.call('PUT', `/api/admin/chapter/${chapterA}`, { as: teacher, body: { parent_id: chapterB } })).message).toContain('有小节的章节');
    const moved = await t.call<ChapterDetail>('PUT', `/api/admin/chapter/${section.id}`, { as: teacher, body: { parent_id: chapterB } });
    expect(moved.data.parent_id).toBe(chapterB);
    const back = await t.call<ChapterDetail>('PUT', `/api/admin/chapter/${section.id}`, { as: teacher, body: { parent_id: chapterA } });
    expect(back.data.parent_id).toBe(chapterA);
    const tree = await t.call<ChapterNode[]>('GET', `/api/admin/course/${courseId}/chapter`, { as: teacher });
    expect(tree.data.find((n) => n.id === chapterA)!.children.map((c) => c.id)).toEqual([section.id]);
    expect(tree.data.find((n) => n.id === chapterB)!.children).toEqual([]);
  });

  it('deleting a chapter deletes its sections and their read marks', async () => {
    expect((await t.call('DELETE', `/api/admin/chapter/${chapterA}`, { as: teacher2 })).message).toBe('章节不存在');
    expect((await t.call('DELETE', `/api/admin/chapter/${chapterA}`, { as: teacher })).code).toBe(1);
    expect((await my(student)).find((c) => c.id === courseId)?.progress).toEqual({ read: 0, opened: 0, total: 1 });
    expect((await t.call('GET', `/api/admin/chapter/${chapterA}`, { as: teacher })).message).toBe('章节不存在');
  });

  it('only the college admin deletes a course; a teacher not teaching it may not edit', async () => {
    const other = await t.call<CourseDetail>('POST', '/api/admin/course', { as: eduadmin, body: { title: '管理员的课程' } });
    expect(other.data.editable).toBe(true);
    expect((await t.call('PUT', `/api/admin/course/${other.data.id}`, { as: teacher, body: { title: 'x' } })).message).toBe('权限不足');
    expect((await t.call('DELETE', `/api/admin/course/${courseId}`, { as: teacher })).message).toContain('院校管理员');
    expect((await t.call('DELETE', `/api/admin/course/${courseId}`, { as: eduadmin })).code).toBe(1);
    expect((await t.call('GET', `/api/admin/course/${courseId}`, { as: eduadmin })).message).toBe('课程不存在');
  });
});

describe('platform courses and grants', () => {
  it('the sys_admin creates a platform course, grants it; the college uses it read-only and assigns classes', async () => {
    expect((await t.call('POST', '/api/admin/course', { as: admin, body: { title: '平台 · 金融计量', class_ids: [classId] } })).message).toContain('平台课程');
    const created = await t.call<CourseDetail>('POST', '/api/admin/course', { as: admin, body: { title: '平台 · 金融计量', status: 'published' } });
    expect(created.data).toMatchObject({ edu_id: null, editable: true, edu_ids: [] });
    const id = created.data.id;
    await t.call('POST', `/api/admin/course/${id}/chapter`, { as: admin, body: { title: '第一章 回归分析' } });
    expect((await t.call('GET', `/api/admin/course/${id}`, { as: eduadmin })).message).toBe('课程不存在');

    expect((await t.call('PUT', `/api/admin/course/${id}/grants`, { as: admin, body: { edu_ids: [999999] } })).message).toContain('院校 999999');
    const grants = await t.call<CourseGrants>('PUT', `/api/admin/course/${id}/grants`, { as: admin, body: { edu_ids: [eduadmin.user.edu_id!, eduadmin.user.edu_id!] } });
    expect(grants.data.edu_ids).toEqual([eduadmin.user.edu_id]);
    expect((await t.call('PUT', `/api/admin/course/${id}/grants`, { as: eduadmin, body: { edu_ids: [] } })).message).toBe('权限不足');

    const seen = await t.call<CourseDetail>('GET', `/api/admin/course/${id}`, { as: eduadmin });
    expect(seen.data).toMatchObject({ granted: true, editable: false });
    expect((await t.call('PUT', `/api/admin/course/${id}`, { as: eduadmin, body: { title: 'x' } })).message).toContain('只读');
    expect((await t.call('POST', `/api/admin/course/${id}/chapter`, { as: teacher, body: { title: 'x' } })).message).toContain('只读');
    expect((await t.call('GET', `/api/admin/course/${id}`, { as: eduadmin2 })).message).toBe('课程不存在');
    const granted = await t.call<Paged<CourseSummary>>('GET', '/api/admin/course?source=granted', { as: eduadmin });
    expect(granted.data.list.map((c) => c.id)).toContain(id);
    expect((await t.call<Paged<CourseSummary>>('GET', '/api/admin/course?source=own', { as: eduadmin })).data.list.every((c) => c.edu_id === eduadmin.user.edu_id)).toBe(true);

    const assigned = await t.call<CourseDetail>('PUT', `/api/admin/course/${id}/assign`, { as: eduadmin, body: { class_ids: [classId], teacher_ids: [teacher.user.id] } });
    expect(assigned.data.classes.map((c) => c.name)).toEqual(['金融2301']);
    expect((await my(student)).map((c) => c.id)).toContain(id);
    expect((await t.call('PUT', `/api/admin/course/${id}/assign`, { as: eduadmin2, body: { class_ids: [] } })).message).toBe('课程不存在');

    // Revoking the grant hides it again, classes notwithstanding.
    await t.call('PUT', `/api/admin/course/${id}/grants`, { as: admin, body: { edu_ids: [] } });
    expect((await my(student)).map((c) => c.id)).not.toContain(id);
    expect((await t.call('GET', `/api/admin/study/${id}`, { as: student })).message).toBe('课程不存在');
  });
});

describe('demo seed', () => {
  it('is idempotent: a second run adds no courses, chapters, resources, textbooks or articles, and no files', async () => {
    const counts = async () =>
      Promise.all([courses, chapters, resources, textbooks, articles].map(async (table) => (await t.app.db.select({ n: count() }).from(table))[0]!.n));
    const before = await counts();
    await runSeed({ db: t.app.db, config: t.config, log: () => {} });
    expect(await counts()).toEqual(before);
    expect(await ensureDemoFiles(t.app.db, t.app.storage)).toBe(0);
  });

  it('refuses unsafe cover URLs', async () => {
    const res = await t.call('POST', '/api/admin/course', { as: teacher, body: { title: '封面测试', cover: 'javascript:alert(1)' } });
    expect(res).toMatchObject({ code: 0, message: '封面地址不安全' });
    const en = await t.call('POST', '/api/admin/course', { as: teacher, body: { title: '封面测试', cover: 'javascript:alert(1)' }, headers: { 'accept-language': 'en-US' } });
    expect(en.message).toBe('The cover URL is not allowed');
  });
});

describe('exam links', () => {
  const exam = async (eduId: number, title: string, published: boolean) => {
    const now = Date.now();
    const [row] = await t.app.db
      .insert(exams)
      .values({ eduId, title, paperId: 1, paperTitle: title, snapshot: [], totalScore: 100, questionCount: 0, startAt: new Date(now), endAt: new Date(now + 86_400_000), durationMinutes: 60, published })
      .returning({ id: exams.id });
    return row!.id;
  };

  it("links the college's own exams only; students see published ones", async () => {
    const ownDraft = await exam(teacher.user.edu_id!, '期中测验（草稿）', false);
    const ownLive = await exam(teacher.user.edu_id!, '期中测验', true);
    const foreign = await exam(teacher2.user.edu_id!, '第二院校考试', true);
    const course = await t.call<CourseDetail>('POST', '/api/admin/course', { as: teacher, body: { title: '考试关联', status: 'published', class_ids: [classId] } });
    const id = course.data.id;
    expect((await t.call('POST', `/api/admin/course/${id}/chapter`, { as: teacher, body: { title: '复习', exam_ids: [foreign] } })).message).toBe(`考试 ${foreign} 不存在`);
    const chapter = await t.call<ChapterDetail>('POST', `/api/admin/course/${id}/chapter`, { as: teacher, body: { title: '复习', exam_ids: [ownLive, ownDraft] } });
    expect(chapter.data.exams.map((e) => e.title)).toEqual(['期中测验', '期中测验（草稿）']);
    const read = await t.call<ChapterDetail>('GET', `/api/admin/study/${id}/chapter/${chapter.data.id}`, { as: student });
    expect(read.data.exams).toEqual([{ id: ownLive, title: '期中测验' }]);
    const platform = await t.call<CourseDetail>('POST', '/api/admin/course', { as: admin, body: { title: '平台考试关联' } });
    expect((await t.call('POST', `/api/admin/course/${platform.data.id}/chapter`, { as: admin, body: { title: 'x', exam_ids: [ownLive] } })).message).toContain('平台课程不能关联考试');
  });
});

describe('case links respect the case publication', () => {
  it("a case published to the second college only is neither offered to nor linkable by the first", async () => {
    const [type] = await t.app.db.select({ id: caseTypes.id }).from(caseTypes).limit(1);
    const [row] = await t.app.db
      .insert(cases)
      .values({ typeId: type!.id, title: '第二院校专属案例', status: 'published', eduIds: [teacher2.user.edu_id!] })
      .returning({ id: cases.id });
    const caseId = row!.id;
    const own = await t.call<CourseDetail>('POST', '/api/admin/course', { as: teacher, body: { title: '案例可见性' } });
    const offered = await t.call<Array<{ id: number }>>('GET', `/api/admin/course/${own.data.id}/cases`, { as: teacher });
    expect(offered.data.map((c) => c.id)).not.toContain(caseId);
    expect((await t.call('POST', `/api/admin/course/${own.data.id}/chapter`, { as: teacher, body: { title: 'x', case_ids: [caseId] } })).message).toBe(`案例 ${caseId} 不存在`);
    const theirs = await t.call<CourseDetail>('POST', '/api/admin/course', { as: teacher2, body: { title: '第二院校课程' } });
    expect((await t.call<Array<{ id: number }>>('GET', `/api/admin/course/${theirs.data.id}/cases`, { as: teacher2 })).data.map((c) => c.id)).toContain(caseId);
    const linked = await t.call<ChapterDetail>('POST', `/api/admin/course/${theirs.data.id}/chapter`, { as: teacher2, body: { title: '案例', case_ids: [caseId] } });
    expect(linked.data.cases).toEqual([{ id: caseId, title: '第二院校专属案例' }]);
  });
});

describe('classes and courses', () => {
  it('deleting a class assigned to a course works and removes the assignment', async () => {
    const klass = await t.call<{ id: number }>('POST', '/api/admin/class', { as: eduadmin, body: { name: '金融2399' } });
    const course = await t.call<CourseDetail>('POST', '/api/admin/course', { as: eduadmin, body: { title: '班级删除', class_ids: [klass.data.id, classId] } });
    expect(course.data.classes.map((c) => c.id).sort()).toEqual([classId, klass.data.id].sort());
    expect((await t.call('DELETE', `/api/admin/class/${klass.data.id}`, { as: eduadmin })).code).toBe(1);
    expect((await t.call<CourseDetail>('GET', `/api/admin/course/${course.data.id}`, { as: eduadmin })).data.classes.map((c) => c.id)).toEqual([classId]);
  });
});
