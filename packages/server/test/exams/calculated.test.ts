// Calculated questions through the bank and exam API (issue 15, part 2): the bank's checks and preview, each student's
// own values in the stem (the same after a reload and on a new server instance, different for two students), grading
// against the student's own answer, what staff and students see afterwards, and statistics per question.
import type { AttemptReview, AttemptResult, AttemptView, CalculatedPreview, ExamStatistics, PaperDetail, Question, QuestionWrite } from '@finedu/domain';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { addStudents, createExam, setUp, type ExamFixture } from './fixtures.js';

let f: ExamFixture;
beforeAll(async () => {
  f = await setUp();
}, 120_000);
afterAll(async () => f.t.close());

const Q = '/api/exam/question';
const STEM = '贷款本金 {loan} 元，年利率 {rate}%，期限 {years} 年，按月等额本息还款。每月还款额为多少元？';
const LOAN: QuestionWrite = {
  type: 'calculated',
  stem: STEM,
  score: 10,
  content: {
    type: 'calculated',
    variables: [
      { name: 'loan', kind: 'range', min: 10000, max: 1000000, step: 100 },
      { name: 'rate', kind: 'range', min: 2, max: 8, step: 0.05 },
      { name: 'years', kind: 'list', values: [1, 2, 3, 5, 10, 20, 30] },
    ],
    formula: 'PMT(rate / 100 / 12, years * 12, -loan)',
    tolerance: { kind: 'relative', amount: 0.001 },
    units: [{ name: '元', multiplier: 1 }],
  },
};

/** The values a student's stem shows, read back from the text. */
function valuesIn(stem: string): { loan: number; rate: number; years: number } {
  const match = /贷款本金 ([\d.]+) 元，年利率 ([\d.]+)%，期限 (\d+) 年/.exec(stem);
  if (!match) throw new Error(`no values in "${stem}"`);
  return { loan: Number(match[1]), rate: Number(match[2]), years: Number(match[3]) };
}
/** The monthly payment of an annuity loan, written out here rather than taken from the server's engine. */
function payment({ loan, rate, years }: { loan: number; rate: number; years: number }): number {
  const r = rate / 100 / 12;
  return (loan * r) / (1 - (1 + r) ** -(years * 12));
}

const start = (examId: number, as: Session, t: TestApp = f.t) => t.call<AttemptView>('POST', `/api/exam/examine/${examId}/start`, { as });
const answer = (attemptId: number, as: Session, questionId: number, response: string) =>
  f.t.call('PUT', `/api/exam/attempt/${attemptId}/answers`, { as, body: { answers: [{ question_id: questionId, response, revision: 1 }] } });
const submit = (attemptId: number, as: Session) => f.t.call('POST', `/api/exam/attempt/${attemptId}/submit`, { as });

async function paperWith(body: QuestionWrite): Promise<{ paper: PaperDetail; question: Question }> {
  const res = await f.t.call<Question>('POST', Q, { as: f.teacher, body });
  if (res.code !== 1) throw new Error(`create question: ${res.message}`);
  const paper = await f.t.call<PaperDetail>('POST', '/api/exam/paper', {
    as: f.teacher,
    body: { title: '计算题卷', duration_minutes: 60, sections: [{ title: '计算题', questions: [{ question_id: res.data.id, score: 10 }] }] },
  });
  if (paper.code !== 1) throw new Error(`create paper: ${paper.message}`);
  return { paper: paper.data, question: res.data };
}

/** A change to the loan question: another stem, or content fields over its own. */
type Patch = { stem?: string; content?: Record<string, unknown> };

