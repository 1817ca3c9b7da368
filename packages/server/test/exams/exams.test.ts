// Staff side of exams: scheduling with validation, the frozen paper, college boundaries, answer-key change and regrade.
import type { AttemptReview, AttemptView, Candidate, Exam, ExamList, ExamPaper, IntegrityEvent, Question } from '@finedu/domain';
import { DEMO_EXAM_TITLE, examsSeeder } from '../../src/seed/exams.js';
import { DEMO_PAPER_MIDTERM } from '../../src/seed/questions.js';
import { addStudents, createExam, createPaper, examBody, MINUTE, setUp, type ExamFixture } from './fixtures.js';

let f: ExamFixture;
let paperId: number;
let questions: Question[];
beforeAll(async () => {
  f = await setUp();
  const made = await createPaper(f);
  paperId = made.paper.id;
  questions = made.questions;
}, 120_000);
afterAll(async () => f.t.close());

describe('demo data', () => {
  it('seeds one exam of 金融2301 from the demo midterm paper, idempotently', async () => {
    const list = await f.t.call<ExamList>('GET', `/api/exam/examine?keyword=${encodeURIComponent(DEMO_EXAM_TITLE)}`, { as: f.teacher });
    expect(list.data.list).toHaveLength(1);
    const demo = list.data.list[0]!;
    expect(demo).toMatchObject({ paper_title: DEMO_PAPER_MIDTERM, duration_minutes: 60, classes: [{ name: '金融2301' }], candidate_count: 1 });
    expect(Date.parse(demo.end_at) - Date.parse(demo.start_at)).toBe(30 * 24 * 60 * MINUTE);
    expect(demo.question_count).toBeGreaterThan(5);
    await examsSeeder.run({ db: f.t.app.db, config: f.t.config, log: () => {} });
    expect((await f.t.call<ExamList>('GET', `/api/exam/examine?keyword=${encodeURIComponent(DEMO_EXAM_TITLE)}`, { as: f.teacher })).data.total).toBe(1);
  });
});

