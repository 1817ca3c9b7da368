// @lane kernel
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { openMemoryDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { notebookGateway } from '../../src/runtime/jupyter/gateway.js';
import { JupyterApi } from '../../src/runtime/jupyter/jupyterApi.js';
import { KernelPool } from '../../src/runtime/jupyter/kernelPool.js';
import { KernelStore } from '../../src/runtime/jupyter/kernelStore.js';
import { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { notebookSettingsFromEnv, type NotebookLimits, type NotebookSettings } from '../../src/runtime/jupyter/settings.js';
import { authHeaders, gatewayAuth, deleteSession, resultOf, startSession, TestKernel, USERS } from './helpers.js';

/**
 * The kernel pool (issue 14) on one real Jupyter Server in the bubblewrap sandbox, shared by every test: gateway
 * `pooled` hands out kernels of a pool of 2; gateway `plain` (same Jupyter, same kernel table) has no pool.
 */
let dataDir: string;
let settings: NotebookSettings;
let jupyter: JupyterProcess;
let database: DatabaseHandle;
let api: JupyterApi;
let kernels: KernelStore;
const apps: FastifyInstance[] = [];
const pools: KernelPool[] = [];
let pool: KernelPool;
/** What the main pool last reported to its gauge (finedu_kernel_pool_ready in the app). */
let reported = -1;
let pooled: string;
let plain: string;
const open: TestKernel[] = [];

const log = Fastify({ logger: { level: 'error' } }).log;

async function gateway(limits: NotebookLimits, withPool: KernelPool | null): Promise<string> {
  const app = Fastify({ logger: { level: 'error' } });
  await app.register(notebookGateway, { ...gatewayAuth(database), jupyter, limits, kernels, pool: withPool, reconcileMs: 0 });
  apps.push(app);
  return app.listen({ host: '127.0.0.1', port: 0 });
}

function newPool(size: number, caps: NotebookLimits, onChange?: (ready: number) => void): KernelPool {
  const made = new KernelPool({ size, host: jupyter.pool!, jupyter: api, kernels, caps, log, checkMs: 500, onChange });
  pools.push(made);
  made.start();
  return made;
}

const liveKernels = async (): Promise<string[]> => (await api.kernels()).map((k) => k.id);
/** Jupyter's kernels that no session uses: the pools' waiting kernels. */
async function unsessioned(): Promise<string[]> {
  const used = new Set((await api.sessions(true)).map((s) => s.kernel?.id));
  return (await liveKernels()).filter((id) => !used.has(id));
}

async function connect(base: string, userId: number, kernelId: string): Promise<TestKernel> {
  const kernel = await TestKernel.open(TestKernel.url(base, kernelId, userId));
  open.push(kernel);
  return kernel;
}

async function json(kernel: TestKernel, code: string): Promise<Record<string, unknown>> {
  const { stdout, errorText } = resultOf(await kernel.execute(code, 30_000));
  if (errorText) throw new Error(errorText);
  return JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, unknown>;
}

const WHO = 'import os, json; print(json.dumps({"uid": os.getuid(), "gid": os.getgid(), "groups": os.getgroups(), "cwd": os.getcwd()}))';

beforeAll(async () => {
  for (const id of [11, 12, 13, 14]) USERS[`token-${id}`] = { id, role: 'edu_student', edu_id: 1 };
  dataDir = mkdtempSync('/tmp/nbp-');
  // The cases' first cells import these: the pool preloads them (inline plots must still work).
  settings = notebookSettingsFromEnv({ DATA_DIR: dataDir, NOTEBOOK_HOME_QUOTA_MB: '64', NOTEBOOK_KERNEL_POOL_PRELOAD: 'numpy,pandas,matplotlib.pyplot' });
  [jupyter, database] = await Promise.all([JupyterProcess.start(settings, log), openMemoryDatabase()]);
  api = new JupyterApi(jupyter);
  kernels = new KernelStore(database.db);
  pool = newPool(2, settings.limits, (ready) => (reported = ready));
  [pooled, plain] = await Promise.all([gateway(settings.limits, pool), gateway(settings.limits, null)]);
  expect(await pool.filled(2, 90_000)).toBe(true);
}, 120_000);

afterAll(async () => {
  for (const k of open) k.close();
  for (const p of pools) await p.close();
  for (const app of apps) await app.close();
  await jupyter?.close();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('kernel pool', () => {
  it('needs the bubblewrap sandbox here, and its waiting kernels belong to nobody', async () => {
    expect(jupyter.sandbox.mode).toBe('bwrap');
    expect(jupyter.homeQuota.mode).toBe('loop'); // homes are their own 64 MiB filesystems, as in production
    const waiting = await unsessioned();
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    // No row: every ownership check answers "no such kernel", to anyone.
    for (const id of waiting) expect(await kernels.ownerOfKernel(id)).toBeUndefined();
    const res = await fetch(`${pooled}/notebook/api/kernels/${waiting[0]}`, { headers: authHeaders(7) });
    expect(res.status).toBe(404);
    expect(await TestKernel.refusal(TestKernel.url(pooled, waiting[0]!, 7))).toBe(404);
  });

  it('hands a waiting kernel to its user, who runs in their own uid and folder, and refills', async () => {
    await jupyter.writeUserFiles(7, 'case-1', [{ filename: 'data.csv', bytes: Buffer.from('a,b\n1,2\n') }]);
    const before = await unsessioned();
    const session = await startSession(pooled, 7, 'case-1/case.ipynb');
    expect(before).toContain(session.kernel.id); // the pre-started kernel, not a new one
    expect(await kernels.ownerOfKernel(session.kernel.id)).toBe(7);
    const kernel = await connect(pooled, 7, session.kernel.id);
    const uid = settings.sandboxLimits.uidBase + 7;
    expect(await json(kernel, WHO)).toEqual({ uid, gid: uid, groups: [], cwd: '/home/user/case-1' });
    const run = await kernel.execute("import pandas as pd; df = pd.read_csv('data.csv'); open('out.txt', 'w').write('mine'); print(int(df.b.sum()))", 60_000);
    expect(resultOf(run).stdout.trim()).toBe('2');
    // pyplot was preloaded before the hand-out: it still has the Chinese set-up (issue 35) and draws every glyph.
    const plot = await kernel.execute("import matplotlib.pyplot as plt\nplt.plot([1, 2, -3], label='收益')\nplt.title('累计收益')\nplt.legend()\nplt.show()", 60_000);
    expect(resultOf(plot).errorText).toBe('');
    expect(resultOf(plot).stdout).toBe('');
    expect(plot.outputs.some((m) => m.header.msg_type === 'display_data' && 'image/png' in (m.content.data as Record<string, unknown>))).toBe(true);
    const font = await json(kernel, "import json, os, matplotlib; from matplotlib import font_manager as fm; print(json.dumps({'font': fm.findfont(fm.FontProperties(family=['sans-serif'])), 'config': matplotlib.get_configdir(), 'home': '.cache' in os.listdir(os.path.expanduser('~'))}))");
    expect(font).toEqual({ font: '/opt/finedu/fonts/NotoSansCJKsc-Regular.otf', config: '/tmp/matplotlib', home: false });
    // Written into the user's real home, owned by their uid.
    expect(readFileSync(path.join(jupyter.notebookRoot, 'u7', 'case-1', 'out.txt'), 'utf8')).toBe('mine');
    // The home the kernel sees is the user's quota-limited filesystem, not the slot underneath.
    const disk = await json(kernel, "import os, json; s = os.statvfs('/home/user'); print(json.dumps({'mb': s.f_blocks * s.f_frsize // 1048576}))");
    expect(disk.mb).toBeLessThanOrEqual(64);
    const caps = await json(kernel, "import json; s = dict(l.split(':', 1) for l in open('/proc/self/status').read().splitlines()); print(json.dumps({k: s[k].strip() for k in ('CapEff', 'CapPrm', 'CapBnd', 'CapInh', 'CapAmb', 'NoNewPrivs')}))");
    expect(caps).toEqual({ CapEff: '0000000000000000', CapPrm: '0000000000000000', CapBnd: '0000000000000000', CapInh: '0000000000000000', CapAmb: '0000000000000000', NoNewPrivs: '1' });
    // The pool starts another in the background.
    expect(await pool.filled(2, 90_000)).toBe(true);
    const after = await unsessioned();
    expect(after).not.toContain(session.kernel.id);
    expect(reported).toBe(2);
    // A restart (the restart button, the cell watchdog) brings back this user's kernel, not a waiting one.
    const restart = await fetch(`${pooled}/notebook/api/kernels/${session.kernel.id}/restart?user_id=7`, { method: 'POST', headers: authHeaders(7), body: '{}' });
    expect(restart.status).toBe(200);
    await kernel.waitReady(60_000);
    expect(await json(kernel, WHO)).toEqual({ uid, gid: uid, groups: [], cwd: '/home/user/case-1' });
  }, 180_000);

  it('never gives one kernel to two users, and shuts a handed-out kernel down when its session ends', async () => {
    const [a, b] = await Promise.all([startSession(pooled, 8, 'x/a.ipynb'), startSession(pooled, 9, 'y/b.ipynb')]);
    expect(a.kernel.id).not.toBe(b.kernel.id);
    const [ka, kb] = await Promise.all([connect(pooled, 8, a.kernel.id), connect(pooled, 9, b.kernel.id)]);
    expect((await json(ka, WHO)).uid).toBe(settings.sandboxLimits.uidBase + 8);
    expect((await json(kb, WHO)).uid).toBe(settings.sandboxLimits.uidBase + 9);
    // Neither may use the other's kernel.
    expect(await TestKernel.refusal(TestKernel.url(pooled, a.kernel.id, 9))).toBe(403);
    expect(await deleteSession(pooled, 8, a.id)).toBe(204);
    expect(await liveKernels()).not.toContain(a.kernel.id);
    expect(await pool.filled(2, 90_000)).toBe(true);
    expect(await unsessioned()).not.toContain(a.kernel.id);
  }, 150_000);

  it('a handed-out kernel sees only its own user’s home', async () => {
    await jupyter.writeUserFiles(7, '', [{ filename: 'secret.txt', bytes: Buffer.from('user 7 private') }]);
    const session = await startSession(pooled, 10, 'snoop.ipynb');
    const kernel = await connect(pooled, 10, session.kernel.id);
    const seen = await json(
      kernel,
      `import os, json
tries = {}
for p in ['/home/user/../u7/secret.txt', ${JSON.stringify(path.join(jupyter.notebookRoot, 'u7', 'secret.txt'))}, ${JSON.stringify(path.join(dataDir, 'notebook-runtime'))}]:
    try:
        open(p).read(); tries[p] = 'read'
    except OSError as e:
        tries[p] = type(e).__name__
print(json.dumps({"home": sorted(os.listdir('/home')), "mine": sorted(os.listdir('/home/user')), "tries": sorted(set(tries.values()))}))`,
    );
    expect(seen.home).toEqual(['user']);
    expect(seen.mine).not.toContain('secret.txt');
    expect(seen.tries).not.toContain('read');
  }, 120_000);

  it('reads its size (0 = off) and preloads from the environment', () => {
    expect(notebookSettingsFromEnv({ DATA_DIR: dataDir }).poolSize).toBe(2);
    expect(notebookSettingsFromEnv({ DATA_DIR: dataDir, NOTEBOOK_KERNEL_POOL_SIZE: '0' }).poolSize).toBe(0);
    expect(notebookSettingsFromEnv({ DATA_DIR: dataDir, NOTEBOOK_KERNEL_POOL_PRELOAD: 'numpy, pandas' }).poolPreload).toEqual(['numpy', 'pandas']);
    expect(() => notebookSettingsFromEnv({ DATA_DIR: dataDir, NOTEBOOK_KERNEL_POOL_PRELOAD: 'matplotlib_inline.backend_inline' })).toThrow(/PRELOAD/);
    expect(() => notebookSettingsFromEnv({ DATA_DIR: dataDir, NOTEBOOK_KERNEL_POOL_PRELOAD: 'os; rm' })).toThrow(/PRELOAD/);
  });

  it('without a pool, a session starts its own kernel as before', async () => {
    expect(await pool.filled(2, 90_000)).toBe(true);
    const waiting = await unsessioned();
    const session = await startSession(plain, 11, 'plain.ipynb');
    expect(waiting).not.toContain(session.kernel.id);
    const kernel = await connect(plain, 11, session.kernel.id);
    expect((await json(kernel, WHO)).uid).toBe(settings.sandboxLimits.uidBase + 11);
    expect(pool.ready).toBe(2); // untouched
  }, 120_000);

  it('keeps the per-user cap: a refused start puts the untouched kernel back', async () => {
    const caps = { ...settings.limits, maxKernelsPerUser: 1 };
    const tight = await gateway(caps, pool);
    await startSession(tight, 12, 'one.ipynb');
    expect(await pool.filled(2, 90_000)).toBe(true);
    const waiting = await unsessioned();
    const res = await fetch(`${tight}/notebook/api/sessions?user_id=12`, { method: 'POST', headers: authHeaders(12), body: JSON.stringify({ path: 'two.ipynb', type: 'notebook', kernel: { name: 'python3' } }) });
    expect(res.status).toBe(429);
    expect(pool.ready).toBe(2);
    expect((await unsessioned()).sort()).toEqual(waiting.sort());
  }, 150_000);

  /** A pooled kernel started as a pool does, whose answer "got lost" (the test holds it): nobody's stray. */
  async function strayKernel(): Promise<string> {
    const answer = await api.request('POST', 'api/kernels', { name: 'python3', path: jupyter.pool!.folder });
    const id = (answer.body as { id?: string } | null)?.id;
    expect(answer.status).toBe(201);
    return id!;
  }

  async function gone(kernelId: string, timeoutMs: number): Promise<boolean> {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      if (!(await liveKernels()).includes(kernelId)) return true;
    }
    return false;
  }

  it('shuts down a pooled kernel whose start had no answer when the pool is full (it would hold a place under the cap)', async () => {
    expect(await pool.filled(2, 90_000)).toBe(true);
    const stray = await strayKernel();
    expect(await gone(stray, 30_000)).toBe(true);
    expect(pool.ready).toBe(2);
  }, 120_000);

  let small: KernelPool;

  it('keeps the global cap: pooled kernels count, users take them at the cap, the pool refills only within it', async () => {
    const live = (await liveKernels()).length;
    const caps = { ...settings.limits, maxKernels: live + 1 };
    small = newPool(1, caps);
    expect(await small.filled(1, 90_000)).toBe(true);
    expect(await kernels.reservePool(caps, liveKernels)).toBeNull(); // at the cap now
    const capped = await gateway(caps, small);
    const session = await startSession(capped, 13, 'capped.ipynb');
    expect(await kernels.ownerOfKernel(session.kernel.id)).toBe(13);
    expect(await small.checked(3)).toBe(true); // three refill attempts at the cap
    expect(small.ready).toBe(0);
    expect((await liveKernels()).length).toBe(live + 1);
    const refused = await fetch(`${capped}/notebook/api/sessions?user_id=14`, { method: 'POST', headers: authHeaders(14), body: JSON.stringify({ path: 'late.ipynb', type: 'notebook', kernel: { name: 'python3' } }) });
    expect(refused.status).toBe(429);
  }, 150_000);

  it('adopts a pooled kernel whose start had no answer when it has room: the kernel is not lost under the cap', async () => {
    // The other pools go (a full one would shut the stray down, one with room would adopt it itself).
    await Promise.all([pool.close(), small.close()]);
    const stray = await strayKernel();
    const live = await liveKernels();
    expect(live).toContain(stray);
    // At the cap with the stray counted: this pool cannot start a kernel of its own, so the stray is its only way to fill.
    const lone = newPool(1, { ...settings.limits, maxKernels: live.length });
    expect(await lone.filled(1, 90_000)).toBe(true);
    const taken = lone.take();
    expect(taken).toBe(stray);
    lone.giveBack(taken!);
    expect((await liveKernels()).sort()).toEqual(live.sort());
  }, 150_000);
});
