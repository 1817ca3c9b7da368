// Issue 37, item 3: anonymous clients held 21,000 public board streams (server-sent events) and took every file
// descriptor of the API: sign-in, health and the public home were refused. Every live stream now takes a place in a
// budget (per signed-in user, per anonymous address, in total) for a bounded lifetime; past a cap the answer is 429
// (user, address) or 503 (total) with Retry-After and a message naming the limit, and the API stays responsive.
import http from 'node:http';
import { ConnectionBudget, DEFAULT_CONNECTION_LIMITS } from '../../src/lib/connectionBudget.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { binaryLabels, labelsCsv, setupModelling, uploadText } from '../competitions/scoringFixtures.js';

interface Opened {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The answer's body so far (a refusal's envelope; a stream's first lines). */
  body: () => string;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  close: () => void;
}

/** Opens one connection of its own (no pooling) and resolves once the answer's head and first bytes arrived. */
function open(base: string, path: string, headers: Record<string, string> = {}): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, base), { agent: false, headers: { 'accept-language': 'en', ...headers } }, (response) => {
      let text = '';
      let settled = false;
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      const answer = () => {
        if (settled) return;
        settled = true;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: () => text, ended, close: () => request.destroy() });
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        answer();
      });
      response.on('end', answer);
    });
    request.on('error', reject);
  });
}

let t: TestApp;
let student: Session;
let publicPath: string;
let signedPath: string;
let ticketPath: string;
const held: Opened[] = [];
const perUser = 2;
const total = 70;

beforeAll(async () => {
  // The default per-address cap; a small per-user cap and total so the probe stays small.
  t = await createTestApp({ trustProxy: true, streams: { ...DEFAULT_CONNECTION_LIMITS, perUser, total } });
  const admin = await t.login('admin');
  student = await t.login('student');
  const setup = await setupModelling(t, {
    eduId: null,
    participants: [{ username: 'student' }],
    labelsUrl: await uploadText(t, admin, 'labels.csv', labelsCsv(binaryLabels(20))),
    visibility: 'public',
    session: { publishedAt: new Date() },
  });
  publicPath = `/api/public/competition/session/${setup.sessionId}/board/stream`;
  signedPath = `/api/competition/session/${setup.sessionId}/board/stream`;
  ticketPath = `/api/competition/session/${setup.sessionId}/board/ticket`;
}, 180_000);
afterAll(async () => {
  for (const stream of held) stream.close();
  t.app.server.closeAllConnections();
  await t.close();
});

async function healthMs(): Promise<number> {
  const started = performance.now();
  const res = await t.request('/api/health');
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return performance.now() - started;
}

