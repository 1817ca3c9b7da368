// Runs hidden tests in the grader process, relaying its questions to the student's kernel (issue 13 item 3).
// The tests go to the grader only; the kernel gets questions (names, attributes, arguments as data) and sends
// back data. A test's verdict is the grader's; the kernel's worst is to make its own tests fail.
import type { GraderCommand } from '../jupyter/graderSandbox.js';
import { GraderProcess } from './graderProcess.js';

export interface HiddenTest {
  name: string;
  code: string;
}

export interface TestVerdict {
  passed: boolean;
  message: string;
}

/** The agent's JSON text, or why there is none: the kernel died, the question ran out of time, or no answer came. */
export type KernelAnswer = { answer: string } | { failure: 'dead' | 'timeout' | 'lost' };

/** The student's kernel with the agent installed (kernelAgent.ts); a fake in unit tests. */
export interface StudentKernel {
  ask(request: string, timeoutMs: number): Promise<KernelAnswer>;
}

export interface GradingLimits {
  /** Per test, its questions to the kernel included; the grader stops the test, the server kills it after a grace. */
  testTimeoutMs: number;
  /** The whole run; tests not started by then fail. Default: every test's limit plus its grace. */
  totalTimeoutMs?: number;
}

/** A per-student case's data (issue 16): the tests see SEED and PARAMS, and the student's files in their cwd. */
export interface GradingContext {
  seed: number;
  params: Record<string, unknown>;
  files: Array<{ filename: string; bytes: Buffer }>;
}

export interface GraderLaunch {
  command: GraderCommand;
  args: string[];
  /** Sent to every grader this run starts, before its first test. */
  context?: GradingContext | null;
  /** Why a grader failed (stderr tail), for the log. */
  onFailure?: (reason: string, stderr: string) => void;
}

/** Time the grader gets beyond a test's limit to report it before the server kills it. */
export const KILL_GRACE_MS = 5_000;
export const KERNEL_DIED = 'the kernel died while running your code';
export const timeLimitText = (ms: number): string => `time limit of ${Math.round(ms / 1000)} s exceeded`;
const GRADER_FAILED = 'grading failed: the test did not finish';

/** A grader for `launch`, with its context sent. */
export function startGrader(launch: GraderLaunch): GraderProcess {
  const grader = new GraderProcess(launch.command, launch.args);
  const context = launch.context;
  if (context) {
    grader.send({
      type: 'context',
      seed: context.seed,
      params: context.params,
      files: context.files.map((f) => ({ filename: f.filename, data: f.bytes.toString('base64') })),
    });
  }
  return grader;
}

/**
 * Runs `tests` one by one, in `started` if given (a grader started early, see Grading.prepare); a grader that hangs
 * or dies is replaced for the tests after it.
 */
export async function runHiddenTests(
  kernel: StudentKernel,
  tests: HiddenTest[],
  limits: GradingLimits,
  launch: GraderLaunch,
  started: GraderProcess | null = null,
): Promise<TestVerdict[]> {
  const totalMs = limits.totalTimeoutMs ?? tests.length * (limits.testTimeoutMs + KILL_GRACE_MS);
  const runDeadline = Date.now() + totalMs;
  const verdicts: TestVerdict[] = [];
  let grader = started;
  try {
    for (const [index, test] of tests.entries()) {
      if (Date.now() >= runDeadline) {
        verdicts.push({ passed: false, message: timeLimitText(totalMs) });
        continue;
      }
      grader ??= startGrader(launch);
      const verdict = await runOne(grader, kernel, index, test, limits.testTimeoutMs);
      if (verdict === null) {
        launch.onFailure?.(`test ${index} (${test.name}) got no result`, grader.stderrTail);
        grader.kill();
        grader = null;
        verdicts.push({ passed: false, message: GRADER_FAILED });
      } else verdicts.push(verdict);
    }
  } finally {
    grader?.close();
  }
  return verdicts;
}

/** One test: relays the grader's questions until its result; null when the grader hung, died or misbehaved. */
async function runOne(grader: GraderProcess, kernel: StudentKernel, index: number, test: HiddenTest, timeoutMs: number): Promise<TestVerdict | null> {
  const deadline = Date.now() + timeoutMs;
  grader.send({ type: 'test', index, code: test.code, timeoutMs });
  for (;;) {
    const message = await grader.next(deadline + KILL_GRACE_MS);
    if (message === null) return null;
    if (message.type === 'result') return message.index === index ? { passed: message.passed, message: message.message } : null;
    const left = deadline - Date.now();
    const answer: KernelAnswer = left > 0 ? await kernel.ask(message.request, left) : { failure: 'timeout' };
    grader.send({ type: 'answer', seq: message.seq, ...answer });
  }
}
