// @lane kernel
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { KernelManager, ServerConnection, SessionManager } from '@jupyterlab/services';
import {
  authHeaders, deleteSession, resultOf, startHarness, startSession, TestKernel, tokenOf,
  type Harness, type SessionModel,
} from './helpers.js';

let h: Harness;
let seven: SessionModel;
let eight: SessionModel;

beforeAll(async () => {
  h = await startHarness({ NOTEBOOK_CELL_TIMEOUT_S: '3', NOTEBOOK_INTERRUPT_GRACE_S: '3' });
  [seven, eight] = await Promise.all([startSession(h.base, 7, 'case-1.ipynb'), startSession(h.base, 8, 'case-1.ipynb')]);
  // Both kernels answer before the tests run, as a client waits for its kernel: on a loaded machine a start can take
  // longer than a test's 20 s wait for its first cell (seen in CI: three kernel-channel tests got no message at all).
  await Promise.all(
    [[seven, 7] as const, [eight, 8] as const].map(async ([session, userId]) => {
      const kernel = await TestKernel.open(TestKernel.url(h.base, session.kernel.id, userId));
      try {
        await kernel.waitReady(150_000);
      } finally {
        kernel.close();
      }
    }),
  );
}, 240_000);

afterAll(async () => {
  await h?.close();
});

const post = (userId: number, body: unknown, headers = authHeaders(userId), query = `?user_id=${userId}`) =>
  fetch(`${h.base}/notebook/api/sessions${query}`, { method: 'POST', headers, body: JSON.stringify(body) });

describe('session start', () => {
  it('answers 201 with Jupyter’s session, its path forced into the user’s folder', async () => {
    expect(seven.path).toBe('u7/case-1.ipynb');
    expect(seven.kernel.name).toBe('python3');
    expect(eight.path).toBe('u8/case-1.ipynb');
  });

  it('refuses a missing token, a bad token and a user_id that is not the token’s user with 401', async () => {
    const body = { path: 'x.ipynb', type: 'notebook', kernel: { name: 'python3' } };
    const noToken = await post(7, body, { 'X-User-Id': '7', 'Content-Type': 'application/json' });
    const badToken = await post(7, body, authHeaders(7, 'nope'));
    const otherUser = await post(8, body, authHeaders(8, tokenOf(7)));
    const headerVsQuery = await post(7, body, authHeaders(7), '?user_id=8');
    const noUser = await post(7, body, { Authorization: `Bearer ${tokenOf(7)}`, 'Content-Type': 'application/json' }, '');
    for (const res of [noToken, badToken, otherUser, headerVsQuery, noUser]) {
      expect(res.status).toBe(401);
      expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
    }
  });

  it.each([
    ['../u8/case-1.ipynb'], ['u7/../../u8/x.ipynb'], ['/etc/passwd'], ['/tmp/x.ipynb'], ['%2e%2e/u8/x.ipynb'],
    ['..%2fu8%2fx.ipynb'], ['%252e%252e/x.ipynb'], ['..\\u8\\x.ipynb'], ['./x.ipynb'], ['a//b.ipynb'], [''], ['~/x.ipynb'],
  ])('rejects the path escape %j with 400', async (path) => {
    const res = await post(7, { path, type: 'notebook', kernel: { name: 'python3' } });
    expect(res.status).toBe(400);
  });

  it('cannot attach another user’s kernel by naming its id', async () => {
    const res = await post(7, { path: 'steal.ipynb', type: 'notebook', kernel: { id: eight.kernel.id, name: 'python3' } });
    expect(res.status).toBe(201);
    const session = (await res.json()) as SessionModel;
    expect(session.kernel.id).not.toBe(eight.kernel.id);
    expect(await deleteSession(h.base, 7, (session as { id: string }).id)).toBe(204);
  });
});

