// The scoring queue's workers. A submission row is its own durable job (status queued → scoring → scored | failed,
// with a lease): any instance takes the next one with FOR UPDATE SKIP LOCKED, is woken by NOTIFY on a new one and
// polls for leases that ran out (a worker that died). The score is written only by the lease holder of a row still
// being scored, so each accepted submission is scored exactly once, whatever dies in between.
import { randomBytes } from 'node:crypto';
import { MetricName, type MetricName as Metric } from '@finedu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DatabaseHandle } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { StorageAdapter } from '../../plugins/storage/adapter.js';
import { FileTooLargeError } from './files.js';
import { MetricError, score } from './metrics.js';
import { PredictionsError, readPredictions } from './predictions.js';
import * as repo from './repository.js';
import type { SessionSplits } from './splits.js';
import { LabelsError, type SplitRow } from './split.js';

export interface ScoringDeps {
  db: Db;
  storage: StorageAdapter;
  clock: Clock;
  log: FastifyBaseLogger;
  splits: SessionSplits;
  listen: DatabaseHandle['listen'];
}

export interface ScoringOptions {
  /** How long a worker holds a job before another may take it over. */
  leaseMs?: number;
  /** How often idle workers look for expired leases (and missed wake-ups). */
  pollMs?: number;
  /** Jobs scored at once by this instance. */
  concurrency?: number;
  /** Tries of a job failing for a passing reason (storage down) before it is stored as failed. */
  maxAttempts?: number;
}

/** A failure that another try would not fix: stored on the submission as why it failed. */
class ScoringFailure extends Error {
  constructor(
    readonly zh: string,
    readonly en: string,
  ) {
    super(en);
  }
}

const reasonOf = (zh: string, en: string) => `${zh} / ${en}`;

/** Scores of one predictions file on both parts of the split (a part that is empty takes the other's score). */
export function scoreParts(metric: Metric, split: readonly SplitRow[], predictions: ReadonlyMap<string, number>): { public: number; private: number } {
  const parts = { public: { labels: [] as number[], predictions: [] as number[] }, private: { labels: [] as number[], predictions: [] as number[] } };
  for (const row of split) {
    parts[row.part].labels.push(row.label);
    parts[row.part].predictions.push(predictions.get(row.id)!);
  }
  const of = (part: 'public' | 'private') => (parts[part].labels.length === 0 ? null : score(metric, parts[part].labels, parts[part].predictions));
  const pub = of('public');
  const priv = of('private');
  return { public: (pub ?? priv)!, private: (priv ?? pub)! };
}

export class ScoringWorker {
  readonly #deps: ScoringDeps;
  readonly #leaseMs: number;
  readonly #pollMs: number;
  readonly #concurrency: number;
  readonly #maxAttempts: number;
  #running = 0;
  #stopped = true;
  #timer: NodeJS.Timeout | null = null;
  #unlisten: (() => Promise<void>) | null = null;
  #idle: Array<() => void> = [];
  /** Called after every score written (the board hub hears it through NOTIFY too; tests and the bench use this). */
  onScored: ((sessionId: number, version: number) => void) | null = null;

  constructor(deps: ScoringDeps, options: ScoringOptions = {}) {
    this.#deps = deps;
    this.#leaseMs = options.leaseMs ?? 30_000;
    this.#pollMs = options.pollMs ?? 1000;
    this.#concurrency = options.concurrency ?? 2;
    this.#maxAttempts = options.maxAttempts ?? 3;
  }

  async start(): Promise<void> {
    if (!this.#stopped) return;
    this.#stopped = false;
    if (this.#deps.listen) {
      this.#unlisten = await this.#deps.listen(repo.SCORING_CHANNEL, () => this.wake(), () => this.wake());
    }
    const tick = () => {
      this.wake();
      this.#timer = setTimeout(tick, this.#pollMs);
      this.#timer.unref();
    };
    tick();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    if (unlisten !== null) await unlisten();
    await this.idle();
  }

  /** Starts workers up to the concurrency while there may be work. */
  wake(): void {
    while (!this.#stopped && this.#running < this.#concurrency) {
      this.#running += 1;
      void this.#loop().finally(() => {
        this.#running -= 1;
        if (this.#running === 0) for (const resolve of this.#idle.splice(0)) resolve();
      });
    }
  }

