import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, demoServer, freshDataDir } from './tests/shared/demoServer';

/**
 * Page baselines (issue 18): every menu page of every demo role at 1440 × 900 and 390 × 844, full page, against PNGs
 * kept in git (tests/pages/__screenshots__). Its OWN real server (PGlite, fresh DATA_DIR, demo seed) as the e2e suite
 * has, so the e2e suite's mutations never show up here. Build first:
 *   npm run build -w packages/server && npm run build -w packages/app
 * Volatile text (dates, times, countdowns, "3 分钟前") is masked by tests/pages/settle.ts; see there.
 */
const PORT = Number(process.env.PAGES_PORT ?? 8191);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh data folder per run; a previous run's folder is never reused.
const dataDir = freshDataDir('PAGES_DATA_DIR', 'finedu-pages-');

export default defineConfig({
  testDir: 'tests/pages',
  testMatch: '*.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: 'test-results/pages',
  // One server, one browser at a time: CI runs this right after the e2e suite on 2 cores.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      // The stories' threshold (0.02 per pixel colour distance). maxDiffPixelRatio 0.002 instead of their 0.001: a page
      // is up to ~20× a story's area at full height and composes many components, so a couple of hundred pixels of
      // sub-pixel text anti-aliasing must not fail it; a real change (a moved block, a colour, a wrapped label) is far
      // above 0.2 % of the page.
      threshold: 0.02,
      maxDiffPixelRatio: 0.002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: 'tests/pages/screenshot.css',
    },
  },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/pages' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(['--font-render-hinting=none']),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // No kernel pool: the operations page's kernel charts would show the pool's kernels or not depending on whether
  // the metrics sampler has run yet (the pool itself is exercised by the e2e suite and test/notebook/kernelPool).
  webServer: demoServer(PORT, dataDir, { NOTEBOOK_KERNEL_POOL_SIZE: '0' }),
});
