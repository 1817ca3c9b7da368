// @db postgres
// Sitting an exam: start rules, the races, autosave revisions, IDOR, time rules on the manual clock, the sweeper.
import type { AttemptView, Candidate, MyGrade, SaveAnswersResult, StudentExamList, SubmitResult } from '@finedu/domain';
import { EXAM_GRACE_SECONDS } from '@finedu/domain';
import type { Session } from '../helper.js';
import { addStudents, createExam, createPaper, MINUTE, QUESTIONS, setUp, type ExamFixture } from './fixtures.js';

let f: ExamFixture;
let paperId: number;
let questionIds: number[];
beforeAll(async () => {
  f = await setUp();
  const made = await createPaper(f);
  paperId = made.paper.id;
  questionIds = made.questions.map((q) => q.id);
}, 120_000);
afterAll(async () => f.t.close());

const start = (examId: number, as: Session) => f.t.call<AttemptView>('POST', `/api/exam/examine/${examId}/start`, { as });
const save = (attemptId: number, as: Session, answers: Array<{ question_id: number; response: unknown; revision: number; flagged?: boolean }>) =>
  f.t.call<SaveAnswersResult>('PUT', `/api/exam/attempt/${attemptId}/answers`, { as, body: { answers } });
const submit = (attemptId: number, as: Session) => f.t.call<SubmitResult>('POST', `/api/exam/attempt/${attemptId}/submit`, { as });

/** Every key or reference of the test paper that must never reach a student before release. */
const SECRETS = ['assert npv', '利率低位', '弱式、半强式、强式', '国债违约风险极低', '"answer"', '"alternatives"', '"reference"', '"tests"'];
const expectNoKeys = (payload: unknown) => {
  const text = JSON.stringify(payload);
  for (const secret of SECRETS) expect(text).not.toContain(secret);
};

