// Issue 37, item 5 (the echo socket) and "Also": a 90 MiB WebSocket frame to the device-check echo was buffered
// whole (ws's default maxPayload, 100 MiB: +548 MiB RSS for six sockets); device-check reports were self-declared
// (a `pass` saved with no check run); the echo ticket was not bound to the user who asked for it.
import { DEVICE_CHECKS, type DeviceCheckMeasure, type DeviceCheckReport } from '@finedu/domain';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { deviceCheckObservations } from '../../src/db/schema/index.js';
import { ECHO_MAX_BYTES, ECHO_SOCKETS_PER_USER } from '../../src/modules/deviceCheck/echo.js';
import type { Session } from '../helper.js';
import { addStudents, setUp, type ExamFixture } from '../exams/fixtures.js';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const MIB = 1024 * 1024;

let f: ExamFixture;
beforeAll(async () => {
  f = await setUp();
}, 60_000);
afterAll(async () => f.t.close());

function goodMeasures(): DeviceCheckMeasure[] {
  const figures: Record<string, number> = { browser: 130, screen: 900, latency: 40, download: 50, upload: 20, echo: 30, clock: 200, kernel: 2000 };
  return DEVICE_CHECKS.map((key) => ({ key, value: figures[key] ?? 1 }));
}

const save = (as: Session, checks: DeviceCheckMeasure[]) =>
  f.t.call<DeviceCheckReport>('POST', '/api/device-check/report', { as, body: { checks }, headers: { 'user-agent': CHROME, 'accept-language': 'en-US' } });

async function echoCookie(as: Session): Promise<string> {
  const res = await f.t.request('/api/device-check/echo/ticket', { method: 'POST', as });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** Opens the echo socket: the socket, or the refused upgrade's status and Retry-After. */
const openEcho = (cookie: string) =>
  new Promise<WebSocket | { status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const ws = new WebSocket(`${f.t.baseUrl.replace('http', 'ws')}/api/device-check/echo`, { headers: { cookie } });
    ws.on('open', () => resolve(ws));
    ws.on('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined });
      response.resume();
    });
    ws.on('error', reject);
  });

/**
 * Sends one message of up to `total` bytes as 1 MiB fragments (nothing is allocated but one buffer), each after the
 * last went out, until the server closes the socket: answers the close code and the bytes sent before it.
 */
async function floodOneMessage(ws: WebSocket, total: number): Promise<{ code: number; sent: number }> {
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  let open = true;
  void closed.then(() => (open = false));
  const chunk = Buffer.alloc(MIB, 0x61);
  let sent = 0;
  while (open && sent < total) {
    const fin = sent + chunk.length >= total;
    const ok = await new Promise<boolean>((resolve) => ws.send(chunk, { binary: false, fin }, (err) => resolve(!err)));
    if (!ok) break;
    sent += chunk.length;
  }
  if (open && sent >= total) {
    // Everything went out and the server still holds the socket: the whole message was taken in.
    ws.terminate();
    return { code: -1, sent };
  }
  return { code: await closed, sent };
}

