// The operations page's calls (issue 12): the overview with exams in progress and the jobs, the history with its
// alerts, the thresholds an operator edits, and that only a system admin reaches any of it.
import type { OperationsHistory, OperationsOverview, OperationsQueue, Thresholds } from '@finedu/domain';
import { operationsSamples } from '../../src/db/schema/index.js';
import { createExam, createPaper, MINUTE, setUp, type ExamFixture } from '../exams/fixtures.js';

let f: ExamFixture;

beforeAll(async () => {
  f = await setUp();
}, 60_000);
afterAll(async () => f.t.close());

const overview = () => f.t.call<OperationsOverview>('GET', '/api/admin/operations', { as: f.admin });
const history = (range: string) => f.t.call<OperationsHistory>('GET', `/api/admin/operations/history?range=${range}`, { as: f.admin });

test('only a system admin may use the operations calls', async () => {
  for (const who of [f.teacher, f.eduadmin, f.student]) {
    expect((await f.t.call('GET', '/api/admin/operations', { as: who })).code).toBe(0);
    expect((await f.t.call('GET', '/api/admin/operations/history', { as: who })).code).toBe(0);
    expect((await f.t.call('PUT', '/api/admin/operations/thresholds', { as: who, body: { thresholds: {} } })).code).toBe(0);
    expect((await f.t.call('DELETE', '/api/admin/operations/kernel/abc', { as: who })).code).toBe(0);
  }
  expect((await f.t.call('GET', '/api/admin/operations')).code).toBe(-401);
});

test('the overview lists an exam in progress with its attempts and answers, the jobs and the figures', async () => {
  const { paper, questions } = await createPaper(f);
  const exam = await createExam(f, paper.id, { title: '运维监控测试考试' });
  const attempt = await f.t.call<{ id: number }>('POST', `/api/exam/examine/${exam.id}/start`, { as: f.student });
  expect(attempt.code).toBe(1);
  const saved = await f.t.call<{ acks: unknown[] }>('PUT', `/api/exam/attempt/${attempt.data.id}/answers`, {
    as: f.student,
    body: { answers: [{ question_id: questions[0]!.id, response: 'A', revision: 1 }] },
  });
  await f.t.app.examSweeper.runOnce();

  const res = await overview();
  expect(res.code).toBe(1);
  const row = res.data.exams.find((e) => e.exam_id === exam.id);
  expect(row).toMatchObject({ title: '运维监控测试考试', college: expect.any(String), in_progress: 1, submitted: 0 });
  expect(saved.data.acks).toHaveLength(1);
  expect(row!.answers_last_minute).toBe(1);
  expect(res.data.figures.exams_in_progress).toBeGreaterThanOrEqual(1);
  expect(res.data.notebook).toBe(false);
  expect(res.data.kernels).toEqual([]);
  expect(res.data.thresholds.cpu_percent).toEqual({ warn: 70, bad: 90, direction: 'above' });
  const job = res.data.jobs.find((j) => j.name === 'exams.close-overdue');
  expect(job).toMatchObject({ last_ok: true, late: false, failures: 0 });
  expect(job!.runs).toBeGreaterThanOrEqual(1);
  expect(res.data.instance.database).toMatch(/pglite|postgres/);
});

test('thresholds: a red level short of the amber one is refused; a valid change is kept and used', async () => {
  const bad = await f.t.call('PUT', '/api/admin/operations/thresholds', { as: f.admin, body: { thresholds: { cpu_percent: { warn: 90, bad: 70, direction: 'above' } } } });
  expect(bad.code).toBe(0);
  expect(bad.message).toContain('红色阈值');
  const set = await f.t.call<Thresholds>('PUT', '/api/admin/operations/thresholds', { as: f.admin, body: { thresholds: { cpu_percent: { warn: 40, bad: 60, direction: 'above' } } } });
  expect(set.code).toBe(1);
  expect(set.data.cpu_percent).toEqual({ warn: 40, bad: 60, direction: 'above' });
  // The others keep their defaults.
  expect(set.data.scoring_queue).toEqual({ warn: 50, bad: 200, direction: 'above' });
  expect((await overview()).data.thresholds.cpu_percent).toEqual({ warn: 40, bad: 60, direction: 'above' });
});

