import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { openMemoryDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { ChannelTickets } from '../../src/runtime/jupyter/channelTickets.js';
import { notebookGateway, type NotebookGatewayOptions, type NotebookUser } from '../../src/runtime/jupyter/gateway.js';
import { KernelStore } from '../../src/runtime/jupyter/kernelStore.js';
import { JupyterProcess, type JupyterProcessOptions } from '../../src/runtime/jupyter/jupyterProcess.js';
import { notebookSettingsFromEnv, type NotebookLimits, type NotebookSettings } from '../../src/runtime/jupyter/settings.js';

/** The test's edge: an in-memory token table standing in for the platform's auth. */
export const USERS: Record<string, NotebookUser> = {
  'token-7': { id: 7, role: 'edu_student', edu_id: 1 },
  'token-8': { id: 8, role: 'edu_student', edu_id: 1 },
  'token-9': { id: 9, role: 'edu_student', edu_id: 2 },
  'token-10': { id: 10, role: 'edu_teacher', edu_id: 2 },
};
export const tokenOf = (userId: number): string => `token-${userId}`;

export async function authenticate(token: string, userId: string): Promise<NotebookUser | null> {
  const user = USERS[token];
  return user && String(user.id) === userId ? user : null;
}

export async function userById(userId: number): Promise<NotebookUser | null> {
  return Object.values(USERS).find((user) => user.id === userId) ?? null;
}

/** The gateway's sign-in options for the test's users: tokens in headers, channel tickets in `database`. */
export function gatewayAuth(database: DatabaseHandle): Pick<NotebookGatewayOptions, 'authenticate' | 'userById' | 'tickets'> {
  return { authenticate, userById, tickets: new ChannelTickets(database.db) };
}

export interface Harness {
  app: FastifyInstance;
  jupyter: JupyterProcess;
  settings: NotebookSettings;
  /** The kernel table's database (a migrated PGlite in memory), shared by every gateway of the harness. */
  database: DatabaseHandle;
  /** http://127.0.0.1:<port> of the gateway */
  base: string;
  /** Another gateway (a second API instance: same Jupyter, same kernel table) with other limits. */
  gatewayWith(limits: Partial<NotebookLimits>): Promise<{ base: string; close(): Promise<void> }>;
  close(): Promise<void>;
}

async function listen(jupyter: JupyterProcess, limits: NotebookLimits, database: DatabaseHandle): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify({ logger: { level: 'error' } });
  await app.register(notebookGateway, { ...gatewayAuth(database), jupyter, limits, kernels: new KernelStore(database.db) });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base: address };
}

