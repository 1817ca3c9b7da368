// @lane kernel
// Issue 19: an external Jupyter Server (NOTEBOOK_URL, NOTEBOOK_TOKEN). The test starts a Jupyter Server process of
// its own (the platform's command: resources/notebook/jupyter_server_config.py, its sandboxed kernel launcher and
// watchdog) with its own port, token and root folder, and builds the app with only its URL and token: the app has no
// Jupyter of its own and reaches users' folders through the contents API. Sessions, the kernel channel, interrupt
// and restart, the dataset copy into the user's folder and a graded case evaluation must all work.
import type { CaseList, Evaluation, StudyCaseWithWork, WorkCell } from '@finedu/domain';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { ExternalJupyter } from '../../src/runtime/jupyter/externalJupyter.js';
import { JupyterProcess, startNotebookBackend } from '../../src/runtime/jupyter/jupyterProcess.js';
import { notebookSettingsFromEnv } from '../../src/runtime/jupyter/settings.js';
import { kernelHostOf } from '../../src/runtime/kernelHost.js';
import { DEMO_CASES, solvedCells } from '../../src/seed/cases.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { resultOf, TestKernel, type SessionModel } from './helpers.js';

let external: JupyterProcess;
let externalDir: string;
let t: TestApp;
let student: Session;
let student2: Session;

beforeAll(async () => {
  externalDir = mkdtempSync('/tmp/nbx-');
  // The external side: its own process, port, token and root dir (homes without the loop-mounted quota).
  external = await JupyterProcess.start(notebookSettingsFromEnv({ DATA_DIR: externalDir, NOTEBOOK_HOME_QUOTA_MB: '0' }), Fastify({ logger: { level: 'warn' } }).log);
  t = await createTestApp(
    { notebook: { NOTEBOOK_URL: external.url, NOTEBOOK_TOKEN: external.token, NOTEBOOK_CELL_TIMEOUT_S: '20' } },
    { notebook: 'start' },
  );
  student = await t.login('student');
  student2 = await t.login('student2');
}, 120_000);

afterAll(async () => {
  t?.app.server.closeAllConnections();
  await t?.close();
  await external?.close();
  rmSync(externalDir, { recursive: true, force: true });
});

const home = (userId: number, ...parts: string[]) => path.join(external.notebookRoot, `u${userId}`, ...parts);

it('uses the NOTEBOOK_URL server through the contents API, with no Jupyter of its own', () => {
  const host = kernelHostOf(t.app);
  expect(host).toBeInstanceOf(ExternalJupyter);
  expect(host?.url).toBe(external.url);
  expect(host?.uidOf).toBeUndefined();
});

it('starts a session in the user’s folder and runs, interrupts and restarts its kernel over the channel', async () => {
  const res = await t.request(`/notebook/api/sessions?user_id=${student.user.id}`, {
    method: 'POST',
    as: student,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: 'ext/work/demo.ipynb', type: 'notebook', name: 'demo.ipynb', kernel: { name: 'python3' } }),
  });
  expect(res.status).toBe(201);
  const session = (await res.json()) as SessionModel;
  expect(session.path).toBe(`u${student.user.id}/ext/work/demo.ipynb`);
  // The folder was made through the contents API on the external server.
  expect(statSync(home(student.user.id, 'ext', 'work')).isDirectory()).toBe(true);

  const url = TestKernel.url(t.baseUrl, session.kernel.id, student.user.id, student.token);
  const k = await TestKernel.open(url, true);
  expect(resultOf(await k.execute('import os; x = 6 * 7; print(os.path.basename(os.getcwd())); x'))).toMatchObject({ result: '42', stdout: 'work\n' });
  const started = k.printed('running');
  const running = k.execute("import time\nprint('running', flush=True)\nfor _ in range(300): time.sleep(0.1)", 40_000);
  await started;
  const kernelUrl = `/notebook/api/kernels/${session.kernel.id}`;
  const post = { method: 'POST', as: student, headers: { 'content-type': 'application/json' }, body: '{}' };
  expect((await t.request(`${kernelUrl}/interrupt`, post)).status).toBe(204);
  expect(resultOf(await running).errors).toEqual(['KeyboardInterrupt']);
  expect((await t.request(`${kernelUrl}/restart`, post)).status).toBe(200);
  await k.waitReady();
  expect(resultOf(await k.execute('x')).errors).toEqual(['NameError']);
  k.close();

  // Another user is refused, over HTTP and on the channel.
  expect((await t.request(kernelUrl, { as: student2 })).status).toBe(403);
  expect(await TestKernel.refusal(TestKernel.url(t.baseUrl, session.kernel.id, student2.user.id, student2.token))).toBe(403);
  expect((await t.request(`/notebook/api/sessions/${session.id}`, { method: 'DELETE', as: student })).status).toBe(204);
}, 90_000);

