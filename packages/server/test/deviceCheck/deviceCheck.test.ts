// The device check's server side (FullTest, issue 12): the probes (ping, download, upload, the echo socket), the
// stored reports judged again by the server, who may read them, and the teacher's roster of a class or an exam.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import {
  DEVICE_CHECK_DOWNLOAD_BYTES,
  DEVICE_CHECK_MAX_BYTES,
  DEVICE_CHECK_UPLOAD_BYTES,
  DEVICE_CHECKS,
  type DeviceCheckMeasure,
  type DeviceCheckReport,
  type DeviceCheckReportSummary,
  type DeviceCheckRoster,
} from '@finedu/domain';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { deviceCheckObservations, deviceCheckReports } from '../../src/db/schema/index.js';
import { SPEED_CHECKS_PER_MINUTE } from '../../src/modules/deviceCheck/routes.js';
import type { Session } from '../helper.js';
import { addStudents, createExam, createPaper, setUp, type ExamFixture } from '../exams/fixtures.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const DAY = 86_400_000;

let f: ExamFixture;
let examId: number;

beforeAll(async () => {
  f = await setUp();
  const { paper } = await createPaper(f);
  examId = (await createExam(f, paper.id, { title: '设备检测考试' })).id;
}, 60_000);
afterAll(async () => f.t.close());

/** Figures every check passes with. */
function goodMeasures(): DeviceCheckMeasure[] {
  const figures: Record<string, number> = { browser: 130, screen: 900, latency: 40, download: 50, upload: 20, echo: 30, clock: 200, kernel: 2000 };
  return DEVICE_CHECKS.map((key) => ({ key, value: figures[key] ?? 1 }));
}

/**
 * Runs the checks the server itself sees, as the page does (issue 37): a download and an upload of the page's sizes
 * and the echo socket, whose round trip the server times with its pings. A report's figures for them count only then.
 */
async function runChecks(who: Session): Promise<void> {
  const since = f.clock.now();
  const down = await f.t.request(`/api/device-check/download?bytes=${DEVICE_CHECK_DOWNLOAD_BYTES}`, { as: who });
  expect((await down.arrayBuffer()).byteLength).toBe(DEVICE_CHECK_DOWNLOAD_BYTES);
  const up = await f.t.call('POST', '/api/device-check/upload', { as: who, body: new Uint8Array(DEVICE_CHECK_UPLOAD_BYTES), headers: { 'content-type': 'application/octet-stream' } });
  expect(up.code).toBe(1);
  const ticket = await f.t.request('/api/device-check/echo/ticket', { method: 'POST', as: who });
  const cookie = (ticket.headers.get('set-cookie') ?? '').split(';')[0]!;
  const ws = new WebSocket(`${f.t.baseUrl.replace('http', 'ws')}/api/device-check/echo`, { headers: { cookie } });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  // The server's pings come and are answered by ws itself; the observation is written on each pong.
  await vi.waitFor(
    async () => {
      const rows = await f.t.app.db.select().from(deviceCheckObservations).where(eq(deviceCheckObservations.userId, who.user.id));
      expect(rows.filter((row) => row.observedAt >= since).map((row) => row.kind).sort()).toEqual(['download', 'echo', 'upload']);
    },
    { timeout: 20_000, interval: 50 },
  );
  ws.close();
}

const save = (as: Session, body: unknown, userAgent = CHROME) =>
  f.t.call<DeviceCheckReport>('POST', '/api/device-check/report', { as, body, headers: { 'user-agent': userAgent, 'accept-language': 'en-US' } });

