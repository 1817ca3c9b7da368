// The server's test lanes (issue 30), one vitest project each; test/lanes.ts reads each file's tags.
//   server      PGlite, no Jupyter              server-pg   PostgreSQL (DATABASE_URL), no Jupyter
//   kernel      PGlite, real Jupyter/grader     kernel-pg   PostgreSQL, real Jupyter/grader
// Files of a lane run one after another in one worker process that keeps its imports (isolate: false): the server's
// module graph (about 4 s to import) and PGlite's WebAssembly load once per lane instead of once per file. Each test
// still builds its own app on its own fresh database (test/helper.ts). The security probes (test/security) are server
// tests like the others: they run in these lanes, and `npm run test:security` runs them alone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { filesOf, type LaneName } from './test/lanes.js';

const root = path.dirname(fileURLToPath(import.meta.url));
/** PostgreSQL for the -pg lanes: DATABASE_URL (CI sets it); without it they fall back to PGlite (see platform). */
const postgresUrl = process.env.DATABASE_URL ?? '';
/** `TEST_FILTER=security` narrows every lane to the files whose path contains it (npm run test:security). */
const filter = process.env.TEST_FILTER ?? '';

function lane(name: LaneName, timeoutMs: number): TestProjectInlineConfiguration {
  const files = filesOf(root, name).filter((file) => file.includes(filter));
  return {
    extends: true,
    test: {
      name,
      include: files.length > 0 ? files : ['test/__no_files_in_this_lane__.test.ts'],
      env: { DATABASE_URL: name.endsWith('-pg') ? postgresUrl : '' },
      testTimeout: timeoutMs,
      hookTimeout: Math.max(timeoutMs, 120_000),
    },
  };
}

export default defineConfig({
  test: {
    root,
    globals: true,
    pool: 'forks',
    isolate: false,
    fileParallelism: false,
    maxWorkers: 1,
    passWithNoTests: true,
    // A failure is a failure: no lane retries.
    retry: 0,
    sequence: { shuffle: false },
    // Stops the kernel lanes' shared Jupyter Server after the run (test/kernel/sharedJupyter.ts).
    globalSetup: ['test/kernel/globalSetup.ts'],
    projects: [lane('server', 30_000), lane('server-pg', 30_000), lane('kernel', 90_000), lane('kernel-pg', 90_000)],
  },
});
