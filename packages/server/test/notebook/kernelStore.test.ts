// The kernel table's rules without Jupyter (its state is the test's edge): reservations and the caps, completion,
// and what a reconciliation removes and keeps. Real SQL on PGlite, or on PostgreSQL with DATABASE_URL.
import { eq, sql } from 'drizzle-orm';
import { openDatabase, openMemoryDatabase, migrate, type DatabaseHandle } from '../../src/db/client.js';
import { notebookKernels } from '../../src/db/schema/index.js';
import { KernelStore } from '../../src/runtime/jupyter/kernelStore.js';

let handle: DatabaseHandle;
let drop: () => Promise<void> = async () => {};
let store: KernelStore;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const name = `h19_shared_kstore_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: target.toString(), dataDir: '/tmp', poolSize: 10 });
    await migrate(handle);
    drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  } else {
    handle = await openMemoryDatabase();
  }
  store = new KernelStore(handle.db);
}, 60_000);

afterAll(async () => {
  await handle?.close();
  await drop();
});

beforeEach(async () => {
  await handle.db.delete(notebookKernels);
});

const jupyter = (kernelIds: string[] = []) => async (): Promise<string[]> => kernelIds;
const caps = { maxKernelsPerUser: 2, maxKernels: 5 };

it('reserves up to the per-user cap, counting reservations, and completes a reservation into the kernel’s row', async () => {
  const first = await store.reserve(1, 'u1/a.ipynb', caps, jupyter());
  const second = await store.reserve(1, 'u1/b.ipynb', caps, jupyter());
  expect([first.ok, second.ok]).toEqual([true, true]);
  expect(await store.reserve(1, 'u1/c.ipynb', caps, jupyter())).toEqual({ ok: false, reason: 'user', running: 2 });
  if (!first.ok) throw new Error('unreachable');
  await store.complete(first.id, 1, { id: 's1', path: 'u1/a.ipynb', kernelId: 'k1' });
  expect(await store.ownerOfKernel('k1')).toBe(1);
  expect(await store.ownerOfSession('s1')).toBe(1);
  expect(await store.ownerOfKernel(first.id)).toBeUndefined();
  expect((await store.list()).map((r) => r.kernelId)).toEqual(['k1']);
});

it('counts reservations and Jupyter’s kernels against the global cap', async () => {
  for (const user of [1, 2]) expect((await store.reserve(user, `u${user}/a.ipynb`, caps, jupyter(['x', 'y']))).ok).toBe(true);
  expect(await store.reserve(3, 'u3/a.ipynb', caps, jupyter(['x', 'y', 'z']))).toEqual({ ok: false, reason: 'global' });
});

it('at the per-user cap, drops the user’s rows of kernels Jupyter no longer runs before refusing', async () => {
  await handle.db.insert(notebookKernels).values([
    { kernelId: 'gone', sessionId: 's-gone', userId: 4, path: 'u4/a.ipynb', startedAt: sql`now() - interval '1 minute'` },
    { kernelId: 'live', sessionId: 's-live', userId: 4, path: 'u4/b.ipynb', startedAt: sql`now() - interval '1 minute'` },
  ]);
  const reserved = await store.reserve(4, 'u4/c.ipynb', caps, jupyter(['live']));
  expect(reserved.ok).toBe(true);
  expect(await store.ownerOfKernel('gone')).toBeUndefined();
  expect(await store.ownerOfKernel('live')).toBe(4);
});

it('reconciles: removes gone kernels and stale reservations, keeps rows newer than Jupyter’s list, adopts user sessions', async () => {
  await handle.db.insert(notebookKernels).values([
    { kernelId: 'gone', sessionId: 's1', userId: 1, path: 'u1/a.ipynb', startedAt: sql`now() - interval '1 minute'` },
    { kernelId: 'pending-old', userId: 1, path: 'u1/b.ipynb', startedAt: sql`now() - interval '3 minutes'` },
    { kernelId: 'pending-new', userId: 1, path: 'u1/c.ipynb' },
  ]);
  const result = await store.reconcile(async () => {
    // A kernel completed by another instance after the reconciliation read the clock, before Jupyter listed it.
    await store.complete(null, 2, { id: 's-new', path: 'u2/new.ipynb', kernelId: 'new' });
    return {
      kernelIds: ['adopt', 'server-only'],
      sessions: [
        { id: 's-adopt', path: 'u3/direct.ipynb', kernel: { id: 'adopt', name: 'python3' } },
        { id: 's-server', path: 'elsewhere/x.ipynb', kernel: { id: 'server-only', name: 'python3' } },
      ],
    };
  });
  expect(result).toEqual({ removed: 2, adopted: 1 });
  const rows = await handle.db.select().from(notebookKernels).orderBy(notebookKernels.kernelId);
  expect(rows.map((r) => [r.kernelId, r.userId])).toEqual([['adopt', 3], ['new', 2], ['pending-new', 1]]);
});

it('a completion never takes over another user’s row', async () => {
  await store.complete(null, 5, { id: 's5', path: 'u5/a.ipynb', kernelId: 'k5' });
  await store.complete(null, 6, { id: 's6', path: 'u6/a.ipynb', kernelId: 'k5' });
  const [row] = await handle.db.select().from(notebookKernels).where(eq(notebookKernels.kernelId, 'k5'));
  expect(row).toMatchObject({ userId: 5, sessionId: 's5' });
});