test('one address opens many public streams: the cap holds, the rest get 429 with Retry-After, health stays fast', async () => {
  const cap = DEFAULT_CONNECTION_LIMITS.perAddress;
  const opened = await Promise.all(Array.from({ length: cap + 15 }, () => open(t.baseUrl, publicPath)));
  held.push(...opened.filter((o) => o.status === 200));
  const accepted = opened.filter((o) => o.status === 200);
  const refused = opened.filter((o) => o.status !== 200);
  expect(accepted).toHaveLength(cap);
  expect(accepted[0]!.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(accepted[0]!.body()).toContain('retry: 3000');
  expect(refused).toHaveLength(15);
  for (const answer of refused) {
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(answer.headers.connection).toBe('close');
    const envelope = JSON.parse(answer.body()) as { code: number; message: string };
    expect(envelope.code).toBe(0);
    expect(envelope.message).toContain(`${cap} live connections`);
  }
  expect(t.app.competitionScoring.hub.budget.held).toBe(cap);
  // While the address's streams are held, the API answers at once.
  expect(await healthMs()).toBeLessThan(1000);
  const zh = await open(t.baseUrl, publicPath, { 'accept-language': 'zh-CN' });
  expect(zh.status).toBe(429);
  expect((JSON.parse(zh.body()) as { message: string }).message).toContain(`${cap} 个实时连接`);
}, 120_000);

test('a signed-in user holds at most its own cap of streams', async () => {
  const ticket = await t.request(ticketPath, { method: 'POST', as: student });
  const cookie = (ticket.headers.get('set-cookie') ?? '').split(';')[0]!;
  const mine = [];
  for (let i = 0; i < perUser; i++) mine.push(await open(t.baseUrl, signedPath, { cookie }));
  held.push(...mine);
  expect(mine.map((o) => o.status)).toEqual(Array(perUser).fill(200));
  const extra = await open(t.baseUrl, signedPath, { cookie });
  expect(extra.status).toBe(429);
  expect(Number(extra.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect((JSON.parse(extra.body()) as { message: string }).message).toContain(`You already hold ${perUser} live connections`);
  // Closing one frees its place.
  mine[0]!.close();
  await mine[0]!.ended;
  await expect.poll(async () => {
    const again = await open(t.baseUrl, signedPath, { cookie });
    if (again.status === 200) held.push(again);
    return again.status;
  }, { timeout: 10_000 }).toBe(200);
}, 60_000);

test('past the total every new stream gets 503 with Retry-After, and health still answers fast', async () => {
  // Other addresses (through the trusted proxy header) fill what is left of the total.
  const room = total - t.app.competitionScoring.hub.budget.held;
  const others = await Promise.all(Array.from({ length: room }, (_, i) => open(t.baseUrl, publicPath, { 'x-forwarded-for': `192.0.2.${i + 1}` })));
  held.push(...others);
  expect(others.every((o) => o.status === 200)).toBe(true);
  const full = await open(t.baseUrl, publicPath, { 'x-forwarded-for': '198.51.100.7' });
  expect(full.status).toBe(503);
  expect(Number(full.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect((JSON.parse(full.body()) as { code: number; message: string })).toMatchObject({ code: 0, message: expect.stringContaining(`maximum of ${total} live connections`) });
  expect(await healthMs()).toBeLessThan(1000);
  // Sign-in still works while the streams are held.
  expect((await t.login('teacher')).token).toBeTruthy();
}, 120_000);

describe('lifetime', () => {
  let short: TestApp;
  let path: string;
  beforeAll(async () => {
    short = await createTestApp({ streams: { ...DEFAULT_CONNECTION_LIMITS, perAddress: 1, lifetimeMs: 1500 } });
    const admin = await short.login('admin');
    const setup = await setupModelling(short, {
      eduId: null,
      participants: [],
      labelsUrl: await uploadText(short, admin, 'labels.csv', labelsCsv(binaryLabels(20))),
      visibility: 'public',
      session: { publishedAt: new Date() },
    });
    path = `/api/public/competition/session/${setup.sessionId}/board/stream`;
  }, 180_000);
  afterAll(async () => {
    short.app.server.closeAllConnections();
    await short.close();
  });

  test('a stream ends at its lifetime and its place frees for the reconnect', async () => {
    const first = await open(short.baseUrl, path);
    expect(first.status).toBe(200);
    const refused = await open(short.baseUrl, path);
    expect(refused.status).toBe(429);
    // The oldest stream ends within its lifetime: Retry-After says so.
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(2);
    const started = Date.now();
    await first.ended; // the server ends it; nothing else does
    expect(Date.now() - started).toBeLessThan(60_000);
    const reconnect = await open(short.baseUrl, path);
    expect(reconnect.status).toBe(200);
    await reconnect.ended;
  }, 120_000);
});

test('the budget unit: an injected clock gives Retry-After until the oldest stream of the scope ends', () => {
  let now = 1_000_000;
  const budget = new ConnectionBudget({ perUser: 1, perAddress: 1, total: 3, lifetimeMs: 60_000 }, () => now);
  const a = budget.take({ userId: 7, address: 'x' }, () => {});
  now += 20_000;
  expect(() => budget.take({ userId: 7, address: 'y' }, () => {})).toThrow(expect.objectContaining({ scope: 'user', httpStatus: 429, retryAfter: 40 }));
  const b = budget.take({ userId: null, address: 'x' }, () => {}); // anonymous: counted per address, not per user
  expect(() => budget.take({ userId: null, address: 'x' }, () => {})).toThrow(expect.objectContaining({ scope: 'address', retryAfter: 60 }));
  budget.take({ userId: 8, address: 'x' }, () => {}).release();
  const c = budget.take({ userId: 9, address: 'x' }, () => {});
  expect(() => budget.take({ userId: 10, address: 'z' }, () => {})).toThrow(expect.objectContaining({ scope: 'total', httpStatus: 503 }));
  for (const lease of [a, b, c]) lease.release();
  a.release();
  expect(budget.held).toBe(0);
});
