// A submitted exam is graded once (issue 31): the submit grades every answer, then the programming job writes only the
// programming items it ran and sums the attempt's totals from the stored grades; every other answer keeps the grade
// it has (its detail, its points, a teacher's mark). The grades keep the per-part verdicts they computed, and the
// review sends them. The job's kernel is a fake runtime (test/runtime/fakeRuntime.ts).
import type { AttemptReview, AttemptView, Candidate, MarkingAnswers } from '@finedu/domain';
import { and, eq } from 'drizzle-orm';
import { examAnswers } from '../../src/db/schema/index.js';
import { fakeRuntime, gradeByCode } from '../runtime/fakeRuntime.js';
import { addStudents, createExam, createPaper, setUp, QUESTIONS, type ExamFixture } from './fixtures.js';

// The reference answer (it uses enumerate) passes both tests, any other answer only the first.
const runtime = fakeRuntime(gradeByCode((code) => (code.includes('enumerate') ? ['zero rate', 'ten percent'] : ['zero rate'])));
let f: ExamFixture;

beforeAll(async () => {
  f = await setUp({}, { runtime });
}, 60_000);
afterAll(async () => {
  await f.t.close();
});

const byType = (type: string) => QUESTIONS.find((q) => q.body.type === type)!;

describe('the programming job', () => {
  it('writes only the programming items it ran: other answers keep their stored grades and marks, and the totals are summed from the stored grades', async () => {
    const items = [byType('single'), byType('blank'), byType('short'), byType('program')];
    const made = await createPaper(f, f.teacher, items);
    const [single, blank, short, program] = made.questions.map((q) => q.id) as [number, number, number, number];
    const exam = await createExam(f, made.paper.id, { show_results: 'after_submit' });
    const [s] = await addStudents(f, 1);
    const view = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s! })).data;
    const answers = [
      { question_id: single, response: 'B', revision: 1 },
      { question_id: blank, response: ['capm', 'gamma'], revision: 1 },
      { question_id: short, response: '弱式与强式', revision: 1 },
      { question_id: program, response: 'def npv(rate, flows):\n    return flows[0] + flows[1]\n', revision: 1 },
    ];
    await f.t.call('PUT', `/api/exam/attempt/${view.id}/answers`, { as: s!, body: { answers } });
    expect((await f.t.call('POST', `/api/exam/attempt/${view.id}/submit`, { as: s! })).code).toBe(1);
    await f.t.app.examPrograms.idle();
    expect(runtime.requests).toHaveLength(1);

    const review = async () => (await f.t.call<AttemptReview>('GET', `/api/exam/examine/${exam.id}/attempt/${view.id}`, { as: f.teacher })).data;
    const candidate = async () => (await f.t.call<{ list: Candidate[] }>('GET', `/api/exam/examine/${exam.id}/candidates`, { as: f.teacher })).data.list.find((c) => c.user_id === s!.user.id)!.attempt!;
    const question = (r: AttemptReview, id: number) => r.questions.find((q) => q.question_id === id)!;

    // The submit graded the objective answers with their per-part verdicts; the job graded the program (1 of 4 points → 2 of 8).
    let r = await review();
    expect(question(r, single)).toMatchObject({ awarded: 2, correct: true, verdicts: { picks: { B: true } } });
    expect(question(r, blank)).toMatchObject({ awarded: 2, correct: false, verdicts: { blanks: [true, false] } });
    expect(question(r, short)).toMatchObject({ awarded: null, verdicts: null });
    expect(question(r, program)).toMatchObject({ awarded: 2, correct: false });
    expect(await candidate()).toMatchObject({ score: 6 });

    // A teacher marks the short answer; a stored grade of an objective answer is changed behind the grader's back.
    const mark = await f.t.call<MarkingAnswers['list'][number]>('PUT', `/api/exam/examine/${exam.id}/marking/${short}/${view.id}`, { as: f.teacher, body: { score: 7, comment: '不够完整' } });
    expect(mark.code).toBe(1);
    const db = f.t.app.db;
    const row = async (questionId: number) => (await db.select().from(examAnswers).where(and(eq(examAnswers.attemptId, view.id), eq(examAnswers.questionId, questionId))))[0]!;
    const planted = { awarded: 1.5, correct: false, verdicts: { blanks: [false, false] } };
    await db.update(examAnswers).set({ awarded: 1.5, detail: planted }).where(and(eq(examAnswers.attemptId, view.id), eq(examAnswers.questionId, blank)));
    const before = await Promise.all([single, blank, short].map(row));

    // The job runs again (a retried job, or the answer's program graded once more).
    await f.t.app.examPrograms.gradeOne(view.id);
    expect(runtime.requests).toHaveLength(2);
    const after = await Promise.all([single, blank, short].map(row));
    // Every answer the job did not run is untouched: its points, detail and comment as they were stored.
    expect(after.map((a) => [a.awarded, a.detail, a.comment])).toEqual(before.map((b) => [b.awarded, b.detail, b.comment]));
    expect((await row(blank)).detail).toEqual(planted);
    expect((await row(short)).detail.mark).toMatchObject({ score: 7, comment: '不够完整' });
    // The totals are the stored grades' sum: 2 + 1.5 (as stored) + 7 (the mark) + 2, nothing left to mark or run.
    expect(await candidate()).toMatchObject({ score: 12.5 });
    r = await review();
    expect(question(r, program)).toMatchObject({ awarded: 2, tests: [expect.objectContaining({ name: 'zero rate', passed: true }), expect.objectContaining({ name: 'ten percent', passed: false })] });
    expect(question(r, short)).toMatchObject({ awarded: 7, comment: '不够完整' });
  });

  it("writes a case question's programming sub-question and the case's sum, keeping its other sub-questions' stored grades", async () => {
    const program = byType('program').body.content;
    if (program.type !== 'program') throw new Error('fixture');
    const programContent = { type: 'program' as const, template: program.template, tests: program.tests };
    const made = await createPaper(f, f.teacher, [
      {
        score: 10,
        body: {
          type: 'case',
          stem: '阅读案例并回答问题。',
          content: {
            type: 'case',
            material: '某项目的现金流如下……',
            dataset_url: null,
            children: [
              { key: 'a', stem: '定义函数 npv(rate, flows)。', score: 6, analysis: '', content: programContent },
              { key: 'b', stem: '债券价格与利率的关系？', score: 4, analysis: '', content: { type: 'single', options: [{ key: 'A', text: '同向' }, { key: 'B', text: '反向' }], answer: 'B' } },
            ],
          },
        },
      },
    ]);
    const caseId = made.questions[0]!.id;
    const exam = await createExam(f, made.paper.id, { show_results: 'after_submit' });
    const [s] = await addStudents(f, 1);
    const view = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s! })).data;
    const response = { a: 'def npv(rate, flows):\n    return flows[0] + flows[1]\n', b: 'B' };
    await f.t.call('PUT', `/api/exam/attempt/${view.id}/answers`, { as: s!, body: { answers: [{ question_id: caseId, response, revision: 1 }] } });
    expect((await f.t.call('POST', `/api/exam/attempt/${view.id}/submit`, { as: s! })).code).toBe(1);
    await f.t.app.examPrograms.idle();

    const db = f.t.app.db;
    const where = and(eq(examAnswers.attemptId, view.id), eq(examAnswers.questionId, caseId));
    const row = async () => (await db.select().from(examAnswers).where(where))[0]!;
    const candidate = async () => (await f.t.call<{ list: Candidate[] }>('GET', `/api/exam/examine/${exam.id}/candidates`, { as: f.teacher })).data.list.find((c) => c.user_id === s!.user.id)!.attempt!;
    // 1 of 4 test points of 6, and the right choice's 4.
    expect((await row()).detail).toMatchObject({ awarded: 5.5, subs: { a: { awarded: 1.5 }, b: { awarded: 4, verdicts: { picks: { B: true } } } } });
    expect(await candidate()).toMatchObject({ score: 5.5 });

    // The choice's stored grade changed behind the grader's back: the job keeps it and sums the case from it.
    const stored = (await row()).detail;
    const plantedB = { awarded: 1, correct: false, verdicts: { picks: { B: false } } };
    await db.update(examAnswers).set({ awarded: 2.5, detail: { ...stored, awarded: 2.5, subs: { ...stored.subs, b: plantedB } } }).where(where);
    await f.t.app.examPrograms.gradeOne(view.id);
    const after = (await row()).detail;
    expect(after.subs?.b).toEqual(plantedB);
    expect(after.subs?.a).toMatchObject({ awarded: 1.5, tests: [expect.objectContaining({ passed: true }), expect.objectContaining({ passed: false })] });
    expect(after.awarded).toBe(2.5);
    expect(await candidate()).toMatchObject({ score: 2.5 });
    const review = (await f.t.call<AttemptReview>('GET', `/api/exam/examine/${exam.id}/attempt/${view.id}`, { as: f.teacher })).data;
    expect(review.questions[0]).toMatchObject({ awarded: 2.5, verdicts: { subs: { b: { picks: { B: false } } } } });
  });
});
