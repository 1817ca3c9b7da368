// Grading of hidden tests (cases and exam programming questions): the student's code runs in a fresh sandboxed
// kernel; the tests run in the grader process, which asks that kernel for the values it checks, as data only.
import type { FastifyBaseLogger } from 'fastify';
import { plainGraderCommand, type GraderCommand } from '../jupyter/graderSandbox.js';
import type { NotebookBackend } from '../jupyter/backend.js';
import type { KernelHost } from '../kernelHost.js';
import type { KernelChannel } from '../kernelRun.js';
import type { GraderProcess } from './graderProcess.js';
import { runHiddenTests, startGrader, type GraderLaunch, type GradingContext, type HiddenTest, type TestVerdict } from './hiddenTests.js';
import { KernelAgent } from './kernelAgent.js';
import { graderArgs } from './programs.js';

export { KERNEL_DIED, type GradingContext, type HiddenTest, type TestVerdict } from './hiddenTests.js';

export type GradingHost = KernelHost & Pick<NotebookBackend, 'graderCommand'>;

let warnedPlain = false;

/** The sandboxed command graders and dataset generators run with. */
export function graderCommandOf(host: GradingHost, log: FastifyBaseLogger): GraderCommand {
  if (host.graderCommand) return host.graderCommand();
  if (!warnedPlain) {
    warnedPlain = true;
    log.warn('grading: the notebook backend offers no sandbox for the grader (NOTEBOOK_URL?): it runs as a plain child process');
  }
  return plainGraderCommand();
}

/** One grading: prepared before the student's code runs, run after it, disposed in any case. */
export class Grading {
  private grader: GraderProcess | null = null;

  private constructor(
    private readonly tests: HiddenTest[],
    private readonly launch: GraderLaunch,
  ) {}

  /** Starts the grader now: it imports what the tests import while the kernel starts and runs the student's code. */
  static prepare(host: GradingHost, tests: HiddenTest[], log: FastifyBaseLogger, context: GradingContext | null = null): Grading {
    const grading = new Grading(tests, {
      command: graderCommandOf(host, log),
      args: graderArgs(),
      context,
      onFailure: (reason, stderr) => log.warn({ reason, stderr }, 'grading: the grader failed'),
    });
    if (tests.length > 0) {
      grading.grader = startGrader(grading.launch);
      grading.grader.send({ type: 'warm', tests: tests.map((t) => t.code) });
    }
    return grading;
  }

  /** Grades the tests against the student's kernel behind `channel` (their code has run there and it is alive). */
  async run(channel: KernelChannel, testTimeoutMs: number): Promise<TestVerdict[]> {
    if (this.tests.length === 0) return [];
    const kernel = await KernelAgent.install(channel);
    const grader = this.grader;
    this.grader = null;
    return runHiddenTests(kernel, this.tests, { testTimeoutMs }, this.launch, grader);
  }

  dispose(): void {
    this.grader?.close();
    this.grader = null;
  }
}

/** Every test failed for one reason (the kernel died before the tests could ask it anything). */
export const failAll = (tests: HiddenTest[], message: string): TestVerdict[] => tests.map(() => ({ passed: false, message }));