describe('the bank', () => {
  const create = (patch: Patch, lang = 'zh-CN') =>
    f.t.call<Question>('POST', Q, {
      as: f.teacher,
      body: { ...LOAN, ...patch, content: { ...(LOAN.content as Record<string, unknown>), ...(patch.content ?? {}) } },
      headers: { 'accept-language': lang },
    });

  it('saves a calculated question with its variables, formula and tolerance', async () => {
    const res = await create({});
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ type: 'calculated', content: { type: 'calculated', formula: 'PMT(rate / 100 / 12, years * 12, -loan)', tolerance: { kind: 'relative', amount: 0.001 } } });
  });

  it.each<[string, Patch, string, string]>([
    [
      'a formula with no finite answer for some values',
      { content: { variables: [{ name: 'rate', kind: 'range', min: 3, max: 6, step: 0.5 }], formula: '100 / (rate - 4)' }, stem: '利率 {rate}%' },
      '取值 rate=4 时答案不是有限的数，请调整变量范围或公式',
      "With rate=4 the answer is not a finite number: change the variables' ranges or the formula",
    ],
    ['a placeholder that is not a variable', { stem: '本金 {loan} 元，利率 {r}%，{years} 年' }, '题干中的 {r} 不是已定义的变量', '{r} in the stem is not a declared variable'],
    ['a formula name that is not a variable', { content: { formula: 'PMT(r / 12, years * 12, -loan)' } }, '答案公式中的 r 不是已定义的变量', 'r in the answer formula is not a declared variable'],
    ['a formula that does not parse', { content: { formula: 'PMT(rate / 12, years * 12' } }, '答案公式无法解析', 'The answer formula does not parse'],
    ['an empty formula', { content: { formula: '  ' } }, '请填写答案公式', 'The answer formula is required'],
    [
      'a variable twice',
      { content: { variables: [{ name: 'loan', kind: 'list', values: [1] }, { name: 'loan', kind: 'list', values: [2] }], formula: 'loan' }, stem: '{loan}' },
      '变量 loan 重复',
      'Variable loan appears twice',
    ],
    [
      'a range whose maximum is below its minimum',
      { content: { variables: [{ name: 'loan', kind: 'range', min: 10, max: 1, step: 1 }], formula: 'loan' }, stem: '{loan}' },
      '变量 loan 的最大值小于最小值',
      "Variable loan's maximum is below its minimum",
    ],
  ])('refuses %s, in both languages', async (_, patch, zh, en) => {
    const refused = await create(patch);
    expect(refused.code).toBe(0);
    expect(refused.message).toContain(zh);
    const english = await create(patch, 'en-US');
    expect(english.code).toBe(0);
    expect(english.message).toContain(en);
  });

  it('refuses a calculated question inside a case (each student has one set of values per question)', async () => {
    const res = await f.t.call('POST', Q, {
      as: f.teacher,
      body: { type: 'case', stem: '案例', content: { type: 'case', children: [{ key: 'q1', stem: STEM, score: 5, content: LOAN.content }] } },
    });
    expect(res.code).not.toBe(1);
  });

  it('previews five variants with their stems and answers, and refuses what a save refuses', async () => {
    const preview = await f.t.call<CalculatedPreview>('POST', `${Q}/calculated/preview`, { as: f.teacher, body: { stem: LOAN.stem, content: LOAN.content } });
    expect(preview.code).toBe(1);
    expect(preview.data.variants).toHaveLength(5);
    for (const variant of preview.data.variants) {
      expect(variant.stem).not.toContain('{');
      expect(valuesIn(variant.stem)).toEqual(variant.values);
      expect(variant.answer).toBeCloseTo(payment(valuesIn(variant.stem)), 6);
    }
    expect(new Set(preview.data.variants.map((v) => v.stem)).size).toBeGreaterThan(1);
    const again = await f.t.call<CalculatedPreview>('POST', `${Q}/calculated/preview`, { as: f.teacher, body: { stem: LOAN.stem, content: LOAN.content } });
    expect(again.data).toEqual(preview.data);
    const refused = await f.t.call('POST', `${Q}/calculated/preview`, {
      as: f.teacher,
      body: { stem: '{rate}', content: { ...LOAN.content, variables: [{ name: 'rate', kind: 'list', values: [1, 0] }], formula: '1 / rate' } },
    });
    expect(refused).toMatchObject({ code: 0, message: expect.stringContaining('rate=0') });
    expect((await f.t.call('POST', `${Q}/calculated/preview`, { as: f.student, body: { stem: LOAN.stem, content: LOAN.content } })).code).not.toBe(1);
  });
});

