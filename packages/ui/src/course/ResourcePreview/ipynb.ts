import type { NotebookOutput } from '../../notebookOutput';

/** A cell of a Jupyter notebook file (nbformat 4), as shown read-only. */
export type IpynbCell =
  | { type: 'markdown'; source: string }
  | { type: 'code'; source: string; outputs: NotebookOutput[]; executionCount: number | null }
  | { type: 'raw'; source: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** nbformat stores multi-line strings as arrays of lines. */
const joinText = (value: unknown): string => (typeof value === 'string' ? value : Array.isArray(value) ? value.filter((line) => typeof line === 'string').join('') : '');

function parseOutput(value: unknown): NotebookOutput | null {
  if (!isRecord(value)) return null;
  switch (value.output_type) {
    case 'stream':
      return { output_type: 'stream', name: value.name === 'stderr' ? 'stderr' : 'stdout', text: joinText(value.text) };
    case 'execute_result':
    case 'display_data':
      return { output_type: value.output_type, data: isRecord(value.data) ? value.data : {} };
    case 'error':
      return {
        output_type: 'error',
        ename: typeof value.ename === 'string' ? value.ename : 'Error',
        evalue: typeof value.evalue === 'string' ? value.evalue : '',
        traceback: Array.isArray(value.traceback) ? value.traceback.filter((line): line is string => typeof line === 'string') : [],
      };
    default:
      return null;
  }
}

/** The cells of an `.ipynb` file, or null when the text is not a notebook. */
export function parseIpynb(text: string): IpynbCell[] | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || !Array.isArray(json.cells)) return null;
  return json.cells.flatMap((cell): IpynbCell[] => {
    if (!isRecord(cell)) return [];
    const source = joinText(cell.source);
    switch (cell.cell_type) {
      case 'markdown':
        return [{ type: 'markdown', source }];
      case 'code':
        return [
          {
            type: 'code',
            source,
            outputs: (Array.isArray(cell.outputs) ? cell.outputs : []).map(parseOutput).filter((output): output is NotebookOutput => output !== null),
            executionCount: typeof cell.execution_count === 'number' ? cell.execution_count : null,
          },
        ];
      case 'raw':
        return [{ type: 'raw', source }];
      default:
        return [];
    }
  });
}