export async function startHarness(env: Record<string, string> = {}, options: JupyterProcessOptions = {}): Promise<Harness> {
  const dataDir = mkdtempSync('/tmp/nbt-');
  const settings = notebookSettingsFromEnv({ DATA_DIR: dataDir, ...env });
  const logger = Fastify({ logger: { level: 'warn' } }).log;
  const [jupyter, database] = await Promise.all([JupyterProcess.start(settings, logger, options), openMemoryDatabase()]);
  const { app, base } = await listen(jupyter, settings.limits, database);
  return {
    app,
    jupyter,
    settings,
    database,
    base,
    async gatewayWith(limits) {
      const other = await listen(jupyter, { ...settings.limits, ...limits }, database);
      return { base: other.base, close: () => other.app.close() };
    },
    async close() {
      await app.close();
      await jupyter.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function authHeaders(userId: number, token = tokenOf(userId)): Record<string, string> {
  return { Authorization: `Bearer ${token}`, 'X-User-Id': String(userId), 'Content-Type': 'application/json' };
}

export interface SessionModel {
  id: string;
  path: string;
  kernel: { id: string; name: string };
}

export async function startSession(base: string, userId: number, path: string): Promise<SessionModel> {
  const res = await fetch(`${base}/notebook/api/sessions?user_id=${userId}`, {
    method: 'POST',
    headers: authHeaders(userId),
    body: JSON.stringify({ path, type: 'notebook', name: path, kernel: { name: 'python3' } }),
  });
  if (res.status !== 201) throw new Error(`session start answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as SessionModel;
}

export async function deleteSession(base: string, userId: number, sessionId: string): Promise<number> {
  const res = await fetch(`${base}/notebook/api/sessions/${sessionId}`, { method: 'DELETE', headers: authHeaders(userId), body: '{}' });
  return res.status;
}

export interface KernelMessage {
  channel: string;
  header: { msg_id: string; msg_type: string };
  parent_header: { msg_id?: string };
  content: Record<string, unknown>;
}

export interface Execution {
  outputs: KernelMessage[];
  reply: KernelMessage | null;
  /** 'idle' normally; 'restarting' when the kernel died during the cell */
  end: string;
  ms: number;
}

function decodeV1(buf: Buffer): KernelMessage {
  const count = Number(buf.readBigUInt64LE(0));
  const offsets = Array.from({ length: count }, (_, i) => Number(buf.readBigUInt64LE(8 * (i + 1))));
  const part = (i: number): Buffer => buf.subarray(offsets[i], offsets[i + 1]);
  const json = (i: number): Record<string, unknown> => JSON.parse(part(i).toString('utf8')) as Record<string, unknown>;
  return { channel: part(0).toString('utf8'), header: json(1) as KernelMessage['header'], parent_header: json(2), content: json(4) };
}

function encodeV1(channel: string, parts: unknown[]): Buffer {
  const bufs = parts.map((p) => Buffer.from(JSON.stringify(p)));
  const ch = Buffer.from(channel);
  const offsets = [8 * (1 + 1 + bufs.length + 1)];
  offsets.push(offsets[0]! + ch.length);
  for (const b of bufs) offsets.push(offsets[offsets.length - 1]! + b.length);
  const head = Buffer.alloc(8 * (offsets.length + 1));
  head.writeBigUInt64LE(BigInt(offsets.length), 0);
  offsets.forEach((o, i) => head.writeBigUInt64LE(BigInt(o), 8 * (i + 1)));
  return Buffer.concat([head, ch, ...bufs]);
}

export interface ChannelTarget {
  base: string;
  kernelId: string;
  userId: number;
  token: string;
}

/** A minimal kernel-channel client (legacy JSON or v1 binary) that runs cells and collects outputs. */
export class TestKernel {
  private readonly listeners = new Set<(msg: KernelMessage) => void>();
  readonly session = randomUUID();
  private constructor(readonly ws: WebSocket, readonly v1: boolean) {
    ws.on('message', (data: Buffer, isBinary) => {
      const msg = v1 ? decodeV1(data) : (JSON.parse(data.toString('utf8')) as KernelMessage);
      if (v1 && !isBinary) throw new Error('v1 frame arrived as text');
      for (const l of this.listeners) l(msg);
    });
  }

  /** A kernel channel as the page opens it: `resolve` asks for a ticket with the token in a header (issue 37). */
  static url(base: string, kernelId: string, userId: number, token = tokenOf(userId)): ChannelTarget {
    return { base, kernelId, userId, token };
  }

  /**
   * The channel URL with a fresh single-use ticket: no token in it. When the gateway refuses the ticket (a bad
   * token), the URL goes without one, and the upgrade is answered 401. A string is a URL already.
   */
  static async resolve(target: ChannelTarget | string): Promise<string> {
    if (typeof target === 'string') return target;
    const { base, kernelId, userId, token } = target;
    const url = new URL(`${base.replace(/^http/, 'ws')}/notebook/api/kernels/${kernelId}/channels`);
    url.searchParams.set('session_id', randomUUID());
    url.searchParams.set('user_id', String(userId));
    const res = await fetch(`${base}/notebook/api/tickets?user_id=${userId}`, { method: 'POST', headers: authHeaders(userId, token), body: '{}' });
    if (res.status === 201) url.searchParams.set('ticket', ((await res.json()) as { ticket: string }).ticket);
    else await res.body?.cancel();
    return url.toString();
  }

  static async open(target: ChannelTarget | string, v1 = false): Promise<TestKernel> {
    const ws = new WebSocket(await TestKernel.resolve(target), v1 ? ['v1.kernel.websocket.jupyter.org'] : []);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestKernel(ws, v1)));
      ws.once('error', reject);
    });
  }

  /**
   * Resolves with the HTTP status the gateway refused the channel's upgrade with (issue 35: 401, 403, 404, 429, never
   * a socket accepted and then closed); rejects when the socket opened.
   */
  static async refusal(target: ChannelTarget | string): Promise<number> {
    const ws = new WebSocket(await TestKernel.resolve(target));
    ws.on('error', () => undefined);
    return new Promise((resolve, reject) => {
      ws.once('unexpected-response', (_req, res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      ws.once('open', () => {
        ws.close();
        reject(new Error('the kernel channel opened'));
      });
    });
  }

  execute(code: string, timeoutMs = 20_000): Promise<Execution> {
    const msgId = randomUUID();
    const header = { msg_id: msgId, msg_type: 'execute_request', username: 'test', session: this.session, date: new Date().toISOString(), version: '5.3' };
    const content = { code, silent: false, store_history: true, user_expressions: {}, allow_stdin: false, stop_on_error: true };
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const outputs: KernelMessage[] = [];
      let reply: KernelMessage | null = null;
      let end: string | null = null;
      const finish = (): void => {
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve({ outputs, reply, end: end ?? 'idle', ms: performance.now() - started });
      };
      const listener = (msg: KernelMessage): void => {
        if (msg.channel === 'iopub' && msg.header.msg_type === 'status') {
          const state = msg.content.execution_state;
          if (state === 'restarting' || state === 'dead') {
            end = String(state);
            return finish();
          }
        }
        if (msg.parent_header?.msg_id !== msgId) return;
        if (msg.channel === 'shell' && msg.header.msg_type === 'execute_reply') reply = msg;
        else if (msg.channel === 'iopub' && msg.header.msg_type === 'status') {
          if (msg.content.execution_state === 'idle') end = 'idle';
        } else if (msg.channel === 'iopub' && msg.header.msg_type !== 'execute_input') outputs.push(msg);
        if (end === 'idle' && reply) finish();
      };
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`no idle within ${timeoutMs} ms for ${code.slice(0, 40)}; got ${JSON.stringify(outputs).slice(0, 400)}`));
      }, timeoutMs);
      this.listeners.add(listener);
      if (this.v1) this.ws.send(encodeV1('shell', [header, {}, {}, content]));
      else this.ws.send(JSON.stringify({ header, parent_header: {}, metadata: {}, content, channel: 'shell', buffers: [] }));
    });
  }

  /**
   * Runs `code` right after a cell that failed (an interrupt, a timeout). ipykernel aborts the execute requests it
   * reads until `stop_on_error_timeout` has passed after an error (the cell's reply status is 'aborted'); on a
   * loaded machine the next request can arrive inside that window, so an aborted reply is sent again.
   */
  async executeAfterError(code: string, timeoutMs = 20_000): Promise<Execution> {
    for (let attempt = 1; ; attempt++) {
      const run = await this.execute(code, timeoutMs);
      if (run.reply?.content.status !== 'aborted' || attempt === 5) return run;
    }
  }

  /** Resolves when the kernel prints `text` (a stream message): the moment a cell is known to be running. */
  printed(text: string, timeoutMs = 30_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`the kernel did not print ${JSON.stringify(text)} within ${timeoutMs} ms`));
      }, timeoutMs);
      const listener = (msg: KernelMessage): void => {
        if (msg.channel !== 'iopub' || msg.header.msg_type !== 'stream' || !String(msg.content.text).includes(text)) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve();
      };
      this.listeners.add(listener);
    });
  }

  /** Waits until the kernel answers a trivial cell (after a restart). */
  async waitReady(timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        const run = await this.execute('0', 3000);
        if (run.end === 'idle') return;
      } catch {
        // restarting
      }
    }
    throw new Error('kernel did not come back');
  }

  close(): void {
    this.ws.close();
  }
}

/** text/plain of the execute_result, stdout text, and error names of an execution. */
export function resultOf(run: Execution): { result?: string; stdout: string; errors: string[]; errorText: string } {
  const result = run.outputs.find((m) => m.header.msg_type === 'execute_result');
  const data = result?.content.data as Record<string, string> | undefined;
  const stdout = run.outputs.filter((m) => m.header.msg_type === 'stream').map((m) => String(m.content.text)).join('');
  const errors = run.outputs.filter((m) => m.header.msg_type === 'error');
  return {
    result: data?.['text/plain'],
    stdout,
    errors: errors.map((m) => String(m.content.ename)),
    errorText: errors.map((m) => `${String(m.content.ename)}: ${String(m.content.evalue)}`).join('\n'),
  };
}
