// The runtime as one object the features hold (issue 31): where kernels run, and the grading of a submission. The app
// decorates itself with the real one (`app.runtime`); tests of feature logic hand buildApp a fake instead
// (BuildOptions.runtime), so they need no Jupyter Server.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { gradeSubmission, type SubmissionRequest, type SubmissionResult } from './grading/pipeline.js';
import type { GradingHost } from './grading/grading.js';
import { kernelHostOf } from './kernelHost.js';

export interface Runtime {
  /** The Jupyter Server the server's own kernels run on; null when none is registered (features answer "unavailable"). */
  kernelHost(): GradingHost | null;
  /** Grades one submission in a fresh kernel of the student's folder (the grading pipeline, grading/pipeline.ts). */
  grade(host: GradingHost, request: SubmissionRequest, log: FastifyBaseLogger): Promise<SubmissionResult>;
}

/** The real runtime of `app`: the Jupyter Server the gateway registered (read at each call), the real pipeline. */
export function notebookRuntime(app: FastifyInstance): Runtime {
  return { kernelHost: () => kernelHostOf(app), grade: (host, request, log) => gradeSubmission(host, request, log) };
}
