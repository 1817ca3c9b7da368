// Scoring as jobs of the job queue (lib/queue.ts, pg-boss): one job per accepted submission, sent when it is accepted
// (the queue's "stately" policy keyed by the submission keeps one waiting), taken by a worker of any instance. A job
// whose instance died is failed by a living instance once the heartbeat is missed, and retried. Exactly once: the
// score is written only while the submission is unscored (repository.writeScore, under its row lock), so a second
// job of the same submission, or a taken-over one whose instance comes back, writes nothing. The board is told in
// the score's transaction (NOTIFY, delivered at commit).
//
// The predictions were read and checked at submit and stored with the submission (in the split's row order): the
// job scores them without reading the file again. Only a submission accepted before they were stored is read here.
import { MetricName, type MetricName as Metric } from '@finedu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../../lib/queue.js';
import type { StorageAdapter } from '../../plugins/storage/adapter.js';
import { FileTooLargeError } from './files.js';
import { MetricError, score } from './metrics.js';
import { PredictionsError, readPredictions } from './predictions.js';
import * as repo from './repository.js';
import type { LoadedSplit, SessionSplits } from './splits.js';
import { LabelsError, type SplitRow } from './split.js';

export const SCORING_QUEUE = 'competitions.score';

export interface ScoringDeps {
  db: Db;
  storage: StorageAdapter;
  clock: Clock;
  log: FastifyBaseLogger;
  splits: SessionSplits;
  /** The job queue; none for the demo seed, which scores its own submissions in the call (scoreSubmission). */
  queue: JobQueue | null;
}

export interface ScoringOptions {
  /** Jobs scored at once by this instance. */
  concurrency?: number;
  /** Tries of a job failing for a passing reason (storage down, an instance that died) before it is stored as failed. */
  maxAttempts?: number;
  /** Seconds before a failed try is retried. */
  retryDelaySeconds?: number;
}

interface ScoringJob {
  submissionId: number;
}

/** What a job did: scored its submission, stored it as failed, or found it done already. */
type Outcome = 'scored' | 'failed' | 'none';

/** A failure that another try would not fix: stored on the submission as why it failed. */
class ScoringFailure extends Error {
  constructor(
    readonly zh: string,
    readonly en: string,
  ) {
    super(en);
  }
}

const reasonOf = (zh: string, en: string) => ({ zh, en });
/** A scoring job is a metric over stored numbers: it never needs long (pg-boss's expiry is the last resort). */
const EXPIRE_S = 10 * 60;

/** Scores of one predictions file on both parts of the split (a part that is empty takes the other's score). */
export function scoreParts(metric: Metric, split: readonly SplitRow[], predictions: ReadonlyMap<string, number> | readonly number[]): { public: number; private: number } {
  const parts = { public: { labels: [] as number[], predictions: [] as number[] }, private: { labels: [] as number[], predictions: [] as number[] } };
  const byRow = Array.isArray(predictions) ? (predictions as readonly number[]) : null;
  split.forEach((row, i) => {
    parts[row.part].labels.push(row.label);
    parts[row.part].predictions.push(byRow !== null ? byRow[i]! : (predictions as ReadonlyMap<string, number>).get(row.id)!);
  });
  const of = (part: 'public' | 'private') => (parts[part].labels.length === 0 ? null : score(metric, parts[part].labels, parts[part].predictions));
  const pub = of('public');
  const priv = of('private');
  return { public: (pub ?? priv)!, private: (priv ?? pub)! };
}

/** The predictions by id, in the split's row order: what a submission stores for its scoring job. */
export function inSplitOrder(split: LoadedSplit, predictions: ReadonlyMap<string, number>): number[] {
  return split.rows.map((row) => predictions.get(row.id)!);
}

export class ScoringWorker {
  readonly #deps: ScoringDeps;
  readonly #concurrency: number;
  readonly #maxAttempts: number;
  readonly #retryDelayS: number;
  #started = false;
  /** Called after every score written (the board hub hears it through NOTIFY too; tests and the bench use this). */
  onScored: ((sessionId: number, version: number) => void) | null = null;

  constructor(deps: ScoringDeps, options: ScoringOptions = {}) {
    this.#deps = deps;
    this.#concurrency = options.concurrency ?? 2;
    this.#maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.#retryDelayS = options.retryDelaySeconds ?? 2;
  }

