// @lane kernel
// @db postgres
// Issue 19: two API instances on one database (PostgreSQL with DATABASE_URL, each with its own pool; PGlite
// otherwise) and one real Jupyter Server. Kernel ownership lives in the database, so a kernel started through one
// instance is used through the other; other users are refused on both; the caps hold when both start at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { notebookKernels } from '../../src/db/schema/index.js';
import { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { KernelStore } from '../../src/runtime/jupyter/kernelStore.js';
import { notebookSettingsFromEnv } from '../../src/runtime/jupyter/settings.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { resultOf, TestKernel, type SessionModel } from './helpers.js';

const PER_USER = 2;
const GLOBAL = 4;

let jupyter: JupyterProcess;
let dataDir: string;
let a: TestApp;
let b: TestApp;
let student: Session;
let student2: Session;
/** A third user (a teacher: a competition account may open only its exam's notebook questions, issue 37). */
let third: Session;

beforeAll(async () => {
  dataDir = mkdtempSync('/tmp/nbs-');
  jupyter = await JupyterProcess.start(notebookSettingsFromEnv({ DATA_DIR: dataDir, NOTEBOOK_CELL_TIMEOUT_S: '20' }), Fastify({ logger: { level: 'warn' } }).log);
  const limits = { notebook: { NOTEBOOK_MAX_KERNELS_PER_USER: String(PER_USER), NOTEBOOK_MAX_KERNELS: String(GLOBAL), NOTEBOOK_CELL_TIMEOUT_S: '20' } };
  a = await createTestApp(limits, { notebook: jupyter });
  b = await createTestApp(limits, { notebook: jupyter, sameDatabaseAs: a });
  student = await a.login('student');
  student2 = await b.login('student2');
  third = await a.login('teacher');
}, 90_000);

afterAll(async () => {
  for (const t of [b, a]) {
    t?.app.server.closeAllConnections();
    await t?.close();
  }
  await jupyter?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = (via: TestApp, as: Session, path: string) =>
  via.request(`/notebook/api/sessions?user_id=${as.user.id}`, {
    method: 'POST',
    as,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, type: 'notebook', name: path, kernel: { name: 'python3' } }),
  });
const channel = (via: TestApp, kernelId: string, as: Session) => TestKernel.url(via.baseUrl, kernelId, as.user.id, as.token);
const kernelCall = (via: TestApp, as: Session, kernelId: string, action: '' | '/interrupt' | '/restart', method = 'POST') =>
  via.request(`/notebook/api/kernels/${kernelId}${action}`, { method, as, ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}) });
const rows = () => a.app.db.select().from(notebookKernels);