describe('the probes', () => {
  test('ping answers the server’s clock, never cached; unsigned callers are refused', async () => {
    const res = await f.t.call<{ server_now: number }>('GET', '/api/device-check/ping', { as: f.student });
    expect(res.code).toBe(1);
    expect(res.data.server_now).toBe(f.clock.now().getTime());
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await f.t.call('GET', '/api/device-check/ping')).code).toBe(-401);
  });

  test('download sends the bytes asked for: random, uncompressed, never cached', async () => {
    const [who] = await addStudents(f, 1);
    const res = await f.t.request('/api/device-check/download?bytes=300000', { as: who, headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(res.headers.get('content-encoding')).toBeNull();
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(300_000);
    // Random bytes: gzip gains nothing.
    expect(gzipSync(body).length).toBeGreaterThan(body.length * 0.99);

    const big = await f.t.request(`/api/device-check/download?bytes=${DEVICE_CHECK_MAX_BYTES}`, { as: who });
    expect((await big.arrayBuffer()).byteLength).toBe(DEVICE_CHECK_MAX_BYTES);
    const tooBig = await f.t.call('GET', `/api/device-check/download?bytes=${DEVICE_CHECK_MAX_BYTES + 1}`, { as: who });
    expect(tooBig.code).toBe(0);
  });

  test('upload counts an octet-stream body and drops it; JSON is refused', async () => {
    const [who] = await addStudents(f, 1);
    const bytes = new Uint8Array(1024 * 1024).map((_, i) => (i * 31) & 0xff);
    const res = await f.t.call<{ bytes: number; server_ms: number }>('POST', '/api/device-check/upload', { as: who, body: bytes, headers: { 'content-type': 'application/octet-stream' } });
    expect(res.code).toBe(1);
    expect(res.data.bytes).toBe(1024 * 1024);
    expect(res.data.server_ms).toBeGreaterThanOrEqual(0);
    const json = await f.t.call('POST', '/api/device-check/upload', { as: who, body: { bytes: 5 }, headers: { 'accept-language': 'en-US' } });
    expect(json.code).toBe(0);
    expect(json.message).toContain('application/octet-stream');
  });

  /** A raw upload (node:http reads the answer even while the body is still going out). */
  const rawUpload = (who: Session, bytes: number, chunked: boolean) =>
    new Promise<{ status: number; body: string; received: boolean }>((resolve, reject) => {
      const url = new URL('/api/device-check/upload', f.t.baseUrl);
      const request = http.request(url, {
        method: 'POST',
        headers: { ...who.headers, 'content-type': 'application/octet-stream', 'accept-language': 'zh-CN', ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(bytes) }) },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, received: true }));
      });
      request.on('error', (error) => reject(error));
      const chunk = Buffer.alloc(256 * 1024, 7);
      let sent = 0;
      const pump = (): void => {
        while (sent < bytes) {
          const size = Math.min(chunk.length, bytes - sent);
          sent += size;
          if (!request.write(size === chunk.length ? chunk : chunk.subarray(0, size))) return void request.once('drain', pump);
        }
        request.end();
      };
      pump();
    });

  test('an upload over the limit is refused with a message, by its length or as it streams in', async () => {
    const [who] = await addStudents(f, 1);
    const declared = await rawUpload(who!, DEVICE_CHECK_MAX_BYTES + 1, false);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ code: 0, message: '测速上传的数据不能超过 8 MiB' });
    const streamed = await rawUpload(who!, DEVICE_CHECK_MAX_BYTES + 300 * 1024, true);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ code: 0 });
    // Exactly the limit is fine.
    const exact = await rawUpload(who!, DEVICE_CHECK_MAX_BYTES, true);
    expect(exact.status).toBe(200);
    expect(JSON.parse(exact.body)).toMatchObject({ code: 1, data: { bytes: DEVICE_CHECK_MAX_BYTES } });
  });

  test(`download, upload and echo tickets are limited to ${SPEED_CHECKS_PER_MINUTE} a minute per user`, async () => {
    const [who, other] = await addStudents(f, 2);
    for (let i = 0; i < SPEED_CHECKS_PER_MINUTE; i += 1) {
      const res = await f.t.request('/api/device-check/download?bytes=10', { as: who });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const limited = await f.t.call('GET', '/api/device-check/download?bytes=10', { as: who, headers: { 'accept-language': 'en-US' } });
    expect([limited.status, limited.code]).toEqual([429, 0]);
    expect(limited.message).toMatch(/Too many requests/);
    // Another user, and the other probe, are not affected.
    expect((await f.t.request('/api/device-check/download?bytes=10', { as: other })).status).toBe(200);
    const upload = await f.t.call('POST', '/api/device-check/upload', { as: who, body: new Uint8Array(10), headers: { 'content-type': 'application/octet-stream' } });
    expect(upload.code).toBe(1);
    const tickets: number[] = [];
    for (let i = 0; i <= SPEED_CHECKS_PER_MINUTE; i += 1) tickets.push((await f.t.call('POST', '/api/device-check/echo/ticket', { as: other })).status);
    expect(tickets).toEqual([...Array<number>(SPEED_CHECKS_PER_MINUTE).fill(200), 429]);
  });
});