test('history: the samples of the range, averaged per step, and an alert for each run beyond a threshold', async () => {
  const now = f.clock.now().getTime();
  const minute = Math.floor(now / MINUTE) * MINUTE;
  const cpu = [10, 50, 65, 20, 10];
  await f.t.app.db.insert(operationsSamples).values([
    ...cpu.map((value, i) => ({ takenAt: new Date(minute - (cpu.length - i) * MINUTE), figures: { cpu_percent: value, users_active_5m: 3 } })),
    { takenAt: new Date(minute - 3 * 60 * MINUTE), figures: { cpu_percent: 99 } },
  ]);
  const hour = await history('1h');
  expect(hour.code).toBe(1);
  expect(hour.data.step_s).toBe(60);
  expect(hour.data.points.map((p) => p.figures.cpu_percent)).toEqual(cpu);
  // cpu 40/60 since the previous test: 50 (amber) then 65 (red) is one red alert; the 3-hour-old sample is outside 1h.
  const alerts = hour.data.alerts.filter((a) => a.kind === 'threshold');
  expect(alerts).toEqual([expect.objectContaining({ figure: 'cpu_percent', level: 'bad', worst: 65 })]);

  const day = await history('24h');
  expect(day.data.step_s).toBe(240);
  expect(day.data.alerts.filter((a) => a.kind === 'threshold')).toHaveLength(2);
  const means = day.data.points.map((p) => p.figures.cpu_percent);
  expect(means).toContain(99);
  expect(Math.min(...day.data.points.map((p) => p.figures.users_active_5m ?? 3))).toBe(3);
  expect((await f.t.call('GET', '/api/admin/operations/history?range=2y', { as: f.admin })).code).toBe(0);
});

test('stopping a kernel without a notebook service says the service is unavailable', async () => {
  const res = await f.t.call('DELETE', '/api/admin/operations/kernel/0b5f1c2e-0000-4000-8000-000000000000', { as: f.admin });
  expect(res.code).toBe(0);
  expect(res.message).toContain('笔记本服务');
});

test('the self-test without a notebook service skips the kernel, and a bad phone is refused', async () => {
  const res = await f.t.call<{ checks: Array<{ key: string; status: string; detail: string }> }>('POST', '/api/admin/self-test', { as: f.admin, body: {} });
  expect(res.code).toBe(1);
  expect(res.data.checks.find((c) => c.key === 'kernel')).toMatchObject({ status: 'skipped', detail: '本实例未启用笔记本服务' });
  expect(res.data.checks.find((c) => c.key === 'storage')?.status).toBe('ok');
  const en = await f.t.call<{ checks: Array<{ key: string; detail: string }> }>('POST', '/api/admin/self-test', { as: f.admin, body: {}, headers: { 'accept-language': 'en-US' } });
  expect(en.data.checks.find((c) => c.key === 'kernel')?.detail).toBe('This instance runs without the notebook service');
  expect((await f.t.call('POST', '/api/admin/self-test', { as: f.admin, body: { sms_phone: '123' } })).code).toBe(0);
  expect((await f.t.call('POST', '/api/admin/self-test', { as: f.student, body: {} })).code).toBe(0);
});

test('the queue: jobs per queue by state, the oldest waiting one, the last failures with their error; also in /metrics', async () => {
  const queue = f.t.app.queue;
  // A job nobody takes (no worker for this queue) and one that fails for good.
  await queue.ensureQueue('test.waiting');
  await queue.send('test.waiting', { n: 1 });
  await queue.work('test.broken', { pollingIntervalSeconds: 0.5 }, async () => {
    throw new Error('表格缺少列 / a column is missing');
  });
  const id = (await queue.send('test.broken', {}, { retryLimit: 0 }))!;
  expect(await queue.settle('test.broken', id)).toMatchObject({ state: 'failed' });

  for (const who of [f.teacher, f.student]) expect((await f.t.call('GET', '/api/admin/operations/queue', { as: who })).code).toBe(0);
  const res = await f.t.call<OperationsQueue>('GET', '/api/admin/operations/queue', { as: f.admin });
  expect(res.code).toBe(1);
  expect(res.data.recent_s).toBe(3600);
  // This app's own instance is alive in the cluster.
  expect(res.data.instances.map((i) => i.id)).toContain(queue.instanceId);
  expect(res.data.instances.find((i) => i.id === queue.instanceId)).toMatchObject({ pid: process.pid, heartbeat_at: expect.any(String) });
  const waiting = res.data.queues.find((q) => q.name === 'test.waiting')!;
  expect(waiting.counts).toMatchObject({ created: 1, active: 0, failed: 0 });
  expect(waiting.oldest_waiting_s).toEqual(expect.any(Number));
  expect(res.data.queues.find((q) => q.name === 'test.broken')!.counts).toMatchObject({ failed: 1, created: 0 });
  // The platform's queues are listed before their first job (migration 0019).
  expect(res.data.queues.map((q) => q.name)).toEqual(expect.arrayContaining(['exams.close-overdue', 'exams.grade-program', 'classroom.evaluate']));
  expect(res.data.failures[0]).toMatchObject({ queue: 'test.broken', job_id: id, retries: 0, error: '表格缺少列 / a column is missing' });

  const metrics = await (await f.t.request('/metrics', { as: f.admin })).text();
  expect(metrics).toContain('finedu_queue_jobs{queue="test.broken",state="failed"} 1');
  expect(metrics).toContain('finedu_queue_jobs{queue="test.waiting",state="created"} 1');
  expect(metrics).toMatch(/finedu_queue_oldest_waiting_seconds\{queue="test.waiting"\} \d/);
});
