// Submitting an attempt (by the student, or by the server once the deadline and grace have passed) and the sweeper.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ExamAttemptRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { IntervalJob, type JobLog } from '../../lib/jobs.js';
import { gradeAttempt } from './attemptScore.js';
import type { ProgramRunner } from './programRunner.js';
import * as repo from './repository.js';
import { GRACE_MS, writable } from './rules.js';

export interface ClosingDeps {
  db: Db;
  clock: Clock;
  runner: ProgramRunner;
  log: FastifyBaseLogger;
}

/**
 * The one `in_progress → submitted` transition, graded in the same transaction with the answers held; parallel
 * submits find the attempt already submitted and change nothing. Answers the attempt as it is afterwards.
 */
export async function submitAttempt(deps: ClosingDeps, attemptId: number): Promise<{ attempt: ExamAttemptRow; won: boolean }> {
  const now = deps.clock.now();
  const won = await deps.db.transaction(async (tx) => {
    const row = await repo.markSubmitted(tx, attemptId, now);
    if (row === null) return false;
    const exam = await repo.findExam(tx, row.examId);
    if (exam !== null) await gradeAttempt(tx, exam, row, { backend: deps.runner.available }, now);
    return true;
  });
  if (won) await deps.runner.enqueue(attemptId);
  const attempt = await repo.findAttempt(deps.db, attemptId);
  return { attempt: attempt!, won };
}

/** Closes the attempt when its deadline plus grace has passed; answers the attempt as it is now. */
export async function closeIfOverdue(deps: ClosingDeps, attempt: ExamAttemptRow): Promise<ExamAttemptRow> {
  if (attempt.status !== 'in_progress' || writable(attempt, deps.clock.now())) return attempt;
  return (await submitAttempt(deps, attempt.id)).attempt;
}

/** Closes every overdue attempt; returns how many it closed. */
export async function sweepOverdue(deps: ClosingDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - GRACE_MS);
  let closed = 0;
  for (;;) {
    const overdue = await repo.overdueAttempts(deps.db, cutoff);
    if (overdue.length === 0) return closed;
    for (const attempt of overdue) if ((await submitAttempt(deps, attempt.id)).won) closed += 1;
    if (overdue.length < 200) return closed;
  }
}

/** Runs `sweepOverdue` every `intervalMs` until stopped (the app stops it on close); each run goes into the job log. */
export class Sweeper extends IntervalJob<number> {
  constructor(deps: ClosingDeps, intervalMs = 5_000, jobs?: JobLog) {
    super({ name: 'exams.close-overdue', intervalMs, work: () => sweepOverdue(deps), log: deps.log, jobs });
  }
}
