import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './lib/connectionBudget.js';
import { DEFAULT_HASH_NICE, MAX_HASH_NICE } from './lib/hashThreads.js';
import { defaultHashConcurrency, isUsableArgon2Cost, isUsableCost, RECOMMENDED_ARGON2, RECOMMENDED_COST, type PasswordCost } from './lib/password.js';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : !['0', 'false', 'no', 'off'].includes(v.toLowerCase())));
const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const EnvSchema = z.object({
  PORT: int(8080, 0),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  DEMO_SEED: flag(true),
  DEMO_PASSWORD: z.string().min(6).default('Demo@2026'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_DIST: z.string().optional(),
  /** Serve the built Storybook at /storybook/ (for designers reviewing the components); off unless set. */
  STORYBOOK_ENABLED: flag(false),
  /** The built Storybook (`npm run build-storybook`); default `storybook-static/` at the repository root. */
  STORYBOOK_DIR: z.string().optional(),
  TOKEN_TTL: int(86400, 60),
  OSS_HOST: z.string().default(''),
  CDN_PREFIX: z.string().default(''),
  SMS_CODE_TTL: int(300, 30),
  SMS_RESEND_INTERVAL: int(60, 0),
  LOGIN_RATE_MAX: int(60, 1),
  SMS_RATE_MAX: int(10, 1),
  RATE_WINDOW: int(60, 1),
  LOGIN_MAX_FAILURES: int(5, 1),
  LOGIN_LOCK_SECONDS: int(60, 1),
  /**
   * The scheme of new password hashes: argon2id (default, OWASP's first choice) or scrypt (the scheme before issue 33,
   * kept for comparison: bench:exam --baseline). Stored hashes keep theirs and are raised at sign-in.
   */
  PASSWORD_HASH: z.enum(['argon2id', 'scrypt']).default('argon2id'),
  /** Argon2id memory (KiB), passes and lanes of new hashes; by default OWASP's minimum row m=12 MiB, t=3, p=1. */
  PASSWORD_ARGON2_M: int(RECOMMENDED_ARGON2.m, 8),
  PASSWORD_ARGON2_T: int(RECOMMENDED_ARGON2.t, 1),
  PASSWORD_ARGON2_P: int(RECOMMENDED_ARGON2.p, 1),
  /** scrypt N of new password hashes when PASSWORD_HASH=scrypt (r=8, p=1). */
  PASSWORD_SCRYPT_N: int(RECOMMENDED_COST.N, 2).refine((N) => isUsableCost({ ...RECOMMENDED_COST, N }), 'must be a power of two from 2 to 1048576'),
  /** Password hashes computed at once by this process (the rest wait in line); default: one per core. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** How far the hash threads lower their priority (nice, 0–19): they yield the cores to the event loop and the database. */
  PASSWORD_HASH_NICE: int(DEFAULT_HASH_NICE, 0).pipe(z.number().max(MAX_HASH_NICE)),
  BURST_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  TRUST_PROXY: flag(false),
  AUTH_CACHE_SECONDS: int(60, 0),
  COMPETITION_SCORING_WORKERS: int(2, 0),
  /** A bearer token Prometheus may scrape /metrics with; empty = only a signed-in system admin may read it. */
  METRICS_SCRAPE_TOKEN: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || v.length >= 24, 'must be at least 24 characters'),
  /** How often the operations monitor keeps a sample of the figures (seconds; 0 = off). */
  METRICS_SAMPLE_SECONDS: int(60, 0),
  /** How often each instance's job queue heartbeats and looks for dead instances (seconds). */
  QUEUE_HEARTBEAT_SECONDS: int(5, 1),
  /** An instance silent this long is dead: its running jobs are failed and retried by another (seconds). */
  QUEUE_INSTANCE_TIMEOUT_SECONDS: int(20, 2),
  /** Minutes between the rank snapshots of running modelling boards (the rank-change arrows compare with them). */
  COMPETITION_RANK_SNAPSHOT_MINUTES: int(60, 1),
  /** Refused prediction files a team may send per Asia/Shanghai day (they never use up a scored submission). */
  COMPETITION_REFUSED_DAILY: int(20, 1),
  /** Live streams (board SSE) one signed-in user, one address (anonymous) and the process may hold at once. */
  STREAMS_PER_USER: int(DEFAULT_CONNECTION_LIMITS.perUser, 1),
  STREAMS_PER_ADDRESS: int(DEFAULT_CONNECTION_LIMITS.perAddress, 1),
  STREAMS_TOTAL: int(DEFAULT_CONNECTION_LIMITS.total, 1),
  /** A live stream ends after this many seconds; the browser reconnects on its own. */
  STREAM_LIFETIME_SECONDS: int(DEFAULT_CONNECTION_LIMITS.lifetimeMs / 1000, 1),
  /** The external data-centre site opened by /edu/data-center; empty = unset (the entry is hidden). */
  DATA_CENTER_URL: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'must be an http(s) URL'),
});

