import { hasErrorOutput, isNotebookOutputList, type NotebookOutput } from '../notebookOutput';

/** Where a code cell is in its life: never run (or cleared), waiting its turn, running, finished, failed. */
export type NotebookCellState = 'idle' | 'queued' | 'running' | 'done' | 'error';

export interface NotebookRunOptions {
  /**
   * Called with each output as the kernel sends it, before the run settles (a loop's progress, then its
   * plot). The settled outputs still come from the promise; a runner that cannot stream ignores this.
   */
  onOutput?: (output: NotebookOutput) => void;
  /**
   * Called when the kernel cleared the cell's outputs (`clear_output`, used by progress bars): the
   * outputs streamed so far are dropped and later `onOutput` calls start again from an empty list.
   */
  onClear?: () => void;
}

/** Sends code to the kernel and resolves with the outputs; rejects with the outputs when the cell raised. */
export type NotebookRunCode = (code: string, options?: NotebookRunOptions) => Promise<readonly NotebookOutput[]>;

export interface NotebookCellRunResult {
  state: 'done' | 'error';
  outputs: NotebookOutput[];
}

const rejectedOutputs = (reason: unknown): NotebookOutput[] | undefined => {
  if (isNotebookOutputList(reason)) return reason;
  const carried = typeof reason === 'object' && reason !== null ? (reason as { outputs?: unknown }).outputs : undefined;
  return isNotebookOutputList(carried) ? carried : undefined;
};

/**
 * Runs code (passing `onOutput` and `onClear` on to stream partial outputs) and turns every ending into outputs: a resolve (error if an `error` output is among
 * them), a reject with the collected outputs (the notebook client's contract), or any other
 * failure (a closed connection) as one error output, so the cell always shows why it stopped.
 * `stream` may also be a bare `onOutput` callback.
 */
export const runCellCode = async (
  onRun: NotebookRunCode,
  code: string,
  stream?: NotebookRunOptions | NonNullable<NotebookRunOptions['onOutput']>,
): Promise<NotebookCellRunResult> => {
  const options = typeof stream === 'function' ? { onOutput: stream } : stream;
  try {
    const outputs = [...(await onRun(code, options))];
    return { state: hasErrorOutput(outputs) ? 'error' : 'done', outputs };
  } catch (reason) {
    const outputs = rejectedOutputs(reason);
    if (outputs) return { state: 'error', outputs };
    return { state: 'error', outputs: [toErrorOutput(reason)] };
  }
};

const toErrorOutput = (reason: unknown): NotebookOutput => {
  if (reason instanceof Error) return { output_type: 'error', ename: reason.name, evalue: reason.message, traceback: [] };
  return { output_type: 'error', ename: 'Error', evalue: typeof reason === 'string' ? reason : '', traceback: [] };
};
