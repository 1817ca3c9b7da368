// @lane kernel
// Issue 13, finding 1: a link in a notebook home made the (root) server act on any path. The attacker is user 7,
// whose own kernel plants links in their home; user 8 is the victim. Every server-side file operation under a home
// must refuse to follow links, and the kernel's identity must come from the server, never from a path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UnsafeHomePathError } from '../../src/runtime/jupyter/homeFs.js';
import { authHeaders, resultOf, startHarness, startSession, TestKernel, type Harness } from '../notebook/helpers.js';

let h: Harness;
let attacker: TestKernel;
let root: string;
const VICTIM_SECRET = 'user 8 private notes';

/** Runs `code` in the attacker's kernel and returns the last stdout line parsed as JSON (or throws the error). */
async function inAttacker(code: string): Promise<unknown> {
  const { stdout, errorText } = resultOf(await attacker.execute(code));
  if (errorText) throw new Error(errorText);
  return JSON.parse(stdout.trim().split('\n').pop() ?? 'null') as unknown;
}

/** A session for `userId` at `nbPath` through the gateway: the status and, on 201, the kernel's uid and cwd. */
async function sessionThroughGateway(userId: number, nbPath: string): Promise<{ status: number; uid?: number; cwd?: string; read?: string }> {
  const res = await fetch(`${h.base}/notebook/api/sessions?user_id=${userId}`, {
    method: 'POST',
    headers: authHeaders(userId),
    body: JSON.stringify({ path: nbPath, type: 'notebook', kernel: { name: 'python3' } }),
  });
  if (res.status !== 201) return { status: res.status };
  const session = (await res.json()) as { id: string; kernel: { id: string } };
  const kernel = await TestKernel.open(TestKernel.url(h.base, session.kernel.id, userId));
  try {
    const run = resultOf(await kernel.execute(`
import os, json
try:
    secret = open(${JSON.stringify(path.join(root, 'u8', 'secret.txt'))}).read()
except Exception as e:
    secret = type(e).__name__
print(json.dumps({"uid": os.getuid(), "cwd": os.getcwd(), "read": secret}))`));
    return { status: 201, ...(JSON.parse(run.stdout.trim()) as { uid: number; cwd: string; read: string }) };
  } finally {
    kernel.close();
    await fetch(`${h.base}/notebook/api/sessions/${session.id}`, { method: 'DELETE', headers: authHeaders(userId), body: '{}' });
  }
}

beforeAll(async () => {
  h = await startHarness({ NOTEBOOK_CELL_TIMEOUT_S: '20' });
  root = path.join(h.settings.dataDir, 'notebooks');
  const [a, v] = await Promise.all([startSession(h.base, 7, 'attack.ipynb'), startSession(h.base, 8, 'work.ipynb')]);
  const victim = await TestKernel.open(TestKernel.url(h.base, v.kernel.id, 8));
  expect(resultOf(await victim.execute(`open('secret.txt', 'w').write(${JSON.stringify(VICTIM_SECRET)})`)).errorText).toBe('');
  victim.close();
  attacker = await TestKernel.open(TestKernel.url(h.base, a.kernel.id, 7));
}, 120_000);

afterAll(async () => {
  attacker?.close();
  await h?.close();
});

