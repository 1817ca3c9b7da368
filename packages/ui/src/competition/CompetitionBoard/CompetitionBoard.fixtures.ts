// Deterministic boards for the stories and tests: seeded names and scores, fixed server times, ranked by the
// domain's own rules (rankEntries), so visual baselines never move.
import { rankEntries, type Board, type BoardHistory, type BoardRow, type ScoreDirection } from '@finedu/domain';

/** A small seeded generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['量化', '金融', '数据', '风控', '智投', '信用', '算法', '深度', '北极星', '启明', '星火', '磐石', '鲲鹏', '青云', '知行'];
const SECOND = ['先锋', '小队', '实验室', '工作室', '联盟', '战队', '之光', '极客', '研究社', '梦之队'];
const COLLEGES = ['华东财经学院', '江南职业技术学院', '西南金融大学', '北方数据科学学院'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙'];
const GIVEN = ['子涵', '浩然', '欣怡', '宇轩', '梓萱', '一诺', '思远', '雨桐', '俊杰', '佳怡', '明轩', '若曦'];

/** When the session started (server time), and the fixed "now" of every fixture. */
export const SESSION_START = Date.parse('2026-05-01T01:00:00Z');
export const FIXTURE_NOW = '2026-05-03T10:30:00Z';
export const FREEZE_AT = '2026-05-03T04:00:00Z';

const pick = <T,>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)] as T;

export interface FixtureOptions {
  /** Entries in the board. */
  teams: number;
  seed?: number;
  direction?: ScoreDirection;
  /** Entries with no valid submission (listed last, unranked). */
  unranked?: number;
  groupId?: number | null;
}

/** A whole ranked board (every row), AUC-like scores, with previous ranks a few places off. */
export function boardRows({ teams, seed = 7, direction = 'max', unranked = 0, groupId = null }: FixtureOptions): BoardRow[] {
  const random = seededRandom(seed);
  const entries = Array.from({ length: teams }, (_, index) => {
    const scored = index < teams - unranked;
    // Many ties on purpose at 4 decimals, so the time tie-break shows.
    const base = direction === 'max' ? 0.7 + random() * 0.25 : 0.3 + random() * 0.4;
    const score = scored ? Math.round(base * 10000) / 10000 : null;
    const number = index + 1;
    const name = `${FIRST[index % FIRST.length]}${SECOND[Math.floor(index / FIRST.length) % SECOND.length]}${number > FIRST.length * SECOND.length ? ` ${number}` : ''}`;
    return {
      rank: null,
      entry_id: 1000 + number,
      name,
      members: Array.from({ length: 1 + Math.floor(random() * 3) }, () => `${pick(SURNAMES, random)}${pick(GIVEN, random)}`),
      college: pick(COLLEGES, random),
      group_id: groupId,
      score,
      reached_at: scored ? new Date(SESSION_START + Math.floor(random() * 48 * 60) * 60000).toISOString() : null,
      submissions: scored ? 1 + Math.floor(random() * 20) : 0,
      previous_rank: null as number | null,
    };
  });
  const ranked = rankEntries(entries, direction);
  const random2 = seededRandom(seed + 1);
  return ranked.map((row) => {
    if (row.rank === null) return row;
    const roll = random2();
    // Most moved a little, a few are new (no previous rank).
    const previous = roll < 0.08 ? null : Math.max(1, row.rank + Math.round((random2() - 0.5) * 8));
    return { ...row, previous_rank: previous };
  });
}

export interface PageOptions {
  page?: number;
  pageSize?: number;
  state?: Board['state'];
  organizer?: boolean;
  meId?: number | null;
  /** Overrides the pinned row (e.g. the newer own result while frozen). */
  me?: BoardRow | null;
  groups?: Board['groups'];
  groupId?: number | null;
  metric?: Board['metric'];
  direction?: ScoreDirection;
  title?: string;
}

/** One page of a board, as the server sends it. While frozen the rows carry no previous rank. */
export function boardPage(all: readonly BoardRow[], options: PageOptions = {}): Board {
  const { page = 1, pageSize = 20, state = 'live', organizer = false, meId = null, groups = [], groupId = null, metric = 'auc', direction = 'max', title = '初赛 · 信用违约预测' } = options;
  const rows = all.slice((page - 1) * pageSize, page * pageSize).map((row) => (state === 'frozen' ? { ...row, previous_rank: null } : row));
  const me = options.me !== undefined ? options.me : meId === null ? null : (all.find((row) => row.entry_id === meId) ?? null);
  return {
    competition_id: 1,
    session_id: 11,
    session_title: title,
    metric,
    direction,
    state,
    frozen_at: state === 'live' ? null : FREEZE_AT,
    generated_at: state === 'frozen' && !organizer ? FREEZE_AT : FIXTURE_NOW,
    time_zone: 'Asia/Shanghai',
    version: 42,
    groups,
    group_id: groupId,
    rows,
    total: all.length,
    page,
    page_size: pageSize,
    me,
    organizer_view: organizer,
  };
}

export const GROUPS: Board['groups'] = [
  { id: 1, name: '本科组' },
  { id: 2, name: '高职组' },
];

/** The top ten's scores over the session: each improves a few times, towards its final score. */
export function boardHistory(all: readonly BoardRow[], seed = 3): BoardHistory {
  const random = seededRandom(seed);
  const series = all.slice(0, 10).map((row) => {
    const final = row.score ?? 0;
    const steps = 3 + Math.floor(random() * 4);
    let at = SESSION_START + Math.floor(random() * 6) * 3600000;
    const end = Date.parse(row.reached_at ?? FIXTURE_NOW);
    const points = Array.from({ length: steps }, (_, index) => {
      at = index === steps - 1 ? end : Math.min(end - 60000, at + Math.floor(random() * 8 + 1) * 3600000);
      const score = index === steps - 1 ? final : Math.round((final - (steps - 1 - index) * (0.01 + random() * 0.02)) * 10000) / 10000;
      return { at: new Date(at).toISOString(), score };
    });
    return { entry_id: row.entry_id, name: row.name, points };
  });
  return { session_id: 11, group_id: null, series };
}

