import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * E2E: Debian's Chromium against the BUILT app served by the REAL server (PGlite + local-disk storage
 * in a fresh temporary DATA_DIR with the demo seed). Build first:
 *   npm run build -w packages/server && npm run build -w packages/app
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh data folder per run; a previous run's folder is never reused. The config module is
// loaded by the runner and by every worker: only the runner (no TEST_WORKER_INDEX) creates it.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'finedu-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
if (!process.env.TEST_WORKER_INDEX) {
  process.on('exit', () => {
    try {
      rmSync(dataDir, { recursive: true, force: true });
    } catch {
      // a notebook home still mounted (the server was killed before it could unmount): left for the OS temp cleaner
    }
  });
}

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
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node packages/server/dist/main.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // SIGTERM: the server closes cleanly (Jupyter, kernels, mounted notebook homes) before the data folder is removed.
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
      // Many sign-ins in a short run: keep the limiter out of the way (its own tests live in the server).
      LOGIN_RATE_MAX: '1000',
      LOGIN_MAX_FAILURES: '100',
    },
  },
});
