// @lane kernel
// A stock Jupyter client with a personal notebook token alone (issue 35): @jupyterlab/services, what JupyterLab runs
// (VS Code's "existing Jupyter server" speaks the same API), against the platform as it is wired: real app, real
// tokens, real Jupyter. A refused kernel channel is refused on the HTTP upgrade, never opened and then closed.
import type http from 'node:http';
import { ContentsManager, KernelAPI, KernelManager, KernelSpecManager, ServerConnection, SessionManager, type Kernel } from '@jupyterlab/services';
import WebSocket from 'ws';
import type { CreatedNotebookToken } from '@finedu/domain';
import type { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { sharedJupyter } from '../kernel/sharedJupyter.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';

let jupyter: JupyterProcess;
let t: TestApp;
let student: Session;
let student2: Session;
let secret: string;
let tokenId: number;
let foreignKernel: string;

async function newToken(as: Session, name: string): Promise<CreatedNotebookToken> {
  const made = await t.call<CreatedNotebookToken>('POST', '/api/admin/notebook-token', { as, body: { name, expires_in_days: 7 } });
  expect(made.code).toBe(1);
  return made.data;
}

beforeAll(async () => {
  jupyter = await sharedJupyter();
  t = await createTestApp({}, { notebook: jupyter });
  student = await t.login('student');
  student2 = await t.login('student2');
  ({ secret, token: { id: tokenId } } = await newToken(student, 'JupyterLab'));
  // Another student's kernel, started the page's way (API token + X-USER-ID).
  const res = await t.request(`/notebook/api/sessions?user_id=${student2.user.id}`, {
    method: 'POST',
    as: student2,
    headers: { 'content-type': 'application/json', 'x-user-id': String(student2.user.id) },
    body: JSON.stringify({ path: 'theirs.ipynb', type: 'notebook', name: 'theirs.ipynb', kernel: { name: 'python3' } }),
  });
  expect(res.status).toBe(201);
  foreignKernel = ((await res.json()) as { kernel: { id: string } }).kernel.id;
}, 120_000);

afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

const settingsFor = (token: string, base = t.baseUrl) =>
  ServerConnection.makeSettings({
    baseUrl: `${base}/notebook/`,
    wsUrl: `${base.replace(/^http/, 'ws')}/notebook/`,
    token,
    appendToken: true,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  });

/** Runs `code` and answers the text of its execute_result (or its error name). */
async function run(kernel: Kernel.IKernelConnection, code: string): Promise<string> {
  let out = '';
  const future = kernel.requestExecute({ code });
  future.onIOPub = (msg) => {
    const content = msg.content as { data?: Record<string, string>; ename?: string; text?: string };
    if (msg.header.msg_type === 'execute_result') out += String(content.data?.['text/plain']);
    if (msg.header.msg_type === 'error') out += String(content.ename);
  };
  await future.done.catch(() => undefined);
  return out;
}

/** A raw kernel-channel upgrade: the HTTP status it was answered with, and whether a socket ever opened. */
function upgrade(url: string, headers: Record<string, string> = {}): Promise<{ status: number; opened: number; retryAfter?: string }> {
  return new Promise((resolve) => {
    let opened = 0;
    const ws = new WebSocket(url, { headers });
    ws.on('open', () => {
      opened += 1;
      ws.close();
    });
    ws.on('unexpected-response', (_req, res: http.IncomingMessage) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, opened, retryAfter: res.headers['retry-after'] as string | undefined });
    });
    ws.on('error', () => undefined);
    ws.on('close', () => resolve({ status: 101, opened }));
  });
}

const channelUrl = (kernelId: string, query: string, base = t.baseUrl) =>
  `${base.replace(/^http/, 'ws')}/notebook/api/kernels/${kernelId}/channels?session_id=raw${query}`;