describe('scheduling an exam', () => {
  it('refuses bad input with a clear message and writes nothing', async () => {
    const now = f.clock.now().getTime();
    const before = (await f.t.call<ExamList>('GET', '/api/exam/examine', { as: f.teacher })).data.total;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ end_at: new Date(now - 10 * MINUTE).toISOString() }, '结束时间须晚于开始时间'],
      [{ duration_minutes: 200 }, '考试时长不能超过开放时间段'],
      [{ class_ids: [], user_ids: [] }, '请至少选择一个班级或考生'],
      [{ class_ids: [987654] }, '班级 987654 不存在'],
      [{ user_ids: [f.teacher.user.id] }, `用户 ${f.teacher.user.username} 不是学生`],
      [{ user_ids: [f.student2.user.id] }, `用户 ${f.student2.user.id} 不存在`],
      [{ paper_id: 987654 }, '试卷不存在'],
    ];
    for (const [patch, message] of cases) {
      const res = await f.t.call('POST', '/api/exam/examine', { as: f.teacher, body: { ...examBody(f, paperId), ...patch } });
      expect([res.code, res.message]).toEqual([0, message]);
    }
    for (const body of [{}, { ...examBody(f, paperId), title: '' }, { ...examBody(f, paperId), attempts: 0 }, { ...examBody(f, paperId), start_at: 'tomorrow' }, { ...examBody(f, paperId), extra: 1 }]) {
      expect((await f.t.call('POST', '/api/exam/examine', { as: f.teacher, body })).code).toBe(0);
    }
    const en = await f.t.call('POST', '/api/exam/examine', { as: f.teacher, headers: { 'accept-language': 'en' }, body: { ...examBody(f, paperId), duration_minutes: 200 } });
    expect(en.message).toBe('The duration cannot be longer than the window between start and end');
    expect((await f.t.call<ExamList>('GET', '/api/exam/examine', { as: f.teacher })).data.total).toBe(before);
    expect((await f.t.call('POST', '/api/exam/examine', { as: f.student, body: examBody(f, paperId) })).message).toBe('权限不足');
    expect((await f.t.call('POST', '/api/exam/examine', { as: f.admin, body: examBody(f, paperId) })).message).toBe('权限不足');
  });

  it('freezes the paper: later bank edits never change the exam', async () => {
    const exam = await createExam(f, paperId, { title: '冻结测试', user_ids: [] });
    expect(exam).toMatchObject({ title: '冻结测试', paper_id: paperId, paper_title: '测验卷', total_score: 40, question_count: 7, status: 'open', candidate_count: 1, classes: [{ id: f.classId, name: '金融2301' }] });
    const single = questions[0]!;
    const edited = await f.t.call('PUT', `/api/exam/question/${single.id}`, {
      as: f.teacher,
      body: { type: 'single', stem: '改过的题干', content: { type: 'single', options: [{ key: 'A', text: '股票' }, { key: 'B', text: '国债' }], answer: 'A' } },
    });
    expect(edited.code).toBe(1);
    const frozen = await f.t.call<ExamPaper>('GET', `/api/exam/examine/${exam.id}/paper`, { as: f.teacher });
    const q = frozen.data.sections[0]!.questions[0]!;
    expect(q.question.stem).toBe('无风险利率通常以哪种资产的收益率近似？');
    expect(q.question.content).toMatchObject({ type: 'single', answer: 'B' });
    expect(frozen.data.total_score).toBe(40);
  });

  it('lists, filters, edits and deletes; the paper and deletion are locked once an attempt exists', async () => {
    const exam = await createExam(f, paperId, { title: '可编辑' });
    const other = await createPaper(f);
    const list = await f.t.call<ExamList>('GET', '/api/exam/examine?keyword=可编辑&status=open', { as: f.teacher });
    expect(list.data.list.map((e) => e.id)).toEqual([exam.id]);
    expect((await f.t.call<ExamList>('GET', '/api/exam/examine?status=scheduled', { as: f.teacher })).data.list.map((e) => e.id)).not.toContain(exam.id);
    expect((await f.t.call('GET', '/api/exam/examine?status=bogus', { as: f.teacher })).code).toBe(0);
    expect((await f.t.call('GET', '/api/exam/examine?page_size=1000', { as: f.teacher })).code).toBe(0);

    const moved = await f.t.call<Exam>('PUT', `/api/exam/examine/${exam.id}`, { as: f.eduadmin, body: { title: '已改名', paper_id: other.paper.id, duration_minutes: 30 } });
    expect(moved.message).toBe('ok');
    expect(moved.data).toMatchObject({ title: '已改名', paper_id: other.paper.id, duration_minutes: 30 });
    expect((await f.t.call('PUT', `/api/exam/examine/${exam.id}`, { as: f.teacher, body: { duration_minutes: 500 } })).message).toBe('考试时长不能超过开放时间段');
    expect((await f.t.call('PUT', `/api/exam/examine/${exam.id}`, { as: f.teacher, body: { bogus: 1 } })).code).toBe(0);

    const [s] = await addStudents(f, 1);
    const started = await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s! });
    expect(started.data.deadline).toBe(new Date(f.clock.now().getTime() + 30 * MINUTE).toISOString());
    expect((await f.t.call('PUT', `/api/exam/examine/${exam.id}`, { as: f.teacher, body: { paper_id: paperId } })).message).toBe('已有考生作答，不能更换试卷');
    expect((await f.t.call('DELETE', `/api/exam/examine/${exam.id}`, { as: f.teacher })).message).toBe('已有考生作答，不能删除考试');
    // Lengthening the exam moves the running attempt's deadline.
    await f.t.call('PUT', `/api/exam/examine/${exam.id}`, { as: f.teacher, body: { duration_minutes: 45 } });
    const again = await f.t.call<AttemptView>('GET', `/api/exam/attempt/${started.data.id}`, { as: s! });
    expect(again.data.deadline).toBe(new Date(f.clock.now().getTime() + 45 * MINUTE).toISOString());

    const unused = await createExam(f, paperId);
    expect((await f.t.call('DELETE', `/api/exam/examine/${unused.id}`, { as: f.teacher })).code).toBe(1);
    expect((await f.t.call('GET', `/api/exam/examine/${unused.id}`, { as: f.teacher })).message).toBe('考试不存在');
  });

  it('keeps colleges apart: teacher2 reaches no college-1 exam; sys_admin reads only', async () => {
    const exam = await createExam(f, paperId);
    const [s] = await addStudents(f, 1);
    const attempt = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s! })).data;
    const urls: Array<[string, string, unknown?]> = [
      ['GET', `/api/exam/examine/${exam.id}`],
      ['PUT', `/api/exam/examine/${exam.id}`, { title: 'x' }],
      ['DELETE', `/api/exam/examine/${exam.id}`],
      ['GET', `/api/exam/examine/${exam.id}/paper`],
      ['PUT', `/api/exam/examine/${exam.id}/paper/${questions[0]!.id}/key`, { content: { type: 'judge', answer: true } }],
      ['GET', `/api/exam/examine/${exam.id}/candidates`],
      ['GET', `/api/exam/examine/${exam.id}/events`],
      ['GET', `/api/exam/examine/${exam.id}/marking`],
      ['GET', `/api/exam/examine/${exam.id}/marking/${questions[4]!.id}`],
      ['PUT', `/api/exam/examine/${exam.id}/marking/${questions[4]!.id}/${attempt.id}`, { score: 1 }],
      ['POST', `/api/exam/examine/${exam.id}/regrade`],
      ['POST', `/api/exam/examine/${exam.id}/publish`],
      ['GET', `/api/exam/examine/${exam.id}/statistics`],
      ['GET', `/api/exam/examine/${exam.id}/attempt/${attempt.id}`],
      ['GET', `/api/exam/score?class_id=${f.classId}`],
    ];
    for (const [method, url, body] of urls) {
      const res = await f.t.call(method, url, { as: f.teacher2, ...(body !== undefined ? { body } : {}) });
      expect([url, res.code]).toEqual([url, 0]);
      expect(res.message).toMatch(/不存在/);
    }
    const exported = await f.t.request(`/api/exam/examine/${exam.id}/export`, { as: f.teacher2 });
    expect(((await exported.json()) as { code: number }).code).toBe(0);
    expect((await f.t.call<ExamList>('GET', '/api/exam/examine', { as: f.teacher2 })).data.total).toBe(0);
    // sys_admin reads every college's exams, writes none.
    expect((await f.t.call<Exam>('GET', `/api/exam/examine/${exam.id}`, { as: f.admin })).code).toBe(1);
    expect((await f.t.call<ExamPaper>('GET', `/api/exam/examine/${exam.id}/paper`, { as: f.admin })).code).toBe(1);
    expect((await f.t.call('PUT', `/api/exam/examine/${exam.id}`, { as: f.admin, body: { title: 'x' } })).message).toBe('权限不足');
  });
});

