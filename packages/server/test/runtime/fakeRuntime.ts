// A fake notebook runtime (issue 31) for tests of feature logic: no Jupyter Server, no kernel, no grader process.
// Hand it to the app with createTestApp(overrides, { runtime: fakeRuntime(grade) }); the feature's calls reach the
// runtime only through its face (app.runtime), so the test exercises the feature's own rules (queues, retries, scores,
// who may see what) while `grade` decides each test's verdict. The real path keeps its end-to-end tests in the kernel lane.
import type { GradingHost, Runtime, SubmissionRequest, SubmissionResult, TestVerdict } from '../../src/runtime/index.js';

export interface FakeRuntime extends Runtime {
  /** Every grading asked of the runtime, in order. */
  readonly requests: SubmissionRequest[];
  /** Files the features wrote into users' folders: `u<id>/<folder>/<name>` → bytes. */
  readonly files: Map<string, Buffer>;
}

/** Verdicts of one submission: by default every test passes when `decide` says so for the student's code. */
export type FakeGrade = (request: SubmissionRequest) => TestVerdict[] | Promise<TestVerdict[]>;

export function fakeRuntime(grade: FakeGrade): FakeRuntime {
  const requests: SubmissionRequest[] = [];
  const files = new Map<string, Buffer>();
  const host: GradingHost = {
    url: 'http://127.0.0.1:9/fake-jupyter/',
    token: 'fake',
    prepareUserFolder: async () => {},
    writeUserFiles: async (userId, folder, written) => {
      for (const f of written) files.set(`u${userId}/${folder}/${f.filename}`, Buffer.from(f.bytes));
    },
    uidOf: () => null,
  };
  return {
    requests,
    files,
    kernelHost: () => host,
    grade: async (_host, request): Promise<SubmissionResult> => {
      requests.push(request);
      return { cellErrors: [], verdicts: await grade(request) };
    },
  };
}

/** A grade that passes the tests whose names `passing(code)` lists for the student's code (all cells joined). */
export const gradeByCode =
  (passing: (code: string) => string[]): FakeGrade =>
  (request) => {
    const names = new Set(passing(request.cells.map((c) => c.source).join('\n')));
    return request.tests.map((t) => (names.has(t.name) ? { passed: true, message: 'ok' } : { passed: false, message: `AssertionError: ${t.name}` }));
  };
