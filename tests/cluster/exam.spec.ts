// (c) A student's exam autosaves alternate between A and B through nginx, and every acknowledged answer survives
// killing A in the middle of the saves (and restarting it): the highest revision wins in PostgreSQL, whichever
// instance took it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ensureBothRunning, killInstance, startInstance, type InstanceName } from './cluster';
import { answer, apiSignIn, get, type ApiSession } from './helpers';

interface Attempt {
  id: number;
  status: string;
  answers: Array<{ question_id: number; response: unknown; revision: number }>;
  questions: Array<{ question_id: number; type: string }>;
}

/** A response of `type` that differs with each revision, so a stored answer tells which save it came from. */
function responseFor(type: string, revision: number): unknown {
  switch (type) {
    case 'single':
      return 'ABCD'[revision % 4];
    case 'judge':
      return revision % 2 === 0;
    case 'short':
      return `第 ${revision} 稿 / draft ${revision}`;
    default:
      return null;
  }
}

test.beforeEach(ensureBothRunning);

test('autosaves alternate between A and B and all survive killing A mid-save and restarting it', async ({ request }) => {
  const student = await apiSignIn(request, 'student');
  const exams = await get<{ list: Array<{ id: number; title: string; attempt: { id: number } | null }> }>(request, '/api/exam/examine?page_size=100', student);
  expect(exams.code, exams.message).toBe(1);
  const exam = exams.data.list.find((e) => e.title === '金融学基础 期中考试');
  expect(exam, 'the demo exam is open to the student').toBeTruthy();
  const started = await answer<{ id: number }>(await request.post(`/api/exam/examine/${exam!.id}/start`, { headers: student.headers }));
  expect(started.code, started.message).toBe(1);
  const attemptId = started.data.id;
  const view = await get<Attempt>(request, `/api/exam/attempt/${attemptId}`, student);
  const questions = view.data.questions.filter((q) => responseFor(q.type, 1) !== null);
  expect(questions.length).toBeGreaterThanOrEqual(3);

  // What the student sent and what the server acknowledged, per question.
  const sent = new Map<number, { revision: number; response: unknown }[]>();
  const acked = new Map<number, number>();
  let revision = 0;
  const save = async (session: ApiSession, r: APIRequestContext): Promise<InstanceName | null> => {
    revision += 1;
    const answers = questions.filter((_, i) => (revision + i) % 2 === 0 || i === 0).map((q) => ({ question_id: q.question_id, response: responseFor(q.type, revision), revision }));
    for (const a of answers) sent.set(a.question_id, [...(sent.get(a.question_id) ?? []), { revision, response: a.response }]);
    const res = await answer<{ acks: Array<{ question_id: number; revision: number }> }>(await r.put(`/api/exam/attempt/${attemptId}/answers`, { headers: session.headers, data: { answers } }));
    expect(res.code, res.message).toBe(1);
    for (const ack of res.data.acks) acked.set(ack.question_id, Math.max(acked.get(ack.question_id) ?? 0, ack.revision));
    return res.upstream;
  };

  const before: Array<InstanceName | null> = [];
  for (let i = 0; i < 8; i += 1) before.push(await save(student, request));
  expect(new Set(before)).toEqual(new Set(['a', 'b']));

  // Kill A while saves are in flight: nginx passes a save A never answered on to B (PUT is idempotent, and a lower
  // or equal revision is never applied twice).
  const during: Array<InstanceName | null> = [];
  await Promise.all([
    (async () => {
      for (let i = 0; i < 10; i += 1) during.push(await save(student, request));
    })(),
    (async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      await killInstance('a');
    })(),
  ]);
  const down: Array<InstanceName | null> = [];
  for (let i = 0; i < 6; i += 1) down.push(await save(student, request));
  expect(new Set(down)).toEqual(new Set(['b']));

  await startInstance('a');
  const after: Array<InstanceName | null> = [];
  // nginx takes A back once its fail_timeout (3 s) has passed.
  await expect.poll(async () => { after.push(await save(student, request)); return after.includes('a'); }, { timeout: 20_000, intervals: [300] }).toBe(true);
  for (let i = 0; i < 4; i += 1) after.push(await save(student, request));
  expect(new Set(after.slice(-4))).toEqual(new Set(['a', 'b']));

  // Every question holds exactly its highest acknowledged revision, with the response sent with it.
  const held = await get<Attempt>(request, `/api/exam/attempt/${attemptId}`, student);
  expect(held.code, held.message).toBe(1);
  for (const q of questions) {
    const stored = held.data.answers.find((a) => a.question_id === q.question_id);
    const highestSent = sent.get(q.question_id)!.at(-1)!;
    expect(acked.get(q.question_id), `question ${q.question_id} acknowledged`).toBe(highestSent.revision);
    expect(stored?.revision, `question ${q.question_id} revision`).toBe(highestSent.revision);
    expect(stored?.response).toEqual(highestSent.response);
  }
  const submitted = await answer<{ status: string }>(await request.post(`/api/exam/attempt/${attemptId}/submit`, { headers: student.headers }));
  expect(submitted.code, submitted.message).toBe(1);
  const final = await get<Attempt>(request, `/api/exam/attempt/${attemptId}`, student);
  expect(final.data.status).toBe('submitted');
});
