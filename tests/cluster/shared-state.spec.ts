// Scenarios that need the state of issue 19's other parts shared in PostgreSQL (the rate limiter's store, the durable
// job queue). They are kept apart from the four scenarios above: they fail while that state lives in each process.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { DEMO_PASSWORD, ensureBothRunning, instanceBase, instanceRunning, killInstance, LOGIN_RATE_MAX, readState, sleep } from './cluster';
import { answer, apiSignIn, get } from './helpers';

test.beforeEach(ensureBothRunning);

test.describe('state shared in PostgreSQL across instances', () => {
  test('the sign-in rate limit holds across A and B: one client gets LOGIN_RATE_MAX calls a minute, not twice that', async ({ request }) => {
    // A client address of this test's own (nginx passes X-Forwarded-For on, and TRUST_PROXY=1 makes it the client's).
    const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
    const username = `nobody-${randomBytes(4).toString('hex')}`;
    const outcomes: Array<{ status: number; upstream: string | null }> = [];
    for (let i = 0; i < LOGIN_RATE_MAX + 10; i += 1) {
      const res = await answer(await request.post('/api/admin/login', { headers: { 'x-forwarded-for': ip }, data: { username, password: DEMO_PASSWORD } }));
      outcomes.push({ status: res.status, upstream: res.upstream });
    }
    // Both instances took calls, and together they let exactly LOGIN_RATE_MAX through.
    expect(new Set(outcomes.map((o) => o.upstream))).toEqual(new Set(['a', 'b']));
    const limited = outcomes.filter((o) => o.status === 429);
    expect(outcomes.length - limited.length).toBe(LOGIN_RATE_MAX);
    expect(new Set(limited.map((o) => o.upstream))).toEqual(new Set(['a', 'b']));
  });

  test('a grading job taken by A, killed before it finished, is completed by B (no restart of A)', async ({ request }) => {
    test.setTimeout(180_000);
    const state = readState();
    const a = instanceBase('a', state);
    const b = instanceBase('b', state);
    const tag = randomBytes(3).toString('hex');
    const teacher = await apiSignIn(request, 'teacher', a);
    const post = async <T>(url: string, data: unknown) => {
      const res = await answer<T>(await request.post(`${a}${url}`, { headers: teacher.headers, data }));
      expect(res.code, `${url}: ${res.message}`).toBe(1);
      return res.data;
    };
    // An exam of one programming question for 金融2301, open now.
    const question = await post<{ id: number }>('/api/exam/question', {
      type: 'program',
      stem: `集群阅卷 ${tag}：定义函数 npv(rate, flows)。`,
      content: {
        type: 'program',
        template: 'def npv(rate, flows):\n    pass\n',
        tests: [
          { name: 'zero rate', code: 'assert npv(0, [1, 2]) == 3', points: 1 },
          { name: 'ten percent', code: 'assert abs(npv(0.1, [0, 110]) - 100) < 1e-9', points: 3 },
        ],
      },
    });
    const paper = await post<{ id: number }>('/api/exam/paper', { title: `集群阅卷试卷 ${tag}`, duration_minutes: 30, sections: [{ title: '编程', questions: [{ question_id: question.id, score: 8 }] }] });
    const classes = await get<{ list: Array<{ id: number; name: string }> }>(request, `${a}/api/admin/class?page_size=100`, teacher);
    const klass = classes.data.list.find((c) => c.name === '金融2301');
    expect(klass, 'the demo class').toBeTruthy();
    const now = Date.now();
    const exam = await post<{ id: number }>('/api/exam/examine', {
      title: `集群阅卷考试 ${tag}`,
      paper_id: paper.id,
      start_at: new Date(now - 60_000).toISOString(),
      end_at: new Date(now + 60 * 60_000).toISOString(),
      duration_minutes: 30,
      class_ids: [klass!.id],
    });

    // The student sits it on A; A takes the grading job at the submit and is killed at once.
    const student = await apiSignIn(request, 'student', a);
    const attempt = await answer<{ id: number }>(await request.post(`${a}/api/exam/examine/${exam.id}/start`, { headers: student.headers }));
    expect(attempt.code, attempt.message).toBe(1);
    const code = 'def npv(rate, flows):\n    return sum(f / (1 + rate) ** t for t, f in enumerate(flows))\n';
    const saved = await answer(await request.put(`${a}/api/exam/attempt/${attempt.data.id}/answers`, { headers: student.headers, data: { answers: [{ question_id: question.id, response: code, revision: 1 }] } }));
    expect(saved.code, saved.message).toBe(1);
    const submitted = await answer(await request.post(`${a}/api/exam/attempt/${attempt.data.id}/submit`, { headers: student.headers }));
    expect(submitted.code, submitted.message).toBe(1);
    await killInstance('a');
    const killedAt = Date.now();

    // B grades it: the hidden tests pass, 8 of 8 points.
    await expect
      .poll(
        async () => {
          const review = await get<{ questions: Array<{ question_id: number; awarded: number | null }> }>(request, `${b}/api/exam/examine/${exam.id}/attempt/${attempt.data.id}`, teacher);
          return review.data.questions.find((q) => q.question_id === question.id)?.awarded ?? null;
        },
        { timeout: 120_000, intervals: [1000] },
      )
      .toBe(8);
    // How it went: a job A had taken was failed by B once A's heartbeat was missed (retry_count 1), not at its expiry.
    const client = new pg.Client({ connectionString: state.database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ retry_count: number; expire_s: number }>(
        `SELECT retry_count, EXTRACT(epoch FROM expire_in)::int AS expire_s FROM pgboss.job WHERE name = 'exams.grade-program' AND singleton_key = $1`,
        [String(attempt.data.id)],
      );
      console.log(`grading: graded on B ${Date.now() - killedAt} ms after A was killed; job retry_count ${rows[0]?.retry_count}, expiry ${rows[0]?.expire_s} s`);
      expect(rows[0]?.expire_s).toBeLessThan(30 * 60);
    } finally {
      await client.end();
    }
  });

  test('a scheduled job runs once per slot with both instances up: exams.close-overdue about once per 5 s, never twice', async () => {
    test.setTimeout(60_000);
    const state = readState();
    const SLOT_MS = 5_000;
    const client = new pg.Client({ connectionString: state.database.url });
    await client.connect();
    try {
      const runs = async () => {
        const { rows } = await client.query<{ runs: number }>(`SELECT runs FROM scheduled_job_runs WHERE name = 'exams.close-overdue'`);
        return { runs: Number(rows[0]?.runs ?? 0), at: Date.now() };
      };
      // Both instances run the sweeper; wait for a slot's run to have landed (runs start within a second of a slot).
      while (Date.now() % SLOT_MS < 2_000) await sleep(100);
      const before = await runs();
      await sleep(15_000);
      const after = await runs();
      expect(instanceRunning('a') && instanceRunning('b'), 'both instances stayed up').toBe(true);
      const slots = Math.floor(after.at / SLOT_MS) - Math.floor(before.at / SLOT_MS);
      const grown = after.runs - before.runs;
      console.log(`scheduled: exams.close-overdue ran ${grown} times over ${slots} slots of 5 s (${after.at - before.at} ms) with A and B up`);
      expect(grown).toBeGreaterThanOrEqual(slots - 1);
      expect(grown).toBeLessThanOrEqual(slots + 1);
    } finally {
      await client.end();
    }
  });
});
