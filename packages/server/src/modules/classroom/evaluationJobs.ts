// Case evaluations as durable jobs (issue 19): the request sends a job and waits for its outcome; a worker of any
// instance with a notebook service runs it. One evaluation per user at a time across every instance: the queue is
// pg-boss's "stately" policy keyed by the user (at most one waiting and one running job per key, enforced by a
// unique index), and a request finding a job of that user not yet finished is refused as before. A job whose instance
// died is failed at its expiry (never retried: nobody waits for it any more) and the user may evaluate again.
import type { Evaluation } from '@finedu/domain';
import { AppError, badRequest } from '../../errors.js';
import type { JobQueue } from '../../lib/queue.js';
import type { AuthUser } from '../../types.js';

export const EVALUATION_QUEUE = 'classroom.evaluate';
/** Evaluations one instance runs at once (each in its own kernel). */
export const EVALUATION_WORKERS = 8;

export interface EvaluationJobData {
  caller: AuthUser;
  caseId: number;
}

/** A business refusal inside the job (no notebook service, case gone…) is the job's answer, not its failure. */
type EvaluationOutput = { evaluation: Evaluation } | { error: { code: number; zh: string; en: string } };

export const evaluationBusy = () => badRequest('评测正在进行中，请稍候', 'An evaluation is already running; wait for it to finish');
/**
 * The job ended without an answer (its instance stopped, or it ran past its expiry). The student reads one plain
 * sentence in their language; the technical reason (which instance, pg-boss's message) stays in the job's row, which the
 * operations page lists under recent failures.
 */
const interrupted = () =>
  new AppError(0, {
    zh: '评测未完成（服务中断），请重新评测',
    en: 'The evaluation did not finish (the service was interrupted); run it again',
  });

export class EvaluationJobs {
  constructor(
    private readonly queue: JobQueue,
    private readonly run: (data: EvaluationJobData) => Promise<Evaluation>,
  ) {}

  /** Takes evaluations on this instance (one with a notebook service). */
  async startWorkers(concurrency = EVALUATION_WORKERS): Promise<void> {
    await this.queue.work<EvaluationJobData, EvaluationOutput>(EVALUATION_QUEUE, { policy: 'stately', concurrency, pollingIntervalSeconds: 5 }, async (job) => {
      try {
        return { evaluation: await this.run(job.data) };
      } catch (error) {
        if (error instanceof AppError) return { error: { code: error.code, ...error.localized } };
        throw error;
      }
    });
  }

  /** Runs the caller's evaluation as a job and answers its result (or its refusal); `expireInSeconds` bounds a run. */
  async evaluate(data: EvaluationJobData, expireInSeconds: number): Promise<Evaluation> {
    await this.queue.ensureQueue(EVALUATION_QUEUE, 'stately');
    const key = String(data.caller.id);
    if (await this.unfinished(key, null)) throw evaluationBusy();
    const id = await this.queue.sendKeyed(EVALUATION_QUEUE, key, data, { retryLimit: 0, expireInSeconds: Math.min(23 * 3600, Math.max(1, Math.ceil(expireInSeconds))) });
    // Refused by the unique index: another request of this user sent one just now.
    if (id === null) throw evaluationBusy();
    // Sent while an older job of this user was already running (the index allows one waiting beside it): withdrawn.
    if (await this.unfinished(key, id)) {
      await this.queue.boss.cancel(EVALUATION_QUEUE, id);
      throw evaluationBusy();
    }
    const outcome = await this.queue.settle<EvaluationOutput>(EVALUATION_QUEUE, id);
    const output = outcome.output;
    if (outcome.state !== 'completed' || output === null) throw interrupted();
    if ('error' in output) throw new AppError(output.error.code, { zh: output.error.zh, en: output.error.en });
    return output.evaluation;
  }

  /** A job of this user neither finished nor failed (created before `mine` when given). */
  private async unfinished(key: string, mine: string | null): Promise<boolean> {
    const jobs = await this.queue.unfinishedKeyed(EVALUATION_QUEUE, [key]);
    const own = mine === null ? -1 : jobs.findIndex((job) => job.id === mine);
    return jobs.some((job, i) => job.id !== mine && (own < 0 || i < own));
  }
}
