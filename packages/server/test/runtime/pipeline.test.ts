// The grading pipeline's own order (issue 31): its steps run in turn, what a step opened is closed in reverse order
// however the run ends, and a failing step is named. Steps are stand-ins here; the real ones run in the kernel tier
// (cases/evaluation.test.ts, exams/program.test.ts, security/grading.test.ts).
import type { FastifyBaseLogger } from 'fastify';
import { gradeSubmission, GRADING_STEPS, GradingStepFailed, type GradingStep, type SubmissionRequest } from '../../src/runtime/index.js';

const request: SubmissionRequest = { userId: 1, folder: 'f', prefix: '.grading', cells: [], cellTimeoutMs: 1, tests: [], testTimeoutMs: 1, context: null };
const host = { url: 'http://127.0.0.1:9/', token: 't' };
/** The stand-in steps log nothing. */
const log = {} as FastifyBaseLogger;

function steps(trace: string[], failing?: string): GradingStep[] {
  return ['grader', 'kernel', 'channel', 'code', 'tests'].map((name) => ({
    name,
    run: async () => {
      trace.push(`run ${name}`);
      if (name === failing) throw new Error(`${name} broke`);
    },
    ...(name === 'code' || name === 'tests' ? {} : { close: () => void trace.push(`close ${name}`) }),
  }));
}

describe('the grading pipeline', () => {
  it('is the list grader, kernel, channel, code, tests', () => {
    expect(GRADING_STEPS.map((s) => s.name)).toEqual(['grader', 'kernel', 'channel', 'code', 'tests']);
  });

  it('runs every step in turn and closes what they opened in reverse order', async () => {
    const trace: string[] = [];
    expect(await gradeSubmission(host, request, log, steps(trace))).toEqual({ cellErrors: [], verdicts: [] });
    expect(trace).toEqual(['run grader', 'run kernel', 'run channel', 'run code', 'run tests', 'close channel', 'close kernel', 'close grader']);
  });

  it('names the step that failed and closes only the steps before it', async () => {
    const trace: string[] = [];
    const failed = await gradeSubmission(host, request, log, steps(trace, 'kernel')).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(GradingStepFailed);
    expect(failed).toMatchObject({ step: 'kernel', reason: new Error('kernel broke') });
    expect(trace).toEqual(['run grader', 'run kernel', 'close grader']);
  });
});
