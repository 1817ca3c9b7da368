// Issue 37 item 7: an exam that shows results after submit gave attempt 1's result with every key, analysis and the
// hidden tests' code while a second attempt remained; the student then started attempt 2 with the keys in hand.
// Now, while an attempt remains (one left to start before the end, or one in progress), every student answer about an
// attempt (its result, the submit, the exam list, the grades) carries the marks and right/wrong only; the keys come
// once no attempt remains: the last one submitted, or the exam over for this student.
import type { AttemptResult, AttemptView, MyGrade, StudentExamList, SubmitResult } from '@finedu/domain';
import { EXAM_GRACE_SECONDS } from '@finedu/domain';
import { withheldTestMessage } from '../../src/modules/exams/views.js';
import type { Session } from '../helper.js';
import { addStudents, createExam, createPaper, MINUTE, setUp, type ExamFixture } from '../exams/fixtures.js';

let f: ExamFixture;
let paperId: number;
let ids: Record<string, number>;
beforeAll(async () => {
  f = await setUp();
  const made = await createPaper(f);
  paperId = made.paper.id;
  ids = Object.fromEntries(made.questions.map((q) => [q.type, q.id]));
}, 120_000);
afterAll(async () => f.t.close());

/** What answers an attempt of the fixture paper: keys, references, analyses, the hidden tests' code. */
const KEYS = ['国债违约风险极低', '"answer"', '"alternatives"', 'CAPM', '"reference"', '弱式、半强式、强式', '利率低位', 'assert npv', 'assert abs', '"code":"', '"analysis"'];
const keysIn = (payload: unknown): string[] => {
  const text = JSON.stringify(payload);
  return KEYS.filter((key) => text.includes(key));
};

const start = (examId: number, as: Session) => f.t.call<AttemptView>('POST', `/api/exam/examine/${examId}/start`, { as });
const answerWrong = (attemptId: number, as: Session) =>
  f.t.call('PUT', `/api/exam/attempt/${attemptId}/answers`, {
    as,
    body: {
      answers: [
        { question_id: ids.single!, response: 'A', revision: 1 },
        { question_id: ids.judge!, response: false, revision: 1 },
        { question_id: ids.program!, response: 'def npv(rate, flows):\n    return 0\n', revision: 1 },
      ],
    },
  });
const submit = (attemptId: number, as: Session) => f.t.call<SubmitResult>('POST', `/api/exam/attempt/${attemptId}/submit`, { as });
const result = (attemptId: number, as: Session) => f.t.call<AttemptResult>('GET', `/api/exam/attempt/${attemptId}/result`, { as });
const myList = (as: Session) => f.t.call<StudentExamList>('GET', '/api/exam/examine?page=1&page_size=100', { as });
const grades = (as: Session) => f.t.call<{ list: MyGrade[] }>('GET', '/api/exam/grade', { as });

