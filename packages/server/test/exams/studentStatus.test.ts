// What a student's lists send for the one status rule (@finedu/domain studentExamStatus), per publish rule: the list
// of my exams, my grades, the submit answer and the dashboard agree, and every action the rule offers is one the
// server then does (查看答卷 only where the review is served, 开始考试 only where a start is accepted).
import {
  myGradeFacts,
  studentExamFacts,
  studentExamStatus,
  submitResultFacts,
  type AttemptView,
  type MyGrade,
  type StudentDashboard,
  type StudentExam,
  type StudentExamList,
  type StudentExamView,
  type SubmitResult,
} from '@finedu/domain';
import { EXAM_GRACE_SECONDS } from '@finedu/domain';
import type { Session } from '../helper.js';
import { addStudents, createExam, createPaper, MINUTE, setUp, type ExamFixture } from './fixtures.js';

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
const submit = (attemptId: number, as: Session) => f.t.call<SubmitResult>('POST', `/api/exam/attempt/${attemptId}/submit`, { as });
const mine = async (examId: number, as: Session): Promise<StudentExam> => (await f.t.call<StudentExamList>('GET', '/api/exam/examine?page_size=100', { as })).data.list.find((e) => e.id === examId)!;
const grade = async (attemptId: number, as: Session): Promise<MyGrade> => (await f.t.call<{ list: MyGrade[] }>('GET', '/api/exam/grade', { as })).data.list.find((g) => g.attempt_id === attemptId)!;
const listView = async (examId: number, as: Session): Promise<StudentExamView> => studentExamStatus(studentExamFacts(await mine(examId, as)));
const gradeView = async (attemptId: number, as: Session): Promise<StudentExamView> => studentExamStatus(myGradeFacts(await grade(attemptId, as)));

/** Sits an exam with the single-choice question right (2 of 40 points) and, when asked, a short answer to mark. */
async function sit(examId: number, as: Session, withShort = false): Promise<{ attemptId: number; submitted: SubmitResult }> {
  const attempt = (await start(examId, as)).data;
  const answers = [{ question_id: questionIds[0]!, response: 'B', revision: 1 }, ...(withShort ? [{ question_id: questionIds[4]!, response: '弱式、半强式', revision: 1 }] : [])];
  expect((await f.t.call('PUT', `/api/exam/attempt/${attempt.id}/answers`, { as, body: { answers } })).code).toBe(1);
  const submitted = await submit(attempt.id, as);
  expect(submitted.code).toBe(1);
  return { attemptId: attempt.id, submitted: submitted.data };
}

/** Whether the server serves the review the rule offers (or refuses the one it does not). */
async function reviewServed(attemptId: number, as: Session): Promise<boolean> {
  return (await f.t.call('GET', `/api/exam/attempt/${attemptId}/result`, { as })).code === 1;
}