describe('an exam with a calculated question', () => {
  let question: Question;
  let examId: number;
  let alice: Session;
  let bob: Session;
  let aliceView: AttemptView;
  let bobView: AttemptView;
  const stemOf = (view: AttemptView) => view.questions.find((q) => q.question_id === question.id)!.stem;

  beforeAll(async () => {
    const made = await paperWith(LOAN);
    question = made.question;
    examId = (await createExam(f, made.paper.id, { attempts: 2, show_results: 'after_submit' })).id;
    [alice, bob] = (await addStudents(f, 2)) as [Session, Session];
    aliceView = (await start(examId, alice)).data;
    bobView = (await start(examId, bob)).data;
  }, 120_000);

  it('shows each student the stem with their own values, never the formula, the variables or the answer', () => {
    const alices = stemOf(aliceView);
    expect(alices).not.toContain('{');
    expect(valuesIn(alices).loan).toBeGreaterThanOrEqual(10000);
    const shown = JSON.stringify(aliceView.questions);
    expect(shown).not.toContain('PMT');
    expect(shown).not.toContain('formula');
    expect(shown).not.toContain('variables');
    expect(shown).not.toContain(String(payment(valuesIn(alices))).slice(0, 6));
    expect(aliceView.questions[0]!.content).toEqual({ type: 'calculated', units: [{ name: '元', multiplier: 1 }], unit_required: false, precision: null });
  });

  it('gives two students different values', () => {
    expect(stemOf(bobView)).not.toBe(stemOf(aliceView));
    // Different enough that one student's answer is wrong for the other (tolerance 0.1 %).
    const [a, b] = [payment(valuesIn(stemOf(aliceView))), payment(valuesIn(stemOf(bobView)))];
    expect(Math.abs(a - b)).toBeGreaterThan(0.001 * Math.max(a, b));
  });

  it('shows the same values on every reload and on a new server instance on the same database', async () => {
    const reloaded = await f.t.call<AttemptView>('GET', `/api/exam/attempt/${aliceView.id}`, { as: alice });
    expect(stemOf(reloaded.data)).toBe(stemOf(aliceView));
    expect(stemOf((await start(examId, alice)).data)).toBe(stemOf(aliceView));
    const restarted = await createTestApp({}, { clock: f.clock, sameDatabaseAs: f.t });
    try {
      const again = await restarted.call<AttemptView>('GET', `/api/exam/attempt/${aliceView.id}`, { as: alice });
      expect(again.code).toBe(1);
      expect(stemOf(again.data)).toBe(stemOf(aliceView));
      expect(stemOf((await restarted.call<AttemptView>('GET', `/api/exam/attempt/${bobView.id}`, { as: bob })).data)).toBe(stemOf(bobView));
    } finally {
      await restarted.close();
    }
  });

  it("grades each student wrong with the neighbour's answer and right with their own", async () => {
    const alicesAnswer = payment(valuesIn(stemOf(aliceView)));
    const bobsAnswer = payment(valuesIn(stemOf(bobView)));
    // First attempts: each types the other's answer.
    expect((await answer(aliceView.id, alice, question.id, bobsAnswer.toFixed(2))).code).toBe(1);
    expect((await answer(bobView.id, bob, question.id, alicesAnswer.toFixed(2))).code).toBe(1);
    expect((await submit(aliceView.id, alice)).code).toBe(1);
    expect((await submit(bobView.id, bob)).code).toBe(1);
    const wrongA = await f.t.call<AttemptResult>('GET', `/api/exam/attempt/${aliceView.id}/result`, { as: alice });
    const wrongB = await f.t.call<AttemptResult>('GET', `/api/exam/attempt/${bobView.id}/result`, { as: bob });
    expect(wrongA.data.questions[0]).toMatchObject({ awarded: 0, correct: false });
    expect(wrongB.data.questions[0]).toMatchObject({ awarded: 0, correct: false });
    // A second attempt remains: the marks, but neither the expected answer nor the formula (issue 37).
    expect(wrongA.data.keys_released).toBe(false);
    expect(wrongA.data.questions[0]).toMatchObject({ key_released: false, content: { type: 'calculated' } });
    expect(JSON.stringify(wrongA.data)).not.toContain('variant');
    expect(JSON.stringify(wrongA.data)).not.toContain(String(alicesAnswer).slice(0, 6));
    // Second attempts (same exam, student and question: the same values): each types their own, with a unit.
    const second = { alice: (await start(examId, alice)).data, bob: (await start(examId, bob)).data };
    expect(second.alice.id).not.toBe(aliceView.id);
    expect(stemOf(second.alice)).toBe(stemOf(aliceView));
    expect((await answer(second.alice.id, alice, question.id, `${alicesAnswer.toFixed(2)} 元`)).code).toBe(1);
    expect((await answer(second.bob.id, bob, question.id, bobsAnswer.toFixed(2))).code).toBe(1);
    expect((await submit(second.alice.id, alice)).code).toBe(1);
    expect((await submit(second.bob.id, bob)).code).toBe(1);
    const rightA = await f.t.call<AttemptResult>('GET', `/api/exam/attempt/${second.alice.id}/result`, { as: alice });
    const rightB = await f.t.call<AttemptResult>('GET', `/api/exam/attempt/${second.bob.id}/result`, { as: bob });
    expect(rightA.data.questions[0]).toMatchObject({ awarded: 10, correct: true });
    expect(rightB.data.questions[0]).toMatchObject({ awarded: 10, correct: true });
    expect(rightA.data.score).toBe(10);

    // The student's result: their values and answer, never the formula or the ranges.
    expect(rightA.data.keys_released).toBe(true);
    const graded = rightA.data.questions[0]!;
    if (graded.key_released === false) throw new Error('the key is withheld after the last attempt');
    expect(graded.stem).toBe(stemOf(aliceView));
    expect(graded.variant?.values).toEqual(valuesIn(stemOf(aliceView)));
    expect(graded.variant?.answer).toBeCloseTo(alicesAnswer, 6);
    expect(JSON.stringify(graded)).not.toContain('PMT');
    expect(graded.content).toMatchObject({ type: 'calculated', formula: '', variables: [{ name: 'loan', kind: 'list', values: [valuesIn(stemOf(aliceView)).loan] }, expect.anything(), expect.anything()] });

    // The teacher's review of Bob: his values and answer, and the formula.
    const review = await f.t.call<AttemptReview>('GET', `/api/exam/examine/${examId}/attempt/${second.bob.id}`, { as: f.teacher });
    expect(review.code).toBe(1);
    expect(review.data.questions[0]).toMatchObject({ stem: stemOf(bobView), variant: { values: valuesIn(stemOf(bobView)) }, content: { formula: LOAN.content.type === 'calculated' ? LOAN.content.formula : '' } });
    expect(review.data.questions[0]!.variant?.answer).toBeCloseTo(bobsAnswer, 6);
  });

  it('counts the question once in the statistics, whatever the variants', async () => {
    const stats = await f.t.call<ExamStatistics>('GET', `/api/exam/examine/${examId}/statistics`, { as: f.teacher });
    expect(stats.code).toBe(1);
    expect(stats.data.questions).toHaveLength(1);
    expect(stats.data.questions[0]).toMatchObject({ question_id: question.id, type: 'calculated', stem: STEM });
  });
});
