import WebSocket, { type RawData } from 'ws';
import type { JupyterApi } from './jupyterApi.js';
import { checkWatchdog, LIMITS_HEADER, limitsHeader } from './kernelWatchdog.js';
import type { NotebookLog } from './sandbox.js';
import type { NotebookLimits } from './settings.js';

export type RelayDecision = { ok: true } | { ok: false; code: 4401 | 4403 | 4404 | 1011; reason: string };

interface Frame {
  data: Buffer;
  binary: boolean;
}

/** Close codes a server may send; 1005/1006/1015 are reserved for the transport. */
function forwardableCode(code: number): number {
  return code === 1000 || (code >= 1001 && code <= 1014 && code !== 1005 && code !== 1006) || (code >= 3000 && code < 5000) ? code : 1011;
}

/**
 * Relays one browser kernel channel to Jupyter: a plain pipe. Handlers are attached in the constructor
 * (synchronously, before any await) and frames are queued until the upstream socket opens. Time limits
 * are not kept here, where they would die with the socket: Jupyter's kernel watchdog enforces them
 * (kernelWatchdog.ts), told the gateway's limits on each upstream connection.
 */
export class KernelRelay {
  private readonly queue: Frame[] = [];
  private upstream: WebSocket | null = null;
  private closed = false;

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
      headers: { Authorization: `token ${this.jupyter.token}`, [LIMITS_HEADER]: limitsHeader(this.limits) },
      perMessageDeflate: false,
    });
    this.upstream = upstream;
    upstream.on('upgrade', (response) => checkWatchdog(response, this.log));
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
    const upstream = this.upstream;
    if (upstream && upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary });
    else if (!this.closed) this.queue.push({ data, binary });
  }

  private fromKernel(data: Buffer, binary: boolean): void {
    if (this.client.readyState === WebSocket.OPEN) this.client.send(data, { binary });
  }

  private shutdown(): void {
    if (this.closed && !this.upstream) return;
    this.closed = true;
    this.queue.length = 0;
    const upstream = this.upstream;
    this.upstream = null;
    if (upstream && (upstream.readyState === WebSocket.OPEN || upstream.readyState === WebSocket.CONNECTING)) upstream.terminate();
    if (this.client.readyState === WebSocket.OPEN) this.client.close(1000);
  }
}
