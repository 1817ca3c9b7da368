// @db postgres
// Programming grading as a durable job (issue 19): a grading queued before the server stops is done by the next
// one, the job itself (not a rescan) taken from the database; and grading an attempt again gives the same grade.
// The queue is the feature's: the answer is graded by a fake runtime (test/runtime/fakeRuntime.ts), so no Jupyter
// Server is started; exams/program.test.ts grades answers in real kernels.
import type { AttemptReview, AttemptView, Candidate, ClassInfo, Paged } from '@finedu/domain';
import { ManualClock } from '../../src/lib/clock.js';
import { PROGRAM_QUEUE } from '../../src/modules/exams/programRunner.js';
import { fakeRuntime, gradeByCode } from '../runtime/fakeRuntime.js';
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from '../helper.js';
import { addStudents, createExam, createPaper, QUESTIONS, type ExamFixture } from './fixtures.js';

// The reference answer (it uses enumerate) passes both tests, any other answer only the first.
const runtime = fakeRuntime(gradeByCode((code) => (code.includes('enumerate') ? ['zero rate', 'ten percent'] : ['zero rate'])));
let db: TestDatabase;
const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));

const instance = (): Promise<TestApp> => createTestApp({}, { clock, database: db, runtime });

beforeAll(async () => {
  db = await openTestDatabase();
}, 180_000);
afterAll(async () => {
  await db.close();
});

test('a grading queued before a restart is taken by the next server from the database, and a second grading changes nothing', async () => {
  const first = await instance();
  const [teacher, eduadmin, admin, student, student2, teacher2] = await Promise.all(['teacher', 'eduadmin', 'admin', 'student', 'student2', 'teacher2'].map((u) => first.login(u)));
  const classes = await first.call<Paged<ClassInfo>>('GET', '/api/admin/class', { as: eduadmin! });
  const f: ExamFixture = { t: first, clock, teacher: teacher!, eduadmin: eduadmin!, admin: admin!, student: student!, student2: student2!, teacher2: teacher2!, classId: classes.data.list.find((c) => c.name === '金融2301')!.id };
  // This server takes no grading (as if it stopped right after the submit).
  await first.app.queue.offWork(PROGRAM_QUEUE);
  await new Promise((resolve) => setTimeout(resolve, 300));

  const program = QUESTIONS.find((q) => q.body.type === 'program')!;
  const made = await createPaper(f, f.teacher, [program]);
  const exam = await createExam(f, made.paper.id, { show_results: 'after_submit' });
  const [s] = await addStudents(f, 1);
  const view = (await first.call<AttemptView>('POST', `/api/exam/examine/${exam.id}/start`, { as: s! })).data;
  const code = 'def npv(rate, flows):\n    return sum(c / (1 + rate) ** t for t, c in enumerate(flows))\n';
  await first.call('PUT', `/api/exam/attempt/${view.id}/answers`, { as: s!, body: { answers: [{ question_id: made.questions[0]!.id, response: code, revision: 1 }] } });
  expect((await first.call('POST', `/api/exam/attempt/${view.id}/submit`, { as: s! })).code).toBe(1);
  // The jobs sent for the attempt, as the job queue records them; each one's state read through pg-boss.
  const sent = async (t: TestApp) => (await t.app.queue.sql(`SELECT job_id::text AS id FROM api_keyed_jobs WHERE queue = $1 AND key = $2`, [PROGRAM_QUEUE, String(view.id)])).map((r) => String(r.id));
  const queued = await sent(first);
  expect(queued).toEqual([expect.any(String)]);
  expect(await first.app.queue.boss.getJobById(PROGRAM_QUEUE, queued[0]!)).toMatchObject({ state: 'created', data: { attemptId: view.id } });
  await first.close();

  const second = await instance();
  try {
    await second.app.examPrograms.idle();
    // The same job, completed (the start-up rescan found it queued and added none).
    expect(await sent(second)).toEqual(queued);
    expect(await second.app.queue.boss.getJobById(PROGRAM_QUEUE, queued[0]!)).toMatchObject({ state: 'completed' });
    expect(await second.app.queue.unfinished(PROGRAM_QUEUE)).toBe(0);
    const score = async () => (await second.call<{ list: Candidate[] }>('GET', `/api/exam/examine/${exam.id}/candidates`, { as: f.teacher })).data.list.find((c) => c.user_id === s!.user.id)!.attempt!.score;
    const tests = async () => (await second.call<AttemptReview>('GET', `/api/exam/examine/${exam.id}/attempt/${view.id}`, { as: f.teacher })).data.questions[0]!.tests!.map((x) => [x.name, x.passed, x.points]);
    expect(await score()).toBe(8);
    const before = await tests();
    expect(before).toEqual([
      ['zero rate', true, expect.any(Number)],
      ['ten percent', true, expect.any(Number)],
    ]);
    // A job run twice (its instance died after writing, before marking it done) grades the same.
    await second.app.examPrograms.gradeOne(view.id);
    expect(await score()).toBe(8);
    expect(await tests()).toEqual(before);
    // The runtime graded the answer in the question's exam folder: once by the job, once by the second run.
    expect(runtime.requests.map((r) => [r.userId, r.folder, r.cells[0]!.source])).toEqual([
      [s!.user.id, `exam-${exam.id}`, code],
      [s!.user.id, `exam-${exam.id}`, code],
    ]);
  } finally {
    await second.close();
  }
}, 240_000);