test('with the token alone: kernelspecs, a session that runs 1+1, interrupt, restart, and the home’s files', async () => {
  const serverSettings = settingsFor(secret);
  const specs = new KernelSpecManager({ serverSettings });
  await specs.ready;
  expect(Object.keys(specs.specs?.kernelspecs ?? {})).toEqual(['python3']);

  const kernelManager = new KernelManager({ serverSettings });
  const sessions = new SessionManager({ kernelManager, serverSettings });
  const contents = new ContentsManager({ serverSettings });
  try {
    // The client's root is the student's home: the path it asked for, not u<id>/….
    const session = await sessions.startNew({ path: 'lab.ipynb', type: 'notebook', name: 'lab.ipynb', kernel: { name: 'python3' } });
    expect(session.path).toBe('lab.ipynb');
    const kernel = session.kernel!;
    expect(await run(kernel, '1+1')).toBe('2');

    // Interrupt a running cell.
    const sleeping = kernel.requestExecute({ code: 'import time\nprint("zz", flush=True)\ntime.sleep(60)' });
    const printed = new Promise<void>((resolve) => {
      sleeping.onIOPub = (msg) => {
        if (msg.header.msg_type === 'stream') resolve();
      };
    });
    await printed;
    await kernel.interrupt();
    const interrupted = await sleeping.done.catch((reply: unknown) => reply);
    expect((interrupted as { content: { status: string; ename?: string } }).content).toMatchObject({ status: 'error', ename: 'KeyboardInterrupt' });

    // Restart: the kernel's names are gone.
    expect(await run(kernel, 'x = 5; x')).toBe('5');
    await kernel.restart();
    expect(await run(kernel, "'x' in dir()")).toBe('False');

    // Save a notebook and a text file, upload a binary one; list them; the kernel sees them in its folder.
    const notebook = { nbformat: 4, nbformat_minor: 5, metadata: {}, cells: [{ cell_type: 'code', source: '1+1', metadata: {}, outputs: [], execution_count: null, id: 'c1' }] };
    const saved = await contents.save('lab.ipynb', { type: 'notebook', format: 'json', content: notebook });
    expect(saved).toMatchObject({ path: 'lab.ipynb', type: 'notebook' });
    await contents.save('notes.txt', { type: 'file', format: 'text', content: '累计收益 42' });
    await contents.save('data.bin', { type: 'file', format: 'base64', content: Buffer.from([0, 1, 2, 255]).toString('base64') });
    const home = await contents.get('');
    expect(home.path).toBe('');
    expect((home.content as Array<{ name: string; path: string }>).map((e) => e.path).sort()).toEqual(expect.arrayContaining(['data.bin', 'lab.ipynb', 'notes.txt']));
    expect((await contents.get('notes.txt')).content).toBe('累计收益 42');
    expect(((await contents.get('lab.ipynb')).content as { cells: Array<{ source: string }> }).cells[0]!.source).toBe('1+1');
    expect(await run(kernel, "open('notes.txt', encoding='utf-8').read()")).toBe("'累计收益 42'");
    expect(await run(kernel, "list(open('data.bin', 'rb').read())")).toBe('[0, 1, 2, 255]');
    // What the client saved belongs to the student: their kernel may change it.
    expect(await run(kernel, "open('notes.txt', 'a', encoding='utf-8').write('!')")).toBe('1');

    // A link the kernel makes is never followed, and not listed.
    expect(await run(kernel, "import os; os.symlink('/etc', 'etc-link'); os.symlink('/etc/passwd', 'pw'); 'ok'")).toBe("'ok'");
    await expect(contents.get('etc-link/passwd')).rejects.toMatchObject({ response: { status: 404 } });
    await expect(contents.get('pw')).rejects.toMatchObject({ response: { status: 404 } });
    await expect(contents.save('etc-link/x.txt', { type: 'file', format: 'text', content: 'no' })).rejects.toMatchObject({ response: { status: 404 } });
    expect(((await contents.get('')).content as Array<{ name: string }>).map((e) => e.name)).not.toContain('etc-link');

    await session.shutdown();
  } finally {
    contents.dispose();
    sessions.dispose();
    kernelManager.dispose();
    specs.dispose();
  }
}, 120_000);