describe('the echo socket takes messages of the device check’s size only', () => {
  test(`a 90 MiB message is refused from its first fragment with 1009 (limit ${ECHO_MAX_BYTES} B), and health answers meanwhile`, async () => {
    const [who] = await addStudents(f, 1);
    const ws = (await openEcho(await echoCookie(who!))) as WebSocket;
    expect(ws).toBeInstanceOf(WebSocket);
    const flood = floodOneMessage(ws, 90 * MIB);
    const started = performance.now();
    const health = await f.t.request('/api/health');
    const healthMs = performance.now() - started;
    const { code, sent } = await flood;
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(1000);
    expect(code).toBe(1009);
    // The server stopped reading at the first fragment (the rest counted here was in the sockets' buffers).
    expect(sent).toBeLessThan(16 * MIB);
  }, 60_000);

  test(`a user opens at most ${ECHO_SOCKETS_PER_USER} echo sockets at once (429 with Retry-After)`, async () => {
    const [who] = await addStudents(f, 1);
    const open: WebSocket[] = [];
    for (let i = 0; i < ECHO_SOCKETS_PER_USER; i += 1) open.push((await openEcho(await echoCookie(who!))) as WebSocket);
    expect(open.every((ws) => ws instanceof WebSocket)).toBe(true);
    const refused = await openEcho(await echoCookie(who!));
    expect(refused).toEqual({ status: 429, retryAfter: '30' });
    // Another user is not held up by them; one closed socket frees a place.
    const [other] = await addStudents(f, 1);
    const theirs = await openEcho(await echoCookie(other!));
    expect(theirs).toBeInstanceOf(WebSocket);
    (theirs as WebSocket).close();
    const closed = new Promise((resolve) => open[0]!.once('close', resolve));
    open[0]!.close();
    await closed;
    await vi.waitFor(async () => {
      const again = await openEcho(await echoCookie(who!));
      expect(again).toBeInstanceOf(WebSocket);
      (again as WebSocket).close();
    });
    for (const ws of open) ws.close();
  }, 60_000);
});

describe('device-check reports are judged on what the server saw', () => {
  test('a `pass` report with no check run is a fail: the echo, download and upload were never seen', async () => {
    const [who] = await addStudents(f, 1);
    const report = await save(who!, goodMeasures());
    expect(report.code).toBe(1);
    expect(report.data.verdict).toBe('fail');
    for (const key of ['echo', 'download', 'upload'] as const) {
      expect(report.data.checks.find((c) => c.key === key)).toMatchObject({ status: 'fail', value: null, detail: expect.stringContaining('did not see this check run') });
    }
  });

  test('a figure better than the server’s own is bounded by it', async () => {
    const [who] = await addStudents(f, 1);
    const now = f.clock.now();
    await f.t.app.db.insert(deviceCheckObservations).values([
      { userId: who!.user.id, kind: 'download', value: 2, observedAt: now },
      { userId: who!.user.id, kind: 'upload', value: 0.2, observedAt: now },
      { userId: who!.user.id, kind: 'echo', value: 2000, observedAt: now },
    ]);
    const report = await save(who!, goodMeasures());
    const check = (key: string) => report.data.checks.find((c) => c.key === key);
    expect(check('download')).toMatchObject({ value: 2, status: 'warn' });
    expect(check('upload')).toMatchObject({ value: 0.2, status: 'fail' });
    expect(check('echo')).toMatchObject({ value: 2000, status: 'fail' });
    // What the server saw half an hour ago no longer counts.
    f.clock.advance(31 * 60_000);
    const later = await save(who!, goodMeasures());
    expect(later.data.checks.find((c) => c.key === 'download')).toMatchObject({ value: null, status: 'fail' });
  });

  test('the echo ticket is bound to the user who asked: the round trip the server times counts for them only', async () => {
    const [asker, bystander] = await addStudents(f, 2);
    const since = f.clock.now();
    const ws = (await openEcho(await echoCookie(asker!))) as WebSocket;
    // The server pings on open (ws answers by itself); its timing is kept for the ticket's user.
    await vi.waitFor(
      async () => {
        const rows = await f.t.app.db.select().from(deviceCheckObservations).where(eq(deviceCheckObservations.userId, asker!.user.id));
        expect(rows.filter((row) => row.kind === 'echo' && row.observedAt >= since)).toHaveLength(1);
      },
      { timeout: 20_000, interval: 50 },
    );
    ws.close();
    expect(await f.t.app.db.select().from(deviceCheckObservations).where(eq(deviceCheckObservations.userId, bystander!.user.id))).toEqual([]);
    const theirs = await save(bystander!, goodMeasures());
    expect(theirs.data.checks.find((c) => c.key === 'echo')).toMatchObject({ status: 'fail', value: null });
    const mine = await save(asker!, goodMeasures());
    expect(mine.data.checks.find((c) => c.key === 'echo')!.status).toBe('pass');
  }, 60_000);
});