describe('the echo socket', () => {
  const wsUrl = () => `${f.t.baseUrl.replace('http', 'ws')}/api/device-check/echo`;

  async function ticket(as: Session): Promise<string> {
    const res = await f.t.request('/api/device-check/echo/ticket', { method: 'POST', as });
    const body = (await res.json()) as { code: number; data: { expires_in_s: number } };
    expect(body).toEqual({ code: 1, data: { expires_in_s: 60 }, message: expect.any(String) });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^finedu_echo_ticket=[\w-]+; Path=\/api\/device-check\/echo; Max-Age=60; HttpOnly; SameSite=Strict$/);
    return cookie.split(';')[0]!;
  }

  /** Opens the socket; answers it open, or the HTTP status the upgrade was refused with. */
  const open = (cookie?: string) =>
    new Promise<WebSocket | number>((resolve, reject) => {
      const ws = new WebSocket(wsUrl(), cookie ? { headers: { cookie } } : {});
      ws.on('open', () => resolve(ws));
      ws.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
      });
      ws.on('error', reject);
    });

  const next = (ws: WebSocket) => new Promise<string>((resolve) => ws.once('message', (data) => resolve(String(data))));
  const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

  test('with a ticket it echoes each text message; the ticket opens one socket only', async () => {
    const cookie = await ticket(f.student);
    const ws = await open(cookie);
    expect(ws).toBeInstanceOf(WebSocket);
    const socket = ws as WebSocket;
    for (const text of ['ping 1', '往返测试', JSON.stringify({ t: 123 })]) {
      const answer = next(socket);
      socket.send(text);
      expect(await answer).toBe(text);
    }
    const done = closed(socket);
    socket.close();
    await done;
    expect(await open(cookie)).toBe(401);
  });

  test('without a ticket, or with a made-up one, the upgrade is refused; a plain GET is told to use a WebSocket', async () => {
    expect(await open()).toBe(401);
    expect(await open('finedu_echo_ticket=madeup')).toBe(401);
    const plain = await f.t.call('GET', '/api/device-check/echo', { headers: { 'accept-language': 'en-US' } });
    expect([plain.status, plain.code, plain.message]).toEqual([426, 0, 'Open the echo check as a WebSocket']);
  });

  test('an expired ticket is refused', async () => {
    const cookie = await ticket(f.student);
    f.clock.advance(61_000);
    expect(await open(cookie)).toBe(401);
  });

  test('more than 20 messages, or one over 1 KiB, closes the socket', async () => {
    const many = (await open(await ticket(f.student))) as WebSocket;
    const closing = closed(many);
    let echoed = 0;
    many.on('message', () => (echoed += 1));
    for (let i = 0; i < 21; i += 1) many.send(`m${i}`);
    expect(await closing).toBe(4429);
    expect(echoed).toBe(20);

    const big = (await open(await ticket(f.student))) as WebSocket;
    const bigClosing = closed(big);
    big.send('x'.repeat(1025));
    expect(await bigClosing).toBe(1009);
  });
});

