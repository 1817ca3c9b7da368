// One count of running kernels (issue 36, item 8): the system admin's dashboard tile, the operations page (its tile
// and its list) and /metrics' finedu_kernels_running agree. The notebook service here is a stand-in that answers
// Jupyter's kernel and session lists, with two of the kernel pool's kernels that nobody has been handed yet: they are
// not running kernels of anyone, for any of the three.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Dashboard, OperationsOverview, SystemAdminDashboard } from '@finedu/domain';
import { DASHBOARD_CALLS } from '@finedu/domain';
import type { KernelPoolHost, NotebookBackend } from '../../src/runtime/index.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

const POOLED = new Set(['pool-a', 'pool-b']);
let kernels = [
  { id: 'k-student', execution_state: 'idle', connections: 1 },
  { id: 'k-teacher', execution_state: 'busy', connections: 1 },
  { id: 'pool-a', execution_state: 'idle', connections: 0 },
  { id: 'pool-b', execution_state: 'idle', connections: 0 },
];
let jupyter: Server;
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  jupyter = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/notebook/api/kernels')) return res.end(JSON.stringify(kernels));
    if (req.url?.startsWith('/notebook/api/sessions')) {
      const sessions = kernels.filter((k) => !POOLED.has(k.id)).map((k, i) => ({ id: `s-${k.id}`, path: `u${i + 1}/work.ipynb`, kernel: k }));
      return res.end(JSON.stringify(sessions));
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => jupyter.listen(0, '127.0.0.1', resolve));
  const pool: KernelPoolHost = {
    folder: '.pool',
    isWaiting: (id) => POOLED.has(id),
    isUnassigned: (id) => POOLED.has(id),
    assign: async () => undefined,
  };
  const backend: NotebookBackend = {
    url: `http://127.0.0.1:${(jupyter.address() as AddressInfo).port}/notebook/`,
    token: 'stand-in',
    pool,
    close: async () => undefined,
  };
  t = await createTestApp({ metricsSampleSeconds: 0 }, { notebook: backend });
  admin = await t.login('admin');
}, 60_000);

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jupyter.close(resolve));
});

async function counts(): Promise<{ dashboard: number | null; tile: number | undefined; listed: number; metrics: number }> {
  const { method, path } = DASHBOARD_CALLS.myDashboard;
  const dashboard = await t.call<Dashboard>(method, path, { as: admin });
  expect(dashboard.code).toBe(1);
  const overview = await t.call<OperationsOverview>('GET', '/api/admin/operations', { as: admin });
  expect(overview.code).toBe(1);
  const text = await (await t.request('/metrics', { as: admin })).text();
  const line = text.split('\n').find((l) => l.startsWith('finedu_kernels_running '));
  expect(line).toBeDefined();
  return {
    dashboard: (dashboard.data as SystemAdminDashboard).kernels_running,
    tile: overview.data.figures.kernels_running,
    listed: overview.data.kernels.length,
    metrics: Number(line!.slice(line!.lastIndexOf(' ') + 1)),
  };
}

test("the dashboard tile, the operations page and /metrics count the same users' kernels, not the pool's", async () => {
  expect(await counts()).toEqual({ dashboard: 2, tile: 2, listed: 2, metrics: 2 });
});

test('when a kernel stops, all three figures follow it', async () => {
  kernels = kernels.filter((k) => k.id !== 'k-teacher');
  expect(await counts()).toEqual({ dashboard: 1, tile: 1, listed: 1, metrics: 1 });
});
