// @db postgres
// A dead instance's jobs are taken over in seconds (issue 19): every job queue registers its instance and heartbeats;
// a living instance fails the jobs of one silent past the limit through pg-boss, long before their expiry. Runs on
// PostgreSQL when DATABASE_URL is set, on PGlite otherwise (the instances share the embedded connection).
import pg from 'pg';
import { JobQueue } from '../../src/lib/queue.js';
import { gradingExpirySeconds } from '../../src/modules/exams/programRunner.js';
import { openTestDatabase, type TestDatabase } from '../helper.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = { warn: () => undefined };
type Sql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

let db: TestDatabase;
let pool: pg.Pool | null = null;
let sql: Sql;
const queues: JobQueue[] = [];
/** Ends the handlers that "never answer" at teardown: pg-boss's stop otherwise polls for them after jest has gone. */
const hungHandlers: Array<() => void> = [];

beforeAll(async () => {
  db = await openTestDatabase();
  if (db.url !== null) {
    const p = new pg.Pool({ connectionString: db.url, max: 4 });
    pool = p;
    sql = async (text, values) => ({ rows: (await p.query(text, values)).rows as Record<string, unknown>[] });
  } else {
    sql = db.handle.executeSql!;
  }
}, 60_000);
afterAll(async () => {
  for (const end of hungHandlers) end();
  for (const queue of queues) await queue.stop(500);
  await pool?.end();
  await db.close();
});

/** An instance heartbeating every 0.2 s, dead after 1.5 s of silence; expiry checks only every 30 s (the default). */
function instance(): JobQueue {
  const queue = new JobQueue({ executeSql: sql, log, heartbeatSeconds: 0.2, instanceTimeoutSeconds: 1.5 });
  queues.push(queue);
  return queue;
}

const recorded = async () => (await sql(`SELECT queue, job_id::text AS id, instance_id FROM api_instance_jobs ORDER BY started_at`)).rows;

/** Starts `hung` working `name` with a handler that stops its heartbeat and never answers; resolves once it took a job. */
async function hangOnFirstJob(hung: JobQueue, name: string): Promise<{ taken: Promise<string> }> {
  let took!: (id: string) => void;
  const taken = new Promise<string>((resolve) => (took = resolve));
  await hung.work(name, { pollingIntervalSeconds: 0.5 }, async (job) => {
    hung.stopHeartbeat();
    took(job.id);
    // Never answers while the test runs (a dead instance); ends only at teardown.
    return new Promise<void>((resolve) => hungHandlers.push(resolve));
  });
  return { taken };
}

test('an instance whose heartbeat stops has its job failed to retry by another, and completed there within seconds', async () => {
  const a = instance();
  const b = instance();
  await Promise.all([a.start(), b.start()]);
  expect((await b.instances()).map((i) => i.id).sort()).toEqual([a.instanceId, b.instanceId].sort());

  const { taken } = await hangOnFirstJob(a, 'test.reclaim');
  // Expiry 10 minutes: only the heartbeat can bring it back in time.
  const id = (await a.send('test.reclaim', { n: 1 }, { expireInSeconds: 600, retryLimit: 2, retryDelay: 1 }))!;
  expect(await taken).toBe(id);
  const takenAt = Date.now();
  // While it runs, the job is recorded as A's.
  expect(await recorded()).toEqual([{ queue: 'test.reclaim', id, instance_id: a.instanceId }]);

  const ran: string[] = [];
  await b.work<{ n: number }, { by: string; n: number }>('test.reclaim', { pollingIntervalSeconds: 0.5 }, async (job) => {
    ran.push(job.id);
    return { by: 'b', n: job.data.n };
  });
  const outcome = await b.settle<{ by: string }>('test.reclaim', id, 100);
  const recovered = Date.now() - takenAt;
  expect(outcome).toMatchObject({ state: 'completed', output: { by: 'b', n: 1 } });
  expect(ran).toEqual([id]);
  // 1.5 s of silence + a 0.2 s tick + the 1 s retry delay (then B is woken): well under the 10-minute expiry.
  expect(recovered).toBeLessThan(6_000);
  console.log(`reclaim (${db.url === null ? 'PGlite' : 'PostgreSQL'}): the hung instance's job completed by the other ${recovered} ms after it was taken`);

  let job = await b.boss.getJobById('test.reclaim', id);
  while (job?.state === 'active') job = await sleep(50).then(() => b.boss.getJobById('test.reclaim', id));
  expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
  // The dead instance is gone from the cluster, the living one is listed; no job is recorded as running.
  expect((await b.instances()).map((i) => i.id)).toEqual([b.instanceId]);
  expect((await sql(`SELECT id FROM api_instances WHERE id = $1`, [a.instanceId])).rows).toEqual([]);
  while ((await recorded()).length > 0) await sleep(50);
}, 30_000);

