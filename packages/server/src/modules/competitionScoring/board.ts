// Boards of data-modelling sessions, built with the ranking rules of @finedu/domain (rankEntries, bestAttempt,
// finalAttempts), per group:
//  - live: each entry's best public score (the earliest time it was reached breaks ties);
//  - freeze: from freeze_at the public board is the snapshot of that moment, stored once and never recomputed
//    (it is rebuilt from the submissions accepted and scored by freeze_at, so taking it late changes nothing);
//  - final (published): each entry's best private score among its final attempts (chosen, or best by public score).
// Rows are computed once per (session, group, kind, version) and kept in a small per-instance cache, so many open
// boards refetching after a change cost one computation; versions come from the change announcements.
import { bestAttempt, finalAttempts, rankEntries, type BoardRow, type ScoreDirection } from '@finedu/domain';
import type { Db } from '../../db/client.js';
import type { CompetitionSessionRow } from '../../db/schema/index.js';
import * as repo from './repository.js';

export type RowsKind = 'live' | 'freeze' | 'final';

export interface ComputedRows {
  rows: BoardRow[];
  /** Server time the rows stand for (the snapshot's time when frozen). */
  at: Date;
}

const CACHE_MAX = 256;

export const directionOf = (session: CompetitionSessionRow): ScoreDirection => (session.direction === 'min' ? 'min' : 'max');

/** The rows of a group, ranked, from its entries and their scored attempts. */
export function buildRows(entries: readonly repo.EntryRow[], attempts: readonly repo.AttemptRow[], direction: ScoreDirection, kind: 'live' | 'freeze' | 'final', finalsLimit: number): BoardRow[] {
  const byTeam = new Map<number, repo.AttemptRow[]>();
  for (const attempt of attempts) {
    const list = byTeam.get(attempt.teamId);
    if (list === undefined) byTeam.set(attempt.teamId, [attempt]);
    else list.push(attempt);
  }
  const scored = entries.map((entry) => {
    const own = byTeam.get(entry.id) ?? [];
    const publicAttempts = own.map((a) => ({ id: a.id, score: a.publicScore, at: a.createdAt, selected: a.selected, privateScore: a.privateScore }));
    const best =
      kind === 'final'
        ? bestAttempt(
            finalAttempts(publicAttempts, finalsLimit, direction).map((a) => ({ id: a.id, score: a.privateScore, at: a.at })),
            direction,
          )
        : bestAttempt(publicAttempts, direction);
    return {
      entry_id: entry.id,
      name: entry.name,
      members: entry.members,
      college: entry.college,
      group_id: entry.groupId,
      score: best.score,
      reached_at: best.reached_at,
      submissions: own.length,
      previous_rank: null,
    };
  });
  return rankEntries(scored, direction);
}

export class BoardRows {
  readonly #cache = new Map<string, Promise<ComputedRows>>();

  constructor(private readonly db: Db) {}

  /** The ranked rows of one group as `kind`, cached per board version. */
  rows(session: CompetitionSessionRow, groupId: number, kind: RowsKind, now: Date): Promise<ComputedRows> {
    const key = `${session.id}:${groupId}:${kind}:${session.boardVersion}:${session.publishedAt?.getTime() ?? ''}:${session.freezeAt?.getTime() ?? ''}`;
    let computed = this.#cache.get(key);
    if (computed === undefined) {
      computed = kind === 'freeze' ? this.#frozen(session, groupId) : this.#compute(session, groupId, kind, now);
      this.#cache.set(key, computed);
      computed.catch(() => this.#cache.delete(key));
      if (this.#cache.size > CACHE_MAX) this.#cache.delete(this.#cache.keys().next().value!);
    }
    return computed;
  }

  async #compute(session: CompetitionSessionRow, groupId: number, kind: 'live' | 'final', now: Date): Promise<ComputedRows> {
    const [entries, attempts] = await Promise.all([
      repo.entries(this.db, session.id, session.competitionId, groupId),
      repo.scoredAttempts(this.db, session.id, groupId, null),
    ]);
    return { rows: buildRows(entries, attempts, directionOf(session), kind, session.finalsLimit), at: now };
  }

  /** The freeze snapshot: read, or taken now (once: a parallel taker's copy wins and is the one read back). */
  async #frozen(session: CompetitionSessionRow, groupId: number): Promise<ComputedRows> {
    const stored = await repo.findSnapshot(this.db, session.id, groupId, 'freeze');
    if (stored !== null) return { rows: stored.rows, at: stored.takenAt };
    const freezeAt = session.freezeAt!;
    const [entries, attempts] = await Promise.all([
      repo.entries(this.db, session.id, session.competitionId, groupId),
      repo.scoredAttempts(this.db, session.id, groupId, freezeAt),
    ]);
    const rows = buildRows(entries, attempts, directionOf(session), 'freeze', session.finalsLimit);
    await repo.storeSnapshotOnce(this.db, session.id, groupId, 'freeze', rows, session.boardVersion, freezeAt);
    const taken = await repo.findSnapshot(this.db, session.id, groupId, 'freeze');
    return taken === null ? { rows, at: freezeAt } : { rows: taken.rows, at: taken.takenAt };
  }
}

/** Whether the public board of the session is frozen at `now` (from freeze_at until the results are published). */
export const isFrozen = (session: CompetitionSessionRow, now: Date): boolean =>
  session.publishedAt === null && session.freezeAt !== null && session.freezeAt.getTime() <= now.getTime();
