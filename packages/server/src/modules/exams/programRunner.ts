// Grades programming answers after submit: the student's code runs in a fresh sandboxed python3 kernel of the notebook
// backend, then the hidden tests run in the grader process, asking that kernel for values as data (as the classroom
// evaluates a case). A test passes when it raises nothing.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { TestOutcome } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { startScratchKernel, stopEvaluationKernel, type KernelHost } from '../classroom/kernelHost.js';
import { KernelChannel } from '../classroom/kernelRun.js';
import { failAll, Grading, KERNEL_DIED } from '../grading/index.js';
import { attemptProgramItems, gradeAttempt } from './grader.js';
import * as repo from './repository.js';

export interface ProgramRunnerDeps {
  db: Db;
  clock: Clock;
  kernelHost: () => KernelHost | null;
  log: FastifyBaseLogger;
  codeTimeoutMs?: number;
  testTimeoutMs?: number;
}

/** One queue per app: attempts are graded one after another, in the background. */
export class ProgramRunner {
  private readonly queue: number[] = [];
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly deps: ProgramRunnerDeps) {}

  get available(): boolean {
    return this.deps.kernelHost() !== null;
  }

  /** Queues an attempt whose programming answers need a run (no-op without a backend). */
  enqueue(attemptId: number): void {
    if (this.closed || !this.available) return;
    if (!this.queue.includes(attemptId)) this.queue.push(attemptId);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Resolves when the queue is empty (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    await this.idle();
  }

  private async drain(): Promise<void> {
    for (let id = this.queue.shift(); id !== undefined && !this.closed; id = this.queue.shift()) {
      try {
        await this.gradeOne(id);
      } catch (err) {
        this.deps.log.warn({ err, attemptId: id }, 'exams: programming grading failed');
      }
    }
  }

  private async gradeOne(attemptId: number): Promise<void> {
    const host = this.deps.kernelHost();
    const attempt = await repo.findAttempt(this.deps.db, attemptId);
    if (host === null || attempt === null || attempt.status !== 'submitted') return;
    const exam = await repo.findExam(this.deps.db, attempt.examId);
    if (exam === null) return;
    const items = await attemptProgramItems(this.deps.db, exam, attemptId);
    if (items.length === 0) return;
    const outcomes = new Map<string, TestOutcome[]>();
    for (const item of items) outcomes.set(item.item, await this.run(host, attempt.userId, exam.id, item.code, item.tests));
    await this.deps.db.transaction(async (tx) => {
      const fresh = await repo.findAttempt(tx, attemptId);
      if (fresh === null) return;
      await gradeAttempt(tx, exam, fresh, { outcomes, backend: true }, this.deps.clock.now());
    });
  }

  /** The student's code in one fresh kernel, then the tests in the grader; a kernel that will not start fails every test. */
  private async run(host: KernelHost, userId: number, examId: number, code: string, tests: Array<{ name: string; code: string; points: number }>): Promise<TestOutcome[]> {
    // The grader starts first: it loads what the tests need while the kernel starts and runs the answer.
    const grading = Grading.prepare(host, tests, this.deps.log);
    let kernel: { sessionId: string; kernelId: string };
    try {
      kernel = await startScratchKernel(host, userId, `exam-${examId}`, '.grading');
    } catch (err) {
      grading.dispose();
      this.deps.log.warn({ err }, 'exams: grading kernel did not start');
      throw err;
    }
    try {
      const channel = await KernelChannel.open(host, kernel.kernelId);
      try {
        const own = await channel.execute(code, { silent: false, timeoutMs: this.deps.codeTimeoutMs ?? 60_000 });
        const verdicts = own.status === 'dead' ? failAll(tests, KERNEL_DIED) : await grading.run(channel, this.deps.testTimeoutMs ?? 30_000);
        return tests.map((test, i) => {
          const { passed, message } = verdicts[i] ?? { passed: false, message: KERNEL_DIED };
          return { name: test.name, passed, points: passed ? test.points : 0, message: passed ? 'ok' : message.slice(0, 300) };
        });
      } finally {
        channel.close();
      }
    } finally {
      grading.dispose();
      await stopEvaluationKernel(host, kernel.sessionId);
    }
  }
}
