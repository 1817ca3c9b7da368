import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/shared/demoServer';
import { clusterPorts } from './tests/cluster/cluster';

/**
 * The cluster suite (issue 19, `npm run test:cluster`): two API instances of the BUILT server on one fresh PostgreSQL
 * database (DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432), s3rver as the object storage they
 * share, one external Jupyter Server, and Debian's nginx in front (round robin). tests/cluster/globalSetup.ts starts
 * it all and removes it after. Build first: npm run build -w packages/server && npm run build -w packages/app
 * Ports: CLUSTER_PORT_BASE (default 8700) … +4.
 */
const ports = clusterPorts();

// One folder per run (state file, data folders, logs, nginx config), named in the environment so every worker finds it.
if (!process.env.CLUSTER_STATE) {
  process.env.CLUSTER_STATE = path.join(mkdtempSync(path.join(tmpdir(), 'finedu-cluster-')), 'state.json');
}

export default defineConfig({
  testDir: 'tests/cluster',
  outputDir: 'test-results/cluster',
  globalSetup: './tests/cluster/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/cluster' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${ports.nginx}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
