// @lane kernel
// The gateway as the platform wires it: real app, real sign-in tokens, real Jupyter.
import WebSocket from 'ws';
import type { JupyterProcess } from '../../src/runtime/jupyter/jupyterProcess.js';
import { sharedJupyter } from '../kernel/sharedJupyter.js';
import { createTestApp, type Session, type TestApp } from '../helper.js';
import { TestKernel } from './helpers.js';

let jupyter: JupyterProcess;
let t: TestApp;
let student: Session;
let student2: Session;

beforeAll(async () => {
  jupyter = await sharedJupyter();
  t = await createTestApp({}, { notebook: jupyter });
  student = await t.login('student');
  student2 = await t.login('student2');
}, 60_000);

afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

const startSession = (as: Session, userId = as.user.id) =>
  t.request(`/notebook/api/sessions?user_id=${userId}`, {
    method: 'POST',
    as,
    headers: { 'content-type': 'application/json', 'x-user-id': String(userId) },
    body: JSON.stringify({ path: 'wired/demo.ipynb', type: 'notebook', name: 'demo.ipynb', kernel: { name: 'python3' } }),
  });

function execute(url: string, code: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const msgId = `m-${Date.now()}`;
    let result = '';
    ws.on('open', () =>
      ws.send(JSON.stringify({
        header: { msg_id: msgId, msg_type: 'execute_request', session: 's', username: 'u', version: '5.2', date: new Date().toISOString() },
        parent_header: {}, metadata: {}, channel: 'shell',
        content: { code, silent: false, store_history: true, user_expressions: {}, allow_stdin: false, stop_on_error: true },
      })),
    );
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as { msg_type: string; parent_header: { msg_id?: string }; content: { data?: Record<string, string>; execution_state?: string } };
      if (msg.parent_header.msg_id !== msgId) return;
      if (msg.msg_type === 'execute_result') result = msg.content.data?.['text/plain'] ?? '';
      if (msg.msg_type === 'status' && msg.content.execution_state === 'idle') {
        ws.close();
        resolve(result);
      }
    });
    ws.on('error', reject);
    ws.on('close', (code) => { if (code >= 4000) reject(new Error(`closed ${code}`)); });
  });
}

test('a signed-in student starts a session with their API token and runs a cell', async () => {
  const res = await startSession(student);
  expect(res.status).toBe(201);
  const session = (await res.json()) as { id: string; path: string; kernel: { id: string } };
  expect(session.path).toBe(`u${student.user.id}/wired/demo.ipynb`);
  // The channel opens with a single-use ticket asked for with the token in a header: no token in the URL (issue 37).
  const wsUrl = await TestKernel.resolve(TestKernel.url(t.baseUrl, session.kernel.id, student.user.id, student.token));
  expect(wsUrl).toContain('ticket=');
  expect(wsUrl).not.toContain(student.token);
  await expect(execute(wsUrl, '6*7')).resolves.toBe('42');
  // The ticket is spent: the same URL again is refused on the upgrade (issue 35).
  await expect(execute(wsUrl, '1')).rejects.toThrow('Unexpected server response: 401');

  // Another college's student cannot attach to it with their own valid ticket: 403 on the upgrade.
  const foreign = await TestKernel.resolve(TestKernel.url(t.baseUrl, session.kernel.id, student2.user.id, student2.token));
  await expect(execute(foreign, '1')).rejects.toThrow('Unexpected server response: 403');
  const del = await t.request(`/notebook/api/sessions/${session.id}`, { method: 'DELETE', as: student2 });
  expect(del.status).toBe(403);
}, 60_000);

test('a token that is not the user_id’s, or a signed-out token, is refused with 401', async () => {
  expect((await startSession(student, student2.user.id)).status).toBe(401);
  await t.call('POST', '/api/admin/logout', { as: student2 });
  expect((await startSession(student2)).status).toBe(401);
});

test('evaluation reaches the same Jupyter through the notebookBackend decorator', () => {
  expect((t.app as unknown as { notebookBackend: unknown }).notebookBackend).toBe(jupyter);
});
