// The two-instance set-up of the cluster suite (issue 19): a fresh PostgreSQL database, object storage both instances
// share (s3rver: a real S3 API), ONE external Jupyter Server (the command src/runtime/jupyter/jupyterProcess.ts runs, own
// port, token and root), two API instances (packages/server/dist/main.js, own ports and data folders, one
// DATABASE_URL) and Debian's nginx in front (round robin). globalSetup starts it and writes what the tests need
// (ports, pids, each instance's environment) to a state file; a test may kill and restart an instance through it, and
// the teardown stops whatever the file names last.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_MAIN = path.join(REPO_ROOT, 'packages', 'server', 'dist', 'main.js');
const SERVER_CWD = path.join(REPO_ROOT, 'packages', 'server');
const JUPYTER_CONFIG = path.join(REPO_ROOT, 'packages', 'server', 'resources', 'notebook', 'jupyter_server_config.py');
export const DEMO_PASSWORD = 'Demo@2026';
export const BUCKET = 'finedu';
/** Sign-in calls one client IP may make per minute on the whole platform (every instance together). */
export const LOGIN_RATE_MAX = 20;
/** Parts of 5 MiB (S3's smallest), so a test upload has several without moving much data. */
export const PART_BYTES = 5 * 1024 * 1024;

export type InstanceName = 'a' | 'b';

export interface ClusterState {
  dir: string;
  database: { name: string; url: string; adminUrl: string };
  ports: { nginx: number; a: number; b: number; jupyter: number; s3: number };
  jupyter: { pid: number; url: string; token: string };
  nginxPid: number;
  instances: Record<InstanceName, { pid: number; env: Record<string, string> }>;
}

/** Ports from CLUSTER_PORT_BASE (default 8700): nginx, instance A, instance B, Jupyter, S3. */
export function clusterPorts(base = Number(process.env.CLUSTER_PORT_BASE ?? 8700)): ClusterState['ports'] {
  return { nginx: base, a: base + 1, b: base + 2, jupyter: base + 3, s3: base + 4 };
}

const statePath = () => {
  const file = process.env.CLUSTER_STATE;
  if (!file) throw new Error('CLUSTER_STATE is not set (run through playwright.cluster.config.ts)');
  return file;
};

