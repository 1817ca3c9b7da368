// The landing pages' attention panel (issue 18): one call, four answers by role, and nothing of another college.
import { DASHBOARD_CALLS, DASHBOARD_LIMITS, type CollegeAdminDashboard, type Dashboard, type StudentDashboard, type SystemAdminDashboard, type TeacherDashboard } from '@finedu/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { chapterReads, chapters, classes, courseClasses, examAttempts, examClasses, exams, users } from '../../src/db/schema/index.js';
import { DEMO_CLASS } from '../../src/seed/users.js';
import { DEMO_EXAM_TITLE } from '../../src/seed/exams.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let t: TestApp;
let admin: Session;
let eduadmin: Session;
let eduadmin2: Session;
let teacher: Session;
let teacher2: Session;
let student: Session;
let student2: Session;
const DAY = 86_400_000;
const { method, path } = DASHBOARD_CALLS.myDashboard;

beforeAll(async () => {
  t = await createTestApp();
  [admin, eduadmin, eduadmin2, teacher, teacher2, student, student2] = (await Promise.all(
    ['admin', 'eduadmin', 'eduadmin2', 'teacher', 'teacher2', 'student', 'student2'].map((u) => t.login(u)),
  )) as [Session, Session, Session, Session, Session, Session, Session];
}, 180_000);
afterAll(async () => t.close());

async function dashboard<T extends Dashboard>(as: Session, kind: T['kind']): Promise<T> {
  const res = await t.call<Dashboard>(method, path, { as });
  expect(res.code).toBe(1);
  expect(res.data.kind).toBe(kind);
  return res.data as T;
}

/** An exam of a college, inserted as the scheduler would leave it (the paper is not read by the panel). */
async function exam(eduId: number, title: string, startAt: Date, endAt: Date, extra: Partial<typeof exams.$inferInsert> = {}): Promise<number> {
  const [row] = await t.app.db
    .insert(exams)
    .values({ eduId, title, paperId: 0, paperTitle: title, snapshot: [], totalScore: 100, questionCount: 0, startAt, endAt, durationMinutes: 60, ...extra })
    .returning({ id: exams.id });
  return row!.id;
}

async function attempt(examId: number, userId: number, values: Partial<typeof examAttempts.$inferInsert>): Promise<void> {
  const now = new Date();
  await t.app.db.insert(examAttempts).values({ examId, userId, attemptNo: 1, startedAt: now, deadline: new Date(now.getTime() + 3_600_000), questionOrder: [], ...values });
}

async function demoClass(): Promise<number> {
  const [row] = await t.app.db.select({ id: classes.id }).from(classes).where(eq(classes.name, DEMO_CLASS));
  return row!.id;
}

