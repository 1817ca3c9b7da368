// @lane kernel
// Programming answers graded after submit in fresh sandboxed python3 kernels of a real Jupyter Server.
import type { AttemptReview, AttemptView, Candidate, SubmitResult } from '@finedu/domain';
import { NOTEBOOK_BACKEND_DECORATOR } from '../../src/runtime/kernelHost.js';
import type { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { sharedJupyter } from '../kernel/sharedJupyter.js';
import { addStudents, createExam, createPaper, setUp, QUESTIONS, type ExamFixture } from './fixtures.js';

let f: ExamFixture;
let jupyter: JupyterProcess;
beforeAll(async () => {
  jupyter = await sharedJupyter();
  f = await setUp({}, { beforeReady: (app) => app.decorate(NOTEBOOK_BACKEND_DECORATOR, jupyter) });
}, 180_000);
afterAll(async () => {
  await f.t.close();
});

const SOLUTIONS: Array<[string, number, boolean[]]> = [
  ['def npv(rate, flows):\n    return sum(c / (1 + rate) ** t for t, c in enumerate(flows))\n', 8, [true, true]],
  ['def npv(rate, flows):\n    return sum(flows)\n', 2, [true, false]],
  ['raise ValueError("broken")\n', 0, [false, false]],
];

describe('programming questions', () => {
  it('runs the student’s code, then each hidden test; records outcomes without the test code', async () => {
    const program = QUESTIONS.find((q) => q.body.type === 'program')!;
    const made = await createPaper(f, f.teacher, [program]);
    const exam = await createExam(f, made.paper.id, { show_results: 'after_submit' });
    const students = await addStudents(f, SOLUTIONS.length);
    const attempts: number[] = [];
    for (const [i, s] of students.entries()) {
      const view = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s })).data;
      await f.t.call('PUT', `/api/exam/attempt/${view.id}/answers`, { as: s, body: { answers: [{ question_id: made.questions[0]!.id, response: SOLUTIONS[i]![0], revision: 1 }] } });
      const sub = await f.t.call<SubmitResult>('POST', `/api/exam/attempt/${view.id}/submit`, { as: s });
      // Graded after the submit returns: no score yet.
      expect(sub.data).toMatchObject({ status: 'submitted', score: null });
      attempts.push(view.id);
    }
    await f.t.app.examPrograms.idle();
    const list = (await f.t.call<{ list: Candidate[] }>('GET', `/api/exam/examine/${exam.id}/candidates`, { as: f.teacher })).data.list;
    for (const [i, s] of students.entries()) {
      expect(list.find((c) => c.user_id === s.user.id)!.attempt!.score).toBe(SOLUTIONS[i]![1]);
      const review = await f.t.call<AttemptReview>('GET', `/api/exam/examine/${exam.id}/attempt/${attempts[i]}`, { as: f.teacher });
      const q = review.data.questions[0]!;
      expect(q.tests!.map((x) => [x.name, x.passed])).toEqual([
        ['zero rate', SOLUTIONS[i]![2][0]],
        ['ten percent', SOLUTIONS[i]![2][1]],
      ]);
      const result = await f.t.call<{ questions: Array<{ tests: unknown }> }>('GET', `/api/exam/attempt/${attempts[i]}/result`, { as: s });
      expect(JSON.stringify(result.data.questions[0]!.tests)).not.toContain('assert');
    }
    const failed = (await f.t.call<AttemptReview>('GET', `/api/exam/examine/${exam.id}/attempt/${attempts[1]}`, { as: f.teacher })).data.questions[0]!.tests![1]!;
    expect(failed.message).toContain('AssertionError');
  }, 240_000);
});