test('another student’s kernels, sessions and files stay invisible and closed', async () => {
  const auth = { authorization: `token ${secret}` };
  const listed = (await (await t.request('/notebook/api/sessions', { headers: auth })).json()) as Array<{ kernel: { id: string } }>;
  expect(listed.map((s) => s.kernel.id)).not.toContain(foreignKernel);
  const kernelsListed = (await (await t.request('/notebook/api/kernels', { headers: auth })).json()) as Array<{ id: string }>;
  expect(kernelsListed.map((k) => k.id)).not.toContain(foreignKernel);
  expect((await t.request(`/notebook/api/kernels/${foreignKernel}`, { headers: auth })).status).toBe(403);
  expect((await t.request(`/notebook/api/kernels/${foreignKernel}/restart`, { method: 'POST', headers: auth, body: '{}' })).status).toBe(403);
  for (const path of [`..%2Fu${student2.user.id}`, `u${student2.user.id}/theirs.ipynb`.replace('/', '%2F'), '.hidden', '%2e%2e']) {
    const res = await t.request(`/notebook/api/contents/${path}`, { headers: auth });
    expect([400, 404]).toContain(res.status);
  }
  // Renaming a file out of the home is refused.
  const moved = await t.request('/notebook/api/contents/notes.txt', { method: 'PATCH', headers: auth, body: JSON.stringify({ path: `../u${student2.user.id}/x.txt` }) });
  expect(moved.status).toBe(400);
  // The upgrade to another student's kernel is answered 403: no socket opens.
  expect(await upgrade(channelUrl(foreignKernel, `&token=${secret}`))).toEqual({ status: 403, opened: 0, retryAfter: undefined });
});

test('a revoked token is refused on REST and on the upgrade: the refused socket never opens', async () => {
  const { secret: doomed, token } = await newToken(student, 'to revoke');
  const session = (await (
    await t.request('/notebook/api/sessions', { method: 'POST', headers: { authorization: `token ${doomed}` }, body: JSON.stringify({ path: 'r.ipynb', type: 'notebook', kernel: { name: 'python3' } }) })
  ).json()) as { id: string; kernel: { id: string } };
  expect(await upgrade(channelUrl(session.kernel.id, `&token=${doomed}`))).toEqual({ status: 101, opened: 1 });

  expect((await t.call('DELETE', `/api/admin/notebook-token/${token.id}`, { as: student })).code).toBe(1);
  expect((await t.request('/notebook/api/kernelspecs', { headers: { authorization: `token ${doomed}` } })).status).toBe(401);
  expect((await t.request(`/notebook/api/kernelspecs?token=${doomed}`)).status).toBe(401);
  expect((await t.request('/notebook/api/contents', { headers: { authorization: `token ${doomed}` } })).status).toBe(401);
  expect(await upgrade(channelUrl(session.kernel.id, `&token=${doomed}`))).toEqual({ status: 401, opened: 0, retryAfter: undefined });
  expect(await upgrade(channelUrl(session.kernel.id, ''), { authorization: `token ${doomed}` })).toEqual({ status: 401, opened: 0, retryAfter: undefined });
  // No credential at all, or an API token in the URL (never accepted there): 401 as well.
  expect(await upgrade(channelUrl(session.kernel.id, ''))).toMatchObject({ status: 401, opened: 0 });
  expect(await upgrade(channelUrl(session.kernel.id, `&token=${student.token}&user_id=${student.user.id}`))).toMatchObject({ status: 401, opened: 0 });

  // The stock client with the revoked token: its REST calls fail with 401.
  await expect(KernelAPI.listRunning(settingsFor(doomed))).rejects.toMatchObject({ response: { status: 401 } });
  expect((await t.request(`/notebook/api/sessions/${session.id}`, { method: 'DELETE', headers: { authorization: `token ${secret}` } })).status).toBe(204);
  expect(tokenId).toBeGreaterThan(0);
});

