// Grading of hidden tests (cases and exam programming questions): the student's code has run in a fresh sandboxed
// kernel; the tests run in the grader process, which asks that kernel for the values it checks, as data only.
import type { FastifyBaseLogger } from 'fastify';
import { plainGraderCommand, type GraderCommand } from '../../notebook/graderSandbox.js';
import type { NotebookBackend } from '../../notebook/jupyterProcess.js';
import type { KernelHost } from '../classroom/kernelHost.js';
import type { KernelChannel } from '../classroom/kernelRun.js';
import { runHiddenTests, type HiddenTest, type TestVerdict } from './hiddenTests.js';
import { KernelAgent } from './kernelAgent.js';
import { graderArgs } from './programs.js';

export { KERNEL_DIED, type HiddenTest, type TestVerdict } from './hiddenTests.js';

export type GradingHost = KernelHost & Pick<NotebookBackend, 'graderCommand'>;

export interface GradingOptions {
  testTimeoutMs: number;
  log: FastifyBaseLogger;
}

let warnedPlain = false;

function graderCommandOf(host: GradingHost, log: FastifyBaseLogger): GraderCommand {
  if (host.graderCommand) return host.graderCommand();
  if (!warnedPlain) {
    warnedPlain = true;
    log.warn('grading: the notebook backend offers no sandbox for the grader (NOTEBOOK_URL?): it runs as a plain child process');
  }
  return plainGraderCommand();
}

/** Grades `tests` against the student's kernel behind `channel` (their code already ran there). */
export async function gradeHiddenTests(host: GradingHost, channel: KernelChannel, tests: HiddenTest[], options: GradingOptions): Promise<TestVerdict[]> {
  if (tests.length === 0) return [];
  const kernel = await KernelAgent.install(channel);
  return runHiddenTests(kernel, tests, { testTimeoutMs: options.testTimeoutMs }, {
    command: graderCommandOf(host, options.log),
    args: graderArgs(),
    onFailure: (reason, stderr) => options.log.warn({ reason, stderr }, 'grading: the grader failed'),
  });
}

/** Every test failed for one reason (the kernel died before the tests could ask it anything). */
export const failAll = (tests: HiddenTest[], message: string): TestVerdict[] => tests.map(() => ({ passed: false, message }));