describe('the status rule reads the same facts everywhere', () => {
  it('before an attempt: 可参加 with 开始考试 only while a start is accepted; 未开始 and 已结束 without one', async () => {
    const now = f.clock.now().getTime();
    const open = await createExam(f, paperId);
    const later = await createExam(f, paperId, { start_at: new Date(now + 60 * MINUTE).toISOString(), end_at: new Date(now + 120 * MINUTE).toISOString() });
    const [s] = (await addStudents(f, 1)) as [Session];
    expect(await mine(open.id, s)).toMatchObject({ can_start: true, show_results: 'after_submit', attempt: null, score_released: false, results_available: false });
    expect(await listView(open.id, s)).toEqual({ phase: 'available', score: null, actions: ['start'] });
    expect(await listView(later.id, s)).toEqual({ phase: 'scheduled', score: null, actions: [] });
    expect((await start(later.id, s)).message).toBe('考试尚未开始');
    f.clock.advance(121 * MINUTE);
    expect(await listView(open.id, s)).toEqual({ phase: 'missed', score: null, actions: [] });
    expect((await start(open.id, s)).message).toBe('考试已结束');
  });

  it('publish at once: the score and 查看答卷 in my exams, my grades and the submit answer, the review holding the same score', async () => {
    const exam = await createExam(f, paperId, { show_results: 'after_submit' });
    const [s] = (await addStudents(f, 1)) as [Session];
    const { attemptId, submitted } = await sit(exam.id, s);
    expect(submitted).toMatchObject({ score: 2, score_released: true, pending: false, results_available: true, can_start: false });
    const expected = { phase: 'released', score: 2, actions: ['review'] };
    expect(studentExamStatus(submitResultFacts(await mine(exam.id, s), submitted))).toEqual(expected);
    expect(await listView(exam.id, s)).toEqual(expected);
    expect(await gradeView(attemptId, s)).toEqual(expected);
    const review = await f.t.call<{ score: number }>('GET', `/api/exam/attempt/${attemptId}/result`, { as: s });
    expect(review.data.score).toBe(2);
    // The dashboard's results show the same released score.
    const dashboard = await f.t.call<StudentDashboard>('GET', '/api/admin/dashboard', { as: s });
    expect(dashboard.data.results.find((r) => r.kind === 'exam' && r.id === exam.id)).toMatchObject({ score: 2, total: 40 });
  });

  it('publish at once with a short answer to mark: 待批阅 without a score until it is marked, nowhere a partial score', async () => {
    const exam = await createExam(f, paperId, { show_results: 'after_submit' });
    const [s] = (await addStudents(f, 1)) as [Session];
    const { attemptId, submitted } = await sit(exam.id, s, true);
    expect(submitted).toMatchObject({ score: null, score_released: true, pending: true, results_available: true });
    expect((await mine(exam.id, s)).attempt).toMatchObject({ score: null, pending: true });
    expect(await listView(exam.id, s)).toEqual({ phase: 'marking', score: null, actions: ['review'] });
    expect(await gradeView(attemptId, s)).toEqual({ phase: 'marking', score: null, actions: ['review'] });
    expect(await reviewServed(attemptId, s)).toBe(true);
    const dashboard = await f.t.call<StudentDashboard>('GET', '/api/admin/dashboard', { as: s });
    expect(dashboard.data.results.some((r) => r.kind === 'exam' && r.id === exam.id)).toBe(false);
    const marked = await f.t.call('PUT', `/api/exam/examine/${exam.id}/marking/${questionIds[4]}/${attemptId}`, { as: f.teacher, body: { score: 6 } });
    expect(marked.code).toBe(1);
    expect(await listView(exam.id, s)).toEqual({ phase: 'released', score: 8, actions: ['review'] });
    expect(await gradeView(attemptId, s)).toEqual({ phase: 'released', score: 8, actions: ['review'] });
  });

  it('1 / 1 attempts used is not 可参加 while the exam is open; 2 attempts offer 再次作答 once, then not', async () => {
    const once = await createExam(f, paperId, { show_results: 'after_close' });
    const twice = await createExam(f, paperId, { show_results: 'after_submit', attempts: 2 });
    const [s] = (await addStudents(f, 1)) as [Session];
    await sit(once.id, s);
    expect(await mine(once.id, s)).toMatchObject({ status: 'open', attempts_used: 1, attempts_allowed: 1, can_start: false });
    expect(await listView(once.id, s)).toEqual({ phase: 'submitted', score: null, actions: [] });
    expect((await start(once.id, s)).message).toBe('作答次数已用完');

    const first = await sit(twice.id, s);
    expect(first.submitted.can_start).toBe(true);
    expect(await listView(twice.id, s)).toEqual({ phase: 'released', score: 2, actions: ['retake', 'review'] });
    await sit(twice.id, s);
    expect(await listView(twice.id, s)).toEqual({ phase: 'released', score: 2, actions: ['review'] });
  });

  it('after close: 已交卷 and no link until the close, then the score and 查看答卷', async () => {
    const now = f.clock.now().getTime();
    const exam = await createExam(f, paperId, { show_results: 'after_close', start_at: new Date(now).toISOString(), end_at: new Date(now + 60 * MINUTE).toISOString() });
    const [s] = (await addStudents(f, 1)) as [Session];
    const { attemptId, submitted } = await sit(exam.id, s);
    expect(submitted).toMatchObject({ score: null, score_released: false, results_available: false });
    expect(await listView(exam.id, s)).toEqual({ phase: 'submitted', score: null, actions: [] });
    expect(await gradeView(attemptId, s)).toEqual({ phase: 'submitted', score: null, actions: [] });
    expect(await reviewServed(attemptId, s)).toBe(false);
    f.clock.advance(61 * MINUTE + EXAM_GRACE_SECONDS * 1000);
    expect(await listView(exam.id, s)).toEqual({ phase: 'released', score: 2, actions: ['review'] });
    expect(await gradeView(attemptId, s)).toEqual({ phase: 'released', score: 2, actions: ['review'] });
    expect(await reviewServed(attemptId, s)).toBe(true);
  });

  it('never (a competition quiz is one): 不公布答案; once published the same score everywhere with 查看成绩, never a 查看答卷 that fails', async () => {
    const now = f.clock.now().getTime();
    const exam = await createExam(f, paperId, { show_results: 'never', start_at: new Date(now).toISOString(), end_at: new Date(now + 60 * MINUTE).toISOString() });
    const [s] = (await addStudents(f, 1)) as [Session];
    const { attemptId } = await sit(exam.id, s);
    expect(await listView(exam.id, s)).toEqual({ phase: 'withheld', score: null, actions: [] });
    f.clock.advance(61 * MINUTE + EXAM_GRACE_SECONDS * 1000);
    expect((await f.t.call('POST', `/api/exam/examine/${exam.id}/publish`, { as: f.teacher })).code).toBe(1);
    expect(await mine(exam.id, s)).toMatchObject({ show_results: 'never', score_released: true, results_available: false, attempt: { score: 2, pending: false } });
    expect(await grade(attemptId, s)).toMatchObject({ score: 2, released: true, review_available: false, show_results: 'never' });
    const expected = { phase: 'released', score: 2, actions: ['grades'] };
    expect(await listView(exam.id, s)).toEqual(expected);
    expect(await gradeView(attemptId, s)).toEqual(expected);
    expect(await reviewServed(attemptId, s)).toBe(false);
  });
});
