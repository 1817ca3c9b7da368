// The rank-change arrows of live boards. Every COMPETITION_RANK_SNAPSHOT_MINUTES a job keeps the ranks of each
// running data-modelling session's live board per group; a live row's previous_rank is its rank in the newest
// snapshot at least one interval old (or, while every snapshot is younger, the newest one), null when there is no
// snapshot or the entry was not ranked in it. Frozen public boards and final boards carry no arrows (their rows come
// from the freeze snapshot or the private scores, never through here). Snapshots older than 7 days are pruned, the
// latest of each board kept.
import type { BoardRow } from '@finedu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CompetitionSessionRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { IntervalJob, type JobLog } from '../../lib/jobs.js';
import * as repo from './repository.js';

export const RANK_SNAPSHOT_KEEP_MS = 7 * 24 * 60 * 60_000;
/** The job looks for boards due at least this often (a board is due once its newest snapshot is an interval old). */
const MAX_TICK_MS = 5 * 60_000;
/** A board's reference snapshot is looked up again after this long (other instances take snapshots too). */
const REFERENCE_TTL_MS = 30_000;

interface Reference {
  id: number;
  ranks: Record<string, number>;
}

/** `rows` with each entry's rank in `ranks` as previous_rank (null when it was not ranked there, or no snapshot). */
export function withPreviousRanks(rows: readonly BoardRow[], ranks: Readonly<Record<string, number>> | null): BoardRow[] {
  return rows.map((row) => ({ ...row, previous_rank: ranks?.[String(row.entry_id)] ?? null }));
}

/** The ranked entries of a board as a snapshot keeps them. */
export function ranksOf(rows: readonly BoardRow[]): Record<string, number> {
  const ranks: Record<string, number> = {};
  for (const row of rows) if (row.rank !== null) ranks[String(row.entry_id)] = row.rank;
  return ranks;
}

export class RankSnapshots {
  readonly #references = new Map<string, { wall: number; now: number; value: Promise<Reference | null> }>();
  /** Live rows come from a per-version cache: the same rows with the same reference get the same answer. */
  readonly #applied = new WeakMap<readonly BoardRow[], { referenceId: number | null; rows: BoardRow[] }>();

  constructor(
    private readonly db: Db,
    readonly intervalMs: number,
  ) {}

  /** The live rows of a board with their previous ranks. */
  async apply(sessionId: number, groupId: number, rows: readonly BoardRow[], now: Date): Promise<BoardRow[]> {
    const reference = await this.#reference(sessionId, groupId, now);
    const referenceId = reference?.id ?? null;
    const applied = this.#applied.get(rows);
    if (applied !== undefined && applied.referenceId === referenceId) return applied.rows;
    const out = withPreviousRanks(rows, reference?.ranks ?? null);
    this.#applied.set(rows, { referenceId, rows: out });
    return out;
  }

  #reference(sessionId: number, groupId: number, now: Date): Promise<Reference | null> {
    const key = `${sessionId}:${groupId}`;
    const cached = this.#references.get(key);
    const at = now.getTime();
    // Fresh by the wall clock and by the server's clock (which tests move), and never reused for an earlier time.
    if (cached !== undefined && Date.now() - cached.wall < REFERENCE_TTL_MS && at >= cached.now && at - cached.now < REFERENCE_TTL_MS) return cached.value;
    const value = repo.referenceRankSnapshot(this.db, sessionId, groupId, now, new Date(at - this.intervalMs));
    value.catch(() => this.#references.delete(key));
    if (this.#references.size > 1000) this.#references.clear();
    this.#references.set(key, { wall: Date.now(), now: at, value });
    return value;
  }

  /** Forgets the references of a session (this instance took its snapshots). */
  forget(sessionId: number): void {
    for (const key of this.#references.keys()) if (key.startsWith(`${sessionId}:`)) this.#references.delete(key);
  }
}

export interface RankSnapshotJobDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  snapshots: RankSnapshots;
  /** The groups of a session's competition. */
  groups: (session: CompetitionSessionRow) => Promise<number[]>;
  /** A group's live rows (the board's own cache). */
  liveRows: (session: CompetitionSessionRow, groupId: number, now: Date) => Promise<readonly BoardRow[]>;
  /** The job log its runs are recorded in (the operations page lists them). */
  jobs?: JobLog;
}

/** Takes the due rank snapshots on a timer and prunes old ones; started and stopped with the server. */
export class RankSnapshotJob {
  readonly #timer: IntervalJob<{ taken: number; pruned: number }>;

  constructor(private readonly deps: RankSnapshotJobDeps) {
    this.#timer = new IntervalJob({
      name: 'competitions.rank-snapshots',
      intervalMs: Math.min(deps.snapshots.intervalMs, MAX_TICK_MS),
      work: () => this.runOnce(),
      log: deps.log,
      jobs: deps.jobs,
    });
  }

  /** Starts the timer, with a first run at once (a board due since before a restart gets its snapshot now). */
  start(): void {
    this.#timer.start();
    void this.#timer.runOnce().catch((error: unknown) => this.deps.log.error({ err: error }, 'taking competition rank snapshots failed'));
  }

  stop(): Promise<void> {
    return this.#timer.stop();
  }

  /** Snapshots every board of a running session whose newest snapshot is an interval old (or missing), then prunes. */
  async runOnce(): Promise<{ taken: number; pruned: number }> {
    const { db, clock, snapshots } = this.deps;
    const now = clock.now();
    const due = new Date(now.getTime() - snapshots.intervalMs);
    let taken = 0;
    for (const session of await repo.runningModellingSessions(db, now)) {
      let took = false;
      for (const groupId of await this.deps.groups(session)) {
        const latest = await repo.latestRankSnapshotAt(db, session.id, groupId);
        if (latest !== null && latest > due) continue;
        await repo.insertRankSnapshot(db, session.id, groupId, now, ranksOf(await this.deps.liveRows(session, groupId, now)));
        took = true;
        taken += 1;
      }
      if (!took) continue;
      snapshots.forget(session.id);
      // The reference of the arrows moves about now: open boards refetch.
      await db.transaction((tx) => repo.bumpVersion(tx, session.id, 'snapshot', now));
    }
    const pruned = await repo.pruneRankSnapshots(db, new Date(now.getTime() - RANK_SNAPSHOT_KEEP_MS));
    return { taken, pruned };
  }
}
