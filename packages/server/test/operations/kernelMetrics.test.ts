// Kernel figures of /metrics (issue 12) with a real Jupyter Server: a student's kernel start is counted with its
// duration and shows among the running kernels; a restart and a stop are counted too.
import { mkdtempSync, rmSync } from 'node:fs';
import Fastify from 'fastify';
import { JupyterProcess } from '../../src/notebook/jupyterProcess.js';
import { notebookSettingsFromEnv } from '../../src/notebook/settings.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let jupyter: JupyterProcess;
let dataDir: string;
let t: TestApp;
let admin: Session;
let student: Session;

beforeAll(async () => {
  dataDir = mkdtempSync('/tmp/nbm-');
  jupyter = await JupyterProcess.start(notebookSettingsFromEnv({ DATA_DIR: dataDir }), Fastify({ logger: { level: 'warn' } }).log);
  t = await createTestApp({ metricsSampleSeconds: 0 }, { notebook: jupyter });
  admin = await t.login('admin');
  student = await t.login('student');
}, 60_000);

afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
  await jupyter.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const metric = async (name: string, labels = ''): Promise<number> => {
  const text = await (await t.request('/metrics', { as: admin })).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
};

const asStudent = (path: string, method: string, body?: unknown) =>
  t.request(`${path}${path.includes('?') ? '&' : '?'}user_id=${student.user.id}`, {
    method,
    as: student,
    headers: { 'content-type': 'application/json', 'x-user-id': String(student.user.id) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

test('a kernel start, restart and stop show in the kernel figures', async () => {
  const starts = await metric('finedu_kernel_starts_total', '{outcome="ok"}');
  const timed = await metric('finedu_kernel_start_duration_seconds_count');
  const running = await metric('finedu_kernels_running');

  const res = await asStudent('/notebook/api/sessions', 'POST', { path: 'metrics/k.ipynb', type: 'notebook', name: 'k.ipynb', kernel: { name: 'python3' } });
  expect(res.status).toBeLessThan(300);
  const session = (await res.json()) as { id: string; kernel: { id: string } };
  expect(await metric('finedu_kernel_starts_total', '{outcome="ok"}')).toBe(starts + 1);
  expect(await metric('finedu_kernel_start_duration_seconds_count')).toBe(timed + 1);
  expect(await metric('finedu_kernels_running')).toBe(running + 1);

  // Opening the same notebook again joins its kernel: no new start.
  expect((await asStudent('/notebook/api/sessions', 'POST', { path: 'metrics/k.ipynb', type: 'notebook', name: 'k.ipynb', kernel: { name: 'python3' } })).status).toBeLessThan(300);
  expect(await metric('finedu_kernel_starts_total', '{outcome="ok"}')).toBe(starts + 1);

  expect((await asStudent(`/notebook/api/kernels/${session.kernel.id}/restart`, 'POST', {})).status).toBeLessThan(300);
  expect(await metric('finedu_kernel_restarts_total')).toBeGreaterThanOrEqual(1);

  expect((await asStudent(`/notebook/api/sessions/${session.id}`, 'DELETE')).status).toBeLessThan(300);
  expect(await metric('finedu_kernel_stops_total', '{by="user"}')).toBeGreaterThanOrEqual(1);
  expect(await metric('finedu_kernels_running')).toBe(running);
}, 60_000);