test('a job without retries of a dead instance ends failed, naming the instance; a stopped queue leaves the cluster', async () => {
  const a = instance();
  const b = instance();
  await Promise.all([a.start(), b.start()]);
  const { taken } = await hangOnFirstJob(a, 'test.reclaim-once');
  const id = (await a.send('test.reclaim-once', {}, { expireInSeconds: 600, retryLimit: 0 }))!;
  await taken;
  const startedAt = Date.now();
  const outcome = await b.settle('test.reclaim-once', id, 100);
  expect(outcome.state).toBe('failed');
  expect(outcome.error).toContain(`instance ${a.instanceId} stopped responding`);
  expect(Date.now() - startedAt).toBeLessThan(5_000);

  expect((await b.instances()).map((i) => i.id)).toContain(b.instanceId);
  await b.stop(500);
  expect((await sql(`SELECT id FROM api_instances WHERE id = $1`, [b.instanceId])).rows).toEqual([]);
}, 30_000);

test('a job taken by an instance that died before recording it is failed to retry once it has been active past the limit', async () => {
  const a = instance();
  const b = instance();
  await Promise.all([a.start(), b.start()]);
  const { taken } = await hangOnFirstJob(a, 'test.unrecorded');
  const id = (await a.send('test.unrecorded', { n: 2 }, { expireInSeconds: 600, retryLimit: 1 }))!;
  await taken;
  // As if A had died between taking the job and recording it.
  await sql(`DELETE FROM api_instance_jobs WHERE job_id = $1::uuid`, [id]);
  const takenAt = Date.now();
  await b.work<{ n: number }, { by: string }>('test.unrecorded', { pollingIntervalSeconds: 0.5 }, async () => ({ by: 'b' }));
  expect(await b.settle('test.unrecorded', id, 100)).toMatchObject({ state: 'completed', output: { by: 'b' } });
  expect(Date.now() - takenAt).toBeLessThan(6_000);
  let job = await b.boss.getJobById('test.unrecorded', id);
  while (job?.state === 'active') job = await sleep(50).then(() => b.boss.getJobById('test.unrecorded', id));
  expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
  // The claim marks are gone once the job is no longer active.
  await b.beat();
  expect(await recorded()).toEqual([]);
}, 30_000);

test('a living instance is not taken for dead, and a grading expiry fits its work', async () => {
  const a = instance();
  const b = instance();
  await Promise.all([a.start(), b.start()]);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await a.work('test.slow', { pollingIntervalSeconds: 0.5 }, async () => {
    await gate;
    return { by: 'a' };
  });
  const id = (await a.send('test.slow', {}, { expireInSeconds: 600, retryLimit: 2 }))!;
  // Running three times the death limit while its heartbeat goes on: nobody fails it.
  await sleep(4_500);
  expect((await a.boss.getJobById('test.slow', id))?.state).toBe('active');
  expect(await b.reclaim()).toEqual([]);
  release();
  expect(await a.settle('test.slow', id, 100)).toMatchObject({ state: 'completed', output: { by: 'a' } });

  // One item of two tests at 60 s / 30 s: 60 s margin + 120 s kernel + 60 s + 2 × 30 s.
  expect(gradingExpirySeconds([{ tests: [1, 2] }], 60_000, 30_000)).toBe(300);
  expect(gradingExpirySeconds([{ tests: [1] }, { tests: [1, 2, 3] }], 10_000, 5_000)).toBe(60 + 130 + 5 + 130 + 15);
}, 30_000);
