import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, demoServer, freshDataDir } from './tests/shared/demoServer';

/**
 * The built app in Debian's Chromium against ONE real server (PGlite + local-disk storage in a fresh DATA_DIR with the
 * demo seed), three projects in order (issue 30: one demo server instead of three):
 *   pages     page baselines (issue 18): every menu page of every role at 1440 × 900 and 390 × 844, full page, against
 *             PNGs kept in git (tests/pages/__screenshots__); first, while the demo data is as seeded
 *   e2e       the end-to-end tests (they change the data)
 *   security  the browser half of the security suite (script in an uploaded file served to another user)
 * `npm run test:e2e`, `test:pages` and the security suite run one project alone (--no-deps), each on a server of its
 * own. Build first: npm run build -w packages/server && npm run build -w packages/app
 *
 * No kernel pool: the pages' kernel counts (operations, the college tiles) would show the pool's kernels or not
 * depending on whether the pool has filled when the page is shot. The pool is tested in test/notebook/kernelPool.
 * No retries: a test that passes only on its second try is a defect (issue 30).
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh data folder per run; a previous run's folder is never reused.
const dataDir = freshDataDir('E2E_DATA_DIR', 'finedu-app-');

export default defineConfig({
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/app' }]] : 'list',
  use: {
    browserName: 'chromium',
    baseURL: BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    acceptDownloads: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: demoServer(PORT, dataDir, { NOTEBOOK_KERNEL_POOL_SIZE: '0', METRICS_SAMPLE_SECONDS: '5' }),
  projects: [
    {
      name: 'pages',
      testDir: 'tests/pages',
      testMatch: '*.spec.ts',
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      outputDir: 'test-results/pages',
      timeout: 180_000,
      expect: {
        timeout: 15_000,
        toHaveScreenshot: {
          // The stories' threshold (0.02 per pixel colour distance). maxDiffPixelRatio 0.002 instead of their 0.001: a
          // page is up to ~20× a story's area at full height and composes many components, so a couple of hundred
          // pixels of sub-pixel text anti-aliasing must not fail it; a real change (a moved block, a colour, a wrapped
          // label) is far above 0.2 % of the page.
          threshold: 0.02,
          maxDiffPixelRatio: 0.002,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          stylePath: 'tests/pages/screenshot.css',
        },
      },
      use: {
        colorScheme: 'light',
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
        actionTimeout: 20_000,
        navigationTimeout: 30_000,
        launchOptions: chromiumLaunchOptions(['--font-render-hinting=none']),
      },
    },
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      outputDir: 'test-results/e2e',
      timeout: 90_000,
      expect: { timeout: 15_000 },
      dependencies: ['pages'],
    },
    {
      name: 'security',
      testDir: 'tests/security',
      outputDir: 'test-results/security',
      timeout: 90_000,
      expect: { timeout: 15_000 },
      dependencies: ['pages'],
    },
  ],
});
