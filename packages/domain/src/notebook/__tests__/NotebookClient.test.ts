/**
 * @jest-environment node
 */
import { WebSocket } from 'ws';
import { createHttpClient } from '../../http/createHttpClient.js';
import { NotebookError, NotebookRunError } from '../errors.js';
import { NotebookClient } from '../NotebookClient.js';
import type { NotebookClientOptions, NotebookStatus } from '../NotebookClient.js';
import type { NotebookRunResult } from '../protocol.js';
import type { WebSocketFactory } from '../webSocket.js';
import { FakeJupyter } from './fakeJupyter.js';

// Both the DOM WebSocket and `ws` satisfy the injectable factory type without casts.
const _domFits: WebSocketFactory | undefined = (globalThis as { WebSocket?: typeof globalThis.WebSocket }).WebSocket;
void _domFits;

let server: FakeJupyter;
let baseUrl: string;
const clients: NotebookClient[] = [];

beforeEach(async () => {
  server = new FakeJupyter();
  baseUrl = await server.listen();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.destroy()));
  await server.close();
});

function makeClient(overrides: Partial<NotebookClientOptions> = {}) {
  const tokenStore = { get: () => ({ token: 'tok-9', user_id: 42, saved_at: 0 }), clear: () => undefined };
  const http = createHttpClient({ baseURL: baseUrl, tokenStore });
  const client = new NotebookClient({
    baseUrl,
    http,
    getToken: () => 'tok-9',
    getUserId: () => 42,
    WebSocketImpl: WebSocket,
    reconnectDelayMs: 50,
    ...overrides,
  });
  clients.push(client);
  const statuses: NotebookStatus[] = [];
  client.onStatus((s) => statuses.push(s));
  return { client, statuses };
}

