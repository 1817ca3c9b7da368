import WebSocket, { type RawData } from 'ws';
import type { JupyterApi } from './jupyterApi.js';
import { encodeMessage, peekMessage, type MessageHeader } from './kernelWire.js';
import type { NotebookLog } from './sandbox.js';
import type { NotebookLimits } from './settings.js';

export type RelayDecision = { ok: true } | { ok: false; code: 4401 | 4403 | 4404 | 1011; reason: string };

interface Frame {
  data: Buffer;
  binary: boolean;
}

export function cellTimeoutText(seconds: number): string {
  return `运行超时（${seconds} 秒），已中断 / Cell exceeded ${seconds} s and was interrupted`;
}

/** Close codes a server may send; 1005/1006/1015 are reserved for the transport. */
function forwardableCode(code: number): number {
  return code === 1000 || (code >= 1001 && code <= 1014 && code !== 1005 && code !== 1006) || (code >= 3000 && code < 5000) ? code : 1011;
}

/**
 * Relays one browser kernel channel to Jupyter. Handlers are attached in the constructor
 * (synchronously, before any await), frames are queued until the upstream socket opens, and each
 * execution is timed: over the cell limit the kernel is interrupted, the browser gets an error
 * output saying so, and a kernel that ignores the interrupt is restarted.
 */
export class KernelRelay {
  private readonly queue: Frame[] = [];
  private upstream: WebSocket | null = null;
  private closed = false;
  /** execute_requests sent and not yet finished (idle), by msg_id. */
  private readonly pending = new Map<string, MessageHeader>();
  private running: { msgId: string; timer: NodeJS.Timeout; grace?: NodeJS.Timeout } | null = null;

  constructor(
    private readonly client: WebSocket,
    private readonly kernelId: string,
    private readonly query: string,
    private readonly jupyter: JupyterApi,
    private readonly limits: NotebookLimits,
    private readonly log: NotebookLog,
  ) {
    client.on('message', (data, isBinary) => this.fromClient(data as Buffer, isBinary));
    client.on('close', () => this.shutdown());
    client.on('error', () => this.shutdown());
  }

  /** Opens the upstream channel once the caller is known to own the kernel. */
  async start(decision: Promise<RelayDecision>): Promise<void> {
    let verdict: RelayDecision;
    try {
      verdict = await decision;
    } catch (err) {
      this.log.error({ err, kernel: this.kernelId }, 'notebook: kernel channel check failed');
      verdict = { ok: false, code: 1011, reason: 'notebook service unavailable' };
    }
    if (this.closed) return;
    if (!verdict.ok) {
      this.closed = true;
      this.client.close(verdict.code, verdict.reason);
      return;
    }
    const protocol = this.client.protocol;
    const url = `${this.jupyter.wsBase}api/kernels/${encodeURIComponent(this.kernelId)}/channels${this.query}`;
    // No Origin: Jupyter would compare it with its own host and refuse the browser's.
    const upstream = new WebSocket(url, protocol ? [protocol] : [], {
      headers: { Authorization: `token ${this.jupyter.token}` },
      perMessageDeflate: false,
    });
    this.upstream = upstream;
    upstream.on('open', () => {
      if (upstream.protocol !== protocol) {
        this.log.error({ asked: protocol, got: upstream.protocol }, 'notebook: Jupyter chose another kernel websocket subprotocol');
        this.client.close(1011, 'subprotocol mismatch');
        return;
      }
      for (const frame of this.queue.splice(0)) upstream.send(frame.data, { binary: frame.binary });
    });
    upstream.on('message', (data: RawData, isBinary) => this.fromKernel(data as Buffer, isBinary));
    upstream.on('close', (code, reason) => {
      if (!this.closed) this.client.close(forwardableCode(code), reason.toString('utf8').slice(0, 120));
      this.shutdown();
    });
    upstream.on('unexpected-response', (_req, res) => {
      this.log.warn({ kernel: this.kernelId, status: res.statusCode }, 'notebook: Jupyter refused the kernel channel');
      this.client.close(res.statusCode === 404 ? 4404 : 1011, 'kernel unavailable');
      this.shutdown();
    });
    upstream.on('error', (err) => {
      this.log.warn({ err, kernel: this.kernelId }, 'notebook: kernel channel error');
      if (!this.closed) this.client.close(1011, 'kernel channel error');
      this.shutdown();
    });
  }

