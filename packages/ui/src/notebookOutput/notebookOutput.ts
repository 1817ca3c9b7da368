/**
 * What a kernel sends back for one cell, mirroring the content of Jupyter's iopub messages
 * (stream, execute_result, display_data, error). The app maps its notebook client onto this,
 * so `ui` never depends on the transport.
 */
export type NotebookStreamOutput = {
  output_type: 'stream';
  /** `stdout` or `stderr`. */
  name: 'stdout' | 'stderr';
  text: string;
};

/** A MIME bundle: `text/plain`, `text/html`, `image/png` (base64), `image/svg+xml`… Text values are strings. */
export type NotebookMimeBundle = Readonly<Record<string, unknown>>;

export type NotebookDataOutput = {
  output_type: 'execute_result' | 'display_data';
  data: NotebookMimeBundle;
  execution_count?: number | null;
  metadata?: Readonly<Record<string, unknown>>;
};

export type NotebookErrorOutput = {
  output_type: 'error';
  ename: string;
  evalue: string;
  /** Lines of the traceback, with ANSI colour codes as IPython sends them. */
  traceback: readonly string[];
};

export type NotebookOutput = NotebookStreamOutput | NotebookDataOutput | NotebookErrorOutput;

/** MIME types we render, best first (Jupyter's order, without widgets and JavaScript). */
export const RENDERED_MIME_TYPES = ['text/html', 'image/svg+xml', 'image/png', 'image/jpeg', 'text/plain'] as const;
export type RenderedMimeType = (typeof RENDERED_MIME_TYPES)[number];

/** A bundle value as text: strings as they are, nbformat's line arrays joined. */
export const mimeText = (data: NotebookMimeBundle, mime: string): string | undefined => {
  const value = data[mime];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((line) => typeof line === 'string')) return value.join('');
  return undefined;
};

/** The richest MIME type of a bundle that we know how to render. */
export const preferredMimeType = (data: NotebookMimeBundle): RenderedMimeType | undefined =>
  RENDERED_MIME_TYPES.find((mime) => mimeText(data, mime) !== undefined);

/**
 * Carriage returns overwrite the current line (progress bars): keep what was written last.
 * Backspaces are dropped rather than interpreted.
 */
export const applyCarriageReturns = (text: string): string =>
  text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => {
      const parts = line.split('\r').filter((part) => part !== '');
      return parts[parts.length - 1] ?? '';
    })
    .join('\n')
    .replace(/\x08/g, ''); // eslint-disable-line no-control-regex

/** The execution count an `execute_result` carries, if any. */
export const executionCountOf = (outputs: readonly NotebookOutput[]): number | undefined => {
  for (const output of outputs) {
    if (output.output_type === 'execute_result' && typeof output.execution_count === 'number') return output.execution_count;
  }
  return undefined;
};

/** Whether the outputs include an error (the cell failed). */
export const hasErrorOutput = (outputs: readonly NotebookOutput[]): boolean =>
  outputs.some((output) => output.output_type === 'error');

/** Whether a value looks like a list of outputs (what the notebook client rejects with). */
export const isNotebookOutputList = (value: unknown): value is NotebookOutput[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && typeof (item as { output_type?: unknown }).output_type === 'string');