describe('kernel channel', () => {
  it('runs 1+1 and returns the execute_result (legacy JSON frames)', async () => {
    const k = await TestKernel.open(TestKernel.url(h.base, seven.kernel.id, 7));
    const run = await k.execute('1+1');
    expect(resultOf(run).result).toBe('2');
    expect(run.reply?.content.status).toBe('ok');
    k.close();
  });

  it('passes the v1 subprotocol through and keeps frames binary', async () => {
    const k = await TestKernel.open(TestKernel.url(h.base, seven.kernel.id, 7), true);
    expect(k.ws.protocol).toBe('v1.kernel.websocket.jupyter.org');
    const run = await k.execute('print("hi"); 6*7');
    expect(resultOf(run)).toMatchObject({ result: '42', stdout: 'hi\n' });
    k.close();
  });

  it('queues frames sent before the upstream opens', async () => {
    const ws = new WebSocket(await TestKernel.resolve(TestKernel.url(h.base, seven.kernel.id, 7)));
    const got = new Promise<string>((resolve) => {
      ws.on('message', (data: Buffer) => {
        const msg = JSON.parse(data.toString()) as { msg_type: string; content: { status?: string } };
        if (msg.msg_type === 'kernel_info_reply') resolve(String(msg.content.status));
      });
    });
    ws.on('open', () =>
      ws.send(JSON.stringify({ header: { msg_id: 'k1', msg_type: 'kernel_info_request', session: 's', username: 't', version: '5.3', date: new Date().toISOString() }, parent_header: {}, metadata: {}, content: {}, channel: 'shell', buffers: [] })),
    );
    expect(await got).toBe('ok');
    ws.close();
  });

  it('answers the upgrade 401 without a token, with a bad token or another user_id (no socket opens)', async () => {
    const base = h.base.replace(/^http/, 'ws');
    const id = seven.kernel.id;
    expect(await TestKernel.refusal(`${base}/notebook/api/kernels/${id}/channels?session_id=s&user_id=7`)).toBe(401);
    expect(await TestKernel.refusal(TestKernel.url(h.base, id, 7, 'bad'))).toBe(401);
    expect(await TestKernel.refusal(TestKernel.url(h.base, id, 8, tokenOf(7)))).toBe(401);
  });

  it('answers the upgrade 403 on another user’s kernel', async () => {
    expect(await TestKernel.refusal(TestKernel.url(h.base, eight.kernel.id, 7))).toBe(403);
  });
});

