// The marking queue (issue 34): exam answers and case rubrics waiting, per class, inside the caller's college; the
// landing page's 待批阅 count is the queue's own total, so the two agree.
import { createHash } from 'node:crypto';
import type { AttemptView, CaseList, CurrentUser, CaseScore, CaseStudentList, ClassDetail, Dashboard, MarkingWork, MediaCheckResult, SignPartsResponse, SubmitResult, TeacherDashboard, UploadSession } from '@finedu/domain';
import { DEMO_CASES } from '../../src/seed/cases.js';
import type { Session } from '../helper.js';
import { addStudents, createExam, createPaper, setUp, type ExamFixture } from '../exams/fixtures.js';

let f: ExamFixture;
let stock: number;
let stockTitle: string;

const queueOf = async (as: Session) => {
  const res = await f.t.call<MarkingWork>('GET', '/api/admin/marking', { as });
  expect(res.code).toBe(1);
  return res.data;
};
const dashboardOf = async (as: Session) => {
  const res = await f.t.call<Dashboard>('GET', '/api/admin/dashboard', { as });
  expect(res.data.kind).toBe('teacher');
  return res.data as TeacherDashboard;
};

/** Uploads `bytes` as `filename` through the upload calls; returns the object key. */
async function upload(as: Session, filename: string, bytes: Buffer): Promise<string> {
  const created = await f.t.call<UploadSession>('POST', '/api/admin/upload', { as, body: { filename, size: bytes.length, md5: createHash('md5').update(bytes).digest('hex') } });
  const signed = await f.t.call<SignPartsResponse>('POST', `/api/admin/upload/${created.data.id}/sign`, { as, body: { part_numbers: [1] } });
  const put = await fetch(new URL(signed.data.parts[0]!.url, f.t.baseUrl), { method: 'PUT', body: new Uint8Array(bytes) });
  await f.t.call('POST', `/api/admin/upload/${created.data.id}/part`, { as, body: { part_number: 1, etag: put.headers.get('etag') ?? '', size: bytes.length } });
  expect((await f.t.call('POST', `/api/admin/upload/${created.data.id}/complete`, { as, body: {} })).code).toBe(1);
  return created.data.key;
}

beforeAll(async () => {
  f = await setUp();
  const systeacher = await f.t.login('systeacher');
  const cases = await f.t.call<CaseList>('GET', '/api/admin/bigdata/case', { as: systeacher });
  const found = cases.data.list.find((c) => c.title === DEMO_CASES.find((d) => d.slug === 'demo-stock-risk')!.title)!;
  stock = found.id;
  stockTitle = found.title;
}, 180_000);
afterAll(async () => f.t.close());