  /** Starts this instance's workers, and sends the jobs missing (enqueueMissing). */
  async start(): Promise<void> {
    const queue = this.#deps.queue;
    if (queue === null || this.#started) return;
    this.#started = true;
    await queue.ensureQueue(SCORING_QUEUE, 'stately');
    await queue.work<ScoringJob, { outcome: Outcome }>(SCORING_QUEUE, { policy: 'stately', concurrency: this.#concurrency, pollingIntervalSeconds: 1 }, (job) => this.#job(job));
    await this.enqueueMissing();
  }

  /**
   * Sends a job for every accepted submission still unscored that has none unfinished: one accepted while its job could
   * not be sent, or whose job failed for good (its instances died on every try). At start and every minute.
   */
  async enqueueMissing(): Promise<number> {
    const queue = this.#deps.queue;
    if (queue === null) return 0;
    const ids = await repo.unscoredSubmissions(this.#deps.db);
    if (ids.length === 0) return 0;
    const open = new Set((await queue.unfinishedKeyed(SCORING_QUEUE, ids.map(String))).map((job) => job.key));
    const missing = ids.filter((id) => !open.has(String(id)));
    for (const id of missing) await this.enqueue(id);
    return missing.length;
  }

  async stop(): Promise<void> {
    if (!this.#started || this.#deps.queue === null) return;
    this.#started = false;
    await this.#deps.queue.offWork(SCORING_QUEUE);
  }

  /** Sends the submission's scoring job (after its acceptance is committed). A failure is logged: the next start sends it. */
  async enqueue(submissionId: number): Promise<void> {
    const queue = this.#deps.queue;
    if (queue === null) return;
    try {
      await queue.ensureQueue(SCORING_QUEUE, 'stately');
      await queue.sendKeyed(SCORING_QUEUE, String(submissionId), { submissionId } satisfies ScoringJob, {
        retryLimit: this.#maxAttempts - 1,
        retryDelay: this.#retryDelayS,
        expireInSeconds: EXPIRE_S,
      });
    } catch (error) {
      this.#deps.log.warn({ err: error, submission: submissionId }, 'competitions: queueing a scoring job failed (sent again at the next start)');
    }
  }

  /**
   * Runs every scoring job due now, in this call (tests, the bench); answers how many submissions it scored or stored
   * as failed (a job of a submission already scored counts for nothing).
   */
  async drain(): Promise<number> {
    const queue = this.#deps.queue;
    if (queue === null) return 0;
    let done = 0;
    for (;;) {
      let outcome: Outcome = 'none';
      const id = await queue.runOne<ScoringJob, { outcome: Outcome }>(SCORING_QUEUE, async (job) => {
        const output = await this.#job(job);
        outcome = output.outcome;
        return output;
      });
      if (id === null) return done;
      if (outcome !== 'none') done += 1;
    }
  }

  /** Scores that one submission now, without a job (the demo seed); false when it was not there to score. */
  async scoreSubmission(id: number): Promise<boolean> {
    try {
      return (await this.#score(id, false)) === 'scored';
    } catch {
      // A passing failure: the submission stays unscored, and the workers' start sends its job.
      return false;
    }
  }

  async #job(job: PgBoss.Job<ScoringJob>): Promise<{ outcome: Outcome }> {
    // Its last try stores a passing failure on the submission instead of leaving it unscored.
    const retries = await this.#deps.queue!.retries(SCORING_QUEUE, job.id).catch(() => undefined);
    const last = retries === null || (retries !== undefined && retries.count >= retries.limit);
    return { outcome: await this.#score(job.data.submissionId, last) };
  }

  /**
   * Scores the submission if it is still unscored. A failure no retry would fix is stored on it; a passing one (storage
   * down) is thrown, so the job is retried, unless this is the last try: then it is stored as an internal failure.
   */
  async #score(id: number, lastTry: boolean): Promise<Outcome> {
    const { db, clock, log } = this.#deps;
    const job = await repo.startScoring(db, id);
    if (job === null) return 'none';
    try {
      const scores = await this.#compute(job);
      const written = await repo.writeScore(db, job.id, scores, clock.now());
      if (written === null) {
        log.warn({ submission: job.id }, 'competition score not written: the submission was scored meanwhile');
        return 'none';
      }
      this.onScored?.(written.sessionId, written.version);
      return 'scored';
    } catch (error) {
      if (error instanceof ScoringFailure || error instanceof MetricError || error instanceof PredictionsError || error instanceof LabelsError) {
        await repo.writeFailure(db, job.id, reasonOf(error.zh, error.en), clock.now());
      } else if (error instanceof FileTooLargeError) {
        await repo.writeFailure(db, job.id, reasonOf('文件过大', 'The file is too large'), clock.now());
      } else if (lastTry) {
        log.error({ err: error, submission: job.id }, 'competition scoring failed for good');
        await repo.writeFailure(db, job.id, reasonOf('评分时发生内部错误，请联系组织方', 'Scoring failed on the server; contact the organizers'), clock.now());
      } else {
        log.warn({ err: error, submission: job.id, attempts: job.attempts }, 'competition scoring will be retried');
        throw error;
      }
      return 'failed';
    }
  }

  async #compute(job: repo.ToScore): Promise<{ public: number; private: number }> {
    const { db, storage, splits } = this.#deps;
    const found = await repo.findSession(db, job.sessionId);
    if (found === null) throw new ScoringFailure('场次不存在', 'The session no longer exists');
    const { session } = found;
    const metric = MetricName.safeParse(session.metric);
    if (!metric.success) throw new ScoringFailure(`未知的评分指标 ${session.metric}`, `Unknown metric ${session.metric}`);
    const split = await splits.get(session);
    if (job.predictions !== null) {
      if (job.predictions.length !== split.rows.length) throw new ScoringFailure('预测与测试集行数不符', 'The predictions do not match the test set');
      return scoreParts(metric.data, split.rows, job.predictions);
    }
    // Accepted before its predictions were stored (an older install): read from the file once, here.
    const predictions = await readPredictions(storage, job.fileKey, { idColumn: session.idColumn ?? 'id', targetColumn: session.targetColumn ?? 'target', metric: metric.data }, split.ids);
    if (predictions === null) throw new ScoringFailure('预测文件不存在', 'The predictions file is missing');
    return scoreParts(metric.data, split.rows, predictions);
  }
}