  private fromClient(data: Buffer, binary: boolean): void {
    this.watchExecuteRequest(data, binary);
    const upstream = this.upstream;
    if (upstream && upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary });
    else if (!this.closed) this.queue.push({ data, binary });
  }

  private fromKernel(data: Buffer, binary: boolean): void {
    if (this.client.readyState === WebSocket.OPEN) this.client.send(data, { binary });
    // Parse only while executions are pending; idle kernels cost nothing here.
    if (this.pending.size > 0 && (binary || data.includes('execution_state'))) this.watchStatus(data, binary);
  }

  private watchExecuteRequest(data: Buffer, binary: boolean): void {
    if (!binary && !data.includes('execute_request')) return;
    const msg = peekMessage(data, binary, this.client.protocol, 'shell');
    if (msg?.header?.msg_type === 'execute_request') this.pending.set(msg.header.msg_id, msg.header);
  }

  private watchStatus(data: Buffer, binary: boolean): void {
    const msg = peekMessage(data, binary, this.client.protocol, 'iopub');
    if (msg?.header?.msg_type !== 'status') return;
    const state = msg.content().execution_state;
    const parent = msg.parentMsgId;
    if (state === 'busy' && parent && this.pending.has(parent) && !this.running) {
      this.running = { msgId: parent, timer: setTimeout(() => this.onCellTimeout(parent), this.limits.cellTimeoutMs) };
    } else if (state === 'idle' && parent && this.pending.has(parent)) {
      this.pending.delete(parent);
      if (this.running?.msgId === parent) this.stopTimer();
    } else if (state === 'restarting' || state === 'dead') {
      this.pending.clear();
      this.stopTimer();
    }
  }

  private stopTimer(): void {
    if (!this.running) return;
    clearTimeout(this.running.timer);
    if (this.running.grace) clearTimeout(this.running.grace);
    this.running = null;
  }

  private onCellTimeout(msgId: string): void {
    const header = this.pending.get(msgId);
    if (!header || this.running?.msgId !== msgId) return;
    const text = cellTimeoutText(Math.round(this.limits.cellTimeoutMs / 100) / 10);
    this.inject('iopub', 'error', header, { ename: 'CellTimeout', evalue: text, traceback: [`\u001b[0;31m${text}\u001b[0m`] });
    this.log.info({ kernel: this.kernelId, limitMs: this.limits.cellTimeoutMs }, 'notebook: cell over the time limit, interrupting');
    this.jupyter.interrupt(this.kernelId).catch((err: unknown) => this.log.warn({ err }, 'notebook: interrupt failed'));
    this.running.grace = setTimeout(() => this.onInterruptIgnored(msgId), this.limits.interruptGraceMs);
  }

  /** The cell ignored the interrupt (C code, signal handlers): restart, and end the waiting runs. */
  private onInterruptIgnored(msgId: string): void {
    if (this.running?.msgId !== msgId) return;
    this.log.warn({ kernel: this.kernelId }, 'notebook: interrupt ignored, restarting the kernel');
    const waiting = [...this.pending.values()];
    this.pending.clear();
    this.stopTimer();
    this.jupyter
      .restart(this.kernelId)
      .catch((err: unknown) => this.log.warn({ err }, 'notebook: restart failed'))
      .finally(() => {
        // The old process will never answer: end each waiting run the way a kernel would.
        const text = cellTimeoutText(Math.round(this.limits.cellTimeoutMs / 100) / 10);
        for (const header of waiting) {
          this.inject('shell', 'execute_reply', header, { status: 'error', execution_count: null, ename: 'CellTimeout', evalue: text, traceback: [] });
          this.inject('iopub', 'status', header, { execution_state: 'idle' });
        }
      });
  }

  private inject(channel: 'iopub' | 'shell', msgType: string, parent: MessageHeader, content: Record<string, unknown>): void {
    if (this.client.readyState !== WebSocket.OPEN) return;
    const { data, binary } = encodeMessage(this.client.protocol, channel, msgType, parent, content);
    this.client.send(data, { binary });
  }

  private shutdown(): void {
    if (this.closed && !this.upstream) return;
    this.closed = true;
    this.stopTimer();
    this.queue.length = 0;
    const upstream = this.upstream;
    this.upstream = null;
    if (upstream && (upstream.readyState === WebSocket.OPEN || upstream.readyState === WebSocket.CONNECTING)) upstream.terminate();
    if (this.client.readyState === WebSocket.OPEN) this.client.close(1000);
  }
}