describe('GET /api/admin/marking', () => {
  it("refuses students and signed-out callers; the menu entry and permission are the staff's", async () => {
    expect((await f.t.call('GET', '/api/admin/marking', { as: f.student })).code).not.toBe(1);
    expect((await f.t.call('GET', '/api/admin/marking')).code).not.toBe(1);
    for (const [as, staff] of [[f.teacher, true], [f.eduadmin, true], [f.student, false]] as const) {
      const current = await f.t.call<CurrentUser>('GET', '/api/admin/current', { as });
      expect(current.data.allow_routes.includes('EduMarking')).toBe(staff);
      expect(current.data.permission['marking.view']).toBe(staff);
    }
  });

  it('lists a subjective exam answer and an unmarked case rubric, agreeing with the landing page, and never across colleges', async () => {
    const before = await queueOf(f.teacher);
    expect((await dashboardOf(f.teacher)).marking_students).toBe(before.students);

    // A new student of 金融2301 (headed by `teacher`) answers the short question of an exam and submits.
    const [pupil] = await addStudents(f, 1);
    const { questions, paper } = await createPaper(f);
    const exam = await createExam(f, paper.id, { title: '批阅队列测验' });
    const attempt = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: pupil! })).data;
    const saved = await f.t.call('PUT', `/api/exam/attempt/${attempt.id}/answers`, { as: pupil!, body: { answers: [{ question_id: questions[4]!.id, response: '有效市场假说的三种形式', revision: 1 }] } });
    expect(saved.code).toBe(1);
    expect((await f.t.call<SubmitResult>('POST', `/api/exam/attempt/${attempt.id}/submit`, { as: pupil! })).code).toBe(1);
    // The same student hands in the stock case's report: its rubric (analysis 10 + style 5) now waits for the teacher.
    const key = await upload(pupil!, 'report.md', Buffer.from('# 报告\n波动率最高的是 BBB。\n'));
    const checked = await f.t.call<MediaCheckResult>('POST', '/api/classroom/bigdata/case/doc/media-check', { as: pupil!, body: { case_id: stock, key, filename: 'report.md' } });
    expect(checked.data.recorded).toBe(true);

    const after = await queueOf(f.teacher);
    const examRow = after.list.find((r) => r.kind === 'exam' && r.id === exam.id);
    expect(examRow).toMatchObject({ title: '批阅队列测验', class_id: f.classId, class_name: '金融2301', students: 1, items: 1, can_mark: true });
    const caseRow = after.list.find((r) => r.kind === 'case' && r.id === stock && r.class_id === f.classId)!;
    expect(caseRow).toMatchObject({ title: stockTitle, class_name: '金融2301', can_mark: true });
    const caseBefore = before.list.find((r) => r.kind === 'case' && r.id === stock && r.class_id === f.classId);
    expect(caseRow.students).toBe((caseBefore?.students ?? 0) + 1);
    expect(caseRow.items).toBe((caseBefore?.items ?? 0) + 2);
    expect(after.students).toBe(before.students + 2);
    expect(after.list.map((r) => Date.parse(r.since))).toEqual(after.list.map((r) => Date.parse(r.since)).sort((a, b) => a - b));

    // The landing page's count is the queue's, and its list names the exam and the case.
    const dashboard = await dashboardOf(f.teacher);
    expect(dashboard.marking_students).toBe(after.students);
    expect(dashboard.marking.find((m) => m.kind === 'exam' && m.id === exam.id)).toMatchObject({ attempts: 1, items: 1 });
    expect(dashboard.marking.some((m) => m.kind === 'case' && m.id === stock)).toBe(true);

    // The student's case score says the rubric waits: nothing marked is pending, not 0.
    const score = await f.t.call<CaseScore>('GET', `/api/classroom/bigdata/case/${stock}/score`, { as: pupil! });
    expect(score.data.manual).toMatchObject({ score: 0, max: 15, pending: 15, marked_at: null });
    const listed = await f.t.call<CaseStudentList>('GET', `/api/classroom/bigdata/user?case_id=${stock}`, { as: f.teacher });
    expect(listed.data.list.find((s) => s.user_id === pupil!.user.id)).toMatchObject({ manual_score: null, manual_pending: 15 });

    // One rubric item marked: the other still waits (one item, 5 points); both marked: the row's student leaves.
    const mark = (items: Array<{ rubric_id: string; points: number }>) => f.t.call('POST', '/api/classroom/bigdata/marking', { as: f.teacher, body: { case_id: stock, user_id: pupil!.user.id, items } });
    expect((await mark([{ rubric_id: 'analysis', points: 8 }])).code).toBe(1);
    const partly = (await queueOf(f.teacher)).list.find((r) => r.kind === 'case' && r.id === stock && r.class_id === f.classId)!;
    expect(partly.items).toBe(caseRow.items - 1);
    expect((await f.t.call<CaseScore>('GET', `/api/classroom/bigdata/case/${stock}/score`, { as: pupil! })).data.manual).toMatchObject({ score: 8, pending: 5 });
    expect((await mark([{ rubric_id: 'analysis', points: 8 }, { rubric_id: 'style', points: 0 }])).code).toBe(1);
    const marked = await queueOf(f.teacher);
    expect(marked.students).toBe(after.students - 1);
    expect((await f.t.call<CaseScore>('GET', `/api/classroom/bigdata/case/${stock}/score`, { as: pupil! })).data.manual).toMatchObject({ score: 8, pending: 0 });
    expect((await dashboardOf(f.teacher)).marking_students).toBe(marked.students);

    // The college admin reads the college's queue (case rows read-only); college 2 sees none of college 1's rows.
    const college = await queueOf(f.eduadmin);
    expect(college.list.find((r) => r.kind === 'exam' && r.id === exam.id)).toMatchObject({ students: 1, can_mark: true });
    expect(college.list.filter((r) => r.kind === 'case').every((r) => !r.can_mark)).toBe(true);
    for (const other of [f.teacher2, await f.t.login('eduadmin2')]) {
      const theirs = await queueOf(other);
      expect(theirs.list.some((r) => r.kind === 'exam' && r.id === exam.id)).toBe(false);
      expect(theirs.list.some((r) => r.class_id === f.classId)).toBe(false);
    }
    expect((await dashboardOf(f.teacher2)).marking_students).toBe((await queueOf(f.teacher2)).students);
  });

  it("counts college 2's own case work for teacher2 and not for teacher", async () => {
    const eduadmin2 = await f.t.login('eduadmin2');
    const klass = await f.t.call<ClassDetail>('POST', '/api/admin/class', { as: eduadmin2, body: { name: '数据2499', teacher_id: f.teacher2.user.id } });
    expect(klass.code).toBe(1);
    await f.t.call('PUT', `/api/admin/class/${klass.data.id}/members`, { as: eduadmin2, body: { user_ids: [f.student2.user.id] } });
    const before = await queueOf(f.teacher);
    const key = await upload(f.student2, 'r2.md', Buffer.from('# 第二学院的报告\n'));
    expect((await f.t.call<MediaCheckResult>('POST', '/api/classroom/bigdata/case/doc/media-check', { as: f.student2, body: { case_id: stock, key, filename: 'r2.md' } })).data.recorded).toBe(true);
    const theirs = await queueOf(f.teacher2);
    expect(theirs.list.find((r) => r.kind === 'case' && r.id === stock)).toMatchObject({ class_id: klass.data.id, class_name: '数据2499', students: 1, items: 2 });
    expect((await dashboardOf(f.teacher2)).marking_students).toBe(theirs.students);
    expect((await queueOf(f.teacher)).students).toBe(before.students);
  });
});
