// The lanes of the server suite (issue 30): every file runs in exactly one, on one database. The lists below are the
// record of which files run on PostgreSQL and which need a real Jupyter; a new tag, or a file that starts Jupyter
// without saying so, fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { laneFiles, tagsOf } from './lanes.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = laneFiles(serverRoot);
const inLane = (lane: string) => files.filter((f) => f.lane === lane).map((f) => f.file);

/** What only a file of the kernel tier may do: start Jupyter Server or the grader's Python process. */
const STARTS_JUPYTER = /notebook: 'start'|JupyterProcess\.start|startHarness\(|plainGraderCommand\(|createAppWithJupyter\(|sharedJupyter\(|notebook: true/;

describe('the lanes of the server suite', () => {
  it('runs these files on PostgreSQL: the databases differ in what they test', () => {
    expect(inLane('server-pg')).toEqual([
      'test/auth/sharedRateLimit.test.ts', // two instances share the rate limits
      'test/competitions/gradeResults.test.ts', // a board hears published results (LISTEN/NOTIFY)
      'test/competitions/scoring-board.test.ts', // the announcement after commit (LISTEN/NOTIFY)
      'test/competitions/scoring-stream.test.ts', // the board stream relays NOTIFY
      'test/competitions/scoring-submit.test.ts', // parallel submits, scored exactly once by two instances
      'test/exams/attempts.test.ts', // parallel starts and submits make one attempt
      'test/exams/programQueue.test.ts', // exam programs as pg-boss jobs (on the fake runtime)
      'test/jobs/queue.test.ts', // pg-boss across instances
      'test/jobs/reclaim.test.ts', // a dead instance's jobs taken over
      'test/platform/sessionCacheInstances.test.ts', // session changes announced between instances
      'test/security/lockout.test.ts', // the sign-in lock under parallel guesses
      'test/uploads/routes.test.ts', // two instances complete one upload
    ]);
    expect(inLane('kernel-pg')).toEqual([
      'test/cases/studentData.test.ts', // first writer wins across instances
      'test/notebook/sharedKernels.test.ts', // two instances share the kernel table
    ]);
  });

  it('starts a real Jupyter only in the kernel tier', () => {
    expect(inLane('kernel')).toEqual([
      'test/cases/evaluation.test.ts',
      'test/cases/nbgraderGrading.test.ts',
      'test/exams/notebook.test.ts',
      'test/exams/program.test.ts',
      'test/exams/programExternal.test.ts',
      'test/grading/hiddenTests.test.ts',
      'test/notebook/chineseCharts.test.ts',
      'test/notebook/external.test.ts',
      'test/notebook/fallback.test.ts',
      'test/notebook/gateway.test.ts',
      'test/notebook/kernelPool.test.ts',
      'test/notebook/kernelState.test.ts',
      'test/notebook/personalTokens.test.ts',
      'test/notebook/sandbox.test.ts',
      'test/notebook/wired.test.ts',
      'test/operations/kernelMetrics.test.ts',
      'test/security/disconnected-loop.test.ts',
      'test/security/grading.test.ts',
      'test/security/idor.test.ts',
      'test/security/jupyter-orphan.test.ts',
      'test/security/kernel-channel.test.ts',
      'test/security/notebook-home.test.ts',
      'test/security/notebook-quota.test.ts',
      'test/security/nul.test.ts',
    ]);
    const untaggedButStarting = files.filter((f) => !f.kernel && f.file !== 'test/lanes.test.ts' && STARTS_JUPYTER.test(readFileSync(path.join(serverRoot, f.file), 'utf8')));
    expect(untaggedButStarting.map((f) => f.file)).toEqual([]);
  });

  it('tests feature logic on the fake runtime (issue 31), without Jupyter, outside the kernel tier', () => {
    const fake = files.filter((f) => /fakeRuntime\(/.test(readFileSync(path.join(serverRoot, f.file), 'utf8')));
    expect(fake.map((f) => [f.file, f.lane])).toEqual([
      ['test/cases/evaluationRules.test.ts', 'server'],
      ['test/exams/notebookRules.test.ts', 'server'],
      ['test/exams/programJob.test.ts', 'server'],
      ['test/exams/programQueue.test.ts', 'server-pg'],
    ]);
  });

  it('puts every other file on PGlite, the embedded default, and reads no tag it does not know', () => {
    expect(inLane('server').length).toBe(files.length - 38);
    for (const f of files) expect({ file: f.file, unknown: tagsOf(readFileSync(path.join(serverRoot, f.file), 'utf8')).unknown }).toEqual({ file: f.file, unknown: [] });
  });

  it('reads tags only from the leading comment', () => {
    expect(tagsOf('// @lane kernel\n// @db postgres\nimport x from "y";')).toEqual({ kernel: true, postgres: true, unknown: [] });
    expect(tagsOf('import x from "y";\n// @lane kernel\n')).toEqual({ kernel: false, postgres: false, unknown: [] });
    expect(tagsOf('// @lane browser\n').unknown).toEqual(['// @lane browser']);
  });
});