export const readState = (): ClusterState => JSON.parse(fs.readFileSync(statePath(), 'utf8')) as ClusterState;
const writeState = (state: ClusterState) => fs.writeFileSync(statePath(), JSON.stringify(state, null, 2));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const nginxBase = (state = readState()) => `http://127.0.0.1:${state.ports.nginx}`;
export const instanceBase = (name: InstanceName, state = readState()) => `http://127.0.0.1:${state.ports[name]}`;
/** Which instance answered, from the test nginx's `X-Upstream: $upstream_addr` (the last one tried). */
export function upstreamOf(header: string | null | undefined, state = readState()): InstanceName | null {
  const last = (header ?? '').split(',').pop()?.trim() ?? '';
  if (last === `127.0.0.1:${state.ports.a}`) return 'a';
  if (last === `127.0.0.1:${state.ports.b}`) return 'b';
  return null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signals the process group of `pid` (each child runs in its own) and waits until the leader is gone. */
async function stopGroup(pid: number, signal: NodeJS.Signals, waitMs = 15_000): Promise<void> {
  if (!pid || !alive(pid)) return;
  try {
    process.kill(-pid, signal);
  } catch {
    process.kill(pid, signal);
  }
  const until = Date.now() + waitMs;
  while (alive(pid) && Date.now() < until) await sleep(50);
  if (alive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
    while (alive(pid)) await sleep(50);
  }
}

/** A detached child (its own process group, output appended to `log`) that outlives the test worker that started it. */
function launch(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string, log: string): number {
  const out = fs.openSync(log, 'a');
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  child.unref();
  if (child.pid === undefined) throw new Error(`cannot start ${command}`);
  return child.pid;
}

async function waitFor(url: string, pid: number, log: string, init: RequestInit = {}, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (!alive(pid)) throw new Error(`${url}: the process exited:\n${tail(log)}`);
    if (await fetch(url, { ...init, signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false)) return;
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${tail(log)}`);
    await sleep(100);
  }
}

const tail = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '';
  }
};

/** Starts instance `name` with its recorded environment and waits for /api/health; answers how long that took. */
export async function startInstance(name: InstanceName): Promise<number> {
  const state = readState();
  const started = performance.now();
  const log = path.join(state.dir, `instance-${name}.log`);
  const pid = launch(process.execPath, [SERVER_MAIN], state.instances[name].env, SERVER_CWD, log);
  state.instances[name].pid = pid;
  writeState(state);
  await waitFor(`${instanceBase(name, state)}/api/health`, pid, log);
  return performance.now() - started;
}

/** SIGKILLs instance `name` (no clean shutdown: what a crashed machine does). */
export async function killInstance(name: InstanceName): Promise<void> {
  await stopGroup(readState().instances[name].pid, 'SIGKILL');
}

export const instanceRunning = (name: InstanceName) => alive(readState().instances[name].pid);

/** Makes sure both instances serve (a test that killed one restarts it; this repairs a test that failed before). */
export async function ensureBothRunning(): Promise<void> {
  for (const name of ['a', 'b'] as const) if (!instanceRunning(name)) await startInstance(name);
}

/**
 * The deployment's own nginx configuration (docs/deploy/compose/nginx.conf, the copy of docs/deploy/nginx.conf without
 * TLS), with the test's addresses, its files in the run's folder, and an `X-Upstream: $upstream_addr` header that
 * tells a test which instance answered (a test aid only: production never names its upstreams).
 */
function nginxConfig(state: ClusterState): string {
  const d = state.dir;
  let conf = fs.readFileSync(path.join(REPO_ROOT, 'docs', 'deploy', 'compose', 'nginx.conf'), 'utf8');
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(conf)) throw new Error(`docs/deploy/compose/nginx.conf no longer has ${pattern}`);
    conf = conf.replace(pattern, by);
  };
  replace(/^worker_processes .*$/m, `worker_processes 1;\nerror_log ${d}/nginx-error.log warn;`);
  replace(/server api1:8080 /, `server 127.0.0.1:${state.ports.a} `);
  replace(/server api2:8080 /, `server 127.0.0.1:${state.ports.b} `);
  replace(/fail_timeout=5s/g, 'fail_timeout=3s');
  replace(
    /^http \{$/m,
    ['http {', `  access_log ${d}/nginx-access.log;`, ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${d}/nginx-tmp/${kind};`)].join('\n'),
  );
  replace(/^( *)listen 80;$/m, `$1listen 127.0.0.1:${state.ports.nginx};\n$1add_header X-Upstream $upstream_addr always;`);
  return conf;
}