it('copies a case’s datasets into the user’s folder and grades its evaluation in a fresh external kernel', async () => {
  const admin = await t.login('systeacher');
  const list = await t.call<CaseList>('GET', '/api/admin/bigdata/case', { as: admin });
  const demo = DEMO_CASES.find((d) => d.slug === 'demo-stock-risk')!;
  const id = list.data.list.find((c) => c.title === demo.title)!.id;

  const opened = await t.call<StudyCaseWithWork>('GET', `/api/classroom/bigdata/case/${id}`, { as: student });
  expect(opened.data.work).toMatchObject({ notebook_path: `case-${id}/case.ipynb`, datasets_ready: true });
  expect(readFileSync(home(student.user.id, `case-${id}`, 'prices.csv'), 'utf8').split('\n')[0]).toBe('date,AAA,BBB,CCC');

  const full = demo.tests.reduce((s, x) => s + x.points, 0);
  const cells: WorkCell[] = solvedCells(demo);
  expect((await t.call('PUT', `/api/classroom/bigdata/case/${id}`, { as: student, body: { cells } })).code).toBe(1);
  const solved = await t.call<Evaluation>('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: student });
  expect(solved.data.cell_errors).toEqual([]);
  expect(solved.data.results.map((r) => [r.id, r.passed, r.message])).toEqual(demo.tests.map((x) => [x.id, true, 'ok']));
  expect(solved.data.score).toBe(full);

  // A wrong answer is graded wrong (the tests run in the local grader against the external kernel).
  const broken = cells.map((c) => (c.id === 'drawdown' ? { ...c, source: 'max_drawdown = 1 / 0' } : c));
  await t.call('PUT', `/api/classroom/bigdata/case/${id}`, { as: student, body: { cells: broken } });
  const partial = await t.call<Evaluation>('GET', `/api/classroom/bigdata/case/${id}/evaluation`, { as: student });
  expect(partial.data.cell_errors).toEqual([{ cell_id: 'drawdown', message: expect.stringContaining('ZeroDivisionError') }]);
  expect(partial.data.results.find((r) => r.id === 'drawdown')).toMatchObject({ passed: false, points: 0 });
  expect(partial.data.score).toBeLessThan(full);
}, 180_000);

it('refuses to start with a token the server refuses', async () => {
  const settings = notebookSettingsFromEnv({ DATA_DIR: externalDir, NOTEBOOK_URL: external.url, NOTEBOOK_TOKEN: 'not-the-token' });
  await expect(startNotebookBackend(settings, Fastify({ logger: false }).log)).rejects.toThrow(/refused NOTEBOOK_TOKEN \(403\)|refused NOTEBOOK_TOKEN \(401\)/);
});

it('answers 400 when a file sits where the session’s folder belongs', async () => {
  mkdirSync(home(student2.user.id), { recursive: true });
  writeFileSync(home(student2.user.id, 'blocked'), 'a file, not a folder');
  const res = await t.request(`/notebook/api/sessions?user_id=${student2.user.id}`, {
    method: 'POST',
    as: student2,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: 'blocked/x.ipynb', type: 'notebook', name: 'x.ipynb', kernel: { name: 'python3' } }),
  });
  expect(res.status).toBe(400);
  expect(((await res.json()) as { message: string }).message).toMatch(/链接或不是文件夹/);
});

it('passes the operations self-test’s kernel check (a scratch kernel in a hidden folder of the operator)', async () => {
  const admin = await t.login('admin');
  const res = await t.call<{ checks: Array<{ key: string; status: string; detail: string }> }>('POST', '/api/admin/self-test', { as: admin, body: {} });
  expect(res.data.checks.find((c) => c.key === 'kernel')).toMatchObject({ status: 'ok' });
}, 60_000);
