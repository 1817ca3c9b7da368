// Boards of data-modelling sessions, built with the ranking rules of @finedu/domain (rankEntries, bestAttempt,
// finalAttempts), per group:
//  - live: each entry's best public score (the earliest time it was reached breaks ties);
//  - freeze: from freeze_at the public board is the snapshot of that moment, stored once and never recomputed
//    (it is rebuilt from the submissions accepted and scored by freeze_at, so taking it late changes nothing);
//  - final (published): each entry's best private score among its final attempts (chosen, or best by public score).
// Rows are computed once per (session, group, kind, version) and kept in a small per-instance cache, so many open
// boards refetching after a change cost one computation (at most one every MIN_RECOMPUTE_MS per board); versions
// come from the change announcements.
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

interface Slot {
  /** The board version the rows stand for. */
  version: number;
  rows: ComputedRows;
  /** When the last computation started (wall clock), for the minimum interval. */
  startedAt: number;
  running: Promise<void> | null;
  /** The newest version any caller asked for: the next computation stands for it and satisfies them all. */
  wanted: number;
}

/** Live and final rows are recomputed at most this often per board, however fast scores arrive. */
const MIN_RECOMPUTE_MS = 200;
/** Entries (teams, members, colleges) change rarely (the roster locks at the registration deadline). */
const ENTRIES_TTL_MS = 15_000;

export class BoardRows {
  readonly #slots = new Map<string, Slot>();
  readonly #frozen = new Map<string, Promise<ComputedRows>>();
  readonly #entries = new Map<string, { at: number; value: Promise<repo.EntryRow[]> }>();

  constructor(private readonly db: Db) {}

  /**
   * The ranked rows of one group as `kind` at the session's current version (or newer). One computation per board
   * at a time and at most one per MIN_RECOMPUTE_MS: every request waiting meanwhile shares the next one, so many
   * open boards refetching after a burst of scores cost one query.
   */
  async rows(session: CompetitionSessionRow, groupId: number, kind: RowsKind, now: Date): Promise<ComputedRows & { version: number }> {
    if (kind === 'freeze') return { ...(await this.#frozenRows(session, groupId)), version: session.boardVersion };
    const key = `${session.id}:${groupId}:${kind}:${session.publishedAt?.getTime() ?? ''}`;
    for (;;) {
      const slot = this.#slots.get(key);
      if (slot !== undefined && slot.version >= session.boardVersion) return { ...slot.rows, version: slot.version };
      if (slot !== undefined) slot.wanted = Math.max(slot.wanted, session.boardVersion);
      if (slot?.running) {
        await slot.running;
        continue;
      }
      const next: Slot = slot ?? { version: -1, rows: { rows: [], at: now }, startedAt: 0, running: null, wanted: session.boardVersion };
      if (slot === undefined) {
        this.#slots.set(key, next);
        if (this.#slots.size > CACHE_MAX) this.#slots.delete(this.#slots.keys().next().value!);
      }
      next.running = (async () => {
        const wait = next.startedAt + MIN_RECOMPUTE_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        next.startedAt = Date.now();
        // Every version asked for so far was committed before this read: the rows stand for the newest of them
        // (labelled with the starter's own version, a caller wanting a newer one would wait a round per caller).
        const version = next.wanted;
        try {
          next.rows = await this.#compute(session, groupId, kind, new Date());
          next.version = version;
        } finally {
          next.running = null;
        }
      })();
      await next.running;
    }
  }

  #entriesOf(session: CompetitionSessionRow, groupId: number): Promise<repo.EntryRow[]> {
    const key = `${session.id}:${groupId}`;
    const cached = this.#entries.get(key);
    if (cached !== undefined && Date.now() - cached.at < ENTRIES_TTL_MS) return cached.value;
    const value = repo.entries(this.db, session.id, session.competitionId, groupId);
    value.catch(() => this.#entries.delete(key));
    if (this.#entries.size > CACHE_MAX) this.#entries.clear();
    this.#entries.set(key, { at: Date.now(), value });
    return value;
  }

  async #compute(session: CompetitionSessionRow, groupId: number, kind: 'live' | 'final', now: Date): Promise<ComputedRows> {
    const [entries, attempts] = await Promise.all([this.#entriesOf(session, groupId), repo.scoredAttempts(this.db, session.id, groupId, null)]);
    return { rows: buildRows(entries, attempts, directionOf(session), kind, session.finalsLimit), at: now };
  }

  /** The freeze snapshot (immutable once stored, so cached without a version). */
  #frozenRows(session: CompetitionSessionRow, groupId: number): Promise<ComputedRows> {
    const key = `${session.id}:${groupId}:${session.freezeAt?.getTime() ?? ''}`;
    let rows = this.#frozen.get(key);
    if (rows === undefined) {
      rows = this.#takeFrozen(session, groupId);
      this.#frozen.set(key, rows);
      rows.catch(() => this.#frozen.delete(key));
      if (this.#frozen.size > CACHE_MAX) this.#frozen.delete(this.#frozen.keys().next().value!);
    }
    return rows;
  }

  /** The freeze snapshot: read, or taken now (once: a parallel taker's copy wins and is the one read back). */
  async #takeFrozen(session: CompetitionSessionRow, groupId: number): Promise<ComputedRows> {
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
