import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Page baselines (issue 18): every menu page of every demo role at 1440 × 900 and 390 × 844, full page, against PNGs
 * kept in git (tests/pages/__screenshots__). Its OWN real server (PGlite, fresh DATA_DIR, demo seed) as the e2e suite
 * has, so the e2e suite's mutations never show up here. Build first:
 *   npm run build -w packages/server && npm run build -w packages/app
 * Volatile text (dates, times, countdowns, "3 分钟前") is masked by tests/pages/settle.ts; see there.
 */
const PORT = Number(process.env.PAGES_PORT ?? 8191);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh data folder per run (created by the runner only, not by each worker that loads this module).
const dataDir = process.env.PAGES_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'finedu-pages-'));
process.env.PAGES_DATA_DIR = dataDir;
if (!process.env.TEST_WORKER_INDEX) {
  process.on('exit', () => {
    try {
      rmSync(dataDir, { recursive: true, force: true });
    } catch {
      // a notebook home still mounted: left for the OS temp cleaner
    }
  });
}

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
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
        '--font-render-hinting=none',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node packages/server/dist/main.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_SEED: '1',
      DEMO_PASSWORD: 'Demo@2026',
      LOG_LEVEL: 'warn',
      // Always the embedded PGlite in the fresh folder, even where CI sets a PostgreSQL URL.
      DATABASE_URL: '',
      LOGIN_RATE_MAX: '1000',
      LOGIN_MAX_FAILURES: '100',
    },
  },
});
