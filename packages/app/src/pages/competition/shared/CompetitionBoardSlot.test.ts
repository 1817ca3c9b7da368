import type { Board, BoardPageChange, BoardRow } from '@finedu/domain';
import { applyPageChange } from './CompetitionBoardSlot';

const row = (entry_id: number, rank: number | null, score: number | null): BoardRow => ({
  rank,
  entry_id,
  name: `队伍 ${entry_id}`,
  members: [],
  college: null,
  group_id: 7,
  score,
  reached_at: score === null ? null : '2026-03-10T02:00:00.000Z',
  submissions: score === null ? 0 : 1,
  previous_rank: null,
});

const shown: Board = {
  competition_id: 1,
  session_id: 31,
  session_title: '初赛',
  metric: 'auc',
  direction: 'max',
  state: 'live',
  frozen_at: null,
  generated_at: '2026-03-10T02:00:00.000Z',
  time_zone: 'Asia/Shanghai',
  version: 4,
  groups: [{ id: 7, name: '本科组' }],
  group_id: 7,
  rows: [row(1, 1, 0.9), row(2, 2, 0.8), row(3, null, null)],
  total: 3,
  page: 1,
  page_size: 50,
  me: row(2, 2, 0.8),
  organizer_view: false,
};

const change = (over: Partial<BoardPageChange>): BoardPageChange => ({
  from_version: 4,
  version: 6,
  group_id: 7,
  page_size: 50,
  total: 3,
  generated_at: '2026-03-10T02:00:05.000Z',
  order: [1, 2, 3],
  rows: [],
  me: shown.me,
  ...over,
});

describe('applyPageChange', () => {
  it('rebuilds the page in the pushed order from the rows it has and the changed ones', () => {
    const overtaken = change({ order: [3, 1, 2], rows: [row(3, 1, 0.95), row(1, 2, 0.9), row(2, 3, 0.8)], me: row(2, 3, 0.8) });
    const next = applyPageChange(shown, overtaken)!;
    expect(next.rows.map((r) => [r.entry_id, r.rank])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(next).toMatchObject({ version: 6, generated_at: '2026-03-10T02:00:05.000Z', me: { entry_id: 2, rank: 3 } });
  });

  it('keeps unchanged rows as they were', () => {
    const next = applyPageChange(shown, change({ rows: [{ ...row(3, 3, 0.1), submissions: 1 }] }))!;
    expect(next.rows[0]).toBe(shown.rows[0]);
    expect(next.rows[2]).toMatchObject({ entry_id: 3, rank: 3, score: 0.1 });
  });

  it('refuses a change made against another version, or naming a row it does not have', () => {
    expect(applyPageChange(shown, change({ from_version: 5 }))).toBeNull();
    expect(applyPageChange(shown, change({ order: [1, 2, 9] }))).toBeNull();
  });
});
