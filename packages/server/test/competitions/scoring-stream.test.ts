// @db postgres
// The live board stream: a ticket from a signed-in call (an HttpOnly cookie, never a token in the URL), then one
// event per score written by the running workers (relayed through LISTEN/NOTIFY), Last-Event-ID on reconnect.
import { BOARD_PUSH_PAGE_SIZE, type Board, type BoardEvent, type Submission } from '@finedu/domain';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { binaryLabels, labelsCsv, predictionsCsv, setupModelling, uploadText, type ModellingSetup } from './scoringFixtures.js';

let t: TestApp;
let student: Session;
let setup: ModellingSetup;
const labels = binaryLabels(30);

beforeAll(async () => {
  // The page goes out whole every 2 s in production; a minute here, so that a loaded machine's slow scoring cannot
  // turn the change the next test checks into a whole page.
  t = await createTestApp({ competitionWorkers: 1, boardWholePageEveryMs: 60_000 });
  const admin = await t.login('admin');
  student = await t.login('student');
  setup = await setupModelling(t, { eduId: null, participants: [{ username: 'student' }], labelsUrl: await uploadText(t, admin, 'l.csv', labelsCsv(labels)) });
}, 180_000);
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

const streamPath = () => `/api/competition/session/${setup.sessionId}/board/stream`;

async function ticketCookie(): Promise<string> {
  const res = await t.request(`/api/competition/session/${setup.sessionId}/board/ticket`, { method: 'POST', as: student });
  const cookie = res.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(new RegExp(`^finedu_board_ticket=[A-Za-z0-9_-]+; Path=${streamPath()}; Max-Age=600; HttpOnly; SameSite=Strict`));
  const body = (await res.json()) as { code: number; data: { expires_at: string } };
  expect(body.code).toBe(1);
  expect(JSON.stringify(body)).not.toContain(cookie.split(';')[0]!.split('=')[1]!);
  return cookie.split(';')[0]!;
}

/** Reads events off an open stream until `count` have come or `ms` passed. */
async function readEvents(response: Response, count: number, ms: number): Promise<Array<{ id: string; event: BoardEvent }>> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: Array<{ id: string; event: BoardEvent }> = [];
  let buffer = '';
  const deadline = Date.now() + ms;
  while (events.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(1, deadline - Date.now())))]);
    if (chunk === null || chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const id = /^id: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (id !== undefined && data !== undefined && /^event: board$/m.test(block)) events.push({ id, event: JSON.parse(data) as BoardEvent });
    }
  }
  await reader.cancel();
  return events;
}

test('no ticket, no stream; a bearer token alone does not open it', async () => {
  const res = await t.call('GET', streamPath(), { as: student });
  expect(res.code).toBe(-401);
});

test('a score written by a worker reaches the open stream within a second', async () => {
  const cookie = await ticketCookie();
  const stream = await t.request(streamPath(), { headers: { cookie } });
  expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const file = await uploadText(t, student, 'p.csv', predictionsCsv(labels, 0.5));
  // A fresh stream first gets the current version (bare: the board loads its page as it opens), then the score.
  const reading = readEvents(stream, 2, 10_000);
  const submitted = await t.call<Submission>('POST', `/api/competition/session/${setup.sessionId}/submission`, { as: student, body: { file, filename: 'p.csv' } });
  expect(submitted.code).toBe(1);
  const sentAt = Date.now();
  const [current, first] = await reading;
  expect(current!.event.board).toBeUndefined();
  expect(first).toBeDefined();
  expect(first!.event).toMatchObject({ session_id: setup.sessionId, reason: 'score' });
  expect(first!.event.version).toBeGreaterThan(current!.event.version);
  expect(first!.id).toBe(String(first!.event.version));
  expect(Date.now() - sentAt).toBeLessThan(5000); // scoring included; the relay itself is ~100 ms
  // The change carries the viewer's first page (no refetch needed): the same page the board call answers.
  const pushed = first!.event.board!;
  expect(pushed).toMatchObject({ session_id: setup.sessionId, page: 1, page_size: BOARD_PUSH_PAGE_SIZE, state: 'live', organizer_view: false });
  expect(pushed.me?.score).toEqual(expect.any(Number));
  expect(pushed.rows.find((r) => r.entry_id === pushed.me!.entry_id)).toEqual(pushed.me);
  const fetched = await t.call<Board>('GET', `/api/competition/session/${setup.sessionId}/board?page=1&page_size=${BOARD_PUSH_PAGE_SIZE}`, { as: student });
  expect(fetched.data).toEqual({ ...pushed, generated_at: fetched.data.generated_at });
});

test('the next change carries only what changed on the page since the one pushed before', async () => {
  const cookie = await ticketCookie();
  const stream = await t.request(streamPath(), { headers: { cookie } });
  const events = eventReader(stream);
  await events.next(); // the current version, bare
  const submit = async (quality: number) => {
    const file = await uploadText(t, student, `p${quality}.csv`, predictionsCsv(labels, quality));
    expect((await t.call('POST', `/api/competition/session/${setup.sessionId}/submission`, { as: student, body: { file, filename: 'p.csv' } })).code).toBe(1);
    return events.next();
  };
  const first = await submit(0.7);
  const second = await submit(0.9); // well within the interval after which the page goes out whole again
  await events.close();
  const change = second.change!;
  expect(change).toMatchObject({ from_version: first.board?.version ?? first.change!.version, version: second.version, page_size: BOARD_PUSH_PAGE_SIZE });
  // The student's team submitted again: its row changed (one more submission, a better score), nothing else did.
  expect(change.rows.map((r) => r.entry_id)).toEqual([change.me!.entry_id]);
  expect(change.order).toContain(change.me!.entry_id);
  const fetched = await t.call<Board>('GET', `/api/competition/session/${setup.sessionId}/board?page=1&page_size=${BOARD_PUSH_PAGE_SIZE}`, { as: student });
  expect(fetched.data.rows.map((r) => r.entry_id)).toEqual(change.order);
  expect(fetched.data.rows.find((r) => r.entry_id === change.me!.entry_id)).toEqual(change.rows[0]);
});

/** Reads the stream's events one at a time (each within 10 s). */
function eventReader(response: Response): { next: () => Promise<BoardEvent>; close: () => Promise<void> } {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    next: async () => {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data !== undefined && /^event: board$/m.test(block)) return JSON.parse(data) as BoardEvent;
          continue;
        }
        if (Date.now() > deadline) throw new Error('no board event within 10 s');
        const chunk = await reader.read();
        if (chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}

test('Last-Event-ID: a reconnecting board gets the current version at once when it missed one', async () => {
  const cookie = await ticketCookie();
  const fresh = await t.request(streamPath(), { headers: { cookie, 'last-event-id': '0' } });
  const [event] = await readEvents(fresh, 1, 3000);
  expect(Number(event!.id)).toBeGreaterThan(0);
  const upToDate = await t.request(streamPath(), { headers: { cookie, 'last-event-id': event!.id } });
  expect(await readEvents(upToDate, 1, 500)).toEqual([]);
});

test('the public stream opens only for public competitions that are frozen or published', async () => {
  const res = await t.call('GET', `/api/public/competition/session/${setup.sessionId}/board/stream`);
  expect(res.code).toBe(0);
});