describe('GET /api/admin/dashboard', () => {
  it('refuses a signed-out caller and a role without a landing panel', async () => {
    expect((await t.call(method, path)).code).not.toBe(1);
    const systeacher = await t.login('systeacher');
    const res = await t.call(method, path, { as: systeacher });
    expect(res.code).not.toBe(1);
    expect(res.data).toBeFalsy();
  });

  it("answers a teacher the exams to mark and running, the students behind and the lab results — of their own college only", async () => {
    const eduId = teacher.user.edu_id!;
    const classId = await demoClass();
    const [demoExam] = await t.app.db.select({ id: exams.id }).from(exams).where(and(eq(exams.eduId, eduId), eq(exams.title, DEMO_EXAM_TITLE)));
    // A submitted answer sheet with two items to mark, and one being written.
    await attempt(demoExam!.id, student.user.id, { status: 'submitted', submittedAt: new Date(), score: 10, unmarked: 2 });
    // A second student in the class who never read anything, and a closed exam nobody started.
    const [late] = await t.app.db
      .insert(users)
      .values({ username: 'dash_late', name: '迟同学', role: 'edu_student', eduId, classId, password: 'x' })
      .returning({ id: users.id });
    const missed = await exam(eduId, '上周小测', new Date(Date.now() - 3 * DAY), new Date(Date.now() - 2 * DAY), { createdBy: teacher.user.id });
    await t.app.db.insert(examClasses).values({ examId: missed, classId });
    // The demo student has learned every item of the class's courses (the study rule held for each).
    const courseIds = (await t.app.db.select({ id: courseClasses.courseId }).from(courseClasses).where(eq(courseClasses.classId, classId))).map((r) => r.id);
    expect(courseIds.length).toBeGreaterThan(0);
    const items = await t.app.db.select({ id: chapters.id, courseId: chapters.courseId }).from(chapters).where(inArray(chapters.courseId, courseIds));
    await t.app.db.insert(chapterReads).values(items.map((c) => ({ userId: student.user.id, chapterId: c.id, courseId: c.courseId, reachedEnd: true, learnedAt: new Date() }))).onConflictDoNothing();
    // Another college's exam with answers to mark, running now.
    const other = await exam(teacher2.user.edu_id!, '第二院校考试', new Date(Date.now() - DAY), new Date(Date.now() + DAY), { createdBy: teacher2.user.id });
    await attempt(other, student2.user.id, { status: 'submitted', submittedAt: new Date(), score: 5, unmarked: 3 });

    const data = await dashboard<TeacherDashboard>(teacher, 'teacher');
    expect(data.marking).toEqual([{ kind: 'exam', id: demoExam!.id, title: DEMO_EXAM_TITLE, attempts: 1, items: 2 }]);
    expect(data.marking_students).toBe(1);
    const running = data.running.find((e) => e.exam_id === demoExam!.id);
    expect(running).toMatchObject({ title: DEMO_EXAM_TITLE, submitted: 1, in_progress: 0 });
    expect(running!.candidates).toBeGreaterThanOrEqual(2);
    expect(data.running.map((e) => e.exam_id)).not.toContain(other);
    expect(data.behind).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: late!.id, name: '迟同学', reason: 'progress', progress: 0, class_progress: 50, class_id: classId }),
        expect.objectContaining({ user_id: late!.id, reason: 'missed_exam', exam_id: missed, exam_title: '上周小测' }),
        expect.objectContaining({ user_id: student.user.id, reason: 'missed_exam', exam_id: missed }),
      ]),
    );
    // The demo student is ahead of the class: never behind on progress.
    expect(data.behind.filter((b) => b.user_id === student.user.id && b.reason === 'progress')).toEqual([]);
    expect(data.behind.length).toBeLessThanOrEqual(DASHBOARD_LIMITS.behind);
    // The seeded lab attempt of the demo student.
    expect(data.lab_results.length).toBeGreaterThan(0);
    expect(data.lab_results[0]).toMatchObject({ user_name: '李同学', completed: expect.any(Boolean) });

    // The other college's teacher sees their own exam, and nothing of the first college.
    const data2 = await dashboard<TeacherDashboard>(teacher2, 'teacher');
    expect(data2.marking).toEqual([{ kind: 'exam', id: other, title: '第二院校考试', attempts: 1, items: 3 }]);
    expect(data2.running.map((e) => e.exam_id)).toEqual([other]);
    const raw = JSON.stringify(data2);
    for (const word of [DEMO_EXAM_TITLE, '迟同学', '李同学', '上周小测']) expect(raw).not.toContain(word);
  });

  it("answers a student the next exam, the next unread section and the released results — never another student's", async () => {
    const data = await dashboard<StudentDashboard>(student, 'student');
    // The demo exam was submitted above (its only attempt): the next one is a newer exam of the class.
    const classId = await demoClass();
    const soon = await exam(student.user.edu_id!, '下周测验', new Date(Date.now() + DAY), new Date(Date.now() + 2 * DAY), { showResults: 'after_submit' });
    await t.app.db.insert(examClasses).values({ examId: soon, classId });
    expect(data.results.every((r) => r.kind === 'lab' || r.title !== DEMO_EXAM_TITLE)).toBe(true); // after_close: not released yet

    const later = await dashboard<StudentDashboard>(student, 'student');
    expect(later.next_exam).toMatchObject({ exam_id: soon, title: '下周测验', status: 'upcoming', duration_minutes: 60 });
    // Every item was read in the teacher's test: nothing left to read.
    expect(later.next_section).toBeNull();
    expect(later.results.some((r) => r.kind === 'lab' && r.total === 100)).toBe(true);

    // A released score appears; the exam is open, so the panel says the student may start.
    const released = await exam(student.user.edu_id!, '随堂测', new Date(Date.now() - DAY), new Date(Date.now() + DAY), { showResults: 'after_submit', attempts: 2 });
    await t.app.db.insert(examClasses).values({ examId: released, classId });
    await attempt(released, student.user.id, { status: 'submitted', submittedAt: new Date(), score: 88 });
    const after = await dashboard<StudentDashboard>(student, 'student');
    expect(after.results[0]).toMatchObject({ kind: 'exam', id: released, title: '随堂测', score: 88, total: 100 });
    expect(after.next_exam).toMatchObject({ exam_id: released, status: 'open' }); // one attempt left, earlier than 下周测验

    const other = await dashboard<StudentDashboard>(student2, 'student');
    const raw = JSON.stringify(other);
    for (const word of ['随堂测', '下周测验', DEMO_EXAM_TITLE]) expect(raw).not.toContain(word);
  });

  it('answers a student with unread sections the first of them, with its course and chapter', async () => {
    const [row] = await t.app.db.insert(users).values({ username: 'dash_new', name: '新同学', role: 'edu_student', eduId: student.user.edu_id!, classId: await demoClass(), password: 'x' }).returning({ id: users.id });
    const [hash] = await t.app.db.select({ password: users.password }).from(users).where(eq(users.id, student.user.id));
    await t.app.db.update(users).set({ password: hash!.password }).where(eq(users.id, row!.id));
    const fresh = await t.login('dash_new');
    const data = await dashboard<StudentDashboard>(fresh, 'student');
    expect(data.next_section).toMatchObject({ course_id: expect.any(Number), course_title: expect.any(String), section_title: expect.any(String), read: 0 });
    expect(data.next_section!.total).toBeGreaterThan(0);
    expect(data.results).toEqual([]);
  });

  it("answers a college admin their college's counts, unchanged by another college", async () => {
    // Seen today (the activity recorder writes last_seen_at in batches): the teacher here, everyone in the second college.
    await t.app.db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, teacher.user.id));
    await t.app.db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.eduId, eduadmin2.user.edu_id!));
    const before = await dashboard<CollegeAdminDashboard>(eduadmin, 'college_admin');
    expect(before.students).toBeGreaterThanOrEqual(1);
    expect(before).toMatchObject({ teachers: 1, admins: 1, classes: 1 });
    expect(before.courses).toBeGreaterThan(0);
    expect(before.exams_running).toBeGreaterThanOrEqual(1);
    expect(before.active_today).toBeGreaterThanOrEqual(1);
    const second = await dashboard<CollegeAdminDashboard>(eduadmin2, 'college_admin');
    expect(second.active_today).toBe(second.students + second.teachers + second.admins);
    await t.app.db.insert(users).values({ username: 'dash_second', name: '二院学生', role: 'edu_student', eduId: eduadmin2.user.edu_id!, password: 'x' });
    expect((await dashboard<CollegeAdminDashboard>(eduadmin2, 'college_admin')).students).toBe(second.students + 1);
    expect((await dashboard<CollegeAdminDashboard>(eduadmin, 'college_admin')).students).toBe(before.students);
  });

  it("answers the system admin the platform's counts, kernels unknown without a notebook service", async () => {
    const data = await dashboard<SystemAdminDashboard>(admin, 'system_admin');
    expect(data.colleges).toBe(2);
    expect(data.users).toBeGreaterThanOrEqual(8);
    expect(data.courses).toBeGreaterThan(0);
    expect(data.block_cases).toBeGreaterThan(0);
    expect(data.exams_running).toBeGreaterThanOrEqual(2);
    expect(data.kernels_running).toBeNull();
  });
});