describe('candidates, events and review', () => {
  it('lists class members ∪ listed users with attempt, answered and event counts', async () => {
    const [member] = await addStudents(f, 1);
    const [single] = await addStudents(f, 1, null);
    const exam = await createExam(f, paperId, { user_ids: [single!.user.id] });
    const attempt = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: single! })).data;
    await f.t.call('PUT', `/api/exam/attempt/${attempt.id}/answers`, { as: single!, body: { answers: [{ question_id: questions[2]!.id, response: true, revision: 1 }] } });
    await f.t.call('POST', `/api/exam/attempt/${attempt.id}/events`, { as: single!, body: { events: [{ type: 'hidden', at: '2026-03-02T08:00:30Z' }, { type: 'copy', at: '2026-03-02T08:00:40Z', detail: 'stem' }] } });
    const list = await f.t.call<{ list: Candidate[] }>('GET', `/api/exam/examine/${exam.id}/candidates`, { as: f.teacher });
    const byName = new Map(list.data.list.map((c) => [c.user_id, c]));
    expect(byName.get(member!.user.id)).toMatchObject({ attempt: null, attempts_used: 0, event_count: 0, class_name: '金融2301' });
    expect(byName.get(single!.user.id)).toMatchObject({ attempt: { status: 'in_progress', answered: 1 }, attempts_used: 1, event_count: 2, class_name: null });
    expect(byName.has(f.student.user.id)).toBe(true);
    const events = await f.t.call<{ list: IntegrityEvent[] }>('GET', `/api/exam/examine/${exam.id}/events?user_id=${single!.user.id}`, { as: f.teacher });
    expect(events.data.list.map((e) => [e.type, e.detail, e.at])).toEqual([
      ['hidden', '', '2026-03-02T08:00:30.000Z'],
      ['copy', 'stem', '2026-03-02T08:00:40.000Z'],
    ]);
    expect((await f.t.call('GET', `/api/exam/examine/${exam.id}/events?user_id=x`, { as: f.teacher })).code).toBe(0);
    const review = await f.t.call<AttemptReview>('GET', `/api/exam/examine/${exam.id}/attempt/${attempt.id}`, { as: f.teacher });
    expect(review.data).toMatchObject({ user_id: single!.user.id, status: 'in_progress', events: [{ type: 'hidden' }, { type: 'copy' }] });
    expect(review.data.questions.find((q) => q.question_id === questions[2]!.id)).toMatchObject({ response: true, content: { type: 'judge', answer: false } });
    const otherExam = await createExam(f, paperId);
    expect((await f.t.call('GET', `/api/exam/examine/${otherExam.id}/attempt/${attempt.id}`, { as: f.teacher })).message).toBe('答卷不存在');
  });
});

