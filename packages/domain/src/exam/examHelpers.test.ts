import type { IntegrityEventWrite } from '../contract/index.js';
import { ApiError } from '../http/ApiError.js';
import { isAnswered } from './answers.js';
import { formatCountdown, remainingMs } from './countdown.js';
import { IntegrityLog } from './IntegrityLog.js';

describe('remainingMs', () => {
  it('counts from the server difference, advanced by monotonic time only', () => {
    // 30 min left at receipt; 90 s elapsed since.
    expect(remainingMs('2026-06-01T10:00:00.000Z', '2026-06-01T09:30:00.000Z', 5_000, 95_000)).toBe(30 * 60_000 - 90_000);
  });

  it('ignores the browser wall clock (a skewed Date.now changes nothing)', () => {
    const spy = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-01T00:00:00Z'));
    expect(remainingMs('2026-06-01T10:00:00.000Z', '2026-06-01T09:59:00.000Z', 0, 1_000)).toBe(59_000);
    spy.mockRestore();
  });

  it('never goes below zero and treats a monotonic step backwards as no time elapsed', () => {
    expect(remainingMs('2026-06-01T10:00:00Z', '2026-06-01T09:59:00Z', 0, 120_000)).toBe(0);
    expect(remainingMs('2026-06-01T10:00:00Z', '2026-06-01T09:59:00Z', 10_000, 5_000)).toBe(60_000);
    expect(remainingMs(Date.parse('2026-06-01T10:00:00Z'), Date.parse('2026-06-01T09:59:30Z'), 0, 0)).toBe(30_000);
  });

  it('answers 0 for an unreadable timestamp rather than an endless exam', () => {
    expect(remainingMs('not a date', '2026-06-01T09:59:00Z', 0, 0)).toBe(0);
  });

  it('formats the countdown, rounding up to the second', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(3_600_000 + 62_000)).toBe('01:01:02');
  });
});

describe('isAnswered', () => {
  it.each<[string, Parameters<typeof isAnswered>[0], boolean]>([
    ['nothing', undefined, false],
    ['null', null, false],
    ['a choice', 'A', true],
    ['blank text', '   ', false],
    ['judge false', false, true],
    ['no picks', [], false],
    ['empty blanks', ['', ' '], false],
    ['one blank filled', ['', '0.05'], true],
  ])('%s → %s', (_, response, expected) => {
    expect(isAnswered(response)).toBe(expected);
  });

  it('needs every sub-question of a case answered', () => {
    expect(isAnswered({ a: 'A', b: null }, ['a', 'b'])).toBe(false);
    expect(isAnswered({ a: 'A' }, ['a', 'b'])).toBe(false);
    expect(isAnswered({ a: 'A', b: 'text' }, ['a', 'b'])).toBe(true);
    expect(isAnswered({}, [])).toBe(false);
  });
});

describe('IntegrityLog', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('batches events into one call after the batch delay', async () => {
    const calls: IntegrityEventWrite[] = [];
    const log = new IntegrityLog({ attemptId: 9, batchMs: 5000, now: () => Date.parse('2026-06-01T09:00:00Z'), client: { recordEvents: async (_id, body) => void calls.push(body) } });
    log.record('hidden');
    log.record('paste', 'q3');
    await jest.advanceTimersByTimeAsync(4999);
    expect(calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([
      {
        events: [
          { type: 'hidden', at: '2026-06-01T09:00:00.000Z', detail: '' },
          { type: 'paste', at: '2026-06-01T09:00:00.000Z', detail: 'q3' },
        ],
      },
    ]);
    expect(log.pending).toBe(0);
    log.dispose();
  });

  it('keeps the events after a network failure and sends them with the next flush', async () => {
    let fail = true;
    const calls: IntegrityEventWrite[] = [];
    const log = new IntegrityLog({
      attemptId: 9,
      client: {
        recordEvents: async (_id, body) => {
          calls.push(body);
          if (fail) throw new ApiError({ code: ApiError.NETWORK, message: '网络错误' });
        },
      },
    });
    log.record('blur');
    await log.flush();
    expect(log.pending).toBe(1);
    fail = false;
    log.record('hidden');
    await log.flush();
    expect(calls.at(-1)?.events.map((event) => event.type)).toEqual(['blur', 'hidden']);
    expect(log.pending).toBe(0);
    log.dispose();
  });

  it('drops events the server refuses instead of repeating them', async () => {
    const log = new IntegrityLog({ attemptId: 9, client: { recordEvents: async () => Promise.reject(new ApiError({ code: 0, message: '考试已结束' })) } });
    log.record('blur');
    await log.flush();
    expect(log.pending).toBe(0);
    log.dispose();
  });
});
