// /metrics (issue 12): who may read it, that requests, activity and the database figures show up in it, and the
// minute samples with their 7-day pruning.
import { operationsSamples } from '../../src/db/schema/index.js';
import { readFileSync } from 'node:fs';
import { lt } from 'drizzle-orm';
import { ManualClock } from '../../src/lib/clock.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

const SCRAPE_TOKEN = 'scrape-token-for-the-tests-0123456789';
let t: TestApp;
let admin: Session;
// Ten seconds into a minute, so two samples in a row fall into the same minute.
const clock = new ManualClock(Math.floor(Date.now() / 60_000) * 60_000 + 10_000);

beforeAll(async () => {
  t = await createTestApp({ metricsScrapeToken: SCRAPE_TOKEN, metricsSampleSeconds: 0 }, { clock });
  admin = await t.login('admin');
}, 60_000);
afterAll(async () => t.close());

const scrape = async (init: RequestInit & { as?: Session } = { as: admin }) => {
  const res = await t.request('/metrics', init);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};

/** The value of one series line, e.g. `finedu_http_requests_total{method="GET",route="/api/health",status="200"}`. */
function seriesValue(text: string, name: string, labels: Record<string, string>): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const body = line.slice(name.length);
    if (Object.entries(labels).every(([k, v]) => body.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

describe('who may read /metrics', () => {
  test('a system admin gets the Prometheus text format', async () => {
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/plain');
    expect(res.text).toContain('# TYPE finedu_http_requests_total counter');
    expect(res.text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(res.text).toContain('process_resident_memory_bytes');
  });

  test('anonymous callers get 401 and every other role 403, in plain text as exporters answer, localhost included', async () => {
    const anonymous = await t.request('/metrics');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(anonymous.headers.get('content-type')).toContain('text/plain');
    const anonymousText = await anonymous.text();
    expect(anonymousText).not.toContain('finedu_');
    expect(anonymousText.trim()).toBe('请先登录');
    expect(() => JSON.parse(anonymousText)).toThrow();
    const inEnglish = await t.request('/metrics', { headers: { 'accept-language': 'en-US' } });
    expect(inEnglish.status).toBe(401);
    expect((await inEnglish.text()).trim()).toBe('Please sign in');
    for (const username of ['systeacher', 'eduadmin', 'teacher', 'student', 'competitor1']) {
      const session = await t.login(username);
      const res = await scrape({ as: session });
      expect(res.status).toBe(403);
      expect(res.type).toContain('text/plain');
      expect(res.text).not.toContain('finedu_');
      expect(res.text.trim()).toBe('权限不足');
    }
  });

  test('the scrape token opens /metrics and nothing else; a wrong token opens nothing', async () => {
    const ok = await scrape({ headers: { authorization: `Bearer ${SCRAPE_TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('finedu_http_requests_total');
    const wrong = await scrape({ headers: { authorization: `Bearer ${SCRAPE_TOKEN.slice(0, -1)}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.text).not.toContain('finedu_');
    const elsewhere = await t.request('/api/admin/current', { headers: { authorization: `Bearer ${SCRAPE_TOKEN}` } });
    expect(await elsewhere.json()).toMatchObject({ code: -401 });
  });

  test('without a configured token, a bearer of any value is refused', async () => {
    const other = await createTestApp({ metricsSampleSeconds: 0 });
    try {
      const res = await other.request('/metrics', { headers: { authorization: 'Bearer ' } });
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('finedu_');
    } finally {
      await other.close();
    }
    // It builds an app of its own: as long as the file's first one takes on a loaded machine.
  }, 90_000);
});

describe('what /metrics shows', () => {
  test('each answered request is counted by route and status, with its duration; errors by envelope code', async () => {
    const route = { method: 'GET', route: '/api/health', status: '200' };
    const before = seriesValue((await scrape()).text, 'finedu_http_requests_total', route) ?? 0;
    for (let i = 0; i < 3; i++) expect((await t.call('GET', '/api/health')).code).toBe(1);
    const text = (await scrape()).text;
    expect(seriesValue(text, 'finedu_http_requests_total', route)).toBe(before + 3);
    expect(seriesValue(text, 'finedu_http_request_duration_seconds_count', route)).toBe(before + 3);

    const student = await t.login('student');
    expect((await t.call('GET', '/api/admin/user', { as: student })).code).toBe(0);
    const errors = seriesValue((await scrape()).text, 'finedu_http_errors_total', { route: '/api/admin/user', code: '0' });
    expect(errors).toBeGreaterThanOrEqual(1);
  });

  test('an unknown path is one "unmatched" series, whatever the path', async () => {
    await t.request('/api/no-such-thing-1');
    await t.request('/api/no-such-thing-2');
    const text = (await scrape()).text;
    expect(text).not.toContain('no-such-thing');
    expect(seriesValue(text, 'finedu_http_requests_total', { route: 'unmatched' })).toBeGreaterThanOrEqual(2);
  });

  test('a signed-in request makes its user active in the last 5 minutes and today', async () => {
    const readActive = async () => seriesValue((await scrape()).text, 'finedu_users_active', { window: '5m' }) ?? 0;
    await t.app.userActivity.flush();
    const before = await readActive();
    // A user no other test of this file signs in.
    const teacher2 = await t.login('teacher2');
    await t.call('GET', '/api/admin/current', { as: teacher2 });
    await t.app.userActivity.flush();
    // The database figures are read at most every 2 s of the server's clock: move it past that, so the next scrape reads.
    clock.advance(2_100);
    const after = await readActive();
    expect(after).toBeGreaterThan(before);
    expect(seriesValue((await scrape()).text, 'finedu_users_active', { window: 'today' })).toBeGreaterThanOrEqual(after);
  });

  test('the database, disk, queue and scheduled-job figures are there', async () => {
    await t.app.examSweeper.runOnce();
    const text = (await scrape()).text;
    expect(seriesValue(text, 'finedu_exams_in_progress', {})).not.toBeNull();
    expect(seriesValue(text, 'finedu_scoring_queue', {})).toBe(0);
    expect(seriesValue(text, 'finedu_competition_submissions', { status: 'queued' })).toBe(0);
    expect(seriesValue(text, 'finedu_disk_bytes', { kind: 'free' })).toBeGreaterThan(0);
    expect(seriesValue(text, 'finedu_storage_used_bytes', {})).toBeGreaterThanOrEqual(0);
    const lastRun = seriesValue(text, 'finedu_job_last_success_timestamp_seconds', { job: 'exams.close-overdue' });
    expect(lastRun).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(seriesValue(text, 'finedu_job_last_success_timestamp_seconds', { job: 'uploads.abort-abandoned' })).not.toBeNull();
  });
});

describe('minute samples', () => {
  test('one sample per minute however many instances take it; samples older than 7 days are pruned', async () => {
    const day = 24 * 60 * 60_000;
    const old = new Date(clock.now().getTime() - 8 * day);
    const recent = new Date(clock.now().getTime() - 6 * day);
    await t.app.db.insert(operationsSamples).values([
      { takenAt: old, figures: { requests_per_minute: 1 } },
      { takenAt: recent, figures: { requests_per_minute: 2 } },
    ]);
    expect(await t.app.operationsSampler.runOnce()).toEqual({ stored: true, pruned: 1 });
    // Another run (or instance) in the same minute keeps the first sample.
    expect(await t.app.operationsSampler.runOnce()).toEqual({ stored: false, pruned: 0 });
    clock.advance(60_000);
    expect((await t.app.operationsSampler.runOnce()).stored).toBe(true);

    const rows = await t.app.db.select().from(operationsSamples).orderBy(operationsSamples.takenAt);
    expect(rows.map((r) => r.takenAt.getTime() % 60_000)).toEqual([recent.getTime() % 60_000, 0, 0]);
    expect(await t.app.db.select().from(operationsSamples).where(lt(operationsSamples.takenAt, new Date(clock.now().getTime() - 7 * day)))).toHaveLength(0);
    const [, first, second] = rows;
    expect(first!.figures).toMatchObject({ users_active_5m: expect.any(Number), memory_rss_bytes: expect.any(Number), scoring_queue: 0 });
    // The second sample has the rates over the minute between them.
    expect(second!.figures).toMatchObject({ requests_per_minute: expect.any(Number), cpu_percent: expect.any(Number) });
  });
});

test('every metric the Grafana dashboard in the repo queries is served', async () => {
  const dashboard = readFileSync(new URL('../../../../deploy/grafana/finedu-dashboard.json', import.meta.url), 'utf8');
  const names = new Set([...dashboard.matchAll(/\b((?:finedu|nodejs|process)_[a-z0-9_]+)/g)].map((m) => m[1]!.replace(/_(bucket|count|sum)$/, '')));
  expect(names.size).toBeGreaterThan(10);
  const text = (await scrape()).text;
  for (const name of names) expect(`${name}: ${text.includes(`# TYPE ${name} `)}`).toBe(`${name}: true`);
});
