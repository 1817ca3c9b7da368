// Runs code in one kernel over Jupyter's websocket (legacy JSON frames), from the server.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { jupyterRequest } from './jupyter/backend.js';
import type { KernelHost } from './kernelHost.js';

export interface ExecutionResult {
  status: 'ok' | 'error' | 'timeout' | 'dead';
  /** `ename: evalue` of an error, or why it stopped. */
  message: string;
  /** With `collect`: the display_data values of that MIME type this request produced (text only, size-capped). */
  collected?: string[];
}

export interface ExecuteOptions {
  silent: boolean;
  timeoutMs: number;
  /** A MIME type whose display_data values to keep (grading answers); every other output is ignored. */
  collect?: string;
  /** Total characters kept for `collect`; beyond it the values are dropped (default 64 MiB + 1 MiB). */
  collectLimit?: number;
}

interface Frame {
  channel?: string;
  header?: { msg_type?: string };
  parent_header?: { msg_id?: string };
  content?: Record<string, unknown>;
}

/** A kernel channel that executes one request at a time and reports how it ended. */
export class KernelChannel {
  private readonly session = randomUUID();
  private waiting: ((frame: Frame) => void) | null = null;

  private constructor(
    private readonly ws: WebSocket,
    private readonly host: KernelHost,
    private readonly kernelId: string,
  ) {
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) return;
      try {
        this.waiting?.(JSON.parse(data.toString('utf8')) as Frame);
      } catch {
        // not a JSON frame: ignore
      }
    });
  }

  static open(host: KernelHost, kernelId: string, timeoutMs = 60_000): Promise<KernelChannel> {
    const url = `${host.url.replace(/^http/, 'ws')}api/kernels/${encodeURIComponent(kernelId)}/channels?session_id=${randomUUID()}`;
    const ws = new WebSocket(url, { headers: { Authorization: `token ${host.token}` } });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        ws.terminate();
        reject(new Error('kernel channel did not open'));
      }, timeoutMs);
      ws.once('open', () => {
        clearTimeout(timer);
        resolve(new KernelChannel(ws, host, kernelId));
      });
      ws.once('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
  }

  /**
   * Executes `code`; resolves when both the reply and `idle` arrived. `silent` runs leave no history and no
   * execution count. On time-out the kernel is interrupted. Only outputs whose parent is this request are read.
   */
  execute(code: string, options: ExecuteOptions): Promise<ExecutionResult> {
    const msgId = randomUUID();
    const header = { msg_id: msgId, msg_type: 'execute_request', username: 'evaluation', session: this.session, date: new Date().toISOString(), version: '5.2' };
    const content = { code, silent: options.silent, store_history: !options.silent, user_expressions: {}, allow_stdin: false, stop_on_error: false };
    const collected: string[] = [];
    let collectedChars = 0;
    const collectLimit = options.collectLimit ?? 65 << 20;
    return new Promise((resolve) => {
      let reply: ExecutionResult | null = null;
      let idle = false;
      const finish = (result: ExecutionResult): void => {
        clearTimeout(timer);
        this.ws.off('close', onClose);
        this.waiting = null;
        resolve(options.collect === undefined ? result : { ...result, collected });
      };
      const onClose = (): void => finish({ status: 'dead', message: 'the kernel connection closed' });
      const timer = setTimeout(() => {
        void jupyterRequest(this.host, 'POST', `api/kernels/${encodeURIComponent(this.kernelId)}/interrupt`, {}).catch(() => undefined);
        finish({ status: 'timeout', message: `time limit of ${Math.round(options.timeoutMs / 1000)} s exceeded` });
      }, options.timeoutMs);
      this.ws.once('close', onClose);
      this.waiting = (frame) => {
        if (frame.channel === 'iopub' && frame.header?.msg_type === 'status') {
          const state = frame.content?.execution_state;
          if (state === 'restarting' || state === 'dead') return finish({ status: 'dead', message: 'the kernel died (memory or process limit?)' });
        }
        if (frame.parent_header?.msg_id !== msgId) return;
        if (options.collect !== undefined && frame.channel === 'iopub' && frame.header?.msg_type === 'display_data') {
          const value = (frame.content?.data as Record<string, unknown> | undefined)?.[options.collect];
          if (typeof value === 'string' && collectedChars + value.length <= collectLimit) {
            collected.push(value);
            collectedChars += value.length;
          }
        }
        if (frame.channel === 'shell' && frame.header?.msg_type === 'execute_reply') {
          const c = frame.content ?? {};
          reply = c.status === 'ok' ? { status: 'ok', message: 'ok' } : { status: 'error', message: `${String(c.ename ?? 'Error')}: ${String(c.evalue ?? '')}`.trim() };
        } else if (frame.channel === 'iopub' && frame.header?.msg_type === 'status' && frame.content?.execution_state === 'idle') idle = true;
        if (reply && idle) finish(reply);
      };
      this.ws.send(JSON.stringify({ header, parent_header: {}, metadata: {}, content, channel: 'shell', buffers: [] }));
    });
  }

  close(): void {
    this.ws.close();
  }
}