describe('links planted in a notebook home', () => {
  it('a folder link to another user’s home never yields a kernel as that user', async () => {
    await inAttacker(`
import os, json
os.symlink(${JSON.stringify(path.join(root, 'u8'))}, 'abs')
os.symlink('../u8', 'rel')
print(json.dumps(sorted(os.listdir('.'))))`);
    for (const link of ['abs/steal.ipynb', 'rel/steal.ipynb', 'abs/deeper/steal.ipynb']) {
      const outcome = await sessionThroughGateway(7, link);
      // Refused outright (the gateway will not walk through a link), or at worst a kernel of the attacker's own.
      if (outcome.status === 201) {
        expect(outcome.uid).toBe(h.settings.sandboxLimits.uidBase + 7);
        expect(outcome.read).not.toBe(VICTIM_SECRET);
      } else expect(outcome.status).toBe(400);
    }
    // (IPython keeps its own .ipython folder in every home)
    expect(readdirSync(path.join(root, 'u8')).filter((f) => !f.startsWith('.')).sort()).toEqual(['secret.txt']);
    expect(statSync(path.join(root, 'u8')).uid).toBe(h.settings.sandboxLimits.uidBase + 8);
  });

  it('Jupyter itself starts no session through a link, so no kernel ever runs in the folder it resolves to', async () => {
    // Straight to Jupyter, past the gateway's checks. Before issue 35 the session started and only the kernel launcher
    // (which takes the user from the session) stood between the link and user 8's files; now the no-follow contents
    // manager (jupyter_server_config.py) opens nothing through a link, so the session is refused before any kernel.
    const kernelsBefore = (await (await fetch(`${h.jupyter.url}api/kernels`, { headers: { Authorization: `token ${h.jupyter.token}` } })).json()) as unknown[];
    const res = await fetch(`${h.jupyter.url}api/sessions`, {
      method: 'POST',
      headers: { Authorization: `token ${h.jupyter.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: 'u7/abs/direct.ipynb', type: 'notebook', kernel: { name: 'python3' } }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const sessions = (await (await fetch(`${h.jupyter.url}api/sessions`, { headers: { Authorization: `token ${h.jupyter.token}` } })).json()) as Array<{ path: string }>;
    expect(sessions.map((s) => s.path)).not.toContain('u7/abs/direct.ipynb');
    const kernelsAfter = (await (await fetch(`${h.jupyter.url}api/kernels`, { headers: { Authorization: `token ${h.jupyter.token}` } })).json()) as unknown[];
    expect(kernelsAfter.length).toBe(kernelsBefore.length);
  });

  it('a link to a root-owned folder is never chowned, chmodded or written through', async () => {
    const victimDir = path.join(h.settings.dataDir, 'root-owned');
    mkdirSync(victimDir);
    chmodSync(victimDir, 0o755);
    await inAttacker(`import os\nos.symlink(${JSON.stringify(victimDir)}, 'sys')\nprint(1)`);
    const outcome = await sessionThroughGateway(7, 'sys/inner/x.ipynb');
    expect(outcome.status).toBe(400);
    const after = lstatSync(victimDir);
    expect([after.uid, after.mode & 0o777]).toEqual([0, 0o755]);
    expect(readdirSync(victimDir)).toEqual([]);
  });

  it('dataset copies replace a planted file link instead of writing through it, and refuse a folder link', async () => {
    const target = path.join(h.settings.dataDir, 'server-file.txt');
    writeFileSync(target, 'server data');
    await inAttacker(`
import os
os.makedirs('case-1', exist_ok=True)
os.symlink(${JSON.stringify(target)}, 'case-1/prices.csv')
os.symlink(${JSON.stringify(path.join(root, 'u8', 'secret.txt'))}, 'case-1/other.csv')
os.symlink(${JSON.stringify(path.join(root, 'u8'))}, 'case-2')
print(1)`);
    await h.jupyter.writeUserFiles(7, 'case-1', [
      { filename: 'prices.csv', bytes: Buffer.from('date,AAA\n2024-01-02,10\n') },
      { filename: 'other.csv', bytes: Buffer.from('x\n1\n') },
    ]);
    expect(readFileSync(target, 'utf8')).toBe('server data');
    expect(readFileSync(path.join(root, 'u8', 'secret.txt'), 'utf8')).toBe(VICTIM_SECRET);
    const copied = lstatSync(path.join(root, 'u7', 'case-1', 'prices.csv'));
    expect(copied.isFile()).toBe(true);
    expect(copied.uid).toBe(h.settings.sandboxLimits.uidBase + 7);
    await expect(h.jupyter.writeUserFiles(7, 'case-2', [{ filename: 'prices.csv', bytes: Buffer.from('x') }])).rejects.toBeInstanceOf(UnsafeHomePathError);
    await expect(h.jupyter.prepareUserFolder(7, 'case-2/sub')).rejects.toBeInstanceOf(UnsafeHomePathError);
    expect(existsSync(path.join(root, 'u8', 'prices.csv'))).toBe(false);
    expect(existsSync(path.join(root, 'u8', 'sub'))).toBe(false);
  });

  it('a grading kernel sees the case folder’s files only, and nothing it writes reaches the home', async () => {
    await inAttacker(`open('private-notes.txt', 'w').write('mine')\nprint(1)`);
    const outcome = await (async () => {
      const session = await startSession(h.base, 7, 'case-1/.evaluation-probe.ipynb');
      const kernel = await TestKernel.open(TestKernel.url(h.base, session.kernel.id, 7));
      try {
        const run = resultOf(await kernel.execute(`
import os, json
open('left-behind.txt', 'w').write('x')
print(json.dumps({"cwd": os.getcwd(), "here": sorted(os.listdir('.')), "home": sorted(f for f in os.listdir(os.path.expanduser('~')) if not f.startswith('.'))}))`));
        return JSON.parse(run.stdout.trim()) as { cwd: string; here: string[]; home: string[] };
      } finally {
        kernel.close();
        await fetch(`${h.base}/notebook/api/sessions/${session.id}`, { method: 'DELETE', headers: authHeaders(7), body: '{}' });
      }
    })();
    expect(outcome.cwd).toBe('/home/user/case-1');
    // prices.csv is the copy the server wrote; the planted link other.csv was replaced by a copy too.
    expect(outcome.here).toEqual(['left-behind.txt', 'other.csv', 'prices.csv']);
    expect(outcome.home).toEqual(['case-1']);
    expect(existsSync(path.join(root, 'u7', 'case-1', 'left-behind.txt'))).toBe(false);
  });
});

describe('FIFOs planted in a notebook home', () => {
  // Issue 37 item 6: the (root) kernel launcher opened each file of the case folder to copy it into a grading
  // kernel's home, without O_NONBLOCK, before checking it was a regular file: a FIFO there blocked it (63 s, until
  // Jupyter gave up on the kernel). It now opens nothing there that could wait, and copies regular files only.
  it('never hold up the grading launcher, and are not copied', async () => {
    await inAttacker(`
import os
os.makedirs('case-3', exist_ok=True)
open('case-3/prices.csv', 'w').write('date,AAA\\n2024-01-02,10\\n')
for name in ('a-first.csv', 'returns.csv', 'zz-last.csv'):
    os.mkfifo('case-3/' + name)
print(1)`);
    expect(lstatSync(path.join(root, 'u7', 'case-3', 'returns.csv')).isFIFO()).toBe(true);
    const started = performance.now();
    const session = await startSession(h.base, 7, 'case-3/.evaluation-fifo.ipynb');
    const kernel = await TestKernel.open(TestKernel.url(h.base, session.kernel.id, 7));
    try {
      const run = resultOf(await kernel.execute(`import os, json\nprint(json.dumps(sorted(os.listdir('.'))))`, 30_000));
      const seconds = (performance.now() - started) / 1000;
      expect(JSON.parse(run.stdout.trim())).toEqual(['prices.csv']);
      // A kernel start, not a wait for a FIFO writer (on a loaded machine a start takes a few seconds).
      expect(seconds).toBeLessThan(30);
    } finally {
      kernel.close();
      await fetch(`${h.base}/notebook/api/sessions/${session.id}`, { method: 'DELETE', headers: authHeaders(7), body: '{}' });
    }
  }, 60_000);
});