describe('show results after submit, two attempts', () => {
  it('attempt 1’s result has marks and right/wrong but no key, analysis or hidden test code; after the last attempt it has them', async () => {
    const exam = await createExam(f, paperId, { attempts: 2, show_results: 'after_submit' });
    const [s] = (await addStudents(f, 1)) as [Session];

    const first = (await start(exam.id, s)).data;
    expect((await answerWrong(first.id, s)).code).toBe(1);
    const submitted = await submit(first.id, s);
    expect(submitted.data).toMatchObject({ status: 'submitted', results_available: true });
    expect(keysIn(submitted)).toEqual([]);

    const one = await result(first.id, s);
    expect(one.code).toBe(1);
    expect(one.data.keys_released).toBe(false);
    expect(keysIn(one)).toEqual([]);
    const single = one.data.questions.find((q) => q.question_id === ids.single)!;
    // What Moodle's review shows immediately after the attempt without "right answer": the mark and whether it was right.
    expect(single).toMatchObject({ key_released: false, awarded: 0, correct: false, response: 'A', content: { type: 'single' } });
    expect(one.data.questions.find((q) => q.question_id === ids.judge)).toMatchObject({ awarded: 2, correct: true });
    // The program question: the starter code and the number of tests as the student sat it; never the tests.
    expect(one.data.questions.find((q) => q.question_id === ids.program)!.content).toEqual({ type: 'program', template: 'def npv(rate, flows):\n    pass\n', test_count: 2 });
    expect(keysIn(await myList(s))).toEqual([]);
    expect(keysIn(await grades(s))).toEqual([]);

    // Attempt 2 in progress: attempt 1's result still has no key.
    const second = (await start(exam.id, s)).data;
    expect(second.id).not.toBe(first.id);
    expect(keysIn(second)).toEqual([]);
    expect(keysIn(await result(first.id, s))).toEqual([]);
    expect((await result(first.id, s)).data.keys_released).toBe(false);

    // The last attempt submitted: no attempt remains, the keys come, for both attempts.
    expect((await answerWrong(second.id, s)).code).toBe(1);
    const last = await submit(second.id, s);
    expect(last.data.results_available).toBe(true);
    for (const id of [first.id, second.id]) {
      const released = await result(id, s);
      expect(released.data.keys_released).toBe(true);
      expect(keysIn(released)).toEqual(expect.arrayContaining(['国债违约风险极低', '"answer"', 'CAPM', '弱式、半强式、强式', 'assert npv']));
      const q = released.data.questions.find((x) => x.question_id === ids.single)!;
      expect(q).toMatchObject({ key_released: true, content: { type: 'single', answer: 'B' }, analysis: '国债违约风险极低。' });
    }
  });

  it('the keys come when the exam is over for the student, attempts unused or not', async () => {
    const now = f.clock.now().getTime();
    const exam = await createExam(f, paperId, { attempts: 3, show_results: 'after_submit', duration_minutes: 20, start_at: new Date(now - MINUTE).toISOString(), end_at: new Date(now + 30 * MINUTE).toISOString() });
    const [s] = (await addStudents(f, 1)) as [Session];
    const first = (await start(exam.id, s)).data;
    await submit(first.id, s);
    expect(keysIn(await result(first.id, s))).toEqual([]);
    let row = (await myList(s)).data.list.find((e) => e.id === exam.id);
    expect(row).toMatchObject({ attempts_used: 1, results_available: true });

    f.clock.advance(31 * MINUTE);
    expect((await start(exam.id, s)).message).toBe('考试已结束');
    const released = await result(first.id, s);
    expect(released.data.keys_released).toBe(true);
    expect(keysIn(released)).toContain('国债违约风险极低');
    row = (await myList(s)).data.list.find((e) => e.id === exam.id);
    expect(row).toMatchObject({ results_available: true });
  });

  it('an attempt left open past its deadline does not hold the keys back once it is closed', async () => {
    const now = f.clock.now().getTime();
    const exam = await createExam(f, paperId, { attempts: 2, show_results: 'after_submit', duration_minutes: 10, start_at: new Date(now - MINUTE).toISOString(), end_at: new Date(now + 20 * MINUTE).toISOString() });
    const [s] = (await addStudents(f, 1)) as [Session];
    const first = (await start(exam.id, s)).data;
    await submit(first.id, s);
    const second = (await start(exam.id, s)).data;
    expect(keysIn(await result(first.id, s))).toEqual([]);
    // The second attempt runs out (deadline and grace) with the exam still open: the server closes it on this read.
    f.clock.advance(10 * MINUTE + EXAM_GRACE_SECONDS * 1000 + 1000);
    const released = await result(first.id, s);
    expect(released.data.keys_released).toBe(true);
    expect(keysIn(await result(second.id, s))).toContain('国债违约风险极低');
  });

  it('staff always see the keys of an attempt, attempts left or not', async () => {
    const exam = await createExam(f, paperId, { attempts: 2, show_results: 'after_submit' });
    const [s] = (await addStudents(f, 1)) as [Session];
    const first = (await start(exam.id, s)).data;
    await submit(first.id, s);
    const review = await f.t.call<AttemptResult>('GET', `/api/exam/examine/${exam.id}/attempt/${first.id}`, { as: f.teacher });
    expect(review.code).toBe(1);
    expect(review.data.keys_released).toBe(true);
    expect(keysIn(review)).toEqual(expect.arrayContaining(['国债违约风险极低', 'assert npv']));
  });
});

describe('a failed hidden test’s message while keys are withheld', () => {
  it('keeps the error’s type, never what the test’s author wrote; the grader’s own texts stay whole', () => {
    expect(withheldTestMessage('AssertionError: expected 1234.5, got 0')).toBe('AssertionError');
    expect(withheldTestMessage('AssertionError')).toBe('AssertionError');
    expect(withheldTestMessage("NameError: name 'npv' is not defined")).toBe('NameError');
    expect(withheldTestMessage('答案错误: 应为 42')).toBe('答案错误');
    expect(withheldTestMessage('time limit of 5 s exceeded')).toBe('time limit of 5 s exceeded');
    expect(withheldTestMessage('the kernel died while running your code')).toBe('the kernel died while running your code');
  });
});
