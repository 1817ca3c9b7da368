// Numeric questions through the exam API (issue 15): the shared rule table graded in a real attempt, the key kept from
// the student until the results, answers saved as typed, and the questions the bank refuses.
import type { AttemptResult, AttemptView, PaperDetail, Question, QuestionWrite } from '@finedu/domain';
import { NUMERIC_CASE_SCORE, NUMERIC_CASES, numericCaseAwarded } from '@finedu/domain/shared-rules';
import type { Session } from '../helper.js';
import { addStudents, createExam, setUp, type ExamFixture } from './fixtures.js';

let f: ExamFixture;
beforeAll(async () => {
  f = await setUp();
}, 120_000);
afterAll(async () => f.t.close());

const Q = '/api/exam/question';
async function paperOf(bodies: QuestionWrite[]): Promise<{ paper: PaperDetail; questions: Question[] }> {
  const questions: Question[] = [];
  for (const body of bodies) {
    const res = await f.t.call<Question>('POST', Q, { as: f.teacher, body });
    if (res.code !== 1) throw new Error(`create question "${body.stem}": ${res.message}`);
    questions.push(res.data);
  }
  const res = await f.t.call<PaperDetail>('POST', '/api/exam/paper', {
    as: f.teacher,
    body: { title: '数值题卷', duration_minutes: 60, sections: [{ title: '数值题', questions: questions.map((q) => ({ question_id: q.id, score: NUMERIC_CASE_SCORE })) }] },
  });
  if (res.code !== 1) throw new Error(`create paper: ${res.message}`);
  return { paper: res.data, questions };
}
const start = (examId: number, as: Session) => f.t.call<AttemptView>('POST', `/api/exam/examine/${examId}/start`, { as });
const save = (attemptId: number, as: Session, answers: Array<{ question_id: number; response: unknown }>) =>
  f.t.call('PUT', `/api/exam/attempt/${attemptId}/answers`, { as, body: { answers: answers.map((a) => ({ ...a, revision: 1 })) } });

describe('a numeric paper taken through the API', () => {
  let questions: Question[];
  let view: AttemptView;
  let result: AttemptResult;
  let student: Session;
  let attemptId: number;
  beforeAll(async () => {
    const made = await paperOf(NUMERIC_CASES.map((rule) => ({ type: 'numeric', stem: rule.stem, content: rule.content })));
    questions = made.questions;
    const exam = await createExam(f, made.paper.id, { show_results: 'after_submit' });
    [student] = (await addStudents(f, 1)) as [Session];
    const attempt = await start(exam.id, student);
    expect(attempt.code).toBe(1);
    view = attempt.data;
    attemptId = attempt.data.id;
    const saved = await save(attemptId, student, NUMERIC_CASES.map((rule, i) => ({ question_id: questions[i]!.id, response: rule.response })));
    expect(saved.code).toBe(1);
    expect((await f.t.call('POST', `/api/exam/attempt/${attemptId}/submit`, { as: student })).code).toBe(1);
    const res = await f.t.call<AttemptResult>('GET', `/api/exam/attempt/${attemptId}/result`, { as: student });
    expect({ code: res.code, message: res.message }).toEqual({ code: 1, message: 'ok' });
    result = res.data;
  }, 120_000);

  it('shows the student units and the required form, never the accepted values', () => {
    const shown = JSON.stringify(view.questions);
    expect(shown).not.toContain('"answers"');
    expect(shown).not.toContain('"value"');
    expect(shown).not.toContain('"tolerance"');
    expect(shown).not.toContain('12345000');
    const withUnits = questions[NUMERIC_CASES.findIndex((rule) => rule.name === 'thousands separators and a unit')]!.id;
    expect(view.questions.find((q) => q.question_id === withUnits)!.content).toEqual({
      type: 'numeric',
      units: [{ name: '元', multiplier: 1 }, { name: '万元', multiplier: 10000 }],
      unit_required: false,
      precision: null,
    });
  });

  it.each(NUMERIC_CASES.map((rule, index) => [rule.name, rule, index] as const))('grades %s as the shared table says', (_, rule, index) => {
    const graded = result.questions.find((q) => q.question_id === questions[index]!.id)!;
    expect(graded.response).toBe(rule.response);
    expect({ awarded: graded.awarded, correct: graded.correct }).toEqual({ awarded: numericCaseAwarded(rule), correct: rule.credit === 1 });
  });

  it('gives 10.005 for {#10:0.01} full marks, and the results carry the key', () => {
    const graded = result.questions.find((q) => q.question_id === questions[0]!.id)!;
    expect(graded).toMatchObject({ awarded: NUMERIC_CASE_SCORE, correct: true, content: { type: 'numeric', answers: [{ value: 10 }] } });
    expect(result.score).toBe(NUMERIC_CASES.reduce((sum, rule) => sum + numericCaseAwarded(rule), 0));
  });
});

