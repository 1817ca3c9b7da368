import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LaunchOptions, PlaywrightTestConfig } from '@playwright/test';

/**
 * A fresh data folder for one run of a browser suite, named by `envName` so the runner creates it and every worker
 * (which loads the config module again) finds the same one. The runner removes it on exit.
 */
export function freshDataDir(envName: string, prefix: string): string {
  const dataDir = process.env[envName] ?? mkdtempSync(path.join(tmpdir(), prefix));
  process.env[envName] = dataDir;
  if (!process.env.TEST_WORKER_INDEX) {
    process.on('exit', () => {
      try {
        rmSync(dataDir, { recursive: true, force: true });
      } catch {
        // a notebook home still mounted (the server was killed before it could unmount): left for the OS temp cleaner
      }
    });
  }
  return dataDir;
}

/** Debian's Chromium, headless, with nothing fetched from the network on its own. */
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): LaunchOptions {
  return {
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
      ...extraArgs,
    ],
  };
}

/** The REAL built server on PGlite in `dataDir` with the demo seed, started for a suite and stopped after it. */
export function demoServer(port: number, dataDir: string, env: Record<string, string> = {}): NonNullable<PlaywrightTestConfig['webServer']> {
  return {
    command: 'node packages/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // SIGTERM: the server closes cleanly (Jupyter, kernels, mounted notebook homes) before the data folder is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
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
      // Password hashes at the production cost: Argon2id at OWASP's minimum is about 13 ms of a core (issue 33), so the
      // suites' fifty-odd sign-ins cost about a second (scrypt N = 2^17 cost half a minute and was turned down here).
      // Kernel uids of their own: the server's kernel tests run beside this suite on the same machine with the demo
      // seed's user ids, and the operations figures add up every process of a user's uid (issue 30: a student kernel of
      // this server was counted as a kernel test's).
      NOTEBOOK_UID_BASE: '300000',
      ...env,
    },
  };
}
