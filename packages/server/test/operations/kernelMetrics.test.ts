// @lane kernel
// Kernel figures of /metrics (issue 12) with a real Jupyter Server: a student's kernel start is counted with its
// duration and shows among the running kernels; a restart and a stop are counted too.
import type { OperationsOverview, SelfTestReport } from '@finedu/domain';
import type { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { sharedJupyter } from '../kernel/sharedJupyter.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let jupyter: JupyterProcess;
let t: TestApp;
let admin: Session;
let student: Session;

beforeAll(async () => {
  jupyter = await sharedJupyter();
  t = await createTestApp({ metricsSampleSeconds: 0 }, { notebook: jupyter });
  admin = await t.login('admin');
  student = await t.login('student');
}, 60_000);

afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
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

test("the operations page lists a student's kernel with its user, and an operator stops it", async () => {
  const res = await asStudent('/notebook/api/sessions', 'POST', { path: 'ops/stop-me.ipynb', type: 'notebook', name: 'stop-me.ipynb', kernel: { name: 'python3' } });
  expect(res.status).toBeLessThan(300);
  const session = (await res.json()) as { kernel: { id: string } };
  const overview = await t.call<OperationsOverview>('GET', '/api/admin/operations', { as: admin });
  expect(overview.code).toBe(1);
  expect(overview.data.notebook).toBe(true);
  const row = overview.data.kernels.find((k) => k.kernel_id === session.kernel.id);
  expect(row).toMatchObject({ user_id: student.user.id, username: 'student', user_name: '李同学', college: expect.any(String), notebook: 'ops/stop-me.ipynb' });
  // With a sandbox the kernel runs as the student's own uid: its processes are measured.
  // (The launcher switches to that uid a moment after the session answers: the page refreshes, so does this.)
  if (jupyter.uidOf(student.user.id) !== null) {
    let measured = row!;
    // CPU is counted in clock ticks (10 ms): a kernel can pass 10 MiB before its first tick on a loaded machine.
    for (let i = 0; i < 50 && ((measured.memory_bytes ?? 0) < 10 * 1024 * 1024 || !((measured.cpu_seconds ?? 0) > 0)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await t.call<OperationsOverview>('GET', '/api/admin/operations', { as: admin });
      measured = again.data.kernels.find((k) => k.kernel_id === session.kernel.id)!;
    }
    expect(measured.memory_bytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(Date.parse(measured.started_at!)).toBeGreaterThan(Date.now() - 120_000);
    expect(measured.cpu_seconds).toBeGreaterThan(0);
  }

  const stops = await metric('finedu_kernel_stops_total', '{by="operator"}');
  const teacher = await t.login('teacher');
  expect((await t.call('DELETE', `/api/admin/operations/kernel/${session.kernel.id}`, { as: teacher })).code).toBe(0);
  expect((await t.call('DELETE', `/api/admin/operations/kernel/${session.kernel.id}`, { as: admin })).code).toBe(1);
  expect(await metric('finedu_kernel_stops_total', '{by="operator"}')).toBe(stops + 1);
  const after = await t.call<OperationsOverview>('GET', '/api/admin/operations', { as: admin });
  expect(after.data.kernels.some((k) => k.kernel_id === session.kernel.id)).toBe(false);
  const again = await t.call('DELETE', `/api/admin/operations/kernel/${session.kernel.id}`, { as: admin });
  expect(again.code).toBe(0);
  expect(again.message).toContain('内核不存在');
}, 60_000);

test('the self-test exercises the database, storage, a kernel, the SMS sender and the jobs for real', async () => {
  const res = await t.call<SelfTestReport>('POST', '/api/admin/self-test', { as: admin, body: { sms_phone: '13900000099' } });
  expect(res.code).toBe(1);
  const byKey = Object.fromEntries(res.data.checks.map((c) => [c.key, c]));
  expect(Object.keys(byKey)).toEqual(['database', 'storage', 'kernel', 'sms', 'jobs']);
  expect(byKey.database).toMatchObject({ status: 'ok' });
  expect(byKey.storage).toMatchObject({ status: 'ok', detail: expect.stringContaining('预签名下载') });
  expect(byKey.kernel).toMatchObject({ status: 'ok', detail: expect.stringContaining('1+1 = 2') });
  expect(byKey.sms).toMatchObject({ status: 'ok' });
  expect(t.smsOutbox.at(-1)).toEqual({ phone: '13900000099', code: '246810' });
  expect(byKey.jobs!.status).toMatch(/ok|warn/);
  // Nothing is left behind: no scratch kernel of the operator is running.
  const overview = await t.call<OperationsOverview>('GET', '/api/admin/operations', { as: admin });
  expect(overview.data.kernels.some((k) => k.user_id === admin.user.id)).toBe(false);
  // A teacher may not run it.
  expect((await t.call('POST', '/api/admin/self-test', { as: await t.login('teacher'), body: {} })).code).toBe(0);
}, 90_000);
