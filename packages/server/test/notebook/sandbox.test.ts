// @lane kernel
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { deleteSession, resultOf, startHarness, startSession, TestKernel, type Harness, type SessionModel } from './helpers.js';

/**
 * Sandbox probes run from real cells. User 7 attacks; user 8's kernel must keep working after
 * each probe, and so must the gateway.
 */
const SECRET = 'sk-notebook-test-secret-4f1c';
let h: Harness;
let attacker: SessionModel;
let victim: SessionModel;
let a: TestKernel;
let v: TestKernel;

async function probe(code: string): Promise<Record<string, unknown>> {
  const run = await a.execute(code);
  const { stdout, errorText } = resultOf(run);
  if (errorText) throw new Error(errorText);
  return JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, unknown>;
}

async function othersStillWork(): Promise<void> {
  const run = await v.execute('1+1', 10_000);
  expect(resultOf(run).result).toBe('2');
  const res = await fetch(`${h.base}/notebook/api/sessions`, { headers: { Authorization: 'Bearer token-8', 'X-User-Id': '8' } });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  process.env.NOTEBOOK_TEST_SECRET = SECRET; // must not reach Jupyter or kernels
  h = await startHarness({ NOTEBOOK_CELL_TIMEOUT_S: '3', NOTEBOOK_INTERRUPT_GRACE_S: '4', NOTEBOOK_KERNEL_MEMORY_MB: '512' });
  [attacker, victim] = await Promise.all([startSession(h.base, 7, 'probe.ipynb'), startSession(h.base, 8, 'work.ipynb')]);
  [a, v] = await Promise.all([
    TestKernel.open(TestKernel.url(h.base, attacker.kernel.id, 7)),
    TestKernel.open(TestKernel.url(h.base, victim.kernel.id, 8)),
  ]);
  const write = await v.execute("open('secret.txt', 'w').write('user 8 private'); import os; os.getuid()");
  expect(resultOf(write).result).toBe(String(h.settings.sandboxLimits.uidBase + 8));
}, 60_000);

afterAll(async () => {
  a?.close();
  v?.close();
  await h?.close();
});

