/** Jupyter messaging protocol, the parts the notebook client speaks (spec §7, §9). */
export const NOTEBOOK_PROTOCOL_VERSION = '5.2';
export const NOTEBOOK_KERNEL_NAME = 'python3';

export interface JupyterHeader {
  msg_id: string;
  session: string;
  username: string;
  msg_type: string;
  version: string;
  date: string;
}

/** A message as it travels on the kernel channel websocket (JSON text frames). */
export interface JupyterMessage<C = Record<string, unknown>> {
  header: JupyterHeader;
  parent_header: Partial<JupyterHeader>;
  metadata: Record<string, unknown>;
  content: C;
  channel: 'shell' | 'iopub' | 'stdin' | 'control' | string;
  buffers?: unknown[];
}

export interface ExecuteRequestContent {
  code: string;
  silent: boolean;
  store_history: boolean;
  user_expressions: Record<string, string>;
  allow_stdin: boolean;
  stop_on_error: boolean;
}

/** A MIME bundle: `text/plain`, `text/html`, `image/png` (base64), `image/svg+xml`, … */
export type MimeBundle = Record<string, unknown>;

/** One output of a run, shaped like nbformat outputs so cells can store them as-is (`CellOutput` in the contract is its schema). */
export type NotebookOutput =
  | { output_type: 'stream'; name: 'stdout' | 'stderr'; text: string }
  | { output_type: 'execute_result'; execution_count: number | null; data: MimeBundle; metadata: Record<string, unknown> }
  | { output_type: 'display_data'; data: MimeBundle; metadata: Record<string, unknown> }
  | { output_type: 'error'; ename: string; evalue: string; traceback: string[] };

/** What a run resolves with (or a {@link NotebookRunError} carries). */
export interface NotebookRunResult {
  /** The request's `msg_id`. */
  msg_id: string;
  outputs: NotebookOutput[];
  execution_count: number | null;
  /** From `execute_reply`: `ok`, `error`, or `aborted` (skipped after an earlier error). */
  status: 'ok' | 'error' | 'aborted';
}

export const newMessageId = (): string => {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  // Uniqueness per session is all Jupyter needs from a msg_id.
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}-${Math.random().toString(16).slice(2)}`;
};

export function executeRequest(code: string, ids: { msgId: string; session: string; username: string }, now: Date = new Date()): JupyterMessage<ExecuteRequestContent> {
  return {
    header: {
      msg_id: ids.msgId,
      session: ids.session,
      username: ids.username,
      msg_type: 'execute_request',
      version: NOTEBOOK_PROTOCOL_VERSION,
      date: now.toISOString(),
    },
    parent_header: {},
    metadata: {},
    content: { code, silent: false, store_history: true, user_expressions: {}, allow_stdin: false, stop_on_error: true },
    channel: 'shell',
    buffers: [],
  };
}

const asString = (value: unknown): string => (typeof value === 'string' ? value : Array.isArray(value) ? value.join('') : '');
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asCount = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The output an iopub message carries, if it is one of stream, execute_result, display_data or error. */
export function outputOf(message: JupyterMessage): NotebookOutput | undefined {
  const c = message.content;
  switch (message.header.msg_type) {
    case 'stream':
      return { output_type: 'stream', name: c.name === 'stderr' ? 'stderr' : 'stdout', text: asString(c.text) };
    case 'execute_result':
      return { output_type: 'execute_result', execution_count: asCount(c.execution_count), data: asRecord(c.data), metadata: asRecord(c.metadata) };
    case 'display_data':
      return { output_type: 'display_data', data: asRecord(c.data), metadata: asRecord(c.metadata) };
    case 'error':
      return {
        output_type: 'error',
        ename: asString(c.ename),
        evalue: asString(c.evalue),
        traceback: Array.isArray(c.traceback) ? c.traceback.map(asString) : [],
      };
    default:
      return undefined;
  }
}

// Text before a carriage return on the same line is overwritten by what follows it (a progress bar
// redrawing its line); `\r\n` is a newline and a trailing `\r` waits for the next chunk.
const OVERWRITTEN_TEXT = /[^\n]*\r(?=[^\n])/g;
const compactStreamText = (text: string): string => (text.includes('\r') ? text.replace(OVERWRITTEN_TEXT, '') : text);

/**
 * Appends an output to a run's outputs as nbformat and JupyterLab keep them: a stream chunk that
 * follows a stream of the same name joins it (overwritten progress text dropped), anything else is
 * a new output. Returns a new list; the outputs already in it are not changed.
 */
export function appendOutput(outputs: readonly NotebookOutput[], output: NotebookOutput): NotebookOutput[] {
  const last = outputs[outputs.length - 1];
  if (output.output_type !== 'stream') return [...outputs, output];
  if (last?.output_type !== 'stream' || last.name !== output.name) return [...outputs, { ...output, text: compactStreamText(output.text) }];
  return [...outputs.slice(0, -1), { ...last, text: compactStreamText(last.text + output.text) }];
}

/** Parses a text frame; binary frames and anything that is not a message are ignored. */
export function parseFrame(data: unknown): JupyterMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value = JSON.parse(data) as Partial<JupyterMessage>;
    if (typeof value !== 'object' || value === null || typeof value.header?.msg_type !== 'string') return undefined;
    return { ...value, parent_header: value.parent_header ?? {}, content: asRecord(value.content), metadata: asRecord(value.metadata) } as JupyterMessage;
  } catch {
    return undefined;
  }
}
