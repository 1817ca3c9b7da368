// The course gradebook (issue 34) over HTTP: weights, the missing rule, overrides in the audit trail, the 教务 export
// read back from the xlsx, a manual column's import refused whole for a bad row, the student's own view and the
// college boundary. Scores come from the real tables each source writes (attempts through the exam API).
import ExcelJS from 'exceljs';
import type { AttemptView, CourseGradebook, GradebookAuditEntry, GradebookCompetitionSession, MyCourseGradebook } from '@finedu/domain';
import {
  blockCases,
  blockLabAttempts,
  caseEvaluations,
  caseMarkings,
  cases,
  caseTypes,
  chapterBlockCases,
  chapters,
  competitionGroups,
  competitionParticipants,
  competitionResults,
  competitions,
  competitionSessions,
  competitionTeams,
  courseClasses,
  courses,
  courseTeachers,
} from '../../src/db/schema/index.js';
import type { Session } from '../helper.js';
import { addStudents, createExam, createPaper, MINUTE, QUESTIONS, setUp, type ExamFixture } from '../exams/fixtures.js';

let f: ExamFixture;
let courseId: number;
let classId: number;
let students: Session[];
let examKey: string;
let caseKey: string;
let labKey: string;
let manualKey: string;
let manualId: number;
const DAY = 24 * 60 * MINUTE;

const book = async (as: Session = f.teacher) => {
  const res = await f.t.call<CourseGradebook>('GET', `/api/gradebook/course/${courseId}`, { as });
  if (res.code !== 1) throw new Error(res.message);
  return res.data;
};
const rowOf = (b: CourseGradebook, s: Session) => b.students.find((r) => r.user_id === s.user.id)!;
const cellOf = (b: CourseGradebook, s: Session, key: string) => rowOf(b, s).cells[b.items.findIndex((i) => i.key === key)]!;

/** 平时 40 % (by item weight: 考勤 1, the case 1, the lab 2) and 期末 60 % (by points: the exam). */
const setup = (patch: { caseZero?: boolean; caseDeadline?: string | null } = {}) => ({
  categories: [
    { name: '平时', weight: 40, aggregation: 'weighted' },
    { name: '期末', weight: 60, aggregation: 'natural' },
  ],
  items: [
    { key: manualKey, category: '平时', weight: 1, excluded: false, zero_when_missing: false, deadline: null },
    { key: caseKey, category: '平时', weight: 1, excluded: false, zero_when_missing: patch.caseZero ?? false, deadline: patch.caseDeadline ?? null },
    { key: labKey, category: '平时', weight: 2, excluded: false, zero_when_missing: false, deadline: null },
    { key: examKey, category: '期末', weight: 1, excluded: false, zero_when_missing: false, deadline: null },
  ],
  letters: [
    { letter: '优秀', min: 90 },
    { letter: '良好', min: 80 },
    { letter: '中等', min: 70 },
    { letter: '及格', min: 60 },
    { letter: '不及格', min: 0 },
  ],
});

