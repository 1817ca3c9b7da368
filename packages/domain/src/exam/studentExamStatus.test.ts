import type { MyGrade, StudentExam, SubmitResult } from '../contract/index.js';
import { myGradeFacts, studentExamFacts, studentExamStatus, submitResultFacts, type StudentExamFacts } from './studentExamStatus.js';

const facts = (patch: Partial<StudentExamFacts>): StudentExamFacts => ({
  window: 'open',
  can_start: false,
  attempt: null,
  score_released: false,
  review_available: false,
  show_results: 'after_submit',
  ...patch,
});
const submitted = (score: number | null, pending = false) => ({ status: 'submitted' as const, score, pending });

describe('studentExamStatus', () => {
  it('before any attempt: 未开始, 可参加 with 开始考试, or 已结束 when it can no longer be sat', () => {
    expect(studentExamStatus(facts({ window: 'scheduled' }))).toEqual({ phase: 'scheduled', score: null, actions: [] });
    expect(studentExamStatus(facts({ can_start: true }))).toEqual({ phase: 'available', score: null, actions: ['start'] });
    expect(studentExamStatus(facts({ window: 'closed' }))).toEqual({ phase: 'missed', score: null, actions: [] });
  });

  it('an attempt in progress is 作答中 with 继续作答 only, even past the window (extra time)', () => {
    expect(studentExamStatus(facts({ window: 'closed', attempt: { status: 'in_progress', score: null, pending: false } }))).toEqual({
      phase: 'in_progress',
      score: null,
      actions: ['continue'],
    });
  });

  it('publish at once: the score and 查看答卷 as soon as it is graded; never 成绩待发布 beside a released score', () => {
    const view = studentExamStatus(facts({ attempt: submitted(30), score_released: true, review_available: true }));
    expect(view).toEqual({ phase: 'released', score: 30, actions: ['review'] });
  });

  it('1 / 1 attempts used in an open exam is not 可参加: no 开始考试, no 再次作答', () => {
    const view = studentExamStatus(facts({ window: 'open', can_start: false, attempt: submitted(null), show_results: 'after_close' }));
    expect(view.phase).toBe('submitted');
    expect(view.actions).toEqual([]);
  });

  it('attempts left: 再次作答 first, beside the review of the last one', () => {
    const view = studentExamStatus(facts({ can_start: true, attempt: submitted(12), score_released: true, review_available: true }));
    expect(view).toEqual({ phase: 'released', score: 12, actions: ['retake', 'review'] });
  });

  it('answers awaiting a mark or the tests are 待批阅 without a score, whatever the publish rule', () => {
    expect(studentExamStatus(facts({ attempt: submitted(null, true), score_released: true, review_available: true }))).toEqual({ phase: 'marking', score: null, actions: ['review'] });
    expect(studentExamStatus(facts({ attempt: submitted(null, true), show_results: 'never' }))).toEqual({ phase: 'marking', score: null, actions: [] });
    // Released but still pending: 查看成绩 would show nothing yet.
    expect(studentExamStatus(facts({ attempt: submitted(null, true), score_released: true, show_results: 'never' })).actions).toEqual([]);
  });

  it('after close: 已交卷 until it closes, no link that would be refused', () => {
    expect(studentExamStatus(facts({ attempt: submitted(null), show_results: 'after_close' }))).toEqual({ phase: 'submitted', score: null, actions: [] });
  });

  it('never published: 不公布答案 and nothing to open; once a teacher publishes, the score and 查看成绩, not 查看答卷', () => {
    expect(studentExamStatus(facts({ attempt: submitted(null), show_results: 'never' }))).toEqual({ phase: 'withheld', score: null, actions: [] });
    // A competition's quiz: published by its organizer, scores out, answers never.
    expect(studentExamStatus(facts({ window: 'closed', attempt: submitted(13), score_released: true, show_results: 'never' }))).toEqual({
      phase: 'released',
      score: 13,
      actions: ['grades'],
    });
  });

  it('reads the rows of 我的考试, 我的成绩 and the submit answer the same way', () => {
    const exam: StudentExam = {
      id: 5,
      title: '金融知识竞赛 · 初赛',
      description: '',
      start_at: '2026-11-01T00:00:00.000Z',
      end_at: '2026-11-02T00:00:00.000Z',
      duration_minutes: 30,
      total_score: 14,
      question_count: 7,
      status: 'closed',
      attempts_allowed: 1,
      attempts_used: 1,
      can_start: false,
      show_results: 'never',
      attempt: { id: 9, status: 'submitted', deadline: '2026-11-01T00:30:00.000Z', submitted_at: '2026-11-01T00:20:00.000Z', score: 13, pending: false },
      score_released: true,
      results_available: false,
    };
    const grade: MyGrade = {
      exam_id: 5,
      exam_title: exam.title,
      attempt_id: 9,
      submitted_at: '2026-11-01T00:20:00.000Z',
      total_score: 14,
      score: 13,
      released: true,
      pending: false,
      review_available: false,
      show_results: 'never',
    };
    const result: SubmitResult = { attempt_id: 9, status: 'submitted', submitted_at: '2026-11-01T00:20:00.000Z', score: 13, results_available: false, score_released: true, pending: false, can_start: false };
    const expected = { phase: 'released', score: 13, actions: ['grades'] };
    expect(studentExamStatus(studentExamFacts(exam))).toEqual(expected);
    expect(studentExamStatus(myGradeFacts(grade))).toEqual(expected);
    expect(studentExamStatus(submitResultFacts(exam, result))).toEqual(expected);
    expect(studentExamStatus(studentExamFacts({ ...exam, attempt: null, status: 'open', can_start: true }))).toEqual({ phase: 'available', score: null, actions: ['start'] });
  });
});
