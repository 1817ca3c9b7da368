import { bestAttempt, finalAttempts, rankChange, rankEntries } from './ranking.js';
import { dayKey, startOfDay, startOfNextDay } from './day.js';
import { zoneOffsetMinutes } from '../time/index.js';

const e = (entry_id: number, score: number | null, reached_at: string | null) => ({ entry_id, score, reached_at });

describe('rankEntries', () => {
  it('orders by score in the direction, then earliest time, then id', () => {
    const rows = rankEntries(
      [e(5, 0.9, '2026-05-01T10:00:00Z'), e(3, 0.95, '2026-05-01T12:00:00Z'), e(4, 0.9, '2026-05-01T09:00:00Z'), e(2, 0.9, '2026-05-01T09:00:00Z')],
      'max',
    );
    expect(rows.map((r) => [r.entry_id, r.rank])).toEqual([
      [3, 1],
      [2, 2],
      [4, 3],
      [5, 4],
    ]);
  });

  it('ranks lower-is-better metrics the other way', () => {
    const rows = rankEntries([e(1, 0.3, '2026-05-01T10:00:00Z'), e(2, 0.1, '2026-05-01T11:00:00Z')], 'min');
    expect(rows.map((r) => r.entry_id)).toEqual([2, 1]);
  });

  it('never ranks an entry without a valid score and lists it after every ranked one, by id', () => {
    const rows = rankEntries([e(9, null, null), e(1, Number.NaN, null), e(7, 0.1, '2026-05-01T10:00:00Z'), e(3, null, null)], 'max');
    expect(rows.map((r) => [r.entry_id, r.rank])).toEqual([
      [7, 1],
      [1, null],
      [3, null],
      [9, null],
    ]);
  });

  it('does not depend on the input order', () => {
    const entries = Array.from({ length: 50 }, (_, i) => e(i + 1, (i * 7) % 5, `2026-05-01T10:${String(i % 60).padStart(2, '0')}:00Z`));
    const a = rankEntries(entries, 'max').map((r) => r.entry_id);
    const b = rankEntries([...entries].reverse(), 'max').map((r) => r.entry_id);
    expect(b).toEqual(a);
  });
});

describe('bestAttempt', () => {
  it('takes the best valid score and the earliest time it was reached; failed attempts never count', () => {
    const best = bestAttempt(
      [
        { id: 1, score: 0.8, at: '2026-05-01T10:00:00Z' },
        { id: 2, score: null, at: '2026-05-01T10:30:00Z' },
        { id: 3, score: 0.85, at: '2026-05-01T11:00:00Z' },
        { id: 4, score: 0.85, at: '2026-05-01T12:00:00Z' },
      ],
      'max',
    );
    expect(best).toEqual({ score: 0.85, reached_at: '2026-05-01T11:00:00.000Z', attempt_id: 3 });
    expect(bestAttempt([{ id: 1, score: null, at: '2026-05-01T10:00:00Z' }], 'max')).toEqual({ score: null, reached_at: null, attempt_id: null });
  });
});

describe('finalAttempts', () => {
  const attempts = [
    { id: 1, score: 0.7, at: '2026-05-01T10:00:00Z', selected: false },
    { id: 2, score: 0.9, at: '2026-05-01T11:00:00Z', selected: false },
    { id: 3, score: null, at: '2026-05-01T11:30:00Z', selected: true },
    { id: 4, score: 0.9, at: '2026-05-01T10:30:00Z', selected: false },
  ];
  it('uses the best N by public score when the team selected none that is valid', () => {
    expect(finalAttempts(attempts, 2, 'max').map((a) => a.id)).toEqual([4, 2]);
  });
  it('uses the selection when there is one', () => {
    const chosen = attempts.map((a) => ({ ...a, selected: a.id === 1 }));
    expect(finalAttempts(chosen, 2, 'max').map((a) => a.id)).toEqual([1]);
  });
});

describe('rankChange', () => {
  it('is positive when an entry climbed and null without a previous rank', () => {
    expect(rankChange(2, 5)).toBe(3);
    expect(rankChange(5, 2)).toBe(-3);
    expect(rankChange(3, null)).toBeNull();
  });
});

describe('Shanghai days', () => {
  it('turns at midnight Asia/Shanghai, not at UTC midnight', () => {
    expect(dayKey('2026-05-01T15:59:59Z')).toBe('2026-05-01');
    expect(dayKey('2026-05-01T16:00:00Z')).toBe('2026-05-02');
    expect(zoneOffsetMinutes('2026-05-01T00:00:00Z')).toBe(480);
    expect(startOfDay('2026-05-01T20:00:00Z').toISOString()).toBe('2026-05-01T16:00:00.000Z');
    expect(startOfNextDay('2026-05-01T15:00:00Z').toISOString()).toBe('2026-05-01T16:00:00.000Z');
  });
  it('handles a zone with daylight saving', () => {
    expect(startOfDay('2026-03-29T12:00:00Z', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfNextDay('2026-03-29T12:00:00Z', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