describe('ownership over HTTP', () => {
  it('answers 403 for another user’s session and kernel', async () => {
    const opts = { headers: authHeaders(7) };
    const calls = [
      fetch(`${h.base}/notebook/api/sessions/${(eight as { id: string }).id}`, opts),
      fetch(`${h.base}/notebook/api/sessions/${(eight as { id: string }).id}`, { ...opts, method: 'DELETE', body: '{}' }),
      fetch(`${h.base}/notebook/api/kernels/${eight.kernel.id}`, opts),
      fetch(`${h.base}/notebook/api/kernels/${eight.kernel.id}/interrupt`, { ...opts, method: 'POST', body: '{}' }),
      fetch(`${h.base}/notebook/api/kernels/${eight.kernel.id}/restart`, { ...opts, method: 'POST', body: '{}' }),
      fetch(`${h.base}/notebook/api/kernels/${eight.kernel.id}`, { ...opts, method: 'DELETE' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
  });

  it('lists only the caller’s sessions and kernels', async () => {
    const sessions = (await (await fetch(`${h.base}/notebook/api/sessions`, { headers: authHeaders(7) })).json()) as SessionModel[];
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.path.startsWith('u7/'))).toBe(true);
    const kernels = (await (await fetch(`${h.base}/notebook/api/kernels`, { headers: authHeaders(7) })).json()) as { id: string }[];
    expect(kernels.map((k) => k.id)).toContain(seven.kernel.id);
    expect(kernels.map((k) => k.id)).not.toContain(eight.kernel.id);
  });

  it('refuses starting a bare kernel outside a session', async () => {
    const res = await fetch(`${h.base}/notebook/api/kernels`, { method: 'POST', headers: authHeaders(7), body: '{}' });
    expect(res.status).toBe(403);
  });

  it('interrupts and restarts the caller’s own kernel', async () => {
    const opts = { method: 'POST', headers: authHeaders(7), body: '{}' };
    expect((await fetch(`${h.base}/notebook/api/kernels/${seven.kernel.id}/interrupt`, opts)).status).toBe(204);
    expect((await fetch(`${h.base}/notebook/api/kernels/${seven.kernel.id}/restart`, opts)).status).toBe(200);
  });
});

describe('limits', () => {
  it('answers 429 with a message beyond the per-user cap, and again beyond the global cap', async () => {
    const a = await startSession(h.base, 9, 'a.ipynb');
    const b = await startSession(h.base, 9, 'b.ipynb');
    const third = await post(9, { path: 'c.ipynb', type: 'notebook', kernel: { name: 'python3' } });
    expect(third.status).toBe(429);
    expect(((await third.json()) as { message: string }).message).toMatch(/try again/);
    // Reopening a running notebook is not a new kernel.
    expect((await post(9, { path: 'a.ipynb', type: 'notebook', kernel: { name: 'python3' } })).status).toBe(201);

    const busy = await h.gatewayWith({ maxKernels: 1 });
    const res = await fetch(`${busy.base}/notebook/api/sessions?user_id=10`, {
      method: 'POST', headers: authHeaders(10), body: JSON.stringify({ path: 'x.ipynb', type: 'notebook', kernel: { name: 'python3' } }),
    });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toMatch(/busy/);
    await busy.close();
    expect(await deleteSession(h.base, 9, (a as { id: string }).id)).toBe(204);
    expect(await deleteSession(h.base, 9, (b as { id: string }).id)).toBe(204);
  });

  it('accepts DELETE with an empty JSON body and text/plain JSON posts', async () => {
    const res = await fetch(`${h.base}/notebook/api/sessions?user_id=10`, {
      method: 'POST',
      headers: { ...authHeaders(10), 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ path: 'plain.ipynb', type: 'notebook', kernel: { name: 'python3' } }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const del = await fetch(`${h.base}/notebook/api/sessions/${id}`, { method: 'DELETE', headers: authHeaders(10) });
    expect(del.status).toBe(204);
  });
});

describe('@jupyterlab/services through the gateway', () => {
  it('starts a session and executes code', async () => {
    const userId = 10;
    // The client needs to say who it is: X-User-Id on requests, user_id on the websocket. Never the token in the
    // websocket's URL (issue 37): a server-side client sends it in the upgrade's Authorization header (a browser asks
    // for a ticket, see NotebookClient).
    class UserWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        expect(url).not.toContain('token=');
        super(`${url}&user_id=${userId}`, protocols, { headers: { Authorization: `token ${tokenOf(userId)}` } });
      }
    }
    const serverSettings = ServerConnection.makeSettings({
      baseUrl: `${h.base}/notebook/`,
      wsUrl: `${h.base.replace(/^http/, 'ws')}/notebook/`,
      token: tokenOf(userId),
      appendToken: false,
      WebSocket: UserWebSocket as unknown as typeof globalThis.WebSocket,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        request.headers.set('X-User-Id', String(userId));
        return fetch(request);
      },
    });
    const kernelManager = new KernelManager({ serverSettings });
    const sessions = new SessionManager({ kernelManager, serverSettings });
    const session = await sessions.startNew({ path: 'lab.ipynb', type: 'notebook', name: 'lab.ipynb', kernel: { name: 'python3' } });
    expect(session.path).toBe('u10/lab.ipynb');
    const kernel = session.kernel!;
    const outputs: string[] = [];
    const future = kernel.requestExecute({ code: 'import sys; print(sys.version_info[0]); 3*3' });
    future.onIOPub = (msg) => {
      const content = msg.content as { text?: string; data?: Record<string, string> };
      if (msg.header.msg_type === 'stream') outputs.push(String(content.text));
      if (msg.header.msg_type === 'execute_result') outputs.push(String(content.data?.['text/plain']));
    };
    const reply = await future.done;
    expect(reply.content.status).toBe('ok');
    expect(outputs.join('')).toBe('3\n9');
    await session.shutdown();
    sessions.dispose();
    kernelManager.dispose();
  }, 30_000);
});
