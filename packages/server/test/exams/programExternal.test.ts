// @lane kernel
// Issue 19: exam programming answers graded through an external Jupyter Server (NOTEBOOK_URL): a fresh kernel on
// that server per answer (its folder made through the contents API), the hidden tests in the local grader. The test
// starts the external server itself (the platform's command, its own port, token and root folder).
import { mkdtempSync, rmSync } from 'node:fs';
import Fastify from 'fastify';
import type { AttemptReview, AttemptView, Candidate } from '@finedu/domain';
import { kernelHostOf } from '../../src/runtime/kernelHost.js';
import { ExternalJupyter } from '../../src/runtime/jupyter/externalJupyter.js';
import { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { notebookSettingsFromEnv } from '../../src/runtime/jupyter/settings.js';
import { addStudents, createExam, createPaper, setUp, QUESTIONS, type ExamFixture } from './fixtures.js';

let f: ExamFixture;
let external: JupyterProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync('/tmp/nbx-');
  external = await JupyterProcess.start(notebookSettingsFromEnv({ DATA_DIR: dataDir, NOTEBOOK_HOME_QUOTA_MB: '0' }), Fastify({ logger: { level: 'warn' } }).log);
  f = await setUp({ notebook: { NOTEBOOK_URL: external.url, NOTEBOOK_TOKEN: external.token } }, { notebook: 'start' });
}, 180_000);
afterAll(async () => {
  await f?.t.close();
  await external?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const SOLUTIONS: Array<[string, number, boolean[]]> = [
  ['def npv(rate, flows):\n    return sum(c / (1 + rate) ** t for t, c in enumerate(flows))\n', 8, [true, true]],
  ['def npv(rate, flows):\n    return sum(flows)\n', 2, [true, false]],
];

it('grades programming answers in fresh kernels of the external server', async () => {
  expect(kernelHostOf(f.t.app)).toBeInstanceOf(ExternalJupyter);
  const program = QUESTIONS.find((q) => q.body.type === 'program')!;
  const made = await createPaper(f, f.teacher, [program]);
  const exam = await createExam(f, made.paper.id, { show_results: 'after_submit' });
  const students = await addStudents(f, SOLUTIONS.length);
  const attempts: number[] = [];
  for (const [i, s] of students.entries()) {
    const view = (await f.t.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s })).data;
    await f.t.call('PUT', `/api/exam/attempt/${view.id}/answers`, { as: s, body: { answers: [{ question_id: made.questions[0]!.id, response: SOLUTIONS[i]![0], revision: 1 }] } });
    await f.t.call('POST', `/api/exam/attempt/${view.id}/submit`, { as: s });
    attempts.push(view.id);
  }
  await f.t.app.examPrograms.idle();
  const list = (await f.t.call<{ list: Candidate[] }>('GET', `/api/exam/examine/${exam.id}/candidates`, { as: f.teacher })).data.list;
  for (const [i, s] of students.entries()) {
    expect(list.find((c) => c.user_id === s.user.id)!.attempt!.score).toBe(SOLUTIONS[i]![1]);
    const review = await f.t.call<AttemptReview>('GET', `/api/exam/examine/${exam.id}/attempt/${attempts[i]}`, { as: f.teacher });
    expect(review.data.questions[0]!.tests!.map((x) => x.passed)).toEqual(SOLUTIONS[i]![2]);
  }
  // The grading kernels are gone from the external server afterwards.
  const sessions = (await (await fetch(`${external.url}api/sessions`, { headers: { Authorization: `token ${external.token}` } })).json()) as unknown[];
  expect(sessions).toEqual([]);
}, 240_000);