const waitForStatus = (client: NotebookClient, status: NotebookStatus) =>
  new Promise<void>((resolve) => {
    if (client.status === status) return resolve();
    const off = client.onStatus((s) => {
      if (s === status) {
        off();
        resolve();
      }
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('NotebookClient', () => {
  it('starts a session (201) and is ready when the kernel channel opens', async () => {
    const { client, statuses } = makeClient();
    expect(client.status).toBe('closed');
    await client.start({ path: 'case-12/main.ipynb', name: 'main.ipynb', caseId: 12, fileId: 3 });
    expect(client.status).toBe('ready');
    expect(statuses).toEqual(['connecting', 'ready']);

    const [post] = server.requestsTo('POST', '/notebook/api/sessions');
    expect(post?.url).toBe('/notebook/api/sessions?user_id=42');
    expect(post?.headers['x-user-id']).toBe('42');
    expect(post?.headers.authorization).toBe('Bearer tok-9');
    expect(post?.body).toEqual({ path: 'case-12/main.ipynb', type: 'notebook', name: 'main.ipynb', kernel: { id: null, name: 'python3' } });

    const channel = new URL(server.channelUrls[0] ?? '', baseUrl);
    expect(channel.pathname).toBe('/notebook/api/kernels/kernel-1/channels');
    // The channel's URL carries a single-use ticket, asked for with the token in a header; never the token (issue 37).
    expect(Object.fromEntries(channel.searchParams)).toEqual({ session_id: 'sess-1', user_id: '42', ticket: 'ticket-1' });
    expect(server.channelUrls[0]).not.toContain('tok-9');
    const [ticket] = server.requestsTo('POST', '/notebook/api/tickets');
    expect(ticket?.url).toBe('/notebook/api/tickets?user_id=42');
    expect(ticket?.headers.authorization).toBe('Bearer tok-9');
    expect(client.session).toMatchObject({ id: 'sess-1', kernel: { id: 'kernel-1' } });
  });

  it('sends an execute_request (protocol 5.2) and resolves with the outputs when the kernel is idle', async () => {
    const { client } = makeClient();
    await client.start({ path: 'a.ipynb', name: 'a.ipynb' });
    const seen: string[] = [];
    const result = await client.run('print("hello")', { onOutput: (o) => seen.push(o.output_type) });

    const request = server.executeRequests[0];
    expect(request?.channel).toBe('shell');
    expect(request?.header).toMatchObject({ msg_type: 'execute_request', version: '5.2', session: 'sess-1', username: '42' });
    expect(typeof request?.header.msg_id).toBe('string');
    expect(new Date(request?.header.date ?? '').toString()).not.toBe('Invalid Date');
    expect(request?.content).toEqual({ code: 'print("hello")', silent: false, store_history: true, user_expressions: {}, allow_stdin: false, stop_on_error: true });

    expect(result).toEqual<NotebookRunResult>({
      msg_id: request?.header.msg_id ?? '',
      status: 'ok',
      execution_count: 1,
      outputs: [
        { output_type: 'stream', name: 'stdout', text: 'hello\n' },
        { output_type: 'display_data', data: { 'image/png': 'iVBOR', 'text/plain': '<Figure>' }, metadata: {} },
      ],
    });
    expect(seen).toEqual(['stream', 'display_data']);
  });

  it('waits for execute_reply when idle arrives first', async () => {
    const { client } = makeClient();
    await client.start({ path: 'a.ipynb', name: 'a.ipynb' });
    const result = await client.run('1+1');
    expect(result.outputs).toEqual([{ output_type: 'execute_result', execution_count: 1, data: { 'text/plain': '2' }, metadata: {} }]);
    expect(result.status).toBe('ok');
  });

  it('rejects with the collected outputs when an error occurred', async () => {
    const { client } = makeClient();
    await client.start({ path: 'a.ipynb', name: 'a.ipynb' });
    const error = await client.run('raise').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotebookRunError);
    const runError = error as NotebookRunError;
    expect(runError.message).toBe('ValueError: bad');
    expect(runError.result.status).toBe('error');
    expect(runError.outputs).toEqual([
      { output_type: 'stream', name: 'stdout', text: 'before\n' },
      { output_type: 'error', ename: 'ValueError', evalue: 'bad', traceback: ['\u001b[31mValueError\u001b[0m: bad'] },
    ]);
    // The channel stays usable.
    await expect(client.run('1+1')).resolves.toMatchObject({ status: 'ok' });
  });

  it('streams clear_output as onClear and resolves with what is left after the clears', async () => {
    const { client } = makeClient();
    await client.start({ path: 'a.ipynb', name: 'a.ipynb' });
    const events: string[] = [];
    const result = await client.run('progress', {
      onOutput: (o) => events.push(o.output_type === 'stream' ? o.text : o.output_type),
      onClear: () => events.push('clear'),
    });
    expect(result.outputs).toEqual([{ output_type: 'stream', name: 'stdout', text: 'step 3/3\n' }]);
    expect(events).toEqual(['clear', 'step 1/3\n', 'clear', 'step 2/3\n', 'clear', 'step 3/3\n']);
  });

  it('rejects a run while not ready', async () => {
    const { client } = makeClient();
    await expect(client.run('1')).rejects.toMatchObject({ reason: 'not-ready' });
  });

  it('restarts 3000 ms after a server-side close by default, then runs again', async () => {
    const { client, statuses } = makeClient({ reconnectDelayMs: undefined });
    await client.start({ path: 'a.ipynb', name: 'a.ipynb' });
    // The client's timers on a fake clock (sockets and I/O stay real): the delay is measured, never waited out.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'queueMicrotask', 'Date', 'hrtime', 'performance'] });
    try {
      server.dropChannels();
      await waitForStatus(client, 'reconnecting');
      await jest.advanceTimersByTimeAsync(2999);
      expect(server.sessionCount).toBe(1);
      expect(client.status).toBe('reconnecting');
      await jest.advanceTimersByTimeAsync(1);
      await waitForStatus(client, 'ready');
    } finally {
      jest.useRealTimers();
    }
    expect(server.sessionCount).toBe(2);
    expect(server.channelUrls).toHaveLength(2);
    expect(statuses).toEqual(['connecting', 'ready', 'reconnecting', 'ready']);
    await expect(client.run('1+1')).resolves.toMatchObject({ status: 'ok' });
  });

  it('rejects a pending run when the channel closes, and keeps trying while the service is down', async () => {
    const { client } = makeClient();
    await client.start({ path: 'a.ipynb', name: 'a.ipynb' });
    const pending = client.run('hang');
    await sleep(20);
    server.sessionStatus = 503;
    server.dropChannels();
    await expect(pending).rejects.toMatchObject({ reason: 'not-ready' });
    // It keeps trying: two more session starts (refused) while the service is down, then it is still reconnecting.
    await server.waitForRequests('POST', '/notebook/api/sessions', 3);
    expect(client.status).toBe('reconnecting');
    server.sessionStatus = 201;
    await waitForStatus(client, 'ready');
  });

  it('destroy() stops reconnecting, closes the channel and deletes the session', async () => {
    const { client, statuses } = makeClient();
    await client.start({ path: 'a.ipynb', name: 'a.ipynb' });
    const socket = server.sockets[0];
    const serverSawClose = new Promise<void>((resolve) => socket?.on('close', () => resolve()));
    await client.destroy();
    await serverSawClose;
    expect(client.status).toBe('closed');
    expect(server.requestsTo('DELETE', '/notebook/api/sessions/sess-1')).toHaveLength(1);
    expect(server.requestsTo('DELETE', '/notebook/api/sessions/sess-1')[0]?.headers['x-user-id']).toBe('42');
    await sleep(200);
    expect(server.sessionCount).toBe(1);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('destroy() while waiting to reconnect cancels the restart', async () => {
    const { client } = makeClient({ reconnectDelayMs: 150 });
    await client.start({ path: 'a.ipynb', name: 'a.ipynb' });
    server.dropChannels();
    await waitForStatus(client, 'reconnecting');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'queueMicrotask', 'Date', 'hrtime', 'performance'] });
    try {
      await client.destroy();
      // Past the reconnect delay on the client's clock: the cancelled restart never runs.
      await jest.advanceTimersByTimeAsync(1000);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
    expect(server.sessionCount).toBe(1);
    expect(client.status).toBe('closed');
  });

  it('logs a non-201 session start through POST /api/classroom/case/code', async () => {
    server.sessionStatus = 500;
    const { client } = makeClient();
    const error = await client.start({ path: 'a.ipynb', name: 'a.ipynb', caseId: 12, fileId: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotebookError);
    expect(error).toMatchObject({ reason: 'session', status: 500 });
    expect(client.status).toBe('closed');
    const logs = server.requestsTo('POST', '/api/classroom/case/code');
    expect(logs).toHaveLength(1);
    expect(logs[0]?.body).toEqual({ code: 500, case_id: 12, file_id: 3, session_id: null, result: JSON.stringify({ message: 'no kernel available' }) });
    expect(logs[0]?.headers.authorization).toBe('Bearer tok-9');
    expect(logs[0]?.headers['x-user-id']).toBe('42');
    expect(server.channelUrls).toHaveLength(0);
  });

  it('does not reconnect when the gateway refuses the channel (4403)', async () => {
    server.refuseChannel = 4403;
    const { client } = makeClient();
    // The gateway accepts the upgrade and then closes with 4403: start may resolve first, but the
    // client must end closed instead of retrying.
    await client.start({ path: 'a.ipynb', name: 'a.ipynb' }).catch(() => undefined);
    await waitForStatus(client, 'closed');
    await sleep(200);
    expect(client.status).toBe('closed');
    expect(server.sessionCount).toBe(1);
  });

  it('opens no channel when the gateway refuses the ticket (401): start rejects, and it stays closed', async () => {
    server.refuseTicket = 401;
    const { client, statuses } = makeClient();
    await expect(client.start({ path: 'a.ipynb', name: 'a.ipynb' })).rejects.toMatchObject({ reason: 'channel', status: 4401 });
    expect(statuses).toEqual(['connecting', 'closed']);
    expect(server.channelUrls).toHaveLength(0);
  });

  it('asks for a fresh ticket on every reconnect: a ticket opens one channel only', async () => {
    const { client } = makeClient();
    await client.start({ path: 'a.ipynb', name: 'a.ipynb' });
    server.dropChannels();
    await waitForStatus(client, 'reconnecting');
    await waitForStatus(client, 'ready');
    const tickets = server.channelUrls.map((url) => new URL(url, baseUrl).searchParams.get('ticket'));
    expect(tickets).toEqual(['ticket-1', 'ticket-2']);
  });

  it('rejects start() and stays closed when the channel never opens', async () => {
    server.rejectUpgrade = true;
    const { client, statuses } = makeClient();
    await expect(client.start({ path: 'a.ipynb', name: 'a.ipynb' })).rejects.toMatchObject({ reason: 'channel' });
    await sleep(200);
    expect(statuses).toEqual(['connecting', 'closed']);
    expect(server.sessionCount).toBe(1);
  });

  it('start() again closes and deletes the previous session first', async () => {
    const { client } = makeClient();
    await client.start({ path: 'a.ipynb', name: 'a.ipynb' });
    await client.start({ path: 'b.ipynb', name: 'b.ipynb' });
    expect(client.status).toBe('ready');
    const order = server.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`);
    expect(order).toEqual(['POST /notebook/api/sessions', 'POST /notebook/api/tickets', 'DELETE /notebook/api/sessions/sess-1', 'POST /notebook/api/sessions', 'POST /notebook/api/tickets']);
    expect(server.channelUrls).toHaveLength(2);
  });

  it('interrupt() and restart() call the kernel REST routes', async () => {
    const { client } = makeClient();
    await client.start({ path: 'a.ipynb', name: 'a.ipynb' });
    await client.interrupt();
    await client.restart();
    expect(server.requestsTo('POST', '/notebook/api/kernels/kernel-1/interrupt')[0]?.url).toBe('/notebook/api/kernels/kernel-1/interrupt?user_id=42');
    expect(server.requestsTo('POST', '/notebook/api/kernels/kernel-1/restart')).toHaveLength(1);
  });

  it('logs finished runs when logRuns is on', async () => {
    const { client } = makeClient({ logRuns: true });
    await client.start({ path: 'a.ipynb', name: 'a.ipynb', caseId: 7 });
    await client.run('1+1');
    await sleep(50);
    const [log] = server.requestsTo('POST', '/api/classroom/case/code');
    expect(log?.body).toMatchObject({ code: '1+1', case_id: 7, file_id: null, session_id: 'sess-1' });
    expect(JSON.parse((log?.body as { result: string }).result)).toEqual([{ output_type: 'execute_result', execution_count: 1, data: { 'text/plain': '2' }, metadata: {} }]);
  });
});
