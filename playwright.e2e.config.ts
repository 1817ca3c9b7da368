import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, demoServer, freshDataDir } from './tests/shared/demoServer';

/**
 * E2E: Debian's Chromium against the BUILT app served by the REAL server (PGlite + local-disk storage
 * in a fresh temporary DATA_DIR with the demo seed). Build first:
 *   npm run build -w packages/server && npm run build -w packages/app
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh data folder per run; a previous run's folder is never reused.
const dataDir = freshDataDir('E2E_DATA_DIR', 'finedu-e2e-');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/e2e' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    acceptDownloads: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: demoServer(PORT, dataDir),
});