describe('answer-key change', () => {
  it('edits the frozen key and regrades every submitted attempt', async () => {
    const fresh = await createPaper(f);
    questions = fresh.questions;
    const exam = await createExam(f, fresh.paper.id);
    const students = await addStudents(f, 2);
    for (const [i, s] of students.entries()) {
      const attempt = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s })).data;
      await f.t.call('PUT', `/api/exam/attempt/${attempt.id}/answers`, { as: s, body: { answers: [{ question_id: questions[0]!.id, response: i === 0 ? 'A' : 'B', revision: 1 }] } });
      await f.t.call('POST', `/api/exam/attempt/${attempt.id}/submit`, { as: s });
    }
    const scores = async () => {
      const list = (await f.t.call<{ list: Candidate[] }>('GET', `/api/exam/examine/${exam.id}/candidates`, { as: f.teacher })).data.list;
      return students.map((s) => list.find((c) => c.user_id === s.user.id)!.attempt!.score);
    };
    expect(await scores()).toEqual([0, 2]);
    const url = `/api/exam/examine/${exam.id}/paper/${questions[0]!.id}/key`;
    const options = [{ key: 'A', text: '股票' }, { key: 'B', text: '国债' }, { key: 'C', text: '公司债' }, { key: 'D', text: '期货' }];
    expect((await f.t.call('PUT', url, { as: f.teacher, body: { content: { type: 'judge', answer: true } } })).message).toBe('题型须保持为 single');
    expect((await f.t.call('PUT', url, { as: f.teacher, body: { content: { type: 'single', options, answer: 'E' } } })).message).toContain('答案 E 不是选项之一');
    expect((await f.t.call('PUT', url, { as: f.teacher, body: { content: { type: 'single', options: options.slice(0, 2), answer: 'A' } } })).message).toBe('选项不能增删，只能修改答案和文字');
    expect((await f.t.call('PUT', `/api/exam/examine/${exam.id}/paper/999999/key`, { as: f.teacher, body: { content: { type: 'judge', answer: true } } })).message).toBe('试题不在本场考试中');
    expect((await f.t.call('PUT', url, { as: f.teacher, body: {} })).code).toBe(0);
    const changed = await f.t.call<ExamPaper>('PUT', url, { as: f.teacher, body: { content: { type: 'single', options, answer: 'A' } } });
    expect(changed.data.sections[0]!.questions[0]!.question.content).toMatchObject({ answer: 'A' });
    expect(await scores()).toEqual([2, 0]);
    expect((await f.t.call<{ regraded: number }>('POST', `/api/exam/examine/${exam.id}/regrade`, { as: f.teacher })).data).toEqual({ regraded: 2 });
    expect(await scores()).toEqual([2, 0]);
  });
});
