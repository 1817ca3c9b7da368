// Grades programming answers after submit: the student's code runs in a fresh sandboxed python3 kernel of the notebook
// backend, then the hidden tests run in the grader process, asking that kernel for values as data (as the classroom
// evaluates a case). A test passes when it raises nothing.
import { examNotebookFolder } from '@finedu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { TestOutcome } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import {
  GENERATOR_LIMITS,
  gradeSubmission,
  GradingStepFailed,
  KERNEL_DIED,
  paramsFile,
  StudentDataStore,
  UnsafeHomePathError,
  writeFolderFiles,
  type GeneratorLimits,
  type GradingContext,
  type KernelHost,
  type Runtime,
  type SubmissionResult,
} from '../../runtime/index.js';
import { attemptProgramItems, gradeProgramItems } from './attemptScore.js';
import type { ProgramItem } from './questionScore.js';
import { hasNotebookGenerator, questionGenerator, questionSubject } from './questionData.js';
import type { JobQueue } from '../../lib/queue.js';
import * as repo from './repository.js';

export interface ProgramRunnerDeps {
  db: Db;
  clock: Clock;
  kernelHost: () => KernelHost | null;
  /** Grades one answer in a fresh kernel: the runtime's pipeline (app.runtime.grade), a fake in tests of the queue. */
  grade?: Runtime['grade'];
  log: FastifyBaseLogger;
  /** The durable queue the gradings wait in (any instance with a notebook service takes them). */
  queue: JobQueue;
  codeTimeoutMs?: number;
  testTimeoutMs?: number;
  /** Notebook questions' data generators (their defaults: GENERATOR_LIMITS). */
  generatorLimits?: GeneratorLimits;
}

export const PROGRAM_QUEUE = 'exams.grade-program';
/** The answer's own run, and each hidden test (defaults of ProgramRunnerDeps' timeouts). */
const CODE_TIMEOUT_MS = 60_000;
const TEST_TIMEOUT_MS = 30_000;
/** Per programming item, beside its own timeouts: a fresh kernel's start and the grader's set-up (seconds). */
const KERNEL_START_S = 120;
/** A test's message when the folder the answer runs in is a link or a file in the student's home. */
const LINKED_FOLDER = 'the folder of this question in your notebook home is a link or a file: the answer could not run';
/** Added once to a grading's expiry (loading the attempt, writing the grade). */
const GRADING_MARGIN_S = 60;
/** The expiry when the attempt cannot be read to size it. */
const GRADING_EXPIRE_FALLBACK_S = 30 * 60;

/**
 * How long a grading may stay active before pg-boss's expiry fails it (the last resort: a dead instance's grading is
 * normally failed within seconds by a living instance, lib/queue.ts): per programming item a kernel start, the
 * answer's run and each hidden test at their timeouts, and a notebook question's data generator at its own.
 */
export function gradingExpirySeconds(items: Array<Pick<ProgramItem, 'notebook'> & { tests: unknown[] }>, codeTimeoutMs: number, testTimeoutMs: number, generatorTimeoutMs = GENERATOR_LIMITS.timeoutMs): number {
  const generating = (item: Pick<ProgramItem, 'notebook'>) => (item.notebook !== undefined && hasNotebookGenerator(item.notebook.content) ? generatorTimeoutMs / 1000 : 0);
  const perItem = items.map((item) => KERNEL_START_S + codeTimeoutMs / 1000 + (item.tests.length * testTimeoutMs) / 1000 + generating(item));
  return Math.ceil(GRADING_MARGIN_S + perItem.reduce((sum, s) => sum + s, 0));
}

/**
 * Programming answers waiting for their run, as durable jobs (issue 19): one job per submitted attempt (the queue's
 * "stately" policy keyed by the attempt keeps one waiting), taken one at a time by each instance with a notebook
 * service. A job whose instance died is failed by a living instance once the dead one's heartbeat is missed (or, as the
 * last resort, at its expiry, sized to the attempt's work) and taken again; grading writes in one transaction and the same
 * outcomes give the same grade, so a second run changes nothing.
 */
