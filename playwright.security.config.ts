import { defineConfig } from '@playwright/test';
import e2e from './playwright.e2e.config';

/**
 * The browser half of the security suite (`npm run test:security`): probes that need a real browser
 * (script in an uploaded file served to another user), against the built app and the real server,
 * exactly as the end-to-end tests run (same server, fresh DATA_DIR).
 */
export default defineConfig({
  ...e2e,
  testDir: 'tests/security',
  outputDir: 'test-results/security',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/security' }]] : 'list',
});