  /** Resolves when no job is being scored by this instance. */
  idle(): Promise<void> {
    return this.#running === 0 ? Promise.resolve() : new Promise((resolve) => this.#idle.push(resolve));
  }

  async #loop(): Promise<void> {
    while (!this.#stopped) {
      let worked: boolean;
      try {
        worked = await this.runOne();
      } catch (error) {
        this.#deps.log.error({ err: error }, 'competition scoring worker failed');
        return;
      }
      if (!worked) return;
    }
  }

  /** Scores every job that can be taken now, in this call (tests, the bench); answers how many. */
  async drain(): Promise<number> {
    let n = 0;
    while (await this.runOne()) n += 1;
    return n;
  }

  /** Takes and scores one job; false when there was none. `token` names the lease (tests simulate dead workers). */
  async runOne(token = randomBytes(12).toString('hex')): Promise<boolean> {
    const { db, clock } = this.#deps;
    const job = await repo.claim(db, token, clock.now(), this.#leaseMs);
    if (job === null) return false;
    await this.score(job, token);
    return true;
  }

  /** Scores that one submission now if it is waiting (the demo seed); false when it was not there to take. */
  async scoreSubmission(id: number, token = randomBytes(12).toString('hex')): Promise<boolean> {
    const job = await repo.claim(this.#deps.db, token, this.#deps.clock.now(), this.#leaseMs, id);
    if (job === null) return false;
    await this.score(job, token);
    return true;
  }

  /** Takes a job and never finishes it, as a worker that dies would (tests): answers the job id or null. */
  async claimOnly(token: string): Promise<number | null> {
    const job = await repo.claim(this.#deps.db, token, this.#deps.clock.now(), this.#leaseMs);
    return job?.id ?? null;
  }

  async score(job: repo.Claimed, token: string): Promise<void> {
    const { db, clock, log } = this.#deps;
    try {
      const scores = await this.#compute(job);
      const written = await repo.writeScore(db, job.id, token, scores, clock.now());
      if (written === null) log.warn({ submission: job.id }, 'competition score not written: the lease was taken over');
      else this.onScored?.(written.sessionId, written.version);
    } catch (error) {
      if (error instanceof ScoringFailure || error instanceof MetricError || error instanceof PredictionsError || error instanceof LabelsError) {
        await repo.writeFailure(db, job.id, token, reasonOf(error.zh, error.en), clock.now());
      } else if (error instanceof FileTooLargeError) {
        await repo.writeFailure(db, job.id, token, reasonOf('文件过大', 'The file is too large'), clock.now());
      } else if (job.attempts >= this.#maxAttempts) {
        log.error({ err: error, submission: job.id }, 'competition scoring failed for good');
        await repo.writeFailure(db, job.id, token, reasonOf('评分时发生内部错误，请联系组织方', 'Scoring failed on the server; contact the organizers'), clock.now());
      } else {
        log.warn({ err: error, submission: job.id, attempts: job.attempts }, 'competition scoring will be retried');
        await repo.release(db, job.id, token);
      }
    }
  }

  async #compute(job: repo.Claimed): Promise<{ public: number; private: number }> {
    const { db, storage, splits } = this.#deps;
    const found = await repo.findSession(db, job.sessionId);
    if (found === null) throw new ScoringFailure('场次不存在', 'The session no longer exists');
    const { session } = found;
    const metric = MetricName.safeParse(session.metric);
    if (!metric.success) throw new ScoringFailure(`未知的评分指标 ${session.metric}`, `Unknown metric ${session.metric}`);
    const split = await splits.get(session);
    const predictions = await readPredictions(storage, job.fileKey, { idColumn: session.idColumn ?? 'id', targetColumn: session.targetColumn ?? 'target', metric: metric.data }, split.ids);
    if (predictions === null) throw new ScoringFailure('预测文件不存在', 'The predictions file is missing');
    return scoreParts(metric.data, split.rows, predictions);
  }
}