describe('starting an attempt', () => {
  it('is refused before the start, after the end, to non-candidates and when attempts are used up', async () => {
    const later = await createExam(f, paperId, { start_at: new Date(f.clock.now().getTime() + 10 * MINUTE).toISOString() });
    expect((await start(later.id, f.student)).message).toBe('考试尚未开始');
    const ended = await createExam(f, paperId, {
      start_at: new Date(f.clock.now().getTime() - 120 * MINUTE).toISOString(),
      end_at: new Date(f.clock.now().getTime() - 1 * MINUTE).toISOString(),
    });
    expect((await start(ended.id, f.student)).message).toBe('考试已结束');
    const [outsider] = await addStudents(f, 1, null);
    const open = await createExam(f, paperId);
    expect((await start(open.id, outsider!)).message).toBe('考试不存在');
    expect((await start(open.id, f.student2)).message).toBe('考试不存在');
    expect((await f.t.call('POST', `/api/exam/examine/${open.id}/start`, { as: f.teacher })).message).toBe('权限不足');
    expect((await f.t.call('POST', '/api/exam/examine/abc/start', { as: f.student })).code).toBe(0);
    expect((await start(999999, f.student)).message).toBe('考试不存在');

    const first = await start(open.id, f.student);
    expect(first.code).toBe(1);
    expect((await submit(first.data.id, f.student)).code).toBe(1);
    expect((await start(open.id, f.student, )).message).toBe('作答次数已用完');
  });

  it('20 parallel starts make one attempt', async () => {
    const exam = await createExam(f, paperId, { attempts: 2 });
    const [s] = await addStudents(f, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(exam.id, s!)));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    const candidates = await f.t.call<{ list: Candidate[] }>('GET', `/api/exam/examine/${exam.id}/candidates`, { as: f.teacher });
    expect(candidates.data.list.find((c) => c.user_id === s!.user.id)).toMatchObject({ attempts_used: 1, attempt: { status: 'in_progress' } });
  });

  it('shows the questions in a stable shuffled order without keys, and hides keys in every student answer', async () => {
    const exam = await createExam(f, paperId, { shuffle_questions: true, shuffle_options: true, show_results: 'after_close' });
    const students = await addStudents(f, 3);
    const views = await Promise.all(students.map((s) => start(exam.id, s)));
    for (const v of views) {
      expect(v.code).toBe(1);
      expect(v.data.questions.map((q) => q.question_id).sort()).toEqual([...questionIds].sort());
      expect(v.data.questions.map((q) => q.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expectNoKeys(v);
    }
    const again = await f.t.call<AttemptView>('GET', `/api/exam/attempt/${views[0]!.data.id}`, { as: students[0]! });
    expect(again.data.questions).toEqual(views[0]!.data.questions);
    const orders = views.map((v) => JSON.stringify(v.data.questions.map((q) => [q.question_id, q.content.type === 'single' || q.content.type === 'multiple' ? q.content.options.map((o) => o.key) : []])));
    const single = views[0]!.data.questions.find((q) => q.type === 'single')!;
    expect(single.content.type === 'single' && single.content.options.map((o) => o.key).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(new Set(orders).size).toBeGreaterThan(1);

    const s = students[0]!;
    const attemptId = views[0]!.data.id;
    const list = await f.t.call<StudentExamList>('GET', '/api/exam/examine', { as: s });
    expect(list.data.list.find((e) => e.id === exam.id)).toMatchObject({ attempts_used: 1, results_available: false, attempt: { id: attemptId, score: null } });
    expectNoKeys(list);
    const sub = await submit(attemptId, s);
    expect(sub.data).toMatchObject({ status: 'submitted', score: null, results_available: false });
    expectNoKeys(sub);
    expect((await f.t.call('GET', `/api/exam/attempt/${attemptId}/result`, { as: s })).message).toBe('成绩尚未公布');
    const grades = await f.t.call<{ list: MyGrade[] }>('GET', '/api/exam/grade', { as: s });
    expect(grades.data.list.find((g) => g.attempt_id === attemptId)).toMatchObject({ score: null, released: false });
    expectNoKeys(await f.t.call('GET', `/api/exam/attempt/${attemptId}`, { as: s }));
    // Staff-only calls refuse a student.
    expect((await f.t.call('GET', `/api/exam/examine/${exam.id}/paper`, { as: s })).message).toBe('权限不足');
    expect((await f.t.call('GET', `/api/exam/paper/${paperId}`, { as: s })).code).toBe(0);
    expect((await f.t.call('GET', `/api/exam/examine/${exam.id}`, { as: s })).message).toBe('权限不足');
    expect((await f.t.call('GET', `/api/exam/examine/${exam.id}/attempt/${attemptId}`, { as: s })).message).toBe('权限不足');
  });
});

describe('autosave', () => {
  let attemptId: number;
  let s: Session;
  beforeAll(async () => {
    const exam = await createExam(f, paperId);
    [s] = (await addStudents(f, 1)) as [Session];
    attemptId = (await start(exam.id, s)).data.id;
  });

  it('validates each response against its question type', async () => {
    const [single, multiple, judge, blank, short, program, kase] = questionIds as [number, number, number, number, number, number, number];
    const bad: Array<[number, unknown, string]> = [
      [single, 'E', '选项 E 不存在'],
      [single, ['A'], '单选题的答案须为一个选项'],
      [multiple, ['A', 'A'], '选项重复'],
      [multiple, ['Z'], '选项 Z 不存在'],
      [judge, 'true', '判断题的答案须为对或错'],
      [blank, ['a', 'b', 'c'], '本题只有 2 个空'],
      [short, true, '简答题的答案须为文字'],
      [program, ['x'], '编程题的答案须为代码'],
      [kase, 'B', '案例分析题的答案须按小题给出'],
      [kase, { z: 'A' }, '小题 z 不存在'],
      [kase, { a: 'C' }, '小题 a：选项 C 不存在'],
      [123456, 'A', '试题 123456 不在本场考试中'],
    ];
    for (const [question_id, response, message] of bad) {
      const res = await save(attemptId, s, [{ question_id, response, revision: 1 }]);
      // Refused one by one: the save answers, nothing is acknowledged, and the answer is named with why.
      expect(res.code).toBe(1);
      expect(res.data.acks).toEqual([]);
      expect(res.data.rejected).toHaveLength(1);
      expect(res.data.rejected?.[0]).toMatchObject({ question_id, revision: 1 });
      expect(res.data.rejected?.[0]?.message).toContain(message);
    }
    expect((await save(attemptId, s, [{ question_id: single, response: 'A', revision: 0 }])).code).toBe(0);
    expect((await f.t.call('PUT', `/api/exam/attempt/${attemptId}/answers`, { as: s, body: { answers: [] } })).code).toBe(0);
    expect((await f.t.call('PUT', `/api/exam/attempt/${attemptId}/answers`, { as: s, body: {} })).code).toBe(0);
    // Nothing of the refused batches was stored.
    expect((await f.t.call<AttemptView>('GET', `/api/exam/attempt/${attemptId}`, { as: s })).data.answers).toEqual([]);
    // A mixed batch: the bad answer is refused alone, the good one is stored and acknowledged.
    const mixed = await save(attemptId, s, [{ question_id: single, response: 'B', revision: 1 }, { question_id: judge, response: 'x', revision: 1 }]);
    expect(mixed.code).toBe(1);
    expect(mixed.data.acks).toEqual([{ question_id: single, revision: 1 }]);
    expect(mixed.data.rejected?.map((r) => r.question_id)).toEqual([judge]);
    expect((await f.t.call<AttemptView>('GET', `/api/exam/attempt/${attemptId}`, { as: s })).data.answers.map((a) => [a.question_id, a.response])).toEqual([[single, 'B']]);
  });

  it('keeps the highest revision under interleaved, out-of-order saves and acks the stored revision', async () => {
    const q = questionIds[4]!;
    const revisions = Array.from({ length: 30 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    const acks = await Promise.all(revisions.map((r) => save(attemptId, s, [{ question_id: q, response: `text ${r}`, revision: r }])));
    for (const [i, a] of acks.entries()) {
      expect(a.code).toBe(1);
      expect(a.data.acks[0]!.revision).toBeGreaterThanOrEqual(revisions[i]!);
    }
    const stale = await save(attemptId, s, [{ question_id: q, response: 'old', revision: 5 }]);
    expect(stale.data.acks).toEqual([{ question_id: q, revision: 30 }]);
    const view = await f.t.call<AttemptView>('GET', `/api/exam/attempt/${attemptId}`, { as: s });
    expect(view.data.answers.filter((a) => a.question_id === q)).toEqual([expect.objectContaining({ question_id: q, response: 'text 30', revision: 30 })]);
    // One batch with the same question twice keeps the higher.
    const twice = await save(attemptId, s, [
      { question_id: questionIds[0]!, response: 'A', revision: 3 },
      { question_id: questionIds[0]!, response: 'B', revision: 4, flagged: true },
    ]);
    expect(twice.data.acks).toEqual([{ question_id: questionIds[0]!, revision: 4 }]);
    const again = await f.t.call<AttemptView>('GET', `/api/exam/attempt/${attemptId}`, { as: s });
    expect(again.data.answers.find((a) => a.question_id === questionIds[0])).toMatchObject({ response: 'B', flagged: true });
  });

  it('refuses other students’ attempts with "not found"', async () => {
    const other = f.student;
    expect((await f.t.call('GET', `/api/exam/attempt/${attemptId}`, { as: other })).message).toBe('答卷不存在');
    expect((await save(attemptId, other, [{ question_id: questionIds[0]!, response: 'C', revision: 99 }])).message).toBe('答卷不存在');
    expect((await submit(attemptId, other)).message).toBe('答卷不存在');
    expect((await f.t.call('POST', `/api/exam/attempt/${attemptId}/events`, { as: other, body: { events: [{ type: 'blur', at: new Date().toISOString() }] } })).message).toBe('答卷不存在');
    expect((await f.t.call('GET', `/api/exam/attempt/${attemptId}/result`, { as: other })).message).toBe('答卷不存在');
    expect((await f.t.call('GET', `/api/exam/attempt/${attemptId}`, { as: f.student2 })).message).toBe('答卷不存在');
    expect((await f.t.call('GET', `/api/exam/attempt/${attemptId}`, { as: f.teacher })).message).toBe('权限不足');
    const view = await f.t.call<AttemptView>('GET', `/api/exam/attempt/${attemptId}`, { as: s });
    expect(view.data.answers.find((a) => a.question_id === questionIds[0])!.response).toBe('B');
  });

  it('refuses malformed ids, results before submission and bodies that are not the contract', async () => {
    expect((await f.t.call('GET', '/api/exam/attempt/abc', { as: s })).code).toBe(0);
    expect((await f.t.call('GET', '/api/exam/attempt/0', { as: s })).code).toBe(0);
    expect((await f.t.call('GET', '/api/exam/attempt/999999', { as: s })).message).toBe('答卷不存在');
    expect((await f.t.call('GET', `/api/exam/attempt/${attemptId}/result`, { as: s })).message).toBe('答卷尚未提交');
    expect((await f.t.call('POST', `/api/exam/attempt/${attemptId}/events`, { as: s, body: { events: [{ type: 'blur', at: 'yesterday' }] } })).code).toBe(0);
    expect((await f.t.call('POST', `/api/exam/attempt/${attemptId}/events`, { as: s, body: { events: [] } })).code).toBe(0);
    expect((await f.t.call('PUT', `/api/exam/attempt/${attemptId}/answers`, { as: s, body: { answers: [{ question_id: questionIds[0]!, response: 'A', revision: 1, extra: 1 }] } })).code).toBe(0);
    expect((await f.t.call('POST', '/api/exam/attempt/999999/submit', { as: s })).message).toBe('答卷不存在');
    expect((await f.t.call('GET', '/api/exam/examine?page=0', { as: s })).code).toBe(0);
  });

  it('records integrity events for the teacher', async () => {
    const bad = await f.t.call('POST', `/api/exam/attempt/${attemptId}/events`, { as: s, body: { events: [{ type: 'teleport', at: new Date().toISOString() }] } });
    expect(bad.code).toBe(0);
    const res = await f.t.call('POST', `/api/exam/attempt/${attemptId}/events`, {
      as: s,
      body: { events: [{ type: 'blur', at: '2026-03-02T08:01:00Z' }, { type: 'paste', at: '2026-03-02T08:02:00Z', detail: '120 chars' }] },
    });
    expect(res.code).toBe(1);
  });
});

describe('submitting', () => {
  it('20 parallel submits make one submission and one score', async () => {
    const exam = await createExam(f, paperId);
    const [s] = (await addStudents(f, 1)) as [Session];
    const attempt = (await start(exam.id, s)).data;
    await save(attempt.id, s, [
      { question_id: questionIds[0]!, response: 'B', revision: 1 },
      { question_id: questionIds[1]!, response: ['A'], revision: 1 },
      { question_id: questionIds[2]!, response: false, revision: 1 },
      { question_id: questionIds[3]!, response: ['capm', ' Beta '], revision: 1 },
    ]);
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(attempt.id, s)));
    expect(results.every((r) => r.code === 1)).toBe(true);
    expect(new Set(results.map((r) => r.data.submitted_at)).size).toBe(1);
    // 2 + 4 × (1 − 0)/2 + 2 + 4 = 10; nothing awaits a teacher (short, program and case answers are empty).
    expect(new Set(results.map((r) => r.data.score))).toEqual(new Set([10]));
    const candidates = await f.t.call<{ list: Candidate[] }>('GET', `/api/exam/examine/${exam.id}/candidates`, { as: f.teacher });
    expect(candidates.data.list.find((c) => c.user_id === s.user.id)).toMatchObject({ attempts_used: 1, attempt: { status: 'submitted', score: 10, answered: 4 } });
    expect((await save(attempt.id, s, [{ question_id: questionIds[0]!, response: 'A', revision: 2 }])).message).toBe('答卷已提交，答案无法再修改');
    const result = await f.t.call<{ score: number; questions: Array<{ question_id: number; awarded: number | null; content: unknown }> }>('GET', `/api/exam/attempt/${attempt.id}/result`, { as: s });
    expect(result.data.score).toBe(10);
    expect(result.data.questions.find((q) => q.question_id === questionIds[1])!.awarded).toBe(2);
  });
});

describe('programming without a notebook backend', () => {
  it('leaves the answer ungraded with a reason until a regrade can run it', async () => {
    const exam = await createExam(f, paperId);
    const [s] = (await addStudents(f, 1)) as [Session];
    const attempt = (await start(exam.id, s)).data;
    await save(attempt.id, s, [{ question_id: questionIds[5]!, response: 'def npv(rate, flows):\n    return 0\n', revision: 1 }]);
    const sub = await submit(attempt.id, s);
    expect(sub.data).toMatchObject({ status: 'submitted', score: null });
    const review = await f.t.call<{ score: number; questions: Array<{ question_id: number; awarded: number | null; tests: unknown }> }>('GET', `/api/exam/examine/${exam.id}/attempt/${attempt.id}`, { as: f.teacher });
    expect(review.data.questions.find((q) => q.question_id === questionIds[5])).toMatchObject({ awarded: null, tests: null });
    expect((await f.t.call<{ regraded: number }>('POST', `/api/exam/examine/${exam.id}/regrade`, { as: f.teacher })).data.regraded).toBe(1);
    const again = await f.t.call<{ questions: Array<{ question_id: number; awarded: number | null }> }>('GET', `/api/exam/examine/${exam.id}/attempt/${attempt.id}`, { as: f.teacher });
    expect(again.data.questions.find((q) => q.question_id === questionIds[5])!.awarded).toBeNull();
    const grades = await f.t.call<{ list: MyGrade[] }>('GET', '/api/exam/grade', { as: s });
    expect(grades.data.list[0]).toMatchObject({ released: true, score: null });
  });
});

describe('time rules on the server clock', () => {
  it('a late starter gets the time left to the end; writes close after deadline + grace', async () => {
    const now = f.clock.now().getTime();
    const exam = await createExam(f, paperId, { start_at: new Date(now - 100 * MINUTE).toISOString(), end_at: new Date(now + 20 * MINUTE).toISOString(), duration_minutes: 60 });
    const [s] = (await addStudents(f, 1)) as [Session];
    const view = await start(exam.id, s);
    expect(view.data.deadline).toBe(new Date(now + 20 * MINUTE).toISOString());
    expect(view.data.server_now).toBe(new Date(now).toISOString());
    f.clock.advance(20 * MINUTE + (EXAM_GRACE_SECONDS - 1) * 1000);
    expect((await save(view.data.id, s, [{ question_id: questionIds[0]!, response: 'B', revision: 1 }])).code).toBe(1);
    f.clock.advance(2000);
    const late = await save(view.data.id, s, [{ question_id: questionIds[0]!, response: 'A', revision: 2 }]);
    expect(late.message).toBe('考试已结束，答案无法再保存');
    const en = await f.t.call('PUT', `/api/exam/attempt/${view.data.id}/answers`, { as: s, headers: { 'accept-language': 'en-US' }, body: { answers: [{ question_id: questionIds[0]!, response: 'A', revision: 3 }] } });
    expect(en.message).toBe('This attempt has been submitted; answers can no longer change');
    const closed = await f.t.call<AttemptView>('GET', `/api/exam/attempt/${view.data.id}`, { as: s });
    expect(closed.data).toMatchObject({ status: 'submitted' });
    expect(closed.data.answers).toEqual([expect.objectContaining({ response: 'B', revision: 1 })]);
    const sub = await submit(view.data.id, s);
    expect(sub.data).toMatchObject({ status: 'submitted', score: 2 });
  });

  it('extra time moves the deadline of a running attempt and the end of the window', async () => {
    const now = f.clock.now().getTime();
    const exam = await createExam(f, paperId, { start_at: new Date(now).toISOString(), end_at: new Date(now + 90 * MINUTE).toISOString(), duration_minutes: 60 });
    const [s] = (await addStudents(f, 1)) as [Session];
    const view = await start(exam.id, s);
    expect(view.data.deadline).toBe(new Date(now + 60 * MINUTE).toISOString());
    const bad = await f.t.call('PUT', `/api/exam/examine/${exam.id}/candidates/${s.user.id}/extra-time`, { as: f.teacher, body: { minutes: -1 } });
    expect(bad.code).toBe(0);
    expect((await f.t.call('PUT', `/api/exam/examine/${exam.id}/candidates/${f.student2.user.id}/extra-time`, { as: f.teacher, body: { minutes: 5 } })).message).toBe('该学生不是本场考试的考生');
    expect((await f.t.call('PUT', `/api/exam/examine/${exam.id}/candidates/${s.user.id}/extra-time`, { as: f.teacher2, body: { minutes: 5 } })).message).toBe('考试不存在');
    const set = await f.t.call<Candidate>('PUT', `/api/exam/examine/${exam.id}/candidates/${s.user.id}/extra-time`, { as: f.teacher, body: { minutes: 15 } });
    expect(set.data).toMatchObject({ extra_minutes: 15, attempt: { deadline: new Date(now + 75 * MINUTE).toISOString() } });
    f.clock.advance(74 * MINUTE);
    expect((await save(view.data.id, s, [{ question_id: questionIds[2]!, response: false, revision: 1 }])).code).toBe(1);
    // A candidate with extra time may still start after the end of the window (until end + extra).
    const [late] = (await addStudents(f, 1)) as [Session];
    f.clock.advance(17 * MINUTE);
    expect((await start(exam.id, late)).message).toBe('考试已结束');
    await f.t.call('PUT', `/api/exam/examine/${exam.id}/candidates/${late.user.id}/extra-time`, { as: f.teacher, body: { minutes: 10 } });
    const lateView = await start(exam.id, late);
    expect(lateView.code).toBe(1);
    expect(lateView.data.deadline).toBe(new Date(now + 100 * MINUTE).toISOString());
  });

  it('the sweeper closes overdue attempts with the answers held, and grades them', async () => {
    const now = f.clock.now().getTime();
    const exam = await createExam(f, paperId, { start_at: new Date(now).toISOString(), end_at: new Date(now + 60 * MINUTE).toISOString(), duration_minutes: 30 });
    const students = await addStudents(f, 3);
    const views = await Promise.all(students.map((s) => start(exam.id, s)));
    await save(views[0]!.data.id, students[0]!, [{ question_id: questionIds[0]!, response: 'B', revision: 1 }]);
    f.clock.advance(10 * MINUTE);
    expect((await submit(views[1]!.data.id, students[1]!)).code).toBe(1);
    f.clock.advance(20 * MINUTE + EXAM_GRACE_SECONDS * 1000 - 1000);
    await f.t.app.examSweeper.runOnce(); // closes overdue attempts of earlier tests, not these yet
    const statusOf = async () => {
      const list = (await f.t.call<{ list: Candidate[] }>('GET', `/api/exam/examine/${exam.id}/candidates`, { as: f.teacher })).data.list;
      return students.map((s) => list.find((c) => c.user_id === s.user.id)!.attempt!.status);
    };
    expect(await statusOf()).toEqual(['in_progress', 'submitted', 'in_progress']);
    f.clock.advance(2000);
    expect(await f.t.app.examSweeper.runOnce()).toBe(2);
    expect(await f.t.app.examSweeper.runOnce()).toBe(0);
    const candidates = await f.t.call<{ list: Candidate[] }>('GET', `/api/exam/examine/${exam.id}/candidates`, { as: f.teacher });
    const byUser = new Map(candidates.data.list.map((c) => [c.user_id, c]));
    expect(byUser.get(students[0]!.user.id)!.attempt).toMatchObject({ status: 'submitted', score: 2, answered: 1 });
    expect(byUser.get(students[2]!.user.id)!.attempt).toMatchObject({ status: 'submitted', score: 0 });
    expect(byUser.get(students[1]!.user.id)!.attempt!.submitted_at).toBe(new Date(now + 10 * MINUTE).toISOString());
  });
});

describe('results', () => {
  it('after_close releases keys only once every attempt is over; never releases only the score on publish', async () => {
    const now = f.clock.now().getTime();
    const closing = await createExam(f, paperId, { start_at: new Date(now).toISOString(), end_at: new Date(now + 60 * MINUTE).toISOString(), show_results: 'after_close' });
    const hidden = await createExam(f, paperId, { start_at: new Date(now).toISOString(), end_at: new Date(now + 60 * MINUTE).toISOString(), show_results: 'never' });
    const [s] = (await addStudents(f, 1)) as [Session];
    const a = (await start(closing.id, s)).data;
    const b = (await start(hidden.id, s)).data;
    await save(a.id, s, [{ question_id: questionIds[0]!, response: 'B', revision: 1 }]);
    await save(b.id, s, [{ question_id: questionIds[0]!, response: 'B', revision: 1 }]);
    await submit(a.id, s);
    await submit(b.id, s);
    expect((await f.t.call('GET', `/api/exam/attempt/${a.id}/result`, { as: s })).message).toBe('成绩尚未公布');
    expect((await f.t.call('POST', `/api/exam/examine/${hidden.id}/publish`, { as: f.teacher })).message).toBe('考试尚未结束，不能发布成绩');
    f.clock.advance(61 * MINUTE + EXAM_GRACE_SECONDS * 1000);
    const released = await f.t.call<{ score: number; questions: Array<{ content: { type: string } }> }>('GET', `/api/exam/attempt/${a.id}/result`, { as: s });
    expect(released.code).toBe(1);
    expect(released.data.score).toBe(2);
    expect(JSON.stringify(released.data)).toContain('国债违约风险极低');
    expect((await f.t.call('GET', `/api/exam/attempt/${b.id}/result`, { as: s })).message).toBe('本场考试不公布答案与解析');
    let grades = await f.t.call<{ list: MyGrade[] }>('GET', '/api/exam/grade', { as: s });
    expect(grades.data.list.find((g) => g.attempt_id === b.id)).toMatchObject({ score: null, released: false });
    expect((await f.t.call('POST', `/api/exam/examine/${hidden.id}/publish`, { as: f.student })).message).toBe('权限不足');
    expect((await f.t.call('POST', `/api/exam/examine/${hidden.id}/publish`, { as: f.teacher2 })).message).toBe('考试不存在');
    expect((await f.t.call<{ published: boolean }>('POST', `/api/exam/examine/${hidden.id}/publish`, { as: f.teacher })).data.published).toBe(true);
    grades = await f.t.call<{ list: MyGrade[] }>('GET', '/api/exam/grade', { as: s });
    expect(grades.data.list.find((g) => g.attempt_id === b.id)).toMatchObject({ score: 2, released: true });
    expect((await f.t.call('GET', `/api/exam/attempt/${b.id}/result`, { as: s })).message).toBe('本场考试不公布答案与解析');
    expectNoKeys(grades);
    expect(QUESTIONS).toHaveLength(7);
  });
});
