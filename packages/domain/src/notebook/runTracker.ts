import { NotebookRunError } from './errors.js';
import { appendOutput, outputOf } from './protocol.js';
import type { JupyterMessage, NotebookOutput, NotebookRunResult } from './protocol.js';

/** Streaming callbacks of one run (see `NotebookClient.run`). */
export interface NotebookRunListeners {
  /** Each output as the kernel sends it (a stream chunk, not the merged text). */
  onOutput?: (output: NotebookOutput) => void;
  /** The outputs streamed so far were cleared (`clear_output`); later `onOutput` calls start a new list. */
  onClear?: () => void;
}

interface PendingRun {
  outputs: NotebookOutput[];
  /** A `clear_output` with `wait: true` arrived: clear just before the next output (JupyterLab's `clearNext`). */
  clearOnNextOutput: boolean;
  executionCount: number | null;
  replyStatus: NotebookRunResult['status'] | undefined;
  idle: boolean;
  failed: boolean;
  listeners: NotebookRunListeners;
  resolve: (result: NotebookRunResult) => void;
  reject: (error: Error) => void;
}

/**
 * Collects the replies of each execute request by `parent_header.msg_id` and settles it once both the
 * shell `execute_reply` and the iopub `status: idle` have arrived (in either order, TOOLCHAIN.md).
 */
export class RunTracker {
  readonly #runs = new Map<string, PendingRun>();

  track(msgId: string, listeners: NotebookRunListeners = {}): Promise<NotebookRunResult> {
    return new Promise((resolve, reject) => {
      this.#runs.set(msgId, {
        outputs: [],
        clearOnNextOutput: false,
        executionCount: null,
        replyStatus: undefined,
        idle: false,
        failed: false,
        listeners,
        resolve,
        reject,
      });
    });
  }

  get size(): number {
    return this.#runs.size;
  }

  handle(message: JupyterMessage): void {
    const parentId = message.parent_header.msg_id;
    const run = parentId === undefined ? undefined : this.#runs.get(parentId);
    if (!run || parentId === undefined) return;
    const type = message.header.msg_type;
    if (type === 'status') {
      if (message.content.execution_state === 'idle') run.idle = true;
    } else if (type === 'execute_reply') {
      const status = message.content.status;
      run.replyStatus = status === 'error' || status === 'aborted' ? status : 'ok';
      if (run.replyStatus !== 'ok') run.failed = true;
      if (typeof message.content.execution_count === 'number') run.executionCount = message.content.execution_count;
    } else if (type === 'execute_input') {
      if (typeof message.content.execution_count === 'number') run.executionCount = message.content.execution_count;
    } else if (type === 'clear_output') {
      if (message.content.wait === true) run.clearOnNextOutput = true;
      else this.#clear(run);
    } else {
      const output = outputOf(message);
      if (!output) return;
      if (run.clearOnNextOutput) this.#clear(run);
      if (output.output_type === 'error') run.failed = true;
      run.outputs = appendOutput(run.outputs, output);
      run.listeners.onOutput?.(output);
    }
    if (run.idle && run.replyStatus !== undefined) this.#settle(parentId, run);
  }

  /** Rejects every pending run (channel closed, kernel restarted, client destroyed). */
  failAll(error: Error): void {
    const runs = [...this.#runs.values()];
    this.#runs.clear();
    for (const run of runs) run.reject(error);
  }

  /** Forgets a run whose request could not be sent. */
  drop(msgId: string): void {
    this.#runs.delete(msgId);
  }

  #clear(run: PendingRun): void {
    run.clearOnNextOutput = false;
    run.outputs = [];
    run.listeners.onClear?.();
  }

  #settle(msgId: string, run: PendingRun): void {
    this.#runs.delete(msgId);
    const status = run.replyStatus ?? 'ok';
    const result: NotebookRunResult = {
      msg_id: msgId,
      outputs: run.outputs,
      execution_count: run.executionCount,
      status: run.failed && status === 'ok' ? 'error' : status,
    };
    if (run.failed) run.reject(new NotebookRunError(result));
    else run.resolve(result);
  }
}
