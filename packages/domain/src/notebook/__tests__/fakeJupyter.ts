import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

interface Frame {
  header: { msg_id: string; msg_type: string; session: string; username: string; version: string; date: string };
  content: Record<string, unknown>;
  channel: string;
}

/**
 * A tiny stand-in for the notebook gateway and the app API: Jupyter's session REST routes, the kernel
 * channel websocket (scripted replies per code), and `POST /api/classroom/case/code`.
 */
export class FakeJupyter {
  readonly requests: RecordedRequest[] = [];
  readonly channelUrls: string[] = [];
  readonly executeRequests: Frame[] = [];
  readonly sockets: WebSocket[] = [];
  /** Status the next session POSTs answer with. */
  sessionStatus = 201;
  /** Close code to refuse channels with (e.g. 4403), or null to accept. */
  refuseChannel: number | null = null;
  /** Refuse the websocket upgrade itself (HTTP 403). */
  rejectUpgrade = false;
  sessionCount = 0;
  /** Status to refuse channel tickets with (e.g. 401), or null to issue them. */
  refuseTicket: number | null = null;
  ticketCount = 0;
  readonly #server: Server;
  readonly #wss: WebSocketServer;
  /** Waiters for a number of requests (waitForRequests), told as each request is recorded. */
  readonly #waiters = new Set<() => void>();

  constructor() {
    this.#server = createServer((req, res) => void this.#handle(req, res));
    this.#wss = new WebSocketServer({ server: this.#server, verifyClient: () => !this.rejectUpgrade });
    this.#wss.on('connection', (socket, req) => {
      this.channelUrls.push(req.url ?? '');
      if (this.refuseChannel !== null) {
        socket.close(this.refuseChannel, 'refused');
        return;
      }
      this.sockets.push(socket);
      socket.on('message', (data) => this.#onFrame(socket, JSON.parse(String(data)) as Frame));
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const socket of this.#wss.clients) socket.terminate();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Closes every open kernel channel from the server side. */
  dropChannels(code = 1011): void {
    for (const socket of this.#wss.clients) socket.close(code, 'server restart');
  }

  requestsTo(method: string, pathPrefix: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.url.startsWith(pathPrefix));
  }

  /** Resolves once `count` requests of `method` to `pathPrefix` have arrived (the event, not a guess at its time). */
  waitForRequests(method: string, pathPrefix: string, count: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.requestsTo(method, pathPrefix).length < count) return;
        this.#waiters.delete(check);
        resolve();
      };
      this.#waiters.add(check);
      check();
    });
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const method = req.method ?? 'GET';
    const url = req.url ?? '';
    this.requests.push({ method, url, headers: req.headers, body });
    for (const waiter of [...this.#waiters]) waiter();
    const send = (status: number, payload?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(payload === undefined ? undefined : JSON.stringify(payload));
    };
    if (method === 'POST' && url.startsWith('/notebook/api/sessions')) {
      if (this.sessionStatus !== 201) return send(this.sessionStatus, { message: 'no kernel available' });
      this.sessionCount += 1;
      const { path, name } = body as { path: string; name: string };
      return send(201, { id: 'sess-1', path, name, type: 'notebook', kernel: { id: 'kernel-1', name: 'python3' } });
    }
    if (method === 'POST' && url.startsWith('/notebook/api/tickets')) {
      if (this.refuseTicket !== null) return send(this.refuseTicket, { message: 'not signed in' });
      this.ticketCount += 1;
      return send(201, { ticket: `ticket-${this.ticketCount}`, expires_in_s: 60 });
    }
    if (method === 'DELETE' && url.startsWith('/notebook/api/sessions/')) return send(204);
    if (method === 'POST' && /^\/notebook\/api\/kernels\/[^/]+\/(interrupt|restart)/.test(url)) return send(url.includes('restart') ? 200 : 204, {});
    if (method === 'POST' && url === '/api/classroom/case/code') return send(200, { code: 1, data: null, message: 'ok' });
    send(404, { message: 'not found' });
  }

  #onFrame(socket: WebSocket, frame: Frame): void {
    if (frame.header.msg_type !== 'execute_request') return;
    this.executeRequests.push(frame);
    const parent = frame.header;
    const reply = (channel: string, msg_type: string, content: Record<string, unknown>, parentHeader: object = parent) =>
      socket.send(
        JSON.stringify({
          header: { msg_id: `${msg_type}-${Math.random()}`, msg_type, session: 'kernel', username: 'kernel', version: '5.3', date: new Date().toISOString() },
          parent_header: parentHeader,
          metadata: {},
          content,
          channel,
        }),
      );
    const code = String(frame.content.code);
    const count = this.executeRequests.length;
    reply('iopub', 'status', { execution_state: 'busy' });
    reply('iopub', 'execute_input', { code, execution_count: count });
    // Noise for another request must be ignored.
    reply('iopub', 'stream', { name: 'stdout', text: 'not mine' }, { msg_id: 'someone-else' });
    if (code === 'raise') {
      reply('iopub', 'stream', { name: 'stdout', text: 'before\n' });
      reply('iopub', 'error', { ename: 'ValueError', evalue: 'bad', traceback: ['\u001b[31mValueError\u001b[0m: bad'] });
      reply('shell', 'execute_reply', { status: 'error', execution_count: count, ename: 'ValueError', evalue: 'bad', traceback: [] });
      reply('iopub', 'status', { execution_state: 'idle' });
    } else if (code === 'progress') {
      // IPython.display.clear_output(wait=True) before each line, as a live-updating loop does.
      for (const n of [1, 2, 3]) {
        reply('iopub', 'clear_output', { wait: true });
        reply('iopub', 'stream', { name: 'stdout', text: `step ${n}/3\n` });
      }
      reply('shell', 'execute_reply', { status: 'ok', execution_count: count });
      reply('iopub', 'status', { execution_state: 'idle' });
    } else if (code === 'hang') {
      // Never answers: the channel closing must reject the run.
    } else if (code === '1+1') {
      reply('iopub', 'execute_result', { execution_count: count, data: { 'text/plain': '2' }, metadata: {} });
      // idle before execute_reply: the client must wait for both.
      reply('iopub', 'status', { execution_state: 'idle' });
      setTimeout(() => reply('shell', 'execute_reply', { status: 'ok', execution_count: count }), 30);
    } else {
      reply('iopub', 'stream', { name: 'stdout', text: 'hello\n' });
      reply('iopub', 'display_data', { data: { 'image/png': 'iVBOR', 'text/plain': '<Figure>' }, metadata: {} });
      reply('shell', 'execute_reply', { status: 'ok', execution_count: count });
      setTimeout(() => reply('iopub', 'status', { execution_state: 'idle' }), 30);
    }
  }
}
