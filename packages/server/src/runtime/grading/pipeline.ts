// The grading of a submission as a list of single-purpose steps (nbgrader's converters/autograde.py is the model):
// each step does one thing to the run, the pipeline is the list, and whatever a step opened is closed, in reverse
// order, however the run ends. Cases (evaluation) and exam programming questions run the same list.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { prepareFolder, startSessionAt, stopEvaluationKernel } from '../kernelHost.js';
import { KernelChannel } from '../kernelRun.js';
import { failAll, Grading, KERNEL_DIED, type GradingContext, type GradingHost, type HiddenTest, type TestVerdict } from './grading.js';

/** What to grade: the student's code (cell by cell), in a fresh kernel of their folder, against hidden tests. */
export interface SubmissionRequest {
  userId: number;
  /** The folder below the user's notebook home the fresh kernel starts in; prepared first unless `prepared`. */
  folder: string;
  /** The hidden scratch notebook's name prefix (`.evaluation`, `.grading`). */
  prefix: string;
  /** The folder was prepared already (the case's files were just written there). */
  prepared?: boolean;
  /** The student's code, run in order; a dead kernel stops the run (the tests then fail). */
  cells: Array<{ id: string; source: string }>;
  cellTimeoutMs: number;
  tests: HiddenTest[];
  testTimeoutMs: number;
  /** Per-student data the tests see (SEED, PARAMS, files), or null. */
  context: GradingContext | null;
}

export interface SubmissionResult {
  /** The cells that did not run cleanly: their id and `ename: evalue` (or why they stopped). */
  cellErrors: Array<{ id: string; message: string }>;
  /** One verdict per test, in order. */
  verdicts: TestVerdict[];
}

/** A step failed: its name (`kernel` = the fresh kernel did not start) and what it threw. */
export class GradingStepFailed extends Error {
  constructor(
    readonly step: string,
    readonly reason: unknown,
  ) {
    super(`grading step ${step} failed: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

/** One grading as the steps see it. */
interface GradingRun {
  readonly host: GradingHost;
  readonly log: FastifyBaseLogger;
  readonly request: SubmissionRequest;
  grading: Grading | null;
  kernel: { sessionId: string; kernelId: string } | null;
  channel: KernelChannel | null;
  dead: boolean;
  result: SubmissionResult;
}

export interface GradingStep {
  readonly name: string;
  run(r: GradingRun): Promise<void>;
  /** Closes what `run` opened (called once `run` succeeded, in reverse order of the steps). */
  close?(r: GradingRun): Promise<void> | void;
}

/** The grader starts first: it imports what the tests need while the kernel starts and runs the student's code. */
const startGrader: GradingStep = {
  name: 'grader',
  run: async (r) => {
    r.grading = Grading.prepare(r.host, r.request.tests, r.log, r.request.context);
  },
  close: (r) => r.grading?.dispose(),
};

/** A fresh kernel of its own in the student's folder (a hidden notebook), never one the student has open. */
const startKernel: GradingStep = {
  name: 'kernel',
  run: async (r) => {
    const { userId, folder, prefix } = r.request;
    if (!r.request.prepared) await prepareFolder(r.host, userId, folder);
    r.kernel = await startSessionAt(r.host, `u${userId}/${folder}/${prefix}-${randomUUID()}.ipynb`);
  },
  close: async (r) => {
    if (r.kernel) await stopEvaluationKernel(r.host, r.kernel.sessionId);
  },
};

const openChannel: GradingStep = {
  name: 'channel',
  run: async (r) => {
    r.channel = await KernelChannel.open(r.host, r.kernel!.kernelId);
  },
  close: (r) => r.channel?.close(),
};

/** The student's code, cell after cell; a dead kernel ends it. */
const runCode: GradingStep = {
  name: 'code',
  run: async (r) => {
    for (const cell of r.request.cells) {
      const run = await r.channel!.execute(cell.source, { silent: false, timeoutMs: r.request.cellTimeoutMs });
      if (run.status !== 'ok') r.result.cellErrors.push({ id: cell.id, message: run.message });
      if (run.status === 'dead') {
        r.dead = true;
        return;
      }
    }
  },
};

/** The hidden tests in the grader, asking the kernel for values as data; all fail if the kernel died. */
const runTests: GradingStep = {
  name: 'tests',
  run: async (r) => {
    r.result.verdicts = r.dead ? failAll(r.request.tests, KERNEL_DIED) : await r.grading!.run(r.channel!, r.request.testTimeoutMs);
  },
};

/** The grading pipeline, in order. */
export const GRADING_STEPS: readonly GradingStep[] = [startGrader, startKernel, openChannel, runCode, runTests];

/** Runs `steps` (the grading pipeline) for one submission; a step's failure is a GradingStepFailed naming it. */
export async function gradeSubmission(host: GradingHost, request: SubmissionRequest, log: FastifyBaseLogger, steps: readonly GradingStep[] = GRADING_STEPS): Promise<SubmissionResult> {
  const r: GradingRun = { host, log, request, grading: null, kernel: null, channel: null, dead: false, result: { cellErrors: [], verdicts: [] } };
  const opened: GradingStep[] = [];
  try {
    for (const step of steps) {
      try {
        await step.run(r);
      } catch (reason) {
        throw new GradingStepFailed(step.name, reason);
      }
      opened.push(step);
    }
  } finally {
    for (const step of opened.reverse()) await step.close?.(r);
  }
  return r.result;
}
