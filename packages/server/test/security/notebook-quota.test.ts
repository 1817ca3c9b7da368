// @lane kernel
// Issue 13, finding 7: one student wrote 1.5 GB into their notebook home. Each home now has a disk quota
// (NOTEBOOK_HOME_QUOTA_MB), enforced by the filesystem itself, with a plain message in the notebook when it is full.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statSync } from 'node:fs';
import path from 'node:path';
import { resultOf, startHarness, startSession, TestKernel, type Execution, type Harness } from '../notebook/helpers.js';

const QUOTA_MB = 64;
let h: Harness;
let greedy: TestKernel;
let neighbour: TestKernel;

/** Every error output's name, value and traceback lines, as the notebook shows them. */
const shown = (run: Execution): string =>
  run.outputs
    .filter((m) => m.header.msg_type === 'error')
    .map((m) => [m.content.ename, m.content.evalue, ...((m.content.traceback as string[] | undefined) ?? [])].join('\n'))
    .join('\n');

beforeAll(async () => {
  h = await startHarness({ NOTEBOOK_HOME_QUOTA_MB: String(QUOTA_MB), NOTEBOOK_CELL_TIMEOUT_S: '30' });
  const [a, b] = await Promise.all([startSession(h.base, 7, 'fill.ipynb'), startSession(h.base, 8, 'work.ipynb')]);
  [greedy, neighbour] = await Promise.all([TestKernel.open(TestKernel.url(h.base, a.kernel.id, 7)), TestKernel.open(TestKernel.url(h.base, b.kernel.id, 8))]);
}, 120_000);

afterAll(async () => {
  greedy?.close();
  neighbour?.close();
  await h?.close();
});

describe('notebook home quota', () => {
  it('is enforced on this host (root, loop devices)', () => {
    expect(h.jupyter.homeQuota.mode).toBe('loop');
  });

  it('stops a home at its quota with a message in the notebook, and the neighbour keeps writing', async () => {
    const fill = shown(
      await greedy.execute(`
chunk = b'x' * (1 << 20)
with open('big.bin', 'wb') as f:
    for _ in range(${QUOTA_MB * 2}):
        f.write(chunk)
        f.flush()`, 60_000),
    );
    expect(fill).toMatch(/No space left on device/);
    expect(fill).toContain('笔记本存储空间已满');
    expect(fill).toContain('Your notebook storage is full');
    const written = resultOf(await greedy.execute(`import os\nprint(os.path.getsize('big.bin') >> 20)`));
    expect(Number(written.stdout.trim())).toBeLessThanOrEqual(QUOTA_MB);

    const ok = resultOf(await neighbour.execute(`open('data.bin', 'wb').write(b'y' * (${QUOTA_MB / 2} << 20))\nprint('ok')`, 60_000));
    expect(ok.errorText).toBe('');
    expect(ok.stdout.trim()).toBe('ok');

    // After deleting, the student can write again.
    const again = resultOf(await greedy.execute(`import os\nos.remove('big.bin')\nopen('small.txt', 'w').write('fine')\nprint('ok')`));
    expect(again.stdout.trim()).toBe('ok');
  }, 120_000);

  it('keeps the private /tmp of a kernel bounded too', async () => {
    const run = shown(
      await greedy.execute(`
chunk = b't' * (1 << 20)
with open('/tmp/fill.bin', 'wb') as f:
    for _ in range(400):
        f.write(chunk)
        f.flush()`, 60_000),
    );
    expect(run).toMatch(/No space left on device/);
  }, 90_000);

  it('costs the server’s disk no more than what the homes hold (sparse images)', () => {
    const image = path.join(h.settings.dataDir, 'notebook-homes', 'u7.ext4');
    const { size, blocks } = statSync(image);
    expect(size).toBe(QUOTA_MB << 20);
    expect(blocks * 512).toBeLessThan(QUOTA_MB << 20);
  });
});
