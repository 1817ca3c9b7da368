import type { NotebookRunResult } from './protocol.js';

export type NotebookErrorReason =
  /** The session POST did not answer 201 (`status`, `body` say what it answered instead). */
  | 'session'
  /** The session POST got no answer (network). */
  | 'network'
  /** The kernel channel closed before it opened, or was refused (close codes 4401/4403). */
  | 'channel'
  /** `run` was called while the channel is not ready, or the channel closed during the run. */
  | 'not-ready'
  /** `destroy()` was called. */
  | 'destroyed'
  /** No WebSocket implementation is available. */
  | 'unsupported';

/** A notebook connection failure. */
export class NotebookError extends Error {
  override readonly name = 'NotebookError';
  readonly reason: NotebookErrorReason;
  /** HTTP status of the session POST, or the websocket close code. */
  readonly status: number | undefined;
  readonly body: unknown;
  override readonly cause: unknown;

  constructor(reason: NotebookErrorReason, message: string, init: { status?: number; body?: unknown; cause?: unknown } = {}) {
    super(message);
    this.reason = reason;
    this.status = init.status;
    this.body = init.body;
    this.cause = init.cause;
  }
}

/** A run that reported an error (an `error` output, or `execute_reply` with status error/aborted); carries what it collected. */
export class NotebookRunError extends Error {
  override readonly name = 'NotebookRunError';
  readonly result: NotebookRunResult;

  constructor(result: NotebookRunResult) {
    const error = result.outputs.find((o) => o.output_type === 'error');
    super(error?.output_type === 'error' ? `${error.ename}: ${error.evalue}` : `execution ${result.status}`);
    this.result = result;
  }

  get outputs() {
    return this.result.outputs;
  }
}
