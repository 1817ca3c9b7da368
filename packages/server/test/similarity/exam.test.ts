// The similarity check of an exam's programming question (issue 16): submitted answers compared, the starter code not
// counted; the exam's college staff may run it, another college's and students may not.
import type { AttemptView, SimilarityLatest, SimilarityPairDetail, SimilarityReport } from '@finedu/domain';
import { addStudents, createExam, createPaper, QUESTIONS, setUp, type ExamFixture } from '../exams/fixtures.js';

let f: ExamFixture;
beforeAll(async () => {
  f = await setUp();
});
afterAll(async () => f.t.close());

const STARTER = 'def npv(rate, flows):\n    pass\n';
const ANSWERS = [
  // 0 and 1: the same loop, names and layout changed.
  'def npv(rate, flows):\n    total = 0.0\n    for period, cash in enumerate(flows):\n        discount = (1 + rate) ** period\n        total += cash / discount\n    if total < 0:\n        print("negative", total)\n    return round(total, 6)\n',
  'def npv(r, cf):\n    acc = 0.0\n    for t, c in enumerate(cf):   # discount each\n        d = (1 + r) ** t\n        acc += c / d\n    if acc < 0:\n        print("neg", acc)\n    return round(acc, 2)\n',
  // 2: an independent one-liner.
  'def npv(rate, flows):\n    return sum(c / (1 + rate) ** t for t, c in enumerate(flows))\n',
  // 3 and 4: only the starter code.
  STARTER,
  `${STARTER}\n`,
];

describe('similarity report of an exam programming question', () => {
  it('ranks the renamed copy first and leaves the starter code out; refuses other colleges and students', async () => {
    const program = QUESTIONS.find((q) => q.body.type === 'program')!;
    expect(program.body.content).toMatchObject({ template: STARTER });
    const made = await createPaper(f, f.teacher, [program]);
    const exam = await createExam(f, made.paper.id);
    const item = String(made.questions[0]!.id);
    const students = await addStudents(f, ANSWERS.length);
    for (const [i, s] of students.entries()) {
      const view = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s })).data;
      await f.t.call('PUT', `/api/exam/attempt/${view.id}/answers`, { as: s, body: { answers: [{ question_id: made.questions[0]!.id, response: ANSWERS[i], revision: 1 }] } });
      expect((await f.t.call('POST', `/api/exam/attempt/${view.id}/submit`, { as: s })).code).toBe(1);
    }
    const scope = `exam_id=${exam.id}&item=${item}`;

    // The college's staff may; students and the other college may not.
    expect((await f.t.call('POST', '/api/similarity/report', { as: f.teacher2, body: { exam_id: exam.id, item } })).code).toBe(0);
    expect((await f.t.call('GET', `/api/similarity/report?${scope}`, { as: f.student })).code).not.toBe(1);
    expect((await f.t.call('GET', `/api/similarity/report?exam_id=${exam.id}&item=999999`, { as: f.teacher })).code).toBe(0);

    const started = await f.t.call<SimilarityReport>('POST', '/api/similarity/report', { as: f.eduadmin, body: { exam_id: exam.id, item } });
    expect(started.code).toBe(1);
    let latest: SimilarityLatest | null = null;
    for (let i = 0; i < 200; i++) {
      latest = (await f.t.call<SimilarityLatest>('GET', `/api/similarity/report?${scope}`, { as: f.teacher })).data;
      if (latest.report?.status === 'done' || latest.report?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const report = latest!.report!;
    expect(report.status).toBe('done');
    expect(latest!.submissions).toBe(ANSWERS.length);
    expect(report.outputs_compared).toBe(false);
    const ids = students.map((s) => s.user.id);
    expect([report.pairs[0]!.a, report.pairs[0]!.b]).toEqual([ids[0], ids[1]]);
    expect(report.pairs[0]!.score).toBeGreaterThan(0.8);
    expect(report.pairs.some((p) => [ids[3], ids[4]].includes(p.a) || [ids[3], ids[4]].includes(p.b))).toBe(false);

    const pair = await f.t.call<SimilarityPairDetail>('GET', `/api/similarity/report/${report.id}/pair?a=${ids[0]}&b=${ids[1]}`, { as: f.teacher });
    expect(pair.data.a.code).toBe(ANSWERS[0]);
    expect(pair.data.b.code).toBe(ANSWERS[1]);
    const other = await f.t.call('GET', `/api/similarity/report/${report.id}/pair?a=${ids[0]}&b=${ids[1]}`, { as: f.teacher2 });
    expect(other.code).toBe(0);
  });
});