test('revoking a token closes the kernel channels it opened (checked again every NOTEBOOK_TOKEN_RECHECK_S)', async () => {
  const other = await createTestApp({ notebook: { NOTEBOOK_TOKEN_RECHECK_S: '1' } }, { notebook: jupyter, sameDatabaseAs: t });
  try {
    const { secret: lost, token } = await newToken(student2, 'lost laptop');
    const ws = new WebSocket(channelUrl(foreignKernel, `&token=${lost}`, other.baseUrl));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    // Still open a moment later while the token is live.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ws.readyState).toBe(WebSocket.OPEN);
    expect((await t.call('DELETE', `/api/admin/notebook-token/${token.id}`, { as: student2 })).code).toBe(1);
    expect(await closed).toBe(4401);
    expect(await upgrade(channelUrl(foreignKernel, `&token=${lost}`, other.baseUrl))).toMatchObject({ status: 401, opened: 0 });
  } finally {
    other.app.server.closeAllConnections();
    await other.close();
  }
}, 60_000);

test('a stock client refused on the upgrade backs off instead of reconnecting in a loop', async () => {
  // Before issue 35 the channel was accepted and then closed with 4401: the client saw "connected", reset its backoff
  // and reconnected at once, about 20,000 times a minute. Refused on the upgrade, it never connects, so its backoff
  // grows (@jupyterlab/services tries 7 times more at most, 0-1 s, 0-3 s, 0-7 s, …, then gives up).
  const foreign = channelUrl(foreignKernel, '').replace(/\/channels\?.*$/, '/channels');
  let upgrades = 0;
  const count = (req: http.IncomingMessage) => {
    if (req.url?.startsWith(new URL(foreign.replace(/^ws/, 'http')).pathname)) upgrades += 1;
  };
  t.app.server.on('upgrade', count);
  const kernelManager = new KernelManager({ serverSettings: settingsFor(secret) });
  const statuses: string[] = [];
  try {
    const kernel = kernelManager.connectTo({ model: { id: foreignKernel, name: 'python3' } });
    kernel.connectionStatusChanged.connect((_sender, status) => statuses.push(status));
    await new Promise((resolve) => setTimeout(resolve, 8000));
    expect(upgrades).toBeGreaterThanOrEqual(1);
    expect(upgrades).toBeLessThanOrEqual(8);
    expect(statuses).not.toContain('connected');
    kernel.dispose();
  } finally {
    t.app.server.off('upgrade', count);
    kernelManager.dispose();
  }
}, 30_000);

test('a client reconnecting in a loop is answered 429 on the upgrade once past its connections per minute', async () => {
  // A second API instance with a small limit (NOTEBOOK_CHANNEL_CONNECTS_PER_MIN), on the same database and Jupyter.
  const other = await createTestApp({ notebook: { NOTEBOOK_CHANNEL_CONNECTS_PER_MIN: '3' } }, { notebook: jupyter, sameDatabaseAs: t });
  try {
    const res = await other.request('/notebook/api/sessions', { method: 'POST', headers: { authorization: `token ${secret}` }, body: JSON.stringify({ path: 'loop.ipynb', type: 'notebook', kernel: { name: 'python3' } }) });
    expect(res.status).toBe(201);
    const session = (await res.json()) as { id: string; kernel: { id: string } };
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await upgrade(channelUrl(session.kernel.id, `&token=${secret}`, other.baseUrl)));
    expect(answers.map((a) => a.status)).toEqual([101, 101, 101, 429, 429, 429]);
    expect(answers.slice(3).every((a) => a.opened === 0 && Number(a.retryAfter) >= 1 && Number(a.retryAfter) <= 60)).toBe(true);
    // Another user is not affected.
    const { secret: theirs } = await newToken(student2, 'theirs');
    expect(await upgrade(channelUrl(foreignKernel, `&token=${theirs}`, other.baseUrl))).toMatchObject({ status: 101, opened: 1 });
    expect((await other.request(`/notebook/api/sessions/${session.id}`, { method: 'DELETE', headers: { authorization: `token ${secret}` } })).status).toBe(204);
  } finally {
    other.app.server.closeAllConnections();
    await other.close();
  }
}, 60_000);
