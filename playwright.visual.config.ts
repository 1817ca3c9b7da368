import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Visual regression of the built Storybook: every story, screenshot against baselines kept in git.
// Build it first (`npm run build-storybook`); when missing, it is built here once.
if (!existsSync('storybook-static/index.json')) execSync('npm run build-storybook', { stdio: 'inherit' });

const port = Number(process.env.VISUAL_PORT ?? 6107);

export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '*.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // No retries (issue 30): a story that passes only on a second try is a defect.
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  outputDir: 'test-results/visual',
  expect: {
    toHaveScreenshot: {
      // Far below the 0.2 default so even a subtle colour change fails; rendering here is deterministic
      // (same Chromium, fonts and viewport), so this does not flake.
      threshold: 0.02,
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 720 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
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
  webServer: {
    command: `node tests/visual/serveStorybook.mjs ${port} storybook-static`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
