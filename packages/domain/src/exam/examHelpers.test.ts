import type { IntegrityEventWrite } from '../contract/index.js';
import { ApiError } from '../http/ApiError.js';
import { COUNTDOWN_CASES, countdownDays } from './__fixtures__/sharedRules.js';
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

  it.each(COUNTDOWN_CASES.map((rule) => [rule.remainingMs, rule.shown] as const))('formats %i ms as %s (shared rule table)', (ms, shown) => {
    expect(formatCountdown(ms, countdownDays)).toBe(shown);
  });

  it('formats below zero or an unreadable value as zero, and names days as it is told', () => {
    expect(formatCountdown(-5_000)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
    expect(formatCountdown(90_000_000)).toBe('1d 01:00:00');
    expect(formatCountdown(90_000_000, (days) => `${days} 天`)).toBe('1 天 01:00:00');
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