/** Deletes every session Jupyter runs (between tests, so the global cap starts from zero). */
async function stopAll(): Promise<void> {
  const res = await fetch(`${jupyter.url}api/sessions`, { headers: { Authorization: `token ${jupyter.token}` } });
  for (const s of (await res.json()) as Array<{ id: string }>) {
    await fetch(`${jupyter.url}api/sessions/${s.id}`, { method: 'DELETE', headers: { Authorization: `token ${jupyter.token}` } });
  }
  // Until Jupyter lists none (a kernel's shutdown may outlive its session's DELETE), so the next cap starts from zero.
  for (let i = 0; i < 100; i++) {
    const kernels = await fetch(`${jupyter.url}api/kernels`, { headers: { Authorization: `token ${jupyter.token}` } });
    if (kernels.status === 200 && ((await kernels.json()) as unknown[]).length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await a.app.db.delete(notebookKernels);
}

it('a kernel started through instance A is run, interrupted and restarted through instance B', async () => {
  const res = await start(a, student, 'shared/one.ipynb');
  expect(res.status).toBe(201);
  const session = (await res.json()) as SessionModel;
  const [row] = await a.app.db.select().from(notebookKernels).where(eq(notebookKernels.kernelId, session.kernel.id));
  expect(row).toMatchObject({ sessionId: session.id, userId: student.user.id, path: `u${student.user.id}/shared/one.ipynb` });

  const k = await TestKernel.open(channel(b, session.kernel.id, student));
  expect(resultOf(await k.execute('x = 6 * 7; x')).result).toBe('42');
  // Interrupt through B stops a running cell started through B's channel.
  const started = k.printed('running');
  const running = k.execute("import time\nprint('running', flush=True)\nfor _ in range(200): time.sleep(0.1)", 30_000);
  await started;
  expect((await kernelCall(b, student, session.kernel.id, '/interrupt')).status).toBe(204);
  expect(resultOf(await running).errors).toEqual(['KeyboardInterrupt']);
  expect(resultOf(await k.executeAfterError('x')).result).toBe('42');
  // Restart through B: the kernel keeps its id (and row) and forgets its state.
  expect((await kernelCall(b, student, session.kernel.id, '/restart')).status).toBe(200);
  await k.waitReady();
  expect(resultOf(await k.execute('x')).errors).toEqual(['NameError']);
  k.close();
  // A's channel to the same kernel, and B's session answers, for the same user.
  const again = await TestKernel.open(channel(a, session.kernel.id, student));
  expect(resultOf(await again.execute('1 + 1')).result).toBe('2');
  again.close();
  expect((await b.request(`/notebook/api/sessions/${session.id}`, { as: student })).status).toBe(200);

  // Deleting through B removes the row: A then knows no such kernel.
  expect((await b.request(`/notebook/api/sessions/${session.id}`, { method: 'DELETE', as: student })).status).toBe(204);
  expect(await rows()).toEqual([]);
  expect((await kernelCall(a, student, session.kernel.id, '', 'GET')).status).toBe(404);
  expect(await TestKernel.refusal(channel(a, session.kernel.id, student))).toBe(404);
}, 90_000);

it('refuses another user on both instances', async () => {
  const session = (await (await start(a, student, 'shared/mine.ipynb')).json()) as SessionModel;
  for (const via of [a, b]) {
    expect(await TestKernel.refusal(channel(via, session.kernel.id, student2))).toBe(403);
    for (const [action, method] of [['', 'GET'], ['/interrupt', 'POST'], ['/restart', 'POST'], ['', 'DELETE']] as const) {
      expect((await kernelCall(via, student2, session.kernel.id, action, method)).status).toBe(403);
    }
    expect((await via.request(`/notebook/api/sessions/${session.id}`, { method: 'DELETE', as: student2 })).status).toBe(403);
    const listed = (await (await via.request('/notebook/api/kernels', { as: student2 })).json()) as Array<{ id: string }>;
    expect(listed.map((k) => k.id)).not.toContain(session.kernel.id);
  }
  // Still the owner's, and alive.
  const k = await TestKernel.open(channel(b, session.kernel.id, student));
  expect(resultOf(await k.execute('3 * 3')).result).toBe('9');
  k.close();
  await stopAll();
}, 60_000);

it('holds the per-user cap when both instances start sessions at once', async () => {
  const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => start(i % 2 === 0 ? a : b, student, `race/u-${i}.ipynb`)));
  const statuses = answers.map((r) => r.status).sort();
  expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
  const refused = answers.find((r) => r.status === 429)!;
  expect(((await refused.json()) as { message: string }).message).toMatch(/^你已有 2 个运行中的内核.* \/ You already have 2 running kernels/);
  const kernels = (await (await fetch(`${jupyter.url}api/kernels`, { headers: { Authorization: `token ${jupyter.token}` } })).json()) as unknown[];
  expect(kernels).toHaveLength(PER_USER);
  expect((await rows()).filter((r) => r.userId === student.user.id)).toHaveLength(PER_USER);
  await stopAll();
}, 90_000);

it('holds the global cap when both instances start sessions at once', async () => {
  const users = [student, student2, third];
  const starts = users.flatMap((as, u) => [0, 1].flatMap((i) => [start(a, as, `race/g-${u}-${i}a.ipynb`), start(b, as, `race/g-${u}-${i}b.ipynb`)]));
  const statuses = (await Promise.all(starts)).map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(GLOBAL);
  expect(statuses.filter((s) => s === 429)).toHaveLength(starts.length - GLOBAL);
  const kernels = (await (await fetch(`${jupyter.url}api/kernels`, { headers: { Authorization: `token ${jupyter.token}` } })).json()) as unknown[];
  expect(kernels).toHaveLength(GLOBAL);
  await stopAll();
}, 120_000);

it('reconciles: a kernel stopped behind the gateway’s back leaves the table, an untracked session is adopted', async () => {
  const session = (await (await start(a, student, 'shared/culled.ipynb')).json()) as SessionModel;
  const store = new KernelStore(b.app.db);
  const state = async () => {
    const auth = { headers: { Authorization: `token ${jupyter.token}` } };
    const [sessions, kernels] = await Promise.all([fetch(`${jupyter.url}api/sessions`, auth), fetch(`${jupyter.url}api/kernels`, auth)]);
    return { sessions: (await sessions.json()) as never[], kernelIds: ((await kernels.json()) as Array<{ id: string }>).map((k) => k.id) };
  };
  // Stopped directly in Jupyter (as the watchdog's culling does): the next reconciliation drops the row.
  await fetch(`${jupyter.url}api/kernels/${session.kernel.id}`, { method: 'DELETE', headers: { Authorization: `token ${jupyter.token}` } });
  expect((await store.reconcile(state)).removed).toBe(1);
  expect(await rows()).toEqual([]);
  // A session started in Jupyter without the gateway, in a user's folder, is adopted as that user's.
  const direct = await fetch(`${jupyter.url}api/sessions`, {
    method: 'POST',
    headers: { Authorization: `token ${jupyter.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ path: `u${student2.user.id}/direct.ipynb`, type: 'notebook', name: 'direct.ipynb', kernel: { name: 'python3' } }),
  });
  const adopted = (await direct.json()) as SessionModel;
  expect((await store.reconcile(state)).adopted).toBe(1);
  expect((await kernelCall(a, student2, adopted.kernel.id, '', 'GET')).status).toBe(200);
  expect((await kernelCall(b, student, adopted.kernel.id, '', 'GET')).status).toBe(403);
  await stopAll();
}, 60_000);