beforeAll(async () => {
  f = await setUp();
  const db = f.t.app.db;
  const eduId = f.teacher.user.edu_id!;
  const klass = await f.t.call<{ id: number }>('POST', '/api/admin/class', { as: f.eduadmin, body: { name: '金融2398', grade: '2023' } });
  classId = klass.data.id;
  students = await addStudents(f, 3, classId);
  const [course] = await db.insert(courses).values({ eduId, title: '金融学（成绩册）', status: 'published' }).returning();
  courseId = course!.id;
  await db.insert(courseTeachers).values({ courseId, userId: f.teacher.user.id });
  await db.insert(courseClasses).values({ courseId, classId });
  // A case of 60 test points and 40 rubric points, and a ledger lab (scored out of 100), linked from a chapter.
  const [type] = await db.select({ id: caseTypes.id }).from(caseTypes).limit(1);
  const [kase] = await db
    .insert(cases)
    .values({
      typeId: type!.id,
      title: '资产定价案例',
      status: 'published',
      tests: [{ id: 't1', name: '收益率', code: 'assert True', points: 60 }],
      rubric: [{ id: 'r1', name: '报告', points: 40, description: '' }],
    })
    .returning();
  const [lab] = await db.select({ id: blockCases.id }).from(blockCases).limit(1);
  const [chapter] = await db.insert(chapters).values({ courseId, title: '第一章', caseIds: [kase!.id] }).returning();
  await db.insert(chapterBlockCases).values({ chapterId: chapter!.id, blockCaseId: lab!.id });
  const [s0, s1] = students;
  // s0: tests 54 + rubric 30 = 84 / 100; s1: tests only (not marked yet); s2: nothing.
  await db.insert(caseEvaluations).values([
    { caseId: kase!.id, userId: s0!.user.id, score: 20, maxScore: 60, results: [] },
    { caseId: kase!.id, userId: s0!.user.id, score: 54, maxScore: 60, results: [] },
    { caseId: kase!.id, userId: s1!.user.id, score: 60, maxScore: 60, results: [] },
  ]);
  await db.insert(caseMarkings).values({ caseId: kase!.id, userId: s0!.user.id, teacherId: f.teacher.user.id, items: [], score: 30 });
  await db.insert(blockLabAttempts).values([
    { caseId: lab!.id, userId: s0!.user.id, eduId, score: 80 },
    { caseId: lab!.id, userId: s1!.user.id, eduId, score: 60 },
  ]);
  // An exam of one single-choice question worth 2: s0 right, s1 wrong, s2 does not sit it.
  const { paper, questions } = await createPaper(f, f.teacher, [QUESTIONS[0]!]);
  const exam = await createExam(f, paper.id, { class_ids: [classId], title: '期末考试' });
  for (const [i, s] of [s0!, s1!].entries()) {
    const attempt = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s })).data;
    await f.t.call('PUT', `/api/exam/attempt/${attempt.id}/answers`, { as: s, body: { answers: [{ question_id: questions[0]!.id, response: i === 0 ? 'B' : 'A', revision: 1 }] } });
    const submitted = await f.t.call('POST', `/api/exam/attempt/${attempt.id}/submit`, { as: s });
    if (submitted.code !== 1) throw new Error(submitted.message);
  }
  const column = await f.t.call<{ id: number }>('POST', `/api/gradebook/course/${courseId}/manual`, { as: f.teacher, body: { title: '考勤', max_score: 10 } });
  manualId = column.data.id;
  examKey = `exam:${exam.id}`;
  caseKey = `case:${kase!.id}`;
  labKey = `lab:${lab!.id}`;
  manualKey = `manual:${manualId}`;
  for (const [s, score] of [[s0!, 10], [s1!, 5]] as const) {
    const res = await f.t.call('PUT', `/api/gradebook/course/${courseId}/manual/${manualId}/score`, { as: f.teacher, body: { user_id: s.user.id, score } });
    if (res.code !== 1) throw new Error(res.message);
  }
}, 180_000);
afterAll(async () => f.t.close());