describe('reports', () => {
  test('the server judges the figures itself: the browser from the User-Agent, never from what the page says', async () => {
    await runChecks(f.student);
    const good = await save(f.student, { checks: goodMeasures() });
    expect(good.code).toBe(1);
    expect(good.data.id).toMatch(/^[a-z0-9]{12}$/);
    expect(good.data.verdict).toBe('pass');
    expect(good.data.checks.map((c) => c.key)).toEqual([...DEVICE_CHECKS]);
    expect(good.data.user_agent).toBe(CHROME);
    expect(good.data).toMatchObject({ user_id: f.student.user.id, username: 'student', exam_id: null });

    // The same figures from Internet Explorer, claiming to be Chrome 130: the browser fails.
    const forged = await save(f.student, { checks: goodMeasures().map((m) => (m.key === 'browser' ? { ...m, value: 130, detail: 'Chrome 130' } : m)) }, IE11);
    expect(forged.data.verdict).toBe('fail');
    expect(forged.data.checks.find((c) => c.key === 'browser')).toMatchObject({ status: 'fail', value: 11 });

    // A status sent along is no part of a measure: refused, not believed.
    const claimed = await save(f.student, { checks: goodMeasures().map((m) => (m.key === 'latency' ? { ...m, value: 5000, status: 'pass' } : m)) });
    expect(claimed.code).toBe(0);
    const slow = await save(f.student, { checks: goodMeasures().map((m) => (m.key === 'latency' ? { ...m, value: 5000 } : m)) });
    expect(slow.data.verdict).toBe('fail');
    expect(slow.data.checks.find((c) => c.key === 'latency')!.status).toBe('fail');

    // Missing checks fail (the optional ones are skipped); a warning makes the report a warning.
    const partial = await save(f.student, { checks: [{ key: 'cookies', value: 1 }] });
    expect(partial.data.verdict).toBe('fail');
    expect(partial.data.checks.find((c) => c.key === 'camera')!.status).toBe('skipped');
    const popup = await save(f.student, { checks: goodMeasures().map((m) => (m.key === 'popup' ? { ...m, value: 0 } : m)) });
    expect(popup.data.verdict).toBe('warn');

    const twice = await save(f.student, { checks: [{ key: 'cookies', value: 1 }, { key: 'cookies', value: 1 }] });
    expect(twice.code).toBe(0);
  });

  test('a report names an exam only when the user sits it', async () => {
    const mine = await save(f.student, { checks: goodMeasures(), exam_id: examId });
    expect(mine.code).toBe(1);
    expect(mine.data.exam_id).toBe(examId);
    for (const [who, exam] of [
      [f.student2, examId],
      [f.student, 999_999],
    ] as const) {
      const refused = await save(who, { checks: goodMeasures(), exam_id: exam });
      expect([refused.code, refused.message]).toEqual([0, 'You are not a candidate of this exam; the report cannot be made for it']);
    }
    // A student of the college outside the exam's class.
    const [outsider] = await addStudents(f, 1, null);
    expect((await save(outsider!, { checks: goodMeasures(), exam_id: examId })).code).toBe(0);
  });

  test('the latest 20 are kept; a report older than 14 days is no longer current', async () => {
    const [who] = await addStudents(f, 1);
    await runChecks(who!);
    const ids: string[] = [];
    for (let i = 0; i < 22; i += 1) {
      f.clock.advance(1000);
      ids.push((await save(who!, { checks: goodMeasures() })).data.id);
    }
    const list = await f.t.call<{ list: DeviceCheckReportSummary[] }>('GET', '/api/device-check/report', { as: who });
    expect(list.data.list.map((r) => r.id)).toEqual(ids.slice(2).reverse());
    expect(list.data.list.every((r) => r.current && r.verdict === 'pass')).toBe(true);
    const stored = await f.t.app.db.select({ id: deviceCheckReports.id }).from(deviceCheckReports).where(eq(deviceCheckReports.userId, who!.user.id));
    expect(stored).toHaveLength(20);
    expect((await f.t.call('GET', `/api/device-check/report/${ids[0]}`, { as: who })).code).toBe(0);

    f.clock.advance(15 * DAY);
    const later = await f.t.call<{ list: DeviceCheckReportSummary[] }>('GET', '/api/device-check/report', { as: who });
    expect(later.data.list.every((r) => !r.current)).toBe(true);
  });

  test('a report is read by its owner, its college’s staff and the system admin; to anyone else it does not exist', async () => {
    const report = (await save(f.student, { checks: goodMeasures() })).data;
    for (const who of [f.student, f.teacher, f.eduadmin, f.admin]) {
      const res = await f.t.call<DeviceCheckReport>('GET', `/api/device-check/report/${report.id}`, { as: who });
      expect([res.code, res.data?.id, res.data?.user_name]).toEqual([1, report.id, '李同学']);
    }
    const [classmate] = await addStudents(f, 1);
    const missing = await f.t.call('GET', '/api/device-check/report/zzzzzzzzzzzz', { as: f.teacher2, headers: { 'accept-language': 'en-US' } });
    for (const who of [f.teacher2, await f.t.login('eduadmin2'), f.student2, classmate!]) {
      const res = await f.t.call('GET', `/api/device-check/report/${report.id}`, { as: who, headers: { 'accept-language': 'en-US' } });
      // The very answer of an id that does not exist.
      expect([res.code, res.message, res.data]).toEqual([missing.code, missing.message, null]);
    }
    expect(missing.message).toBe('Device check report not found');
    expect((await f.t.call('GET', '/api/device-check/report/NOT-AN-ID', { as: f.student })).code).toBe(0);
  });
});