export class ProgramRunner {
  #closed = false;
  /** The students' data of notebook questions, shared with the route that opens a question's folder. */
  readonly notebookData: StudentDataStore;

  constructor(private readonly deps: ProgramRunnerDeps) {
    this.notebookData = new StudentDataStore(deps.db, deps.log, deps.generatorLimits);
  }

  get available(): boolean {
    return this.deps.kernelHost() !== null;
  }

  /** Starts this instance's grading worker (when it has a notebook service). */
  async start(): Promise<void> {
    if (this.#closed || !this.available) return;
    await this.deps.queue.work<{ attemptId: number }, null>(PROGRAM_QUEUE, { policy: 'stately', concurrency: 1, pollingIntervalSeconds: 5 }, async (job) => {
      try {
        await this.gradeOne(job.data.attemptId);
      } catch (err) {
        this.deps.log.warn({ err, attemptId: job.data.attemptId }, 'exams: programming grading failed');
        throw err;
      }
      return null;
    });
  }

  /** Queues an attempt whose programming answers need a run (no-op without a backend); a failure to queue is logged. */
  async enqueue(attemptId: number): Promise<void> {
    if (this.#closed || !this.available) return;
    try {
      const expireInSeconds = await this.expirySeconds(attemptId);
      await this.deps.queue.sendKeyed(PROGRAM_QUEUE, String(attemptId), { attemptId }, { retryLimit: 2, retryDelay: 5, expireInSeconds });
    } catch (err) {
      this.deps.log.warn({ err, attemptId }, 'exams: queueing a programming grading failed (graded at the next start)');
    }
  }

  /** The attempt's grading expiry (its programming items at this runner's timeouts). */
  async expirySeconds(attemptId: number): Promise<number> {
    try {
      const attempt = await repo.findAttempt(this.deps.db, attemptId);
      const exam = attempt === null ? null : await repo.findExam(this.deps.db, attempt.examId);
      if (exam === null) return GRADING_EXPIRE_FALLBACK_S;
      const items = await attemptProgramItems(this.deps.db, exam, attemptId);
      return gradingExpirySeconds(items, this.deps.codeTimeoutMs ?? CODE_TIMEOUT_MS, this.deps.testTimeoutMs ?? TEST_TIMEOUT_MS, (this.deps.generatorLimits ?? GENERATOR_LIMITS).timeoutMs);
    } catch (err) {
      this.deps.log.warn({ err, attemptId }, 'exams: sizing a grading expiry failed');
      return GRADING_EXPIRE_FALLBACK_S;
    }
  }

  /** Queues those of the attempts that have no grading waiting or running (the start-up rescan). */
  async enqueueMissing(attemptIds: number[]): Promise<void> {
    if (this.#closed || !this.available || attemptIds.length === 0) return;
    const queued = new Set((await this.deps.queue.unfinishedKeyed(PROGRAM_QUEUE, attemptIds.map(String))).map((job) => job.key));
    for (const attemptId of attemptIds) if (!queued.has(String(attemptId))) await this.enqueue(attemptId);
  }

  /** Resolves when no grading waits or runs on any instance (tests). */
  async idle(pollMs = 100): Promise<void> {
    while ((await this.deps.queue.unfinished(PROGRAM_QUEUE)) > 0) await new Promise((resolve) => setTimeout(resolve, pollMs));
  }

  /** Stops this instance's worker (a grading running here finishes; waiting ones stay queued for another instance). */
  async close(): Promise<void> {
    this.#closed = true;
    await this.deps.queue.offWork(PROGRAM_QUEUE);
  }

  /** Runs the attempt's programs and stores their grades in one transaction (nothing when it is no longer submitted). */
  async gradeOne(attemptId: number): Promise<void> {
    const host = this.deps.kernelHost();
    const attempt = await repo.findAttempt(this.deps.db, attemptId);
    if (host === null || attempt === null || attempt.status !== 'submitted') return;
    const exam = await repo.findExam(this.deps.db, attempt.examId);
    if (exam === null) return;
    const items = await attemptProgramItems(this.deps.db, exam, attemptId);
    if (items.length === 0) return;
    const outcomes = new Map<string, TestOutcome[]>();
    for (const item of items) outcomes.set(item.item, await this.run(host, attempt.userId, exam.id, item));
    await this.deps.db.transaction(async (tx) => {
      const fresh = await repo.findAttempt(tx, attemptId);
      if (fresh === null) return;
      // Only the items that ran are graded again; the other answers keep their grades, the totals follow (issue 31).
      await gradeProgramItems(tx, exam, fresh, outcomes, this.deps.clock.now());
    });
  }

  /**
   * Where an item runs and what its tests see: a notebook question runs in its folder (as the student's kernel did);
   * one with a generator gets the student's stored data written there afresh (what the student changed in the folder
   * does not count) and passed to the tests as SEED and PARAMS. Other items run in the exam's folder, without data.
   */
  private async placeOf(host: KernelHost, userId: number, examId: number, item: ProgramItem): Promise<{ folder: string; context: GradingContext | null }> {
    if (item.notebook === undefined) return { folder: `exam-${examId}`, context: null };
    const folder = examNotebookFolder(examId, item.notebook.questionId);
    if (!hasNotebookGenerator(item.notebook.content)) return { folder, context: null };
    const data = await this.notebookData.of(host, questionSubject(examId, item.notebook.questionId), questionGenerator(item.notebook.content), userId);
    await writeFolderFiles(host, userId, folder, [...data.files, paramsFile(data)]);
    return { folder, context: data };
  }

  /** The student's code in one fresh kernel, then the tests in the grader; a kernel that will not start fails every test. */
  private async run(host: KernelHost, userId: number, examId: number, item: ProgramItem): Promise<TestOutcome[]> {
    const { code, tests } = item;
    // The student turned the folder into a link or a file: the server never follows it, so the code cannot run there.
    const linked = (): TestOutcome[] => {
      this.deps.log.warn({ userId, examId, item: item.item }, 'exams: the grading folder in a notebook home is a link or a file');
      return tests.map((test) => ({ name: test.name, passed: false, points: 0, message: LINKED_FOLDER }));
    };
    let place: { folder: string; context: GradingContext | null };
    try {
      place = await this.placeOf(host, userId, examId, item);
    } catch (err) {
      if (err instanceof UnsafeHomePathError) return linked();
      throw err;
    }
    // The runtime's grading pipeline: the grader, a fresh kernel in the folder, the answer, then the tests.
    let outcome: SubmissionResult;
    try {
      outcome = await (this.deps.grade ?? gradeSubmission)(
        host,
        {
          userId,
          folder: place.folder,
          prefix: '.grading',
          cells: [{ id: 'answer', source: code }],
          cellTimeoutMs: this.deps.codeTimeoutMs ?? CODE_TIMEOUT_MS,
          tests,
          testTimeoutMs: this.deps.testTimeoutMs ?? TEST_TIMEOUT_MS,
          context: place.context,
        },
        this.deps.log,
      );
    } catch (err) {
      const reason = err instanceof GradingStepFailed ? err.reason : err;
      if (!(err instanceof GradingStepFailed && err.step === 'kernel')) throw reason;
      if (reason instanceof UnsafeHomePathError) return linked();
      this.deps.log.warn({ err: reason }, 'exams: grading kernel did not start');
      throw reason;
    }
    return tests.map((test, i) => {
      const { passed, message } = outcome.verdicts[i] ?? { passed: false, message: KERNEL_DIED };
      return { name: test.name, passed, points: passed ? test.points : 0, message: passed ? 'ok' : message.slice(0, 300) };
    });
  }
}
