// The ranking rules of every competition board, in one place (the server builds boards with them; the ui uses
// them for the rank-change arrows). These are the rules contest platforms are most often reported to get wrong:
//  1. order by score in the session's direction;
//  2. a tie goes to the entry that reached that score first (server time);
//  3. then to the smaller entry id, so the order is total and never depends on the database's mood;
//  4. an entry with no valid score is never ranked and is listed after every ranked one (by id).
import type { ScoreDirection } from '../contract/competitionBoard.js';

export interface Rankable {
  entry_id: number;
  score: number | null;
  /** When the entry first reached `score` (ISO string or Date); null when it has no score. */
  reached_at: string | Date | null;
}

export interface ScoredAttempt {
  id: number;
  /** The attempt's score, or null when it failed, was invalid or is not scored yet. */
  score: number | null;
  /** Server time the attempt was accepted. */
  at: string | Date;
}

const time = (value: string | Date | null): number => (value === null ? Number.POSITIVE_INFINITY : new Date(value).getTime());
const valid = (score: number | null): score is number => score !== null && Number.isFinite(score);

/** Whether `a` is a strictly better score than `b` in `direction`. */
export function isBetter(a: number, b: number, direction: ScoreDirection): boolean {
  return direction === 'max' ? a > b : a < b;
}

/** Board order of two entries (negative when `a` comes first). */
export function compareEntries(a: Rankable, b: Rankable, direction: ScoreDirection): number {
  const av = valid(a.score);
  const bv = valid(b.score);
  if (av !== bv) return av ? -1 : 1;
  if (av && bv && a.score !== b.score) return isBetter(a.score as number, b.score as number, direction) ? -1 : 1;
  if (av && bv) {
    const dt = time(a.reached_at) - time(b.reached_at);
    if (dt !== 0) return dt;
  }
  return a.entry_id - b.entry_id;
}

/** The entries in board order with their rank (1…n for entries with a valid score, null for the rest). */
export function rankEntries<T extends Rankable>(entries: readonly T[], direction: ScoreDirection): Array<T & { rank: number | null }> {
  const sorted = [...entries].sort((a, b) => compareEntries(a, b, direction));
  let next = 1;
  return sorted.map((entry) => ({ ...entry, rank: valid(entry.score) ? next++ : null }));
}

/**
 * An entry's best valid score and the earliest time it was reached, from its attempts; a failed or unscored
 * attempt never counts. `{ score: null, reached_at: null }` when none is valid.
 */
export function bestAttempt(attempts: readonly ScoredAttempt[], direction: ScoreDirection): { score: number | null; reached_at: string | null; attempt_id: number | null } {
  let best: ScoredAttempt | null = null;
  for (const attempt of attempts) {
    if (!valid(attempt.score)) continue;
    if (
      best === null ||
      isBetter(attempt.score, best.score as number, direction) ||
      (attempt.score === best.score && (time(attempt.at) < time(best.at) || (time(attempt.at) === time(best.at) && attempt.id < best.id)))
    ) {
      best = attempt;
    }
  }
  return best === null ? { score: null, reached_at: null, attempt_id: null } : { score: best.score, reached_at: new Date(best.at).toISOString(), attempt_id: best.id };
}

/**
 * The attempts whose private score decides a data-modelling result: the ones the team selected as finals (at
 * most `limit`), or, when it selected none, its best `limit` by public score (ties: earlier, then smaller id).
 */
export function finalAttempts<T extends ScoredAttempt & { selected: boolean }>(attempts: readonly T[], limit: number, direction: ScoreDirection): T[] {
  const chosen = attempts.filter((a) => a.selected && valid(a.score));
  if (chosen.length > 0) return chosen.slice(0, limit);
  return attempts
    .filter((a) => valid(a.score))
    .sort((a, b) => compareEntries({ entry_id: a.id, score: a.score, reached_at: a.at }, { entry_id: b.id, score: b.score, reached_at: b.at }, direction))
    .slice(0, limit);
}

/** Each entry's rank in `previous` (a snapshot), for the rank-change arrows: new entries get null. */
export function previousRanks(previous: ReadonlyArray<{ entry_id: number; rank: number | null }>): Map<number, number | null> {
  return new Map(previous.map((row) => [row.entry_id, row.rank]));
}

/** Up (positive), down (negative) or unchanged (0) against the previous rank; null when there is nothing to compare. */
export function rankChange(rank: number | null, previous: number | null): number | null {
  if (rank === null || previous === null) return null;
  return previous - rank;
}
