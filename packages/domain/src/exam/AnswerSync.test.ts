import type { SaveAnswers, SaveAnswersResult, SavedAnswer } from '../contract/index.js';
import { ApiError } from '../http/ApiError.js';
import { AnswerSync, answerSyncStorageKey, type AnswerSyncOptions, type ConnectivityEvents } from './AnswerSync.js';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

class FakeWindow implements ConnectivityEvents {
  readonly listeners = new Map<string, Set<() => void>>();
  addEventListener(type: string, listener: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  fire(type: 'online' | 'offline') {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

type Outcome = 'ok' | 'network' | { refuse: string } | 'hold';

/**
 * A server that stores answers like the real one (highest revision wins, acks the stored revision) and can be
 * told to fail the network, refuse, or hold a call open.
 */
class FakeServer {
  readonly stored = new Map<number, { response: unknown; revision: number; flagged: boolean }>();
  readonly calls: SaveAnswers[] = [];
  outcome: Outcome = 'ok';
  deadline = '2026-06-01T10:00:00.000Z';
  held: { resolve: () => void } | null = null;
  /** Responses the server refuses one by one (as it does a malformed answer), with the reason. */
  malformed = new Map<unknown, string>();

  saveAnswers = (_attemptId: number, body: SaveAnswers): Promise<SaveAnswersResult> => {
    this.calls.push(JSON.parse(JSON.stringify(body)) as SaveAnswers);
    const outcome = this.outcome;
    if (outcome === 'network') return Promise.reject(new ApiError({ code: ApiError.NETWORK, message: '网络错误' }));
    if (typeof outcome === 'object') return Promise.reject(new ApiError({ code: 0, message: outcome.refuse, status: 200 }));
    const apply = (): SaveAnswersResult => {
      const rejected = body.answers
        .filter((answer) => this.malformed.has(answer.response))
        .map((answer) => ({ question_id: answer.question_id, revision: answer.revision, message: this.malformed.get(answer.response) ?? '' }));
      const acks = body.answers.filter((answer) => !this.malformed.has(answer.response)).map((answer) => {
        const current = this.stored.get(answer.question_id);
        if (!current || answer.revision > current.revision) {
          this.stored.set(answer.question_id, { response: answer.response, revision: answer.revision, flagged: answer.flagged ?? false });
        }
        return { question_id: answer.question_id, revision: this.stored.get(answer.question_id)?.revision ?? 0 };
      });
      return { acks, rejected, server_now: '2026-06-01T09:50:00.000Z', deadline: this.deadline };
    };
    if (outcome === 'hold') {
      return new Promise((resolve) => {
        this.held = { resolve: () => resolve(apply()) };
      });
    }
    return Promise.resolve(apply());
  };
}

const ATTEMPT = 41;

function setup(overrides: Partial<AnswerSyncOptions> = {}, storage = new MemoryStorage()) {
  const server = new FakeServer();
  const connectivity = new FakeWindow();
  let monotonic = 1000;
  const sync = new AnswerSync({
    attemptId: ATTEMPT,
    client: server,
    storage,
    connectivity,
    now: () => Date.parse('2026-06-01T09:50:00.000Z'),
    monotonic: () => monotonic,
    ...overrides,
  });
  const advanceMonotonic = (ms: number) => {
    monotonic += ms;
  };
  return { sync, server, storage, connectivity, advanceMonotonic };
}

/** Let pending promise callbacks run (fake timers do not flush microtasks by themselves). */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const storedQueue = (storage: MemoryStorage) => {
  const raw = storage.getItem(answerSyncStorageKey(ATTEMPT));
  return raw ? (JSON.parse(raw) as { entries: { question_id: number; revision: number; response: unknown }[] }).entries : [];
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('AnswerSync', () => {
  it('debounces changes into one save with increasing revisions, then reports saved', async () => {
    const { sync, server, storage } = setup({ debounceMs: 1500 });
    sync.setAnswer(1, 'A');
    sync.setAnswer(1, 'B');
    sync.setAnswer(2, ['A', 'C']);
    expect(sync.getSnapshot()).toMatchObject({ status: 'pending', pending: 2 });
    expect(storedQueue(storage).map((entry) => [entry.question_id, entry.revision])).toEqual([
      [1, 2],
      [2, 1],
    ]);

    await jest.advanceTimersByTimeAsync(1499);
    expect(server.calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await settle();

    expect(server.calls).toEqual([
      {
        answers: [
          { question_id: 1, response: 'B', revision: 2, flagged: false },
          { question_id: 2, response: ['A', 'C'], revision: 1, flagged: false },
        ],
      },
    ]);
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', pending: 0, error: null, offline: false });
    expect(sync.getSnapshot().lastSavedAt).toBe(Date.parse('2026-06-01T09:50:00.000Z'));
    // Acknowledged answers leave the stored queue.
    expect(storage.getItem(answerSyncStorageKey(ATTEMPT))).toBeNull();
    sync.dispose();
  });

  it('keeps an answer changed during a save pending and sends it after', async () => {
    const { sync, server } = setup({ debounceMs: 100 });
    server.outcome = 'hold';
    sync.setAnswer(1, 'first');
    await jest.advanceTimersByTimeAsync(100);
    expect(sync.getSnapshot().status).toBe('saving');
    sync.setAnswer(1, 'second');
    await jest.advanceTimersByTimeAsync(100);
    // The first save answers with revision 1 while the page holds revision 2: not acknowledged yet.
    server.outcome = 'ok';
    server.held?.resolve();
    await settle();
    await jest.advanceTimersByTimeAsync(0);
    await settle();
    expect(server.calls.map((call) => call.answers.map((answer) => [answer.response, answer.revision]))).toEqual([[['first', 1]], [['second', 2]]]);
    expect(server.stored.get(1)).toMatchObject({ response: 'second', revision: 2 });
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', pending: 0 });
    sync.dispose();
  });

  it('keeps answers through a network failure, reports offline, retries with backoff and at once when back online', async () => {
    const { sync, server, storage, connectivity } = setup({ debounceMs: 100, retryMs: 1000, maxRetryMs: 4000, intervalMs: 60_000 });
    server.outcome = 'network';
    sync.setAnswer(3, true);
    await jest.advanceTimersByTimeAsync(100);
    await settle();
    expect(sync.getSnapshot()).toMatchObject({ status: 'offline', offline: true, pending: 1 });
    expect(storedQueue(storage)).toEqual([{ question_id: 3, response: true, revision: 1, flagged: false }]);

    // Backoff: 1 s, 2 s, 4 s, then capped at 4 s.
    await jest.advanceTimersByTimeAsync(999);
    expect(server.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(2000);
    expect(server.calls).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(4000);
    expect(server.calls).toHaveLength(4);
    await jest.advanceTimersByTimeAsync(4000);
    expect(server.calls).toHaveLength(5);

    // Typing while offline does not hammer the server: the backoff decides.
    sync.setAnswer(3, false);
    await jest.advanceTimersByTimeAsync(100);
    expect(server.calls).toHaveLength(5);

    server.outcome = 'ok';
    connectivity.fire('online');
    await settle();
    expect(server.calls).toHaveLength(6);
    expect(server.calls.at(-1)).toEqual({ answers: [{ question_id: 3, response: false, revision: 2, flagged: false }] });
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', offline: false, pending: 0 });
    expect(storage.getItem(answerSyncStorageKey(ATTEMPT))).toBeNull();
    sync.dispose();
  });

  it('shows offline at the browser offline event even with nothing to send', async () => {
    const { sync, connectivity } = setup();
    connectivity.fire('offline');
    expect(sync.getSnapshot()).toMatchObject({ status: 'offline', offline: true });
    connectivity.fire('online');
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', offline: false });
    sync.dispose();
  });

  it('restores the unacknowledged queue after a reload and merges it with the server (higher revision wins)', async () => {
    const storage = new MemoryStorage();
    const first = setup({ debounceMs: 100 }, storage);
    first.server.outcome = 'network';
    first.sync.setAnswer(1, 'A');
    first.sync.setAnswer(1, 'B');
    first.sync.setAnswer(2, 'old local');
    first.sync.setFlag(4, true);
    // The page reloads before anything reached the server.
    first.sync.dispose();

    const server: SavedAnswer[] = [
      { question_id: 1, response: 'A', revision: 1, flagged: false, saved_at: '2026-06-01T09:40:00.000Z' },
      { question_id: 2, response: 'from another device', revision: 5, flagged: true, saved_at: '2026-06-01T09:41:00.000Z' },
      { question_id: 3, response: 'only on server', revision: 2, flagged: false, saved_at: '2026-06-01T09:42:00.000Z' },
    ];
    const second = setup({ debounceMs: 100, initial: server }, storage);
    const answers = second.sync.getSnapshot().answers;
    expect(answers.get(1)).toEqual({ response: 'B', flagged: false, revision: 2 });
    expect(answers.get(2)).toEqual({ response: 'from another device', flagged: true, revision: 5 });
    expect(answers.get(3)).toEqual({ response: 'only on server', flagged: false, revision: 2 });
    expect(answers.get(4)).toEqual({ response: null, flagged: true, revision: 1 });
    expect(second.sync.getSnapshot().pending).toBe(2);

    // The restored queue goes out at once.
    await settle();
    expect(second.server.calls).toEqual([
      {
        answers: [
          { question_id: 1, response: 'B', revision: 2, flagged: false },
          { question_id: 4, response: null, revision: 1, flagged: true },
        ],
      },
    ]);
    expect(second.sync.getSnapshot()).toMatchObject({ status: 'saved', pending: 0 });
    // The next change continues from the merged revision.
    second.sync.setAnswer(2, 'edited');
    expect(second.sync.get(2)).toEqual({ response: 'edited', flagged: true, revision: 6 });
    second.sync.dispose();
  });

  it('ignores a corrupt stored queue', () => {
    const storage = new MemoryStorage();
    storage.setItem(answerSyncStorageKey(ATTEMPT), '{"entries":[{"question_id":"x"}]}');
    const { sync } = setup({}, storage);
    expect(sync.getSnapshot()).toMatchObject({ pending: 0, status: 'saved' });
    expect(sync.getSnapshot().answers.size).toBe(0);
    sync.dispose();
  });

  it('drops an entry when the server acknowledges a higher revision than the one held', async () => {
    const { sync, server } = setup({ debounceMs: 10 });
    server.stored.set(7, { response: 'newer elsewhere', revision: 9, flagged: false });
    sync.setAnswer(7, 'stale');
    await jest.advanceTimersByTimeAsync(10);
    await settle();
    expect(server.stored.get(7)?.response).toBe('newer elsewhere');
    expect(sync.getSnapshot()).toMatchObject({ pending: 0, status: 'saved' });
    sync.dispose();
  });

  it('reports a refused save as an error, keeps the answer and clears the error when a save succeeds', async () => {
    const { sync, server, storage } = setup({ debounceMs: 10, intervalMs: 10_000 });
    server.outcome = { refuse: '考试已结束，答案无法再保存' };
    sync.setAnswer(1, 'late');
    await jest.advanceTimersByTimeAsync(10);
    await settle();
    expect(sync.getSnapshot()).toMatchObject({ status: 'error', error: '考试已结束，答案无法再保存', offline: false, pending: 1 });
    expect(storedQueue(storage)).toHaveLength(1);
    expect(await sync.flush()).toBe(false);

    server.outcome = 'ok';
    // The interval sends what is still pending.
    await jest.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', error: null, pending: 0 });
    sync.dispose();
  });

  it('a malformed answer refused alone never holds back the others, and is sent again once changed', async () => {
    const { sync, server, storage } = setup({ debounceMs: 10, intervalMs: 10_000 });
    server.malformed.set('bad', '第 2 题：选项 Z 不存在');
    sync.setAnswer(1, 'A');
    sync.setAnswer(2, 'bad');
    await jest.advanceTimersByTimeAsync(10);
    await settle();
    expect(server.stored.get(1)?.response).toBe('A');
    expect(sync.getSnapshot()).toMatchObject({ status: 'error', error: '第 2 题：选项 Z 不存在', pending: 1 });
    expect(storedQueue(storage)).toHaveLength(1);

    // Later answers still go out; the refused one is not resent unchanged, and its reason stays shown.
    sync.setAnswer(3, 'C');
    await jest.advanceTimersByTimeAsync(10);
    await settle();
    expect(server.stored.get(3)?.response).toBe('C');
    expect(server.calls.at(-1)?.answers.map((answer) => answer.question_id)).toEqual([3]);
    expect(sync.getSnapshot()).toMatchObject({ status: 'error', pending: 1 });
    expect(await sync.flush()).toBe(false);

    // Changed, it is sent again and saved.
    sync.setAnswer(2, 'B');
    await jest.advanceTimersByTimeAsync(10);
    await settle();
    expect(server.stored.get(2)?.response).toBe('B');
    expect(sync.getSnapshot()).toMatchObject({ status: 'saved', error: null, pending: 0 });
    sync.dispose();
  });

  it('flush sends at once, waits for the acknowledgement and resolves true', async () => {
    const { sync, server } = setup({ debounceMs: 60_000 });
    sync.setAnswer(1, 'A');
    sync.setFlag(2, true);
    const flushed = sync.flush();
    await expect(flushed).resolves.toBe(true);
    expect(server.calls).toHaveLength(1);
    expect(server.stored.get(2)).toMatchObject({ flagged: true, response: null });
    // Nothing left: the debounce was cancelled, no second save follows.
    await jest.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
    sync.dispose();
  });

  it('flush resolves false while the network is down, keeping the answer', async () => {
    const { sync, server } = setup();
    server.outcome = 'network';
    sync.setAnswer(1, 'A');
    await expect(sync.flush()).resolves.toBe(false);
    expect(sync.getSnapshot()).toMatchObject({ status: 'offline', pending: 1 });
    sync.dispose();
  });

  it('updates the countdown anchor from each save (extra time reaches the page)', async () => {
    const { sync, server, advanceMonotonic } = setup({
      debounceMs: 10,
      clock: { deadline: '2026-06-01T10:00:00.000Z', server_now: '2026-06-01T09:30:00.000Z', received_at: 0 },
    });
    expect(sync.getSnapshot().clock?.server_now).toBe('2026-06-01T09:30:00.000Z');
    server.deadline = '2026-06-01T10:10:00.000Z';
    advanceMonotonic(500);
    sync.setAnswer(1, 'A');
    await jest.advanceTimersByTimeAsync(10);
    await settle();
    expect(sync.getSnapshot().clock).toEqual({ deadline: '2026-06-01T10:10:00.000Z', server_now: '2026-06-01T09:50:00.000Z', received_at: 1500 });
    sync.dispose();
  });

  it('sends more than one batch when the queue is larger than the server takes', async () => {
    const { sync, server } = setup({ debounceMs: 10 });
    for (let id = 1; id <= 205; id += 1) sync.setAnswer(id, `a${id}`);
    await jest.advanceTimersByTimeAsync(10);
    await settle();
    await settle();
    expect(server.calls.map((call) => call.answers.length)).toEqual([200, 5]);
    expect(sync.getSnapshot().pending).toBe(0);
    sync.dispose();
  });

  it('notifies subscribers, stops after dispose and forgets the stored queue on discard', async () => {
    const { sync, server, storage, connectivity } = setup({ debounceMs: 10 });
    const seen: string[] = [];
    sync.subscribe((snapshot) => seen.push(snapshot.status));
    sync.setAnswer(1, 'A');
    expect(seen).toEqual(['pending']);
    sync.dispose();
    await jest.advanceTimersByTimeAsync(20_000);
    connectivity.fire('online');
    expect(server.calls).toHaveLength(0);
    expect(connectivity.listeners.get('online')?.size).toBe(0);
    expect(storedQueue(storage)).toHaveLength(1);
    sync.discard();
    expect(storage.getItem(answerSyncStorageKey(ATTEMPT))).toBeNull();
  });

  it('does not count flagging a question twice as a change', () => {
    const { sync } = setup();
    sync.setFlag(5, false);
    expect(sync.getSnapshot().answers.has(5)).toBe(false);
    sync.setFlag(5, true);
    sync.setFlag(5, true);
    expect(sync.get(5)?.revision).toBe(1);
    sync.dispose();
  });
});