describe('the course gradebook', () => {
  it('lists every item of the course with its full marks; nothing counts before categories exist', async () => {
    const b = await book();
    expect(b.items.map((i) => [i.key, i.kind, i.max_score])).toEqual([
      [examKey, 'exam', 2],
      [caseKey, 'case', 100],
      [labKey, 'lab', 100],
      [manualKey, 'manual', 10],
    ]);
    expect(b.editable).toBe(true);
    expect(b.classes).toEqual([{ id: classId, name: '金融2398' }]);
    expect(rowOf(b, students[0]!).total).toBeNull();
    expect(cellOf(b, students[0]!, caseKey)).toMatchObject({ score: 84, state: 'uncategorised' });
    // s1's case is run but not marked: pending, no score (not 60 / 100, not 0).
    expect(cellOf(b, students[1]!, caseKey)).toMatchObject({ score: null, pending: true });
  });

  it('weights categories and items, leaves missing work out, and maps the letter', async () => {
    const saved = await f.t.call<CourseGradebook>('PUT', `/api/gradebook/course/${courseId}/setup`, { as: f.teacher, body: setup() });
    expect(saved.code).toBe(1);
    const b = saved.data;
    expect(b.categories.map((c) => [c.name, c.weight, c.aggregation])).toEqual([
      ['平时', 40, 'weighted'],
      ['期末', 60, 'natural'],
    ]);
    // s0: 平时 (1·10/10 + 1·84/100 + 2·80/100)/4 = 86 %; 期末 2/2 = 100 %; 总评 0.4·86 + 0.6·100 = 94.4 (优秀).
    expect(rowOf(b, students[0]!)).toMatchObject({ categories: [86, 100], total: 94.4, letter: '优秀', missing: 0 });
    // s1: the unmarked case is left out: 平时 (1·0.5 + 2·0.6)/3 = 56.67 %; 期末 0/2 = 0 %; 总评 0.4·56.667 = 22.67.
    expect(rowOf(b, students[1]!)).toMatchObject({ categories: [56.67, 0], total: 22.67, letter: '不及格', missing: 1 });
    expect(cellOf(b, students[1]!, caseKey).state).toBe('missing');
    // s2 has done nothing: no total rather than 0.
    expect(rowOf(b, students[2]!)).toMatchObject({ categories: [null, null], total: null, letter: null, missing: 4 });
  });

  it('counts missing work as zero only after its deadline, and refuses it before', async () => {
    const future = new Date(f.clock.now().getTime() + DAY).toISOString();
    const early = await f.t.call('PUT', `/api/gradebook/course/${courseId}/setup`, { as: f.teacher, body: setup({ caseZero: true, caseDeadline: future }) });
    expect(early.code).toBe(0);
    expect(early.message).toMatch(/截止时间过后/);
    const en = await f.t.call('PUT', `/api/gradebook/course/${courseId}/setup`, { as: f.teacher, headers: { 'accept-language': 'en-US' }, body: setup({ caseZero: true, caseDeadline: future }) });
    expect(en.message).toMatch(/only after its deadline/);
    const noFloor = await f.t.call('PUT', `/api/gradebook/course/${courseId}/setup`, { as: f.teacher, body: { ...setup(), letters: [{ letter: '及格', min: 60 }] } });
    expect(noFloor.message).toMatch(/等级设置有误/);
    const past = new Date(f.clock.now().getTime() - DAY).toISOString();
    const saved = await f.t.call<CourseGradebook>('PUT', `/api/gradebook/course/${courseId}/setup`, { as: f.teacher, body: setup({ caseZero: true, caseDeadline: past }) });
    expect(saved.code).toBe(1);
    // s1: 平时 (1·0.5 + 1·0 + 2·0.6)/4 = 42.5 %; 总评 0.4·42.5 + 0.6·0 = 17.
    expect(rowOf(saved.data, students[1]!)).toMatchObject({ categories: [42.5, 0], total: 17 });
    expect(cellOf(saved.data, students[1]!, caseKey).state).toBe('zero_missing');
    // s2: only the case counts (as 0); the open exam is still missing, not zero.
    expect(rowOf(saved.data, students[2]!)).toMatchObject({ categories: [0, null], total: 0 });
  });

  it('overrides an item and the total with a reason, shows them as such and audits who, when, old, new and why', async () => {
    const [, s1, s2] = students;
    const noReason = await f.t.call('PUT', `/api/gradebook/course/${courseId}/override`, { as: f.teacher, body: { user_id: s1!.user.id, item: examKey, score: 1, reason: '' } });
    expect(noReason.code).toBe(0);
    const tooHigh = await f.t.call('PUT', `/api/gradebook/course/${courseId}/override`, { as: f.teacher, body: { user_id: s1!.user.id, item: examKey, score: 3, reason: '复核' } });
    expect(tooHigh.message).toMatch(/满分 2/);
    expect((await f.t.call('PUT', `/api/gradebook/course/${courseId}/override`, { as: f.teacher, body: { user_id: s1!.user.id, item: examKey, score: 1, reason: '复核后给分' } })).code).toBe(1);
    expect((await f.t.call('PUT', `/api/gradebook/course/${courseId}/override`, { as: f.teacher, body: { user_id: s2!.user.id, item: 'total', score: 60, reason: '缓考，按补考成绩' } })).code).toBe(1);
    const b = await book();
    // s1: 期末 1/2 = 50 %; 总评 0.4·42.5 + 0.6·50 = 47.
    expect(cellOf(b, s1!, examKey)).toMatchObject({ score: 0, override: 1, state: 'overridden' });
    expect(rowOf(b, s1!)).toMatchObject({ categories: [42.5, 50], total: 47 });
    expect(rowOf(b, s2!)).toMatchObject({ total: 60, computed: 0, total_overridden: true, letter: '及格' });
    const audit = await f.t.call<{ list: GradebookAuditEntry[] }>('GET', `/api/gradebook/course/${courseId}/audit`, { as: f.teacher });
    const overrides = audit.data.list.filter((e) => e.action === 'override');
    expect(overrides.map((e) => [e.user_id, e.item, e.old_score, e.new_score, e.reason])).toEqual([
      [s2!.user.id, 'total', 0, 60, '缓考，按补考成绩'],
      [s1!.user.id, examKey, 0, 1, '复核后给分'],
    ]);
    expect(overrides[0]!.actor_name).not.toBe('');
    expect(Number.isNaN(Date.parse(overrides[0]!.created_at))).toBe(false);
    // Clearing needs a reason too, and is audited with the value restored.
    expect((await f.t.call('PUT', `/api/gradebook/course/${courseId}/override`, { as: f.teacher, body: { user_id: s2!.user.id, item: 'total', score: null, reason: '补考成绩已录入' } })).code).toBe(1);
    expect(rowOf(await book(), s2!)).toMatchObject({ total: 0, total_overridden: false });
    const cleared = (await f.t.call<{ list: GradebookAuditEntry[] }>('GET', `/api/gradebook/course/${courseId}/audit`, { as: f.teacher })).data.list[0]!;
    expect([cleared.action, cleared.old_score, cleared.new_score]).toEqual(['clear', 60, 0]);
  });

  it('exports 学号, 姓名, one column per category, 总评 and 等级 as the page shows them', async () => {
    const res = await f.t.request(`/api/gradebook/course/${courseId}/export`, { as: f.teacher });
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    const xlsx = new ExcelJS.Workbook();
    await xlsx.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const sheet = xlsx.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['学号', '姓名', '平时', '期末', '总评', '等级']);
    const rows = [2, 3, 4].map(values);
    const [s0, s1] = students;
    expect(rows.find((r) => r[0] === s0!.user.username)).toEqual([s0!.user.username, s0!.user.name, 86, 100, 94.4, '优秀']);
    expect(rows.find((r) => r[0] === s1!.user.username)).toEqual([s1!.user.username, s1!.user.name, 42.5, 50, 47, '不及格']);
  });

  it('imports a manual column all or nothing, naming each bad row in both languages', async () => {
    const [s0, s1, s2] = students;
    const file = async (rows: Array<[string, string | number]>) => {
      const xlsx = new ExcelJS.Workbook();
      const sheet = xlsx.addWorksheet('考勤');
      sheet.addRow(['学号', '成绩']);
      for (const r of rows) sheet.addRow(r);
      return Buffer.from(await xlsx.xlsx.writeBuffer());
    };
    const url = `/api/gradebook/course/${courseId}/manual/${manualId}/import`;
    const bad = await file([[s0!.user.username, 8], [s1!.user.username, 'abc'], ['nobody', 3], [s2!.user.username, 11]]);
    const refused = await f.t.call(`POST`, url, { as: f.teacher, body: bad, headers: { 'content-type': 'application/octet-stream' } });
    expect(refused.code).toBe(0);
    expect(refused.message).toMatch(/第 3 行.*第 4 行.*第 5 行/);
    expect(refused.message).not.toMatch(/第 2 行/);
    const english = await f.t.call(`POST`, url, { as: f.teacher, body: bad, headers: { 'content-type': 'application/octet-stream', 'accept-language': 'en-US' } });
    expect(english.message).toMatch(/Row 3: .*Row 4: .*Row 5: /);
    // Nothing was written: s0 keeps 10.
    expect(cellOf(await book(), s0!, manualKey).score).toBe(10);
    const good = await f.t.call<{ imported: number }>(`POST`, url, { as: f.teacher, body: await file([[s0!.user.username, 8], [s2!.user.username, 9.5]]), headers: { 'content-type': 'application/octet-stream' } });
    expect(good.data).toEqual({ imported: 2 });
    const b = await book();
    expect([cellOf(b, s0!, manualKey).score, cellOf(b, s1!, manualKey).score, cellOf(b, s2!, manualKey).score]).toEqual([8, 5, 9.5]);
    const audit = (await f.t.call<{ list: GradebookAuditEntry[] }>('GET', `/api/gradebook/course/${courseId}/audit`, { as: f.teacher })).data.list;
    expect(audit.filter((e) => e.action === 'import').map((e) => [e.user_id, e.old_score, e.new_score])).toEqual(
      expect.arrayContaining([
        [s0!.user.id, 10, 8],
        [s2!.user.id, null, 9.5],
      ]),
    );
  });

  it("shows a student only their own row, with what is still missing", async () => {
    const [s0, , s2] = students;
    const mine = await f.t.call<{ list: MyCourseGradebook[] }>('GET', '/api/gradebook/mine', { as: s2! });
    const course = mine.data.list.find((c) => c.course.id === courseId)!;
    // s2: 考勤 9.5/10 and the case as 0 after its deadline: 平时 (0.95 + 0)/2 = 47.5 %; the exam is still to do.
    expect(course.categories.map((c) => [c.name, c.percent])).toEqual([
      ['平时', 47.5],
      ['期末', null],
    ]);
    expect(course.total).toBe(47.5);
    expect(course.missing).toEqual(['期末考试', expect.any(String)]);
    const own = await f.t.call<{ list: MyCourseGradebook[] }>('GET', '/api/gradebook/mine', { as: s0! });
    expect(own.data.list.find((c) => c.course.id === courseId)!.total).toBe(92.4);
    // A course whose gradebook is not set up yet (no category) is not listed: the demo courses of 金融2301 have none.
    const demo = await f.t.call<{ list: MyCourseGradebook[] }>('GET', '/api/gradebook/mine', { as: f.student });
    expect(demo.data.list).toEqual([]);
    // Students cannot open the course's book.
    expect((await f.t.call('GET', `/api/gradebook/course/${courseId}`, { as: s0! })).code).not.toBe(1);
  });

  it('refuses another college, and a teacher who does not teach the course cannot change it', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/gradebook/course/${courseId}`],
      ['GET', `/api/gradebook/course/${courseId}/audit`],
      ['GET', `/api/gradebook/class/${classId}`],
      ['PUT', `/api/gradebook/course/${courseId}/override`, { user_id: students[0]!.user.id, item: 'total', score: 100, reason: 'x' }],
    ] as const) {
      const res = await f.t.call(method, url, { as: f.teacher2, ...(body === undefined ? {} : { body }) });
      expect([url, res.code, res.message]).toEqual([url, 0, expect.stringMatching(/不存在/)]);
    }
    const exported = await f.t.request(`/api/gradebook/course/${courseId}/export`, { as: f.teacher2 });
    expect(((await exported.json()) as { code: number }).code).toBe(0);
    // The college admin reads it but does not change it.
    expect((await f.t.call('GET', `/api/gradebook/course/${courseId}`, { as: f.eduadmin })).data).toMatchObject({ editable: false });
    expect((await f.t.call('PUT', `/api/gradebook/course/${courseId}/setup`, { as: f.eduadmin, body: setup() })).code).not.toBe(1);
  });

  it("shows a class's totals per course", async () => {
    const res = await f.t.call<{ courses: Array<{ id: number }>; students: Array<{ user_id: number; totals: Array<number | null> }> }>('GET', `/api/gradebook/class/${classId}`, { as: f.teacher });
    const index = res.data.courses.findIndex((c) => c.id === courseId);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(res.data.students.find((s) => s.user_id === students[0]!.user.id)!.totals[index]).toBe(92.4);
  });

  it("adds a competition session's published results: the student's team's score, adjusted when adjusted", async () => {
    const db = f.t.app.db;
    const eduId = f.teacher.user.edu_id!;
    const [s0, s1, s2] = students;
    const now = f.clock.now();
    const [contest] = await db
      .insert(competitions)
      .values({ eduId, title: '课堂知识竞赛', kind: 'individual', registrationStart: new Date(now.getTime() - 3 * DAY), registrationEnd: new Date(now.getTime() - 2 * DAY), status: 'ended' })
      .returning();
    const [group] = await db.insert(competitionGroups).values({ competitionId: contest!.id, name: '本科组' }).returning();
    const [session] = await db
      .insert(competitionSessions)
      .values({ competitionId: contest!.id, stage: 'preliminary', title: '初赛', kind: 'quiz', startAt: new Date(now.getTime() - 2 * DAY), endAt: new Date(now.getTime() - DAY), metric: 'score', direction: 'max' })
      .returning();
    for (const [i, s] of [s0!, s1!, s2!].entries()) {
      const [team] = await db.insert(competitionTeams).values({ competitionId: contest!.id, groupId: group!.id, name: `队${i}`, captainId: s.user.id, eduId, inviteCode: `gbt${i}${now.getTime() % 100000}` }).returning();
      await db.insert(competitionParticipants).values({ competitionId: contest!.id, userId: s.user.id, groupId: group!.id, status: 'accepted', teamId: team!.id });
      // s0: 12, adjusted to 13 on review; s1: computed 9 but not published; s2: no result.
      if (i === 0) await db.insert(competitionResults).values({ sessionId: session!.id, teamId: team!.id, score: 12, adjustedScore: 13, publishedAt: now });
      if (i === 1) await db.insert(competitionResults).values({ sessionId: session!.id, teamId: team!.id, score: 9 });
    }
    const listed = await f.t.call<{ list: GradebookCompetitionSession[] }>('GET', `/api/gradebook/course/${courseId}/competition`, { as: f.teacher });
    expect(listed.data.list).toContainEqual(expect.objectContaining({ competition_session_id: session!.id, competition_title: '课堂知识竞赛', session_title: '初赛', added: false }));
    expect((await f.t.call('POST', `/api/gradebook/course/${courseId}/competition`, { as: f.teacher2, body: { competition_session_id: session!.id, max_score: 14 } })).code).toBe(0);
    expect((await f.t.call('POST', `/api/gradebook/course/${courseId}/competition`, { as: f.teacher, body: { competition_session_id: session!.id, max_score: 14 } })).code).toBe(1);
    const b = await book();
    const item = b.items.find((i) => i.kind === 'competition')!;
    expect([item.title, item.max_score, item.category_id]).toEqual(['课堂知识竞赛 · 初赛', 14, null]);
    expect([cellOf(b, s0!, item.key).score, cellOf(b, s1!, item.key).score, cellOf(b, s2!, item.key).score]).toEqual([13, null, null]);
    const mine = await f.t.call<{ list: MyCourseGradebook[] }>('GET', '/api/gradebook/mine', { as: s0! });
    expect(mine.data.list.find((c) => c.course.id === courseId)!.items.find((i) => i.key === item.key)!.cell.score).toBe(13);
    const id = Number(item.key.split(':')[1]);
    expect((await f.t.call('DELETE', `/api/gradebook/course/${courseId}/competition/${id}`, { as: f.teacher })).code).toBe(1);
    expect((await book()).items.some((i) => i.kind === 'competition')).toBe(false);
  });
});