/** Sends a sign-in code by SMS. The default writes it to the server log; deployments plug in a real gateway. */
export interface SmsSender {
  send(phone: string, code: string): Promise<void>;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  demoSeed: boolean;
  /**
   * Demo content that needs storage (the demo 初赛's dataset and scored submissions), seeded when the server is ready;
   * follows DEMO_SEED (the test helper turns it off: each test app would pay for it; the tests of it turn it on).
   */
  demoStorageSeed: boolean;
  demoPassword: string;
  logLevel: string;
  /** Built SPA (packages/app/dist) served at /app/. */
  appDist: string;
  /** STORYBOOK_ENABLED / STORYBOOK_DIR: the built Storybook served at /storybook/ when on (off by default). */
  storybook: { enabled: boolean; dir: string };
  /** Token lifetime in seconds (1 day). */
  tokenTtl: number;
  ossHost: string;
  cdnPrefix: string;
  trustProxy: boolean;
  /** Seconds a signed-in session stays in the per-instance cache (invalidated by LISTEN/NOTIFY); 0 turns it off. */
  authCacheSeconds: number;
  /** Prediction files this instance scores at once (COMPETITION_SCORING_WORKERS); 0: this instance scores none. */
  competitionWorkers: number;
  /**
   * How often a live board's stream sends the viewer's page whole instead of as a change of the one pushed before
   * (milliseconds; not an environment setting: tests that check the change form raise it).
   */
  boardWholePageEveryMs: number;
  metricsScrapeToken: string;
  metricsSampleSeconds: number;
  /** COMPETITION_RANK_SNAPSHOT_MINUTES: how often live boards' ranks are kept for the rank-change arrows. */
  competitionRankSnapshotMinutes: number;
  /** COMPETITION_REFUSED_DAILY: refused prediction files per team and day (issue 37: a refused file cost a parse). */
  competitionRefusedDaily: number;
  /** STREAMS_PER_USER / STREAMS_PER_ADDRESS / STREAMS_TOTAL / STREAM_LIFETIME_SECONDS: the live streams' budget. */
  streams: ConnectionLimits;
  /** QUEUE_HEARTBEAT_SECONDS / QUEUE_INSTANCE_TIMEOUT_SECONDS: the job queue's instance heartbeat and death limit. */
  queue: { heartbeatSeconds: number; instanceTimeoutSeconds: number };
  /** DATA_CENTER_URL: the external data-centre site; `''` = unset. */
  dataCenterUrl: string;
  sms: { codeTtl: number; resendInterval: number; sender?: SmsSender };
  rateLimit: { loginMax: number; smsMax: number; windowSeconds: number };
  /** Per-account slow-down: after `maxFailures` wrong passwords the account waits `lockSeconds` (doubling). */
  loginThrottle: { maxFailures: number; lockSeconds: number };
  /** Scheme and cost of new password hashes (PASSWORD_HASH, PASSWORD_ARGON2_M/T/P, PASSWORD_SCRYPT_N). */
  passwordCost: PasswordCost;
  /** PASSWORD_HASH_CONCURRENCY: hashes this process computes at once (one FIFO pool for sign-ins, imports, seeds). */
  passwordConcurrency: number;
  /** PASSWORD_HASH_NICE: the priority the hash threads lower themselves to. */
  passwordNice: number;
  /** BURST_CONCURRENCY: sign-ins and exam starts this process works on at once (plugins/admission.ts); the rest wait in order. */
  burstConcurrency: number;
  /** Raw STORAGE_* settings, parsed by the storage plugin's owner. */
  storage: Record<string, string | undefined>;
  /** Raw NOTEBOOK_* settings, parsed by the notebook gateway's owner. */
  notebook: Record<string, string | undefined>;
}