describe('the roster', () => {
  test('a class: its students with their latest report, counted by the verdict of current reports', async () => {
    f.clock.advance(20 * DAY); // every earlier report is out of date
    const [passing, warning, failing, stale, never] = await addStudents(f, 5);
    for (const who of [passing, warning, failing, stale]) await runChecks(who!);
    await save(passing!, { checks: goodMeasures() });
    await save(warning!, { checks: goodMeasures().map((m) => (m.key === 'fullscreen' ? { ...m, value: 0 } : m)) });
    await save(failing!, { checks: goodMeasures() }, IE11);
    await save(stale!, { checks: goodMeasures() });
    f.clock.advance(15 * DAY);
    for (const who of [passing, warning]) await runChecks(who!);
    await save(failing!, { checks: goodMeasures() }); // the latest counts, not the best
    await save(passing!, { checks: [{ key: 'cookies', value: 0 }] });
    f.clock.advance(1000);
    await save(passing!, { checks: goodMeasures() });
    await save(failing!, { checks: goodMeasures() }, IE11);
    await save(warning!, { checks: goodMeasures().map((m) => (m.key === 'fullscreen' ? { ...m, value: 0 } : m)) });

    for (const who of [f.teacher, f.eduadmin, f.admin]) {
      const res = await f.t.call<DeviceCheckRoster>('GET', `/api/device-check/roster?class_id=${f.classId}`, { as: who });
      expect(res.code).toBe(1);
      expect(res.data.title).toBe('金融2301');
      const row = (s: Session) => res.data.rows.find((r) => r.user_id === s.user.id)!;
      expect(row(passing!).report).toMatchObject({ verdict: 'pass', current: true });
      expect(row(warning!).report).toMatchObject({ verdict: 'warn', current: true });
      expect(row(failing!).report).toMatchObject({ verdict: 'fail', current: true });
      expect(row(stale!).report).toMatchObject({ verdict: 'pass', current: false });
      expect(row(never!)).toMatchObject({ report: null, class_name: '金融2301' });
      expect(res.data.counts).toEqual({ pass: 1, warn: 1, fail: 1, none: res.data.rows.length - 3 });
    }
  });

  test('an exam: its candidates; another college’s staff and students are refused', async () => {
    const res = await f.t.call<DeviceCheckRoster>('GET', `/api/device-check/roster?exam_id=${examId}`, { as: f.teacher });
    expect(res.code).toBe(1);
    expect(res.data.title).toBe('设备检测考试');
    const classRoster = await f.t.call<DeviceCheckRoster>('GET', `/api/device-check/roster?class_id=${f.classId}`, { as: f.teacher });
    expect(res.data.rows.map((r) => r.user_id).sort()).toEqual(classRoster.data.rows.map((r) => r.user_id).sort());

    const en = { 'accept-language': 'en-US' };
    for (const url of [`/api/device-check/roster?exam_id=${examId}`, `/api/device-check/roster?class_id=${f.classId}`]) {
      const foreign = await f.t.call('GET', url, { as: f.teacher2, headers: en });
      expect([foreign.code, foreign.data]).toEqual([0, null]);
      expect(foreign.message).toMatch(/not found/);
      expect((await f.t.call('GET', url, { as: f.student })).code).toBe(0);
    }
    const neither = await f.t.call('GET', '/api/device-check/roster', { as: f.teacher, headers: en });
    expect([neither.code, neither.message]).toEqual([0, 'Choose one class or one exam']);
    expect((await f.t.call('GET', `/api/device-check/roster?class_id=${f.classId}&exam_id=${examId}`, { as: f.teacher })).code).toBe(0);
  });
});