/** Starts everything but the object storage (the caller runs s3rver in its own process) and writes the state file. */
export async function startCluster(dir: string, ports = clusterPorts()): Promise<ClusterState> {
  fs.mkdirSync(path.join(dir, 'nginx-tmp'), { recursive: true });
  // DATABASE_URL names the server; the suite's own database is created from its maintenance database `postgres`
  // (never the database DATABASE_URL names, which CI uses for the server suite).
  const server = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = '/postgres';
  const adminUrl = server.toString();
  const name = `h19_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;

  // The external Jupyter Server: the command the server's child process runs, with its own token and root.
  const jupyterToken = randomBytes(24).toString('hex');
  const jupyterDir = path.join(dir, 'jupyter');
  for (const sub of ['root', 'config', 'data', 'run']) fs.mkdirSync(path.join(jupyterDir, sub), { recursive: true, mode: 0o700 });
  const jupyterLog = path.join(dir, 'jupyter.log');
  const jupyterPid = launch(
    process.env.NOTEBOOK_PYTHON ?? '/usr/bin/python3',
    [
      '-m', 'jupyter_server',
      `--config=${JUPYTER_CONFIG}`,
      '--ServerApp.ip=127.0.0.1', `--ServerApp.port=${ports.jupyter}`, '--ServerApp.port_retries=0',
      '--ServerApp.base_url=/notebook/', '--ServerApp.open_browser=False', '--ServerApp.allow_root=True',
      `--ServerApp.root_dir=${path.join(jupyterDir, 'root')}`,
    ],
    {
      PATH: '/usr/bin:/bin',
      LANG: 'C.UTF-8',
      HOME: path.join(jupyterDir, 'data'),
      JUPYTER_TOKEN: jupyterToken,
      JUPYTER_CONFIG_DIR: path.join(jupyterDir, 'config'),
      JUPYTER_DATA_DIR: path.join(jupyterDir, 'data'),
      JUPYTER_RUNTIME_DIR: path.join(jupyterDir, 'run'),
      JUPYTER_PLATFORM_DIRS: '1',
      PYTHONDONTWRITEBYTECODE: '1',
    },
    dir,
    jupyterLog,
  );
  const jupyterUrl = `http://127.0.0.1:${ports.jupyter}/notebook/`;

  const linkSecret = randomBytes(24).toString('base64url');
  const instanceEnv = (which: InstanceName): Record<string, string> => {
    const dataDir = path.join(dir, which);
    fs.mkdirSync(dataDir, { recursive: true });
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? dir,
      PORT: String(ports[which]),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl.toString(),
      DEMO_SEED: '1',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      STORAGE_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      STORAGE_BUCKET: BUCKET,
      STORAGE_ACCESS_KEY: 'S3RVER',
      STORAGE_SECRET_KEY: 'S3RVER',
      STORAGE_LINK_SECRET: linkSecret,
      UPLOAD_PART_BYTES: String(PART_BYTES),
      NOTEBOOK_URL: jupyterUrl,
      NOTEBOOK_TOKEN: jupyterToken,
      // The sign-in limit per client IP and minute: above what the suite's own sign-ins from 127.0.0.1 need in a
      // minute, low enough for shared-state.spec.ts to reach it from an address of its own (X-Forwarded-For).
      LOGIN_RATE_MAX: String(LOGIN_RATE_MAX),
      RATE_WINDOW: '60',
      LOGIN_MAX_FAILURES: '100',
    };
    return env;
  };

  const state: ClusterState = {
    dir,
    database: { name, url: dbUrl.toString(), adminUrl },
    ports,
    jupyter: { pid: jupyterPid, url: jupyterUrl, token: jupyterToken },
    nginxPid: 0,
    instances: { a: { pid: 0, env: instanceEnv('a') }, b: { pid: 0, env: instanceEnv('b') } },
  };
  writeState(state);
  await waitFor(`${jupyterUrl}api/status`, jupyterPid, jupyterLog, { headers: { authorization: `token ${jupyterToken}` } });
  // A first: it migrates and seeds the empty database; B then starts on a database that is ready.
  await startInstance('a');
  await startInstance('b');

  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(state));
  const nginxLog = path.join(dir, 'nginx.out');
  const nginxPid = launch(process.env.NGINX ?? '/usr/sbin/nginx', ['-c', conf, '-p', dir, '-e', path.join(dir, 'nginx-error.log'), '-g', `daemon off; pid ${dir}/nginx.pid;`], process.env, dir, nginxLog);
  const current = readState();
  current.nginxPid = nginxPid;
  writeState(current);
  await waitFor(`http://127.0.0.1:${ports.nginx}/api/health`, nginxPid, nginxLog);
  return current;
}

/** Stops nginx, both instances and Jupyter (and its kernels), then drops the database. */
export async function stopCluster(): Promise<void> {
  let state: ClusterState;
  try {
    state = readState();
  } catch {
    return;
  }
  await stopGroup(state.nginxPid, 'SIGQUIT', 5000);
  await Promise.all((['a', 'b'] as const).map((name) => stopGroup(state.instances[name].pid, 'SIGTERM')));
  await stopGroup(state.jupyter.pid, 'SIGTERM');
  const admin = new pg.Client({ connectionString: state.database.adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${state.database.name}" with (force)`);
  } finally {
    await admin.end();
  }
}
