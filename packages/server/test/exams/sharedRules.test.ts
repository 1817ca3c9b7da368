// The shared rule table of @finedu/domain (issue 17) against what the server does over HTTP: blank answers graded in a
// real attempt and returned in its review, the teacher's count of answered questions, and the countdown read from the
// attempt's clock. The ui suite runs the same table against what the review and the timer show.
import { formatCountdown, type AttemptResult, type AttemptView, type Candidate, type PaperDetail, type Question, type QuestionWrite } from '@finedu/domain';
import { ANSWERED_CASES, BLANK_CASE_SCORE, BLANK_CASES, blankCaseAwarded, COUNTDOWN_CASES, countdownDays } from '@finedu/domain/shared-rules';
import type { Session } from '../helper.js';
import { addStudents, createExam, MINUTE, setUp, type ExamFixture } from './fixtures.js';

let f: ExamFixture;
beforeAll(async () => {
  f = await setUp();
}, 120_000);
afterAll(async () => f.t.close());

/** The questions and a paper of them (each worth `score`), made by the teacher through the API. */
async function paperOf(bodies: QuestionWrite[], score: (index: number) => number): Promise<{ paper: PaperDetail; questions: Question[] }> {
  const questions: Question[] = [];
  for (const body of bodies) {
    const res = await f.t.call<Question>('POST', '/api/exam/question', { as: f.teacher, body });
    if (res.code !== 1) throw new Error(`create question "${body.stem}": ${res.message}`);
    questions.push(res.data);
  }
  const res = await f.t.call<PaperDetail>('POST', '/api/exam/paper', {
    as: f.teacher,
    body: { title: '共同规则卷', duration_minutes: 60, sections: [{ title: '规则', questions: questions.map((q, i) => ({ question_id: q.id, score: score(i) })) }] },
  });
  if (res.code !== 1) throw new Error(`create paper: ${res.message}`);
  return { paper: res.data, questions };
}

const start = (examId: number, as: Session) => f.t.call<AttemptView>('POST', `/api/exam/examine/${examId}/start`, { as });
const save = (attemptId: number, as: Session, answers: Array<{ question_id: number; response: unknown }>) =>
  f.t.call('PUT', `/api/exam/attempt/${attemptId}/answers`, { as, body: { answers: answers.map((a) => ({ ...a, revision: 1 })) } });

describe('blank answers: the review returns the grade the table expects', () => {
  let result: AttemptResult;
  let questions: Question[];
  beforeAll(async () => {
    const made = await paperOf(
      BLANK_CASES.map((rule) => ({ type: 'blank', stem: rule.stem, content: rule.content })),
      () => BLANK_CASE_SCORE,
    );
    questions = made.questions;
    const exam = await createExam(f, made.paper.id, { show_results: 'after_submit' });
    const [student] = await addStudents(f, 1);
    const attempt = await start(exam.id, student!);
    expect(attempt.code).toBe(1);
    const saved = await save(attempt.data.id, student!, BLANK_CASES.map((rule, i) => ({ question_id: questions[i]!.id, response: rule.response })));
    expect(saved.code).toBe(1);
    expect((await f.t.call('POST', `/api/exam/attempt/${attempt.data.id}/submit`, { as: student! })).code).toBe(1);
    const res = await f.t.call<AttemptResult>('GET', `/api/exam/attempt/${attempt.data.id}/result`, { as: student! });
    expect(res.code).toBe(1);
    result = res.data;
  }, 120_000);

  it.each(BLANK_CASES.map((rule, index) => [rule.name, rule, index] as const))('%s', (_, rule, index) => {
    const graded = result.questions.find((q) => q.question_id === questions[index]!.id)!;
    expect(graded.response).toEqual(rule.response);
    expect({ awarded: graded.awarded, correct: graded.correct }).toEqual({ awarded: blankCaseAwarded(rule), correct: rule.correct.every(Boolean) });
  });
});

describe("answered questions: the teacher's candidate list counts what the answer sheet counts", () => {
  let counted: Map<number, number | undefined>;
  let students: Session[];
  beforeAll(async () => {
    const made = await paperOf(
      ANSWERED_CASES.map((rule) => ({ type: rule.type, stem: rule.stem, content: rule.content })),
      () => 2,
    );
    const exam = await createExam(f, made.paper.id, { show_results: 'after_submit' });
    // One student per case, each saving that case's response and nothing else.
    students = await addStudents(f, ANSWERED_CASES.length);
    for (const [i, rule] of ANSWERED_CASES.entries()) {
      const attempt = await start(exam.id, students[i]!);
      expect(attempt.code).toBe(1);
      expect((await save(attempt.data.id, students[i]!, [{ question_id: made.questions[i]!.id, response: rule.response }])).code).toBe(1);
    }
    const res = await f.t.call<{ list: Candidate[] }>('GET', `/api/exam/examine/${exam.id}/candidates`, { as: f.teacher });
    expect(res.code).toBe(1);
    counted = new Map(res.data.list.map((c) => [c.user_id, c.attempt?.answered]));
  }, 120_000);

  it.each(ANSWERED_CASES.map((rule, index) => [rule.name, rule, index] as const))('%s', (_, rule, index) => {
    expect(counted.get(students[index]!.user.id)).toBe(rule.answered ? 1 : 0);
  });
});

describe("the countdown read from the attempt's clock", () => {
  const durationMinutes = 600;
  const fitting = COUNTDOWN_CASES.filter((rule) => rule.remainingMs <= durationMinutes * MINUTE).sort((a, b) => b.remainingMs - a.remainingMs);

  it('reads as the table says at each point of a 10-hour exam (the longer ones need days: ui and domain suites)', async () => {
    expect(fitting.length).toBeGreaterThan(4);
    const made = await paperOf([{ type: 'judge', stem: '债券价格与利率反向变动。', content: { type: 'judge', answer: true } }], () => 2);
    const now = f.clock.now().getTime();
    const exam = await createExam(f, made.paper.id, { duration_minutes: durationMinutes, end_at: new Date(now + (durationMinutes + 60) * MINUTE).toISOString() });
    const [student] = await addStudents(f, 1);
    const attempt = await start(exam.id, student!);
    expect(attempt.code).toBe(1);
    const deadline = Date.parse(attempt.data.deadline);
    for (const rule of fitting) {
      f.clock.set(deadline - rule.remainingMs);
      const view = await f.t.call<AttemptView>('GET', `/api/exam/attempt/${attempt.data.id}`, { as: student! });
      expect(view.code).toBe(1);
      expect([rule.remainingMs, formatCountdown(Date.parse(view.data.deadline) - Date.parse(view.data.server_now), countdownDays)]).toEqual([rule.remainingMs, rule.shown]);
    }
  });
});
