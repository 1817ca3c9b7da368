// (d) A kernel started through A is used through B: the kernel lives in the one external Jupyter Server, its owner is
// read from Jupyter's session (u<id>/…), so either instance relays its websocket channel, nginx included.
import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { ensureBothRunning, instanceBase, killInstance, readState, startInstance } from './cluster';
import { apiSignIn, type ApiSession } from './helpers';

interface KernelMessage {
  header: { msg_type: string; msg_id: string };
  parent_header: { msg_id?: string };
  content: Record<string, unknown>;
  channel?: string;
}

/** Runs `code` over the kernel's websocket at `base` (http → ws) and answers the text it printed. */
async function execute(base: string, kernelId: string, session: ApiSession, code: string): Promise<string> {
  // A single-use ticket, asked for with the token in a header: no token in the channel's URL (issue 37).
  const issued = await fetch(`${base}/notebook/api/tickets?user_id=${session.userId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, 'X-User-Id': String(session.userId), 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (issued.status !== 201) throw new Error(`channel ticket refused: ${issued.status}`);
  const { ticket } = (await issued.json()) as { ticket: string };
  const url = `${base.replace(/^http/, 'ws')}/notebook/api/kernels/${kernelId}/channels?session_id=${randomUUID()}&ticket=${encodeURIComponent(ticket)}&user_id=${session.userId}`;
  const ws = new WebSocket(url);
  try {
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
    const msgId = randomUUID();
    const output: string[] = [];
    const done = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply from the kernel: ${output.join('')}`)), 30_000);
      ws.on('close', (closeCode, reason) => reject(new Error(`channel closed ${closeCode} ${reason.toString()}`)));
      ws.on('message', (data) => {
        const msg = JSON.parse(data.toString()) as KernelMessage;
        if (msg.parent_header.msg_id !== msgId) return;
        if (msg.header.msg_type === 'stream') output.push(String(msg.content.text));
        if (msg.header.msg_type === 'error') output.push(`${String(msg.content.ename)}: ${String(msg.content.evalue)}`);
        if (msg.header.msg_type === 'status' && msg.content.execution_state === 'idle') {
          clearTimeout(timer);
          resolve(output.join(''));
        }
      });
    });
    ws.send(
      JSON.stringify({
        header: { msg_id: msgId, msg_type: 'execute_request', username: '', session: randomUUID(), date: new Date().toISOString(), version: '5.3' },
        parent_header: {},
        metadata: {},
        content: { code, silent: false, store_history: true, user_expressions: {}, allow_stdin: false, stop_on_error: true },
        channel: 'shell',
        buffers: [],
      }),
    );
    return await done;
  } finally {
    ws.close();
  }
}

test.beforeEach(ensureBothRunning);

test('a kernel started through A runs code through B, keeps its state through nginx, and outlives A', async ({ request }) => {
  test.setTimeout(180_000);
  const state = readState();
  const a = instanceBase('a', state);
  const b = instanceBase('b', state);
  const student = await apiSignIn(request, 'student');
  const notebook = `cluster-${randomBytes(3).toString('hex')}.ipynb`;

  const created = await request.post(`${a}/notebook/api/sessions`, { headers: student.headers, data: { path: notebook, type: 'notebook', kernel: { name: 'python3' } } });
  expect(created.status(), await created.text()).toBe(201);
  const sessionInfo = (await created.json()) as { id: string; path: string; kernel: { id: string } };
  expect(sessionInfo.path).toBe(`u${student.userId}/${notebook}`);
  const kernelId = sessionInfo.kernel.id;

  // B lists the session A started and relays the kernel's channel.
  const listed = await request.get(`${b}/notebook/api/sessions`, { headers: student.headers });
  expect(((await listed.json()) as Array<{ id: string }>).map((s) => s.id)).toContain(sessionInfo.id);
  expect(await execute(b, kernelId, student, 'x = 6 * 7\nprint("via B", x)')).toBe('via B 42\n');
  // The same kernel through nginx (the websocket upgrade of docs/deploy/nginx.conf), its variable still there.
  expect(await execute(`http://127.0.0.1:${state.ports.nginx}`, kernelId, student, 'print("via nginx", x + 1)')).toBe('via nginx 43\n');

  // Another user may not use it through either instance.
  const teacher = await apiSignIn(request, 'teacher');
  // Refused on the upgrade itself (issue 35): never accepted and then closed, so no client reconnects in a loop.
  await expect(execute(b, kernelId, teacher, 'print(1)')).rejects.toThrow('upgrade refused: 403');

  // The instance that started it dies; the kernel lives on in Jupyter and B still runs it.
  await killInstance('a');
  expect(await execute(b, kernelId, student, 'print("after A died", x)')).toBe('after A died 42\n');
  await startInstance('a');
  expect(await execute(a, kernelId, student, 'print("A again", x)')).toBe('A again 42\n');

  const closed = await request.delete(`${b}/notebook/api/sessions/${sessionInfo.id}`, { headers: student.headers });
  expect(closed.status()).toBe(204);
});
