// @lane kernel
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { resultOf, startHarness, startSession, TestKernel, type Harness } from './helpers.js';

/** The weaker sandbox for hosts without bubblewrap (NOTEBOOK_SANDBOX=uid), and Jupyter restarts. */
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ NOTEBOOK_SANDBOX: 'uid' });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe('uid-only fallback sandbox', () => {
  it('still runs each user as their own uid, unable to read other users or DATA_DIR', async () => {
    expect(h.jupyter.sandbox.mode).toBe('uid');
    const [s7, s8] = await Promise.all([startSession(h.base, 7, 'a.ipynb'), startSession(h.base, 8, 'b.ipynb')]);
    const [k7, k8] = await Promise.all([
      TestKernel.open(TestKernel.url(h.base, s7.kernel.id, 7)),
      TestKernel.open(TestKernel.url(h.base, s8.kernel.id, 8)),
    ]);
    expect(resultOf(await k8.execute("open('secret.txt', 'w').write('s8'); import os; os.getuid()")).result).toBe(String(h.settings.sandboxLimits.uidBase + 8));
    const targets = [path.join(h.settings.dataDir, 'notebooks', 'u8', 'secret.txt'), h.settings.dataDir, path.join(h.settings.dataDir, 'notebooks')];
    const run = await k7.execute(`
import os, json
out = {'uid': os.getuid(), 'own': open('mine.txt', 'w').write('x')}
for p in ${JSON.stringify(targets)}:
    try:
        out[p] = 'READ ' + (open(p).read() if os.path.isfile(p) else ','.join(os.listdir(p)))
    except Exception as e:
        out[p] = type(e).__name__
print(json.dumps(out))`);
    const r = JSON.parse(resultOf(run).stdout) as Record<string, unknown>;
    expect(r.uid).toBe(h.settings.sandboxLimits.uidBase + 7);
    expect(r.own).toBe(1);
    for (const p of targets) expect(r[p]).toBe('PermissionError');
    k7.close();
    k8.close();
  }, 30_000);
});

describe('Jupyter Server supervision', () => {
  it('restarts Jupyter Server when it dies, and the gateway works again', async () => {
    const before = h.jupyter.pid!;
    process.kill(before, 'SIGKILL');
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (h.jupyter.pid === before || !(await fetch(`${h.jupyter.url}api/status`, { headers: { Authorization: `token ${h.jupyter.token}` } }).then((r) => r.ok, () => false)))) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const s = await startSession(h.base, 9, 'after.ipynb');
    const k = await TestKernel.open(TestKernel.url(h.base, s.kernel.id, 9));
    expect(resultOf(await k.execute('1+1')).result).toBe('2');
    k.close();
  }, 40_000);
});