describe('sandbox', () => {
  it('detected what this host allows (logged at start-up)', () => {
    // On CI's kind of machine (root, bubblewrap, cgroup v1) the full sandbox must be on.
    expect(h.jupyter.sandbox.mode).toBe('bwrap');
    expect(h.jupyter.sandbox.cgroup).not.toBeNull();
    expect(h.jupyter.sandbox.cpuCgroup).not.toBeNull(); // cgroup v1 here: a CPU group per kernel
  });

  it('runs the kernel as the user’s own uid with their folder as home', async () => {
    const r = await probe('import os, json; print(json.dumps({"uid": os.getuid(), "gid": os.getgid(), "cwd": os.getcwd(), "groups": os.getgroups()}))');
    expect(r).toEqual({ uid: h.settings.sandboxLimits.uidBase + 7, gid: h.settings.sandboxLimits.uidBase + 7, cwd: '/home/user', groups: [] });
  });

  it('cannot read another user’s folder or the server’s DATA_DIR', async () => {
    const dataDir = h.settings.dataDir;
    const targets = [
      path.join(dataDir, 'notebooks', 'u8', 'secret.txt'), path.join(dataDir, 'notebooks', 'u8'), path.join(dataDir, 'notebooks'),
      dataDir, path.join(dataDir, 'notebook-runtime'), '/home/u8', '../u8/secret.txt', '/root', '/proc/1/root/' + dataDir.slice(1),
    ];
    const r = await probe(`
import os, json
out = {}
for p in ${JSON.stringify(targets)}:
    try:
        out[p] = 'READ ' + (open(p).read() if os.path.isfile(p) else ','.join(os.listdir(p)))
    except Exception as e:
        out[p] = type(e).__name__
print(json.dumps(out))`);
    for (const [p, outcome] of Object.entries(r)) expect(`${p}: ${String(outcome)}`).not.toMatch(/READ/);
    await othersStillWork();
  });

  it('sees no secrets in its environment or in any process it can read', async () => {
    const r = await probe(`
import os, json, glob
seen = dict(os.environ)
blobs = []
for f in glob.glob('/proc/*/environ') + glob.glob('/proc/*/cmdline'):
    try:
        blobs.append(open(f, 'rb').read().decode('utf8', 'replace'))
    except Exception:
        pass
print(json.dumps({"env": seen, "blobs": blobs, "pids": len(glob.glob('/proc/[0-9]*'))}))`);
    const everything = JSON.stringify(r);
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain(h.jupyter.token);
    expect(Object.keys(r.env as object).sort()).toEqual(expect.not.arrayContaining(['JUPYTER_TOKEN', 'NOTEBOOK_TEST_SECRET', 'DATABASE_URL', 'SBX_IPC_ROOT']));
    expect(r.pids).toBeLessThan(10); // its own pid namespace
  });

  it('cannot connect to 127.0.0.1 ports or any outside address', async () => {
    const gatewayPort = Number(new URL(h.base).port);
    const jupyterPort = Number(new URL(h.jupyter.url).port);
    // The kernel has a network namespace of its own: its 127.0.0.1 is not the host's. It listens there itself (ipykernel
    // binds its output pipe to 127.0.0.1 on a port the kernel's namespace picks), and that port can by chance equal the
    // host's gateway or Jupyter port, which one CI run hit: such a port reaches the kernel's own socket, never the
    // host's, and is reported as OWN. The namespace is compared with the server's, so an escape still fails here.
    const r = await probe(`
import socket, json, os
out = {'netns': os.readlink('/proc/self/ns/net')}
own = set()
for table in ('/proc/net/tcp', '/proc/net/tcp6'):
    try:
        for line in open(table).read().splitlines()[1:]:
            fields = line.split()
            if fields[3] == '0A':
                own.add(int(fields[1].rsplit(':', 1)[1], 16))
    except OSError:
        pass
for host, port in [('127.0.0.1', ${gatewayPort}), ('127.0.0.1', ${jupyterPort}), ('1.1.1.1', 80), ('8.8.8.8', 53), ('10.0.0.1', 22)]:
    if host == '127.0.0.1' and port in own:
        out['%s:%d' % (host, port)] = 'OWN'
        continue
    s = socket.socket(); s.settimeout(2)
    try:
        s.connect((host, port)); out['%s:%d' % (host, port)] = 'CONNECTED'
    except Exception as e:
        out['%s:%d' % (host, port)] = type(e).__name__
    finally:
        s.close()
try:
    socket.getaddrinfo('example.com', 80); out['dns'] = 'RESOLVED'
except Exception as e:
    out['dns'] = type(e).__name__
print(json.dumps(out))`);
    const { netns, ...targets } = r;
    expect(netns).toMatch(/^net:\[\d+\]$/);
    expect(netns).not.toBe(readlinkSync('/proc/self/ns/net'));
    for (const [target, outcome] of Object.entries(targets)) expect(`${target}: ${String(outcome)}`).not.toMatch(/CONNECTED|RESOLVED/);
    await othersStillWork();
  });

  it('cannot write outside its folder; can write inside it', async () => {
    const r = await probe(`
import json, os
out = {}
for p in ['/usr/lib/x', '/etc/passwd', '/home/x', '/ipc/x', 'mine.txt', '/tmp/scratch']:
    try:
        open(p, 'a').write('x'); out[p] = 'WROTE'
    except Exception as e:
        out[p] = type(e).__name__
print(json.dumps(out))`);
    expect(r).toMatchObject({ '/usr/lib/x': expect.not.stringMatching('WROTE'), '/etc/passwd': expect.not.stringMatching('WROTE'), 'mine.txt': 'WROTE', '/tmp/scratch': 'WROTE' });
    expect(r['/home/x']).not.toBe('WROTE');
  });

  it('contains a fork bomb to its process limit, and a restart clears it', async () => {
    const bomb = await a.execute(`
import os
pids = []
try:
    while True:
        pid = os.fork()
        if pid == 0:
            while True:
                try:
                    os.fork()
                except OSError:
                    pass
        pids.append(pid)
except OSError as e:
    print('stopped after', len(pids), type(e).__name__)
`, 30_000);
    expect(resultOf(bomb).stdout + resultOf(bomb).errorText).toMatch(/stopped after \d+ BlockingIOError|CellTimeout/);
    // Every process of the bomb is in the kernel's own CPU group: together they weigh as one process on the machine.
    const group = path.join(h.jupyter.sandbox.cpuCgroup!, `kernel-${attacker.kernel.id}`, 'cgroup.procs');
    expect(readFileSync(group, 'utf8').trim().split('\n').length).toBeGreaterThan(20);
    await othersStillWork();
    const restart = await fetch(`${h.base}/notebook/api/kernels/${attacker.kernel.id}/restart`, { method: 'POST', headers: { Authorization: 'Bearer token-7', 'X-User-Id': '7' } });
    expect(restart.status).toBe(200);
    await a.waitReady();
    const procs = await probe('import glob, json; print(json.dumps({"n": len(glob.glob("/proc/[0-9]*"))}))');
    expect(procs.n).toBeLessThan(10);
    await othersStillWork();
  }, 60_000);

  it('refuses a 4 GB allocation, and a kernel over its memory cap is killed and restarted', async () => {
    const big = await a.execute('x = bytearray(4 * 1024**3)');
    expect(big.end === 'restarting' || resultOf(big).errors.includes('MemoryError')).toBe(true);
    await othersStillWork();
    const touched = await a.execute("y = b'x' * (1024**3)", 30_000); // 1 GB written > 512 MB cap
    // With what the cell printed when it did not die (CI saw 'idle' once under load: the outputs say why).
    expect({ end: touched.end, outputs: touched.end === 'restarting' ? null : resultOf(touched) }).toEqual({ end: 'restarting', outputs: null });
    await a.waitReady(30_000);
    expect(resultOf(await a.execute('1+1')).result).toBe('2');
    await othersStillWork();
  }, 60_000);

  it('interrupts an endless loop at the cell time limit with a message saying so', async () => {
    const run = await a.execute('while True:\n    pass', 20_000);
    const { errors, errorText } = resultOf(run);
    expect(errors[0]).toBe('CellTimeout');
    expect(errorText).toContain('运行超时（3 秒），已中断 / Cell exceeded 3 s and was interrupted');
    expect(errors).toContain('KeyboardInterrupt');
    expect(run.ms).toBeGreaterThan(2900);
    expect(run.ms).toBeLessThan(8000);
    expect(resultOf(await a.executeAfterError('1+1')).result).toBe('2');
    await othersStillWork();
  }, 30_000);

  it('restarts a cell that ignores the interrupt', async () => {
    const run = await a.execute('import signal, time\nsignal.signal(signal.SIGINT, signal.SIG_IGN)\nwhile True:\n    time.sleep(0.1)', 30_000);
    expect(resultOf(run).errors).toContain('CellTimeout');
    await a.waitReady(30_000);
    expect(resultOf(await a.execute('1+1')).result).toBe('2');
    await othersStillWork();
  }, 40_000);

  it('the victim’s data is intact and the attacker’s session can be closed', async () => {
    expect(resultOf(await v.execute("open('secret.txt').read()")).result).toBe("'user 8 private'");
    expect(await deleteSession(h.base, 7, (attacker as { id: string }).id)).toBe(204);
  });
});