const prefixed = (env: NodeJS.ProcessEnv, prefix: string): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith(prefix)));

/** Every env var, parsed and validated once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const e = parsed.data;
  const argon2 = { m: e.PASSWORD_ARGON2_M, t: e.PASSWORD_ARGON2_T, p: e.PASSWORD_ARGON2_P };
  if (!isUsableArgon2Cost(argon2)) throw new Error(`Invalid configuration: PASSWORD_ARGON2_M/T/P: m ${argon2.m} KiB, t ${argon2.t}, p ${argon2.p} is not a cost the server computes (m ≥ 8·p, m ≤ 262144, m·t ≤ 1048576, p ≤ 16)`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demoSeed: e.DEMO_SEED,
    demoStorageSeed: e.DEMO_SEED,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    appDist: path.resolve(e.APP_DIST ?? path.join(packageRoot, '..', 'app', 'dist')),
    storybook: {
      enabled: e.STORYBOOK_ENABLED,
      dir: path.resolve(e.STORYBOOK_DIR ?? path.join(packageRoot, '..', '..', 'storybook-static')),
    },
    tokenTtl: e.TOKEN_TTL,
    ossHost: e.OSS_HOST,
    cdnPrefix: e.CDN_PREFIX,
    trustProxy: e.TRUST_PROXY,
    authCacheSeconds: e.AUTH_CACHE_SECONDS,
    competitionWorkers: e.COMPETITION_SCORING_WORKERS,
    boardWholePageEveryMs: 2000,
    metricsScrapeToken: e.METRICS_SCRAPE_TOKEN,
    metricsSampleSeconds: e.METRICS_SAMPLE_SECONDS,
    competitionRankSnapshotMinutes: e.COMPETITION_RANK_SNAPSHOT_MINUTES,
    competitionRefusedDaily: e.COMPETITION_REFUSED_DAILY,
    streams: { perUser: e.STREAMS_PER_USER, perAddress: e.STREAMS_PER_ADDRESS, total: e.STREAMS_TOTAL, lifetimeMs: e.STREAM_LIFETIME_SECONDS * 1000 },
    queue: { heartbeatSeconds: e.QUEUE_HEARTBEAT_SECONDS, instanceTimeoutSeconds: e.QUEUE_INSTANCE_TIMEOUT_SECONDS },
    dataCenterUrl: e.DATA_CENTER_URL,
    sms: { codeTtl: e.SMS_CODE_TTL, resendInterval: e.SMS_RESEND_INTERVAL },
    rateLimit: { loginMax: e.LOGIN_RATE_MAX, smsMax: e.SMS_RATE_MAX, windowSeconds: e.RATE_WINDOW },
    loginThrottle: { maxFailures: e.LOGIN_MAX_FAILURES, lockSeconds: e.LOGIN_LOCK_SECONDS },
    passwordCost: e.PASSWORD_HASH === 'scrypt' ? { scheme: 'scrypt', ...RECOMMENDED_COST, N: e.PASSWORD_SCRYPT_N } : { scheme: 'argon2id', m: e.PASSWORD_ARGON2_M, t: e.PASSWORD_ARGON2_T, p: e.PASSWORD_ARGON2_P },
    passwordConcurrency: e.PASSWORD_HASH_CONCURRENCY ?? defaultHashConcurrency(),
    passwordNice: e.PASSWORD_HASH_NICE,
    burstConcurrency: e.BURST_CONCURRENCY ?? Math.max(4, 2 * (e.PASSWORD_HASH_CONCURRENCY ?? defaultHashConcurrency())),
    storage: prefixed(env, 'STORAGE_'),
    notebook: prefixed(env, 'NOTEBOOK_'),
  };
}