describe('saving numeric answers', () => {
  it('keeps text that is not a number as typed, and refuses what is not text', async () => {
    const made = await paperOf([{ type: 'numeric', stem: '现值为多少？', content: { type: 'numeric', answers: [{ value: 1 }] } }]);
    const exam = await createExam(f, made.paper.id);
    const [student] = (await addStudents(f, 1)) as [Session];
    const attempt = await start(exam.id, student);
    const id = made.questions[0]!.id;
    expect(await save(attempt.data.id, student, [{ question_id: id, response: '约 1 元' }])).toMatchObject({ code: 1, data: { acks: [{ question_id: id, revision: 1 }], rejected: [] } });
    const refused = await f.t.call('PUT', `/api/exam/attempt/${attempt.data.id}/answers`, { as: student, body: { answers: [{ question_id: id, response: ['1'], revision: 2 }] } });
    expect(refused).toMatchObject({ code: 1, data: { acks: [], rejected: [{ question_id: id, revision: 2, message: '第 1 题：数值题的答案须为文字' }] } });
    const english = await f.t.call('PUT', `/api/exam/attempt/${attempt.data.id}/answers`, {
      as: student,
      body: { answers: [{ question_id: id, response: 'x'.repeat(201), revision: 3 }] },
      headers: { 'accept-language': 'en-US' },
    });
    expect(english).toMatchObject({ data: { rejected: [{ message: 'Question 1: A numeric answer takes at most 200 characters' }] } });
    const result = await f.t.call<AttemptView>('GET', `/api/exam/attempt/${attempt.data.id}`, { as: student });
    expect(JSON.stringify(result.data)).toContain('约 1 元');
  });
});

describe('the bank refuses inconsistent numeric questions', () => {
  const create = (content: Record<string, unknown>, lang = 'zh-CN') =>
    f.t.call<Question>('POST', Q, { as: f.teacher, body: { type: 'numeric', stem: '现值？', content: { type: 'numeric', ...content } }, headers: { 'accept-language': lang } });
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no full-credit answer', { answers: [{ value: 1, credit: 0.5 }] }, '至少需要一个得满分（100%）的答案', 'at least one answer must earn full credit (100%)'],
    ['a unit twice', { answers: [{ value: 1 }], units: [{ name: '元', multiplier: 1 }, { name: '元', multiplier: 2 }] }, '单位「元」重复', 'unit "元" appears twice'],
    ['a unit that reads as a number', { answers: [{ value: 1 }], units: [{ name: 'e3', multiplier: 1000 }] }, '单位「e3」不能以数字、符号或字母 e 开头', 'unit "e3" cannot start with a digit, a sign or the letter e'],
    ['a required unit with no unit', { answers: [{ value: 1 }], unit_required: true }, '要求填写单位时须至少列出一个单位', 'a required unit needs at least one unit listed'],
  ])('%s', async (_, content, zh, en) => {
    expect(await create(content)).toMatchObject({ code: 0, message: zh });
    expect(await create(content, 'en-US')).toMatchObject({ code: 0, message: expect.stringContaining(en) });
  });
  it('refuses a negative tolerance and a credit above 100 % by the schema', async () => {
    expect((await create({ answers: [{ value: 1, tolerance: { kind: 'absolute', amount: -1 } }] })).code).toBe(0);
    expect((await create({ answers: [{ value: 1, credit: 1.5 }] })).code).toBe(0);
  });
});
